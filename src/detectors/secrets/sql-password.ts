import type { Candidate } from '../../engine/types.js';
import { looksLikeSecret } from './placeholders.js';

/**
 * Passwords set in SQL and by `chpasswd`, as logs and shell histories keep them:
 * PostgreSQL's `CREATE|ALTER ROLE|USER name [WITH] [ENCRYPTED] PASSWORD 'secret'` (SQL
 * commands, CREATE ROLE), SQL Server's `CREATE LOGIN name WITH PASSWORD = 'secret'`, MySQL's
 * `IDENTIFIED [WITH plugin] BY 'secret'` and `SET PASSWORD … = 'secret'`, Oracle's unquoted
 * `IDENTIFIED BY secret`; and the `user:password` lines piped into chpasswd(8) (`echo
 * 'ubuntu:…' | chpasswd`, a cloud-init user_data script). Led by `indexOf` of the keywords.
 */
const PASSWORD_VALUE = /password[ \t]*=?[ \t]*(?:'([^'\n]{1,200})'|"([^"\n]{1,200})")/iy;
const IDENTIFIED_VALUE = /identified[ \t]+(?:with[ \t]+[\w'"]+[ \t]+)?by[ \t]+(?:password[ \t]+)?(?:'([^'\n]{1,200})'|"([^"\n]{1,200})"|([A-Za-z][^\s;'"]{0,199}))/iy;
// The SQL command before PASSWORD or IDENTIFIED on its line ("identified by police" is prose).
const SQL_COMMAND = /\b(?:create|alter)[ \t]+(?:user|role|login)\b|\bset[ \t]+password\b|\bgrant\b/i;
// `echo 'user:password' | [sudo] chpasswd`, read back from chpasswd.
const CHPASSWD_INPUT = /echo[ \t]+(?:-e[ \t]+)?(['"]?)[^\s:'"]+:([^\s'"\\]+)\1[ \t]*\|[ \t]*(?:sudo[ \t]+)?$/;

export function* findSqlPasswords(text: string, score: number): Iterable<Candidate> {
  for (const word of ['PASSWORD', 'password']) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 8)) {
      PASSWORD_VALUE.lastIndex = at;
      const m = PASSWORD_VALUE.exec(text);
      if (!m) continue;
      if (sqlBefore(text, at)) yield* value(m, score);
    }
  }
  for (const word of ['IDENTIFIED', 'identified']) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 10)) {
      IDENTIFIED_VALUE.lastIndex = at;
      const m = IDENTIFIED_VALUE.exec(text);
      if (m && sqlBefore(text, at)) yield* value(m, score);
    }
  }
  for (let at = text.indexOf('chpasswd'); at !== -1; at = text.indexOf('chpasswd', at + 8)) {
    const lineStart = Math.max(text.lastIndexOf('\n', at) + 1, at - 300);
    const before = text.slice(lineStart, at);
    const m = CHPASSWD_INPUT.exec(before);
    if (!m || !looksLikeSecret(m[2]!, 'password')) continue;
    const start = lineStart + m.index + m[0].lastIndexOf(`${m[2]!}${m[1]!}`);
    yield { start, end: start + m[2]!.length, score };
  }
}

/** Whether a command that sets a password opens the statement before text[at] on its line. */
function sqlBefore(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  return SQL_COMMAND.test(text.slice(Math.max(lineStart, at - 200), at));
}

function* value(m: RegExpExecArray, score: number): Iterable<Candidate> {
  const secret = m[1] ?? m[2] ?? m[3];
  if (secret === undefined || !looksLikeSecret(secret, 'password')) return;
  const start = m.index + m[0].length - secret.length - (m[3] === undefined ? 1 : 0);
  yield { start, end: start + secret.length, score };
}
