import { isSpace } from '../lib/char-codes.js';
import { lazy } from '../../engine/lazy.js';

/**
 * Printed shapes that libphonenumber may accept as a number but that are something else: a
 * numeric date (2024-01-15, 15.01.2024, 01/15/2024) or a dotted quad (IPv4 address,
 * four-part version). Both are common in logs and documents and would otherwise parse as
 * valid national numbers in some regions.
 */
const NUMERIC_DATE = /^(?:\d{4}([-./])\d{1,2}\1\d{1,2}|\d{1,2}([-./])\d{1,2}\2(?:\d{2}|\d{4}))$/;
// Exactly four groups: French numbers are written in five dotted pairs (01.23.45.67.89).
const DOTTED = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function looksLikeNonPhone(value: string): boolean {
  return NUMERIC_DATE.test(value) || DOTTED.test(value);
}

/**
 * Whether text[start, end) is three or more figures joined by "/", each digits with at most one
 * decimal point, and at least one with a decimal point: postfix's "delays=0.4/0/0.1/0.5" (four
 * times in seconds, postfix's "delays=a/b/c/d"), a ratio or a list of measures. No phone number
 * is written with a decimal point in a slash-joined group: "030/1234567" and "0171/2345678" have
 * none, Belgium's "02/511.22.33" has two groups (and two points in its second).
 */
export function isSlashedFigures(text: string, start: number, end: number): boolean {
  let groups = 1;
  let run = 0; // digits since the last mark
  let point = false; // a "." in this group
  let decimal = false; // a "." in any group
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) run++;
    else if (run === 0) return false;
    else if (c === 46 && !point) {
      point = decimal = true;
      run = 0;
    } else if (c === 47) {
      groups++;
      point = false;
      run = 0;
    } else return false;
  }
  return run > 0 && groups >= 3 && decimal;
}

// A year (1900–2099) and then a month and a day, as one run or split after the year ("20241215",
// "2024 1215": ISO 8601's basic calendar date, YYYYMMDD): a date or a reference built on one.
const YEAR_MONTH_DAY = /^(?:19|20)\d\d[ .\-/]?(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;

/**
 * Whether a number read in any region's plan (after a phone label, not valid in the user's own
 * region) is rather a date: eight digits that read as year, month and day ("Mobile 2024 1215").
 * Some eight-digit plans (Denmark's, Singapore's) hold such numbers, but a date written after a
 * label is far more common than a foreign number that happens to spell one.
 */
export function looksLikeCompactDate(value: string): boolean {
  return value.length <= 10 && YEAR_MONTH_DAY.test(value);
}

// ISO 4217 codes of the currencies most often written before an amount ("TRL 615.478.000",
// "EUR 1 234 567"): a figure after one is money, whatever its grouping.
const CURRENCY_BEFORE = lazy(() => /(?<![\p{L}])(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|HRK|TRY|TRL|RUB|UAH|CNY|HKD|SGD|INR|BRL|MXN|ARS|ZAR|KRW|ILS|AED|SAR|ATS|DEM|FRF|ITL|ESP|NLG|BEF|GRD|PTE|FIM|IEP|CYP)\.?\s?$/u);

/** True when the text right before a candidate is a currency code. */
export function followsCurrencyCode(text: string, start: number): boolean {
  // A code ends in a capital, before at most a "." and one white space: most candidates
  // follow a lower-case word or a bracket, and skip the regex.
  let j = start;
  if (j > 0 && isSpace(text.charCodeAt(j - 1))) j--;
  if (j > 0 && text.charCodeAt(j - 1) === 46) j--;
  const c = j > 0 ? text.charCodeAt(j - 1) : 0;
  return c >= 65 && c <= 90 && CURRENCY_BEFORE().test(text.slice(Math.max(0, start - 5), start));
}
