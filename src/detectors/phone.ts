// libphonenumber-js with its `max` metadata: `min` only checks a number's length, so a date
// such as 15.01.2024 parses as a "valid" German number; `max` checks the digits against each
// region's number plan (the same metadata as Google's libphonenumber), which is what lets a
// bare digit run be told from a phone number. It costs ~65 kB more, loaded once.
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { BoundedMemo } from './lib/bounded-memo.js';
import { defineDetector } from '../engine/detector.js';
import { phoneFitsField } from './lib/field-fits.js';
import { UsageError } from '../errors.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { Positions, scanOf, type TextScan } from '../engine/scan/index.js';
import { nationalDigitCounts, nationalPrefixOf } from './phone/plans.js';
import { followsPlanGrouping } from './phone/grouping.js';
import { parsePhone } from './phone/parse.js';
import { isValidPhoneNumber } from './phone/valid.js';
import { followsCurrencyCode, isSlashedFigures, looksLikeCompactDate, looksLikeNonPhone } from './phone/shapes.js';
import { codeAt, isDigit, isWordCode } from './lib/char-codes.js';
import { letterLabelBefore, phoneLabelBefore } from './phone/label.js';
import { regionsForLength } from './phone/anywhere.js';
import { isOfcomDramaNumber } from './phone/drama.js';
import { afterNamedOwner, phoneContextNear } from './phone/near.js';
import { knownFieldEntity } from '../lexicon/field-names.js';
import { isPhoneLabel, isPhoneQualifier } from '../lexicon/phone-words.js';

// Candidates: an optional +CC, an optional (area code), then digit groups joined by single
// separators. Neither end may touch a letter, digit or currency sign, or continue as a
// decimal/date ("1.5", "2024-01-15-x"). Scanning prose with this (Unicode, lookbehind) regex
// is slow, so `stretches` first finds the few places with seven or more digit and
// phone-punctuation characters in a row, and CANDIDATE is tried (sticky) only there.
// A colon may stand right before "+" ("tel:+1…", "Phone:+44…") but not before a national
// number, where it is more often a clock time or a key:value run of figures. A German area code
// may stand before " / " ("Tel. 030 / 12 34 56 78": DIN 5008's older form).
const CANDIDATE =
  /(?:(?<![\p{L}\p{N}_+$€£¥.\-/])\+\d{1,3}[ .\-]?(?:\(\d{1,5}\)[ .\-]?)?|(?<![\p{L}\p{N}_+$€£¥.:\-/])(?:\(\d{1,5}\)[ .\-]?|0\d{1,4} \/ )?)\d{1,14}(?:[ .\-/]\d{1,10}){0,6}(?![\p{L}\p{N}_]|[.:\-/]\d)/uy;
// The trunk prefix 8 of Russia, Kazakhstan and Belarus before an area code in brackets, and the
// subscriber's number in the groups these countries print (`8 (917) 234-56-78`, `8 (495)
// 123-45-67`, `8(7172)55-12-34`; Rossvyaz's numbering plan: 8 dials a national number of ten
// digits). CANDIDATE would start at the bracket and read `(917) 234-56-78` in --region alone.
const TRUNK_EIGHT = /(?<![\p{L}\p{N}_+$€£¥.:\-/])8 ?\(\d{3,5}\) ?\d{1,3}-\d{2}-\d{2}(?![\p{L}\p{N}_]|[.:\-/]\d)/uy;
// The national form of CANDIDATE between letters of Chinese, Japanese or Korean, tried only after a phone label.
const CJK_GLUED = /(?:\(\d{1,5}\)[ .\-]?)?\d{1,14}(?:[ .\-/]\d{1,10}){0,6}(?![\p{N}_]|[.:\-/]\d|(?![\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}])\p{L})/uy;
const isCjkCode = (c: number) => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);
// The national form of CANDIDATE right after a colon, tried only after a phone label ("Telefon:030 12345678").
// A country code in brackets before the national number, `(+238) 991 82 73`, `(+229) 01 97 41 82
// 73` (how West African and Lusophone forms print one): tried only where "(+" opens a stretch.
const BRACKETED_CODE = /(?<![\p{L}\p{N}_+$€£¥.\-/])\(\+\d{1,3}\) ?\d{1,14}(?:[ .\-/]\d{1,10}){0,6}(?![\p{L}\p{N}_]|[.:\-/]\d)/uy;
const AFTER_LABEL_COLON = /(?<=:)(?:\(\d{1,5}\)[ .\-]?)?\d{1,14}(?:[ .\-/]\d{1,10}){0,6}(?![\p{L}\p{N}_]|[.:\-/]\d)/uy;


/**
 * The end of the candidate that starts at `p`, or -1: tried where one may start, at "+", "("
 * or the first digit of a group. The caller goes on after it. (Positions, not match arrays:
 * a log offers a candidate in every IP address, 120,000 on 20 MB.)
 */
