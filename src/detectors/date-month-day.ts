import { defineDetector } from '../engine/detector.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { lazy } from '../engine/lazy.js';
import { isDigit } from './lib/char-codes.js';
import { isValidDay } from './lib/date-parts.js';

/**
 * A US month and day without a year after "on", where the sentence means a day: `Seen by Dr
 * Rajesh Menon on 3/14.`, `admitted on 11/2, discharged …`, `on Tue 3/14 at 9am` (the lead's
 * probes, session 23). The figures are a month (1–12) and a day of it, the US order (a day of
 * 13–31 first is no US date: isMonthDay reads it day-first, after "on", "until", "by"…). After them
 * the sentence ends or goes on to a time or a clause: `.` `,` `;` `)`, a line's end, `at`, `and`,
 * `to`. A fraction stays: `on 3/4 of the nodes`, `finished 3/14 of the tests` (no "on"), `on 1/2
 * cup`. One or two digits, `/`, one or two digits, read around each "/".
 */
export function findMonthDays(text: string, _ctx: DetectorContext, emit: Emit): void {
  // From each "/" (the bench's logs have ~14,000 a MB, against ~105,000 runs of digits): the two
  // runs are the digits right before and right after one. Searched here, not kept in a list:
  // the names analysis does not keep its own list in the call's scan either (names-analysis.ts).
  for (let end = text.indexOf('/'); end !== -1; end = text.indexOf('/', end + 1)) {
    if (!isDigit(text.charCodeAt(end - 1)) || !isDigit(text.charCodeAt(end + 1))) continue;
    const start = isDigit(text.charCodeAt(end - 2)) ? end - 2 : end - 1;
    const stop = isDigit(text.charCodeAt(end + 2)) ? end + 3 : end + 2;
    // A run of more than two digits on either side (2024/03, 3/2024) fails below anyway (no blank
    // before, no mark after): passed over here before any slice.
    if (!isDigit(text.charCodeAt(start - 1)) && !isDigit(text.charCodeAt(stop)) && isMonthDay(text, start, end, stop)) emit(start, stop, 0.7, undefined);
  }
}

/** Whether the runs of one or two digits text[start, end) and text[end + 1, stop), around a "/" at `end`, are a month and day after "on". */
export function isMonthDay(text: string, start: number, end: number, stop: number): boolean {
  // Not a part of a longer figure: 1/2/2024 (date.ts's), 3/14/l962, 10.3/14.
  const before = text.charCodeAt(start - 1);
  const after = text.charCodeAt(stop);
  if (before === 47 || before === 46 || before === 45 || after === 47 || after === 45 || (after === 46 && isDigit(text.charCodeAt(stop + 1)))) return false;
  const first = Number(text.slice(start, end));
  const second = Number(text.slice(end + 1, stop));
  if (isValidDay(first, second)) return (onBefore(text, start) || timeWordBefore(text, start, US_UNTIL)) && endsClause(text, stop);
  // A day of 13–31 first and a month after it is a day-first date (British, Irish, Australian,
  // Indian English: `ready to collect until 21/11.`, probes25's pharmacy SMS), after a word of
  // time; no fraction or ratio has a numerator above 12 over a month's number so said.
  return first > 12 && isValidDay(second, first) && (onBefore(text, start) || timeWordBefore(text, start, DAY_FIRST_WORDS)) && endsClause(text, stop);
}

/** Whether one of `words` stands right before text[start], over blanks. */
function timeWordBefore(text: string, start: number, words: ReadonlySet<string>): boolean {
  if (start === 0 || (text.charCodeAt(start - 1) !== 32 && text.charCodeAt(start - 1) !== 9)) return false;
  let k = start;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  const word = wordBefore(text, k);
  return word !== undefined && words.has(word.folded);
}

// "until 11/21" (a US month and day): no fraction follows "until"; "by 3/4" may be one.
const US_UNTIL: ReadonlySet<string> = new Set(['until', 'till', 'til']);
const DAY_FIRST_WORDS: ReadonlySet<string> = new Set(['until', 'till', 'til', 'by', 'before', 'from', 'after']);

/**
 * A German day and month without a year, as DIN 5008 writes them with both full stops (`22.11.`),
 * after a preposition of time: `am 22.11.`, `bis 30.11.`, `vom 3.12. bis 5.12.`, `ab 1.1.`,
 * `seit 15.10.`, `zum 31.12.` (probes25: a pharmacy's SMS, an HR e-mail, a lost-and-found post).
 * The day comes first and the month must have it; nothing but a non-digit follows the second
 * full stop (`ab 1.2.3`, a version, stays); a time (`ab 14.30.`) is no month; without the
 * preposition (`Kapitel 3.2.`, `Version 22.11.`) it stays, and so does a preposition inside a
 * word (`3am 22.11.`, `Madam 1.2.`).
 *
 * Read from the prepositions, which the engine's keyword pass finds as the detector's whole-word
 * cues (neither after nor before an ASCII letter or digit or a Latin letter of U+00C0–U+024F): a log
 * holds hardly any, where the walk over every run of digits this replaced read ~1 million runs a
 * 10 MB (logs21). Called on its own (no cueHits), the same places are searched by GERMAN_CUE.
 */
export function findGermanDayMonths(text: string, ctx: DetectorContext, emit: Emit): void {
  const hits = ctx.cueHits;
  if (hits) {
    for (let h = 0; h < hits.length; h++) germanDayMonthAt(text, hits[h]!, emit);
    return;
  }
  const cue = GERMAN_CUE();
  cue.lastIndex = 0;
  for (let m = cue.exec(text); m !== null; m = cue.exec(text)) germanDayMonthAt(text, m.index, emit);
}

