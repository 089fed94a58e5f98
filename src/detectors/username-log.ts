import { DEFAULT_WINDOW, defineDetector, keywordWindows, literalPositions } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isAsciiAlnum, isDigit, isSpace } from './lib/char-codes.js';
import { isCommonWord } from './names/names-gazetteer.js';
import { isPersonalUsername } from './secrets/usernames.js';

/**
 * User names where server logs print them by position rather than after a name: the remote
 * user of the Common and Combined Log Formats (`%h %l %u %t`, Apache mod_log_config; nginx's
 * `$remote_addr - $remote_user [$time_local]`), OpenSSH's authentication messages ("Failed
 * password for invalid user pkumar from", "Accepted publickey for jdoe from", "session opened
 * for user jdoe"), GitHub's "Merge pull request #12 from jdoe/branch", a code review's
 * "msokolowska commented on app.py line 5:" and "yusuf-demirci replied:", and sudo's "sudo:   dkowal : TTY=pts/0 ; …" line. The finding is the user
 * name; system accounts and placeholders name nobody (secrets/usernames.ts).
 */
const USER = String.raw`(?<value>[A-Za-z0-9_][A-Za-z0-9._@-]{0,62})`;
/** OpenSSH's authentication messages (auth.c, auth2.c, sshd.c), as the engine scanned them (findSshUsers). */
const SSH_USER_SOURCE = String.raw`\b(?:[Ii]nvalid user|(?:Failed|Accepted) (?:password|publickey|none|keyboard-interactive(?:/pam)?|gssapi-with-mic|hostbased) for(?: invalid user)?|session (?:opened|closed) for user|(?:[Cc]onnection closed by|[Dd]isconnected from) (?:invalid |authenticating )?user|maximum authentication attempts exceeded for(?: invalid user)?) ${USER}(?= from | port |\(| by |\s*$)`;
export const SSH_USER = lazy(() => new RegExp(SSH_USER_SOURCE, 'gm'));
/** SSH_USER tried at one place (sticky, with the value's indices). */
const SSH_USER_AT = lazy(() => new RegExp(SSH_USER_SOURCE, 'ymd'));
// cron's syslog lines: "CRON[3310]: (pgarcia) CMD (…)", "crontab[88]: (pgarcia) BEGIN EDIT (pgarcia)"
// (Vixie cron's log_it: "(%s) %s (%s)", the user, the event, its detail; "(*system*)" names nobody)
const CRON_USER_SOURCE = String.raw`\b(?:CRON|crond|crontab)\[\d+\]: \(${USER}\) (?:CMD|MAIL|RELOAD|INFO|ERROR|BEGIN EDIT|END EDIT|REPLACE|LIST|DELETE|AUTH|STARTUP)\b`;
/** As the engine scanned it (findCronUsers stands in: tests compare). */
export const CRON_USER = lazy(() => new RegExp(CRON_USER_SOURCE, 'g'));
/** CRON_USER tried at one place (sticky, with the value's indices). */
const CRON_USER_AT = lazy(() => new RegExp(CRON_USER_SOURCE, 'yd'));
const patterns = () => [
  // sudo's syslog line: "sudo:   user : TTY=…" (sudo's logging.c)
  new RegExp(String.raw`\bsudo(?:\[\d+\])?:\s+${USER} : (?:TTY|PWD|USER|COMMAND)=`, 'g'),
  // GitHub's merge commit message: "Merge pull request #409 from npetrova/feature-x"
  new RegExp(String.raw`\bMerge pull request #\d+ from (?<value>[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/`, 'g'),
];

/**
 * The Common Log Format's remote user, `host ident user [10/Oct/2000:13:55:36 -0700]`: what
 * the regex `(?<!\S)[^\s\[\]"]+ [^\s\[\]"]+ USER \[\d{1,2}/[A-Z][a-z]{2}/\d{4}:` finds over
 * the keyword windows (the engine's, keywordWindows), read from each " [" back instead: that
 * regex was tried at every word of a log (~30 ms per 5 MB, username-log's patterns ~60% of
 * its cost), where a log's lines hold one " [" each. The three words before " [" are the
 * runs of non-blanks (JavaScript's \s) before it, each after one space; the first may start
 * the window. Its matches never overlap (a match's words hold no "[" and its date no blank),
 * so each " [" gives its own. `test/detectors/username-log.test.ts` compares the two.
 */
