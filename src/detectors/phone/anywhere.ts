import { getCountries, type CountryCode } from 'libphonenumber-js/max';
import { nationalDigitCounts } from './plans.js';

/**
 * The regions a national number after a phone label is read in: every region of libphonenumber's
 * metadata (245), not the ~60 countries of the development data: a label says "phone number"
 * in any country, and a Kenyan or Vietnamese number after "Tel:" leaks as much as a German one.
 * Each region is tried only when the number has one of its lengths (with or without a trunk
 * prefix), which leaves ~100 of them for a 10-digit number; phone.ts tries this only after a
 * label and remembers the verdicts.
 */
const byLength = new Map<number, readonly CountryCode[]>();

/** The regions where a number of `digits` digits written nationally may be valid. */
export function regionsForLength(digits: number): readonly CountryCode[] {
  let list = byLength.get(digits);
  if (!list) byLength.set(digits, (list = getCountries().filter((r) => nationalDigitCounts(r).has(digits))));
  return list;
}
