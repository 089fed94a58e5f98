import { CONTEXT_AFTER, CONTEXT_BEFORE, hasContext, wordListRegex } from '../../engine/detector.js';
import type { EntityName } from '../../entities.js';
import type { Candidate, DetectorContext, Emit, PositionList } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';
import { EU_VAT_PREFIXES } from '../vat/eu.js';
import { compact, type IdFormat } from './format.js';
import { ID_FORMATS } from './registry.js';
import { IdStarts } from './scan.js';
import { ShapeMatcher } from './shapes.js';
import { lazy } from '../../engine/lazy.js';
import { codeAt } from '../lib/char-codes.js';

/** Score of a validated number with a word naming it nearby, and without one (where allowed). */
export const SCORE_WITH_CONTEXT = 0.95;
export const SCORE_ALONE = 0.85;

/**
 * How far after a number a context word may end: further than the engine's 24 characters, as
 * the names of identifiers are long and often follow it ("EM0172904 as his
 * identiteitskaartnummer").
 */
const AFTER = 48;

/** An abbreviation that counts in capitals only: "IN", "NI", "CNP", "PESEL" but not "in", "pin". */
const ABBREVIATION = lazy(() => /^[\p{Lu}\d.&/#-]{1,5}$/u);

/** A format's context words as regexes, built on first use (Unicode regexes are slow to compile). */
class ContextWords {
  private built = false;
  private caseless: RegExp | undefined;
  private exact: RegExp | undefined;

  private keys: RegExp | undefined;

  /** `keyed`: whether the format's abbreviations count in lower case as a pair's key (keyedBefore). */
  constructor(
    private readonly words: readonly string[],
    private readonly keyed = false,
  ) {}

  /** Whether a context word of the format is near text[start, end) or in the hint; asked where mayBeNamed holds. */
  near(text: string, start: number, end: number, hint: string): boolean {
    if (!this.built) {
      // Global, as hasContext's searches are: one compiled regex a list, not two (issue 20).
      this.caseless = wordListRegex(this.words.filter((w) => !ABBREVIATION().test(w)), 'gi');
      this.exact = wordListRegex(this.words.filter((w) => ABBREVIATION().test(w)), 'g');
      const keys = this.keyed ? this.words.filter((w) => /^[A-Z]{3,5}$/.test(w) && !COMMON_KEYS.has(w)) : [];
      if (keys.length) this.keys = new RegExp(String.raw`(?<![\p{L}\p{N}_.-])(?:${keys.join('|')})["']?[ \t]*(?:[=:]|%3D)[ \t]*(?:["']|%2[27])?$`, 'iu');
      this.built = true;
    }
    for (const re of [this.exact, this.caseless]) {
      if (!re) continue;
      if (hasContext(re, text, start, end, hint)) return true;
      re.lastIndex = 0;
      if (re.test(text.slice(end, end + AFTER + 1))) return true;
    }
    return this.keys !== undefined && this.keys.test(text.slice(Math.max(0, start - 16), start));
  }
}

/**
 * Whether any format's context word may be near text[start, end): false only where the engine's
 * keyword pass looked (`cues`: where it saw a context word begin, ascending) and saw none close
 * enough, and no short word ends where a context test's slice does. The same for every format:
 * asked once a span (a log's "200 37384" validates as the numbers of several formats that need
 * their word).
 */
function mayBeNamed(text: string, start: number, end: number, hint: string, cues: PositionList | undefined): boolean {
  return !cues || hint !== '' || someBetween(cues, start - CONTEXT_BEFORE - 1, end + AFTER + 1) || shortWordBeforeSliceEnd(text, start, end);
}

/**
 * The abbreviations that are English words or common keys of software in lower case (`run=`,
 * `pin=`, `uid=`, `tin=`): in any other case than capitals they name no identifier. The others
 * count in lower case too as the key of a pair right before the number (`dni='43817265'` of an
 * SQL query in a URL, `?cpf=…`, `"nino": "…"`), for the formats whose number is checked or
 * shaped enough to stand alone somewhere (requireContext is not `true`).
 */
const COMMON_KEYS: ReadonlySet<string> = new Set(['RUN', 'PIN', 'FIN', 'BIS', 'SIN', 'TIN', 'INN', 'PAN', 'NAS', 'ARN', 'VID', 'UID', 'IDE', 'EIN', 'NIC', 'NID', 'NIN', 'CIN', 'CIE', 'NAM', 'FAN', 'ARC', 'BIR', 'CHI', 'NHS', 'PIX', 'EPIC', 'FIRS', 'TVA', 'IVA', 'VAT', 'GST', 'HST', 'QST', 'TPV', 'MWST', 'RRN', 'EID', 'AVS', 'AHV']);

/**
 * Whether a word shorter than a cue (WHOLE_WORD_CUES, recorded by the keyword pass only where
 * no word character follows it) ends where one of the context tests' slices does: at the
 * number's start (the words before it), or CONTEXT_AFTER + 1 or AFTER + 1 after its end. A
 * regex tested on a slice sees no character after its end, so "IN" there counts even when the
 * text goes on ("IN12345678", "… INFO" cut after "IN"): the cue pass's whole-word rule must not
 * rule those out.
 */
function shortWordBeforeSliceEnd(text: string, start: number, end: number): boolean {
  return shortWordEndsAt(text, start) || shortWordEndsAt(text, end + CONTEXT_AFTER + 1) || shortWordEndsAt(text, end + AFTER + 1);
}

/** Whether text[b - n, b), lower-cased, is a whole-word cue of n characters. */
function shortWordEndsAt(text: string, b: number): boolean {
  if (b <= 0 || b > text.length) return false;
  const c = text.charCodeAt(b - 1);
  const { ascii, other } = shortWordsByLast();
  if (c < 128) return endsWithAny(text, b, ascii[c >= 65 && c <= 90 ? c + 32 : c]);
  // Beyond ASCII: the words that end so, and those ending in the ASCII letter it lower-cases to (the Kelvin sign's "k").
  const l = String.fromCharCode(c).toLowerCase().charCodeAt(0);
  return endsWithAny(text, b, other) || (l < 128 && endsWithAny(text, b, ascii[l]));
}

function endsWithAny(text: string, b: number, words: readonly { length: number; cue: string }[] | undefined): boolean {
  if (!words) return false;
  for (let k = 0; k < words.length; k++) {
    const { length, cue } = words[k]!;
    if (b >= length && lowerSliceIs(text, b - length, length, cue)) return true;
  }
  return false;
}

/**
 * Whether text[from, from + length), lower-cased, is `cue`. Compared by code unit while the units
 * are ASCII (toLowerCase maps each to one unit at the same place); from the first other unit
 * on, the slice is lower-cased as a whole (a unit may become two: "İ"). A log asks this some
 * 250,000 times per 5 MB at the ends of the context tests' slices, nearly always in vain.
 */
export function lowerSliceIs(text: string, from: number, length: number, cue: string): boolean {
  for (let k = 0; k < length; k++) {
    let c = text.charCodeAt(from + k);
    if (c >= 128) return text.slice(from, from + length).toLowerCase() === cue;
    if (c >= 65 && c <= 90) c += 32;
    if (c !== cue.charCodeAt(k)) return false;
  }
  return cue.length === length;
}

/** The short context words (as written: their length; lower-cased: their cue) by the ASCII code of their last character lower-cased; `other`: those that end beyond ASCII. */
const shortWordsByLast = lazy(() => {
  const ascii: ({ length: number; cue: string }[] | undefined)[] = new Array(128).fill(undefined);
  const other: { length: number; cue: string }[] = [];
  for (const format of ID_FORMATS) {
    for (const word of format.context) {
      if (word.length >= CUE_LENGTH) continue;
      const cue = word.toLowerCase();
      const last = word.charCodeAt(word.length - 1);
      const list = last < 128 ? (ascii[last >= 65 && last <= 90 ? last + 32 : last] ??= []) : other;
      if (!list.some((w) => w.cue === cue && w.length === word.length)) list.push({ length: word.length, cue });
    }
  }
  return { ascii, other };
});

interface Compiled {
  format: IdFormat;
  words: ContextWords;
}

/** The registry, compiled once: one matcher for all shapes, the context words per format. */
export class IdFinder {
  private readonly matcher: ShapeMatcher;
  private readonly compiled: Compiled[];

  constructor(formats: readonly IdFormat[]) {
    this.matcher = new ShapeMatcher(formats.map((f) => f.shape));
    this.compiled = formats.map((format) => ({ format, words: new ContextWords(format.context, format.requireContext !== true) }));
  }

  /** The validated numbers of `text`, each with its entity and score, in order of start. */
  find(text: string, hint = '', cues?: PositionList, scan?: TextScan): Candidate[] {
    const out: Candidate[] = [];
    this.each(text, hint, cues, scan, (start, end, score, entity) => out.push({ start, end, score, entity }));
    return out;
  }

  /** find() handing each number to `emit` as found (no list: the detector's findEach). */
  each(
    text: string,
    hint: string,
    cues: PositionList | undefined,
    scan: TextScan | undefined,
    emit: (start: number, end: number, score: number, entity: EntityName) => void,
    starts: IdStarts = new IdStarts(text, scan),
  ): void {
    // Where each format's last match ended: a format's matches don't overlap one another.
    const after = new Int32Array(this.compiled.length);
    // The span found last, held until the next one differs: several formats may accept the same
    // digits, and one candidate per span is given, the best.
    let heldStart = -1;
    let heldEnd = -1;
    let heldScore = 0;
    let heldEntity: EntityName = 'NATIONAL_ID';
    // The last two spans a person's number validated without the word its printed form needs (an
    // Israeli ID's nine bare digits): a VAT format that takes the same digits alone
    // yields its type to it after "my ID is" (personalType).
    const personal = [-1, -1, -1, -1];
    // Whether a context word may be near the span last asked (mayBeNamed), held for the formats
    // that validate the same digits.
    let cuedStart = -1;
    let cuedEnd = -1;
    let cued = false;
    const compacted = new SpanCompact(text);
    // Once the matcher has its automaton, the starts skip the digit runs it rules out outright.
    let refusing = false;
    for (let start = starts.next(); start >= 0; start = starts.next()) {
      // Most starts admit no shape (a time, an IP address, a hex id): that is asked first.
      const matches = this.matcher.at(text, start);
      if (!refusing) {
        const refuser = this.matcher.runRefuser();
        if (refuser !== undefined) {
          starts.refuseRuns(refuser);
          refusing = true;
        }
      }
      if (matches.length === 0 || afterDialingCode(text, start) || afterCountryPrefix(text, start)) continue;
      for (const match of matches) {
        if (start < after[match.shape]!) continue;
        const { format, words } = this.compiled[match.shape]!;
        let end = validEnd(format, format.validate, text, start, match.end, compacted);
        // Passing only the weaker test (IdFormat.validateNamed), a number needs its word.
        const checked = end >= 0;
        if (!checked && format.validateNamed) end = validEnd(format, format.validateNamed, text, start, match.end, compacted);
        if (end < 0) continue;
        after[match.shape] = end;
        const printed = text.slice(start, end);
        if (continuesGrouping(text, start, end, printed)) continue;
        if (start !== cuedStart || end !== cuedEnd) {
          cuedStart = start;
          cuedEnd = end;
          cued = mayBeNamed(text, start, end, hint, cues);
        }
        const named = cued && words.near(text, start, end, hint);
        // Validated without its word, but printed in a form that needs it (requireContext).
        const needsWord = !named && checked && needsContext(format, printed);
        if (needsWord && format.entity === 'NATIONAL_ID' && (personal[2] !== start || personal[3] !== end)) {
          personal[0] = personal[2]!;
          personal[1] = personal[3]!;
          personal[2] = start;
          personal[3] = end;
        }
        if (!named && (!checked || needsWord || namedOtherwise(text, start))) continue;
        const score = named ? SCORE_WITH_CONTEXT : SCORE_ALONE;
        if (heldStart === start && heldEnd === end) {
          if (score > heldScore) {
            heldScore = score;
            heldEntity = format.entity;
          }
          continue;
        }
        if (heldStart >= 0) emit(heldStart, heldEnd, heldScore, personalType(text, heldStart, heldEnd, heldScore, heldEntity, personal));
        heldStart = start;
        heldEnd = end;
        heldScore = score;
        heldEntity = format.entity;
      }
    }
    if (heldStart >= 0) emit(heldStart, heldEnd, heldScore, personalType(text, heldStart, heldEnd, heldScore, heldEntity, personal));
  }
}

/**
 * "Shalom, my ID is 000000018": nine bare digits that a VAT format takes alone (Lithuania's PVM
 * code needs no word) and a person's number validates too (an Israeli ID, which needs a word when
 * bare), after a possessive and "ID": the person's number, NATIONAL_ID. Only the type changes:
 * the number was found either way.
 */
function personalType(text: string, start: number, end: number, score: number, entity: EntityName, personal: readonly number[]): EntityName {
  if (entity !== 'VAT_NUMBER' || score !== SCORE_ALONE || !((personal[0] === start && personal[1] === end) || (personal[2] === start && personal[3] === end))) return entity;
  return PERSONAL_ID_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ? 'NATIONAL_ID' : entity;
}

const PERSONAL_ID_BEFORE = /(?:^|[^\p{L}])(?:my|his|her|your|their)[ \t]+(?:ID|id|identity)(?:[ \t]+(?:number|no\.?|card))?(?:[ \t]+is|[ \t]*[:#])?[ \t]*$/u;

/**
 * Where the number of `format` that matched text[start, end) ends once validated, or -1. A
 * shape's match may run into the words after the number ("DE136308783 GmbH", "DK 2566 2202
 * was"): then its trailing groups that hold a letter are dropped one by one, as long as the
 * rest validates. A group of digits is never cut from the groups before it (an IBAN's first
 * nine digits may pass a VAT check).
 */
function validEnd(format: IdFormat, validate: (compact: string) => boolean, text: string, start: number, end: number, compacted: SpanCompact): number {
  const normalize = format.normalize;
  for (let e = end; e > start; ) {
    if (validate(normalize === undefined ? compacted.of(start, e) : normalize(text.slice(start, e)))) return e;
    const cut = lastSeparator(text, start, e);
    if (cut < 0 || !/[A-Za-z]/.test(text.slice(cut + 1, e))) return -1;
    e = cut;
    while (e > start && isSeparator(text.charCodeAt(e - 1))) e--;
  }
  return -1;
}

/**
 * compact() of the span of the text asked last, kept for the next ask: the formats that take
 * the same digits ask for the same span in turn (a log's "200 37384": four formats of four to
 * twelve digits with no check, each its compact() before this).
 */
class SpanCompact {
  private start = -1;
  private end = -1;
  private value = '';

  constructor(private readonly text: string) {}

  of(start: number, end: number): string {
    if (start !== this.start || end !== this.end) {
      this.start = start;
      this.end = end;
      this.value = compact(this.text.slice(start, end));
    }
    return this.value;
  }
}

function lastSeparator(text: string, start: number, end: number): number {
  for (let i = end - 1; i > start; i--) if (isSeparator(text.charCodeAt(i))) return i;
  return -1;
}

/** space . - / */
function isSeparator(c: number): boolean {
  return c === 32 || c === 46 || c === 45 || c === 47;
}

/**
 * Whether text[start, end) is a part of a longer number grouped the same way: a digit and one
 * of the number's own separators before it ("51 539 572 067" holds "539 572 067") or after it
 * ("9799 5923 9777 1378" holds "9799 5923 9777"). A list of numbers ("536-90-4399
 * 536-90-4400") is not one.
 */
function continuesGrouping(text: string, start: number, end: number, printed: string): boolean {
  const before = codeAt(text, start - 1);
  if (start >= 2 && isSeparator(before) && printed.includes(text[start - 1]!) && isDigitCode(text.charCodeAt(start - 2))) return true;
  const after = codeAt(text, end);
  return isSeparator(after) && printed.includes(text[end]!) && isDigitCode(codeAt(text, end + 1));
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Country letters printed before tax numbers: the EU's VAT prefixes and those of vat-eu.ts's neighbours. */
const COUNTRY_PREFIXES = new Set([...EU_VAT_PREFIXES, 'GR', 'CH', 'NO', 'IS', 'OM', 'BR']);

/**
 * Whether `start` follows a country prefix and a space or dash ("AT U59846063", and the Swiss
 * UID's "CHE 107 787 577"): what follows is that country's number, which the formats with the
 * prefix have tried; another country's format must not take it ("U59846063" passes a Spanish
 * CIF check one time in ten).
 */
function afterCountryPrefix(text: string, start: number): boolean {
  if (start < 3) return false;
  const sep = text.charCodeAt(start - 1);
  if (sep !== 32 && sep !== 45) return false;
  const width = start >= 4 && text.slice(start - 4, start - 1) === 'CHE' ? 3 : 2;
  if (start >= width + 2 && isLetterCode(text.charCodeAt(start - width - 2))) return false;
  return width === 3 || COUNTRY_PREFIXES.has(text.slice(start - 3, start - 1));
}

function isLetterCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Whether `start` follows an international dialing code ("+61 491 570 156"): a phone number. */
function afterDialingCode(text: string, start: number): boolean {
  return start > 1 && /\+\d{1,3}[ .\-]?$/.test(text.slice(Math.max(0, start - 5), start));
}

/**
 * Words that say the number right after them is something else: an order, invoice or tracking
 * number, a product code, a time stamp. They overrule a number's own evidence, but not a word
 * naming its format ("order of PESEL 44051401359").
 */
const OTHER_NUMBERS = [
  'order', 'order no', 'order number', 'invoice', 'invoice no', 'invoice number', 'tracking', 'tracking number',
  'ticket', 'case', 'PO', 'SKU', 'part no', 'serial', 'serial no', 'ISBN', 'ISSN', 'EAN', 'UPC', 'GTIN', 'ISIN',
  'timestamp', 'epoch', 'unix time', 'ts', 'build', 'version', 'account', 'account no', 'IBAN', 'BIC', 'tel', 'phone', 'fax', 'mobile',
];
/** How far before a number such a word may end ("Order #", "invoice no.: "). */
const OTHER_BEFORE = 16;
let otherNumbers: RegExp | undefined;

function namedOtherwise(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - OTHER_BEFORE), start);
  if (!/[A-Za-z]/.test(before)) return false;
  otherNumbers ??= wordListRegex(OTHER_NUMBERS, 'i')!;
  return otherNumbers.test(before);
}

/** Digits only, no separator, no letter. */
function isBareDigits(printed: string): boolean {
  for (let i = 0; i < printed.length; i++) {
    const c = printed.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return printed.length > 0;
}

/** Whether this printed form of a number of `format` needs a context word (IdFormat.requireContext). */
export function needsContext(format: IdFormat, printed: string): boolean {
  const rule = format.requireContext;
  if (rule === 'when-bare') return isBareDigits(printed);
  if (rule === 'without-prefix') return !/^[A-Za-z]{2}/.test(printed);
  if (typeof rule === 'object') return !standAlone(rule.unless).test(printed);
  return rule;
}

const standAloneForms = new Map<string, RegExp>();
function standAlone(source: string): RegExp {
  let re = standAloneForms.get(source);
  if (!re) standAloneForms.set(source, (re = new RegExp(source)));
  return re;
}

/** Whether some value of `sorted` lies in [from, to). */
function someBetween(sorted: PositionList, from: number, to: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]! < to;
}

/**
 * The beginnings (up to CUE_LENGTH characters, lower-cased) of every context word of the
 * registry's formats: the engine's keyword pass records where they occur. Beginnings rather
 * than whole words keep its table small (it is built at the first call); a cue that is not a
 * context word only costs a regex test. A word shorter than CUE_LENGTH is its own cue, and
 * counts as a whole word (WHOLE_WORD_CUES): the context regexes take a word only where no
 * letter, digit or "_" follows it, so Japan's "IN" need not be recorded at "INFO", "invalid"
 * and "inventory" (46,000 of a log's 10 MB; after each, the context regexes ran for nothing).
 */
const CUE_LENGTH = 4;
const CUES = contextCues(ID_FORMATS);
export const CONTEXT_CUES: readonly string[] = CUES.prefixes;
export const WHOLE_WORD_CUES: readonly string[] = CUES.whole;

/**
 * CONTEXT_CUES and WHOLE_WORD_CUES, in the formats' order, each once. Made by every run at load
 * (the keyword pass reads them), in plain loops: flatMap, map and a spread made an array per
 * format and an iterator result per word in code this cold (issue 20: start-up).
 */
function contextCues(formats: readonly IdFormat[]): { prefixes: string[]; whole: string[] } {
  const seen = new Set<string>();
  const prefixes: string[] = [];
  const whole: string[] = [];
  for (let f = 0; f < formats.length; f++) {
    const words = formats[f]!.context;
    for (let w = 0; w < words.length; w++) {
      const word = words[w]!;
      const short = word.length < CUE_LENGTH;
      const cue = word.toLowerCase().slice(0, CUE_LENGTH);
      const key = short ? `=${cue}` : cue;
      if (seen.has(key)) continue;
      seen.add(key);
      (short ? whole : prefixes).push(cue);
    }
  }
  return { prefixes, whole };
}

let finder: IdFinder | undefined;

/** The registry's finder, compiled on first use (not at import: start-up time). */
export function idFinder(): IdFinder {
  return (finder ??= new IdFinder(ID_FORMATS));
}

/** The detector's findEach(): every format of the registry. */
export function findIds(text: string, ctx: DetectorContext | undefined, emit: Emit): void {
  const scan = scanOf(text, ctx);
  // A text with no place where a number may start (most prose, `anonymize text "short"`) finds
  // nothing and needs no finder: its matcher and context words are built by the first that has one.
  const starts = new IdStarts(text, scan);
  if (!starts.hasAny()) return;
  idFinder().each(text, ctx?.hint ?? '', ctx?.cueHits, scan, emit, starts);
}
