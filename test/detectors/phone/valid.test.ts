import { getCountries, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from '../../../src/detectors/phone/valid.js';
import { randomInts } from '../../helpers/random-text.js';

describe('phone validation with compiled patterns', () => {
  it("gives PhoneNumber.isValid()'s verdict on 20,000 numbers of every region", () => {
    const next = randomInts(11);
    const countries = getCountries();
    let valid = 0;
    let checked = 0;
    for (let i = 0; i < 20000; i++) {
      const country = countries[i % countries.length]!;
      // Half: the region's example mobile number with its last digits changed; half: random digits.
      const example = getExampleNumber(country, examples)?.nationalNumber ?? '';
      const keep = example.length - 1 - (next() % 4);
      const digits =
        i % 2 === 0 && example
          ? example.slice(0, Math.max(0, keep)) + String(next() % 10 ** (example.length - Math.max(0, keep))).padStart(example.length - Math.max(0, keep), '0')
          : String(next()).slice(0, 4 + (next() % 9));
      for (const text of [digits, `+${getExampleNumber(country, examples)?.countryCallingCode ?? '1'} ${digits}`]) {
        const number = parsePhoneNumberFromString(text, country);
        if (!number) continue;
        checked++;
        const want = number.isValid();
        if (want) valid++;
        expect({ country, text, ok: isValidPhoneNumber(number) }).toEqual({ country, text, ok: want });
      }
    }
    expect(checked).toBeGreaterThan(20000);
    expect(valid).toBeGreaterThan(5000);
  });
});
