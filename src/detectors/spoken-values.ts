import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { luhn } from './lib/checksums.js';
import { hasNumberWords, spokenRunAt, spokenRuns } from './lib/number-words.js';

/**
 * Values a call transcript writes in words, each after the word that asks for or names it
 * (the keyword pass's hits; nothing is read elsewhere):
 * - a card number: 13 to 19 digits in words that pass Luhn's check, within 300 characters
 *   after "card number", "card payment", "card details", "visa", "mastercard" or "amex" (CREDIT_CARD);
 * - a sort code (six digits: "twenty, thirty-two, fifty-three") right after "sort code", an
 *   account number (six to ten digits) right after "account number" or "account no." (IBAN,
 *   as the bank-account detector reports them);
 * - a date of birth: an ordinal, a month and a year in words ("Third of June nineteen
 *   seventy-nine", "June the third, two thousand and four") within 160 characters after
 *   "date of birth", "birth date", "birthday", "DOB" or "born on" (DATE);
 * - a postcode spelled out ("L-S-six, four D-Q": letters alone and digits in words making a UK
 *   postcode) within 200 characters after "postcode", "post code", "postal code", or "your",
 *   "my" or "home address" (a transcript's "And your address?" answered with the street and a
 *   spelled postcode), or a ZIP code's five digits in words after "zip" (ZIP_CODE).
 * Phone numbers in words are phone-spoken's.
 */

const CARD_WINDOW = 300;
const NEAR = 60;
const DATE_WINDOW = 160;
const YEAR_WORD = /nineteen|twenty|thousand/i;
const POSTCODE_WINDOW = 200;

const ORDINAL_UNITS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';
const ORDINAL = String.raw`(?:${ORDINAL_UNITS}|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[- ](?:${ORDINAL_UNITS})|thirtieth|thirty[- ]first|[0-3]?[0-9](?:st|nd|rd|th))`;
const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';
const UNIT = 'one|two|three|four|five|six|seven|eight|nine';
const TWO_DIGITS = String.raw`(?:(?:oh|o)[- ](?:${UNIT})|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:${UNIT}))?|hundred)`;
const YEAR = String.raw`(?:(?:nineteen|twenty)[ ]${TWO_DIGITS}|two[ ]thousand(?:[ ]and)?(?:[ ](?:${UNIT}|${TWO_DIGITS}))?)`;
// ASCII, on a window's slice only.
const SPOKEN_DATE = new RegExp(
  String.raw`\b(?:(?:the[ ])?${ORDINAL}[ ](?:of[ ])?(?:${MONTH})|(?:${MONTH})[ ](?:the[ ])?${ORDINAL}),?[ ]${YEAR}\b`,
  'gi',
);

// A UK postcode's letters and digits, once read: outward code, inward code.
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;

// The cue words, read where the keyword pass saw them (sticky, ASCII).
const CUE = /(?:(card[ \t]+(?:number|no\.?|payment|details|is)|visa|mastercard|amex)|(sort[ -]?code)|(account[ \t]+(?:number|no\.?)|acct[ \t]+(?:number|no\.?))|(date[ \t]+of[ \t]+birth|birth[ \t]*date|birthday|dob|born[ \t]+on)|(post[ -]?code|postal[ \t]+code|(?:your|my|home)[ \t]+address)|(zip(?:[ \t]+code)?))(?![A-Za-z])/iy;

type Kind = 'card' | 'sort' | 'account' | 'birth' | 'postcode' | 'zip';

/** Which cue starts at `at` (a keyword hit), with the end of its words; undefined for none. */
function cueAt(text: string, at: number): { kind: Kind; end: number } | undefined {
  CUE.lastIndex = at;
  const m = CUE.exec(text);
  if (!m) return undefined;
  const kind: Kind = m[1] ? 'card' : m[2] ? 'sort' : m[3] ? 'account' : m[4] ? 'birth' : m[5] ? 'postcode' : 'zip';
  return { kind, end: at + m[0].length };
}

function* findSpokenValues(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const hits = ctx?.keywordHits ?? [];
  let done = 0;
  for (const at of hits) {
    if (at < done) continue;
    const cue = cueAt(text, at);
    if (!cue) continue;
    for (const c of valuesAfter(text, cue.kind, cue.end)) {
      if (c.start < done) continue;
      done = c.end;
      yield c;
    }
  }
}

