import { numberedGroups } from '../../engine/detector.js';
import { ID_END, ID_START } from '../lib/national-id-patterns.js';
import { idBoundaryAt, REFUSED_RUN_LONGEST } from './scan.js';
import { DEAD, ShapeAutomaton } from './shape-automaton.js';

/** A shape's match: which shape (its index) and where it ends. */
export interface ShapeMatch {
  shape: number;
  end: number;
}

/**
 * All the formats' shapes, tried at a position. A hundred regexes at every number of a text
 * would cost more than the rest of the engine, so the number is first reduced to its
 * skeleton: its digits all become "0" ("536-90-4399" -> "000-00-0000"), and the skeletons,
 * which recur from one number to the next, are matched against skeleton shapes (each shape
 * with its digit classes widened to any digit) once each, with the answer remembered. Only
 * the few shapes a skeleton admits then run on the number itself, as sticky regexes with the
 * detector's boundaries (ID_START, ID_END). The skeleton is read by the shapes' automaton as
 * it is written (shape-automaton.ts): most of a log's starts are ruled out after a few codes,
 * before the memo, and a skeleton it does not rule out is tried only against the shapes it names.
 */
export class ShapeMatcher {
  // Each regex is made when first needed (start-up: a short text may have no number at all, and
  // a number admits few shapes): `exact[k]` when shape k is admitted, `skeletons[k]` when the
  // automaton first names shape k for a skeleton the memo does not hold.
  private readonly exact: (RegExp | undefined)[];
  private readonly skeletons: (RegExp | undefined)[];
  /**
   * All skeleton shapes as one automaton (shape-automaton.ts), read as the skeleton is written:
   * the walk stops at the first code after which no shape may match (a time's "00:", most of a
   * log's starts), and at the skeleton's end it names the shapes admit() tries.
   */
  private automaton: ShapeAutomaton | undefined;
  /** The automaton's state at the end of the skeleton skeletonAt wrote last. */
  private skeletonState = DEAD;
  /**
   * Skeletons read before the automaton is built (AUTOMATON_AFTER): until then admit() tries
   * the shapes whose skeletons may begin with the skeleton's first character (mayBeginWith).
   */
  private skeletonsRead = 0;
  /** The shapes whose skeletons may begin with a character (see firstSkeletonChars), by that character. */
  private readonly byFirst = new Map<string, readonly number[]>();
  private firsts: (ReadonlySet<string> | undefined)[] | undefined;
  /**
   * The shapes each skeleton admits, by a hash of the skeleton (at most MEMO_LIMIT, then started
   * over): an entry counts only for its own skeleton, compared code by code, so a number already
   * seen costs no string. In typed arrays made at the first number, not a Map of strings: a
   * log's hex ids and queue ids give a skeleton each (35,000 on 20 MB of logs, nearly all
   * admitting no shape), and the Map's entries outlived the young generation (~7 MB a call).
   */
  private memo: SkeletonMemo | undefined;
  /** Where skeletonAt writes a skeleton's characters. */
  private readonly skeletonCodes = new Uint16Array(SKELETON_CODES);
  /** The small letters a number that begins with a digit may hold (see lowerAfterDigit), 1 by code (a-z). */
  private readonly lowerInNumbers = new Uint8Array(123);
  /**
   * Whether no shape that may begin with a digit can match an "a", the skeleton's word
   * character past its cut: then a digit-led number ends within its skeleton (mayEndWithin).
   */
  private readonly digitLedEndsWithin: boolean;
  /** Whether no shape matches at a digit run (digitRunRefuser), made once the automaton is. */
  private refuser: ((text: string, a: number, b: number) => boolean) | undefined;

  /** `automatonAfter`: how many skeletons are read before the automaton is built (tests: 0). */
  constructor(
    private readonly shapes: readonly string[],
    private readonly automatonAfter = AUTOMATON_AFTER,
  ) {
    shapes.forEach((shape, k) => {
      if (/\\[1-9]/.test(shape.replace(/\\\\/g, ''))) throw new Error(`shape ${k} /${shape}/: name the group of a back-reference`);
    });
    this.exact = shapes.map(() => undefined);
    this.skeletons = shapes.map(() => undefined);
    for (const c of lowerAfterDigit(shapes)) this.lowerInNumbers[c] = 1;
    this.digitLedEndsWithin = this.lowerInNumbers[97] !== 1 && !shapes.some(mayMatchAnyLetter);
  }

