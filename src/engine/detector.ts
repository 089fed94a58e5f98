import type { TextScan } from './scan/index.js';
import { literalOccurrences } from './scan/literals.js';
import type { PositionList } from './scan/positions.js';
import { lazy } from './lazy.js';
import { PatternSearch } from './pattern-search.js';
import type { Candidate, Detector, DetectorSpec } from './types.js';

/** `s` as a literal inside a regular expression. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A regex source written with named groups, rewritten with plain numbered groups and numbered
 * back-references, and the number of each name: a regex with named groups makes V8 allocate a
 * `groups` object for every match. A "(" inside a character class must be escaped.
 */
export function numberedGroups(source: string): { plain: string; group: Record<string, number> } {
  const group: Record<string, number> = {};
  let n = 0;
  // Count capturing groups in order: "(" not followed by "?", or "(?<name>" (not "(?<=", "(?<!").
  const counted = source.replace(/\\.|\((\?<([A-Za-z]\w*)>)?(?!\?)/g, (tok, named: string | undefined, name: string | undefined) => {
    if (tok.startsWith('\\')) return tok;
    n++;
    if (named && name) group[name] = n;
    return '(';
  });
  const plain = counted.replace(/\\k<([A-Za-z]\w*)>/g, (_, name: string) => `\\${group[name]}`);
  return { plain, group };
}

/** A letter, a digit or `_` (a word's edge in wordListRegex); `[\p{L}\p{N}_]` written as V8 parses faster. */
const WORD_CHAR = String.raw`(?:[\p{L}_]|\p{N})`;

/** Builds a case-insensitive whole-word alternation, e.g. for context words or custom terms. */
export function wordListRegex(words: readonly string[], flags = 'i'): RegExp | undefined {
  if (words.length === 0) return undefined;
  // Each word checks what precedes it after its first character, `t(?<![\p{L}\p{N}_]t)elephone`,
  // rather than in a leading lookbehind, which irregexp would evaluate at every position: the
  // regex tests 64 characters in 0.4 µs instead of 0.9, the same matches (a test compares).
  // Words with the same first letter share one lookbehind, `t(?<![\p{L}\p{N}_]t)(?:elephone|el)`,
  // longest first as before: each lookbehind holds two Unicode classes, which V8 compiles anew
  // (the phone detector's 16 words: 5 ms before the first test, 3 grouped, and 25% faster runs).
  // The edge is WORD_CHAR, an alternation rather than the class `[\p{L}\p{N}_]`: the same code
  // points (with `i` too), and V8 sorts a class's ranges when it joins two Unicode properties,
  // at each of the regex's parses (docs/startup.md, start10, start11).
  const sorted = [...new Set(words)].filter((w) => w !== '').sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return undefined;
  const caseless = flags.includes('i');
  const groups = new Map<string, { first: string; rests: string[] }>();
  for (const w of sorted) {
    const first = String.fromCodePoint(w.codePointAt(0)!);
    // Letters that match one another without case ("t" and "T", "ſ" and "s") share a group.
    const key = caseless ? first.toLowerCase().toUpperCase().toLowerCase() : first;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { first, rests: [] }));
    group.rests.push(w.slice(first.length));
  }
  const alternatives = [...groups.values()].map(({ first, rests }) => {
    const e = escapeRegExp(first);
    const tail = rests.length === 1 ? escapeRegExp(rests[0]!) : `(?:${rests.map(escapeRegExp).join('|')})`;
    return `${e}(?<!${WORD_CHAR}${e})${tail}`;
  });
  return new RegExp(`(?:${alternatives.join('|')})(?!${WORD_CHAR})`, `${flags}u`);
}

/** How far around a candidate context words count (UTF-16 units before / after it). */
export const CONTEXT_BEFORE = 64;
export const CONTEXT_AFTER = 24;

/**
 * Whether a context word (`re`, from wordListRegex) occurs near text[start, end) or in the
 * hint. The engine applies it for `context`/`requireContext`; a detector's validate() may
 * call it to gate only some of its shapes (e.g. a bare digit run but not a dashed one).
 */
