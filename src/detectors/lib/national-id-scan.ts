import { codeUnits } from '../../engine/code-units.js';
import { CONTEXT_AFTER, CONTEXT_BEFORE, numberedGroups, stickyMatchesAt } from '../../engine/detector.js';
import type { Candidate, DetectorContext } from '../../engine/types.js';
import { isDigit } from './char-codes.js';
import { memoizeLastText } from '../../engine/memo-last-text.js';
import { ID_END, ID_START } from './national-id-patterns.js';

/**
 * One shared pass that finds where a national ID number can start, so that two dozen
 * NATIONAL_ID detectors don't each run a regex over the whole text (each full pass costs about
 * 1–2 ms/MB even when nothing matches; see the report in the det-natid commit).
 *
 * Every number these detectors look for is written with digits and capital letters joined by
 * single ` . - / +` separators (a token), and has at least six digits there (the fewest: a UK
 * NINO). So a number starts either where such a token starts or right after a space or "+"
 * inside one (after "." "-" "/" the ID_START boundary forbids a start). Tokens with fewer
 * than six digits (years, page numbers, words in capitals) are skipped. A match may run past
 * its token (a lower-case "x" check character, a double space before a NIR key): only the
 * start has to be in one.
 */
// Scanning from digits (and walking back over the capitals before them) costs half as much as
// matching every capitalised word of prose as a token.
// A joiner is taken with the token characters after it, not checked by a lookahead at each
// character (the same tokens, 10% faster).
const DIGIT_TOKEN = /\d[0-9A-Z]*(?:[ .\-/+][0-9A-Z]+)*/g;
const MIN_DIGITS = 6;

interface Starts {
  /** Token starts and the positions after a space or "+" inside a token. */
  ids: number[];
  /** How many digits the token holds from each of `ids` on. */
  idDigits: number[];
  /** Those and the positions after ". - /" inside a token too. */
  numbers: number[];
  /** How many digits the token holds from each of `numbers` on. */
  numberDigits: number[];
  /** [start0, end0, start1, end1, …] of every maximal run of ASCII digits. */
  runs: number[];
  /** idStartsWith and numberStartsWith by `min`, as the detectors of a call ask for them. */
  idsWith: Map<number, readonly number[]>;
  numbersWith: Map<number, readonly number[]>;
}

function scanStarts(text: string): Starts {
  const ids: number[] = [];
  const idDigits: number[] = [];
  const numbers: number[] = [];
  const numberDigits: number[] = [];
  const runs: number[] = [];
  const units = codeUnits(text);
  DIGIT_TOKEN.lastIndex = 0;
  // test(), not exec(): the token's end is all the regex gives (no match object, no string).
  while (DIGIT_TOKEN.test(text)) {
    const end = DIGIT_TOKEN.lastIndex;
    // Back from the end over the token, and on over the capitals and joiners before it ("HH 01
    // 23 45 D", "X-2482300W", "SSN 536-90-4399"): each joiner inside a token follows a token
    // character, and the walk stops where the scan stopped before (no digit stands between).
    // Digits are counted, and the runs of digits recorded from the last, on the way.
    let start = end;
    let digits = 0;
    let runEnd = -1;
    const firstRun = runs.length;
    while (start > 0) {
      const c = units[start - 1]!;
      if (isDigit(c)) {
        digits++;
        if (runEnd < 0) runEnd = start;
        start--;
        continue;
      }
      if (runEnd >= 0) {
        runs.push(runEnd, start);
        runEnd = -1;
      }
      if (isTokenChar(c) || (isJoiner(c) && start > 1 && isTokenChar(units[start - 2]!))) start--;
      else break;
    }
    if (runEnd >= 0) runs.push(runEnd, start);
    // The token's runs went in as [end, start] pairs from the last: reversed, they are in order.
    for (let a = firstRun, b = runs.length - 1; a < b; a++, b--) {
      const t = runs[a]!;
      runs[a] = runs[b]!;
      runs[b] = t;
    }
    if (digits < MIN_DIGITS) continue;
    ids.push(start);
    idDigits.push(digits);
    numbers.push(start);
    numberDigits.push(digits);
    let left = digits; // digits from i on
    for (let i = start + 1; i < end; i++) {
      const c = units[i - 1]!;
      if (isDigit(c)) left--;
      else if (c === 32 || c === 43) {
        ids.push(i); // after " " or "+"
        idDigits.push(left);
      }
      if (isJoiner(c)) {
        numbers.push(i);
        numberDigits.push(left);
      }
    }
  }
  return { ids, idDigits, numbers, numberDigits, runs, idsWith: new Map(), numbersWith: new Map() };
}

const starts = memoizeLastText(scanStarts);

/**
 * Offsets in `text` where a national ID number may start, ascending (shared by the detectors
 * of one call). Inside a token a joiner follows a capital or a digit, so after ". - /" the
 * ID_START boundary forbids a start: those positions are left out.
 */