  /**
   * Whether no shape matches at the start of a digit run text[a, b) (digitRunRefuser: by the
   * run's length and the code after it), once the automaton is built (undefined before: a short
   * text never builds it). IdStarts then gives no such start (a time's "12:", an IP address's
   * "10."): at() would return none.
   */
  runRefuser(): ((text: string, a: number, b: number) => boolean) | undefined {
    if (this.refuser === undefined && this.automaton !== undefined) this.refuser = digitRunRefuser(this.automaton, this.lowerInNumbers);
    return this.refuser;
  }

  private exactRegex(k: number): RegExp {
    return (this.exact[k] ??= new RegExp(numberedGroups(`${ID_START}(?:${this.shapes[k]!})${ID_END}`).plain, 'y'));
  }

  /** The shapes that match at `start` (no empty matches), in shape order. */
  at(text: string, start: number): ShapeMatch[] {
    // Every exact shape begins with ID_START: where it fails (inside a UUID, an IP address, a
    // date's parts), no shape matches, and the skeleton and its memo are spared.
    // (idBoundaryAt reads ID_START's word characters from a table: no regex per start.)
    if (!idBoundaryAt(text, start)) return NONE;
    let automaton = this.automaton;
    if (automaton === undefined && this.skeletonsRead++ >= this.automatonAfter) automaton = this.automaton = new ShapeAutomaton(this.shapes.map(skeletonShape));
    const cut = this.skeletonAt(text, start, automaton);
    if (cut < 0) return NONE;
    const candidates = automaton?.matched(this.skeletonState);
    if (candidates?.length === 0) return NONE;
    const admitted = this.admittedBy(cut, cut + Math.min(BOUNDARY_CODES, text.length - start - cut), candidates);
    if (admitted.length === 0) return NONE;
    let out: ShapeMatch[] | undefined;
    for (const k of admitted) {
      const re = this.exactRegex(k);
      re.lastIndex = start;
      // test(): only the match's end is read, from lastIndex (no match array).
      if (re.test(text) && re.lastIndex > start) (out ??= []).push({ shape: k, end: re.lastIndex });
    }
    return out ?? NONE;
  }

  /**
   * The shapes the skeleton of `length` codes in skeletonCodes admits (its number's codes end
   * at `cut`; `candidates`: the shapes that may, from the automaton once built), from the memo
   * or admit().
   */
  private admittedBy(cut: number, length: number, candidates: readonly number[] | undefined): readonly number[] {
    const codes = this.skeletonCodes;
    const memo = (this.memo ??= new SkeletonMemo());
    const slot = memo.slotOf(codes, length);
    if (memo.holds(slot)) return memo.shapesAt(slot);
    // A number that begins with a digit and has no place to end before its skeleton's cut (a
    // UUID whose groups run into hex letters, "00000000-0000-0aa": each skeleton new, a log
    // holds thousands) admits no shape (mayEndWithin): no string, no regex, no memo entry.
    if (this.digitLedEndsWithin && codes[0] === 48 && !mayEndWithin(codes, cut, length)) return NONE_ADMITTED;
    const shapes = this.admit(String.fromCharCode.apply(null, codes.subarray(0, length) as unknown as number[]), candidates);
    if (!isUniqueLooking(codes, length)) memo.keep(slot, codes, length, shapes);
    return shapes;
  }

  private admit(skeleton: string, candidates: readonly number[] | undefined): number[] {
    // One small regex per skeleton shape: a regex holding them all (one capturing lookahead
    // each) took milliseconds to compile and to run on the first skeletons of a process. Only
    // the shapes the automaton names are tried (those that may match a prefix of the skeleton),
    // or before it is built those whose skeleton may begin with the skeleton's first character;
    // each shape's regex is made when first tried (start-up: the first number of a process
    // compiled all of them).
    const out: number[] = [];
    for (const k of candidates ?? this.mayBeginWith(skeleton[0] ?? '')) {
      const re = (this.skeletons[k] ??= new RegExp(numberedGroups(`^(?:${skeletonShape(this.shapes[k]!)})${SKELETON_END}`).plain));
      if (re.test(skeleton)) out.push(k);
    }
    return out;
  }