export function hasContext(re: RegExp, text: string, start: number, end: number, hint: string): boolean {
  // Every search is made with the `g` twin, from lastIndex 0 where `re` would search from the
  // start: V8 compiles a regex and its twin each on its own (issue 20: `re` itself was a second
  // compile of each context list on a run's first call, ~2–8 ms each with its Unicode classes).
  if (hint) {
    const scan = anywhere(re, hint);
    scan.lastIndex = 0;
    if (scan.test(hint)) return true;
  }
  // Each window is read with one character more on its far side, so that the word-boundary
  // checks of `re` see the text there and not the edge of a slice: "SIN" that begins the window
  // but ends "socialeSIN" is no context word. Before the value, a word must begin inside the
  // window (the search starts after that character); after it, one may end on that character.
  const from = Math.max(0, start - CONTEXT_BEFORE - 1);
  const before = text.slice(from, start);
  let scan = anywhere(re, before);
  scan.lastIndex = start - from > CONTEXT_BEFORE ? 1 : 0;
  if (scan.test(before)) return true;
  const after = text.slice(end, end + CONTEXT_AFTER + 1);
  scan = anywhere(re, after);
  scan.lastIndex = 0;
  return scan.test(after);
}

const globalTwins = new WeakMap<RegExp, RegExp>();
const asciiTwins = new WeakMap<RegExp, RegExp>();
const NON_ASCII = /[^\0-\x7f]/;
/** WORD_CHAR on ASCII text: the ASCII letters and digits are its only ASCII members (with `i` too). */
const ASCII_WORD_CHAR = '[A-Za-z0-9_]';

/**
 * `re` with the `g` flag, so that a search can start after the first character. For an ASCII
 * `window`, the twin's word edges are ASCII_WORD_CHAR: on ASCII text it matches where `re` does,
 * and it has no Unicode property to look up and compile (issue 20: the phone detector's context
 * words, 20 escapes, parsed for the twin and again at its first search; docs/startup.md, start13).
 */
function anywhere(re: RegExp, window: string): RegExp {
  const ascii = !NON_ASCII.test(window);
  const twins = ascii ? asciiTwins : globalTwins;
  let twin = twins.get(re);
  if (!twin) {
    const source = ascii ? re.source.replaceAll(WORD_CHAR, ASCII_WORD_CHAR) : re.source;
    twins.set(re, (twin = new RegExp(source, `${re.flags.replace('g', '')}g`)));
  }
  return twin;
}

/** Whether `test` holds at one of `places` (ctx.keywordHits, ctx.cueHits: Int32Arrays from the engine, arrays from a finder called on its own). */
export function somePlace(places: PositionList, test: (at: number) => boolean): boolean {
  for (let k = 0; k < places.length; k++) if (test(places[k]!)) return true;
  return false;
}

/**
 * The matches of a sticky regex tried at `starts` (ascending), left to right and not
 * overlapping: what a global scan would find, where a shared scan says matches can begin.
 */
export function stickyMatchesAt(re: RegExp, text: string, starts: Iterable<number>): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let after = 0;
  // By index, not for…of: a typed array's iterator made an object per start (a log offers millions).
  const list: PositionList = Array.isArray(starts) || ArrayBuffer.isView(starts) ? (starts as PositionList) : Array.from(starts);
  for (let k = 0; k < list.length; k++) {
    const start = list[k]!;
    if (start < after) continue;
    re.lastIndex = start;
    const m = re.exec(text);
    if (!m || m[0].length === 0) continue;
    after = start + m[0].length;
    out.push(m);
  }
  return out;
}

export { hasLiteral } from './scan/literals.js';

/**
 * Where any of `literals` occurs in `text` (case as written), ascending, each position once:
 * from the call's scan when given (the detectors of one call share each literal's search).
 */
export function literalPositions(text: string, literals: readonly string[], scan?: TextScan): PositionList {
  const shared = scan !== undefined && scan.text === text;
  const of = (literal: string) => (shared ? scan.literal(literal) : literalOccurrences(text, literal));
  let at: Int32Array = of(literals[0]!);
  for (let k = 1; k < literals.length; k++) at = mergeAscending(at, of(literals[k]!));
  return at;
}

/**
 * Where any of `literals` occurs in `text` (case as written), ascending, read from `hits`: the
 * keyword pass's places of a detector's keywords (ascending, found in any case), when each literal
 * begins with one of those keywords, so that every place where it occurs is a hit. On a log a
 * few hundred hits against a search of the whole text for each literal (~3 ms per 10 MB each).
 */
export function literalsAtHits(text: string, literals: readonly string[], hits: PositionList): number[] {
  const out: number[] = [];
  for (const at of hits) {
    if (at === out[out.length - 1]) continue;
    for (const literal of literals) {
      if (text.startsWith(literal, at)) {
        out.push(at);
        break;
      }
    }
  }
  return out;
}