export const idStarts = (text: string): readonly number[] => starts(text).ids;

/**
 * idStarts plus the positions after ". - /" inside a token, for the numbers (VAT numbers, card
 * numbers) whose patterns may start there ("ref/912-70-1234", "AB.123456789").
 */
export const numberStarts = (text: string): readonly number[] => starts(text).numbers;

/**
 * The positions of `starts` whose token holds at least `min` digits from there on, ascending
 * (made once per text and `min`, in `made`).
 */
function withDigits(starts: readonly number[], digits: readonly number[], min: number, made: Map<number, readonly number[]>): readonly number[] {
  let out = made.get(min);
  if (out) return out;
  const kept: number[] = [];
  for (let k = 0; k < starts.length; k++) if (digits[k]! >= min) kept.push(starts[k]!);
  made.set(min, (out = kept));
  return out;
}

/**
 * idStarts where the token holds at least `min` digits from there on: a number of `min` or
 * more digits joined by the token's separators can start nowhere else.
 */
export const idStartsWith = (text: string, min: number): readonly number[] => {
  const s = starts(text);
  return withDigits(s.ids, s.idDigits, min, s.idsWith);
};

/** numberStarts where the token holds at least `min` digits from there on (see idStartsWith). */
export const numberStartsWith = (text: string, min: number): readonly number[] => {
  const s = starts(text);
  return withDigits(s.numbers, s.numberDigits, min, s.numbersWith);
};

/**
 * [start0, end0, start1, end1, …] of every maximal run of ASCII digits in `text`, ascending
 * (from the same shared scan): detectors of numbers with a fixed number of digits (ZIP codes)
 * or made of digit groups (phone numbers) start from these instead of scanning the text.
 */
export const digitRuns = (text: string): readonly number[] => starts(text).runs;

/** 0-9 A-Z */
function isTokenChar(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90);
}

/** space . - / + */
function isJoiner(c: number): boolean {
  return c === 32 || c === 46 || c === 45 || c === 47 || c === 43;
}

/**
 * Shapes (regex sources) tried together at the starts of a shared scan. One sticky regex holds
 * each shape in an optional lookahead that captures it, `before(?:(?=(shape)after)|)…`: run at
 * a start, it tells which shapes match there and how far, as each shape's own sticky regex
 * would (a lookahead finds the same first match, and nothing follows the shape inside it). One
 * regex run per start instead of one per start and shape: for the ID detectors that run on every
 * text, about 1.3 ms per bench corpus became 0.3. Named groups get a prefix per shape, then plain
 * numbers, so that a match allocates no `groups` object; numbered back-references would point
 * elsewhere in the combined regex, so shapes name their groups. Flags: none (no `u`, no `i`).
 */
class ShapeSet {
  private readonly shapes: string[] = [];
  private combined: { re: RegExp; groups: number[]; any: RegExp } | undefined;
  private last: { text: string; re: RegExp; found: Candidate[][] } | undefined;

  constructor(
    private readonly starts: (text: string) => readonly number[],
    private readonly before = '',
    private readonly after = '',
  ) {}

  /** Registers a shape; the finder gives its matches, left to right, not overlapping. */
  add(shape: string): (text: string) => readonly Candidate[] {
    if (/\\[1-9]/.test(shape.replace(/\\\\/g, ''))) throw new Error(`shape /${shape}/: name the group of a back-reference`);
    const k = this.shapes.length;
    this.shapes.push(shape);
    this.combined = undefined;
    return (text) => this.matches(text)[k]!;
  }