  private mayBeginWith(first: string): readonly number[] {
    let list = this.byFirst.get(first);
    if (!list) {
      const firsts = (this.firsts ??= this.shapes.map((shape) => firstSkeletonChars(skeletonShape(shape))));
      // A skeleton that begins with a small letter (a hex id in a log: 35,000 on 20 MB, each
      // skeleton new) is tried only against the shapes that can match a small letter at all.
      const lower = isLower(first.charCodeAt(0));
      list = firsts.flatMap((set, k) => ((set === undefined || set.has(first)) && (!lower || mayMatchLower(this.shapes[k]!)) ? [k] : []));
      this.byFirst.set(first, list);
    }
    return list;
  }

  /**
   * Writes into skeletonCodes the skeleton of the number that may start at `start`: the
   * characters up to where no shape can reach (a lower-case word after a space, most
   * punctuation), digits as "0", then two characters that tell the boundary (word characters as
   * "a"). Returns where the number's codes end (its cut: the boundary's codes follow,
   * BOUNDARY_CODES of them unless the text ends), and with `automaton` its state in
   * skeletonState; or -1 as soon as the codes written admit no shape (the automaton's DEAD).
   */
  private skeletonAt(text: string, start: number, automaton: ShapeAutomaton | undefined): number {
    const into = this.skeletonCodes;
    const lowerInNumbers = this.lowerInNumbers;
    let state = automaton === undefined ? DEAD : automaton.start();
    let fed = 0;
    const limit = Math.min(text.length, start + MAX_SKELETON);
    const digitLed = isDigit(text.charCodeAt(start));
    let n = 0;
    let i = start;
    for (; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) into[n++] = 48;
      // A small letter no digit-led shape holds ends the number (hex ids and hashes in logs,
      // "8bc1b724…": their skeletons would otherwise all differ, and each miss the memo).
      else if (digitLed && isLower(c) && lowerInNumbers[c] !== 1) break;
      else if (isAsciiLetter(c) || c === 0xd1 || c === 38 || c === 42 || c === 43) into[n++] = c;
      // One character in brackets closes a number: an HKID's check character ("K384915(5)").
      else if (c === 40 && n > 0 && i + 3 <= limit && text.charCodeAt(i + 2) === 41 && (isDigit(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 65)) {
        into[n++] = 40;
        into[n++] = isDigit(text.charCodeAt(i + 1)) ? 48 : 65;
        into[n++] = 41;
        i += 3;
        break;
      }
      else if (c === 32 || c === 46 || c === 45 || c === 47 || c === 44 || c === 58) {
        // A separator ends the number before a word of prose ("4399 was", "DE136308783 GmbH"):
        // no shape goes on into three or more lower-case letters.
        if (isProseWordAt(text, i + 1)) break;
        into[n++] = c;
      } else break;
      if (automaton === undefined) continue;
      while (fed < n) {
        state = automaton.step(state, into[fed++]!);
        if (state === DEAD) return -1;
      }
    }
    const cut = n;
    for (let j = 0; j < BOUNDARY_CODES && i + j < text.length; j++) {
      const c = text.charCodeAt(i + j);
      into[n++] = isWordCode(c) ? 97 /* a */ : c === 46 || c === 45 || c === 47 ? c : 32;
    }
    if (automaton !== undefined) {
      while (fed < n) state = automaton.step(state, into[fed++]!);
      this.skeletonState = state;
    }
    return cut;
  }
}

/**
 * Whether no shape can match at a digit run text[a, b) (ShapeMatcher.runRefusals): for a run of
 * 1 to REFUSED_RUN_LONGEST digits followed by an ASCII code c, the automaton is DEAD once it has
 * read the run's "0"s and the code skeletonAt writes for c (the skeleton of "12:34:56" dies at
 * "00:", of "10.0.0.1" and "2024-" soon after). `table[length * 128 + c]` holds DEAD_WRITTEN where
 * it dies on c written into the number, DEAD_BROKEN where on the first code of the boundary c
 * makes when it ends the number, both for a code written the same either way. The automaton
 * over-approximates the shapes: a refused start has no match (at() would return none).
 */
