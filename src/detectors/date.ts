import { defineDetector, numberedGroups } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import { scanOf, type DigitTokens, type TextScan } from '../engine/scan/index.js';
import type { DetectorContext, Emit, PositionList } from '../engine/types.js';
import { codeAt, codeClass, isAsciiLetter, isBlank, isDigit, isSpace, isWordCode } from './lib/char-codes.js';
import { isValidDay, isValidDayMonthEitherOrder, LOWER_MONTH_NAME, matchedMonth, monthOfWord, MONTH_NAME, WEEKDAY_NAME, YEAR_FIRST_MONTH_NAME, yearFirstMonth } from './lib/date-parts.js';

// DATE: numeric, ISO 8601 and written English dates, and years where the words before them
// make them years. What may stand before a date (a weekday, earlier months of a list, the words
// that make a number a year) is checked after a match, on the few characters before it.
// Recall on real text: bench/date-recall.mjs (TAB court judgments).

// A clock time after a date belongs to it ("04/07/1985 14:30", "Tue, 05 Mar 2024 14:30:00
// +0000", "2 May 2001 at 9.30 a.m."): one finding, not a date and a stray time.
// "a.m." keeps its final period; "pm." at the end of a sentence does not.
const AM_PM_MARK = String.raw`(?:[AaPp]\.[Mm]\.|[AaPp][Mm]\b)`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:\s?${AM_PM_MARK})?(?:\s?(?:UTC|GMT|Z|[+-]\d{2}:?\d{2})(?![\p{L}\p{N}]))?`;
const AM_PM = String.raw`\d{1,2}(?:[.:]\d{2})?\s?${AM_PM_MARK}`;
const TIME_AFTER = String.raw`(?:(?:,\s*|\s+)(?:at\s+)?(?:${TIME}|${AM_PM}))?`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;
const YYYY = String.raw`(?<y>\d{4})(?![\p{N}]|[.,]\d)`;
// Nothing numeric may continue a numeric date: not a fifth version part, an IP octet, a decimal.
// A letter may not either, but the abbreviation of "year" glued to it: Armenian `թ.`, Russian
// and Bulgarian `г.`, Ukrainian `р.` (`22.07.1991թ.`, `14.03.1986г.`: the eleventh reading).
const NUMERIC_END = String.raw`(?!(?![թгр]\.)[\p{L}\p{N}_]|[.\-/:]\d)`;

// Units and counted nouns after a number make it a quantity, not a year ("in 2000 ms").
const COUNTED =
  'percent|ms|km|kg|mg|mb|gb|kb|bytes?|usd|eur|euros?|dollars?|pounds?|items?|units?|times|pages?|words?|rows?|records?|people|persons|cases|copies|hours|minutes|seconds';
// A year of the last two centuries or this one, alone or in a list or range: "1991", "1990s",
// "1944 and 1990", "1886, 1898, 1928 and 1971", "1998-99".
const YEAR = String.raw`(?:1[89]|20)\d{2}s?`;
const YEARS = String.raw`${YEAR}(?:(?:,\s*|\s*[-–]\s*|,?\s+(?:to|and|or|until)\s+)(?:${YEAR}|\d{2}(?![\p{N}]))){0,6}`;

/**
 * Compiles a regex written with named groups into one with plain numbered groups (V8 builds a
 * `groups` object for every match of a regex with named groups, and with thousands of dates
 * per megabyte that allocation is a good part of the cost).
 */
function numbered<K extends string>(source: string, names: readonly K[], flags = 'gu'): { re: RegExp; group: Readonly<Record<K, number>> } {
  const { plain, group } = numberedGroups(source);
  for (const name of names) if (group[name] === undefined) throw new Error(`date: no group ${name}`);
  return { re: new RegExp(plain, flags), group: group as Record<K, number> };
}

// Every date has digits, and most start with them: one regex, led by a digit, tries the
// numeric and day-first shapes and the bare year; a second one, led by a month name, takes
// the month-first shapes. `cleanStart` checks the character before a match. The one
// lookbehind, that no digit comes before, keeps a match from starting inside a run of digits:
// such a match never counted, and it used to hide what followed ("11944 until 1990"). So a
// match starts where a run of digits does, and the regex is tried (sticky) only there, at the
// runs of the engine's digit scan that can begin a date (mayLeadDate), not at every character.
// Groups capture only what the shape's fixed layout doesn't tell (which shape, the separators
// that must repeat, a day-first date's year): the parts are read from the text by position,
// as a regex with fewer groups runs ~15% faster and builds smaller match arrays.
// Compiled on first use (issue 20: start-up), as are MONTH_LED and MONTH_LED_AT.
const DIGIT_LED = lazy(() => numbered(
  String.raw`(?<!\d)(?:` +
  [
    // ISO 8601-1 §5.2.2 calendar date, §5.4 with time and zone (RFC 3339 allows a space for
    // "T"); YYYY/MM/DD and YYYY.MM.DD as written in East Asia; YYYY/M/D, a month and a day of
    // one digit, with slashes only (isoScore), as Arabic letters write a date (`١٩٨٧/٩/٢`).
    String.raw`(?<iso>\d{4}(?<isoS>[-/.])\d{1,2}\k<isoS>\d{1,2}(?:[T ]${TIME})?${NUMERIC_END})`,
    // Year, month and day each closed by a full stop, a blank between them, as Hungarian writes
    // a date (the Hungarian Academy's spelling rules, AkH. 12th ed. §294: "1987. 06. 12.").
    String.raw`(?<hu>\d{4}\. \d{2}\. \d{2}\.${NUMERIC_END})`,
    // Day-month-year or month-day-year, one separator throughout: 31/05/1991, 05/31/1991,
    // 31.05.1991, 31-05-1991, 4/7/85; and a full stop and a blank, as Czech, Slovak and German
    // write a date (ČSN 01 6910: "12. 3. 1988"), with a year of four digits (numericScore).
    String.raw`(?<num>\d{1,2}(?<s>[-/.]|\. )\d{1,2}\k<s>(?:\d{4}|\d{2})${TIME_AFTER}${NUMERIC_END})`,
    // Day first: "31 May 1991", "3rd of March 2020", "5 Sept. 2003", "31 May".
    String.raw`(?<dm>\d{1,2}${ORDINAL}(?:\s+of)?\s+${MONTH_NAME()}(?:\.(?=,?\s*\d))?(?:,?\s+${YYYY})?${TIME_AFTER})`,
    // A lower-case month between a day and a year: "2 april 1985", "14th of march, 1987".
    String.raw`(?<dml>\d{1,2}(?:\.|${ORDINAL})(?:\s+of)?\s+${LOWER_MONTH_NAME()},?\s+\d{4}(?![\p{N}]|[.,]\d))`,
    // A month in another language between a day and a year: "14. März 1987", "14 mars 1987",
    // "14 de marzo de 1987", "14 de març del 1987", "14 марта 1987"; and a German day's full
    // stop before an English spelling ("14. April 1987"). The word is read as a month by code
    // (monthOfWord: the names of some forty languages), not by an alternation of them. Its
    // month word takes marks (Tamil's vowel signs: "25 ஜனவரி 2027"; Khmer's: "១៥ មេសា ១៩៩២"), and
    // a comma may close it, as ICU prints Urdu and Tamil dates ("12 دسمبر، 2026", "25 ஜனவரி, 2027").
    String.raw`(?<dmf>\d{1,2}\.?\s+(?:de\s+|d[’'])?(?<fm>\p{L}[\p{L}\p{M}]{2,11})\.?[,،]?\s+(?:del?\s+)?\d{4}(?![\p{N}]|[.,]\d))`,
    // Year first, as Hungarian and Lithuanian write a date: "1987. március 14.", "1987 m. kovo
    // 14 d."; and Latvian, the day before the month: "1987. gada 14. martā".
    String.raw`(?<ymd>\d{4}(?:\.?\s+m\.)?\.?\s+(?:${YEAR_FIRST_MONTH_NAME()}\s+\d{1,2}(?![\p{N}])|gada\s+\d{1,2}\.\s+${YEAR_FIRST_MONTH_NAME()}))`,
    // Day, month abbreviation and year joined by hyphens or slashes, as databases and medical
    // records print them: "02-APR-1985", "14-Mar-87", "3/Jan/2024".
    String.raw`(?<dmh>\d{1,2}(?<hs>[-/])${MONTH_NAME()}\k<hs>(?:\d{4}|\d{2})${NUMERIC_END})`,
    // Day, month abbreviation and year run together in capitals, as airline reservations
    // (IATA AIRIMP's DDMMMYY: "SSR DOCS … /21SEP90/") and SAS's DATE9 print them: "21SEP1990".
    String.raw`(?<dmc>\d{2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{4}|\d{2})(?![\p{L}\p{N}_]))`,
    // A day and a month of another language, no year: "le 14 avril", "el 14 de abril", "am 14.
    // April", "14 марта" (after every shape with a year: a word that is no month ends the match
    // with nothing found, as no other shape starts with a day and a blank).
    String.raw`(?<dmy>\d{1,2}\.?\s+(?:de\s+|d[’'])?(?<ym>[\p{L}\p{M}]{3,12})(?![\p{L}\p{M}]))`,
    // A year (judged by the words before it, see yearScore).
    String.raw`${YEARS}(?![\p{L}\p{N}_]|[.,\-/:]\d|\s*(?:%|${COUNTED})(?![\p{L}]))`,
  ].join('|') +
    ')',
  ['iso', 'isoS', 'hu', 'num', 's', 'dm', 'y', 'dml', 'dmh', 'dmf', 'fm', 'ymd', 'dmc', 'dmy', 'ym'],
  'uy',
));

/**
 * Whether a run of digits text[start, end) can begin a DIGIT_LED match: every shape opens
 * with a day or month of one or two digits, then a separator (- / .), a white space, an
 * ordinal's letter (st nd rd th) or a month abbreviation in capitals (dmc); or with four
 * digits that are an ISO date's year (a separator follows) or a year of YEARS (18xx, 19xx,
 * 20xx). A log's hexadecimal ids, ports and counters give runs that can't.
 */
function mayLeadDate(text: string, start: number, end: number): boolean {
  const digits = end - start;
  const after = codeAt(text, end);
  if (after === 45 || after === 47 || after === 46) return digits <= 2 || digits === 4; // - / .
  if (digits <= 2) return isSpace(after) ? wordAfterSpace(text, end) : isOrdinalLetter(after) || (digits === 2 && isMonthCapital(after));
  if (digits !== 4) return false;
  const first = text.charCodeAt(start);
  const second = text.charCodeAt(start + 1);
  return first === 49 ? second === 56 || second === 57 : first === 50 && second === 48; // 18, 19, 20
}

/**
 * After a day's one or two digits and white space, every shape takes a word: a month's name, "of",
 * "de", a month of another language (`\p{L}` or `\p{M}`). So an ASCII character that is no letter
 * after the white space (the digits of "+1 415 555 0132", "20 7946 0958") ends every shape, and the
 * regex is neither tried nor, in a short text, compiled (issue 20: a phone number's country code).
 * A character above U+007F (a letter, a mark or a space of another script) leaves it to the regex.
 */
function wordAfterSpace(text: string, i: number): boolean {
  let c = text.charCodeAt(i);
  while (c === 32 || (c >= 9 && c <= 13)) c = text.charCodeAt(++i);
  return c >= 128 || isAsciiLetter(c);
}

/** s n r t: the first letters of st, nd, rd, th. */
const isOrdinalLetter = (c: number) => c === 115 || c === 110 || c === 114 || c === 116;
/** J F M A S O N D: the first letters of the month abbreviations in capitals. */
const isMonthCapital = (c: number) => c === 74 || c === 70 || c === 77 || c === 65 || c === 83 || c === 79 || c === 78 || c === 68;
// The year after the time of C's asctime() form, which git log and ctime print ("Wed Oct 18
// 14:22:07 2023 +0100"; ISO C §7.27.3.1).
const ASCTIME_YEAR = String.raw`(?:(?<=\d:\d{2})[ \t]+(?:19|20)\d{2}(?![\p{L}\p{N}_]|[.,:]\d))?`;
// Month first: "May 31st, 1991", "Sept. 3", "Mar 5 14:22:01"; month and year: "March 2020".
const MONTH_LED = lazy(() => numbered(
  String.raw`(?<m>${MONTH_NAME()})(?:\.?\s+(?<d>\d{1,2})${ORDINAL}(?![\p{N}]|[:.,]\d)(?:,?\s+${YYYY})?${TIME_AFTER}${ASCTIME_YEAR}|\.?,?\s+(?<my>\d{4})(?![\p{L}\p{N}_]|[.,]\d))`,
  ['m', 'd', 'y', 'my'],
));

const RANGE_BEFORE = lazy(() => new RegExp(String.raw`(?<![\p{N}])\d{1,2}${ORDINAL}(?:\s*[-–]\s*|\s+(?:and|to|or|until)\s+)$`, 'u'));
const WEEKDAY_BEFORE = lazy(() => new RegExp(String.raw`(?<![\p{L}])${WEEKDAY_NAME()}\.?,?\s+(?:the\s+)?$`, 'u'));
const MONTHS_BEFORE = lazy(() => new RegExp(String.raw`(?<![\p{L}])(?:${MONTH_NAME()}\.?(?:,\s*|\s*[-–/]\s*|\s+(?:and|or|to|until|through)\s+)){1,3}$`, 'u'));
// Words that make a following number a year: "born in 1925", "in 1991", "since 2003", "the
// mid-1990s", "by the end of 1990", "summer of 1994".
const YEAR_WORDS = lazy(() => new RegExp(
  String.raw`(?<![\p{L}])(?<kw>born(?:\s+in)?|in|since|from|until|till|during|before|after|between|by|circa|around|through|year|early|mid|late|(?:end|beginning|start|middle|half|quarter|spring|summer|autumn|fall|winter|course)\s+of)(?:\s+the(?:\s+year)?|\s+year)?[\s-]+$`,
  'iu',
));
// A capitalised word, or a lower-case one that is not a plural in -s ("census", "crisis" and
// "status" are not plurals).
const ATTRIBUTIVE_AFTER = lazy(() => /^\s(?:\p{Lu}|(?!\p{Ll}*[^siu]s(?!\p{L}))\p{Ll})/u);
const THE_BEFORE = lazy(() => /(?<![\p{L}])the\s+$/iu);
const OF_BEFORE = lazy(() => /(?<![\p{L}])of\s+$/iu);
const VERSION_BEFORE = lazy(() => /(?<![\p{L}])(?:version|release|ver|build|v)\.?\s*$/iu);

const IS_LETTER = codeClass(() => /\p{L}/u);
const NOT_BEFORE_NUMERIC = codeClass(() => /[\p{L}\p{N}_.\-/:]/u);
const NOT_BEFORE_DAY = codeClass(() => /[\p{L}\p{N}_.:/]/u);
const NOT_BEFORE_YEAR = codeClass(() => /[\p{L}\p{N}_.,\-/:]/u);

/**
 * Whether an ISO date at `start` is the value of a field named right before it, without a space
 * ("BDAY:1986-07-23" in a vCard, "DTSTART;VALUE=DATE:2023-11-23", "dob:1990-01-31"): a colon
 * after a letter, not a time ("12:2023-…") or a URL ("x://").
 */
function afterFieldName(text: string, start: number): boolean {
  return start >= 2 && text.charCodeAt(start - 1) === 58 && IS_LETTER(text.charCodeAt(start - 2));
}

/** True when the character before `start` is not one of `excluded` (or there is none). */
function cleanStart(text: string, start: number, excluded: (c: number) => boolean): boolean {
  return start === 0 || !excluded(text.charCodeAt(start - 1));
}

/** Whether the four digits s[from, to) are a year from 1000 to 2999: read by their first. */
const plausibleYear = (s: string, from: number, to: number) => {
  const first = s.charCodeAt(from);
  return to - from === 4 && (first === 49 || first === 50);
};

/** No year, or a plausible one. */
const yearOk = (y: string | undefined) => y === undefined || plausibleYear(y, 0, y.length);

const isCapital = (c: number) => c >= 65 && c <= 90;

/** Moves `start` back over `re` (anchored at the end) found in the `max` characters before it. */
function extendBack(text: string, start: number, re: RegExp, max: number): number {
  const before = text.slice(Math.max(0, start - max), start);
  const m = re.exec(before);
  return m ? start - (before.length - m.index) : start;
}

// Regexes anchored at the end of a slice still scan it from the start, and dates are dense in
// some documents, so the word (or sign) before a match is looked at first and the regex only
// runs when that word could begin what it looks for.
const isGap = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 44 || c === 46 || c === 45;

/**
 * The ASCII word before `pos` (skipping spaces, commas, periods and hyphens) as its wordKey,
 * case aside; NO_WORD past ten letters (no cue word is that long). A number, not a string:
 * this runs for nearly every date, and a slice and a lower-casing each allocate.
 */
function wordBefore(text: string, pos: number): number {
  let end = pos;
  while (end > 0 && isGap(text.charCodeAt(end - 1))) end--;
  let start = end;
  while (start > 0 && end - start <= MAX_KEY_LETTERS && isAsciiLetter(text.charCodeAt(start - 1))) start--;
  if (end - start > MAX_KEY_LETTERS) return NO_WORD;
  let key = 0;
  for (let i = start; i < end; i++) key = key * 32 + ((text.charCodeAt(i) | 32) - 96);
  return key;
}

/** Five bits a letter (a = 1 … z = 26): distinct words of up to ten letters, exact in a double. */
const MAX_KEY_LETTERS = 10;
const NO_WORD = -1;
const wordKey = (word: string) => [...word].reduce((key, ch) => key * 32 + (ch.charCodeAt(0) - 96), 0);
const wordKeys = (words: readonly string[]): ReadonlySet<number> => new Set(words.map(wordKey));

/** The first character before `pos` that is not a space. */
function signBefore(text: string, pos: number): string | undefined {
  let i = pos;
  while (i > 0 && text.charCodeAt(i - 1) === 32) i--;
  return text[i - 1];
}

const WEEKDAY_CUES = wordKeys(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thurs', 'fri', 'sat', 'sun', 'the'],
);
const RANGE_CUES = wordKeys(['and', 'to', 'or', 'until', 'through']);
const YEAR_CUES = wordKeys([
  'born', 'in', 'since', 'from', 'until', 'till', 'during', 'before', 'after', 'between', 'by', 'circa', 'around',
  'through', 'year', 'early', 'mid', 'late', 'of', 'the',
]);

/** "Monday, 4 March": extends `start` over a weekday before it (`word`: wordBefore(text, start)). */
function withWeekday(text: string, start: number, word = wordBefore(text, start)): number {
  return WEEKDAY_CUES.has(word) ? extendBack(text, start, WEEKDAY_BEFORE(), 16) : start;
}

/** "12-15 March", "3 and 4 May": extends `start` over the first day of a range (`word`: wordBefore(text, start)). */
function withRange(text: string, start: number, word: number): number {
  const sign = signBefore(text, start);
  const cue = sign === '-' || sign === '–' || RANGE_CUES.has(word);
  return cue ? extendBack(text, start, RANGE_BEFORE(), 12) : start;
}

/** "March and July 1999", "May–June 2001": extends `start` over earlier months of a list. */
function withMonths(text: string, start: number): number {
  const sign = signBefore(text, start);
  const cue = sign === '-' || sign === '–' || sign === '/' || sign === ',' || RANGE_CUES.has(wordBefore(text, start));
  return cue ? extendBack(text, start, MONTHS_BEFORE(), 40) : start;
}

/** The number written by the digits of text[from, to). */
function numberAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + (text.charCodeAt(i) - 48);
  return n;
}