function candidateEndAt(text: string, p: number): number {
  const c = text.charCodeAt(p);
  if (!(c === 43 || c === 40 || (isDigit(c) && !isDigit(codeAt(text, p - 1))))) return -1;
  if (c === 56) {
    TRUNK_EIGHT.lastIndex = p;
    if (TRUNK_EIGHT.test(text)) return TRUNK_EIGHT.lastIndex;
  }
  if (c === 40 && codeAt(text, p + 1) === 43) {
    BRACKETED_CODE.lastIndex = p;
    if (BRACKETED_CODE.test(text)) return BRACKETED_CODE.lastIndex;
  }
  CANDIDATE.lastIndex = p;
  // test(): the candidate's end is all that is read (sticky, so it starts at p).
  if (CANDIDATE.test(text)) return CANDIDATE.lastIndex;
  if (codeAt(text, p - 1) === 47 && isDigit(c) && followsClickToChat(text, p)) {
    let e = p;
    while (e < text.length && isDigit(text.charCodeAt(e))) e++;
    return isWordCode(codeAt(text, e)) ? -1 : e;
  }
  if (codeAt(text, p - 1) === 58 && isDigit(c) && phoneLabelBefore(text, p)) {
    AFTER_LABEL_COLON.lastIndex = p;
    if (AFTER_LABEL_COLON.test(text)) return AFTER_LABEL_COLON.lastIndex;
  }
  // Glued to Chinese, Japanese or Korean letters, as those scripts write a number in a sentence
  // (`手机号是13812345678`, `연락처는 010-1234-5678이고`): only after a phone label.
  if (isDigit(c) && (isCjkCode(codeAt(text, p - 1)) || cjkAfterDigits(text, p)) && phoneLabelBefore(text, p)) {
    CJK_GLUED.lastIndex = p;
    if (CJK_GLUED.test(text)) return CJK_GLUED.lastIndex;
  }
  return -1;
}

/** Whether a letter of Chinese, Japanese or Korean follows the digits and phone punctuation from text[p] (30 characters at most). */
function cjkAfterDigits(text: string, p: number): boolean {
  const limit = Math.min(text.length, p + 30);
  let i = p;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (!(isDigit(c) || c === 32 || c === 45 || c === 46 || c === 47)) break;
    i++;
  }
  return i < limit && isCjkCode(text.charCodeAt(i));
}

/** E.164 allows at most 15 digits; national numbers have at least 7 (short codes aside). */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

const BARE_SCORE = 0.4;
/**
 * A national number of another region than --region, right after a phone label. It outranks
 * a national ID standing alone (0.85: "Teléfono móvil: 612 345 678" is also a valid Canadian
 * SIN) but not one with its ID word near (0.95: "SIN/Teléfono: 612 345 678").
 */
const LABELLED_SCORE = 0.9;
/** A national number of another region with its trunk 0, a phone word before it or an e-mail address on its line (phone/near.ts). */
const NEAR_SCORE = 0.6;

/**
 * Score by how phone-like the printed form is: an international number that the numbering
 * plan accepts is a strong signal; a national one with the usual grouping is the plain
 * "shape" score (context words raise it, see `context`); dots (415.555.0132, 01.23.45.67.89)
 * are also how other figures are written, so a little less; a bare run of digits is weak on
 * its own and needs a context word to pass the threshold, and so does a national number split
 * where its region's plan never splits one ("6583 868765", "201795-7764": phone/grouping.ts),
 * the printed form of many identifiers that happen to parse as some number of the region.
 */
function scoreOf(value: string, region: CountryCode): number {
  if (value.startsWith('+')) return 0.8;
  if (/^\d+$/.test(value)) return BARE_SCORE;
  if (iddLength(value) > 0) return 0.75;
  const number = parsePhone(value, region);
  if (number !== undefined && !followsPlanGrouping(value, number)) return BARE_SCORE;
  if (!/[ \-()]/.test(value)) return 0.55;
  return 0.6;
}

// Parsing is most of this detector's cost and documents repeat their numbers (a signature, a
// log's caller ID), so verdicts are remembered; the memo is bounded and only saves time.
const verdicts = new BoundedMemo<string, boolean>(4096, 'values');

function isValidPhone(value: string, region: CountryCode): boolean {
  const international = value.startsWith('+');
  return verdicts.get(international ? value : `${region}:${value}`, () => validIn(value, international ? undefined : region));
}

/** Whether `value` parses (in `region` when national) as a number its plan accepts, or as one of Ofcom's drama numbers. */
function validIn(value: string, region: CountryCode | undefined): boolean {
  const number = parsePhone(value, region);
  return number !== undefined && (isValidPhoneNumber(number) || isOfcomDramaNumber(number.countryCallingCode, number.nationalNumber) || isMexicanMobileOfOld(number.countryCallingCode, number.nationalNumber));
}

