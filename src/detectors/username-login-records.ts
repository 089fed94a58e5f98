import { defineDetector } from '../engine/detector.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * A person's login where a tool prints it in its own place (probes30):
 * - Jira's mention in its wiki markup, `[~jkowalski]` (Atlassian's "Text formatting notation":
 *   `[~username]` links to a user's profile), as comments, exports and e-mails carry it;
 * - the first column of `last` and `who`, before the terminal line (`tty1`, `pts/2`, `:0`,
 *   `console`; util-linux's last(1), coreutils' who(1)): `reboot` and `shutdown` (last's
 *   pseudo-users for the system's boots) stay;
 * - the one word `whoami` or `npm whoami` prints on the line after its command (`$ npm whoami` /
 *   `thandeka-n`).
 * Each from the keyword pass's hits of `[~`, `pts/`, `tty` and `whoami`.
 */
const MENTION = /\[~([A-Za-z0-9][A-Za-z0-9._@-]{1,62})\]/y;
const LAST_ROW = /^([a-z_][a-z0-9._-]{1,31})[ \t]+(?:pts\/\d+|tty\d*|:\d+(?:\.\d+)?|console)[ \t]/;
const WHOAMI_OUTPUT = /^[ \t]*([A-Za-z0-9][A-Za-z0-9._-]{1,62})[ \t]*\r?$/;
const PSEUDO_USERS: ReadonlySet<string> = new Set(['reboot', 'shutdown', 'runlevel', 'root', 'wtmp', 'btmp']);

function findLogins(text: string, ctx: DetectorContext, emit: Emit): void {
  const hits = ctx.cueHits;
  if (!hits) return;
  let lastLine = -1;
  for (const at of hits) {
    if (text.startsWith('[~', at)) {
      MENTION.lastIndex = at;
      const m = MENTION.exec(text);
      if (m && isPersonalUsername(m[1]!)) emit(at + 2, at + 2 + m[1]!.length, 0.85, undefined);
    } else if (text.startsWith('whoami', at)) {
      whoamiOutput(text, at, emit);
    } else {
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      if (lineStart === lastLine || at - lineStart > 40) continue;
      lastLine = lineStart;
      const m = LAST_ROW.exec(text.slice(lineStart, at + 12));
      if (m && !PSEUDO_USERS.has(m[1]!) && isPersonalUsername(m[1]!)) emit(lineStart, lineStart + m[1]!.length, 0.8, undefined);
    }
  }
}

/** The line after a `whoami` command (`$ whoami`, `$ npm whoami`) when it holds one word. */
function whoamiOutput(text: string, at: number, emit: Emit): void {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (!/^[ \t]*(?:[$#%>][ \t]*)?(?:npm[ \t]+)?$/.test(text.slice(lineStart, at))) return;
  const eol = text.indexOf('\n', at);
  if (eol < 0 || !/^[ \t]*\r?$/.test(text.slice(at + 6, eol))) return;
  let next = text.indexOf('\n', eol + 1);
  if (next < 0) next = text.length;
  const m = WHOAMI_OUTPUT.exec(text.slice(eol + 1, next));
  if (m === null || PSEUDO_USERS.has(m[1]!) || !isPersonalUsername(m[1]!)) return;
  const start = eol + 1 + m[0].indexOf(m[1]!);
  emit(start, start + m[1]!.length, 0.85, undefined);
}

export default defineDetector({
  id: 'username-login-records',
  entity: 'USERNAME',
  findEach: findLogins,
  cues: ['[~', 'pts/', 'tty', 'whoami'],
  examples: {
    positive: [
      // Atlassian's text formatting notation: [~username] (fictitious users).
      { text: '[~jkowalski] can you check the retry logic?', match: 'jkowalski' },
      // util-linux last(1)'s rows (fictitious users, documentation addresses of RFC 5737).
      { text: '$ last -n 2\nmokafor  pts/2        192.0.2.44       Tue Nov 24 14:03 - 15:10  (01:07)\ngrivera  tty1                          Tue Nov 24 09:41   still logged in\n', match: ['mokafor', 'grivera'] },
      { text: 'logged in as:\n$ npm whoami\nthandeka-n\n$ gh auth status', match: 'thandeka-n' },
    ],
    negative: [
      'reboot   system boot  6.1.0-18-amd64   Tue Nov 24 09:30   still running', // last's pseudo-user
      'root     pts/0        192.0.2.10       Tue Nov 24 08:00   still logged in', // a system account
      'see the [~] marker', // no login in the mention
      'the whoami command prints your login', // no command line
      '$ whoami\nroot', // a system account
      'connected via pts/3 at noon', // no login first on the line
    ],
  },
});
