import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { isValidDay, isValidDayMonthEitherOrder, MONTH_NAME, monthNumber, WEEKDAY_NAME } from './lib/date-parts.js';

// Speed: every rule is a regex that starts at a digit or a month name (so V8 can skip ahead
// quickly); what may stand before a date (a weekday, earlier months of a list, the words that
// make a number a year) is checked afterwards on the few characters before the match.

const rx = (source: string, flags = '') => new RegExp(source, `gdu${flags}`);

// A clock time after a date belongs to it ("04/07/1985 14:30", "Tue, 05 Mar 2024 14:30:00
// +0000", "2 May 2001 at 9.30 a.m."): one finding, not a date and a stray time.
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:\s?[AaPp]\.?[Mm]\b\.?)?(?:\s?(?:UTC|GMT|Z|[+-]\d{2}:?\d{2})(?![\p{L}\p{N}]))?`;
const AM_PM = String.raw`\d{1,2}(?:[.:]\d{2})?\s?[AaPp]\.?[Mm]\b\.?`;
const TIME_AFTER = String.raw`(?:(?:,\s*|\s+)(?:at\s+)?(?:${TIME}|${AM_PM}))?`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;
const YYYY = String.raw`(?<y>\d{4})(?![\p{N}]|[.,]\d)`;
// Nothing numeric may continue a numeric date: not a fifth version part, an IP octet, a decimal.
const NUMERIC_START = String.raw`(?<![\p{L}\p{N}_.\-/:])`;
const NUMERIC_END = String.raw`(?![\p{L}\p{N}_]|[.\-/:]\d)`;

// Units and counted nouns after a number make it a quantity, not a year ("in 2000 ms").
const COUNTED =
  'percent|ms|km|kg|mg|mb|gb|kb|bytes?|usd|eur|euros?|dollars?|pounds?|items?|units?|times|pages?|words?|rows?|records?|people|persons|cases|copies|hours|minutes|seconds';
// A year of the last two centuries or this one, alone or in a list or range: "1991", "1990s",
// "1944 and 1990", "1886, 1898, 1928 and 1971", "1998-99".
const YEAR = String.raw`(?:1[89]|20)\d{2}s?`;
const YEARS = String.raw`${YEAR}(?:(?:,\s*|\s*[-–]\s*|,?\s+(?:to|and|or|until)\s+)(?:${YEAR}|\d{2}(?![\p{N}]))){0,6}`;

const ISO_DATE = rx(String.raw`${NUMERIC_START}(?<y>\d{4})(?<s>[-/.])(?<m>\d{2})\k<s>(?<d>\d{2})(?:[T ]${TIME})?${NUMERIC_END}`);
const NUMERIC_DATE = rx(String.raw`${NUMERIC_START}(?<a>\d{1,2})(?<s>[-/.])(?<b>\d{1,2})\k<s>(?<y>\d{4}|\d{2})${TIME_AFTER}${NUMERIC_END}`);
// The regexes below start with what they match, not with a lookbehind: a leading lookbehind
// runs at every position of the text and costs V8 its fast scan. `cleanStart` checks the
// character before instead.
const DAY_MONTH = rx(
  String.raw`(?<d>\d{1,2})${ORDINAL}(?:\s+of)?\s+(?<m>${MONTH_NAME})(?:\.(?=,?\s*\d))?(?:,?\s+${YYYY})?${TIME_AFTER}`,
);
const MONTH_FIRST = rx(
  String.raw`(?<m>${MONTH_NAME})(?:\.?\s+(?<d>\d{1,2})${ORDINAL}(?![\p{N}]|[:.,]\d)(?:,?\s+${YYYY})?${TIME_AFTER}|\.?,?\s+(?<my>\d{4})(?![\p{L}\p{N}_]|[.,]\d))`,
);
const YEAR_RUN = rx(String.raw`${YEARS}(?![\p{L}\p{N}_]|[.,\-/:]\d|\s*(?:%|${COUNTED})(?![\p{L}]))`, 'i');

const RANGE_BEFORE = new RegExp(String.raw`(?<![\p{N}])\d{1,2}${ORDINAL}(?:\s*[-–]\s*|\s+(?:and|to|or|until)\s+)$`, 'u');
const WEEKDAY_BEFORE = new RegExp(String.raw`(?<![\p{L}])${WEEKDAY_NAME}\.?,?\s+(?:the\s+)?$`, 'u');
const MONTHS_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${MONTH_NAME}\.?(?:,\s*|\s*[-–/]\s*|\s+(?:and|or|to|until|through)\s+)){1,3}$`, 'u');
// Words that make a following number a year: "born in 1925", "in 1991", "since 2003", "the
// mid-1990s", "by the end of 1990", "summer of 1994".
const YEAR_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?<kw>born(?:\s+in)?|in|since|from|until|till|during|before|after|between|by|circa|around|through|year|early|mid|late|(?:end|beginning|start|middle|half|quarter|spring|summer|autumn|fall|winter|course)\s+of)(?:\s+the(?:\s+year)?|\s+year)?[\s-]+$`,
  'iu',
);
// A capitalised word, or a lower-case one that is not a plural in -s ("census", "crisis" and
// "status" are not plurals).
const ATTRIBUTIVE_AFTER = /^\s(?:\p{Lu}|(?!\p{Ll}*[^siu]s(?!\p{L}))\p{Ll})/u;
const THE_BEFORE = /(?<![\p{L}])the\s+$/iu;
const OF_BEFORE = /(?<![\p{L}])of\s+$/iu;
const VERSION_BEFORE = /(?<![\p{L}])(?:version|release|ver|build|v)\.?\s*$/iu;

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const NOT_BEFORE_DAY = /[\p{L}\p{N}_.:/]/u;
const NOT_BEFORE_YEAR = /[\p{L}\p{N}_.,\-/:]/u;

/** True when the character before `start` is not one of `excluded` (or there is none). */
function cleanStart(text: string, start: number, excluded: RegExp): boolean {
  return start === 0 || !excluded.test(text[start - 1]!);
}

const plausibleYear = (y: string | undefined) => y === undefined || (Number(y) >= 1000 && Number(y) <= 2999);

/** Moves `start` back over `re` (anchored at the end) found in the `max` characters before it. */
function extendBack(text: string, start: number, re: RegExp, max: number): number {
  const before = text.slice(Math.max(0, start - max), start);
  const m = re.exec(before);
  return m ? start - (before.length - m.index) : start;
}

function* isoDates(text: string): Iterable<Candidate> {
  // ISO 8601-1 §5.2.2 calendar date, §5.4 with time and zone; RFC 3339 allows a space for
  // "T"; YYYY/MM/DD and YYYY.MM.DD as written in East Asia.
  for (const m of text.matchAll(ISO_DATE)) {
    const g = m.groups!;
    if (!plausibleYear(g.y) || !isValidDay(Number(g.m), Number(g.d))) continue;
    yield { start: m.index, end: m.index + m[0].length, score: g.s === '-' ? 0.9 : 0.8 };
  }
}

function* numericDates(text: string): Iterable<Candidate> {
  // Day-month-year or month-day-year with one separator throughout: 31/05/1991, 05/31/1991,
  // 31.05.1991, 31-05-1991, 4/7/85. Two-digit years only with "/" or as DD.MM.YY, since
  // "12-15-22" and "1.2.34" are as often codes and versions.
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const g = m.groups!;
    if (!isValidDayMonthEitherOrder(Number(g.a), Number(g.b))) continue;
    if (VERSION_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    let score: number | undefined;
    if (g.y!.length === 4) score = plausibleYear(g.y) ? (g.s === '-' ? 0.8 : 0.85) : undefined;
    else if (g.s === '/') score = 0.7;
    else if (g.s === '.' && g.a!.length === 2 && g.b!.length === 2) score = 0.55;
    if (score !== undefined) yield { start: m.index, end: m.index + m[0].length, score };
  }
}

/**
 * Written dates. Records where the years it used start in `yearsUsed`, so that the year rule
 * does not look at them again.
 */
function* writtenDates(text: string, yearsUsed: Set<number>): Iterable<Candidate> {
  // Day first: "31 May 1991", "3rd of March 2020", "Monday, 4 March 2024", "12-15 March 2020".
  const dayFirst: Candidate[] = [];
  for (const m of text.matchAll(DAY_MONTH)) {
    const g = m.groups!;
    if (!isValidDay(monthNumber(g.m!)!, Number(g.d)) || !plausibleYear(g.y)) continue;
    const from = extendBack(text, m.index, RANGE_BEFORE, 12);
    if (!cleanStart(text, from, NOT_BEFORE_DAY)) continue;
    const start = extendBack(text, from, WEEKDAY_BEFORE, 16);
    const found = { start, end: m.index + m[0].length, score: g.y ? 0.85 : 0.7 };
    const y = m.indices?.groups?.y;
    if (y) yearsUsed.add(y[0]);
    dayFirst.push(found);
    yield found;
  }
  // Month first: "May 31st, 1991", "Sept. 3", "Tue, Mar 5 2024"; month and year: "March
  // 2020", "March and July 1999", "May–June 2001".
  // Matches inside a day-first date ("May 1991" of "31 May 1991") are skipped.
  let covering = 0;
  for (const m of text.matchAll(MONTH_FIRST)) {
    const g = m.groups!;
    const end = m.index + m[0].length;
    while (covering < dayFirst.length && dayFirst[covering]!.end < end) covering++;
    const outer = dayFirst[covering];
    if (outer && outer.start <= m.index) continue;
    if (!cleanStart(text, m.index, WORD_CHAR)) continue;
    if (g.my !== undefined) {
      if (!plausibleYear(g.my)) continue;
      yearsUsed.add(m.indices!.groups!.my![0]);
      yield { start: extendBack(text, m.index, MONTHS_BEFORE, 40), end, score: 0.8 };
    } else {
      if (!isValidDay(monthNumber(g.m!)!, Number(g.d)) || !plausibleYear(g.y)) continue;
      const y = m.indices?.groups?.y;
      if (y) yearsUsed.add(y[0]);
      yield { start: extendBack(text, m.index, WEEKDAY_BEFORE, 16), end, score: g.y ? 0.85 : 0.7 };
    }
  }
}

function* yearsInContext(text: string, yearsUsed: ReadonlySet<number>): Iterable<Candidate> {
  for (const m of text.matchAll(YEAR_RUN)) {
    const start = m.index;
    if (yearsUsed.has(start)) continue;
    // "mid-1990s" but not "12-1990" or "x1990".
    const hyphenated = text[start - 1] === '-' && /\p{L}/u.test(text[start - 2] ?? '');
    if (!hyphenated && !cleanStart(text, start, NOT_BEFORE_YEAR)) continue;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    const kw = YEAR_WORDS.exec(before)?.groups?.kw;
    if (kw !== undefined) {
      yield { start, end, score: /^born/i.test(kw) ? 0.85 : 0.6 };
      continue;
    }
    // Weaker: a year as an attribute ("the 1974 invasion", "the 1983 Ordinance"; but a plural
    // noun after it makes it a count: "the 2000 runners") or closing a reference ("the Act of
    // 1734.", "a decision of 2001,").
    const after = text.slice(end, end + 24);
    if (THE_BEFORE.test(before) && /^\d{4}$/.test(m[0]) && ATTRIBUTIVE_AFTER.test(after)) yield { start, end, score: 0.55 };
    else if (OF_BEFORE.test(before) && /^\s*[.,;:)]/.test(after)) yield { start, end, score: 0.55 };
  }
}

function* findDates(text: string): Iterable<Candidate> {
  yield* isoDates(text);
  yield* numericDates(text);
  const yearsUsed = new Set<number>();
  yield* writtenDates(text, yearsUsed);
  yield* yearsInContext(text, yearsUsed);
}

export default defineDetector({
  id: 'date',
  entity: 'DATE',
  find: findDates,
  // No context words: every rule already requires a calendar shape or a calendar word, and
  // dates are dense in documents, so the engine's per-candidate context check would cost
  // about half the detector's time for no change in what is found.
  examples: {
    // Formats: ISO 8601-1:2019 §5.2.2 (calendar dates) and §5.4 (date and time), RFC 3339,
    // RFC 5322 §3.3 (e-mail Date header), and the English written forms in the Chicago Manual
    // of Style §9.31–9.38 (dates). All dates are arbitrary.
    positive: [
      '2024-03-05',
      '2024-03-05T14:30:00Z', // RFC 3339 timestamp: one finding
      '2024-03-05T14:30:00.123+01:00',
      '2024-03-05 14:30',
      '05/31/1991', // US month/day/year
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
      { text: 'The applicant was born in 1925 and lives abroad.', match: '1925' },
      { text: 'In 1991, the plant closed.', match: '1991' },
      { text: 'between 1944 and 1990', match: '1944 and 1990' },
      { text: 'on 2 May 2001 at 9.30 a.m.', match: '2 May 2001 at 9.30 a.m.' },
      { text: 'from 1 January to 3 February 2000', match: ['1 January', '3 February 2000'] },
      { text: 'on 10 December 1996 and 11 February 1997', match: ['10 December 1996', '11 February 1997'] },
      { text: 'in the mid-1990s', match: '1990s' },
      { text: 'the 1974 census', match: '1974' },
      { text: 'under the Act of 1998.', match: '1998' },
      { text: 'Mar 5 14:22:01 host sshd[42]: session opened', match: 'Mar 5 14:22:01' }, // syslog (RFC 3164) timestamp
    ],
    negative: [
      'version 1.2.3', // a version
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
    ],
  },
});
