import { Metadata } from 'libphonenumber-js/core';
import metadataJson from 'libphonenumber-js/max/metadata';

/**
 * PhoneNumber.isValid() of libphonenumber-js (its isValidNumber and getNumberType, step for
 * step), with each pattern compiled once: the library builds `new RegExp('^(?:' + pattern +
 * ')$')` for every pattern it tests, and its check took 4 of the 13 µs that parsing and
 * checking a number cost (parsing is the rest); a document's phone numbers are mostly new. The patterns, the order of the number types
 * and the rules are the library's own (its metadata, read through its Metadata class);
 * test/detectors/phone/valid.test.ts compares the verdicts with isValid() on 20,000 numbers.
 */

/** What the library's Metadata offers beyond its type declarations (es6/metadata.js). */
interface NumberType {
  pattern(): string;
  possibleLengths(): readonly number[] | undefined;
}
export interface Plans {
  selectNumberingPlan(countryOrCallingCode: string): void;
  hasTypes(): boolean;
  type(name: string): NumberType | undefined;
  nationalNumberPattern(): string;
}

const NON_FIXED_LINE_TYPES = ['MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

const compiled = new Map<string, RegExp>();

/** matchesEntirely of the library, with the regex of each pattern built once. */
export function matchesEntirely(text: string, pattern: string): boolean {
  let re = compiled.get(pattern);
  if (!re) compiled.set(pattern, (re = new RegExp(`^(?:${pattern})$`)));
  return re.test(text);
}

let metadata: Plans | undefined;

/** The fields of a parsed number (the library's PhoneNumber, or parsePhone's result) that validation reads. */
export interface PhoneNumberParts {
  readonly country?: string | undefined;
  readonly countryCallingCode: string;
  readonly nationalNumber: string;
}

export function isValidPhoneNumber(number: PhoneNumberParts): boolean {
  metadata ??= new Metadata(metadataJson) as unknown as Plans;
  metadata.selectNumberingPlan(number.country || number.countryCallingCode);
  const national = number.nationalNumber;
  if (!metadata.hasTypes()) return matchesEntirely(national, metadata.nationalNumberPattern());
  if (!number.country && !number.countryCallingCode) return false;
  return numberType(national, metadata) !== undefined;
}

/** getNumberType of the library, for a number of the selected plan. */
export function numberType(national: string, plan: Plans): string | undefined {
  if (!matchesEntirely(national, plan.nationalNumberPattern())) return undefined;
  if (isType(national, 'FIXED_LINE', plan)) {
    const mobile = plan.type('MOBILE');
    if (mobile && mobile.pattern() === '') return 'FIXED_LINE_OR_MOBILE';
    if (!mobile) return 'FIXED_LINE_OR_MOBILE';
    if (isType(national, 'MOBILE', plan)) return 'FIXED_LINE_OR_MOBILE';
    return 'FIXED_LINE';
  }
  return NON_FIXED_LINE_TYPES.find((type) => isType(national, type, plan));
}

/** isNumberTypeEqualTo of the library. */
function isType(national: string, type: string, plan: Plans): boolean {
  const definition = plan.type(type);
  if (!definition || !definition.pattern()) return false;
  const lengths = definition.possibleLengths();
  if (lengths && lengths.indexOf(national.length) < 0) return false;
  return matchesEntirely(national, definition.pattern());
}
