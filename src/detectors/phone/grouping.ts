import { Metadata } from 'libphonenumber-js/core';
import metadataJson from 'libphonenumber-js/max/metadata';
import { isDigit } from '../lib/char-codes.js';
import type { PhoneNumberParts } from './valid.js';

/**
 * Whether a national number is printed in its region's own digit groups. Numbers printed with
 * their trunk prefix ("1-800-555-0175", "0151 23456789", Belarus's "8 029 491-19-11") pass
 * whatever their grouping: the prefix marks a phone number, and customs differ (DIN 5008 sets
 * the area code apart, libphonenumber writes "01512 3456789"). Without one, the number must be
 * split where one of the region's formats in the numbering plan (libphonenumber's metadata,
 * those its formatNational() picks from) splits it: at its first split, and at none but the
 * format's ("415 555 0132", "(415) 5550132"). "6583 868765", "94-2670-1026" or "201795-7764"
 * parse as US numbers, but nobody writes a US number so, and identifiers are printed so (a
 * Danish CPR, a Finnish henkilötunnus, an Icelandic kennitala, a Bulgarian PNF in 4-3-3): such
 * a number is no stronger a phone than a bare run of digits.
 */
export function followsPlanGrouping(printed: string, number: PhoneNumberParts): boolean {
  const national = number.nationalNumber.length;
  let digits = 0;
  for (let i = 0; i < printed.length; i++) if (isDigit(printed.charCodeAt(i))) digits++;
  if (digits > national) return true;
  const printedSplits = splitsFromEnd(printed);
  if (printedSplits.length === 0) return true;
  const leftmost = printedSplits[printedSplits.length - 1];
  return groupLengths(number).some((lengths) => {
    const splits = new Set<number>();
    let fromEnd = 0;
    for (let g = lengths.length - 1; g > 0; g--) if (lengths[g]! > 0) splits.add((fromEnd += lengths[g]!));
    return leftmost === fromEnd && printedSplits.every((s) => splits.has(s));
  });
}

/** Where the printed digits are split, counted in digits from the end, right to left: "415-555-0132" -> [4, 7]. */
function splitsFromEnd(printed: string): number[] {
  const out: number[] = [];
  let after = 0;
  let gap = false;
  for (let i = printed.length - 1; i >= 0; i--) {
    if (isDigit(printed.charCodeAt(i))) {
      if (gap && after > 0) out.push(after);
      gap = false;
      after++;
    } else gap = true;
  }
  return out;
}

interface Format {
  pattern(): string;
  leadingDigitsPatterns(): readonly string[];
}
interface FormatPlans {
  selectNumberingPlan(countryOrCallingCode: string): void;
  formats(): readonly Format[];
}

let plans: FormatPlans | undefined;
const compiled = new Map<string, RegExp>();

function regex(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) compiled.set(source, (re = new RegExp(source)));
  return re;
}

/** The group lengths of every format of the number's plan that fits it (leading digits and pattern). */
function groupLengths(number: PhoneNumberParts): number[][] {
  plans ??= new Metadata(metadataJson) as unknown as FormatPlans;
  plans.selectNumberingPlan(number.country || number.countryCallingCode);
  const national = number.nationalNumber;
  const out: number[][] = [];
  for (const format of plans.formats()) {
    const leading = format.leadingDigitsPatterns();
    // As the library's chooseFormatForNumber: the last leading-digits pattern is the most detailed.
    if (leading.length > 0 && !regex(`^(?:${leading[leading.length - 1]})`).test(national)) continue;
    const m = regex(`^(?:${format.pattern()})$`).exec(national);
    if (m) out.push(m.slice(1).map((g) => g?.length ?? 0));
  }
  return out;
}
