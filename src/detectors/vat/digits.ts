/**
 * Small arithmetic helpers shared by the VAT check-digit modules (vat/eu.ts,
 * vat/world.ts). Inputs are compact strings: separators already removed, upper case.
 */

/** Value of the ASCII digit at `i` (no validation: callers test `isDigits` first). */
export function digitAt(s: string, i: number): number {
  return s.charCodeAt(i) - 48;
}

export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** ISO/IEC 7064 MOD 11,10 (hybrid system): true when the last digit checks the others. */
export function iso7064Mod11x10(digits: string): boolean {
  if (!isDigits(digits)) return false;
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    let sum = (digitAt(digits, i) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digitAt(digits, digits.length - 1);
}

/**
 * A calendar date check for the birth dates embedded in personal VAT numbers
 * (CZ/SK rodné číslo, BG EGN, LV personas kods, RO CNP). Month is 1-12.
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}
