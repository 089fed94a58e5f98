/**
 * Check-digit algorithms and date rules used by national ID numbers, beyond the generic ones
 * in checksums.ts (luhn, mod97, weightedSum, verhoeff). Pure functions over ASCII strings.
 */

/** Whether year-month-day is a real calendar date (proleptic Gregorian). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Two decimal digits at `at` as a number (no validation: callers pass digit strings). */
export function twoDigits(s: string, at: number): number {
  return (s.charCodeAt(at) - 48) * 10 + (s.charCodeAt(at + 1) - 48);
}

/**
 * ISO/IEC 7064 MOD 11,10 (hybrid system, pure decimal): whether the last digit is the check
 * digit of the others. Used by the German Steuer-ID (BZSt, § 139b AO).
 */
export function iso7064Mod11_10(digits: string): boolean {
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    let sum = (product + digits.charCodeAt(i) - 48) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

/**
 * ISO/IEC 7064 MOD 11-2 check character ('0'–'9' or 'X') for a digit string, as GB 11643-1999
 * specifies for the Chinese resident identity number.
 */
export function iso7064Mod11_2(digits: string): string {
  let sum = 0;
  let weight = 1;
  // Weights are 2^i mod 11 counted from the check position (i = 1 for the last data digit).
  for (let i = digits.length - 1; i >= 0; i--) {
    weight = (weight * 2) % 11;
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  const check = (12 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** GS1 mod 10 (EAN-13/UPC): whether the last digit checks the others (weights 3,1 from the right). */
export function gs1Mod10(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, pos = 0; i >= 0; i--, pos++) {
    const d = digits.charCodeAt(i) - 48;
    sum += pos % 2 === 1 ? d * 3 : d;
  }
  return sum % 10 === 0;
}

/**
 * The common "11 minus weighted sum mod 11" check digit (Norway, Portugal, Brazil, ...).
 * Returns 0–10; what 10 and 11 mean differs per country, so callers map them.
 */
export function mod11Complement(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i]!;
  return (11 - (sum % 11)) % 11;
}

/** Whether every character is the same ("111.111.111-11" passes many mod-11 schemes). */
export function isRepeatedDigit(digits: string): boolean {
  for (let i = 1; i < digits.length; i++) if (digits[i] !== digits[0]) return false;
  return true;
}