function* valuesAfter(text: string, kind: Kind, from: number): Iterable<Candidate> {
  switch (kind) {
    case 'card': {
      const to = Math.min(text.length, from + CARD_WINDOW);
      // Thirteen digits are seven words at the fewest ("forty-nine twenty-nine …").
      if (!hasNumberWords(text, from, to, 7)) return;
      for (const run of spokenRuns(text, from, to)) {
        if (run.digits.length >= 13 && run.digits.length <= 19 && luhn(run.digits)) {
          yield { start: run.start, end: run.end, score: 0.9, entity: 'CREDIT_CARD' };
          return;
        }
      }
      return;
    }
    case 'sort':
    case 'account': {
      const to = Math.min(text.length, from + NEAR);
      if (!hasNumberWords(text, from, to, 3)) return;
      const run = firstRun(text, from, to);
      if (!run) return;
      const n = run.digits.length;
      // A sort code's six digits in three pairs or in one breath; an account's six to ten.
      const fits = kind === 'sort' ? n === 6 && (run.groups.length === 1 || run.groups.every((g) => g.length === 2)) : n >= 6 && n <= 10;
      if (fits) {
        yield { start: run.start, end: run.end, score: 0.9, entity: 'IBAN' };
      }
      return;
    }
    case 'birth': {
      const to = Math.min(text.length, from + DATE_WINDOW);
      // A form's "Date of birth: 02/05/1993": a digit soon after the cue on its line is a date in
      // figures (a subtitle's next cue number and timing, "4\n00:00:11,420 --> …", are not).
      for (let i = from; i < from + 30 && i < to && text.charCodeAt(i) !== 10; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) return;
      // A year in words has two number words at the fewest ("nineteen eighty").
      if (!hasNumberWords(text, from, to, 2)) return;
      const slice = text.slice(from, to);
      // A year said in words has one of these (a form's "Date of birth: 02/05/1993" has none).
      if (!YEAR_WORD.test(slice)) return;
      SPOKEN_DATE.lastIndex = 0;
      const m = SPOKEN_DATE.exec(slice);
      if (m) yield { start: from + m.index, end: from + m.index + m[0].length, score: 0.9, entity: 'DATE' };
      return;
    }
    case 'postcode': {
      const to = Math.min(text.length, from + POSTCODE_WINDOW);
      if (!hasNumberWords(text, from, to, 2)) return;
      const spelled = spelledPostcode(text, from, to);
      if (spelled) yield { ...spelled, score: 0.9, entity: 'ZIP_CODE' };
      return;
    }
    case 'zip': {
      const to = Math.min(text.length, from + NEAR);
      const run = hasNumberWords(text, from, to, 3) ? firstRun(text, from, to) : undefined;
      if (run && run.digits.length === 5 && run.groups.join('').length === 5) yield { start: run.start, end: run.end, score: 0.9, entity: 'ZIP_CODE' };
      return;
    }
  }
}

/** The first run of number words in text[from, to), with no other digits before it. */
function firstRun(text: string, from: number, to: number) {
  for (const run of spokenRuns(text, from, to)) {
    if (/[0-9]/.test(text.slice(from, run.start))) return undefined;
    return run;
  }
  return undefined;
}

/**
 * A UK postcode spelled out in text[from, to): capital letters alone and digits in words,
 * parted by hyphens, commas or blanks ("L-S-six, four D-Q", "M twenty, two R N").
 */
function spelledPostcode(text: string, from: number, to: number): { start: number; end: number } | undefined {
  const re = /(?<![A-Za-z0-9'’])[A-Z](?=[- ,\t])/g;
  const slice = text.slice(from, to);
  for (let m = re.exec(slice); m !== null; m = re.exec(slice)) {
    const start = from + m.index;
    let code = '';
    let best = 0;
    let at = start;
    for (let parts = 0; parts < 8 && at < to; parts++) {
      const c = text.charCodeAt(at);
      let end: number;
      if (c >= 65 && c <= 90 && !/[A-Za-z0-9]/.test(text[at + 1] ?? '')) {
        code += text[at];
        end = at + 1;
      } else {
        const run = spokenRunAt(text, at, to);
        if (!run || run.digits.length > 2) break;
        // One number word at a time: "six, four" are two parts of the code.
        code += run.digits;
        end = run.end;
      }
      if (UK_POSTCODE.test(code)) best = end;
      const sep = /^[- ,\t]{1,3}/.exec(text.slice(end, end + 3));
      if (!sep) break;
      at = end + sep[0].length;
    }
    if (best > 0) return { start, end: best };
  }
  return undefined;
}

export default defineDetector({
  id: 'spoken-values',
  entity: 'CREDIT_CARD',
  find: findSpokenValues,
  // The cue words whole (a bare "card", "account" or "born" is on every page of prose).
  keywords: [
    'card number', 'card no', 'card payment', 'card details', 'card is', 'visa', 'mastercard', 'amex', 'sort code', 'sort-code',
    'sortcode', 'account number', 'account no', 'acct number', 'acct no', 'date of birth', 'birth date', 'birthdate', 'birthday',
    'dob', 'born on', 'postcode', 'post code', 'post-code', 'postal code', 'zip', 'your address', 'my address', 'home address',
  ],
  // The other kinds' examples (other entities) are in test/detectors/spoken-values.test.ts.
  examples: {
    positive: [
      // A fictitious card number (Luhn-valid).
      { text: 'Card number: four nine two nine, one two three four, five six seven eight, nine oh one five.', match: 'four nine two nine, one two three four, five six seven eight, nine oh one five' },
    ],
    negative: [
      'The card number is four nine two nine, one two three four, five six seven eight, nine oh one two.', // fails Luhn
      'Four nine two nine, one two three four, five six seven eight, nine oh one five.', // no card word
    ],
  },
});
