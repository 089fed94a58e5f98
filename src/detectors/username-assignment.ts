import { defineDetector, LiteralLed, literalPositions } from '../engine/detector.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { beginsWord, identifierStart, trimUnquoted } from './secrets/assignment.js';
import { PairNames, valueAfter } from './secrets/named-values.js';
import { isPersonalUsername } from './secrets/usernames.js';
import { netrcCredentials, pgpassCredentials, sshConfigUsers } from './secrets/dotfiles.js';
import { HTPASSWD } from './secrets/htpasswd.js';
import { scanOf, type TextScan } from '../engine/scan/index.js';
import { codeClass, isAsciiLower } from './lib/char-codes.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord } from './names/names-gazetteer.js';

/**
 * User names given by name: `username: jdoe`, `user=jdoe`, `"login": "jdoe"`, `User ID: 48213`,
 * `DB_USER=jdoe`, `--user jdoe`, the user of a URL (`https://jdoe:…@host`, RFC 3986 §3.2.1)
 * and of an ssh/scp target (`ssh jdoe@build-01`). The finding is the value.
 */
// The user-naming end of a name: username, user, user_id, User ID, login, login_name, uname,
// account name, screen_name, nickname (DB_USER, postgresUser: beginsWord checks the start); uid, the
// user id of LDAP (RFC 4519 §2.39: "uid=jdoe,ou=people") and of many sites' cookies ("Cookie: uid=jdoe").
// Also who did something to a record, a package or a resource, by login: maintainer, entered_by,
// deployed_by, a cloud tag's ManagedBy, owned_by, approved_by (the fifth reading's Terraform state).
// And the ids of messengers a contact list gives ("WeChat: zhangwei_hx85", "Skype ID: …"), and a
// Firebase export's `rawId` (the account's id at its sign-in provider: Google's, the phone's).
// And a support log's agent ("agent=jfairweather"), only by a login's shape (isAgentLogin): the
// same key holds a user agent ("agent=curl/8.4", "agent=okhttp"). So too an audit log's actor, a
// job's or a resource's owner and a ticket's assignee or reporter (`"actor":"anna.kovacs"`,
// `owner: m.oyelaran`, the lead's session-26 probes): the same keys hold a team or a service
// (`owner: platform-team`, `"actor":"github-actions[bot]"`).
// And the user names of security logs by their keys: ArcSight CEF's `suser`/`duser`
// (sourceUserName, destinationUserName: "Implementing ArcSight CEF", Common Event Format keys),
// the Linux audit system's `acct` ("a user's account name", linux-audit's field dictionary;
// quoted, as auditd writes a name it did not hex-encode) and Segment's alias call `previousId`
// (the user's previous id, Segment's Alias spec). And MongoDB's `principalName` (the user of an
// `Authentication failed` or `Successfully authenticated` event of its JSON log, component ACCESS).
export const USER_NAME_BEFORE = /(?:[sd]user|acct|previous[ _.-]?id|user(?:[ _.-]?(?:name|id))?|login(?:[ _.-]?(?:name|id))?|uname|uid|account[ _.-]?name|screen[ _.-]?name|nick(?:name)?|maintainer|(?:entered|created|updated|modified|deployed|changed|managed|owned|maintained|assigned|requested|approved|submitted|reviewed)[ _.-]?by|we[ _.-]?chat(?:[ _.-]?id)?|weixin|skype(?:[ _.-]?(?:id|name))?|telegram|discord|agent|actor|owner|assignee|reporter|rawId|principal[ _.-]?name)$/i;
// A weekday opening a date (`Last login: Tue Nov 17 …`, sshd's banner) is no login.
const WEEKDAY_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[ \t]+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/;
const USERNAME_VALUE = /^[A-Za-z0-9_][A-Za-z0-9._@+-]{0,62}[A-Za-z0-9_]$/;
// `--user jsmith`, the space-separated flag form the separator scan does not see.
// Tried at each "--", whose places the secret-assignment flags share.
const USER_FLAG = new LiteralLed(/--(?:user|username|login)[ \t]+(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\w@\\-]|\.\w)/d, ['--']);
// The user of a database client or sudo, by its short flag (`psql -h db -U kmensah portal`,
// `mysql -ujdoe`, `sudo -u jdoe`), and the user a user-management command creates or changes
// (`createuser abena_owusu`, `useradd -m -s /bin/bash jdoe`, `usermod -c "Full Name, Room" jdoe`: an
// option's value may be quoted, `htpasswd -b .htpasswd kofi.boateng pw`):
// what a shell history holds. System accounts (root, postgres) are no one's (isPersonalUsername).
// And a container registry's login (`docker login -u kofi.asante -p … registry.gitlab.com`: the
// docker, podman, buildah and nerdctl `login` commands' and `helm registry login`'s -u, --username).
const CLIENT_USER_FLAG = new LiteralLed(
  /(?:psql|pg_dump|pg_dumpall|pg_restore|mysql|mysqldump|mysqladmin|sudo|(?:docker|podman|buildah|nerdctl)[ \t]+login|helm[ \t]+registry[ \t]+login)\b[^\n;|&]{0,120}?[ \t]-[uU][ \t]*(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\w@\\-]|\.\w)/d,
  clientStarts,
);
const USER_COMMAND = new LiteralLed(
  /(?:createuser|dropuser|useradd|adduser|usermod|userdel|htpasswd(?:[ \t]+-[a-zA-Z]+)*[ \t]+[^\s-]\S*)(?:[ \t]+-{1,2}[A-Za-z][\w-]*(?:[= \t]+(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|(?!-)[^\s;|&]+))?)*?[ \t]+(?<value>[a-z_][a-z0-9._-]{0,30}[a-z0-9_])(?![\w@\\-]|\.\w)/d,
  userCommandStarts,
);
const CLIENTS = /(?<![\w-])(?:psql|pg_dump|pg_dumpall|pg_restore|mysql|mysqldump|mysqladmin|sudo|(?:docker|podman|buildah|nerdctl)[ \t]+login|helm[ \t]+registry[ \t]+login)(?![\w-])/g;
// Nextcloud's failed login as its log and fail2ban's nextcloud filter write it: `Login failed:
// 'jdoe' (Remote IP: '203.0.113.9')` (lib/private/User/Session.php; the quotes are the filter's).
const LOGIN_FAILED = new LiteralLed(/Login failed: '?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])'? \(Remote IP/d, ['Login failed: ']);
const USER_COMMANDS = new Set(['createuser', 'dropuser', 'useradd', 'adduser', 'usermod', 'userdel']);

/**
 * Where a database client or sudo opens a command with a user flag: read back from each "-u"
 * and "-U" (rare in prose) to the nearest client word on the line, 120 characters at most. (A
 * list of eight literals costs more on a long text than the regex it leads.)
 */
function clientStarts(text: string): number[] {
  const out: number[] = [];
  for (const flag of ['-u', '-U']) {
    for (let at = text.indexOf(flag); at !== -1; at = text.indexOf(flag, at + 2)) {
      const from = Math.max(0, at - 130, text.lastIndexOf('\n', at) + 1);
      CLIENTS.lastIndex = 0;
      const line = text.slice(from, at);
      let last = -1;
      for (let m = CLIENTS.exec(line); m !== null; m = CLIENTS.exec(line)) last = m.index;
      if (last >= 0) out.push(from + last);
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** Where a user command (createuser, useradd…: each holds "user") or htpasswd begins. */
function userCommandStarts(text: string, scan?: TextScan): number[] {
  const out: number[] = [];
  for (let at = text.indexOf('user'); at !== -1; at = text.indexOf('user', at + 4)) {
    let ws = at;
    while (ws > 0 && isAsciiLower(text.charCodeAt(ws - 1))) ws--;
    let we = at + 4;
    while (we < text.length && isAsciiLower(text.charCodeAt(we))) we++;
    // "user" alone (a log's `user=` on every other line) is none of them: no slice.
    if (we - ws === 4) continue;
    if (USER_COMMANDS.has(text.slice(ws, we)) && !isWordCode(text.charCodeAt(ws - 1))) out.push(ws);
  }
  // Found once per call with secret-assignment's htpasswd passwords (the call's scan).
  const htpasswd = literalPositions(text, [HTPASSWD], scan);
  for (let k = 0; k < htpasswd.length; k++) {
    const at = htpasswd[k]!;
    if (!isWordCode(text.charCodeAt(at - 1)) && text.charCodeAt(at - 1) !== 46 && text.charCodeAt(at - 1) !== 47) out.push(at);
  }
  return out.sort((a, b) => a - b);
}

const isWordCode = (c: number) => isAsciiLower(c) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;

// Read backwards from each "@" (rare in prose, found with indexOf): scheme://user[:password]@
// and ssh/scp/sftp/rsync targets user@host.
export const URL_USERINFO_BEFORE = /(?:^|[^\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/(?<value>[A-Za-z0-9._~%-]{2,64})(?::[^\s:@/"'<>]{0,128})?$/d;
const SSH_COMMANDS = ['ssh', 'scp', 'sftp', 'rsync', 'mosh'];
export const SSH_TARGET_BEFORE = /\b(?:ssh|scp|sftp|rsync|mosh)\b[^@]{0,80}?(?<![\w.-])(?<value>[a-z_][a-z0-9._-]{1,31})$/d;
// PuTTY's saved session (a registry export's `"HostName"="ioana.muresan@10.41.82.7"`, HKCU\Software\SimonTatham\PuTTY\Sessions): the login before the host.
export const PUTTY_HOST_BEFORE = /"HostName"="(?<value>[A-Za-z_][A-Za-z0-9._-]{1,31})$/d;
const LOOK_BACK = 240;

/**
 * A login made of a person's name, as a support or admin log names its agent: an initial and a
 * surname ("jfairweather"), or given name and surname joined ("j.fairweather"),
 * in lower case; a listed name that is no English word in it. Not a client ("curl", "okhttp").
 * An initial, a dot and a word that is no English word is one too ("m.oyelaran": the surname
 * need not be listed; "a.out", "x.com" are words).
 */
function isAgentLogin(value: string): boolean {
  if (!/^[a-z][a-z0-9._-]{3,30}$/.test(value)) return false;
  const parts = value.replace(/\d+$/, '').split(/[._-]/);
  const named = (k: string): boolean => k.length >= 3 && (isFamilyName(k) || isGivenName(k)) && !isCommonWord(k) && !isRareWord(k);
  if (parts.length === 1) return parts[0]!.length >= 5 && named(parts[0]!.slice(1)) && isFamilyName(parts[0]!.slice(1));
  if (parts.length !== 2 || !parts.every((k) => /^[a-z]+$/.test(k))) return false;
  return parts.some(named) || (parts[0]!.length === 1 && value.charAt(1) === '.' && parts[1]!.length >= 4 && !isCommonWord(parts[1]!));
}

function isUsernameValue(value: string, name: string, quoted = false): boolean {
  if (!USERNAME_VALUE.test(value)) return false;
  // A Windows SID under `UserID` (a Windows event's `<Security UserID=…/>`): a person's only as
  // isPersonalUsername says, though it holds digits.
  if (/^S-1-\d/i.test(value)) return isPersonalUsername(value);
  // An account key of a bank statement ("Acct: 4418-27") is no audit record's: only auditd's
  // own spelling, quoted.
  if (/^acct$/i.test(name)) return name === 'acct' && quoted && isPersonalUsername(value) && !/^\d+$/.test(value);
  // CEF's keys are case-sensitive, lower case.
  if (/^[sd]user$/i.test(name) && !/^[sd]user$/.test(name)) return false;
  // uid in lower case, as cookies and LDAP write it: "UID" is also Austria's VAT number (UID-Nummer,
  // "UID: ATU12345678"); a numeric uid is a POSIX user number ("uid=1001" in a pam or id(1) line).
  if (/(?:agent|actor|owner|assignee|reporter)$/i.test(name)) return isAgentLogin(value);
  if (/^uid$/i.test(name)) return name === 'uid' && isPersonalUsername(value) && !/^\d+$/.test(value);
  // A numeric user id is an account identifier; elsewhere digits alone are no user name.
  return /id$/i.test(name) ? /\d/.test(value) || isPersonalUsername(value) : isPersonalUsername(value) && !/^\d+$/.test(value);
}

/**
 * Each user name handed to `emit` as found: not a generator (a log yields a user name on every
 * other line), nor a list (on 20 MB of logs ~3.5 MB of candidates that outlived the young
 * generation).
 */
function findUsernames(text: string, ctx: DetectorContext | undefined, emit: Emit): void {
  const names = new PairNames(text, ctx);
  while (names.next()) {
    const nameEnd = names.nameEnd;
    // Every name USER_NAME_BEFORE takes ends in er, or, me, pe, ee, id, rd, in, ck, by, at, nt or am
    // (user, actor, name, skype, assignee, id, discord, login, nick, deployed_by, wechat, agent, telegram): most
    // pairs of a log (status=, ts:, 00:00, service=, trace=) are left before any slice or regex.
    if (!mayEndUserName(text.charCodeAt(nameEnd - 2) | 32, text.charCodeAt(nameEnd - 1) | 32)) continue;
    const name = USER_NAME_BEFORE.exec(text.slice(Math.max(0, nameEnd - 16), nameEnd))?.[0];
    if (!name || !beginsWord(text, nameEnd - name.length, name)) continue;
    const pair = valueAfter(text, nameEnd, names.separatorEnd) ?? angled(text, nameEnd, names.separatorEnd);
    if (!pair) continue;
    const span = pair.quoted
      ? [pair.valueStart, pair.valueEnd]
      : trimUnquoted(text, pair.valueStart, pair.valueEnd, identifierStart(text, pair.nameEnd));
    if (!span) continue;
    const value = text.slice(span[0], span[1]);
    // Unquoted, "user:pass@host" is URL userinfo (read from the "@") and "a@b.c" an e-mail
    // address; "request.models.User" is code. Two dots around one letter are a middle initial
    // (`user=ole.k.haugland`, the twenty-first reading's Datadog log).
    if (!pair.quoted && (value.includes('@') || /\.[A-Z]|\..*\./.test(value.replace(/^([a-z]{2,})\.[a-z]\.(?=[a-z]{2,}$)/, '$1.')) || (span[1]! < text.length && /[[(]/.test(text.charAt(span[1]!))))) continue;
    if (!isUsernameValue(value, name, pair.quoted)) continue;
    // "Last login: Tue Nov 17 09:14:02 2026": a weekday opening a date, not a login.
    if (!pair.quoted && WEEKDAY_DATE.test(text.slice(span[0]!, span[1]! + 5))) continue;
    emit(span[0]!, span[1]!, 0.8, undefined);
  }
  for (const m of USER_FLAG.matches(text, ctx?.scan)) {
    const span = m.indices?.groups?.value;
    if (span && isPersonalUsername(text.slice(span[0], span[1]))) emit(span[0], span[1], 0.8, undefined);
  }
  for (const re of [CLIENT_USER_FLAG, USER_COMMAND, LOGIN_FAILED]) {
    for (const m of re.matches(text, ctx?.scan)) {
      const span = m.indices?.groups?.value;
      if (span && isPersonalUsername(text.slice(span[0], span[1]))) emit(span[0], span[1], 0.8, undefined);
    }
  }
  for (const span of xmlLogins(text, ctx?.scan)) emit(span[0], span[1], 0.8, undefined);
  // The logins of pasted ~/.netrc, ~/.pgpass and ~/.ssh/config files (an e-mail address as a
  // netrc login is the e-mail detector's).
  const logins = [...netrcCredentials(text, ctx?.cueHits), ...pgpassCredentials(text, ctx?.scan ?? scanOf(text), ctx?.cueHits)].map((c) => c.user);
  for (const span of [...logins, ...sshConfigUsers(text)]) {
    if (span && isUsernameValue(text.slice(span[0], span[1]), 'login') && !text.slice(span[0], span[1]).includes('@')) emit(span[0], span[1], 0.8, undefined);
  }
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at + 1 >= text.length || !/[\w[]/.test(text.charAt(at + 1))) continue;
    // The regexes are anchored at the end but tried from every position of the slice: each
    // runs only where what it needs right before the "@" is there (read by code, no slice:
    // a log's e-mail addresses, ~30,000 a 10 MB, have none of it).
    const url = mayEndUrlUserinfo(text, at);
    const ssh = maySshTarget(text, at);
    const putty = mayPuttyHost(text, at);
    if (!url && !ssh && !putty) continue;
    const from = Math.max(0, at - LOOK_BACK, text.lastIndexOf('\n', at) + 1);
    const before = text.slice(from, at);
    const hit =
      (url && before.includes('://') ? URL_USERINFO_BEFORE.exec(before) : null) ??
      (ssh && includesAny(before, SSH_COMMANDS) ? SSH_TARGET_BEFORE.exec(before) : null) ??
      (putty && before.includes('"HostName"="') ? PUTTY_HOST_BEFORE.exec(before) : null);
    const span = hit?.indices?.groups?.value;
    if (!span || !isPersonalUsername(before.slice(span[0], span[1]))) continue;
    // Above the e-mail detector's 0.9: in "https://jdoe@github.com" jdoe is a login, not a mailbox.
    emit(from + span[0], from + span[1], 0.95, undefined);
  }
}

/**
 * The login an XML element holds, as a WordPress export (WXR) writes its authors and posts
 * (`<wp:author_login><![CDATA[jdoe]]></wp:author_login>`, `<dc:creator><![CDATA[jdoe]]></dc:creator>`:
 * WordPress's export.php writes the post's author's user_login as dc:creator) and other exports
 * `<login>`, `<username>`, `<user_name>`, `<userid>`: the element's text or its CDATA section, one
 * word of a login's shape, no system account. Found from the element's closing tag.
 */
const XML_LOGIN_CLOSE = ['login>', 'name>', 'id>', 'creator>'];
const XML_LOGIN_ELEMENT = /<\/((?:[A-Za-z][\w.-]*:)?(?:(?:[A-Za-z]+_)?login|user_?name|user_?id|creator))>$/;
const XML_LOGIN_VALUE = /<((?:[A-Za-z][\w.-]*:)?[A-Za-z][\w.-]*)>(?:<!\[CDATA\[([^\]<\s]{1,64})\]\]>|([^<\s]{1,64}))$/;

function xmlLogins(text: string, scan?: TextScan): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (text.indexOf('</') < 0) return out;
  for (const at of literalPositions(text, XML_LOGIN_CLOSE, scan)) {
    const close = text.lastIndexOf('</', at);
    if (close < 0 || at - close > 24) continue;
    const end = text.indexOf('>', at) + 1;
    const tag = XML_LOGIN_ELEMENT.exec(text.slice(close, end))?.[1];
    if (tag === undefined || (tag.endsWith('creator') && tag !== 'dc:creator')) continue;
    const m = XML_LOGIN_VALUE.exec(text.slice(Math.max(0, close - 140), close));
    if (!m || m[1] !== tag) continue;
    const value = m[2] ?? m[3]!;
    if (!USERNAME_VALUE.test(value) || value.includes('@') || !isPersonalUsername(value) || (/^\d+$/.test(value) && !/id$/i.test(tag))) continue;
    const valueEnd = m[2] !== undefined ? close - 3 : close;
    out.push([valueEnd - value.length, valueEnd]);
  }
  return out;
}

/**
 * A value in angle brackets right after the separator, as Dovecot and Postfix log a login
 * (`imap-login: Login: user=<jdoe>, method=PLAIN`): read as a quoted one.
 */
function angled(text: string, nameEnd: number, separatorEnd: number): { nameEnd: number; valueStart: number; valueEnd: number; quoted: boolean } | undefined {
  if (text.charCodeAt(separatorEnd) !== 60) return undefined;
  const close = text.indexOf('>', separatorEnd + 1);
  if (close < separatorEnd + 2 || close - separatorEnd > 64) return undefined;
  return { nameEnd, valueStart: separatorEnd + 1, valueEnd: close, quoted: true };
}

/** What ends URL_USERINFO_BEFORE's user and password, read back from the "@": a blank, "@", "/", a quote, "<" or ">". */
const NOT_IN_USERINFO = codeClass(/[\s@/"'<>]/);
/** [\w.-]: SSH_TARGET_BEFORE's look-behind. */
const SSH_RUN = codeClass(/[\w.-]/);
/** [A-Za-z0-9._-]: PUTTY_HOST_BEFORE's value. */
const HOST_LOGIN = codeClass(/[A-Za-z0-9._-]/);

/**
 * Whether URL_USERINFO_BEFORE may match before the "@" at `at`: its user (64 characters at
 * most) and password (":" and 128) hold none of NOT_IN_USERINFO, so the first of those back
 * from the "@" must be the second "/" of "://".
 */
export function mayEndUrlUserinfo(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && at - i <= 194 && !NOT_IN_USERINFO(text.charCodeAt(i))) i--;
  return i >= 2 && text.charCodeAt(i) === 47 && text.charCodeAt(i - 1) === 47 && text.charCodeAt(i - 2) === 58;
}

/**
 * Whether SSH_TARGET_BEFORE may match before the "@" at `at`: its login is the whole run of
 * [\w.-] before the "@" (its look-behind), 2 to 32 characters of [a-z0-9._-] opening with
 * [a-z_], and one of the commands ends at most 80 characters before it.
 */
export function maySshTarget(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && at - i <= 32 && SSH_RUN(text.charCodeAt(i - 1))) i--;
  const length = at - i;
  if (length < 2 || length > 32 || (i > 0 && SSH_RUN(text.charCodeAt(i - 1)))) return false;
  const first = text.charCodeAt(i);
  if (!isAsciiLower(first) && first !== 95) return false;
  for (let k = i + 1; k < at; k++) {
    const c = text.charCodeAt(k);
    if (!isAsciiLower(c) && !(c >= 48 && c <= 57) && c !== 46 && c !== 95 && c !== 45) return false;
  }
  return includesAny(text.slice(Math.max(0, i - 85), i), SSH_COMMANDS);
}

/** Whether PUTTY_HOST_BEFORE may match before the "@" at `at`: `"HostName"="` right before the run of its value's characters. */
export function mayPuttyHost(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && at - i <= 32 && HOST_LOGIN(text.charCodeAt(i - 1))) i--;
  return at - i >= 2 && text.startsWith('"HostName"="', i - 12);
}

/** Whether `s` holds one of `literals` (a loop: no closure per "@" of a log). */
function includesAny(s: string, literals: readonly string[]): boolean {
  for (let k = 0; k < literals.length; k++) if (s.includes(literals[k]!)) return true;
  return false;
}

/**
 * Whether a pair's name whose last two characters are `a` `b` (ASCII letters lower-cased by
 * `| 32`) may end as USER_NAME_BEFORE's names do: the last two letters of its alternatives,
 * compared case-insensitively as the regex (no "u" flag) compares ASCII letters.
 */
export function mayEndUserName(a: number, b: number): boolean {
  switch (b) {
    case 114: // r: user, maintainer, owner, reporter, actor
      return a === 101 || a === 111;
    case 101: // e: name, skype, assignee
      return a === 109 || a === 112 || a === 101;
    case 100: // d: id, discord
      return a === 105 || a === 114;
    case 110: // n: login, weixin
      return a === 105;
    case 107: // k: nick
      return a === 99;
    case 121: // y: deployed_by
      return a === 98;
    case 116: // t: wechat, agent, acct
      return a === 97 || a === 110 || a === 99;
    case 109: // m: telegram
      return a === 97;
    default:
      return false;
  }
}

/**
 * A service's account named by an English word (`username: portal`, `User=ingest`), met again
 * elsewhere in the document: removed where a user key gives it (half a login), but the same word
 * in a host name, a path or a sentence (`patient-portal`, `/opt/ingest-worker`, "Invoice ingest
 * worker") names the service, not anyone's account, and stays. A word that is also a given name
 * (`username: bob`) is still looked for: it may be the person's.
 */
function isServiceWordAt(text: string, start: number, end: number): boolean {
  const k = text.slice(start, end);
  return k.length >= 3 && isAsciiLowerWord(k) && isCommonWord(k) && !isGivenName(k);
}

function isAsciiLowerWord(k: string): boolean {
  for (let i = 0; i < k.length; i++) if (!isAsciiLower(k.charCodeAt(i))) return false;
  return true;
}

export default defineDetector({
  id: 'username-assignment',
  entity: 'USERNAME',
  findEach: findUsernames,
  aliasIsWordAt: isServiceWordAt,
  // Where a pasted ~/.netrc or ~/.pgpass may be (secrets/dotfiles.ts).
  cues: ['machine', 'pgpass'],
  examples: {
    positive: [
      // Fictitious user names.
      { text: 'username: jdoe', match: 'jdoe' },
      { text: 'support.note user_id=77120 agent=jfairweather note="called"', match: ['77120', 'jfairweather'] },
      // The lead's session-26 probes: an audit log's actor, a job's owner, a ticket's assignee.
      { text: '{"level":"warn","msg":"password reset requested","actor":"anna.kovacs","ip":"203.0.113.77"}', match: 'anna.kovacs' },
      { text: 'Backup job failed on host fin-db-02 (owner: m.oyelaran).', match: 'm.oyelaran' },
      { text: 'assignee=jfairweather reporter=d.abernathy status=open', match: ['jfairweather', 'd.abernathy'] },
      { text: 'GET /api/profile?user=mchen82&lang=en', match: 'mchen82' },
      { text: '{"login": "a.kowalski", "admin": false}', match: 'a.kowalski' },
      { text: 'User ID: 48213907', match: '48213907' },
      { text: 'POSTGRES_USER=svc_billing', match: 'svc_billing' },
      { text: "db = connect(user='ljohnson', host='db1')", match: 'ljohnson' },
      { text: 'git clone https://rpatel@git.example.com/team/app.git', match: 'rpatel' },
      { text: 'ssh -p 2222 okafor@build-01.example.net', match: 'okafor' },
      { text: 'mysql --user jsmith -p shop', match: 'jsmith' },
      { text: 'screen_name = "night_owl_77"', match: 'night_owl_77' },
      { text: 'Cookie: uid=alice.wong; theme=dark', match: 'alice.wong' },
      { text: 'ldapsearch -b "uid=pkumar,ou=people,dc=example,dc=com"', match: 'pkumar' },
      // A shell history's database clients and user commands (the reader's texts, docs/reader.md).
      { text: 'psql -h db.larchfield.internal -U kmensah portal -c "select 1;"', match: 'kmensah' },
      { text: 'mysql -ujdoe -p shop', match: 'jdoe' },
      { text: '  labels:\n    maintainer: dmcallister\n', match: 'dmcallister' },
      { text: 'Group 88120    Entered by: jmoralez', match: 'jmoralez' },
      { text: '{"deployed_by":"oliver.grant"}', match: 'oliver.grant' },
      { text: 'sudo -u postgres createuser abena_owusu', match: 'abena_owusu' },
      { text: 'useradd -m -s /bin/bash tnguyen', match: 'tnguyen' },
      { text: "htpasswd -b /etc/nginx/.htpasswd kofi.boateng 'Kumasi!Gate22'", match: 'kofi.boateng' },
      // A visitor list's messenger id (the third reading)
      { text: '   Mobile: +86 138 1692 4471, WeChat: zhangwei_hx85', match: 'zhangwei_hx85' },
    ],
    negative: [
      'username: <your-username>',
      'user=$USER',
      'login: true',
      'user: root',
      'POSTGRES_USER=postgres',
      'User-Agent: Mozilla/5.0',
      'user_agent = "curl/8.4"',
      'agent=okhttp', // a client, not a login
      'owner: platform-team', // a team
      '"actor":"github-actions[bot]"', // a bot
      '"actor":"system"', // no one's
      'owner=a.out', // a file, no surname
      'assignee: data.team', // common words
      'agent=curl/8.4',
      'ssh git@github.com',
      'https://user:pass@localhost',
      'the user: please restart the service',
      'users = 42',
      'userCount: 12',
      'interface Usage { user: number; system: number }',
      'var User = request.models.User;',
      'interface UserInfo<T> { username: T; uid: number }',
      'user = log_data[2].strip()',
      'git://gitorious.org/~yourlogin/procps',
      'pam_unix(sshd:session): session opened for user root(uid=0) by (uid=1001)', // POSIX user numbers
      'guid=6f1c2a', // a longer word ending in uid
      'UID: ATU25438003', // Austria's VAT number (UID-Nummer)
      'sudo -u postgres psql', // a system account
      'mysql -u root -p shop',
      'useradd --help',
      'chat: hello', // not a messenger's name
    ],
  },
});