/**
 * A Mexican mobile number written as it was dialled from abroad until August 2019, "+52 1" and
 * the ten digits ("+52 1 55 4817 2936"): the IFT's national numbering plan then dropped the
 * mobile "1" (and 044/045), and libphonenumber's plan no longer accepts it, but signatures,
 * contact cards and WhatsApp links still carry it. Valid when the ten digits are.
 */
function isMexicanMobileOfOld(countryCallingCode: string, nationalNumber: string): boolean {
  if (countryCallingCode !== '52' || nationalNumber.length !== 11 || nationalNumber.charCodeAt(0) !== 49) return false;
  const number = parsePhone(`+52${nationalNumber.slice(1)}`, undefined);
  return number !== undefined && isValidPhoneNumber(number);
}

/**
 * Whether a national number is valid in some region (phone/anywhere.ts): asked only for a
 * number right after a phone label, which names it a phone number whatever its country.
 */
function isValidSomewhere(value: string, digits: number): boolean {
  return verdicts.get(`*:${value}`, () => regionsForLength(digits).some((r) => validIn(value, r)));
}

function findPhones(text: string, ctx: DetectorContext): Candidate[] {
  const region = ctx.region.toUpperCase() as CountryCode;
  if (!isSupportedCountry(region)) throw new UsageError(`unknown phone region "${ctx.region}": use an ISO 3166-1 alpha-2 code such as US or GB`);
  const nationalCounts = nationalDigitCounts(region);
  const found = stretches(text, scanOf(text, ctx));
  const out: Candidate[] = [];
  const hintLabels = ctx.hint !== '' && isPhoneHint(ctx.hint);
  // The candidates left for the document's regions (phonesOfRegion): [start, end, kind, …].
  const left: number[] = [];
  for (let i = 0; i < found.length; i += 2) phonesIn(text, found[i]!, found[i + 1]!, region, nationalCounts, hintLabels, out, left);
  if (left.length > 0 && out.length > 0) {
    const before = out.length;
    for (const r of documentRegions(text, out, region)) phonesOfRegion(left, r, out, text);
    if (out.length > before) out.sort((a, b) => a.start - b.start);
  }
  return out;
}

/**
 * The regions of a document's international numbers other than --region ("+82 10-4827-1936",
 * "+90 532 417 86 29", "+65 9123 4587"): a document that writes one number of a country so
 * writes its others in that country's national form ("010-9153-2280", "0533 208 44 17",
 * "8234 1190" in the same e-mail, CV or clinic list).
 */
function documentRegions(text: string, out: readonly Candidate[], region: CountryCode): CountryCode[] {
  const regions = new Set<CountryCode>();
  for (const f of out) {
    if (text.charCodeAt(f.start) !== 43) continue;
    const country = parsePhone(text.slice(f.start, f.end), undefined)?.country;
    if (country && country !== region && isSupportedCountry(country)) regions.add(country);
  }
  return [...regions];
}

// What a candidate left for the document's regions is (phoneOf): a national candidate no label
// or phone word named, or six digits in groups after a phone label (`tlf. 35 26 41`).
const UNNAMED = 0;
const SIX_DIGITS_LABELLED = 1;

/**
 * The candidates among `left` ([start, end, kind, …]) that are phone numbers of `region`, a
 * region of the document's international numbers (documentRegions); each found is struck from
 * `left` (its start set to -1).
 * - An unnamed one: valid in `region`, printed with its trunk prefix where it has one, in its
 *   plan's digit groups: not a bare run of digits, which an identifier or an amount is as often.
 * - Six labelled digits: valid in `region` when its plan has numbers of six digits (the Faroe
 *   Islands', Andorra's: libphonenumber's metadata): the nineteenth reading's Faroese tax letter,
 *   which writes its own number `+298 35 26 00` and its clerk's `35 26 41`. Six digits anywhere
 *   else are a date, a postcode or a case number, and stay ('Fax: 21 12 34' with no such region).
 */
function phonesOfRegion(left: number[], region: CountryCode, out: Candidate[], text: string): void {
  const counts = nationalDigitCounts(region);
  const sixDigitPlan = counts.has(6);
  // Where the region dials a trunk prefix, its national numbers are printed with it ("010-…", "(03) …").
  const prefix = nationalPrefixOf(region);
  for (let k = 0; k < left.length; k += 3) {
    const start = left[k]!;
    if (start < 0) continue;
    const end = left[k + 1]!;
    const found = left[k + 2] === UNNAMED ? unnamedPhoneOf(text, start, end, region, counts, prefix) : sixDigitPlan ? sixDigitPhoneOf(text, start, end, region) : undefined;
    if (found === undefined) continue;
    out.push(found);
    left[k] = -1;
  }
}