function digitRunRefuser(automaton: ShapeAutomaton, lowerInNumbers: Uint8Array): (text: string, a: number, b: number) => boolean {
  const table = new Uint8Array((REFUSED_RUN_LONGEST + 1) * 128);
  let state = automaton.start();
  let longest = 0;
  for (let length = 1; length <= REFUSED_RUN_LONGEST; length++) {
    state = automaton.step(state, 48);
    for (let c = 0; c < 128; c++) {
      if (isDigit(c)) continue; // a run ends before none
      const { written, broken } = codesAfterDigitRun(c, lowerInNumbers);
      table[length * 128 + c] = (automaton.step(state, written) === DEAD ? DEAD_WRITTEN : 0) | (automaton.step(state, broken) === DEAD ? DEAD_BROKEN : 0);
      if (table[length * 128 + c] !== 0) longest = length;
    }
  }
  // Most runs offered are longer than any refused (three digits with today's shapes): one test.
  return (text, a, b) => {
    if (b - a > longest || b >= text.length) return false;
    const c = text.charCodeAt(b);
    if (c >= 128) return false;
    const dead = table[(b - a) * 128 + c]!;
    if (dead === (DEAD_WRITTEN | DEAD_BROKEN)) return true;
    // "," and ":" go into the number unless a word of prose follows (skeletonAt).
    if (dead === 0 || (c !== 44 && c !== 58)) return false;
    return isProseWordAt(text, b + 1) ? dead === DEAD_BROKEN : dead === DEAD_WRITTEN;
  };
}
const DEAD_WRITTEN = 1;
const DEAD_BROKEN = 2;

/**
 * The code skeletonAt writes for the ASCII code c (not a digit) right after a digit-led number's
 * run of digits (shorter than MAX_SKELETON) where c goes into the number (`written`), and the
 * first boundary code where c ends it (`broken`). A code written the same either way is both.
 */
function codesAfterDigitRun(c: number, lowerInNumbers: Uint8Array): { written: number; broken: number } {
  if (isLower(c)) return lowerInNumbers[c] === 1 ? { written: c, broken: c } : { written: 97, broken: 97 };
  if (isAsciiLetter(c) || c === 38 || c === 42 || c === 43 || c === 32 || c === 46 || c === 45 || c === 47) return { written: c, broken: c };
  // "," and ":" end the number before a word of prose; "(" opens an HKID's check character or ends it.
  if (c === 44 || c === 58 || c === 40) return { written: c, broken: 32 };
  const boundary = isWordCode(c) ? 97 : 32;
  return { written: boundary, broken: boundary };
}

/**
 * Whether a skeleton is not worth a place in the memo: one that begins with a small letter and
 * is UNIQUE_LOOKING codes long or more, a log's hex ids (trace ids, UUIDs, hashes: 16 to 38
 * codes, "f00cd000f000b0d0 a"), each new. Few shapes may begin with a small letter (a VAT
 * number's "de"…: admit() tries those only), so asking again costs one or two regexes; kept,
 * they were ~13,700 of the ~18,000 skeletons 10 MB of logs added, filled the memo three times a
 * call, and each time it started over the skeletons of timestamps and queue ids (135 shapes
 * each) were asked again. A short one ("mx0.a" of a host name) recurs and is kept. The memo
 * only remembers admit()'s answers: what it keeps changes no answer.
 */
function isUniqueLooking(codes: Uint16Array, length: number): boolean {
  return length >= UNIQUE_LOOKING && isLower(codes[0]!);
}
const UNIQUE_LOOKING = 12;

/**
 * Skeletons a matcher reads the first-character way before it builds its automaton: the
 * automaton costs ~15 ms of a process's first number (a sentence's start-up), and pays back
 * on long texts only (a log offers ~34,000 starts per MB).
 */
const AUTOMATON_AFTER = 4096;

const NONE: ShapeMatch[] = [];
const NONE_ADMITTED: readonly number[] = [];

/**
 * Slots of the skeleton memo, and how many skeletons it keeps before it starts over (a slot is
 * found by linear probing from the skeleton's hash; the table is kept at most three quarters
 * full). With 6,144, 20 MB of logs ask the regexes for 3% more skeletons than a Map of 20,000
 * entries did; prose keeps all its own.
 */
const MEMO_SLOTS = 8192;
const MEMO_LIMIT = 6144;

/**
 * Skeletons and the shapes each admits (ShapeMatcher's memo): a slot's skeleton hash, codes and
 * length, and its shapes as an index into a list of the distinct lists of shapes.
 */
