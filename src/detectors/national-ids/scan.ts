import { isAsciiAlnum, isAsciiLetter, isDigit } from '../lib/char-codes.js';
import { LONG_RUN, scanOf, type DigitTokens, type TextScan } from '../../engine/scan/index.js';
import { WORD_CHAR } from '../lib/national-id-patterns.js';
import { lazy } from '../../engine/lazy.js';
import { letterOnlyStarts } from './letter-starts.js';

/**
 * How many letters and separators may stand before a number's first digit ("AT U", "CHE-",
 * "RCCMNL" of a codice fiscale, "x-" of an NIE) or bridge two of its digit groups ("RC" of a
 * Canadian BN, "HMNZNS" of a CURP).
 */
const LEAD = 8;
/** A number has at least four digits (a PAN: 5 letters, 4 digits, 1 letter). */
const MIN_RUN = 4;
/** The longest digit run ShapeMatcher.runRefuser tells about (its table's last row): under its MAX_SKELETON. */
export const REFUSED_RUN_LONGEST = 31;

/**
 * Where a national ID or tax number can start in `text`, ascending, one at a time (`next()`):
 * every number holds a run of digits, so a start is the beginning of a digit run that does not
 * continue a word, or the beginning of a word of letters up to LEAD characters before one. Lone
 * runs of fewer than four digits with no other digits or letters close by (page numbers, "12
 * ms") are skipped, and so are positions where ID_START fails (idBoundaryAt). The shapes then
 * decide; this only spares them the positions where nothing can begin. Found as the finder asks,
 * not listed: a log offers a million starts (on 20 MB, a list of 2.7 MB and its copies as it
 * grew, ~10 MB of typed arrays, outlived the young generation while the finder ran).
 * Also the starts of runs of sixteen capitals (letter-starts.ts: a codice fiscale all in letters).
 */
export class IdStarts {
  private readonly text: string;
  private readonly runs: DigitTokens['digitRuns'];
  /** The starts of runs of capitals, from the scan's token runs (few: merged as they come). */
  private readonly lettered: number[];
  private run = 0;
  private letter = 0;
  private prevEnd = -1;
  /** The starts found at the current run, ascending: its letters' (at most LEAD), then its own. */
  private readonly pending = new Int32Array(LEAD + 1);
  private pendingCount = 0;
  private pendingNext = 0;
  /** The last start given, so that a start of both kinds is given once. */
  private last = -1;
  /** Whether a digit run's own start is not given (ShapeMatcher.runRefuser), once set. */
  private refuses: ((text: string, a: number, b: number) => boolean) | undefined;

  constructor(text: string, scan: TextScan = scanOf(text)) {
    this.text = text;
    // The digit runs come from the scan the card, phone, ZIP and IBAN detectors share.
    this.runs = scan.digitTokens.digitRuns;
    this.lettered = letterOnlyStarts(text, scan.tokenRuns).filter((s) => idBoundaryAt(text, s));
  }

  /** The next start, or -1 when there is none. */
  next(): number {
    for (;;) {
      if (this.pendingNext === this.pendingCount && !this.fill()) {
        if (this.letter === this.lettered.length) return -1;
        const lettered = this.lettered[this.letter++]!;
        if (lettered !== this.last) return this.give(lettered);
        continue;
      }
      const start = this.pending[this.pendingNext]!;
      if (this.letter < this.lettered.length && this.lettered[this.letter]! <= start) {
        const lettered = this.lettered[this.letter++]!;
        if (lettered !== this.last) return this.give(lettered);
        continue;
      }
      this.pendingNext++;
      if (start !== this.last) return this.give(start);
    }
  }

  /**
   * Whether next() will give a start, without taking it: the run that offers the first is read
   * now, and next() gives its starts as it would have (findIds asks this before it builds the
   * finder, then hands the same starts on: one list of lettered starts and one walk a call).
   */
  hasAny(): boolean {
    return this.pendingNext < this.pendingCount || this.fill() || this.letter < this.lettered.length;
  }

  /**
   * From the next run on, gives no start at a digit run where `refuses` (ShapeMatcher.runRefuser)
   * says no shape matches; the letters before the run still count.
   */
  refuseRuns(refuses: (text: string, a: number, b: number) => boolean): void {
    this.refuses = refuses;
  }

  private give(start: number): number {
    this.last = start;
    return start;
  }

  /** The starts of the next digit run that offers any, into `pending`; false past the last run. */
  private fill(): boolean {
    const { text, runs, pending } = this;
    // The cursor and the last run's end in locals, written back when the loop gives or ends (a
    // log has a million runs: the fields' loads and stores cost a tenth of the loop).
    const count = runs.count;
    const lengths = runs.lengths;
    const refuses = this.refuses;
    let r = this.run;
    let prevEnd = this.prevEnd;
    while (r < count) {
      const a = runs.start(r);
      // A run's length is kept up to LONG_RUN; end() walks the digits only of a longer one.
      const length = lengths[r]!;
      const b = length < LONG_RUN ? a + length : runs.end(r);
      r++;
      const before = prevEnd;
      prevEnd = b;
      // After a digit and ". - /" (a date's month, an IP address's or a version's later parts,
      // a UUID's digit-led groups: half a log's runs) nothing starts: the walk back stops at
      // that digit with no letter met, and ID_START fails at the run (idBoundaryAt).
      if (a >= 2 && isDigitJoinerBefore(text, a)) continue;
      // A short run counts after letters too: "GBGD001" is a VAT number of a UK government department.
      // (The bridges are read only for a short run: most of a log's runs are not.)
      if (b - a < MIN_RUN && !(before >= 0 && bridge(text, before, a)) && !bridgedAfter(text, b) && !(a > 0 && isAsciiLetter(text.charCodeAt(a - 1)))) continue;
      // Word starts among the letters and separators just before the run, nearest first.
      const from = Math.max(a - LEAD, 0);
      let n = 0;
      for (let q = a - 1; q >= from; q--) {
        const c = text.charCodeAt(q);
        const kind = c < 256 ? LEAD_CODES[c]! : 0;
        if (kind === 0) break;
        if (kind === LEAD_LETTER && (q === 0 || !isAsciiAlnum(text.charCodeAt(q - 1))) && !isProseWordAt(text, q) && idBoundaryAt(text, q)) pending[n++] = q;
      }
      for (let x = 0, y = n - 1; x < y; x++, y--) {
        const t = pending[x]!;
        pending[x] = pending[y]!;
        pending[y] = t;
      }
      if ((a === 0 || !isAsciiLetter(text.charCodeAt(a - 1))) && idBoundaryAt(text, a) && !(refuses !== undefined && refuses(text, a, b))) pending[n++] = a;
      if (n === 0) continue;
      this.pendingCount = n;
      this.pendingNext = 0;
      this.run = r;
      this.prevEnd = prevEnd;
      return true;
    }
    this.run = r;
    this.prevEnd = prevEnd;
    return false;
  }
}

