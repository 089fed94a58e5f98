import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isNameLogin } from './names/name-logins.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A login where a ticket says whom it went to or came from (probes30's help-desk ticket: `Ticket
 * #5521 from jmorales: the printer jams again`, `Reassigned to ehalvorsen by the desk`; a tracker's
 * `assigned to: kpatel`). The value must be a name's login as a directory makes it (isNameLogin:
 * an initial and a family name, given and family names joined by "." or "_", or such a login or a
 * name and a number), so `assigned to the desk`, `assigned to team2`, `Ticket #12 from json` stay.
 * From the keyword pass ("assigned to", "ticket").
 */
const CUE = /(?:(?:re)?assigned[ \t]+to[ \t]*:?|(?:ticket|incident|case|request)[ \t]*#?[ \t]*\d{1,10}[ \t]+(?:from|by))[ \t]+@?(?<value>[a-z][a-z0-9._]{1,40}?)(?![\p{L}\p{N}_@]|[.-][\p{L}\p{N}])/iuy;

function* findTicketLogins(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit > 0 && /[\p{L}\p{N}_]/u.test(text.charAt(hit - 1))) continue;
    CUE.lastIndex = hit;
    const m = CUE.exec(text);
    if (m === null) continue;
    const value = m.groups!.value!;
    if (!/^[a-z]/.test(value) || !isNameLogin(value, false) || !isPersonalUsername(value)) continue;
    const end = hit + m[0].length;
    yield { start: end - value.length, end, score: 0.7 };
  }
}

const KEYWORDS = ['assigned to', 'reassigned to', 'ticket', 'incident', 'case', 'request'] as const;

export default defineDetector({
  id: 'username-ticket-login',
  entity: 'USERNAME',
  find: findTicketLogins,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // probes30's help-desk ticket (fictitious users).
      { text: 'Ticket #5521 from jmorales: the 3rd floor printer jams again.', match: 'jmorales' },
      { text: 'Reassigned to ehalvorsen by the desk.', match: 'ehalvorsen' },
      { text: 'Status: open, assigned to: kpatel', match: 'kpatel' },
      { text: 'Incident 4410 assigned to maria.gonzalez2', match: 'maria.gonzalez2' },
    ],
    negative: [
      'Reassigned to the desk.', // a common word
      'assigned to team2', // a team
      'Ticket #12 from json import', // a format: a common word after the initial
      'assigned to: Kpatel', // a capital: a name's to find
      'Case 12 from root', // a system account
      'assigned to will.power', // two English words
    ],
  },
});