/** The phone number of `region` an unnamed candidate text[start, end) begins with, if any (phonesOfRegion). */
function unnamedPhoneOf(text: string, start: number, end: number, region: CountryCode, counts: ReadonlySet<number>, prefix: string): Candidate | undefined {
  if (!hasGroupMark(text, start, end)) return undefined;
  const candidate = text.slice(start, end);
  if (prefix !== '' && !candidate.replace('(', '').startsWith(prefix)) return undefined;
  const valid = validPrefixEnd(candidate, region, counts);
  if (valid === undefined) return undefined;
  // The whole candidate a number of another region, printed with its trunk prefix: a Swiss
  // mobile `079 418 62 03` in a Liechtenstein letter is no Liechtenstein `079 418 62` and a
  // figure (the twenty-first reading's discharge letter, leaks43).
  if (valid < candidate.length && wholeValidElsewhere(candidate)) return { start, end, score: NEAR_SCORE };
  const value = candidate.slice(0, valid);
  const number = parsePhone(value, region);
  if (/^\d+$/.test(value) || number === undefined || !followsPlanGrouping(value, number)) return undefined;
  return { start, end: start + valid, score: NEAR_SCORE };
}

/** Whether a national candidate of digit groups is valid in some region as a whole (unnamedPhoneOf). */
function wholeValidElsewhere(candidate: string): boolean {
  if (candidate.charCodeAt(0) !== 48 || !/^[\d ]+$/.test(candidate)) return false;
  const digits = candidate.replace(/ /g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS && isValidSomewhere(candidate, digits);
}

/** Six labelled digits text[start, end) as a phone number of `region`, if valid there (phonesOfRegion). */
function sixDigitPhoneOf(text: string, start: number, end: number, region: CountryCode): Candidate | undefined {
  const number = parsePhone(text.slice(start, end), region);
  if (number === undefined || number.nationalNumber.length !== 6 || !isValidPhoneNumber(number)) return undefined;
  return { start, end, score: LABELLED_SCORE };
}

/** Whether text[start, end) holds a space, bracket, hyphen or dot (a candidate's groups set apart). */
export function hasGroupMark(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 40 || c === 41 || c === 45 || c === 46) return true;
  }
  return false;
}

// A spreadsheet's cells each carry their column's name as the hint: one verdict per name.
const phoneHints = new BoundedMemo<string, boolean>(256);

/** A field named for phone numbers (a CSV column "Telefon", a JSON key "mobilePhone"): its numbers are labelled. */
function isPhoneHint(hint: string): boolean {
  if (hint.length > 40) return false;
  return phoneHints.get(hint, () => {
    if (knownFieldEntity(hint) === 'PHONE_NUMBER') return true;
    return isPhoneLabel(hint.split(/[^\p{L}]+|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean));
  });
}

/** Characters a phone number's digit groups are joined by: space ( ) . - / */
const isJoiner = (c: number) => c === 32 || c === 40 || c === 41 || c === 46 || c === 45 || c === 47;

/**
 * [start0, end0, …]: what a global scan with /(?:\(\+|[+(])?\d[\d ().\-/]{5,}\d/g finds, built from the
 * shared scan's digit runs instead of a scan of its own. From a digit that is no part of an
 * earlier stretch, a stretch runs over digits and joiners to its last digit, and counts when
 * it is at least 7 characters long; a "+", "(" or "(+" right before it belongs to it. When it is
 * shorter, every start inside it is too, so the next try is past it.
 */
export function stretches(text: string, scan: TextScan = scanOf(text)): Int32Array {
  const runs = scan.digitTokens.digitRuns;
  const out = new Positions();
  let after = 0; // tried up to here
  let lastEnd = 0; // the end of the last stretch
  for (let r = 0; r < runs.count; r++) {
    const first = runs.start(r);
    if (first < after) continue;
    // Over digits and joiners to the end of the span; its last digit ends the stretch.
    let last = runs.end(r);
    let i = last;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (isDigit(c)) last = i + 1;
      else if (!isJoiner(c)) break;
      i++;
    }
    after = i;
    if (last - first < 7) continue;
    const lead = first - 1 >= lastEnd ? text.charCodeAt(first - 1) : 0;
    // "(+" before it: a country code in brackets (BRACKETED_CODE).
    const bracketed = lead === 43 && first - 2 >= lastEnd && text.charCodeAt(first - 2) === 40;
    out.push(bracketed ? first - 2 : lead === 43 || lead === 40 ? first - 1 : first);
    out.push(last);
    after = lastEnd = last;
  }
  return out.done();
}

/**
 * Adds the phone numbers of the stretch text[from, to) to `out`: those valid in `region`, and
 * right after a phone label (or in a phone field: `hintLabels`) a national number valid in any
 * region ("Telefon: 030 12345678", "mobile=06 12 34 56 78" with --region US). The national
 * candidates nothing named, and six digits in groups after a label, go to `left` (read again
 * in the document's regions: phonesOfRegion).
 */
