import type { Candidate, PositionList } from '../../engine/types.js';
import { looksLikeSecret } from './placeholders.js';

/**
 * Passwords set in SQL and by `chpasswd`, as logs and shell histories keep them:
 * PostgreSQL's `CREATE|ALTER ROLE|USER name [WITH] [ENCRYPTED] PASSWORD 'secret'` (SQL
 * commands, CREATE ROLE), SQL Server's `CREATE LOGIN name WITH PASSWORD = 'secret'`, MySQL's
 * `IDENTIFIED [WITH plugin] BY 'secret'` and `SET PASSWORD … = 'secret'`, Oracle's unquoted
 * `IDENTIFIED BY secret`; and the `user:password` lines piped into chpasswd(8) (`echo
 * 'ubuntu:…' | chpasswd`, a cloud-init user_data script). Led by the engine's cue hits for
 * `password`, `identified` and `chpasswd` (indexOf when called alone).
 */
const PASSWORD_VALUE = /password[ \t]*=?[ \t]*(?:'([^'\n]{1,200})'|"([^"\n]{1,200})")/iy;
const IDENTIFIED_VALUE = /identified[ \t]+(?:with[ \t]+[\w'"]+[ \t]+)?by[ \t]+(?:password[ \t]+)?(?:'([^'\n]{1,200})'|"([^"\n]{1,200})"|([A-Za-z][^\s;'"]{0,199}))/iy;
// The SQL command before PASSWORD or IDENTIFIED on its line ("identified by police" is prose).
const SQL_COMMAND = /\b(?:create|alter)[ \t]+(?:user|role|login)\b|\bset[ \t]+password\b|\bgrant\b/i;
// `echo 'user:password' | [sudo] chpasswd`, read back from chpasswd.
const CHPASSWD_INPUT = /echo[ \t]+(?:-e[ \t]+)?(['"]?)[^\s:'"]+:([^\s'"\\]+)\1[ \t]*\|[ \t]*(?:sudo[ \t]+)?$/;

export function* findSqlPasswords(text: string, score: number, cueHits?: PositionList): Iterable<Candidate> {
  // From the engine's keyword pass (the detector's cues at word starts), else by indexOf.
  const at = (word: string): Iterable<number> => (cueHits ? placesOf(text, word, cueHits) : indexesOf(text, word));
  for (const p of [...at('password'), ...(cueHits ? [] : indexesOf(text, 'PASSWORD'))]) {
    PASSWORD_VALUE.lastIndex = p;
    const m = PASSWORD_VALUE.exec(text);
    if (m && sqlBefore(text, p)) yield* value(m, score);
  }
  for (const p of [...at('identified'), ...(cueHits ? [] : indexesOf(text, 'IDENTIFIED'))]) {
    IDENTIFIED_VALUE.lastIndex = p;
    const m = IDENTIFIED_VALUE.exec(text);
    if (m && sqlBefore(text, p)) yield* value(m, score);
  }
  for (const p of at('chpasswd')) {
    const lineStart = Math.max(text.lastIndexOf('\n', p) + 1, p - 300);
    const before = text.slice(lineStart, p);
    const m = CHPASSWD_INPUT.exec(before);
    if (!m || !looksLikeSecret(m[2]!, 'password')) continue;
    const start = lineStart + m.index + m[0].lastIndexOf(`${m[2]!}${m[1]!}`);
    yield { start, end: start + m[2]!.length, score };
  }
}

function* indexesOf(text: string, word: string): Iterable<number> {
  for (let p = text.indexOf(word); p !== -1; p = text.indexOf(word, p + word.length)) yield p;
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

/** The places of `places` where `word` starts, in any case. */
function placesOf(text: string, word: string, places: PositionList): number[] {
  const out: number[] = [];
  for (let k = 0; k < places.length; k++) {
    const h = places[k]!;
    if (text.slice(h, h + word.length).toLowerCase() === word) out.push(h);
  }
  return out;
}