/** Where the run of digits that starts at `from` ends. */
function digitsEnd(text: string, from: number): number {
  let i = from;
  while (isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** An ISO date YYYY-MM-DD at `start` (the separator `sep`), read by position. */
function isoScore(text: string, start: number, sep: string): number | undefined {
  const monthEnd = digitsEnd(text, start + 5);
  const dayEnd = digitsEnd(text, monthEnd + 1);
  // A month or day of one digit only between slashes: `2023.1.1` is a version, `2024-1-2` a code.
  if ((monthEnd - start !== 7 || dayEnd - monthEnd !== 3) && sep !== '/') return undefined;
  if (!plausibleYear(text, start, start + 4) || !isValidDay(numberAt(text, start + 5, monthEnd), numberAt(text, monthEnd + 1, dayEnd))) return undefined;
  return sep === '-' ? 0.9 : 0.8;
}

/** A Hungarian date YYYY. MM. DD. at `start`, read by position. */
function hungarianScore(text: string, start: number): number | undefined {
  if (!plausibleYear(text, start, start + 4) || !isValidDay(numberAt(text, start + 6, start + 8), numberAt(text, start + 10, start + 12))) return undefined;
  return 0.8;
}

// Two-digit years only with "/" or as DD.MM.YY: "12-15-22" and "1.2.34" are as often codes
// and versions. The parts are the runs of digits between the separators (`sep`) at `start`.
function numericScore(text: string, start: number, sep: string): number | undefined {
  const aEnd = digitsEnd(text, start);
  const bEnd = digitsEnd(text, aEnd + sep.length);
  const yearEnd = digitsEnd(text, bEnd + sep.length);
  if (!isValidDayMonthEitherOrder(numberAt(text, start, aEnd), numberAt(text, aEnd + sep.length, bEnd))) return undefined;
  if (VERSION_BEFORE().test(text.slice(Math.max(0, start - 12), start))) return undefined;
  if (yearEnd - bEnd - sep.length === 4) return plausibleYear(text, bEnd + sep.length, yearEnd) ? (sep === '-' ? 0.8 : 0.85) : undefined;
  if (sep.length > 1) return undefined;
  if (sep === '/') return 0.7;
  if (sep === '.' && aEnd - start === 2 && bEnd - aEnd - 1 === 2) return 0.55;
  return undefined;
}

function yearScore(text: string, start: number, end: number, value: string): number | undefined {
  if (!YEAR_CUES.has(wordBefore(text, start))) return undefined;
  const before = text.slice(Math.max(0, start - 40), start);
  const kw = YEAR_WORDS().exec(before)?.groups?.kw;
  if (kw !== undefined) return /^born/i.test(kw) ? 0.85 : 0.6;
  // Weaker: a year as an attribute ("the 1974 invasion", "the 1983 Ordinance"; a plural noun
  // after it makes it a count: "the 2000 runners") or closing a reference ("the Act of 1734.").
  const after = text.slice(end, end + 24);
  if (THE_BEFORE().test(before) && /^\d{4}$/.test(value) && ATTRIBUTIVE_AFTER().test(after)) return 0.55;
  if (OF_BEFORE().test(before) && /^\s*[.,;:)]/.test(after)) return 0.55;
  return undefined;
}

/**
 * The dates of `text`, each handed to `emit` as found (no list: 20 MB of logs hold ~170,000
 * dates, whose candidates outlived the young generation as a list). Not a generator: its
 * resumptions cost more than the dates' own checks.
 */
function findDates(text: string, ctx: DetectorContext | undefined, emit: Emit): void {
  // [start, end, …] of the day-first dates, in order of start (their start may take in a
  // weekday or a range before the day): a month-led match ending inside one is its month's.
  const dayFirst: number[] = [];
  // [start, end, …] of the day-first dates with a year ("31 May 1991"): a month-led match
  // from their month ("May 1991") ends inside them, so it is not even tried.
  const yearedSpans: number[] = [];
  // Both regexes need an ASCII digit (\d): a text without one has no date, and a short one
  // then compiles neither.
  if (!HAS_DIGIT.test(text)) return;
  const scan = scanOf(text, ctx);
  const digitLed = new DigitLedMatches(text, scan);
  for (let m = digitLed.next(); m !== null; m = digitLed.next()) {
    // Read once a regex has matched (a text whose digits lead no date compiles neither regex).
    const D = DIGIT_LED().group;
    const start = m.index;
    const end = start + m[0].length;
    if (m[D.iso] !== undefined || m[D.num] !== undefined || m[D.hu] !== undefined) {
      if (!cleanStart(text, start, NOT_BEFORE_NUMERIC) && !(m[D.iso] !== undefined && afterFieldName(text, start))) continue;
      const score = m[D.iso] !== undefined ? isoScore(text, start, m[D.isoS]!) : m[D.hu] !== undefined ? hungarianScore(text, start) : numericScore(text, start, m[D.s]!);
      if (score !== undefined) emit(start, end, score, undefined);
    } else if (m[D.dm] !== undefined) {
      // "12-15 March 2020" and "Monday, 4 March 2024" take in what stands before the day.
      // The month name is the first capital after the day (an ordinal and "of" are lower case).
      const year = m[D.y];
      const dayEnd = digitsEnd(text, start);
      let month = dayEnd;
      while (!isCapital(text.charCodeAt(month))) month++;
      if (!isValidDay(matchedMonth(text, month), numberAt(text, start, dayEnd)) || !yearOk(year)) continue;
      const word = wordBefore(text, start);
      const from = withRange(text, start, word);
      if (!cleanStart(text, from, NOT_BEFORE_DAY)) continue;
      const found = from === start ? withWeekday(text, from, word) : withWeekday(text, from);
      const stop = year ? end : end + shortYearAfter(text, end);
      dayFirst.push(found, stop);
      if (year || stop > end) yearedSpans.push(start, stop);
      emit(found, stop, year || stop > end ? 0.85 : 0.7, undefined);
    } else if (m[D.dmf] !== undefined) {
      const month = monthOfWord(m[D.fm]!, false);
      if (month === 0) digitLed.refused(start);
      if (!isValidDay(month, numberAt(text, start, digitsEnd(text, start))) || !yearOk(/\d+$/.exec(m[0])![0])) continue;
      if (!cleanStart(text, start, NOT_BEFORE_DAY)) continue;
      dayFirst.push(start, end);
      yearedSpans.push(start, end);
      emit(start, end, 0.85, undefined);
    } else if (m[D.ymd] !== undefined) {
      // The month before the day ("március 14"), or after it (Latvian "14. martā").
      const monthFirst = /(\p{L}+)\s+(\d{1,2})$/u.exec(m[0]);
      const [day, month] = monthFirst ? [monthFirst[2]!, monthFirst[1]!] : /(\d{1,2})\.\s+(\p{L}+)$/u.exec(m[0])!.slice(1);
      if (!isValidDay(yearFirstMonth(month!), Number(day)) || !yearOk(m[0].slice(0, 4)) || !cleanStart(text, start, NOT_BEFORE_YEAR)) continue;
      dayFirst.push(start, end);
      yearedSpans.push(start, end);
      emit(start, end, 0.85, undefined);
    } else if (m[D.dmy] !== undefined) {
      if (!isValidDay(monthOfWord(m[D.ym]!, true), numberAt(text, start, digitsEnd(text, start))) || !cleanStart(text, start, NOT_BEFORE_DAY)) continue;
      dayFirst.push(start, end);
      emit(start, end, 0.7, undefined);
    } else if (m[D.dmc] !== undefined) {
      // A slash may stand before it (a DOCS field), not a letter or digit ("X21SEP90" is a code).
      const year = m[0].slice(5);
      if (!isValidDay(matchedMonth(text, start + 2), numberAt(text, start, start + 2)) || (year.length === 4 && !yearOk(year))) continue;
      if (start > 0 && isWordCode(text.charCodeAt(start - 1))) continue;
      dayFirst.push(start, end);
      yearedSpans.push(start, end);
      emit(start, end, 0.85, undefined);
    } else if (m[D.dml] !== undefined || m[D.dmh] !== undefined) {
      // The month is the first run of three letters or more (an ordinal and "of" have two).
      const month = start + m[0].search(/[A-Za-z]{3}/);
      const year = /\d+$/.exec(m[0])![0];
      if (!isValidDay(matchedMonth(text, month), numberAt(text, start, digitsEnd(text, start))) || (year.length === 4 && !yearOk(year))) continue;
      if (!cleanStart(text, start, NOT_BEFORE_DAY)) continue;
      dayFirst.push(start, end);
      yearedSpans.push(start, end);
      emit(start, end, 0.85, undefined);
    } else {
      // "mid-1990s" but not "12-1990" or "x1990".
      const hyphenated = text.charCodeAt(start - 1) === 45 && start >= 2 && IS_LETTER(text.charCodeAt(start - 2));
      if (!hyphenated && !cleanStart(text, start, NOT_BEFORE_YEAR)) continue;
      const score = yearScore(text, start, end, m[0]);
      if (score !== undefined) emit(start, end, score, undefined);
    }
  }
  // Month-led matches inside a day-first date ("May 1991" of "31 May 1991") are skipped.
  let covering = 0;
  const monthLed = new MonthLedMatches(text, ctx?.cueHits, yearedSpans);
  for (let m = monthLed.next(); m !== null; m = monthLed.next()) {
    const M = MONTH_LED().group;
    const end = m.index + m[0].length;
    while (covering < dayFirst.length && dayFirst[covering + 1]! < end) covering += 2;
    if ((covering < dayFirst.length && dayFirst[covering]! <= m.index) || !cleanStart(text, m.index, isWordCode)) continue;
    const year = m[M.y];
    if (m[M.my] !== undefined) {
      // "March and July 1999", "May–June 2001": earlier months of a list join the finding.
      if (yearOk(m[M.my])) emit(withMonths(text, m.index), end, 0.8, undefined);
    } else if (isValidDay(matchedMonth(text, m.index), Number(m[M.d])) && yearOk(year)) {
      const stop = year ? end : end + shortYearAfter(text, end);
      emit(withWeekday(text, m.index), stop, year || stop > end ? 0.85 : 0.7, undefined);
    }
  }
  cjkDates(text, scan, emit);
}

/**
 * The length of a year written with an apostrophe for its century after a day and a month with
 * no year (`2nd Feb '91`, `Mar 14, '88`: the lead's session-26 probes): its comma, blank, mark
 * and two digits; 0 when none follows.
 */
function shortYearAfter(text: string, end: number): number {
  let i = end;
  if (text.charCodeAt(i) === 44 /* , */) i++;
  if (!isBlank(text.charCodeAt(i))) return 0;
  while (isBlank(text.charCodeAt(i))) i++;
  const mark = text.charCodeAt(i);
  if (mark !== 39 /* ' */ && mark !== 0x2019 /* ’ */) return 0;
  if (!isDigit(text.charCodeAt(i + 1)) || !isDigit(text.charCodeAt(i + 2)) || isWordCode(text.charCodeAt(i + 3))) return 0;
  return i + 3 - end;
}

// A date written in Chinese, Japanese or Korean: year, month and day each with its character
// (年 月 日, 년 월 일): "1993年4月17日", "2026년 3월 5일"; a Japanese year may be an era's
// (平成5年), or the Gregorian year with the era's in brackets after it, as résumés write it
// ("1993年（平成5年）4月17日"). Led by the scan's digit runs: a run followed by 年 or 년.
const ERA = '(?:明治|大正|昭和|平成|令和)\\d{1,2}';
const CJK_DATE = lazy(() => new RegExp(String.raw`(?:\d{4}|${ERA})[年년][ \t]?(?:[（(]${ERA}年[）)][ \t]?)?(\d{1,2})[月월][ \t]?(\d{1,2})[日일]`, 'y'));
const ERA_NAMES = ['明治', '大正', '昭和', '平成', '令和'];

/** The CJK dates of `text`. */
function cjkDates(text: string, scan: TextScan, emit: Emit): void {
  // Every mark is above U+00FF: a log or a page in Latin-1 is not walked (a million digit runs a 10 MB log).
  if (scan.latin1) return;
  const runs = scan.digitTokens.digitRuns;
  for (let k = 0; k < runs.count; k++) {
    const end = runs.end(k);
    const mark = text.charCodeAt(end);
    if (mark === 0x6708 || mark === 0xc6d4) {
      monthDay(text, runs.start(k), end, emit);
      continue;
    }
    if (mark === 32 && text.charCodeAt(end + 1) === 0x1001 && end - runs.start(k) === 4) {
      myanmarDate(text, runs.start(k), emit);
      continue;
    }
    if (mark === 32 && text.charCodeAt(end + 1) === 0x43e && end - runs.start(k) === 4) { // ` о`
      mongolianDate(text, runs.start(k), emit);
      continue;
    }
    if (mark !== 0x5e74 && mark !== 0xb144) continue; // 年, 년
    let start = runs.start(k);
    const digits = end - start;
    if (start >= 2 && digits <= 2 && ERA_NAMES.includes(text.slice(start - 2, start))) start -= 2;
    else if (digits !== 4) continue;
    const re = CJK_DATE();
    re.lastIndex = start;
    const m = re.exec(text);
    if (m && isValidDay(Number(m[1]), Number(m[2]))) emit(start, start + m[0].length, 0.85, undefined);
  }
}

// A date as Burmese writes it: the year, `ခုနှစ်` (year), `၊`, the month's name and `လ` (month),
// the day and `ရက်` (day): `၁၉၉၁ ခုနှစ်၊ ဇူလိုင်လ ၂၄ ရက်` (the engine reads the Burmese digits
// folded, engine/digits-folded.ts). The months as the Gregorian calendar's names are written
// (August both `ဩဂုတ်` and `သြဂုတ်`).
const MYANMAR_MONTHS = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်|သြဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'];
const MYANMAR_DATE = lazy(() => new RegExp(String.raw`\d{4} ခုနှစ်[၊,]?[ \t]*(?:(?<m1>${MYANMAR_MONTHS[0]})|(?<m2>${MYANMAR_MONTHS[1]})|(?<m3>${MYANMAR_MONTHS[2]})|(?<m4>${MYANMAR_MONTHS[3]})|(?<m5>${MYANMAR_MONTHS[4]})|(?<m6>${MYANMAR_MONTHS[5]})|(?<m7>${MYANMAR_MONTHS[6]})|(?<m8>${MYANMAR_MONTHS[7]})|(?<m9>${MYANMAR_MONTHS[8]})|(?<m10>${MYANMAR_MONTHS[9]})|(?<m11>${MYANMAR_MONTHS[10]})|(?<m12>${MYANMAR_MONTHS[11]}))(?:လ)?[ \t]*(?<day>\d{1,2})[ \t]*ရက်(?:နေ့)?`, 'y'));

/** The Burmese date whose year's four digits start at `start`, followed by ` ခ`. */
function myanmarDate(text: string, start: number, emit: Emit): void {
  const re = MYANMAR_DATE();
  re.lastIndex = start;
  const m = re.exec(text);
  if (m === null) return;
  const month = Object.keys(m.groups!).findIndex((k) => k !== 'day' && m.groups![k] !== undefined) + 1;
  if (isValidDay(month, Number(m.groups!.day))) emit(start, start + m[0].length, 0.85, undefined);
}

// A date as Mongolian writes it: the year and `оны` (of the year), the month and `сарын` (of
// the month; maybe `дугаар`, `-р`: the month's ordinal), the day, maybe a case ending and `өдөр`
// (day): `2026 оны 03 сарын 14`, `1990 оны 5 дугаар сарын 12-ны өдөр` (the twenty-third
// reading's birth certificate).
const MONGOLIAN_DATE = lazy(() => /\d{4} оны[ \t]+(\d{1,2})(?:-р|[ \t]+дугаар)?[ \t]+сарын[ \t]+(\d{1,2})(?![\p{N}])(?:-(?:ний|ны|нд|ээс|оос|өөс|наас|нээс))?(?:[ \t]+өдөр)?(?![\p{L}\p{N}])/uy);

/** The Mongolian date whose year's four digits start at `start`, followed by ` о`. */
function mongolianDate(text: string, start: number, emit: Emit): void {
  const re = MONGOLIAN_DATE();
  re.lastIndex = start;
  const m = re.exec(text);
  if (m !== null && isValidDay(Number(m[1]), Number(m[2]))) emit(start, start + m[0].length, 0.85, undefined);
}

// A month and day without the year ("誕生日は7月12日", "3월 5일"), as "March 5" is a date: the
// month's digits right after no year's character (the whole date is CJK_DATE's).
const CJK_MONTH_DAY = /(\d{1,2})[月월][ \t]?(\d{1,2})[日일]/y;

/** The month and day whose month's digits are text[start, end), followed by 月 or 월. */
function monthDay(text: string, start: number, end: number, emit: Emit): void {
  if (end - start > 2) return;
  let before = start - 1;
  if (text.charCodeAt(before) === 32 || text.charCodeAt(before) === 9) before--;
  const c = text.charCodeAt(before);
  if (c === 0x5e74 || c === 0xb144 || (c >= 48 && c <= 57) || c === 47 || c === 46 || c === 45) return; // 年, 년, a digit, "/", ".", "-"
  CJK_MONTH_DAY.lastIndex = start;
  const m = CJK_MONTH_DAY.exec(text);
  if (m && isValidDay(Number(m[1]), Number(m[2]))) emit(start, start + m[0].length, 0.7, undefined);
}

/**
 * What a global scan with DIGIT_LED finds, left to right, one match at a time (exec, not
 * matchAll, whose iterator copies the regex and goes through the generic RegExpExec path on
 * every step; nor a list of the matches, which on 20 MB of logs held a million match arrays at
 * once). A match starts where a run of digits of the engine's scan does, so the regex is tried
 * there only, at the runs that can begin a date, after the last match. A test compares both ways.
 */
export class DigitLedMatches {
  private readonly runs: DigitTokens['digitRuns'];
  private run = 0;
  private after = 0;

  constructor(
    private readonly text: string,
    scan: TextScan,
  ) {
    this.runs = scan.digitTokens.digitRuns;
  }

  /**
   * The last match counts for nothing (its words were no month's): the runs inside it may
   * begin dates of their own ("Module1\nRecorded 2026-01-05": "1\nRecorded 2026" is no date,
   * and its "2026" begins one).
   */
  refused(start: number): void {
    this.after = start + 1;
  }

  /** The next match, or null. */
  next(): RegExpExecArray | null {
    const { text, runs } = this;
    while (this.run < runs.count) {
      const k = this.run++;
      // A run's length is one byte of the scan (its start takes a sum): read first.
      const digits = runs.lengths[k]!;
      if (digits !== 1 && digits !== 2 && digits !== 4) continue;
      const start = runs.start(k);
      if (start < this.after || !mayLeadDate(text, start, start + digits)) continue;
      const digitLed = DIGIT_LED().re;
      digitLed.lastIndex = start;
      const m = digitLed.exec(text);
      if (m === null) continue;
      this.after = start + m[0].length;
      return m;
    }
    return null;
  }
}

/** DIGIT_LED's source, for the test that compares digitLedMatches with a scan of the whole text. */
export const digitLedSource = (): string => DIGIT_LED().re.source;

const MONTH_LED_AT = lazy(() => new RegExp(MONTH_LED().re.source, 'uy'));
const HAS_DIGIT = /\d/;

/**
 * What a global scan with MONTH_LED finds, left to right, one match at a time (no list of the
 * matches: a log's syslog stamps give one per line). From the engine's keyword pass, `cues` are
 * the word starts that begin like a month name (MONTH_CUES): a match that counts starts at one,
 * as nothing that is a letter, digit or "_" may precede it (and a match that does not count,
 * inside a word, ends before the next month name could begin), so MONTH_LED is tried there
 * only: at the capitalised ones, not inside the day-first dates with a year (`yearedSpans`).
 * Without cues (a direct call), the whole text is scanned.
 * A test compares both ways on random texts.
 */
class MonthLedMatches {
  private cue = 0;
  private after = 0;
  private y = 0;

  constructor(
    private readonly text: string,
    private readonly cues: PositionList | undefined,
    private readonly yearedSpans: readonly number[],
  ) {
    if (!cues) MONTH_LED().re.lastIndex = 0;
  }

  /** The next match, or null. */
  next(): RegExpExecArray | null {
    const { text, cues, yearedSpans } = this;
    if (!cues) return MONTH_LED().re.exec(text);
    while (this.cue < cues.length) {
      const at = cues[this.cue++]!;
      const c = text.charCodeAt(at);
      if (at < this.after || c < 65 || c > 90 || !digitMayFollowMonth(text, at)) continue;
      while (this.y < yearedSpans.length && yearedSpans[this.y + 1]! <= at) this.y += 2;
      if (this.y < yearedSpans.length && yearedSpans[this.y]! <= at) continue;
      const monthLedAt = MONTH_LED_AT();
      monthLedAt.lastIndex = at;
      const m = monthLedAt.exec(text);
      if (!m) continue;
      this.after = at + m[0].length;
      return m;
    }
    return null;
  }
}

/**
 * Whether MONTH_LED may match at `at`: its month name (ASCII letters, then no letter) is
 * followed by `.`, `,`, white space and a digit in every shape. When the run of ASCII letters
 * from `at` ends at an ASCII character, the month name can only be that whole run (a shorter
 * one is followed by a letter), so what follows the run must be `.`? `,`? white space and a
 * digit: "Jane at", "Marco said" are no month's (issue 20: the regex is not compiled for them).
 * A character above U+007F anywhere on the way leaves it to the regex.
 */
function digitMayFollowMonth(text: string, at: number): boolean {
  let i = at;
  let c = text.charCodeAt(i);
  while (isAsciiLetter(c)) c = text.charCodeAt(++i);
  if (c === 46 /* . */) c = text.charCodeAt(++i);
  if (c === 44 /* , */) c = text.charCodeAt(++i);
  if (c >= 128) return true;
  if (!(c === 32 || (c >= 9 && c <= 13))) return false;
  while (c === 32 || (c >= 9 && c <= 13)) c = text.charCodeAt(++i);
  return c >= 128 || isDigit(c);
}

/** Word beginnings that every month name as written starts with, case aside (ctx.cueHits). */
const MONTH_CUES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export default defineDetector({
  id: 'date',
  entity: 'DATE',
  findEach: findDates,
  cues: MONTH_CUES,
  // No context words: every rule already requires a calendar shape or a calendar word, and
  // dates are dense in documents, so the engine's per-candidate context check would cost
  // about half the detector's time for no change in what is found.
  examples: {
    // Formats: ISO 8601-1:2019 §5.2.2 (calendar dates) and §5.4 (date and time), RFC 3339,
    // RFC 5322 §3.3 (e-mail Date header), and the English written forms in the Chicago Manual
    // of Style §9.31–9.38 (dates). All dates are arbitrary.
    positive: [
      '2024-03-05',
      // A two-digit year after an apostrophe (the lead's session-26 probes)
      { text: "date of birth 2nd Feb '91, then", match: "2nd Feb '91" },
      { text: 'DOB Mar 14, ’88.', match: 'Mar 14, ’88' },
      '2024-03-05T14:30:00Z', // RFC 3339 timestamp: one finding
      '2024-03-05T14:30:00.123+01:00',
      '2024-03-05 14:30',
      '05/31/1991', // US month/day/year
      { text: '誕生日は7月12日', match: '7月12日' }, // a Japanese month and day without the year
      '31/05/1991', // day/month/year
      '31.05.1991', // German/Nordic day.month.year
      '31-05-1991',
      '4/7/85',
      '31 May 1991',
      'May 31st, 1991',
      'Sept. 3',
      '3rd of March 2020',
      'March 2020',
      'Monday, 4 March 2024',
      'Tue, 05 Mar 2024 14:30:00 +0000', // RFC 5322 Date header
      'March and July 1999',
      '12-15 March 2020',
      { text: 'DOB: 04/07/1985', match: '04/07/1985' },
      // An airline booking (the third reading): DDMMMYYYY, and AIRIMP's DDMMMYY in a DOCS field
      { text: 'Date of birth 21SEP1990   Passport', match: '21SEP1990' },
      { text: 'SSR DOCS SK HK1 P/SWE/89374152/SWE/21SEP90/F/14AUG31/LINDGREN/ANIKA', match: ['21SEP90', '14AUG31'] },
      { text: 'The applicant was born in 1925 and lives abroad.', match: '1925' },
      { text: 'In 1991, the plant closed.', match: '1991' },
      { text: 'between 1944 and 1990', match: '1944 and 1990' },
      { text: 'on 2 May 2001 at 9.30 a.m.', match: '2 May 2001 at 9.30 a.m.' },
      { text: 'The meeting is on Tuesday, March 5th at 3pm.', match: 'Tuesday, March 5th at 3pm' },
      { text: 'from 1 January to 3 February 2000', match: ['1 January', '3 February 2000'] },
      { text: 'on 10 December 1996 and 11 February 1997', match: ['10 December 1996', '11 February 1997'] },
      { text: 'in the mid-1990s', match: '1990s' },
      { text: 'the 1974 census', match: '1974' },
      { text: 'under the Act of 1998.', match: '1998' },
      { text: 'Mar 5 14:22:01 host sshd[42]: session opened', match: 'Mar 5 14:22:01' }, // syslog (RFC 3164) timestamp
      { text: 'Date:   Wed Oct 18 14:22:07 2023 +0100', match: 'Wed Oct 18 14:22:07 2023' }, // git log's date (asctime)
      { text: 'BDAY:1986-07-23', match: '1986-07-23' }, // vCard birthday (RFC 6350 §6.2.5)
      { text: 'dob:1990-01-31', match: '1990-01-31' },
      { text: 'Születési hely, idő: Debrecen, 1987. 06. 12.', match: '1987. 06. 12.' }, // Hungarian: year, month, day, each closed by a full stop
      { text: 'Date : lun. 13 janv. 2025 à 21:18', match: '13 janv. 2025' }, // a French mail client's abbreviated month
      // Other languages' month names (CLDR's, in the format context: Intl.DateTimeFormat(locale,
      // { day: 'numeric', month: 'long', year: 'numeric' }) prints these forms).
      { text: 'născut la 14 martie 1987 în Cluj', match: '14 martie 1987' }, // ro
      { text: 'родился 14 марта 1987 года', match: '14 марта 1987' }, // ru
      { text: 'született 1987. március 14-én', match: '1987. március 14' }, // hu, year first
      { text: 'dzimis 1987. gada 14. martā', match: '1987. gada 14. martā' }, // lv
      { text: 'le rendez-vous du 14 avril à 10h30', match: '14 avril' }, // fr, no year
    ],
    negative: [
      'version 1.2.3', // a version
      "the 90's and the 80’s", // decades, no day
      'part X21SEP90 and 31FEB1990', // a code; no 31 February
      'release 10.11.12',
      '192.168.1.10', // an IPv4 address
      'pi is 3.14', // a decimal
      'meet at 14:30', // a time alone
      'see pp. 12-15', // a page range
      'the final score was 3-1',
      '(415) 555-0132', // NANP fiction number
      '31/13/2020', // no month 13
      '30 February', // no such day
      '2024-02-30',
      'in 2000 ms', // a quantity, not a year
      '1.2.3.4',
      'May I help you?',
      'in 3000 years',
      '12-15-22', // two-digit year with hyphens is too often a code
      'the 2000 runners', // a count, not a year: "the" + number needs a year-like position
      'ISBN 978-0-306-40615-7',
      'room 1991-2', // not a year range
      'le 32 janv. 2025', // no such day
      'pont 1987. 13. 12.', // no month 13 in a Hungarian date
      'the 3 Mars missions', // the planet: a capitalized "Mars" is a month beside a year only
      'I have 3 mail messages', // Estonian "mail" (in May) needs a year
      'le 31 avril', // no 31 April
    ],
  },
});