  /**
   * The combined regex, and `any`: whether some shape matches at a start, with no group but
   * those back-references need. A regex pays for each capturing group on every run, matched or
   * not (~5 ns), and most starts match no shape: `any` rules them out first (test(), no match
   * object), and the combined regex runs where something matches.
   */
  private regex(): { re: RegExp; groups: number[]; any: RegExp } {
    if (this.combined) return this.combined;
    const owns = this.shapes.map((shape, k) => shape.replace(/\(\?<([A-Za-z]\w*)>/g, `(?<s${k}_$1>`).replace(/\\k<([A-Za-z]\w*)>/g, `\\k<s${k}_$1>`));
    const parts = owns.map((own, k) => `(?:(?=(?<shape${k}>${own})${this.after})|)`);
    const { plain, group } = numberedGroups(`${this.before}${parts.join('')}`);
    const any = numberedGroups(`${this.before}(?:${owns.map((own) => `(?=${own}${this.after})`).join('|')})`).plain;
    this.combined = { re: new RegExp(plain, 'y'), groups: this.shapes.map((_, k) => group[`shape${k}`]!), any: new RegExp(any, 'y') };
    return this.combined;
  }

  private matches(text: string): Candidate[][] {
    const { re, groups, any } = this.regex();
    // The detectors of one analyze() call ask in turn for the same text.
    if (this.last && this.last.text === text && this.last.re === re) return this.last.found;
    const found: Candidate[][] = groups.map(() => []);
    const after = new Array<number>(groups.length).fill(0);
    for (const start of this.starts(text)) {
      any.lastIndex = start;
      if (!any.test(text)) continue;
      re.lastIndex = start;
      const m = re.exec(text);
      if (!m) continue;
      for (let k = 0; k < groups.length; k++) {
        const value = m[groups[k]!];
        if (value === undefined || value.length === 0 || start < after[k]!) continue;
        after[k] = start + value.length;
        found[k]!.push({ start, end: start + value.length });
      }
    }
    this.last = { text, re, found };
    return found;
  }
}

// Every shape has six or more digits in its token (the fewest: a UK NINO, a GSTIN), so it is
// tried only where six digits follow (a test checks each registered shape's examples).
const MIN_SHAPE_DIGITS = 6;
const ID_SHAPES = new ShapeSet((text) => idStartsWith(text, MIN_SHAPE_DIGITS), ID_START, ID_END);
const NUMBER_SHAPES = new ShapeSet((text) => numberStartsWith(text, MIN_SHAPE_DIGITS));

/**
 * A detector's `find` for a national ID shape (regex source, without boundaries, with at least
 * MIN_SHAPE_DIGITS digits in its token): finds the shape only at idStarts(), with the same
 * ID_START/ID_END boundaries and the same non-overlapping, left-to-right results as a global
 * regex over the whole text. A detector that
 * needs a context word declares `keywords` (with `keywordsInWords`, for compounds such as
 * "Fødselsnummer"): the engine's one keyword pass then skips it when none occurs, and its
 * finder is `gated` (only the speed depends on it).
 */
export function idShapeFinder(shape: string, options: { gated?: boolean } = {}): (text: string, ctx?: DetectorContext) => readonly Candidate[] {
  if (!options.gated) return ID_SHAPES.add(shape);
  // A detector that the keyword pass lets run only near its words (keywords, requireContext)
  // tries its own shape when it runs, rather than have the shared regex try it at every start
  // of every text; and only at the starts near its keywords (ctx.keywordHits), as a number
  // with no context word around it is dropped (see nearKeywords).
  const re = new RegExp(`${ID_START}(?:${shape})${ID_END}`, 'y');
  return (text, ctx) => {
    const starts = idStartsWith(text, MIN_SHAPE_DIGITS);
    const tried = ctx?.keywordHits ? nearKeywords(starts, ctx.keywordHits) : starts;
    return Array.from(stickyMatchesAt(re, text, tried), (m) => ({ start: m.index, end: m.index + m[0].length }));
  };
}

/** No national ID number is longer than this (a French NIR with its spaces: 22). */
const MAX_ID_LENGTH = 32;
/**
 * How far before a keyword hit a start is still tried: a number that overlaps a kept one and
 * starts before it would hide it, and so would a number overlapping that one, so the reach
 * back is the engine's window for patterns, well past any such chain.
 */
const REACH_BACK = 256;

/**
 * The starts (ascending) from which a number can have a context word nearby, given the
 * keyword hits (ascending) of a detector that requires one, each of its context words holding
 * one of its keywords (a test checks every such detector): a kept number from `s` has a
 * context word within CONTEXT_BEFORE (+1, see hasContext) characters before it or
 * CONTEXT_AFTER (+1) after its end, so a hit in [s - CONTEXT_BEFORE - 1, s + MAX_ID_LENGTH +
 * CONTEXT_AFTER + 1). Starts up to REACH_BACK before a hit are kept too (see there), so the
 * numbers found near the hits are those a scan from every start finds.
 */
export function nearKeywords(starts: readonly number[], hits: readonly number[]): number[] {
  const out: number[] = [];
  let h = 0;
  for (const s of starts) {
    while (h < hits.length && hits[h]! + CONTEXT_BEFORE + 1 < s) h++;
    if (h < hits.length && hits[h]! < s + Math.max(REACH_BACK, MAX_ID_LENGTH + CONTEXT_AFTER + 1)) out.push(s);
  }
  return out;
}

/**
 * The matches of a number pattern (its own boundaries included; no flags but `g`; at least
 * MIN_SHAPE_DIGITS digits in its token) that can only start at numberStarts(): what a global
 * scan with it finds, tried together with the other number patterns at those starts.
 */
export function numberShapeFinder(pattern: RegExp): (text: string) => readonly Candidate[] {
  if (/[^gy]/.test(pattern.flags)) throw new Error(`number shape ${pattern}: flags other than g can't be combined`);
  return NUMBER_SHAPES.add(pattern.source);
}