class SkeletonMemo {
  private readonly hashes = new Int32Array(MEMO_SLOTS);
  private readonly codes = new Uint16Array(MEMO_SLOTS * SKELETON_CODES);
  /** A slot's skeleton length plus one; 0 for an empty slot. */
  private readonly lengths = new Uint8Array(MEMO_SLOTS);
  private readonly shapeIndex = new Uint16Array(MEMO_SLOTS);
  private count = 0;
  /** The distinct lists of shapes kept, and their index by their text. */
  private readonly lists: (readonly number[])[] = [];
  private readonly listIndex = new Map<string, number>();

  /**
   * The slot that holds the skeleton of the first `length` of `codes` (`holds` then says so), or
   * the empty one where it goes.
   */
  slotOf(codes: Uint16Array, length: number): number {
    let hash = length;
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ codes[i]!, 0x01000193);
    let slot = hash & (MEMO_SLOTS - 1);
    while (this.lengths[slot] !== 0 && !(this.hashes[slot] === hash && this.sameAt(slot, codes, length))) slot = (slot + 1) & (MEMO_SLOTS - 1);
    this.hashes[slot] = hash;
    return slot;
  }

  /** Whether `slot` (from slotOf) holds a skeleton: the one asked for. */
  holds(slot: number): boolean {
    return this.lengths[slot] !== 0;
  }

  shapesAt(slot: number): readonly number[] {
    return this.lists[this.shapeIndex[slot]!]!;
  }

  /** Keeps in `slot` (empty, from slotOf) the skeleton of the first `length` of `codes` and the shapes it admits. */
  keep(slot: number, codes: Uint16Array, length: number, shapes: readonly number[]): void {
    // Far more distinct lists of shapes than a registry's shapes give (none comes near): all of them go too.
    if (this.lists.length === 0xffff) {
      this.lists.length = 0;
      this.listIndex.clear();
      this.count = MEMO_LIMIT;
    }
    if (this.count === MEMO_LIMIT) {
      const hash = this.hashes[slot]!;
      this.lengths.fill(0);
      this.count = 0;
      slot = hash & (MEMO_SLOTS - 1);
      this.hashes[slot] = hash;
    }
    const key = shapes.join(',');
    let index = this.listIndex.get(key);
    if (index === undefined) {
      index = this.lists.length;
      this.lists.push(shapes);
      this.listIndex.set(key, index);
    }
    this.codes.set(codes.subarray(0, length), slot * SKELETON_CODES);
    this.lengths[slot] = length + 1;
    this.shapeIndex[slot] = index;
    this.count++;
  }

  private sameAt(slot: number, codes: Uint16Array, length: number): boolean {
    if (this.lengths[slot] !== length + 1) return false;
    const from = slot * SKELETON_CODES;
    for (let i = 0; i < length; i++) if (this.codes[from + i] !== codes[i]) return false;
    return true;
  }
}

/** ID_END in a skeleton, where every letter, digit or other word character is ASCII. */
const SKELETON_END = String.raw`(?![A-Za-z0-9_]|[.\-/][A-Za-z0-9_])`;

/**
 * Whether SKELETON_END holds at some position of a skeleton of `length` codes up to its `cut`
 * (where the number's codes end and the boundary's begin). A skeleton shape that matches where
 * it holds nowhere else ends past the cut: it has matched the "a" that stands for the word
 * character there (or a "." "-" "/" and that "a"), which a shape beginning with a digit whose
 * letters lowerAfterDigit knows cannot (ShapeMatcher's digitLedEndsWithin).
 */
export function mayEndWithin(codes: Uint16Array, cut: number, length: number): boolean {
  for (let p = 0; p <= cut; p++) {
    if (p === length) return true;
    const c = codes[p]!;
    if (isSkeletonWord(c)) continue;
    if ((c === 46 || c === 45 || c === 47) && p + 1 < length && isSkeletonWord(codes[p + 1]!)) continue;
    return true;
  }
  return false;
}

/**
 * Whether a shape holds a construct that may match letters lowerAfterDigit does not list: an
 * escape \w \W \D \S \p \P, a negated class, or a "." outside a class.
 */
export function mayMatchAnyLetter(shape: string): boolean {
  if (/\\[wWDSpP]|\[\^/.test(shape)) return true;
  const outsideClasses = shape.replace(/\\./g, '#').replace(/\[[^\]]*\]/g, '#');
  return outsideClasses.includes('.');
}

