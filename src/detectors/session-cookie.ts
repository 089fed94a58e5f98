import { defineDetector, keywordWindows } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { DetectorContext, Emit, PositionList } from '../engine/types.js';
import { isAsciiAlnum } from './lib/char-codes.js';

/**
 * The value of a session cookie, in a Cookie or Set-Cookie header (RFC 6265 §4.1, §4.2), a
 * browser's HAR export or a URL: whoever holds it is signed in as its user. The names are the
 * defaults of the common frameworks, and the bare `SESSIONID` and `session`: the Servlet
 * specification's `JSESSIONID` (Jakarta Servlet 6.0 §7.1.1), PHP's `PHPSESSID` (session.name),
 * ASP.NET's `ASP.NET_SessionId`, express-session's `connect.sid`, Django's `sessionid`
 * (SESSION_COOKIE_NAME), Rails' `_<app>_session`, Laravel's `laravel_session`, and an app's own
 * `<app>_sess` (a Sentry event's request cookies, the fourth reading). A value of 16
 * characters or more with a digit: an identifier, not `session=true` or a test's `sid=abc`. The
 * value may be quoted after ` = ` as a program prints its cookies (Django's debug page, a
 * Python dict: `sessionid = 'ytq8…'`, the fifth reading).
 * A bare `sid` is not one: Twilio's message SIDs (`sid=SM…`) name a message, not a session.
 * Reported as API_KEY, where credentials belong.
 */

