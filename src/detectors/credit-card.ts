import { defineDetector, stickyMatchesAt } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';
import { lazy } from '../engine/lazy.js';
import { cardNetwork } from './lib/card-issuers.js';
import { digitsOf, luhn } from './lib/checksums.js';
import { isIdAlone } from './national-ids/alone.js';

// A PAN is printed as one run of 13–19 digits or in the networks' groupings, with one kind of
// separator throughout: 4-4-4-4(-3) (Visa, Mastercard, Discover, JCB, UnionPay, 19-digit
// Maestro), 4-4-4-1 (13-digit Visa), 4-6-5 (Amex), 4-6-4 (Diners 14) (ISO/IEC 7812-1 leaves
// print layout to the networks; these are the layouts embossed on their cards). Neither end may
// touch a letter, a digit, or a separator followed by another digit, so a PAN-shaped slice of
// a longer number is never taken. The start is checked in code (NOT_AFTER_*). A PAN is a token
// of digits and single separators with 13 or more digits, so it is tried (sticky) only where
// the engine's digit-token scan (ctx.scan.digitTokens) says a token with 13 digits from there starts.
const MIN_PAN_DIGITS = 13;
const GROUPED = String.raw`\d{4}(?<sep>[ -])(?:\d{4}\k<sep>\d{4}\k<sep>(?:\d{4}\k<sep>\d{3}|\d{1,4})|\d{6}\k<sep>\d{4,5})`;
const PAN = lazy(() => new RegExp(String.raw`(?:\d{13,19}|${GROUPED})(?![\p{L}\p{N}_]|[ .-]\d)`, 'uy'));
const NOT_AFTER_WORD = lazy(() => /[\p{L}\p{N}_]/u);
const NOT_AFTER_DIGIT_AND = /\d[ .-]$/;

/**
 * The cards among the PAN matches found at `starts` (numberStarts; every position gives what a
 * scan of the whole text gives, which a test compares).
 */
export function cardsAt(text: string, starts: Iterable<number>): Candidate[] {
  const out: Candidate[] = [];
  for (const m of stickyMatchesAt(PAN(), text, starts)) {
    const start = m.index;
    if (start > 0 && (NOT_AFTER_WORD().test(text[start - 1]!) || NOT_AFTER_DIGIT_AND.test(text.slice(start - 2, start)))) continue;
    const digits = digitsOf(m[0]);
    // Luhn (ISO/IEC 7812-1 Annex B) and an issuer range that admits this length.
    if (!luhn(digits) || cardNetwork(digits) === undefined || nationalId(m[0])) continue;
    out.push({ start, end: start + m[0].length, score: 0.95 });
  }
  return out;
}

/**
 * Whether a bare run of thirteen digits is a national ID that stands alone (national-ids/alone.ts):
 * a South African, Romanian, Slovenian or Korean number (a birth date and a check digit; the
 * South African one's check is the Luhn digit a card has too). Such a run is the ID, not a
 * thirteen-digit card, which only the old Visa (4) and the Maestro ranges admit.
 */
function nationalId(printed: string): boolean {
  return printed.length === 13 && isIdAlone(printed);
}

function findCards(text: string, ctx?: DetectorContext): Candidate[] {
  return cardsAt(text, scanOf(text, ctx).digitTokens.numberStartsWith(MIN_PAN_DIGITS));
}

export default defineDetector({
  id: 'credit-card',
  entity: 'CREDIT_CARD',
  find: findCards,
  context: ['card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'pan', 'cc', 'payment'],
  examples: {
    positive: [
      '4242 4242 4242 4242', // Stripe test card, Visa (docs.stripe.com/testing)
      '4000-0566-5566-5556', // Stripe test card, Visa debit
      '5555555555554444', // Stripe test card, Mastercard
      '2223 0031 2200 3222', // Stripe test card, Mastercard 2-series (2221–2720)
      '3782 822463 10005', // Stripe/PayPal test card, American Express (4-6-5)
      '371449635398431', // Stripe test card, American Express
      '6011 1111 1111 1117', // Stripe/PayPal test card, Discover
      '3056 930902 5904', // Stripe test card, Diners Club (14 digits, 4-6-4)
      '3566002020360505', // Stripe test card, JCB
      '6200 0000 0000 0005', // Stripe test card, UnionPay
      '6771 7980 2100 0008', // Adyen test card, Maestro (docs.adyen.com/development-resources/test-cards)
      '4222222222222', // PayPal sandbox / Authorize.net test card, 13-digit Visa
      { text: 'Card: 4111-1111-1111-1111, exp 12/30', match: '4111-1111-1111-1111' }, // PayPal test Visa
      { text: 'cards 5105105105105100 and 4242424242424242.', match: ['5105105105105100', '4242424242424242'] },
    ],
    negative: [
      '4242 4242 4242 4241', // Luhn fails
      'order no. 1234567812345670', // Luhn-valid 16 digits but no issuer starts with 1
      'ISBN 978-0-306-40615-7', // ISBN-13 (ISO 2108 example), 978 is not an IIN
      '9780306406157',
      '5555 5555 5555 4444 1', // a valid PAN followed by another digit group
      'ref 9942424242424242424299', // a valid PAN inside a longer digit run
      '4242 4242-4242 4242', // mixed separators
      '42424 24242 424242', // not a network grouping
      '3782 822463 10005 12', // trailing group
      '555555555555444', // Mastercard needs 16 digits
      '6107165087088', // python-stdnum tests/test_za_idnr.doctest: a South African ID (Luhn, 1961-07-16, citizen), not a 13-digit Maestro card
    ],
  },
});