function findCommonLogUsers(text: string, ctx: DetectorContext, windows: readonly number[], emit: Emit): void {
  const at = literalPositions(text, [' ['], ctx.scan);
  let w = 0;
  for (let k = 0; k < at.length; k++) {
    const q = at[k]!;
    while (w < windows.length && windows[w + 1]! <= q) w += 2;
    if (w >= windows.length) return;
    const from = windows[w]!;
    if (q < from) continue;
    // The date, inside the window.
    CLF_DATE.lastIndex = q + 1;
    if (!CLF_DATE.test(text) || CLF_DATE.lastIndex > windows[w + 1]!) continue;
    const user = runStart(text, q, from);
    if (user === q || q - user > 63 || user - 1 <= from || text.charCodeAt(user - 1) !== 32 || !isUserRun(text, user, q)) continue;
    const second = runStart(text, user - 1, from);
    if (second === user - 1 || second - 1 <= from || text.charCodeAt(second - 1) !== 32 || !isWordRun(text, second, user - 1)) continue;
    const first = runStart(text, second - 1, from);
    if (first === second - 1 || !isWordRun(text, first, second - 1)) continue;
    emit(user, q, undefined, undefined);
  }
}

/**
 * A review or commit log's line: a lower-case login opening it, then what it did
 * ("msokolowska commented on jobs/export.py line 5:", "yusuf-demirci replied:"), as
 * REVIEW_LINE finds it over the keyword windows (a line's start: the window's or after a line
 * end, as `^` reads a window with the `m` flag). The verb is one of the detector's keywords, so
 * with the keyword pass's hits the login is read back from each hit after a space; the regex
 * tried at every position of a log cost ~8 ms per 5 MB. Without hits (the whole text, a
 * keyword in the hint), the regex.
 */
function findReviewers(text: string, ctx: DetectorContext, windows: readonly number[], emit: Emit): void {
  const hits = ctx.keywordHits;
  if (!hits) {
    REVIEW_LINE.lastIndex = 0;
    for (let m = REVIEW_LINE.exec(text); m; m = REVIEW_LINE.exec(text)) emit(m.index, m.index + m[1]!.length, undefined, undefined);
    return;
  }
  let w = 0;
  let slice = '';
  let sliced = -1;
  let last = -1;
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    while (w < windows.length && windows[w + 1]! <= h) w += 2;
    if (w >= windows.length) return;
    const from = windows[w]!;
    if (h - 2 < from || text.charCodeAt(h - 1) !== 32) continue;
    let s = h - 1;
    while (s > from && isLoginCode(text.charCodeAt(s - 1))) s--;
    if (s === h - 1 || s === last || (s > from && !isLineEnd(text.charCodeAt(s - 1)))) continue;
    // The regex's lookahead reads the window as the engine gave it (its end is a line's end for `$`).
    const whole = from === 0 && windows[w + 1] === text.length;
    if (!whole && sliced !== w) {
      slice = text.slice(from, windows[w + 1]);
      sliced = w;
    }
    REVIEW_AT.lastIndex = s - (whole ? 0 : from);
    if (!REVIEW_AT.test(whole ? text : slice)) continue;
    last = s;
    emit(s, h - 1, undefined, undefined);
  }
}

const REVIEW_VERB = String.raw` (?:commented|replied|approved(?: these changes)?|requested changes|reviewed)(?=:| on | in |\s*$)`;
const REVIEW_LINE = new RegExp(String.raw`^([a-z][a-z0-9._-]{1,38})` + REVIEW_VERB, 'gm');
const REVIEW_AT = new RegExp(String.raw`[a-z][a-z0-9._-]{1,38}` + REVIEW_VERB, 'my');

/** [a-z0-9._-]: a login's characters on a review line. */
const isLoginCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 45;

/** What ends a line for `^` with the `m` flag: \n, \r, U+2028, U+2029. */
const isLineEnd = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * SSH_USER's matches over the keyword windows, tried only near a "user " or "for " (issue 20:
 * its leading `\b` and alternation made the engine's scan try every word of a log, ~12 ms per
 * 10 MB that holds none). Every match holds one of the two after its first word: "Invalid user",
 * "Failed password for", "session opened for user", "Connection closed by authenticating user",
 * "maximum authentication attempts exceeded for"
 * (the first of them 8 to 41 characters after the match's start, SSH_ANCHOR_NEAR and
 * SSH_ANCHOR_FAR). So from each, ascending, the places 41 to 8 characters back that hold a
 * first word's capital or small letter at a word's start (`\b` without the `u` flag: no
 * [A-Za-z0-9_] before) are tried sticky, once each, from the end of the last match on: the places
 * and the matches of the global scan over the window. The window's slice is what `$` and `\b`
 * read, as for the engine. `test/detectors/username-log-ssh.test.ts` compares both.
 */