/** The day and month after the preposition of time that may start at `at` (a word start), emitted. */
function germanDayMonthAt(text: string, at: number, emit: Emit): void {
  let blank = at;
  while (blank < text.length && blank - at < 5 && isAsciiLetter(text.charCodeAt(blank))) blank++;
  const b = text.charCodeAt(blank);
  if ((b !== 32 && b !== 0xa0) || !GERMAN_TIME_PREPOSITIONS.has(text.slice(at, blank).toLowerCase())) return;
  // One or two digits, ".", one or two digits, ".", and no digit after it.
  const start = blank + 1;
  let end = start;
  while (end - start < 3 && isDigit(text.charCodeAt(end))) end++;
  if (end === start || end - start > 2 || text.charCodeAt(end) !== 46) return;
  let stop = end + 1;
  while (stop - end - 1 < 3 && isDigit(text.charCodeAt(stop))) stop++;
  if (stop === end + 1 || stop - end - 1 > 2 || text.charCodeAt(stop) !== 46 || isDigit(text.charCodeAt(stop + 1))) return;
  if (isValidDay(Number(text.slice(end + 1, stop)), Number(text.slice(start, end)))) emit(start, stop + 1, 0.7, undefined);
}

/** am, bis, vom, ab, seit, zum (Duden: prepositions that open a date). */
const GERMAN_TIME_PREPOSITIONS = new Set(['am', 'bis', 'vom', 'ab', 'seit', 'zum']);

/** The prepositions where the keyword pass records them (the cues), case aside; then a blank and a digit. */
const GERMAN_CUE = lazy(() => /(?<![0-9A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f])(?:am|ab|bis|vom|seit|zum)[ \u00a0](?=\d)/gi);

function findDayMonths(text: string, ctx: DetectorContext, emit: Emit): void {
  findMonthDays(text, ctx, emit);
  findGermanDayMonths(text, ctx, emit);
}

/** Whether "on" stands right before text[start], or "on" and a weekday ("on Tue 3/14", "on Monday, 3/14"). */
function onBefore(text: string, start: number): boolean {
  let k = start;
  if (k === 0 || (text.charCodeAt(k - 1) !== 32 && text.charCodeAt(k - 1) !== 9)) return false;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  let word = wordBefore(text, k);
  if (word === undefined) return false;
  if (WEEKDAYS.has(word.folded)) {
    k = word.begin;
    while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
    word = wordBefore(text, k);
    if (word === undefined) return false;
  }
  return word.folded === 'on';
}

const WEEKDAYS = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** The ASCII word ending at text[end] (a full stop and a comma after it skipped), lower case, and where it begins. */
function wordBefore(text: string, end: number): { folded: string; begin: number } | undefined {
  let k = end;
  if (k > 0 && text.charCodeAt(k - 1) === 44) k--;
  if (k > 0 && text.charCodeAt(k - 1) === 46) k--;
  let begin = k;
  while (begin > 0 && k - begin < 10 && isAsciiLetter(text.charCodeAt(begin - 1))) begin--;
  if (begin === k || (begin > 0 && isAsciiLetter(text.charCodeAt(begin - 1)))) return undefined;
  return { folded: text.slice(begin, k).toLowerCase(), begin };
}

const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** Whether the sentence ends or turns at text[stop]: a mark, a line's end, or "at", "and", "to", "for" a time or a clause. */
function endsClause(text: string, stop: number): boolean {
  if (stop >= text.length) return true;
  const c = text.charCodeAt(stop);
  if (c === 10 || c === 13 || c === 44 || c === 46 || c === 59 || c === 41 || c === 33 || c === 63) return true;
  if (c !== 32 && c !== 9) return false;
  const m = /^[ \t]+([A-Za-z]+)(?![A-Za-z])/.exec(text.slice(stop, stop + 16));
  return m !== null && AFTER_WORDS.has(m[1]!.toLowerCase());
}

const AFTER_WORDS = new Set(['at', 'and', 'to', 'but', 'when', 'after', 'before', 'with', 'by', 'in', 'around', 'about']);

export default defineDetector({
  id: 'date-month-day',
  entity: 'DATE',
  findEach: findDayMonths,
  // The German prepositions of time (findGermanDayMonths), as whole words: their places, without gating the detector.
  wholeWordCues: [...GERMAN_TIME_PREPOSITIONS],
  examples: {
    positive: [
      // The lead's probe (session 23), a fictitious clinic note.
      { text: 'Seen by Dr Rajesh Menon on 3/14.', match: '3/14' },
      { text: 'She was admitted on 11/2, discharged on 11/5 at noon.', match: ['11/2', '11/5'] },
      { text: 'Follow-up booked on Tue 3/14 at 9am', match: '3/14' },
      // probes25's fictitious HR e-mail and lost-and-found post (DIN 5008's day and month).
      { text: 'Bitte bis 30.11. an die Personalabteilung.', match: '30.11.' },
      { text: 'gefunden am 22.11. vor der Schule', match: '22.11.' },
    ],
    negative: [
      'We finished 3/14 of the tests.', // no "on": a fraction
      'Load stayed on 3/4 of the nodes.', // a fraction after "on"
      'Add it on 1/2 cup of flour', // a measure
      'on 13/14.', // no thirteenth month
      'Siehe Kapitel 3.2. unten', // no preposition of time
      'geöffnet ab 14.30. Uhr', // a time: no thirtieth month
      'ab 1.2.3 installieren', // a version
    ],
  },
});
