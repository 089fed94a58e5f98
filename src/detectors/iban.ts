import { countrySpecs, getCountrySpecifications } from 'ibantools';
import { defineDetector } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { DetectorContext, Emit } from '../engine/types.js';
import { codeAt, isAsciiLetter, isDigit, isWordCode } from './lib/char-codes.js';
import { Positions, scanOf, type TextScan } from '../engine/scan/index.js';

// ibantools carries the SWIFT IBAN registry (ISO 13616): per country the IBAN length and the
// BBAN structure, plus the few "experimental" countries that publish IBANs outside the
// registry (IBANRegistry: false). The length tells us where an IBAN printed in groups ends.
// Made when a text first holds an IBAN's start (issue 20: start-up).
const SPECS = lazy(() => getCountrySpecifications());

// Country code and check digits start every IBAN (ISO 13616-1 §5.1), so the check digits begin
// a run of digits: START is tried two letters before each run of the shared digit scan. The
// character before is checked in code. IBANs are printed in capitals, but people type them in
// lower case too ("de89 3704 …"): one case throughout is accepted.
export const START = /([A-Za-z]{2})\d{2}(?=[A-Za-z0-9]|\s[A-Za-z0-9])/y;

/**
 * Where a global scan with START finds a match, ascending: a match holds two letters and two
 * digits, so no match can hide another, and each is two letters before a run of digits. The
 * places only (START.test, no match array: a log has a letter pair before many digit runs).
 */
export function ibanStarts(text: string, scan: TextScan = scanOf(text)): Int32Array {
  const out = new Positions();
  const runs = scan.digitTokens.digitRuns;
  for (let r = 0; r < runs.count; r++) {
    // A run's length is one byte of the scan (its start takes a sum): a lone digit is left first.
    if (runs.lengths[r]! < 2) continue;
    const digits = runs.start(r);
    // Before most runs stands a space: the letter right before the digits is looked at first.
    if (digits < 2 || !isAsciiLetter(text.charCodeAt(digits - 1)) || !isAsciiLetter(text.charCodeAt(digits - 2))) continue;
    START.lastIndex = digits - 2;
    if (START.test(text)) out.push(digits - 2);
  }
  return out.done();
}
const isUpperIbanChar = (c: number) => isDigit(c) || (c >= 65 && c <= 90);
const isLowerIbanChar = (c: number) => isDigit(c) || (c >= 97 && c <= 122);

/**
 * The span of an IBAN of exactly `length` characters starting at `start`, printed either
 * electronically (no spaces) or in the paper format (groups of four separated by one space,
 * ISO 13616-1 §5.2), or undefined when the text there has neither shape.
 */
function ibanEnd(text: string, start: number, length: number, isIbanChar: (c: number) => boolean): number | undefined {
  for (const spaced of [false, true]) {
    let i = start;
    let n = 0;
    while (n < length) {
      if (spaced && n > 0 && n % 4 === 0) {
        if (text[i] !== ' ') break;
        i++;
      }
      if (!isIbanChar(text.charCodeAt(i))) break;
      i++;
      n++;
    }
    if (n === length && !isWordCode(codeAt(text, i))) return i;
  }
  return undefined;
}

/**
 * ibantools' isValidIBAN (length, check digits, the BBAN format of the registry) with the
 * checksum computed on character codes: ibantools builds the digit string first, which took
 * three quarters of its 2 µs per IBAN (and its BBAN regex on every call, see isValidBban).
 */
export function isValidIban(iban: string, country: string): boolean {
  const spec = SPECS()[country];
  if (spec?.chars !== iban.length || !isDigit(iban.charCodeAt(2)) || !isDigit(iban.charCodeAt(3))) return false;
  if (!isValidBban(iban.slice(4), country)) return false;
  // ISO 7064 MOD 97-10 over BBAN + country code + "00", letters counting A = 10 … Z = 35.
  let rest = 0;
  const add = (c: number) => {
    rest = isDigit(c) ? (rest * 10 + (c - 48)) % 97 : (rest * 100 + (c - 55)) % 97;
  };
  for (let i = 4; i < iban.length; i++) add(iban.charCodeAt(i));
  add(iban.charCodeAt(0));
  add(iban.charCodeAt(1));
  add(48);
  add(48);
  return 98 - rest === (iban.charCodeAt(2) - 48) * 10 + (iban.charCodeAt(3) - 48);
}

const bbanFormats = new Map<string, RegExp>();

/**
 * Where ibantools' BBAN format is wrong. Côte d'Ivoire (outside the SWIFT registry): ibantools
 * 4.5.4 writes one letter then 23 digits, yet its own test holds CI93CI0080111301134291200589
 * valid, the example every list of the WAEMU's IBANs gives: the bank code of the UEMOA RIB begins
 * with the country's two letters (CI008), as ibantools' Benin and Mali entries allow
 * (`[A-Z0-9]{2}` then 22 digits). A letter still comes first.
 */
const BBAN_FIXES: Readonly<Record<string, string>> = { CI: '^[A-Z][A-Z0-9][0-9]{22}$' };