// A cookie's name and its value.
export const COOKIE = /(?<![\p{L}\p{N}_.-])(?:JSESSIONID|PHPSESSID|ASP\.NET_SessionId|connect\.sid|session[_-]?id|laravel_session|(?:_[a-z0-9]+)?_session|_?[a-z0-9]+_sess|session)(?:=|[ \t]*=[ \t]*(?=['"]))['"]?(?<value>(?=[A-Za-z0-9%._~+/=-]*\d)[A-Za-z0-9%._~+/-]{16,}=*)(?![\p{L}\p{N}])/giu;
// A session id written out in a ticket or a chat ("Session id in the log was 9f2c…",
// "session ID: 9f2c…"): hex of 24 to 64 digits (a UUID's 32 without hyphens, a framework's
// random id), with a digit and a letter, after "is", "was", ":" or "=".
export const SESSION_ID = /(?<![\p{L}\p{N}_.-])session[ \t]+id(?:[ \t]+in[ \t]+the[ \t]+[a-z]+)?(?:[ \t]*[:=]|[ \t]+(?:is|was))[ \t]*(?<value>(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{24,64})(?![\p{L}\p{N}])/giu;

/** The detector's window around its keywords (the engine's `window`). */
const WINDOW = 400;

/**
 * COOKIE and SESSION_ID as a global scan of each over the keyword windows finds them (as the
 * engine ran them), tried only where a match can begin: every match holds "sess" or
 * "connect.sid" (ANCHOR, the same flags), and what stands before it in the match is letters,
 * digits, "_" and "." (the names' characters), after no letter, digit, "_", "." or "-" (the
 * lookbehind). So a match begins where the run of those characters before an anchor begins:
 * each regex is tried sticky there, in ascending order, from the end of its last match on
 * (both were tried at every word of the windows: ~14 ms per 10 MB of logs, 8% of them windows).
 * test/detectors/session-cookie.test.ts compares both ways on random texts.
 */
function findSessionCookies(text: string, ctx: DetectorContext, emit: Emit): void {
  const windows = (ctx.keywordHits && keywordWindows(text, ctx.keywordHits, WINDOW)) ?? [0, text.length];
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    const starts = nameStarts(slice);
    if (starts.length === 0) continue;
    stickyMatches(COOKIE_AT(), slice, starts, from, emit);
    stickyMatches(SESSION_ID_AT(), slice, starts, from, emit);
  }
}

const ANCHOR = lazy(() => /sess|connect\.sid/giu);
const COOKIE_AT = lazy(() => new RegExp(COOKIE.source, 'iudy'));
const SESSION_ID_AT = lazy(() => new RegExp(SESSION_ID.source, 'iudy'));

/** [A-Za-z0-9_.], and ſ and K (U+017F, U+212A), which the "i" and "u" flags take as s and k. */
const isNameCode = (c: number): boolean => isAsciiAlnum(c) || c === 95 || c === 46 || c === 0x17f || c === 0x212a;

/** Where the run of name characters before each anchor of `text` begins, ascending, each once. */
function nameStarts(text: string): number[] {
  const out: number[] = [];
  const anchor = ANCHOR();
  anchor.lastIndex = 0;
  for (let m = anchor.exec(text); m !== null; m = anchor.exec(text)) {
    let p = m.index;
    while (p > 0 && isNameCode(text.charCodeAt(p - 1))) p--;
    if (out.length === 0 || out[out.length - 1] !== p) out.push(p);
    anchor.lastIndex = m.index + 1;
  }
  return out;
}

/** What a global scan with `re` (sticky here) finds in `text` when its matches begin at `starts` only: each value's span, plus `from`. */
function stickyMatches(re: RegExp, text: string, starts: PositionList, from: number, emit: Emit): void {
  let next = 0;
  for (const p of starts) {
    if (p < next) continue;
    re.lastIndex = p;
    const m = re.exec(text);
    if (m === null) continue;
    const value = m.indices!.groups!.value!;
    emit(from + value[0], from + value[1], undefined, undefined);
    next = p + m[0].length;
  }
}

export default defineDetector({
  id: 'session-cookie',
  entity: 'API_KEY',
  findEach: findSessionCookies,
  // "sid=", not "sid": "considered", "side", "president" are in every page of prose.
  keywords: ['sess', 'sid='],
  keywordsInWords: true,
  window: WINDOW,
  score: 0.85,
  examples: {
    positive: [
      // A HAR file's request and response headers (the third reading), fictitious values.
      { text: 'Cookie: SESSIONID=8d2f61c0a9b34e7f95c1d2e3f4a5b6c7; _ga=GA1.2.1829374650.1739871234', match: '8d2f61c0a9b34e7f95c1d2e3f4a5b6c7' },
      { text: 'Set-Cookie: JSESSIONID=0B9A8C7D6E5F40312A1B2C3D4E5F6071; Path=/; Secure; HttpOnly', match: '0B9A8C7D6E5F40312A1B2C3D4E5F6071' },
      { text: 'Cookie: csrftoken=abc; sessionid=k2v9x1q8w7e6r5t4y3u2i1o0p9a8s7d6', match: 'k2v9x1q8w7e6r5t4y3u2i1o0p9a8s7d6' },
      { text: 'Cookie: connect.sid=s%3A9Qm2Lx7Vt4Rn8Bz3Wc6Yd1Kp.Fh3Jk5Lm7Nq9Rs2Tu4Vw6Xy8Za0Bc', match: 's%3A9Qm2Lx7Vt4Rn8Bz3Wc6Yd1Kp.Fh3Jk5Lm7Nq9Rs2Tu4Vw6Xy8Za0Bc' },
      { text: '"Cookie": "vl_sess=8b1e44f09c7a4d2e9f3a6c0b5d8e1f27; _ga=GA1.2.1183349281.1771002233"', match: '8b1e44f09c7a4d2e9f3a6c0b5d8e1f27' },
      { text: "COOKIES:\nsessionid = 'ytq8d5n2wo3k7rbm1s9xgz4hf6ceulpa'\n", match: 'ytq8d5n2wo3k7rbm1s9xgz4hf6ceulpa' },
      // A support ticket's note (the seventh reading's Jira export, fictitious).
      { text: 'cannot log in after reset; HAR attached. Session id in the log was 9f2c1a7e4b8d4e0f9a3c6d1b2e7f8a90.', match: '9f2c1a7e4b8d4e0f9a3c6d1b2e7f8a90' },
    ],
    negative: ['Cookie: session=true; theme=dark', 'sid=SM5f2e8a9c3b1d4e7f6a0b9c8d7e6f5a4b status=delivered', 'the session=none', 'Cookie: SESSIONID=; Path=/', 'consider=8d2f61c0a9b34e7f95c1d2e3f4a5b6c7', 'session = 8d2f61c0a9b34e7f95c1d2e3f4a5b6c7', 'session id was 12345678901234567890123456' /* digits only */],
  },
});
