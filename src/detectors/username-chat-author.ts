import { defineDetector, keywordWindows } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord } from './names/names-gazetteer.js';

/**
 * A message's author in a chat export (DiscordChatExporter's plain text, and the like): a line
 * holding only a bracketed time stamp and the author's handle, maybe with Discord's
 * discriminator and the display name in brackets, above the message ("[07-Mar-26 19:02]
 * wobblyfrog#0 (Ollie)", "[07-Mar-26 19:05] kestrel.keys"). The handle must look like one (a
 * discriminator, or a digit, "_" or "." in it) and the next line must be a message, not another
 * stamped line: a log's "[12:00:01] started" is no author.
 */
export const AUTHOR = /^\[(?<stamp>[^\]\n]{1,30})\][ \t]+(?<value>[a-z][a-z0-9_.]{1,31})(?<disc>#\d{1,4})?(?:[ \t]+\([^()\n]{1,40}\))?[ \t]*\r?\n[ \t]*(?=[^\s[])/gm;
const STAMP = /\d:\d\d/;
/**
 * A message's author on the message's own line, as a chat copied from Slack, Matrix, Telegram
 * or a support widget shows it (the lead's session-24 probes): after a bracketed time stamp,
 * "[14:02] jenny_b: my email is …", "[2026-11-28 14:02] m.ortiz: ok"; or before it, "jenny_b
 * [2:02 PM]: hi". A log's line has the same shape ("[12:00:01] worker_1: started"), so the handle
 * must look like a person's (validate: "_", "." or a digit, letters around it, no log's word).
 */
export const COLON_AUTHOR = /^\[(?<stamp>[^\]\n]{1,30})\][ \t]+(?<value>[A-Za-z][A-Za-z0-9_.-]{1,31})(?<disc>#\d{1,4})?:[ \t]+\S/gm;
export const AUTHOR_STAMPED = /^(?<value>[A-Za-z][A-Za-z0-9_.-]{1,31})[ \t]+\[(?<stamp>\d{1,2}:\d\d(?::\d\d)?(?:[ \t]?[AaPp]\.?[Mm]\.?)?)\]:?[ \t]+\S/gm;
/** AUTHOR and COLON_AUTHOR tried at one place (sticky, with the value's indices). */
const LINE_AUTHORS_AT = lazy(() => [AUTHOR, COLON_AUTHOR].map((re) => new RegExp(re.source, 'ymd')));
/** The regexes whose global scans over the keyword windows the finder gives (tests compare). */
export const FINDER_REGEXES: readonly RegExp[] = [AUTHOR, COLON_AUTHOR, AUTHOR_STAMPED];
/** AUTHOR_STAMPED tried at one place (sticky, with the value's indices). */
const AUTHOR_STAMPED_AT = lazy(() => new RegExp(AUTHOR_STAMPED.source, 'ymd'));
/** Where AUTHOR_STAMPED's stamp opens: a "[" after a blank, before a digit. */
const STAMP_OPEN = lazy(() => /[ \t]\[\d/g);
/** The detector's window (its keyword windows' reach). */
const WINDOW = 120;
// Words a log puts where a chat puts its author: a level, a component, a stream.
const LOG_WORDS: ReadonlySet<string> = new Set(
  'info|warn|warning|error|err|debug|trace|fatal|notice|crit|critical|alert|emerg|panic|log|stdout|stderr|main|worker|thread|system|kernel|server|client|app|job|task|step|build|test|run|cron|daemon|service|http|https|db|sql|cache|queue|api'.split('|'),
);

/** Whether a handle before a message reads as a person's: "_", "." or a digit joins letters, and it is no log's component ("worker_1", "app.main"). */
function handleLooksPersonal(value: string): boolean {
  if (!/[_.\d]/.test(value) || /^v?\d/.test(value) || value.endsWith('.') || /\.\./.test(value)) return false;
  // A logger's dotted name ("com.acme.OrderService", "db.pool.Manager"): two dots, or a capital after one.
  if (/\..*\.|\.[A-Z]/.test(value)) return false;
  const words = value.toLowerCase().split(/[_.\d-]+/).filter((w) => w !== '');
  if (words.length === 0 || (value.match(/[A-Za-z]/g)?.length ?? 0) < 3) return false;
  if (words.some((w) => LOG_WORDS.has(w))) return false;
  // Common words joined ("order_service", "payment.retry"): a component's name, not a person's.
  const long = words.filter((w) => w.length > 1);
  return long.length < 2 || !long.every((w) => isCommonWord(foldKey(w)));
}

/** [A-Za-z0-9_.-]: AUTHOR_STAMPED's value's characters. */
const isHandleCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;

/** What ends a line for `^` with the `m` flag: \n, \r, U+2028, U+2029. */
const isLineEnd = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * AUTHOR_STAMPED's matches over the windows the engine gives the patterns, tried only where one
 * can begin (issue 20: its `^` made the engine's scan try every line of a log, where "] " makes
 * the windows the whole text, ~27 ms per 10 MB). A match holds its stamp's "[" after a blank and
 * before a digit (STAMP_OPEN); from there, back over the blanks and the value's characters, the
 * place reached must be a line's start as `^` reads a window (its start, or after a line end),
 * and the regex is tried sticky there once. A match stays on its line, so the places, ascending,
 * are those the global scan over the window reaches. test/detectors/username-chat-author.test.ts
 * compares both on random texts.
 */
function findStampedAuthors(text: string, windows: readonly number[], emit: Emit): void {
  const open = STAMP_OPEN();
  const at = AUTHOR_STAMPED_AT();
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    let tried = -1;
    open.lastIndex = 0;
    let o: RegExpExecArray | null;
    while ((o = open.exec(slice)) !== null) {
      // Back over the blanks (the one matched and any before), then over the value (at most 32 characters).
      let p = o.index;
      while (p > 0 && (slice.charCodeAt(p - 1) === 32 || slice.charCodeAt(p - 1) === 9)) p--;
      const valueEnd = p;
      while (p > 0 && valueEnd - p < 32 && isHandleCode(slice.charCodeAt(p - 1))) p--;
      if (p === valueEnd || p <= tried || (p > 0 && !isLineEnd(slice.charCodeAt(p - 1)))) continue;
      tried = p;
      at.lastIndex = p;
      const m = at.exec(slice);
      if (m === null) continue;
      const value = m.indices!.groups!.value!;
      emit(from + value[0], from + value[1], undefined, undefined);
    }
  }
}

/**
 * AUTHOR's and COLON_AUTHOR's matches over the windows, tried only where one can begin (issue
 * 20: their `^\[` made the engine's scans try every line of a log, ~6 ms per 10 MB each, where
 * `indexOf` finds the "["s at once): both begin with a "[" at a line's start as `^` reads a
 * window (its start, or after a line end). From each such place, ascending, each regex is tried
 * sticky, from the end of its own last match on, as its global scan moved; a window's matches
 * of AUTHOR are given before COLON_AUTHOR's (held till the window's end), as the engine gave
 * them. test/detectors/username-chat-author-lines.test.ts compares with the global scans on
 * random texts.
 */
function findLineAuthors(text: string, windows: readonly number[], emit: Emit): void {
  const [author, colon] = LINE_AUTHORS_AT();
  let held: number[] | undefined;
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    const slice = from === 0 && to === text.length ? text : text.slice(from, to);
    let afterAuthor = 0;
    let afterColon = 0;
    for (let p = slice.indexOf('['); p >= 0; p = slice.indexOf('[', p + 1)) {
      if (p > 0 && !isLineEnd(slice.charCodeAt(p - 1))) continue;
      if (p >= afterAuthor) {
        author!.lastIndex = p;
        const m = author!.exec(slice);
        if (m !== null) {
          afterAuthor = author!.lastIndex;
          const value = m.indices!.groups!.value!;
          emit(from + value[0], from + value[1], undefined, undefined);
        }
      }
      if (p >= afterColon) {
        colon!.lastIndex = p;
        const m = colon!.exec(slice);
        if (m !== null) {
          afterColon = colon!.lastIndex;
          const value = m.indices!.groups!.value!;
          (held ??= []).push(from + value[0], from + value[1]);
        }
      }
    }
    if (held === undefined) continue;
    for (let k = 0; k < held.length; k += 2) emit(held[k]!, held[k + 1]!, undefined, undefined);
    held.length = 0;
  }
}