/** ibantools' isValidBBAN, with each country's BBAN regex compiled once (ibantools builds it on every call). */
function isValidBban(bban: string, country: string): boolean {
  const spec = countrySpecs[country];
  if (!spec?.bban_regexp || !spec.chars || spec.chars - 4 !== bban.length) return false;
  let format = bbanFormats.get(country);
  if (!format) bbanFormats.set(country, (format = new RegExp(BBAN_FIXES[country] ?? spec.bban_regexp, '')));
  if (!format.test(bban)) return false;
  return spec.bban_validation_func ? spec.bban_validation_func(bban.replace(/[\s.]+/g, '')) : true;
}

/** The registry's countries by the codes of their two capitals, `(first << 8) | second`. */
const COUNTRIES = lazy(() => new Map(Object.keys(SPECS()).map((cc) => [(cc.charCodeAt(0) << 8) | cc.charCodeAt(1), cc])));

/** Each IBAN's span and score, handed to `emit` as found (findEach: no list of candidates). */
function findIbans(text: string, ctx: DetectorContext, emit: Emit): void {
  for (const start of ibanStarts(text, scanOf(text, ctx))) {
    // The country code in one case throughout, read from its character codes.
    const a = text.charCodeAt(start);
    const b = text.charCodeAt(start + 1);
    const lower = a >= 97 && b >= 97;
    if (!lower && (a >= 97 || b >= 97)) continue;
    const upper = COUNTRIES().get(((a & ~32) << 8) | (b & ~32));
    if (upper === undefined) continue;
    const spec = SPECS()[upper]!;
    if (!spec.chars) continue;
    if (isWordCode(codeAt(text, start - 1))) continue;
    const end = ibanEnd(text, start, spec.chars, lower ? isLowerIbanChar : isUpperIbanChar);
    if (end === undefined) continue;
    // The country's BBAN format, and mod-97 (ISO 7064) over the rearranged IBAN.
    if (!isValidIban(text.slice(start, end).replaceAll(' ', '').toUpperCase(), upper)) continue;
    emit(start, end, (spec.IBANRegistry ? 0.95 : 0.9) - (lower ? 0.05 : 0), undefined);
  }
}

export default defineDetector({
  id: 'iban',
  entity: 'IBAN',
  findEach: findIbans,
  context: ['iban', 'account', 'bank', 'konto', 'rekening', 'transfer', 'sepa'],
  examples: {
    positive: [
      'GB82WEST12345698765432', // ECBS EBS204 / Wikipedia IBAN example (Westminster)
      'GB82 WEST 1234 5698 7654 32', // same, paper format
      'GB29NWBK60161331926819', // SWIFT IBAN registry sample, United Kingdom
      'DE89 3704 0044 0532 0130 00', // SWIFT IBAN registry sample, Germany
      'FR1420041010050500013M02606', // SWIFT IBAN registry sample, France
      'NL91ABNA0417164300', // SWIFT IBAN registry sample, Netherlands
      'BE68 5390 0754 7034', // SWIFT IBAN registry sample, Belgium
      'CH9300762011623852957', // SWIFT IBAN registry sample, Switzerland
      'IT60X0542811101000000123456', // SWIFT IBAN registry sample, Italy
      'NO9386011117947', // SWIFT IBAN registry sample, Norway (shortest, 15)
      'MT84 MALT 0110 0001 2345 MTLC AST0 01S', // SWIFT IBAN registry sample, Malta
      'BR1800360305000010009795493C1', // SWIFT IBAN registry sample, Brazil
      'RU0304452522540817810538091310419', // SWIFT IBAN registry sample, Russia (33)
      'LC55HEMM000100010012001200023015', // SWIFT IBAN registry sample, Saint Lucia (32)
      'XK051212012345678906', // SWIFT IBAN registry sample, Kosovo
      'QA58DOHB00001234567890ABCDEFG', // SWIFT IBAN registry sample, Qatar
      'CI93CI0080111301134291200589', // Côte d'Ivoire: the example of ibantools' tests and of the WAEMU lists (letters in the BBAN)
      { text: 'compte n° CI06 CI00 8011 1100 0418 2736 5019 ouvert', match: 'CI06 CI00 8011 1100 0418 2736 5019' },
      { text: 'IBAN: ES91 2100 0418 4502 0005 1332.', match: 'ES91 2100 0418 4502 0005 1332' }, // registry sample, Spain
      { text: 'pay to AT611904300234573201 or SE4550000000058398257466', match: ['AT611904300234573201', 'SE4550000000058398257466'] },
      { text: 'my iban is de89 3704 0044 0532 0130 00 thanks', match: 'de89 3704 0044 0532 0130 00' }, // typed in lower case
      'gb82west12345698765432',
    ],
    negative: [
      'GB82WEST12345698765431', // check digits wrong (mod-97 ≠ 1)
      'Gb82West12345698765432', // mixed case: no IBAN is printed so
      'de89 3704 0044 0532 0130 01', // lower case, check digits wrong
      'GB82 WEST 1234 5698 7654 33',
      'GB82WEST1234569876543', // one character short for GB (22)
      'GB82WEST123456987654321', // one character long
      'DE89 3704 0044 0532 0130 0', // short for DE (22)
      'US64SVBKUS6S3300958879', // the US has no IBAN
      'ZZ82WEST12345698765432', // unknown country code
      'GB82 WEST12 3456 9876 5432', // groups of four broken
      'XGB82WEST12345698765432', // inside a longer word
      'CI92CI0080111301134291200589', // Côte d'Ivoire, check digits wrong
      'CI75010080111301134291200589', // Côte d'Ivoire: a digit first in the BBAN (check digits right)
    ],
  },
});
