import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isNameLogin } from './names/name-logins.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * The roles psql's `\du` lists (PostgreSQL documentation, "psql": `\du` "Lists database roles",
 * a table headed `Role name | Attributes | Member of`): a role that is a person's login, as a
 * directory makes it from a name (isNameLogin: `asokolova`, `t.bergstrom`); the system's and the
 * services' roles (`postgres`, `readonly`, `app_user`) stay. From the keyword pass ("role name").
 */
const HEADER = /Role name[ \t]*\|[ \t]*Attributes[^\n]*\n[ \t]*-+\+[-+]*\r?\n/y;
const ROW = /^[ \t]*([^\s|]+)[ \t]*\|/;

function* findPsqlRoles(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    HEADER.lastIndex = hit;
    const m = HEADER.exec(text);
    if (m === null) continue;
    // The rows, up to the first line that is none (a blank line, psql's next prompt).
    for (let at = hit + m[0].length; at < text.length; ) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 ? text.length : nl;
      const row = ROW.exec(text.slice(at, lineEnd));
      if (row === null) break;
      const value = row[1]!;
      if (isNameLogin(value, false) && isPersonalUsername(value)) {
        const start = at + row[0].indexOf(value);
        yield { start, end: start + value.length, score: 0.7 };
      }
      at = lineEnd + 1;
    }
  }
}

const KEYWORDS = ['role name'] as const;

export default defineDetector({
  id: 'username-psql-roles',
  entity: 'USERNAME',
  find: findPsqlRoles,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // probes30's `\du` (fictitious roles).
      {
        text: ' Role name  |         Attributes         | Member of\n------------+----------------------------+-----------\n asokolova  | Create role, Create DB     | {}\n readonly   |                            | {}\n tbergstrom |                            | {readonly}\n',
        match: ['asokolova', 'tbergstrom'],
      },
    ],
    negative: [
      // The system's and the services' roles.
      ' Role name |                         Attributes\n-----------+------------------------------------------------------------\n postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS\n app_user  |\n',
      'Role name | Attributes', // no table
    ],
  },
});