/** [A-Za-z0-9_], the word characters of SKELETON_END. */
function isSkeletonWord(c: number): boolean {
  return (c >= 48 && c <= 57) || isAsciiLetter(c) || c === 95;
}

/** How many codes after its cut tell a skeleton's boundary (fewer where the text ends). */
const BOUNDARY_CODES = 2;

/** The longest stretch of a text a skeleton covers: more than any number and its prefix. */
const MAX_SKELETON = 40;
/** The most codes of a skeleton: its number's and its boundary's. */
const SKELETON_CODES = MAX_SKELETON + BOUNDARY_CODES;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * The small letters (as codes) that a shape which may begin with a digit can hold: a number
 * that begins with a digit ends before any other small letter. A shape may begin with a digit
 * unless its source plainly begins with a letter: a class without digits, a capital, or a
 * group of capitals ("(?:AT|BE|…)"); a range such as a-z counts as all its letters.
 */
export function lowerAfterDigit(shapes: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const shape of shapes) {
    const plain = shape
      .replace(/\\k<\w+>/g, '')
      .replace(/\(\?<\w+>/g, '(')
      .replace(/\\[dDsSwWbB]/g, '0')
      .replace(/\\./g, '');
    if (!mayBeginWithDigit(plain)) continue;
    for (let i = 0; i < plain.length; i++) {
      const c = plain.charCodeAt(i);
      if (!isLower(c)) continue;
      // a range "a-z" (or "A-z") holds every letter between its ends
      const to = plain[i + 1] === '-' && isLower(plain.charCodeAt(i + 2)) ? plain.charCodeAt(i + 2) : c;
      for (let l = c; l <= to; l++) out.add(l);
      if (plain[i - 1] === '-' && i >= 2 && isAsciiLetter(plain.charCodeAt(i - 2)) && !isLower(plain.charCodeAt(i - 2))) {
        for (let l = 97; l <= c; l++) out.add(l); // "A-z"
      }
    }
  }
  return out;
}

/**
 * Whether a shape (escapes already plain: \d as "0") may begin with a digit. It may not when it
 * plainly begins with a letter: a class without digits, a capital, or a group every alternative
 * of which begins so ("(?:AT|BE|…)", "(?:(?:AT|…)…|(?:[Aa][Tt]|…)…)"); anything else may.
 */
function mayBeginWithDigit(source: string): boolean {
  const first = source[0];
  if (first === undefined) return true;
  if (/[A-Z]/.test(first)) return false;
  if (first === '[') {
    const end = source.indexOf(']');
    return end < 0 || /[0-9]/.test(source.slice(1, end)) || isOptional(source, end + 1);
  }
  if (!source.startsWith('(?:')) return true;
  const end = closingParen(source, 0);
  if (end < 0 || isOptional(source, end + 1)) return true;
  return topLevelAlternatives(source.slice(3, end)).some(mayBeginWithDigit);
}

function isOptional(source: string, i: number): boolean {
  return source[i] === '?' || source[i] === '*' || (source[i] === '{' && source[i + 1] === '0');
}

/** The index of the parenthesis closing the group that opens at `open` (-1 if none). */
function closingParen(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** A group's body split at its own `|`s. */
function topLevelAlternatives(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
  }
  out.push(body.slice(from));
  return out;
}

function isProseWordAt(text: string, i: number): boolean {
  let n = 0;
  while (n < 3 && i + n < text.length && isLower(text.charCodeAt(i + n))) n++;
  return n === 3 || (n > 0 && n === text.length - i);
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || isLower(c);
}

/** Letters and digits of any script (as ID_END counts them), and "_". */
function isWordCode(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || isAsciiLetter(c) || c === 95;
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(c));
}

/**
 * A shape that matches skeletons: each literal digit becomes \d and each character class that
 * holds a digit also takes any digit ("[1-79]" -> "[0-91-79]"), so that whatever the shape
 * matches, its skeleton matches the skeleton shape. Quantifiers, escapes and group names are
 * copied as they are.
 */