/** The three regexes' matches over the windows the engine's keyword hits give (the whole text without them). */
function findAuthors(text: string, ctx: DetectorContext, emit: Emit): void {
  const windows = (ctx.keywordHits && keywordWindows(text, ctx.keywordHits, WINDOW)) ?? [0, text.length];
  findLineAuthors(text, windows, emit);
  findStampedAuthors(text, windows, emit);
}

export default defineDetector({
  id: 'username-chat-author',
  entity: 'USERNAME',
  findEach: findAuthors,
  keywords: ['] ', ']: '],
  window: WINDOW,
  score: 0.75,
  validate: (value, { text, start }) => {
    const end = start + value.length;
    // COLON_AUTHOR's and AUTHOR_STAMPED's: a colon or a stamp after the handle.
    if (text.charCodeAt(end) === 58 || (text.charCodeAt(end) === 35 && /^#\d{1,4}:/.test(text.slice(end, end + 6))) || /^[ \t]+\[/.test(text.slice(end, end + 3))) {
      if (!handleLooksPersonal(value)) return false;
      if (text.charCodeAt(end) !== 58 && text.charCodeAt(end) !== 35) return true;
      const open = text.lastIndexOf('[', start);
      return open >= 0 && STAMP.test(text.slice(open, start));
    }
    if (value.endsWith('.') || /\.\./.test(value)) return false;
    if (text.charCodeAt(end) !== 35 && !/[0-9_.]/.test(value)) return false;
    if (/^v?\d/.test(value)) return false;
    const open = text.lastIndexOf('[', start);
    return open >= 0 && STAMP.test(text.slice(open, start));
  },
  examples: {
    positive: [
      // Fictitious handles (the fourth reading's Discord export).
      { text: 'Channel: marketplace\n[07-Mar-26 19:02] wobblyfrog#0 (Ollie)\nright, GB is closed.', match: 'wobblyfrog' },
      { text: 'Channel: marketplace\n\n[07-Mar-26 19:05] kestrel.keys\nEllen, 41 Brunswick Square', match: 'kestrel.keys' },
      { text: 'Exported: 08-Mar-26\n[2026-03-07 19:15] m1nty\ncan someone DM me', match: 'm1nty' },
      // The lead's session-24 probes: the author on the message's line.
      { text: 'Transcript\n[14:02] jenny_b: my email is on file, dont share', match: 'jenny_b' },
      { text: 'Transcript\n[2026-11-28 14:02] m.ortiz: ok, on my way', match: 'm.ortiz' },
      { text: 'Transcript\njenny_b [2:02 PM]: hi there', match: 'jenny_b' },
    ],
    negative: [
      '[12:00:01] started\n[12:00:02] done', // a log: the next line is stamped
      '[12:00:01] app.start\n[12:00:02] app.ready',
      '[07-Mar-26 19:02] wobblyfrog\nhello', // a plain word: no discriminator, no digit, "_" or "."
      '[x] todo.list\nmore', // no time in the brackets
      '[07-Mar-26 19:02] wobblyfrog#0 said hello\nok', // more on the line
      '[12:00:01] worker_1: started', // a log's component
      '[12:00:01] app.main: listening on 8080',
      '[14:02] Support: thanks', // no handle's mark (a name is the names' to find)
      '[x.y] jenny_b: hi', // no time in the brackets
      '[12:00:01] v1.2: released', // a version
      'build_7 [12:00]: ok', // a log's word
      '[12:00:01] com.acme.OrderService: started', // a logger's name
      '[12:00:01] order_service: retry 3', // common words joined
    ],
  },
});