function phonesIn(text: string, from: number, to: number, region: CountryCode, nationalCounts: ReadonlySet<number>, hintLabels: boolean, out: Candidate[], left: number[]): void {
  let p = from;
  while (p < to) {
    const end = candidateEndAt(text, p);
    if (end < 0) {
      p++;
      continue;
    }
    phoneOf(text, p, end, region, nationalCounts, hintLabels, out, left);
    p = end;
  }
}

/** Adds the phone number the candidate text[start, end) holds, if any (phonesIn). */
function phoneOf(text: string, start: number, end: number, region: CountryCode, nationalCounts: ReadonlySet<number>, hintLabels: boolean, out: Candidate[], left: number[]): void {
  // Every reading below (validPrefixEnd) needs seven digits, and refuses a dotted quad (an IP
  // address, a version) whole and cut: such a candidate gives nothing, and is left before any
  // string is made or label read.
  // Postfix's "delays=0.4/0/0.1/0.5" (times in seconds: isSlashedFigures) is refused here too,
  // before any region's plan is asked.
  // Six digits in groups after a phone label: read again in the document's regions (phonesOfRegion).
  if (isSixDigitsInGroups(text, start, end)) {
    if (labelledAt(text, start, text.slice(start, end), hintLabels, out)) left.push(start, end, SIX_DIGITS_LABELLED);
    return;
  }
  if (!hasDigits(text, start, end, MIN_DIGITS) || isDottedQuad(text, start, end) || isSlashedFigures(text, start, end) || followsCurrencyCode(text, start) || isJsonDecimal(text, start, end)) return;
  const value = text.slice(start, end);
  if (text.charCodeAt(start) === 40 && text.charCodeAt(start + 1) === 43) {
    bracketedCodePhone(value, start, region, nationalCounts, out);
    return;
  }
  if (followsClickToChat(text, start)) {
    if (isAllDigits(value) && isValidPhone(`+${value}`, region)) out.push({ start, end, score: 0.8 });
    return;
  }
  const valid = validPrefixEnd(value, region, nationalCounts);
  if (valid !== undefined) {
    const score = scoreOf(value.slice(0, valid), region);
    // Valid in --region but printed in another plan's groups ("Telefone: (21) 3817-4926", a Rio
    // number that also spells a Los Angeles one): the label names it a phone all the same.
    // Only the whole candidate, in groups, after a label in the text: a bare run keeps its score
    // (context words lift it), and a prefix cut from a longer figure ("2 69 36 13 295 500 04") or
    // a field's value (the field's own finding takes the whole) is no better named by the label.
    const labelled = score === BARE_SCORE && valid === value.length && !isAllDigits(value) && labelledAt(text, start, value, false, out);
    out.push({ start: start - nanpTrunkBefore(text, start, value), end: start + valid, score: labelled ? LABELLED_SCORE : score });
    return;
  }
  if (value.startsWith('+') || iddLength(value) > 0) return;
  const label = labelledAt(text, start, value, hintLabels, out);
  if (!label && !phoneContextNear(text, start, value)) {
    left.push(start, end, UNNAMED);
    return;
  }
  const labelled = validPrefixEnd(value, undefined, undefined);
  if (labelled !== undefined) out.push({ start: start - nanpTrunkBefore(text, start, value), end: start + labelled, score: label || afterNamedOwner(text, start, value) ? LABELLED_SCORE : NEAR_SCORE });
}

/**
 * `(+238) 991 82 73`: read as `+238 991 82 73` (the brackets dropped); the finding covers the
 * brackets and the longest valid number, which must run past the country code.
 */
function bracketedCodePhone(value: string, start: number, region: CountryCode, nationalCounts: ReadonlySet<number>, out: Candidate[]): void {
  const close = value.indexOf(')');
  const valid = validPrefixEnd(value.slice(1, close) + value.slice(close + 1), region, nationalCounts);
  if (valid !== undefined && valid > close - 1) out.push({ start, end: start + valid + 2, score: 0.8 });
}

/**
 * The North American long-distance prefix `1` before an area code in brackets, `1 (868)
 * 741-8273` (the thirteenth reading's Trinidadian e-mail; NANPA: 1 + NPA + NXX + XXXX): its
 * two characters belong to the number when the `1` opens the value (after a line's start, a
 * colon or blanks after one). `Item 1 (415) 555-0132`, a list's count, keeps its `1`.
 */
function nanpTrunkBefore(text: string, start: number, value: string): number {
  if (value.charCodeAt(0) !== 40 || start < 2 || text.charCodeAt(start - 1) !== 32 || text.charCodeAt(start - 2) !== 49) return 0;
  let k = start - 2;
  if (k === 0) return 2;
  const before = text.charCodeAt(k - 1);
  if (before === 10 || before === 13) return 2;
  if (before !== 32 && before !== 9) return 0;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  return k === 0 || text.charCodeAt(k - 1) === 58 || text.charCodeAt(k - 1) === 10 ? 2 : 0;
}