/**
 * The positions of two ascending lists, ascending, each once: in an array of both lists' length
 * (a place both hold is rare), where a growing list made its copies as it grew and one to its
 * length (8.4 MB of typed arrays for the ":" and "=" of 20 MB of logs, against 4.2 now).
 */
export function mergeAscending(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  let last = -1;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (x !== last) out[n++] = x;
    last = x;
  }
  return n === out.length ? out : out.subarray(0, n);
}

/**
 * A regex every match of which begins with one of `literals` (case as written), scanned by
 * finding those first. V8 finds a literal string with a fast skip loop, but tries a regex that
 * begins with a class, a group or an alternation at every position of the text: on the bench
 * corpus (0.41 MB) `/\/(?:home|Users)\//g` takes 0.25 ms, `/\/home\//g` 0.01. Measure: a
 * literal made of frequent characters (".com/") or repeated ones ("-----BEGIN") can cost as
 * much as the regex. Instead of literals, a function may give the starts (ascending; given the
 * call's scan when there is one).
 */
export class LiteralLed {
  private readonly sticky: RegExp;
  private readonly starts: (text: string, scan?: TextScan) => PositionList;
  private readonly literals: readonly string[] | undefined;

  constructor(
    readonly re: RegExp,
    literals: readonly string[] | ((text: string, scan?: TextScan) => readonly number[]),
  ) {
    this.sticky = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}y`);
    this.starts = typeof literals === 'function' ? literals : (text, scan) => literalPositions(text, literals, scan);
    this.literals = typeof literals === 'function' ? undefined : literals;
  }

  /**
   * matches(), its literals' places read from `hits`, the keyword pass's places of the
   * detector's keywords (ctx.keywordHits), when each literal begins with one of them
   * (literalsAtHits). A detector's find() is told its hits; without, it calls matches().
   */
  matchesAtHits(text: string, hits: PositionList): RegExpExecArray[] {
    return stickyMatchesAt(this.sticky, text, this.literals ? literalsAtHits(text, this.literals, hits) : this.starts(text));
  }

  /**
   * What a global scan of `text` with `re` finds: left to right, not overlapping. `scan`: the
   * call's scan of `text` (ctx.scan), which shares the literals' positions among detectors.
   */
  matches(text: string, scan?: TextScan): RegExpExecArray[] {
    return stickyMatchesAt(this.sticky, text, this.starts(text, scan));
  }
}

/** The matches of a global regex over `text`, or those of a LiteralLed found from its literals. */
export function* scanMatches(re: RegExp | LiteralLed, text: string, scan?: TextScan): Generator<RegExpExecArray> {
  if (re instanceof LiteralLed) {
    yield* re.matches(text, scan);
    return;
  }
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) re.lastIndex++;
    else yield m;
  }
}

/** Compiles a detector spec once at import time. */
export function defineDetector(spec: DetectorSpec): Detector {
  // `d` (match indices) makes V8 run a regex 2-3x slower, so matches are found without it and a
  // sticky `d` twin re-reads only the matches whose `value` group must be located.
  // Both made when the engine first runs the detector (issue 20: start-up): a regex is parsed
  // when made, and a Unicode one that ignores case (`iu`, with `\p{…}` classes) costs up to half
  // a millisecond each time; most runs never try a detector behind its keywords.
  const base = (p: RegExp) => [...new Set(p.flags.split(''))].filter((f) => f !== 'g' && f !== 'd' && f !== 'y').join('');
  const patterns = lazy(() => (typeof spec.patterns === 'function' ? spec.patterns() : (spec.patterns ?? [])));
  if ((typeof spec.patterns !== 'function' && !spec.patterns?.length) && !spec.find && !spec.findEach) throw new Error(`detector ${spec.id}: needs patterns or find()`);
  if (spec.find && spec.findEach) throw new Error(`detector ${spec.id}: find() or findEach(), not both`);
  // A detector that requires a context word can only find something near one: its context
  // words are its keywords, so the engine's keyword pass skips it (or narrows it to windows
  // around them) when none occurs.
  const keywords = spec.keywords ?? (spec.requireContext && spec.context?.length ? spec.context : undefined);
  return new BuiltDetector(spec, keywords, patterns, base) as unknown as Detector;
}

/** A findEach finder as a find() one: its candidates in a list, in the order it emits them. */
function listed(findEach: NonNullable<DetectorSpec['findEach']>): NonNullable<DetectorSpec['find']> {
  return (text, ctx) => {
    const out: Candidate[] = [];
    findEach(text, ctx, (start, end, score, entity) => {
      const c: Candidate = { start, end };
      if (score !== undefined) c.score = score;
      if (entity !== undefined) c.entity = entity;
      out.push(c);
    });
    return out;
  };
}

/**
 * A detector as the engine runs it. Every detector has this one shape (V8's hidden class): the
 * same fields in the same order, those its spec leaves out undefined, and the values made on
 * first use as own getters that are the same functions for every detector (so they share the
 * class too, and a copy `{ ...detector }` reads them as main's objects did). A copy of each spec
 * (`{ ...spec }` with getters of its own) gave each detector a class of its own, and the engine's
 * reads of a detector's fields, once per candidate (`consider`), were megamorphic and
 * deoptimized the functions that make them (docs/parallel.md).
 */
class BuiltDetector {
  readonly id: string;
  readonly entity: DetectorSpec['entity'];
  readonly patterns: DetectorSpec['patterns'];
  readonly find: DetectorSpec['find'];
  readonly findEach: DetectorSpec['findEach'];
  readonly aliases: DetectorSpec['aliases'];
  readonly aliasIsWordAt: DetectorSpec['aliasIsWordAt'];
  readonly fitsField: DetectorSpec['fitsField'];
  readonly keywords: DetectorSpec['keywords'];
  readonly keywordsInWords: DetectorSpec['keywordsInWords'];
  readonly cues: DetectorSpec['cues'];
  readonly wholeWordCues: DetectorSpec['wholeWordCues'];
  readonly window: DetectorSpec['window'];
  readonly context: DetectorSpec['context'];
  readonly requireContext: DetectorSpec['requireContext'];
  readonly score: DetectorSpec['score'];
  readonly validate: DetectorSpec['validate'];
  readonly after: DetectorSpec['after'];
  readonly encloses: DetectorSpec['encloses'];
  readonly examples: DetectorSpec['examples'];
  /** The spec's patterns (made when first asked for) and how a pattern's flags are kept. */
  readonly #patterns: () => readonly RegExp[];
  readonly #flags: (p: RegExp) => string;
  #compiled: RegExp[] | undefined;
  #locators: (RegExp | undefined)[] | undefined;
  #searches: PatternSearch[] | undefined;
  /** Built on first use: parsing sixty Unicode-aware alternations at import cost several milliseconds of `anonymize text` start-up. */
  #contextRegex: RegExp | undefined | null = null;

  /** `compiled`, `locators`, `searches` and `contextRegex`: one getter function each, shared by every detector. */
  static readonly #lazyFields: PropertyDescriptorMap = {
    compiled: {
      enumerable: true,
      get(this: BuiltDetector): readonly RegExp[] {
        return (this.#compiled ??= this.#patterns().map((p) => new RegExp(p.source, `${this.#flags(p)}g`)));
      },
    },
    locators: {
      enumerable: true,
      get(this: BuiltDetector): readonly (RegExp | undefined)[] {
        return (this.#locators ??= this.#patterns().map((p) => (/\(\?<value>/.test(p.source) ? new RegExp(p.source, `${this.#flags(p)}dy`) : undefined)));
      },
    },
    searches: {
      enumerable: true,
      get(this: BuiltDetector): readonly PatternSearch[] {
        return (this.#searches ??= (this as unknown as Detector).compiled.map((re) => new PatternSearch(re)));
      },
    },
    contextRegex: {
      enumerable: true,
      get(this: BuiltDetector): RegExp | undefined {
        if (this.#contextRegex === null) this.#contextRegex = wordListRegex(this.context ?? []);
        return this.#contextRegex;
      },
    },
  };

  constructor(spec: DetectorSpec, keywords: readonly string[] | undefined, patterns: () => readonly RegExp[], flags: (p: RegExp) => string) {
    this.id = spec.id;
    this.entity = spec.entity;
    this.patterns = spec.patterns;
    this.find = spec.find ?? (spec.findEach && listed(spec.findEach));
    this.findEach = spec.findEach;
    this.aliases = spec.aliases;
    this.aliasIsWordAt = spec.aliasIsWordAt;
    this.fitsField = spec.fitsField;
    this.keywords = keywords;
    this.keywordsInWords = spec.keywordsInWords;
    this.cues = spec.cues;
    this.wholeWordCues = spec.wholeWordCues;
    this.window = spec.window;
    this.context = spec.context;
    this.requireContext = spec.requireContext;
    this.score = spec.score;
    this.validate = spec.validate;
    this.after = spec.after;
    this.encloses = spec.encloses;
    this.examples = spec.examples;
    this.#patterns = patterns;
    this.#flags = flags;
    Object.defineProperties(this, BuiltDetector.#lazyFields);
  }
}

/** How far around a keyword occurrence a detector's patterns run (Detector.window's default). */
export const DEFAULT_WINDOW = 256;
/** Past this share of the text, windows cost more than one pass over all of it. */
const WINDOW_SHARE = 0.5;

/**
 * Spans of text around keyword occurrences (sorted positions), widened to white space so that
 * token-boundary assertions at a window's edge behave as in the whole text, and merged: as
 * [start, end] pairs in one list (a pair array each took three times the memory: 1.9 MB of
 * 20 MB of logs' windows outlived the young generation). Undefined: scan the whole text
 * (windows would cover most of it). The engine runs a detector's patterns over these; a finder
 * that stands in for a pattern reads the same ones (username-log).
 *
 * Widening keeps the edges in the hits' order (a later hit's edge is never before an earlier
 * one's), so a hit whose reach starts inside the last window joins it without its start read,
 * and one whose reach also ends inside it, when that window ends at white space (or the text's
 * end), changes nothing: on a log, where the hits of "user" and the like are dense, most hits
 * are such. And when the hits' reaches alone pass the share, the answer is known unread.
 */
export function keywordWindows(text: string, hits: PositionList, reach: number): readonly number[] | undefined {
  // The engine asks for a detector's windows and so do its finders, with the same hits.
  const known = windowsOf.get(hits);
  if (known !== undefined && known.text === text && known.reach === reach) return known.windows;
  const windows = widenedWindows(text, hits, reach);
  windowsOf.set(hits, { text, reach, windows });
  return windows;
}

/**
 * Each hit list's last windows (a call's lists are a detector's keyword hits, held as long as
 * the call holds them): the engine's for a detector's patterns and the same read again by its
 * finders (username-phrase, username-log, username-chat-author, session-cookie) are one walk.
 */
const windowsOf = new WeakMap<PositionList, { text: string; reach: number; windows: readonly number[] | undefined }>();

function widenedWindows(text: string, hits: PositionList, reach: number): number[] | undefined {
  const length = text.length;
  const bound = length * WINDOW_SHARE;
  if (reachesCover(length, hits, reach, bound)) return undefined;
  const windows: number[] = [];
  let covered = 0;
  // The last window's end, and whether white space (or the text's end) is there.
  let end = -1;
  let endsAtSpace = false;
  for (const h of hits) {
    const from = Math.max(0, h - reach);
    const to = Math.min(length, h + reach);
    if (windows.length > 0 && from <= end) {
      if (to <= end && endsAtSpace) continue;
    } else {
      const start = widen(text, from, -1);
      if (windows.length === 0 || start > end) {
        end = widen(text, to, 1);
        endsAtSpace = end === length || isSpace(text.charCodeAt(end));
        windows.push(start, end);
        covered += end - start;
        if (covered > bound) return undefined;
        continue;
      }
    }
    const stop = widen(text, to, 1);
    if (stop > end) {
      covered += stop - end;
      end = stop;
      endsAtSpace = end === length || isSpace(text.charCodeAt(end));
      windows[windows.length - 1] = end;
      if (covered > bound) return undefined;
    }
  }
  return windows;
}

/**
 * Whether the hits' reaches alone (each hit ± `reach`, inside the text, before widening) cover
 * more than `bound`: then so do the widened windows of the same hits or fewer, and
 * keywordWindows' answer is the whole text, known without a read of the text.
 */
function reachesCover(length: number, hits: PositionList, reach: number, bound: number): boolean {
  let covered = 0;
  let end = -1;
  for (const h of hits) {
    const from = Math.max(0, h - reach);
    const to = Math.min(length, h + reach);
    if (from > end) covered += to - from;
    else if (to > end) covered += to - end;
    else continue;
    end = to;
    if (covered > bound) return true;
  }
  return false;
}

/** Moves a window edge outwards to the nearest white space (at most 256 more characters). */
function widen(text: string, pos: number, dir: -1 | 1): number {
  const limit = dir < 0 ? Math.max(0, pos - 256) : Math.min(text.length, pos + 256);
  let i = pos;
  if (dir < 0) {
    while (i > limit && !isSpace(text.charCodeAt(i - 1))) i--;
  } else {
    while (i < limit && !isSpace(text.charCodeAt(i))) i++;
  }
  return i;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9 || c === 12 || c === 11 || c === 0xa0;
}

// RFC 2047 encoded words, decoded for the engine's header view and for mime-encoded-word.
export { ADDRESS_HEADERS, ENCODED_WORDS, decodeRun, headerNameAt } from './encoded-words.js';