function findSshUsers(text: string, windows: readonly number[], emit: Emit): void {
  const at = SSH_USER_AT();
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    let user = slice.indexOf('user ');
    let forAt = slice.indexOf('for ');
    // The first place not yet tried, at or after the last match's end.
    let next = 0;
    while (user >= 0 || forAt >= 0) {
      let q: number;
      if (forAt < 0 || (user >= 0 && user < forAt)) {
        q = user;
        user = slice.indexOf('user ', user + 1);
      } else {
        q = forAt;
        forAt = slice.indexOf('for ', forAt + 1);
      }
      const last = q - SSH_ANCHOR_NEAR;
      for (let s = Math.max(next, q - SSH_ANCHOR_FAR); s <= last; s++) {
        if (!isSshLead(slice.charCodeAt(s)) || (s > 0 && isWordCode(slice.charCodeAt(s - 1)))) continue;
        at.lastIndex = s;
        const m = at.exec(slice);
        if (m === null) continue;
        const value = m.indices!.groups!.value!;
        emit(from + value[0], from + value[1], undefined, undefined);
        next = at.lastIndex;
        s = next - 1;
      }
      if (next <= last) next = last + 1;
    }
  }
}

/**
 * How far a match's first "user " or "for " stands from its start: "Invalid " (8) to "maximum
 * authentication attempts exceeded " (41: OpenSSH auth.c's auth_maxtries_exceeded, "maximum
 * authentication attempts exceeded for %s%.100s from %.200s port %d ssh2", the second %s
 * the user, the first "invalid user " or nothing).
 */
const SSH_ANCHOR_NEAR = 8;
const SSH_ANCHOR_FAR = 41;

/** SSH_USER's first letters: [Ii]nvalid, Failed, Accepted, session, [Cc]onnection, [Dd]isconnected, maximum. */
const isSshLead = (c: number): boolean => c === 73 || c === 105 || c === 70 || c === 65 || c === 115 || c === 67 || c === 99 || c === 68 || c === 100 || c === 109;

/** [A-Za-z0-9_]: what `\b` reads as a word's character without the `u` flag. */
const isWordCode = (c: number): boolean => isAsciiAlnum(c) || c === 95;

/**
 * CRON_USER's matches over the keyword windows, tried only where one can begin (issue 20: its
 * leading `\b` and "C"/"c" made the engine's scan stop at every "c" of a log, ~7 ms per 10 MB
 * that holds no match). Every match holds "]: (" after its name's "[" and digits: from each
 * "]: (" (indexOf), back over the digits (one at least) to the "[", the name that ends there
 * (at most one of CRON, crond, crontab does) is where the regex is tried, sticky; a match holds
 * no other "]: (" (its user no "]"), so the places, ascending, are those the global scan reached.
 */
function findCronUsers(text: string, windows: readonly number[], emit: Emit): void {
  const at = CRON_USER_AT();
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    for (let q = slice.indexOf(']: ('); q >= 0; q = slice.indexOf(']: (', q + 4)) {
      let b = q;
      while (b > 0 && isDigit(slice.charCodeAt(b - 1))) b--;
      if (b === q || b === 0 || slice.charCodeAt(b - 1) !== 91) continue;
      const s = cronNameStart(slice, b - 1);
      if (s < 0) continue;
      at.lastIndex = s;
      const m = at.exec(slice);
      if (m === null) continue;
      const value = m.indices!.groups!.value!;
      emit(from + value[0], from + value[1], undefined, undefined);
    }
  }
}

/** Where "CRON", "crond" or "crontab" starts if one ends at `end` in `text`, or -1. */
function cronNameStart(text: string, end: number): number {
  for (const name of CRON_NAMES) if (end >= name.length && text.startsWith(name, end - name.length)) return end - name.length;
  return -1;
}
const CRON_NAMES = ['CRON', 'crond', 'crontab'];

/** username-log's finders, over the windows its patterns run on. */
function findLogUsers(text: string, ctx: DetectorContext, emit: Emit): void {
  const windows = (ctx.keywordHits && keywordWindows(text, ctx.keywordHits, DEFAULT_WINDOW)) ?? [0, text.length];
  findCronUsers(text, windows, emit);
  findSshUsers(text, windows, emit);
  findCommonLogUsers(text, ctx, windows, emit);
  findReviewers(text, ctx, windows, emit);
}

