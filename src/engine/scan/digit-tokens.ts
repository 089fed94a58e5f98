/**
 * One shared pass over the digits of a text, for the detectors of numbers made of digit groups
 * (card numbers, phone numbers, ZIP codes, IBANs, national IDs): where such a number can start
 * and where the runs of digits are, so that they don't each run a regex over the whole text.
 *
 * A token is digits and capital letters joined by single ` . - / +` separators; tokens with
 * fewer than six digits (years, page numbers, words in capitals) give no starts.
 */
import { AscendingPositions, BLOCK_SHIFT, Bytes, Positions, unpacked, type PackedPositions, type PositionList } from './positions.js';

// Scanning from digits (and walking back over the capitals before them) costs half as much as
// matching every capitalised word of prose as a token.
// A joiner is taken with the token characters after it, not checked by a lookahead at each
// character (the same tokens, 10% faster).
const DIGIT_TOKEN = /\d[0-9A-Z]*(?:[ .\-/+][0-9A-Z]+)*/g;
const MIN_DIGITS = 6;

/** 0-9 */
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

interface Starts {
  /** Token starts and the positions after a joiner (` . - / +`) inside a token. */
  numbers: PackedPositions;
  /** How many digits the token holds from each of `numbers` on, up to LONG_RUN (more count as that many). */
  numberDigits: Uint8Array;
  /** Every maximal run of ASCII digits. */
  runs: DigitRuns;
}

function scanStarts(text: string): Starts {
  const numbers = new AscendingPositions();
  const numberDigits = new Bytes();
  const runs = new AscendingPositions(); // each run's start
  const lengths = new Bytes(); // and its length, up to LONG_RUN
  const capitalSide = new Positions(); // the runs with a capital beside them, by index
  pushStarts(text, numbers, numberDigits, runs, lengths, capitalSide);
  return { numbers: numbers.done(), numberDigits: numberDigits.done(), runs: new DigitRuns(text, runs.done(), lengths.done(), capitalSide.done()) };
}

/**
 * scanStarts' loop, in a function of its own that ends with it (as scanTokenRuns' is): V8
 * compiles the loop of a long first call while it runs (on-stack replacement), and that code
 * deoptimized at the `numbers.done()` after the loop (no type feedback there yet); V8 keeps such
 * code and entered it again for each long text, which then ran on unoptimized (up to 18
 * deoptimizations of one code object on 20 MB of logs at `--concurrency 2`).
 */
function pushStarts(text: string, numbers: AscendingPositions, numberDigits: Bytes, runs: AscendingPositions, lengths: Bytes, capitalSide: Positions): void {
  // A token's runs, met from the last while walking back over it, until they are added in order.
  const tokenRuns = TOKEN_RUNS;
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
    let found = 0;
    while (start > 0) {
      const c = text.charCodeAt(start - 1);
      if (isDigit(c)) {
        digits++;
        if (runEnd < 0) runEnd = start;
        start--;
        continue;
      }
      if (runEnd >= 0) {
        tokenRuns[found++] = start;
        tokenRuns[found++] = runEnd;
        runEnd = -1;
      }
      if (isTokenChar(c) || (isJoiner(c) && start > 1 && isTokenChar(text.charCodeAt(start - 2)))) start--;
      else break;
    }
    if (runEnd >= 0) {
      tokenRuns[found++] = start;
      tokenRuns[found++] = runEnd;
    }
    // The token's runs, in order.
    for (let k = found - 2; k >= 0; k -= 2) {
      const runStart = tokenRuns[k]!;
      const runEnd = tokenRuns[k + 1]!;
      // Read only inside the text: charCodeAt(-1) or past the end deoptimizes (a CSV column's first and last cells).
      if ((runStart > 0 && isCapital(text.charCodeAt(runStart - 1))) || (runEnd < text.length && isCapital(text.charCodeAt(runEnd)))) capitalSide.push(lengths.length);
      runs.push(runStart);
      lengths.push(Math.min(runEnd - runStart, LONG_RUN));
    }
    if (digits < MIN_DIGITS) continue;
    numbers.push(start);
    numberDigits.push(Math.min(digits, LONG_RUN));
    let left = digits; // digits from i on
    for (let i = start + 1; i < end; i++) {
      const c = text.charCodeAt(i - 1);
      if (isDigit(c)) left--;
      else if (isJoiner(c)) {
        numbers.push(i);
        numberDigits.push(Math.min(left, LONG_RUN));
      }
    }
  }
}

/**
 * [start0, end0, …] of the runs of the token being read (scanStarts), from the last: one list
 * for every scan, written from its first place on for each token (a plain array, which grows
 * to the most runs a token has held).
 */
const TOKEN_RUNS: number[] = [];

/** A DigitTokens' scan as typed arrays (DigitTokens.parts). */
export interface DigitTokenParts {
  numbers: PackedPositions;
  numberDigits: Uint8Array;
  runStarts: PackedPositions;
  runLengths: Uint8Array;
  runsBesideCapitals: Int32Array;
}

