import { Metadata } from 'libphonenumber-js/core';
import metadataJson from 'libphonenumber-js/max/metadata';
import { isDigit } from '../lib/char-codes.js';
import { matchesEntirely, numberType, type PhoneNumberParts, type Plans } from './valid.js';

/**
 * parsePhoneNumberFromString() of libphonenumber-js, step for step, for the phone detector's
 * candidates: ASCII digits, a "+" only as the first character, and the separators
 * space ( ) . - /. The library's parse costs ~8 µs a number, most of it building a RegExp for
 * every pattern it tests (national prefixes, leading digits, IDD prefixes, number types),
 * copying option objects and throwing a ParseError for each number it refuses; here each
 * pattern is compiled once and a refusal is `undefined`. The rules, their order and the data
 * are the library's (its `max` metadata, read through its Metadata class);
 * test/detectors/phone/parse.test.ts compares the results with the library's on 13 written
 * forms of 8,000 numbers of every region, each read in three regions, and on 30,000 random runs.
 */

/** The library's MIN_LENGTH_FOR_NSN, MAX_LENGTH_FOR_NSN and MAX_LENGTH_COUNTRY_CODE. */
const MIN_NATIONAL = 2;
const MAX_NATIONAL = 17;
const MAX_CALLING_CODE = 3;

/** The library's Metadata beyond its type declarations (es6/metadata.js). */
interface ParsePlans extends Plans {
  hasCountry(country: string): boolean;
  hasCallingCode(callingCode: string): boolean;
  getCountryCodesForCallingCode(callingCode: string): readonly string[] | undefined;
  hasSelectedNumberingPlan(): boolean;
  countryCallingCode(): string;
  IDDPrefix(): string | undefined;
  leadingDigits(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  possibleLengths(): readonly number[] | undefined;
  numberingPlan: { nationalPrefix(): string | undefined; callingCode(): string };
}

// Two instances: the number's plan, and one for looking at other plans on the way (the library
// makes a new Metadata for each such look).
let main: ParsePlans | undefined;
let other: ParsePlans | undefined;

const starts = new Map<string, RegExp>();

/** A regex for `pattern` matched at the start of a string (the library's search() === 0 tests). */
function atStart(pattern: string): RegExp {
  let re = starts.get(pattern);
  if (!re) starts.set(pattern, (re = new RegExp(`^(?:${pattern})`)));
  return re;
}

/** The parsed number, or undefined where the library's parse returns undefined. */
export function parsePhone(value: string, defaultCountry: string | undefined): PhoneNumberParts | undefined {
  main ??= new Metadata(metadataJson) as unknown as ParsePlans;
  other ??= new Metadata(metadataJson) as unknown as ParsePlans;
  if (value.length > 250) return undefined;
  const digits = digitsOf(value);
  if (digits === undefined) return undefined;
  const plans = main;
  // The library's parsePhoneNumberFromString drops a default region it has no plan for.
  const region = defaultCountry && plans.hasCountry(defaultCountry) ? defaultCountry : undefined;
  let { callingCode, rest } = callingCodeOf(digits, region, plans);
  let country: string | undefined;
  if (callingCode) plans.selectNumberingPlan(callingCode);
  else if (rest && defaultCountry) {
    country = defaultCountry;
    plans.selectNumberingPlan(defaultCountry);
    callingCode = plans.countryCallingCode();
  } else return undefined;
  if (!rest) return undefined;
  const national = nationalNumberOf(rest, plans);
  const exact = countryOf(callingCode, national);
  if (exact) {
    country = exact;
    plans.selectNumberingPlan(exact);
  }
  if (national.length < MIN_NATIONAL || national.length > MAX_NATIONAL) return undefined;
  return { country, countryCallingCode: callingCode, nationalNumber: national };
}

/**
 * The digits of `value` with a leading "+", as the library extracts them (from the first "+"
 * or digit to the last digit), or undefined when it would not take the text for a number:
 * fewer than 3 digits, unless the text is exactly 2 digits.
 */
function digitsOf(value: string): string | undefined {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) !== 43 && !isDigit(value.charCodeAt(start))) start++;
  let end = value.length;
  while (end > start && !isDigit(value.charCodeAt(end - 1))) end--;
  if (end === start) return undefined;
  let digits = value.charCodeAt(start) === 43 ? '+' : '';
  for (let i = start; i < end; i++) if (isDigit(value.charCodeAt(i))) digits += value[i];
  const count = digits.length - (digits.startsWith('+') ? 1 : 0);
  if (count >= 3 || (count === 2 && end - start === 2)) return digits;
  return undefined;
}

/**
 * extractCountryCallingCode of the library: the calling code written with "+" or after the
 * region's international call prefix, or the region's own calling code written without "+"
 * when the rest is the better number. callingCode "" and rest "": an unknown calling code.
 */