const CLF_DATE = /\[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:/y;

/** Where the run of non-blanks (\s) that ends at `end` starts, at `from` at the earliest. */
function runStart(text: string, end: number, from: number): number {
  let i = end;
  while (i > from && !isSpace(text.charCodeAt(i - 1))) i--;
  return i;
}

/** Whether text[start, end) is USER: [A-Za-z0-9_] then [A-Za-z0-9._@-]. */
function isUserRun(text: string, start: number, end: number): boolean {
  const c0 = text.charCodeAt(start);
  if (!(isAsciiAlnum(c0) || c0 === 95)) return false;
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(isAsciiAlnum(c) || c === 95 || c === 46 || c === 64 || c === 45)) return false;
  }
  return true;
}

/** Whether text[start, end) (non-blanks) holds no "[", "]" or '"'. */
function isWordRun(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 || c === 93 || c === 34) return false;
  }
  return true;
}

export default defineDetector({
  id: 'username-log',
  entity: 'USERNAME',
  patterns,
  findEach: findLogUsers,
  // The CLF date's "/20" (years 2000–2099), OpenSSH's and sudo's words.
  keywords: [
    '/20', 'invalid user', 'failed password', 'failed publickey', 'failed none', 'failed keyboard', 'failed gssapi', 'failed hostbased',
    'accepted password', 'accepted publickey', 'accepted keyboard', 'accepted gssapi', 'accepted hostbased', 'for user', 'closed by',
    'disconnected from', 'attempts exceeded', 'sudo', 'merge pull request', 'commented', 'replied', 'approved', 'requested changes', 'reviewed',
    'cron',
  ],
  score: 0.8,
  // A review line's subject is a login unless it is an English word ("everyone commented:").
  validate: (value) => value !== '-' && isPersonalUsername(value) && !(/^[a-z]+$/.test(value) && isCommonWord(foldKey(value))),
  examples: {
    positive: [
      // Fictitious users, in the formats' own documented layout.
      { text: '198.51.100.23 - alice.wong [18/Oct/2023:13:05:02 +0000] "POST /login HTTP/1.1" 302 0', match: 'alice.wong' },
      { text: 'Oct 18 13:05:11 web-01 sshd[28720]: Failed password for invalid user pkumar from 192.0.2.201 port 40112 ssh2', match: 'pkumar' },
      { text: 'sshd[811]: Accepted publickey for jdoe from 203.0.113.45 port 52144 ssh2', match: 'jdoe' },
      { text: 'pam_unix(sshd:session): session opened for user mchen(uid=1001) by (uid=0)', match: 'mchen' },
      // OpenSSH auth.c's auth_maxtries_exceeded: "maximum authentication attempts exceeded for %s%.100s from %.200s port %d ssh2".
      { text: 'sshd[43771]: error: maximum authentication attempts exceeded for tbayar from 198.51.100.7 port 39022 ssh2 [preauth]', match: 'tbayar' },
      { text: 'Oct 18 13:05:12 web-01 sudo:   dkowal : TTY=pts/0 ; PWD=/tmp ; USER=root ; COMMAND=/bin/ls', match: 'dkowal' },
      { text: 'Nov 27 03:20:02 web01 CRON[3310]: (pgarcia) CMD (/usr/local/bin/backup.sh)', match: 'pgarcia' }, // the lead's session-23 probes
      { text: 'Nov 27 09:14:40 web01 crontab[881]: (nvoss) BEGIN EDIT (nvoss)', match: 'nvoss' },
      { text: '    Merge pull request #409 from npetrova/feature/db-migrations', match: 'npetrova' },
      { text: 'Review comments\nmsokolowska commented on jobs/export_overdue.py line 5:\n> Please rotate it', match: 'msokolowska' },
    ],
    negative: [
      '203.0.113.45 - - [18/Oct/2023:13:05:01 +0000] "GET / HTTP/1.1" 200 5123', // no remote user
      'sshd[811]: Accepted publickey for deploy from 203.0.113.45 port 52144 ssh2', // a service account
      'Failed password for root from 192.0.2.1 port 22 ssh2',
      'sshd[43771]: error: maximum authentication attempts exceeded for root from 198.51.100.7 port 39022 ssh2 [preauth]',
      'Nov 27 03:17:01 web01 CRON[2230]: (root) CMD (   cd / && run-parts --report /etc/cron.hourly)', // the system's own jobs
      'We are looking for user feedback from customers.',
      'reviewer commented:\n> fine', // an English word
      'he replied:\n> fine',
      'Then the reviewer commented on it twice.', // not at a line's start
    ],
  },
});