/** A digit run's length stored as this or more: its end is found in the text. */
export const LONG_RUN = 255;

/**
 * The maximal runs of ASCII digits of a text, ascending, by index: run k is text[start(k),
 * end(k)). A run's start takes two bytes (AscendingPositions: a base of four bytes per 64 runs)
 * and its length one: a log of 20 MB has two million runs, 6.4 MB where Int32 starts took 10.5
 * and [start, end] pairs 17.
 */
export class DigitRuns {
  readonly #bases: Int32Array;
  readonly #offsets: Uint16Array;
  readonly #wide: Int32Array | undefined;

  constructor(
    private readonly text: string,
    readonly starts: PackedPositions,
    readonly lengths: Uint8Array,
    /**
     * The indices of the runs with an ASCII capital right before or right after them, ascending
     * ("K1A 0B1", "C1424CEX", "D02 X285", "EH10 4HN"): the few of a log's million runs that a
     * postcode of letters and digits can be read from, so that such a finder walks these
     * instead of every run (found on the scan's walk, which reads these units anyway).
     */
    readonly besideCapitals: Int32Array,
  ) {
    this.#bases = starts.bases;
    this.#offsets = starts.offsets;
    this.#wide = starts.wide;
  }

  get count(): number {
    return this.lengths.length;
  }

  start(k: number): number {
    const wide = this.#wide;
    return wide === undefined ? this.#bases[k >> BLOCK_SHIFT]! + this.#offsets[k]! : wide[k]!;
  }

  end(k: number): number {
    const start = this.start(k);
    const length = this.lengths[k]!;
    if (length < LONG_RUN) return start + length;
    let end = start + LONG_RUN;
    while (isDigit(this.text.charCodeAt(end))) end++;
    return end;
  }
}

/**
 * The digit tokens of one text (built by TextScan, once per analyze() call, on first use): the
 * places where numbers made of digit groups can start, and the runs of digits.
 */
export class DigitTokens {
  readonly #s: Starts;
  /** numberStartsWith by `min`, as the detectors of a call ask for them. */
  readonly #numbersWith = new Map<number, readonly number[]>();

  /** `parts`: what `parts()` gave for the same text on another thread (not scanned again). */
  constructor(text: string, parts?: DigitTokenParts) {
    this.#s = parts
      ? { numbers: parts.numbers, numberDigits: parts.numberDigits, runs: new DigitRuns(text, parts.runStarts, parts.runLengths, parts.runsBesideCapitals) }
      : scanStarts(text);
  }

  /** The scan's arrays, which postMessage copies (the pipe's worker sends them with its candidates). */
  parts(): DigitTokenParts {
    const { numbers, numberDigits, runs } = this.#s;
    return { numbers, numberDigits, runStarts: runs.starts, runLengths: runs.lengths, runsBesideCapitals: runs.besideCapitals };
  }

  /**
   * Where a number may start, ascending: the start of each token with six digits or more, and
   * the positions after a joiner inside it ("ref/912-70-1234", "AB.123456789", "+44 20…").
   * Kept packed (two bytes a start): this is a new Int32Array at each ask; detectors ask
   * numberStartsWith.
   */
  get numberStarts(): PositionList {
    return unpacked(this.#s.numbers);
  }

  /**
   * Every maximal run of ASCII digits, ascending: detectors of numbers with a fixed number of
   * digits (ZIP codes) or made of digit groups (phone numbers) start from these instead of
   * scanning the text.
   */
  get digitRuns(): DigitRuns {
    return this.#s.runs;
  }

  /**
   * numberStarts where the token holds at least `min` digits from there on: a number of `min`
   * or more digits joined by the token's separators (a card's thirteen) can start nowhere else.
   * `min` is at most 255 (LONG_RUN: a count of digits is kept up to that).
   */
  numberStartsWith(min: number): readonly number[] {
    return withDigits(this.#s.numbers, this.#s.numberDigits, min, this.#numbersWith);
  }
}

/**
 * The positions of `starts` whose token holds at least `min` digits from there on, ascending
 * (made once per text and `min`, in `made`).
 */
function withDigits(starts: PackedPositions, digits: PositionList, min: number, made: Map<number, readonly number[]>): readonly number[] {
  let out = made.get(min);
  if (out) return out;
  const kept: number[] = [];
  const { bases, offsets, wide } = starts;
  for (let k = 0; k < digits.length; k++) if (digits[k]! >= min) kept.push(wide === undefined ? bases[k >> BLOCK_SHIFT]! + offsets[k]! : wide[k]!);
  made.set(min, (out = kept));
  return out;
}

/** A-Z (NaN, outside the text: no) */
const isCapital = (c: number): boolean => c >= 65 && c <= 90;

/** 0-9 A-Z */
function isTokenChar(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90);
}

/** space . - / + */
function isJoiner(c: number): boolean {
  return c === 32 || c === 46 || c === 45 || c === 47 || c === 43;
}
