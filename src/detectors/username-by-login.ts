import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isNameLogin } from './names/name-logins.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A login made of a person's name after "by", whatever did it: `Silenced earlier by
 * jonas.albrecht;` (the nineteenth reading's Alertmanager silence), `acknowledged by
 * r.kowalczyk`. username-phrase takes any login's form after some byline verbs ("merged by
 * dana_ito"); here the value must be a name's login as a directory makes it (isNameLogin): after
 * "by" alone, two lower-case words joined by "." or "_" that are no English words (`by
 * config.yaml`, `by user.id`, `by os.path`, `by self.name` stay). After a verb that says a person
 * did it (BYLINE_VERB: `sent by john.smith`, `fixed by mike.chen`, helm's `Upgrade by oadeyemi:`)
 * a given name or an initial and a family name suffice, and one word that is an initial and a
 * family name (`by will.power`, `by max.length` stay). From the keyword pass ("by").
 */
const BY_LOGIN = /[Bb]y[ \t]+@?(?<value>[a-z]{1,24}(?:[._][a-z]{2,24})?\d{0,4})(?![\p{L}\p{N}_@]|[.-][\p{L}\p{N}])/uy;
// What a person does to a change, a ticket or a message, right before "by" (the lead's session-30
// brief; helm's `history` DESCRIPTION column says `Upgrade`, `Rollback`, `Install`).
const BYLINE_VERB = /(?<![\p{L}\p{N}_])(?:sent|fixed|approved|reviewed|merged|closed|assigned|reassigned|created|updated|deleted|modified|reported|opened|reopened|resolved|signed off|acknowledged|silenced|cancell?ed|rejected|requested|submitted|triggered|escalated|edited|changed|pushed|committed|authored|deployed|rolled back|upgraded?|rollback|installed|uninstalled|install|uninstall)[ \t]+$/iu;

function* findByLogins(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}_]/u.test(text.charAt(hit - 1))) continue;
    BY_LOGIN.lastIndex = hit;
    const m = BY_LOGIN.exec(text);
    if (m === null) continue;
    const value = m.groups!.value!;
    const strict = !BYLINE_VERB.test(text.slice(Math.max(0, hit - 16), hit));
    if (!isNameLogin(value, strict) || !isPersonalUsername(value)) continue;
    const end = hit + m[0].length;
    yield { start: end - value.length, end, score: 0.7 };
  }
}

const KEYWORDS = ['by'] as const;

export default defineDetector({
  id: 'username-by-login',
  entity: 'USERNAME',
  find: findByLogins,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // The nineteenth reading's Alertmanager silence (fictitious).
      { text: 'Silenced earlier by jonas.albrecht; re-opened later.', match: 'jonas.albrecht' },
      { text: 'Ticket acknowledged by r.kowalczyk at 09:12', match: 'r.kowalczyk' },
      // The lead's session-30 brief (fictitious): a byline verb lets a common word in a name's login.
      { text: 'Patch sent by john.smith on Monday', match: 'john.smith' },
      { text: 'bug fixed by mike.chen yesterday', match: 'mike.chen' },
      // probes30's helm history (fictitious): an initial and a family name after the verb.
      { text: '1.4.1        Upgrade by oadeyemi: bump image', match: 'oadeyemi' },
    ],
    negative: [
      'parsed by config.yaml rules', // a file
      'keyed by user.id', // a field of common words
      'joined by os.path', // a module
      'set by self.name in the constructor', // code
      'sorted by last_name then first_name', // columns
      'Silenced by jonas', // no login's form
      'fixed by will.power', // two English words
      'fixed by max.length', // a property
      'updated by array.length', // a property
      'created by date.today', // a call
      'updated by window.location', // a browser's property
      'sent by user.email', // a field
      'updated by jsmith', // a common word after the initial, as json and ebay read
      'created by gradle', // a tool
    ],
  },
});