/**
 * WhatsApp's click-to-chat link, `wa.me/<number>` (WhatsApp Help Center, "How to use click to
 * chat": the full number in international format, without "+", zeros or brackets): its digits
 * are a phone number with its country code.
 */
function followsClickToChat(text: string, start: number): boolean {
  return start >= 6 && text.charCodeAt(start - 1) === 47 && text.slice(start - 6, start - 1).toLowerCase() === 'wa.me';
}

function isAllDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (!isDigit(value.charCodeAt(i))) return false;
  return true;
}

/** Whether a phone label, a phone field's name (`hintLabels`), a one-letter label or a phone found just before names the candidate text[start…] (`value`) a phone. */
function labelledAt(text: string, start: number, value: string, hintLabels: boolean, out: readonly Candidate[]): boolean {
  return hintLabels || phoneLabelBefore(text, start) || (letterLabelBefore(text, start) && fitsLetterLabel(value)) || listedAfterPhone(text, out, start);
}

/**
 * A JSON key's value written as a number with a decimal point (`"timestamp": 1772720527.1`, a
 * Sentry breadcrumb's seconds): JSON writes a phone number as a string, and no number of its
 * with a fraction.
 */
function isJsonDecimal(text: string, start: number, end: number): boolean {
  let k = start - 1;
  while (k > 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (codeAt(text, k) !== 58 || codeAt(text, k - 1) !== 34) return false;
  let dots = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) dots++;
    else if (!isDigit(c)) return false;
  }
  return dots === 1;
}

/** Whether text[start, end) is six digits in two or three groups a blank apart (`35 26 41`, `352 641`). */
function isSixDigitsInGroups(text: string, start: number, end: number): boolean {
  let digits = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) digits++;
    else if (c !== 32 || i === start || !isDigit(text.charCodeAt(i - 1))) return false;
  }
  return digits === 6 && end - start > 6;
}

/** Whether text[start, end) holds at least `min` digits. */
function hasDigits(text: string, start: number, end: number, min: number): boolean {
  let digits = 0;
  for (let i = start; i < end; i++) if (isDigit(text.charCodeAt(i)) && ++digits >= min) return true;
  return false;
}

/** Whether text[start, end) is four groups of one to three digits joined by "." (DOTTED in phone/shapes.ts). */
export function isDottedQuad(text: string, start: number, end: number): boolean {
  let groups = 1;
  let run = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      if (++run > 3) return false;
    } else if (c === 46 && run > 0 && groups < 4) {
      groups++;
      run = 0;
    } else return false;
  }
  return groups === 4 && run > 0;
}

/**
 * Whether the candidate at text[start] is the second of a list that a phone number found opens:
 * "Teléfono: 968 24 71 39 / 629 481 735", "Tel. 020 7946 0321, 07700 900412", "… or …". Only
 * a list mark and blanks may stand between them; the candidate is then as labelled as the first.
 */