/**
 * What the walk back from a digit run reads before it (IdStarts.fill), by code below 256: an
 * ASCII letter (LEAD_LETTER: a word of it may start a number), a separator of isJoiner, Ñ or &
 * (LEAD_OTHER: Ñ and & stand among the letters of a Mexican RFC, "MUÑ110218LJ6",
 * "B&D9605298Y3"), or 0 where the walk stops (a digit, anything else; every code from 256 on).
 * One load a code: 5 MB of logs walk back over ~960,000 codes ("Mozilla/", "HTTP/", "[10/Oct/").
 */
export const LEAD_LETTER = 2;
export const LEAD_OTHER = 1;
export const LEAD_CODES = new Uint8Array(256);
for (let c = 0; c < 256; c++) LEAD_CODES[c] = isAsciiLetter(c) ? LEAD_LETTER : isJoiner(c) || c === 0xd1 || c === 38 ? LEAD_OTHER : 0;

/** Every start IdStarts gives, in a list (tests). */
export function idStarts(text: string, scan: TextScan = scanOf(text)): number[] {
  const starts = new IdStarts(text, scan);
  const out: number[] = [];
  for (let s = starts.next(); s >= 0; s = starts.next()) out.push(s);
  return out;
}

/**
 * Whether ID_START holds at `i`, which every shape's match begins with: no word character
 * before, nor one and a "." "-" or "/" (inside an IP address, a date, a UUID, a version: most
 * digit runs of a log). Asked here, by code unit as the regex reads them (no "u" flag), so
 * such runs are never offered.
 */
export function idBoundaryAt(text: string, i: number): boolean {
  if (i === 0) return true;
  const word = idWordCodes();
  const p = text.charCodeAt(i - 1);
  if (word[p] === 1) return false;
  return !((p === 46 || p === 45 || p === 47) && i >= 2 && word[text.charCodeAt(i - 2)] === 1);
}

/** WORD_CHAR's code units, 1 each, read from its source (ranges "a-z" and \uXXXX escapes), made on first use. */
export const idWordCodes: () => Uint8Array = lazy(() => {
  const table = new Uint8Array(0x10000);
  let i = 0;
  const unit = (): number => {
    if (WORD_CHAR[i] === '\\' && WORD_CHAR[i + 1] === 'u') {
      i += 6;
      return parseInt(WORD_CHAR.slice(i - 4, i), 16);
    }
    return WORD_CHAR.charCodeAt(i++);
  };
  while (i < WORD_CHAR.length) {
    const from = unit();
    let to = from;
    if (WORD_CHAR[i] === '-' && i + 1 < WORD_CHAR.length) {
      i++;
      to = unit();
    }
    table.fill(1, from, to + 1);
  }
  return table;
});

/** Whether text[a - 2, a) is a digit and ". - /" (a >= 2). */
function isDigitJoinerBefore(text: string, a: number): boolean {
  const p = text.charCodeAt(a - 1);
  return (p === 46 || p === 45 || p === 47) && isDigit(text.charCodeAt(a - 2));
}

/** Whether text[from, to) is at most LEAD letters and separators (two digit runs of one number). */
function bridge(text: string, from: number, to: number): boolean {
  if (to - from > LEAD) return false;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (!isAsciiLetter(c) && !isJoiner(c)) return false;
  }
  return true;
}

/** Whether another digit follows `end` across at most LEAD letters and separators. */
function bridgedAfter(text: string, end: number): boolean {
  const limit = Math.min(text.length, end + LEAD + 1);
  for (let k = end; k < limit; k++) {
    const c = text.charCodeAt(k);
    if (isDigit(c)) return k > end;
    if (!isAsciiLetter(c) && !isJoiner(c)) return false;
  }
  return false;
}

/**
 * Whether a word of prose begins at `q`: a letter followed by a lower-case one and a third
 * letter ("Ref", "form"). No shape begins so: numbers lead with capitals ("AT U", "RCCMNL"),
 * an NIE's "x-", or a country prefix of two letters in any case ("Es-A86375318").
 */
function isProseWordAt(text: string, q: number): boolean {
  const next = text.charCodeAt(q + 1);
  return next >= 97 && next <= 122 && isAsciiLetter(text.charCodeAt(q + 2));
}

/** space . - / : — the separators printed inside numbers. */
function isJoiner(c: number): boolean {
  return c === 32 || c === 46 || c === 45 || c === 47 || c === 58;
}