function callingCodeOf(digits: string, defaultCountry: string | undefined, plans: ParsePlans): { callingCode: string; rest: string } {
  let number = digits;
  if (!number.startsWith('+')) {
    const withoutIdd = defaultCountry ? stripIdd(number, defaultCountry) : undefined;
    if (withoutIdd && withoutIdd !== number) number = `+${withoutIdd}`;
    else {
      if (defaultCountry) {
        const shorter = withoutOwnCallingCode(number, defaultCountry, plans);
        if (shorter) return shorter;
      }
      return { callingCode: '', rest: number };
    }
  }
  if (number[1] === '0') return { callingCode: '', rest: '' };
  for (let i = 2; i - 1 <= MAX_CALLING_CODE && i <= number.length; i++) {
    const code = number.slice(1, i);
    if (plans.hasCallingCode(code)) return { callingCode: code, rest: number.slice(i) };
  }
  return { callingCode: '', rest: '' };
}

/** stripIddPrefix of the library: the number after the region's IDD prefix, unless a 0 follows it. */
function stripIdd(number: string, country: string): string | undefined {
  other!.selectNumberingPlan(country);
  const idd = atStart(other!.IDDPrefix() ?? '').exec(number);
  if (!idd) return undefined;
  const rest = number.slice(idd[0].length);
  return rest.startsWith('0') ? undefined : rest;
}

/**
 * extractCountryCallingCodeFromInternationalNumberWithoutPlusSign of the library: "44 20 7946
 * 0958" in GB is +44 when the digits after the 44 form a national number and the whole do
 * not, or the whole is too long.
 */
function withoutOwnCallingCode(number: string, country: string, plans: ParsePlans): { callingCode: string; rest: string } | undefined {
  plans.selectNumberingPlan(country);
  const code = plans.countryCallingCode();
  if (!number.startsWith(code)) return undefined;
  const shorter = number.slice(code.length);
  const shorterNational = nationalNumberOf(shorter, plans);
  const national = nationalNumberOf(number, plans);
  const pattern = plans.nationalNumberPattern();
  if ((!matchesEntirely(national, pattern) && matchesEntirely(shorterNational, pattern)) || lengthVerdict(national, plans) === 'TOO_LONG') {
    return { callingCode: code, rest: shorter };
  }
  return undefined;
}

/**
 * extractNationalNumber of the library: the number without its national prefix (and carrier
 * code), unless the prefix-less number fits the plan worse or is too short for it.
 */
function nationalNumberOf(number: string, plans: ParsePlans): string {
  const national = withoutNationalPrefix(number, plans);
  if (national === number) return national;
  const pattern = plans.nationalNumberPattern();
  if (matchesEntirely(number, pattern) && !matchesEntirely(national, pattern)) return number;
  if (plans.possibleLengths()) {
    const country = countryOf(plans.numberingPlan.callingCode(), national);
    let verdict: string;
    if (country) {
      other!.selectNumberingPlan(country);
      verdict = lengthVerdict(national, other!);
    } else verdict = lengthVerdict(national, plans);
    if (verdict === 'TOO_SHORT' || verdict === 'INVALID_LENGTH') return number;
  }
  return national;
}

/** extractNationalNumberFromPossiblyIncompleteNumber of the library, the national number only. */
function withoutNationalPrefix(number: string, plans: ParsePlans): string {
  const prefix = plans.nationalPrefixForParsing();
  if (!number || !prefix) return number;
  const re = atStart(prefix);
  const m = re.exec(number);
  if (!m) return number;
  const groups = m.length - 1;
  const captured = groups > 0 && Boolean(m[groups]);
  const rule = plans.nationalPrefixTransformRule();
  if (rule && captured) return number.replace(re, rule);
  return number.slice(m[0].length);
}

/**
 * getCountryByCallingCode of the library: the one region of a calling code, or among those
 * that share it (+1, +44, +7…) the first whose leading digits, or else whose number types,
 * the national number fits.
 */
function countryOf(callingCode: string, national: string): string | undefined {
  const countries = main!.getCountryCodesForCallingCode(callingCode);
  if (!countries) return undefined;
  if (countries.length === 1) return countries[0];
  const plans = other!;
  for (const country of countries) {
    plans.selectNumberingPlan(country);
    const leading = plans.leadingDigits();
    if (leading) {
      if (national && atStart(leading).test(national)) return country;
    } else if (numberType(national, plans) !== undefined) return country;
  }
  return undefined;
}

/** checkNumberLength of the library (no number type). */
function lengthVerdict(national: string, plans: ParsePlans): string {
  const lengths = plans.possibleLengths();
  if (!lengths) return 'IS_POSSIBLE';
  const length = national.length;
  if (lengths[0] === length) return 'IS_POSSIBLE';
  if (lengths[0]! > length) return 'TOO_SHORT';
  if (lengths[lengths.length - 1]! < length) return 'TOO_LONG';
  return lengths.indexOf(length, 1) >= 0 ? 'IS_POSSIBLE' : 'INVALID_LENGTH';
}
