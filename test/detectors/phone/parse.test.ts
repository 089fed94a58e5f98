import { getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { parsePhone } from '../../../src/detectors/phone/parse.js';
import { isValidPhoneNumber } from '../../../src/detectors/phone/valid.js';
import { randomInts, randomTexts } from '../../helpers/random-text.js';

/** What the library's parse gives: the fields validation reads, and its isValid() verdict. */
function library(text: string, region: CountryCode | undefined) {
  const n = parsePhoneNumberFromString(text, region);
  return n && { country: n.country, countryCallingCode: n.countryCallingCode, nationalNumber: n.nationalNumber, valid: n.isValid() };
}

function ours(text: string, region: CountryCode | undefined) {
  const n = parsePhone(text, region);
  return n && { ...n, valid: isValidPhoneNumber(n) };
}

/**
 * `npm test` runs an eighth of the comparison (every region still gets several numbers), so each
 * test stays well under its timeout on a busy machine; `scripts/long-equivalence.sh` runs it whole.
 */
const ROUNDS = process.env.ANONYMIZE_LONG_TESTS ? 8000 : 1000;
const RANDOM = process.env.ANONYMIZE_LONG_TESTS ? 30000 : 4000;

describe('parsePhone', () => {
  const countries = getCountries();
  const next = randomInts(29);

  it("gives parsePhoneNumberFromString's result on written forms of every region's numbers", () => {
    let parsed = 0;
    let valid = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const country = countries[i % countries.length]!;
      const example = getExampleNumber(country, examples);
      if (!example) continue;
      const code = getCountryCallingCode(country);
      // The example mobile number with 0-3 of its last digits redrawn.
      const national = example.nationalNumber;
      const keep = national.length - (next() % 4);
      const digits = national.slice(0, keep) + String(next()).slice(0, national.length - keep).padStart(national.length - keep, '0');
      const split = 1 + (next() % (digits.length - 1));
      const grouped = `${digits.slice(0, split)} ${digits.slice(split)}`;
      const forms = [
        digits,
        grouped,
        `+${code} ${grouped}`,
        `+${code}${digits}`,
        `(${digits.slice(0, split)}) ${digits.slice(split)}`,
        `0${digits}`, // with a national prefix (0 in most plans)
        `${code}${digits}`, // the calling code without "+"
        `00${code}${digits}`, // after the IDD prefix of most of Europe
        `011 ${code} ${grouped}`, // after NANP's IDD prefix
        `1${digits}`,
        `8${digits}`, // Russia's and Kazakhstan's national prefix
        digits.slice(1),
        `${digits}${next() % 10}`,
      ];
      const region = countries[next() % countries.length]!;
      for (const text of forms) {
        for (const r of [country, region, undefined]) {
          const want = library(text, r);
          if (want) parsed++;
          if (want?.valid) valid++;
          expect({ text, r, got: ours(text, r) }).toEqual({ text, r, got: want });
        }
      }
    }
    // The forms exercise both verdicts, and every path of the parse.
    expect(parsed).toBeGreaterThan((100000 * ROUNDS) / 8000);
    expect(valid).toBeGreaterThan((25000 * ROUNDS) / 8000);
  });

  it('gives the same result on random runs of digits and separators', () => {
    const alphabet = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1', '4', '7', ' ', '-', '.', '(', ')', '/'];
    let i = 0;
    for (const body of randomTexts(alphabet, RANDOM, 20, 77)) {
      const text = i % 3 === 0 ? `+${body}` : body;
      const region = i % 4 === 0 ? undefined : countries[i % countries.length]!;
      i++;
      expect({ text, region, got: ours(text, region) }).toEqual({ text, region, got: library(text, region) });
    }
  });

  it('refuses what the library refuses', () => {
    expect(parsePhone('+', 'US')).toBeUndefined();
    expect(parsePhone('12', undefined)).toBeUndefined(); // no region, no "+"
    expect(parsePhone('+0 20 7946 0958', undefined)).toBeUndefined(); // no calling code starts with 0
    expect(parsePhone('+999 1234567', undefined)).toBeUndefined(); // no such calling code
    expect(parsePhone('(415) 555-0132', 'US')).toEqual({ country: 'US', countryCallingCode: '1', nationalNumber: '4155550132' });
    expect(parsePhone('020 7946 0958', 'GB')).toEqual({ country: 'GB', countryCallingCode: '44', nationalNumber: '2079460958' });
    expect(parsePhone('011 44 20 7946 0958', 'US')).toEqual({ country: 'GB', countryCallingCode: '44', nationalNumber: '2079460958' });
  });
});
