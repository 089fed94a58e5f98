// libphonenumber-js with its `max` metadata: `min` only checks a number's length, so a date
// such as 15.01.2024 parses as a "valid" German number; `max` checks the digits against each
// region's number plan (the same metadata as Google's libphonenumber), which is what lets a
// bare digit run be told from a phone number. It costs ~65 kB more, loaded once.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { defineDetector } from '../engine/detector.js';
import { UsageError } from '../errors.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { nationalDigitCounts } from './lib/phone-plans.js';
import { looksLikeNonPhone } from './lib/phone-shapes.js';

// Candidates: an optional +CC, an optional (area code), then digit groups joined by single
// separators. Neither end may touch a letter, digit or currency sign, or continue as a
// decimal/date ("1.5", "2024-01-15-x"). Scanning prose with this (Unicode, lookbehind) regex
// is slow, so STRETCH, plain ASCII, first finds the few places with seven or more digit and
// phone-punctuation characters in a row, and CANDIDATE is tried (sticky) only there.
const STRETCH = /[+(]?\d[\d ().\-/]{5,}\d/g;
const CANDIDATE =
  /(?<![\p{L}\p{N}_+$€£¥.:\-/])(?:\+\d{1,3}[ .\-]?)?(?:\(\d{1,5}\)[ .\-]?)?\d{1,14}(?:[ .\-/]\d{1,10}){0,6}(?![\p{L}\p{N}_]|[.:\-/]\d)/uy;

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Where a candidate may start inside a stretch: "+", "(" or the first digit of a group. */
function* candidatesIn(text: string, from: number, to: number): Iterable<RegExpExecArray> {
  let p = from;
  while (p < to) {
    const c = text.charCodeAt(p);
    if (c === 43 || c === 40 || (isDigit(c) && !isDigit(text.charCodeAt(p - 1)))) {
      CANDIDATE.lastIndex = p;
      const m = CANDIDATE.exec(text);
      if (m) {
        yield m;
        p = m.index + m[0].length;
        continue;
      }
    }
    p++;
  }
}

/** E.164 allows at most 15 digits; national numbers have at least 7 (short codes aside). */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/**
 * Score by how phone-like the printed form is: an international number that the numbering
 * plan accepts is a strong signal; a national one with the usual grouping is the plain
 * "shape" score (context words raise it, see `context`); a bare run of digits or a
 * dot-separated one is weak on its own and needs a context word to pass the threshold.
 */
function scoreOf(value: string): number {
  if (value.startsWith('+')) return 0.8;
  if (/^\d+$/.test(value)) return 0.4;
  if (!/[ \-()]/.test(value)) return 0.45;
  return 0.6;
}

// Parsing is most of this detector's cost and documents repeat their numbers (a signature, a
// log's caller ID), so verdicts are remembered; the memo is bounded and only saves time.
const MEMO_LIMIT = 4096;
const memo = new Map<string, boolean>();

function isValidPhone(value: string, region: CountryCode): boolean {
  const key = value.startsWith('+') ? value : `${region}:${value}`;
  let valid = memo.get(key);
  if (valid === undefined) {
    valid = parsePhoneNumberFromString(value, value.startsWith('+') ? undefined : region)?.isValid() ?? false;
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, valid);
  }
  return valid;
}

function* findPhones(text: string, ctx: DetectorContext): Iterable<Candidate> {
  const region = ctx.region.toUpperCase() as CountryCode;
  if (!isSupportedCountry(region)) throw new UsageError(`unknown phone region "${ctx.region}": use an ISO 3166-1 alpha-2 code such as US or GB`);
  const nationalCounts = nationalDigitCounts(region);
  for (const stretch of text.matchAll(STRETCH)) {
    yield* phonesIn(text, stretch.index, stretch.index + stretch[0].length, region, nationalCounts);
  }
}

function* phonesIn(text: string, from: number, to: number, region: CountryCode, nationalCounts: ReadonlySet<number>): Iterable<Candidate> {
  for (const m of candidatesIn(text, from, to)) {
    const value = m[0];
    let digits = 0;
    for (let i = 0; i < value.length; i++) if (isDigit(value.charCodeAt(i))) digits++;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS) continue;
    if (!value.startsWith('+') && !nationalCounts.has(digits)) continue;
    if (looksLikeNonPhone(value)) continue;
    if (!isValidPhone(value, region)) continue;
    yield { start: m.index, end: m.index + value.length, score: scoreOf(value) };
  }
}

export default defineDetector({
  id: 'phone',
  entity: 'PHONE_NUMBER',
  find: findPhones,
  context: ['phone', 'telephone', 'tel', 'mobile', 'cell', 'call', 'fax', 'mob', 'ph', 'contact', 'whatsapp', 'sms', 'text', 'dial'],
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
    ],
    negative: [
      '2024-01-15', // ISO date
      '15.01.2024', // European date
      '1.2.3.4', // version
      '192.168.1.10', // IPv4 address
      '$1,234.56', // price
      '4242 4242 4242 4242', // card number (Stripe test card)
      'GB82 WEST 1234 5698 7654 32', // IBAN (ECBS example)
      'order 123456789012', // 12-digit order number
      'in 1991', // year
      'ZIP 62704', // ZIP code
      '555-0132', // too short without an area code
      'ref 4155550132', // a bare digit run without a phone word
      '2024-03-05T14:30:00Z', // ISO timestamp
      '020 7946 0958', // a GB national number is not valid in the default region (US)
    ],
  },
});