export function skeletonShape(shape: string): string {
  let out = '';
  for (let i = 0; i < shape.length; i++) {
    const ch = shape[i]!;
    if (ch === '\\') {
      const k = shape[i + 1] === 'k' ? shape.indexOf('>', i) : i + 1;
      out += shape.slice(i, k + 1);
      i = k;
    } else if (ch === '[') {
      let j = i + 1;
      while (j < shape.length && shape[j] !== ']') j += shape[j] === '\\' ? 2 : 1;
      const body = shape.slice(i + 1, j);
      out += /\d/.test(body) && !body.startsWith('^') ? `[0-9${body}]` : `[${body}]`;
      i = j;
    } else if (ch === '{') {
      const j = shape.indexOf('}', i);
      out += shape.slice(i, j + 1);
      i = j;
    } else if (ch === '(' && shape.startsWith('(?<', i) && /[A-Za-z]/.test(shape[i + 3] ?? '')) {
      const j = shape.indexOf('>', i);
      out += shape.slice(i, j + 1);
      i = j;
    } else out += /\d/.test(ch) ? '\\d' : ch;
  }
  return out;
}

/**
 * The characters a skeleton shape's match must begin with, when its source says so plainly: a
 * first literal (a capital, \d as "0"), a class without negation or escapes, or a group of
 * literal alternatives, each not optional; undefined (any character) otherwise: a top-level
 * alternation, a look-around, an escape other than \d, an optional first element.
 */
export function firstSkeletonChars(source: string): ReadonlySet<string> | undefined {
  if (hasTopLevelAlternation(source)) return undefined;
  let firsts: string[] | undefined;
  let rest: string;
  if (source.startsWith(String.raw`\d`)) {
    firsts = ['0'];
    rest = source.slice(2);
  } else if (/^[A-Z0-9]/.test(source)) {
    firsts = [source[0]!];
    rest = source.slice(1);
  } else if (source[0] === '[') {
    const close = source.indexOf(']');
    const body = source.slice(1, close);
    if (close < 0 || body.startsWith('^') || body.includes('\\') || body.includes('[')) return undefined;
    firsts = classChars(body);
    rest = source.slice(close + 1);
  } else {
    const group = /^\((?:\?:|\?<[A-Za-z]\w*>)?((?:[A-Z0-9]|\\d)[^()[\]\\|?*+{}]*(?:\|(?:[A-Z0-9]|\\d)[^()[\]\\|?*+{}]*)*)\)/.exec(source);
    if (!group) return undefined;
    // Within a group of literal alternatives (no nested groups, classes, escapes or quantifiers
    // but a leading \d), each alternative begins with its first character.
    firsts = group[1]!.split('|').map((alt) => (alt.startsWith(String.raw`\d`) ? '0' : alt[0]!));
    rest = source.slice(group[0].length);
  }
  // An optional first element ("?", "*", "{0,…}") lets the match begin with what follows.
  if (/^(?:\?|\*|\{0[,}])/.test(rest)) return undefined;
  return new Set(firsts.map((c) => (c >= '0' && c <= '9' ? '0' : c)));
}

/**
 * Whether a shape may match a small ASCII letter: it holds one (outside group names and
 * back-references), a range reaching past "Z", or a construct that may (a "." outside a class,
 * an escape other than \d or of a punctuation mark, a negated class). Conservative: false only
 * when no small letter can match.
 */
export function mayMatchLower(shape: string): boolean {
  const plain = shape
    .replace(/\\k<\w+>/g, '')
    .replace(/\(\?<(?![=!])\w+>/g, '(')
    .replace(/\\d/g, '0')
    .replace(/\\[^A-Za-z0-9]/g, '#')
    // A class of capitals, digits and punctuation ("[ .]", "[/.]") matches none: its "." is a full stop.
    .replace(/\[(?!\^)([^\]\\]*)\]/g, (cls, body: string) => (/[a-z]|-[[^_`{|}~]/.test(body) ? cls : '#'));
  if (/[a-z.\\]|\[\^/.test(plain)) return true;
  // A range whose end is past "Z" ("0-~") may hold small letters (a "-" before one of those anywhere counts).
  return /-[[^_`{|}~]/.test(plain);
}

/** The characters of a class's body ("A-Z0-9+"), ranges expanded. */
function classChars(body: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let c = body.charCodeAt(i); c <= body.charCodeAt(i + 2); c++) out.push(String.fromCharCode(c));
      i += 2;
    } else out.push(body[i]!);
  }
  return out;
}

/** True when a regex source has a "|" outside every group and class. */
function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (ch === '[') {
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) return true;
  }
  return false;
}
