import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isCommonWord, isFamilyName, isGivenName } from './names/names-gazetteer.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A login made of a person's name after "by", whatever did it: `Silenced earlier by
 * jonas.albrecht;` (the nineteenth reading's Alertmanager silence), `acknowledged by
 * r.kowalczyk`. username-phrase takes a login after a byline's verb right before "by" ("merged by
 * dana_ito"); here any words may come first, so the value must be a name's login as a directory
 * makes it: two lower-case words joined by "." or "_", the first a given name or an initial and
 * the second a family name, or the first a given name that is no English word (`by
 * config.yaml`, `by user.id`, `by os.path`, `by self.name` stay). From the keyword pass ("by").
 */
const BY_LOGIN = /[Bb]y[ \t]+@?(?<first>[a-z]{1,20})[._](?<last>[a-z]{2,24})(?<digits>\d{0,4})(?![\p{L}\p{N}_@]|[.-][\p{L}\p{N}])/uy;

function isNameLogin(first: string, last: string): boolean {
  const given = isGivenName(foldKey(first)) && !isCommonWord(foldKey(first));
  const family = isFamilyName(foldKey(last)) && !isCommonWord(foldKey(last));
  return ((given || first.length === 1) && family) || (given && !isCommonWord(foldKey(last)) && last.length >= 3);
}

function* findByLogins(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}_]/u.test(text.charAt(hit - 1))) continue;
    BY_LOGIN.lastIndex = hit;
    const m = BY_LOGIN.exec(text);
    if (m === null) continue;
    const { first, last } = m.groups!;
    const value = m[0].slice(m[0].length - first!.length - last!.length - 1 - m.groups!.digits!.length);
    if (!isNameLogin(first!, last!) || !isPersonalUsername(value)) continue;
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
    ],
    negative: [
      'parsed by config.yaml rules', // a file
      'keyed by user.id', // a field of common words
      'joined by os.path', // a module
      'set by self.name in the constructor', // code
      'sorted by last_name then first_name', // columns
      'Silenced by jonas', // no login's form
    ],
  },
});