function listedAfterPhone(text: string, out: readonly Candidate[], start: number): boolean {
  const prev = out[out.length - 1];
  if (prev === undefined || prev.end > start || start - prev.end > 32) return false;
  let gap = text.slice(prev.end, start).trim();
  // The first number's carrier or kind in brackets ("941 8273 (Vodafone) / 704 1827").
  const bracket = /^\([\p{L} .'&-]{1,20}\)\s*/u.exec(gap);
  if (bracket) gap = gap.slice(bracket[0].length);
  // The second number's kind after the list mark ("7418-2736 / casa 2241-8273", "… or home 0412 …"),
  // maybe with a colon ("6418-2736; residencial: 226-4182": the fifteenth reading's Panamanian certificate).
  const qualified = /^(\S+)\s+(\p{L}+):?$/u.exec(gap);
  if (qualified && isPhoneQualifier(qualified[2]!)) gap = qualified[1]!;
  if (gap.length > 6) return false;
  return gap === '/' || gap === ',' || gap === ';' || gap === '|' || LIST_WORDS.has(gap.toLowerCase());
}

const LIST_WORDS = new Set(['or', 'o', 'ou', 'oder', 'of', 'y', 'e', 'und', 'et', 'ή']);

/**
 * Whether a number after a one-letter label (`T:`, `M:`: letterLabelBefore) looks enough like a
 * phone number: it opens with a trunk prefix 0 ("T: 020 7946 0958", "T: 06 12 34 56 78") or
 * has nine digits or more ("M: 612 345 678", "M: 347 123 4567"). An eight-digit run without
 * a 0 is as often a date or an amount in a table ("T: 2024 1215").
 */
function fitsLetterLabel(value: string): boolean {
  if (value.charCodeAt(0) === 48) return true;
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (isDigit(value.charCodeAt(i))) digits++;
  return digits >= 9;
}

/**
 * The end of the longest valid phone number that `value` starts with, trying the whole
 * candidate and then without its last space-separated groups: a number followed by another
 * figure ("+44 20 7946 0958 2024") is joined to it by the candidate regex. `region` and
 * `nationalCounts` undefined: a national number valid in any region (after a phone label).
 */
function validPrefixEnd(value: string, region: CountryCode | undefined, nationalCounts: ReadonlySet<number> | undefined): number | undefined {
  const idd = iddLength(value);
  const international = value.startsWith('+') || idd > 0;
  let end = value.length;
  let digits = idd > 0 ? -2 : 0; // the "00" is no part of the number
  for (let i = 0; i < end; i++) if (isDigit(value.charCodeAt(i))) digits++;
  while (digits >= MIN_DIGITS) {
    const prefix = value.slice(0, end);
    const e164 = idd > 0 ? `+${prefix.slice(idd)}` : prefix;
    if (
      digits <= MAX_DIGITS &&
      (international || nationalCounts === undefined || nationalCounts.has(digits)) &&
      !looksLikeNonPhone(prefix) &&
      (region === undefined ? !looksLikeCompactDate(prefix) && isValidSomewhere(e164, digits) : isValidPhone(e164, region))
    ) {
      return end;
    }
    // Drop the last group when a space sets it apart ("415-555-0132-99" stays one token).
    let cut = end;
    while (cut > 0 && isDigit(value.charCodeAt(cut - 1))) cut--;
    if (cut === 0 || cut === end || value[cut - 1] !== ' ') return undefined;
    digits -= end - cut;
    end = cut - 1;
    while (end > 0 && !isDigit(value.charCodeAt(end - 1))) end--;
  }
  return undefined;
}

/**
 * Length of the "00" international call prefix (ITU-T E.164 Annex; most of Europe, Africa and
 * Asia dial it for "+") with a separator after it, when `value` is written "0044 20 …" or
 * "00 44 20 …"; 0 otherwise.
 */
function iddLength(value: string): number {
  if (!value.startsWith('00')) return 0;
  const sep = value[2] === ' ' || value[2] === '-' || value[2] === '.' ? 1 : 0;
  const first = value.charCodeAt(2 + sep);
  return first >= 49 && first <= 57 ? 2 + sep : 0;
}

export default defineDetector({
  id: 'phone',
  entity: 'PHONE_NUMBER',
  fitsField: phoneFitsField,
  find: findPhones,
  // `ANI`: a call record's caller number (lexicon/phone-words.ts), a bare run after it (`ANI/ALI: 6025418273`).
  context: ['phone', 'telephone', 'tel', 'tél', 'telefon', 'mobile', 'cell', 'call', 'fax', 'mob', 'ph', 'contact', 'whatsapp', 'sms', 'text', 'dial', 'ani'],
  examples: {
    positive: [
      // Ofcom reserves 020 7946 0000–0999 for drama (Ofcom, "Telephone numbers for drama")
      '+44 20 7946 0958',
      { text: 'Tel: +44 (0)20 7946 0018.', match: '+44 (0)20 7946 0018' },
      // NANP reserves 555-0100–0199 for fiction (NANPA, "555 NXX line numbers")
      '(415) 555-0132',
      '415-555-0132',
      '+1 212 555 0199',
      { text: 'call 1-800-555-0175 today', match: '1-800-555-0175' },
      { text: 'phone 415.555.0132', match: '415.555.0132' },
      { text: 'mobile: 4155550132', match: '4155550132' },
      // ACMA lists 0491 570 006, 0491 570 110, 0491 570 156… for drama (ACMA, "Phone numbers for use in TV and film")
      '+61 491 570 156',
      { text: 'fax +61 491 570 110 or +44 20 7946 0999', match: ['+61 491 570 110', '+44 20 7946 0999'] },
      { text: 'Tel. +44 20 7946 0321 2024 edition', match: '+44 20 7946 0321' }, // a figure right after it
      { text: '<a href="tel:+14155550123">', match: '+14155550123' }, // RFC 3966 tel URI
      // "00" for "+", as dialled from most of Europe (ITU-T E.164; the Ofcom and ACMA drama ranges above)
      { text: 'Call 0044 20 7946 0958 today', match: '0044 20 7946 0958' },
      { text: 'Tel. 00 61 491 570 156', match: '00 61 491 570 156' },
      // Right after a phone label, a national number valid in any region's plan (libphonenumber's
      // metadata example numbers, the maintainers' published test list: DE, FR, AU, NL, IN, KE)
      { text: 'Telefon: 01512 3456789', match: '01512 3456789' },
      { text: 'tel. 0412 345 678', match: '0412 345 678' },
      { text: 'mobile=06 12 34 56 78', match: '06 12 34 56 78' },
      { text: '{"phone":"06 12345678"}', match: '06 12345678' },
      { text: 'Handy:081234 56789', match: '081234 56789' },
      { text: 'Phone no. 0712 123456', match: '0712 123456' },
      { text: '"homePhone": "0412-345-678"', match: '0412-345-678' },
      { text: 'Tel. 030/1234567', match: '030/1234567' }, // a German area code set apart by a slash
      // Ofcom's numbers for drama, which libphonenumber refuses, after a label (Ofcom, "Telephone numbers for drama")
      { text: 'Mobile: 07700 900461', match: '07700 900461' },
      { text: 'Tel 01632 960123', match: '01632 960123' },
      { text: 'call +44 7700 900123', match: '+44 7700 900123' },
      // A trunk 0, digit groups and a word of phones or calling before it on its line (phone/near.ts; Ofcom's and ACMA's drama ranges, a French mobile)
      { text: "I'll send my plumber. He'll call you from 07700 900478. Is tomorrow ok?", match: '07700 900478' },
      { text: 'yep. mobile is 0433 555 190, personal email below', match: '0433 555 190' },
      { text: 'maybe send sms to my new number 06 71 29 48 33 instead', match: '06 71 29 48 33' },
      { text: 'Brighton BN1 6HD  |  07700 900158  |  amara.of@example.com', match: '07700 900158' }, // an e-mail address on its line
      // After the labels of Korean, Vietnamese, Thai, Japanese and Mexican forms (libphonenumber's mobile example numbers, national format)
      { text: '연락처: 010-2000-0000', match: '010-2000-0000' },
      { text: 'SĐT: 0912 345 678', match: '0912 345 678' },
      { text: 'เบอร์โทร 081 234 5678', match: '081 234 5678' },
      { text: '携帯: 090-1234-5678', match: '090-1234-5678' },
      { text: 'Cel: 222 123 4567', match: '222 123 4567' },
      // libphonenumber's Brazilian mobile example after "WhatsApp" (one word, not "Whats" + "App")
      { text: 'WhatsApp (11) 96123-4567', match: '(11) 96123-4567' },
      // A Rio de Janeiro number in Anatel's national form "(DD) NNNN-NNNN" that also spells a valid
      // US number (213-817-4926) printed in groups no US number has: the label decides
      { text: 'Telefone: (21) 3817-4926', match: '(21) 3817-4926' },
      // Mexico's mobile "1" after +52, dropped by the IFT in August 2019 (libphonenumber's example, old form)
      { text: 'Cel. +52 1 222 123 4567', match: '+52 1 222 123 4567' },
      // WhatsApp's click-to-chat link: the number in international form without "+" (WhatsApp Help
      // Center, "How to use click to chat"; Ofcom's drama range)
      { text: 'Chat with us: https://wa.me/447700900461', match: '447700900461' },
    ],
    negative: [
      '2024-01-15', // ISO date
      '15.01.2024', // European date
      '1.2.3.4', // version
      '192.168.1.10', // IPv4 address
      '$1,234.56', // price
      'a fine of TRL 615.478.0000', // an amount after an ISO 4217 currency code
      '4242 4242 4242 4242', // card number (Stripe test card)
      'GB82 WEST 1234 5698 7654 32', // IBAN (ECBS example)
      'order 123456789012', // 12-digit order number
      'in 1991', // year
      'ZIP 62704', // ZIP code
      '555-0132', // too short without an area code
      'ref 4155550132', // a bare digit run without a phone word
      '2024-03-05T14:30:00Z', // ISO timestamp
      '020 7946 0958', // a GB national number is not valid in the default region (US)
      'id 415-555-0132-99', // a longer hyphenated token
      '0044 20 7946 09', // "00" + a number too short for its plan
      '0000 1234 5678', // no country code starts with 0
      'ref 00442079460958', // a bare digit run without a phone word
      // Any region's plan decides only right after a phone label (libphonenumber's example numbers, as above)
      'order 01512 3456789', // a German mobile number's digits after another word
      'invoice ref 0412 345 678', // an Australian one's after "ref"
      'see 06 12 34 56 78', // a French one's in prose
      'Tel Aviv 2024 1995', // a place called Tel, then years
      'phone was lost. 0712 123456', // a sentence's end between the word and the digits
      'Tel: 2024-01-15', // a date after a label
      'Fax: 21 12 34', // six digits: shorter than the seven a number needs here, after a label too
      'Mobile 2024 1215', // a year, month and day (ISO 8601 basic) after a label, valid only in another region's plan
      'call ref 12 34 56 78', // no trunk 0
      'call 0412345678 ended', // no digit groups: a call id
      'the call ended.\nref 0412 345 678', // the phone word on another line
      'to=<jan@example.com>, delay=1.2, delays=0.4/0/0.1/0.5, dsn=2.0.0', // postfix's four times in seconds, an e-mail address on the line
      'ref (21) 3817-4926', // the same Rio number's digits after another word: US groups would be (213) 817-4926
      '+52 1 00 4817 2936', // "+52 1" before ten digits no Mexican number has
      'wa.me/123', // too short for any plan
      'https://example.com/447700900461', // digits in another site's path
    ],
  },
});
