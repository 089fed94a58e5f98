import { somePlace } from '../../engine/detector.js';
import type { PositionList } from '../../engine/types.js';
import type { TextScan } from '../../engine/scan/index.js';

/**
 * The logins and passwords of three credential files users paste whole when asking for help:
 *
 * - `~/.netrc` (GNU inetutils' ftp manual, "The .netrc file"): `machine host login name
 *   password secret [account secret]`, tokens separated by spaces, tabs or newlines; `default`
 *   opens an entry like `machine host`.
 * - `~/.pgpass` (PostgreSQL manual §34.16, "The Password File"): one line
 *   `hostname:port:database:username:password` each; `*` matches any field.
 * - `~/.ssh/config` (ssh_config(5)): a `Host` or `Match` block's `User name` line.
 *
 * Each returns [start, end] spans of the values, logins and passwords apart; nothing is judged
 * here (a placeholder or a system account is left by the caller's tests). The callers pass the
 * places of the cues "machine" and "pgpass" (the engine's keyword pass) where they have them.
 */
export interface Credential {
  user?: [number, number];
  password?: [number, number];
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const NETRC_KEYS = new Set(['login', 'password', 'account', 'machine', 'default', 'macdef']);
const ENTRY_KEYS = new Set(['login', 'password', 'account']);
// An entry's tokens are read up to the next entry or 12 tokens, within 400 characters.
const NETRC_REACH = 400;

/** The logins and passwords of `.netrc` entries: tokens after each `machine <host>` or `default`. */
export function netrcCredentials(text: string, cueHits?: PositionList): Credential[] {
  const out: Credential[] = [];
  for (const at of cueHits ?? indexesOf(text, 'machine')) {
    if (!text.startsWith('machine', at) || (at > 0 && !isSpace(text.charCodeAt(at - 1))) || !isSpace(text.charCodeAt(at + 7))) continue;
    // The host, then key-value pairs: an entry whose second token is no key is no netrc (most
    // "machine"s of prose are left after two short reads).
    const head = tokensOf(text, at + 7, Math.min(text.length, at + NETRC_REACH), 2);
    if (head.length < 2 || NETRC_KEYS.has(head[0]!.text) || !ENTRY_KEYS.has(head[1]!.text)) continue;
    const tokens = tokensOf(text, at + 7, Math.min(text.length, at + NETRC_REACH), 12);
    const credential: Credential = {};
    for (let i = 1; i + 1 < tokens.length; i += 2) {
      const key = tokens[i]!.text;
      const value = tokens[i + 1]!;
      if (key === 'login') credential.user = [value.start, value.start + value.text.length];
      else if (key === 'password' || key === 'account') credential.password ??= [value.start, value.start + value.text.length];
      else break;
    }
    if (credential.user || credential.password) out.push(credential);
  }
  return out;
}

function indexesOf(text: string, word: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) out.push(at);
  return out;
}

interface Token {
  text: string;
  start: number;
}

function tokensOf(text: string, from: number, to: number, max: number): Token[] {
  const out: Token[] = [];
  let i = from;
  while (i < to && out.length < max) {
    while (i < to && isSpace(text.charCodeAt(i))) i++;
    const s = i;
    while (i < to && !isSpace(text.charCodeAt(i))) i++;
    if (i > s) {
      const word = text.slice(s, i);
      if (word === 'machine' || word === 'default') break;
      out.push({ text: word, start: s });
    }
  }
  return out;
}

// The fields of a .pgpass line around its port: host before, database, user and password after.
const PGPASS_HOST = /(?:^|\n)[ \t]*[A-Za-z0-9*][\w.*-]{0,252}$/;
const PGPASS_REST = /[^\s:]+:([^\s:]+):(\S+?)[ \t]*(?:\r?\n|$)/y;

/**
 * The users and passwords of `.pgpass` lines in a text that names the file (`cat ~/.pgpass`,
 * PGPASSFILE): found from the engine's digit runs, a port of up to five digits between colons
 * and a host before it that opens its line.
 */
export function pgpassCredentials(text: string, scan: TextScan, cueHits?: PositionList): Credential[] {
  const out: Credential[] = [];
  if (!(cueHits ? somePlace(cueHits, (at) => text.startsWith('pgpass', at)) : /pgpass/i.test(text))) return out;
  const runs = scan.digitTokens.digitRuns;
  for (let r = 0; r < runs.count; r++) {
    const s = runs.start(r);
    const e = runs.end(r);
    if (e - s > 5 || text.charCodeAt(s - 1) !== 58 || text.charCodeAt(e) !== 58) continue;
    if (!PGPASS_HOST.test(text.slice(Math.max(0, s - 256), s - 1))) continue;
    PGPASS_REST.lastIndex = e + 1;
    const m = PGPASS_REST.exec(text);
    if (!m) continue;
    const userStart = e + 1 + m[0].indexOf(':') + 1;
    const passwordStart = userStart + m[1]!.length + 1;
    out.push({ user: [userStart, userStart + m[1]!.length], password: [passwordStart, passwordStart + m[2]!.length] });
  }
  return out;
}

const SSH_USER = /[ \t]*User[ \t]+([^\s#]+)[ \t]*(?:\r?\n|$)/y;
const SSH_BLOCK_BEFORE = /(?:^|\n)[ \t]*(?:Host|Match|HostName)[ \t]+\S[^\n]*\n(?:[ \t]*[A-Za-z][A-Za-z0-9]*[ \t=]+[^\n]*\n){0,12}[ \t]*$/;

/** The `User` of an ssh_config `Host` (or `Match`) block: a line of its own under the block's opening. */
export function sshConfigUsers(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let at = text.indexOf('User'); at !== -1; at = text.indexOf('User', at + 4)) {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (!/^[ \t]*$/.test(text.slice(lineStart, at))) continue;
    SSH_USER.lastIndex = at;
    const m = SSH_USER.exec(text);
    if (!m || !SSH_BLOCK_BEFORE.test(text.slice(Math.max(0, lineStart - 800), lineStart))) continue;
    const start = at + m[0].indexOf(m[1]!, 4);
    out.push([start, start + m[1]!.length]);
  }
  return out;
}

