/**
 * Check-digit algorithms of the VAT numbers of every EU member state, Northern Ireland (XI)
 * and the United Kingdom (GB), keyed by the two-letter prefix used in VIES.
 *
 * Each check takes the part after the prefix, compact (separators removed) and upper case.
 * Sources: the European Commission's "VIES VAT number validation" algorithms document
 * (ec.europa.eu/taxation_customs/vies, "Algorithms" FAQ) and, for facts only, the modules of
 * python-stdnum (stdnum/<cc>/vat.py and friends). Specimens are in test/detectors/vat/eu.test.ts.
 */
import { luhn, mod97, weightedSum } from '../lib/checksums.js';
import { digitAt, isCalendarDate, isDigits, iso7064Mod11x10 } from './digits.js';

/** The prefixes VIES knows (Greece is EL, not GR) plus GB for the UK outside VIES. */
export const EU_VAT_PREFIXES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI', 'GB',
] as const;
export type EuVatPrefix = (typeof EU_VAT_PREFIXES)[number];

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Luhn check digit that completes `digits` (ISO/IEC 7812-1 Annex B). */
function luhnCheckDigit(digits: string): number {
  for (let c = 0; c <= 9; c++) if (luhn(digits + c)) return c;
  return -1;
}

// AT UID: "U" + 8 digits; Luhn-style sum of digits 1-7, check = (6 - sum) mod 10 (VIES).
function austria(b: string): boolean {
  if (b.length !== 9 || b[0] !== 'U' || !isDigits(b.slice(1))) return false;
  let sum = 0;
  for (let i = 1; i <= 7; i++) {
    const d = digitAt(b, i);
    sum += i % 2 === 1 ? d : Math.floor((2 * d) / 10) + ((2 * d) % 10);
  }
  return mod(6 - sum, 10) === digitAt(b, 8);
}

// BE: 10 digits starting 0 or 1 (old 9-digit form gets a leading 0); 97 - (first 8 mod 97).
function belgium(b: string): boolean {
  const n = b.length === 9 ? `0${b}` : b;
  if (n.length !== 10 || !isDigits(n) || (n[0] !== '0' && n[0] !== '1')) return false;
  return 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8));
}

// BG: 9 digits (legal entities) or 10 (EGN of a person, PNF of a foreigner, or "others").
function bulgaria(b: string): boolean {
  if (!isDigits(b)) return false;
  if (b.length === 9) {
    let check = weightedSum(b, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
    if (check === 10) check = weightedSum(b, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
    return check % 10 === digitAt(b, 8);
  }
  if (b.length !== 10) return false;
  const last = digitAt(b, 9);
  const egnDate = () => {
    const yy = Number(b.slice(0, 2));
    let month = Number(b.slice(2, 4));
    let year = 1900 + yy;
    if (month > 40) [year, month] = [2000 + yy, month - 40];
    else if (month > 20) [year, month] = [1800 + yy, month - 20];
    return isCalendarDate(year, month, Number(b.slice(4, 6)));
  };
  const egn = egnDate() && (weightedSum(b, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === last;
  const pnf = weightedSum(b, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last;
  const other = mod(11 - weightedSum(b, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === last;
  return egn || pnf || other;
}

// CY: 8 digits + check letter; odd positions mapped through a table; "12" is never issued.
const CY_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
function cyprus(b: string): boolean {
  if (b.length !== 9 || !isDigits(b.slice(0, 8)) || b.startsWith('12')) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? CY_ODD[digitAt(b, i)]! : digitAt(b, i);
  return String.fromCharCode(65 + (sum % 26)) === b[8];
}

// CZ/SK rodné číslo (birth number): yymmdd + 3 or 4 digits; women +50 on the month, and
// +20 from 2004; 10-digit numbers are divisible by 11 (remainder 10 written as check 0).
export function isBirthNumber(b: string): boolean {
  if (!isDigits(b) || (b.length !== 9 && b.length !== 10)) return false;
  let year = 1900 + Number(b.slice(0, 2));
  const month = (Number(b.slice(2, 4)) % 50) % 20;
  if (b.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) year += 100;
  if (!isCalendarDate(year, month, Number(b.slice(4, 6)))) return false;
  if (b.length === 9) return true;
  return (Number(b.slice(0, 9)) % 11) % 10 === digitAt(b, 9);
}

// CZ DIČ: 8 digits (legal entity, not starting 9), 9 digits starting 6 (special), or a birth number.
function czechia(b: string): boolean {
  if (!isDigits(b)) return false;
  if (b.length === 8) {
    if (b[0] === '9') return false;
    const check = mod(11 - weightedSum(b, [8, 7, 6, 5, 4, 3, 2]), 11);
    return (check || 1) % 10 === digitAt(b, 7);
  }
  if (b.length === 9 && b[0] === '6') {
    const check = weightedSum(b.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
    return mod(8 - ((10 - check) % 11), 10) === digitAt(b, 8);
  }
  return isBirthNumber(b);
}

// DE USt-IdNr.: 9 digits, not starting 0, ISO 7064 MOD 11,10.
const germany = (b: string) => b.length === 9 && b[0] !== '0' && iso7064Mod11x10(b);

// DK CVR: 8 digits, not starting 0, weights 2,7,6,5,4,3,2,1, sum divisible by 11.
const denmark = (b: string) =>
  b.length === 8 && isDigits(b) && b[0] !== '0' && weightedSum(b, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;

// EE KMKR: 9 digits, weights 3,7,1 repeated, sum divisible by 10.
const estonia = (b: string) => b.length === 9 && isDigits(b) && weightedSum(b, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;

// EL (Greece) ΑΦΜ: 9 digits (old 8-digit numbers get a leading 0), weights 2^8..2^1, mod 11 mod 10.
function greece(b: string): boolean {
  const n = b.length === 8 ? `0${b}` : b;
  if (n.length !== 9 || !isDigits(n)) return false;
  return (weightedSum(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === digitAt(n, 8);
}

// ES NIF: DNI (8 digits + letter), NIE (X/Y/Z + 7 digits + letter), K/L/M + 7 digits + letter,
// or CIF (entity-type letter + 7 digits + check digit or letter).
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
function spain(b: string): boolean {
  if (b.length !== 9 || !isDigits(b.slice(1, 8))) return false;
  const first = b[0]!;
  const last = b[8]!;
  if (isDigits(first)) return isDigits(b.slice(0, 8)) && DNI_LETTERS[Number(b.slice(0, 8)) % 23] === last;
  const nie = 'XYZ'.indexOf(first);
  if (nie >= 0) return DNI_LETTERS[Number(`${nie}${b.slice(1, 8)}`) % 23] === last;
  if ('KLM'.includes(first)) return DNI_LETTERS[Number(b.slice(1, 8)) % 23] === last;
  if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return false;
  const check = luhnCheckDigit(b.slice(1, 8));
  return last === String(check) || last === 'JABCDEFGHI'[check];
}

// FI ALV: 8 digits, weights 7,9,10,5,8,4,2,1, sum divisible by 11.
const finland = (b: string) => b.length === 8 && isDigits(b) && weightedSum(b, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0;

// FR TVA: 2 check characters (digits, or letters without I and O) + the 9-digit SIREN (Luhn,
// except SIRENs starting 000 as used for Monaco).
const FR_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function france(b: string): boolean {
  if (b.length !== 11 || !isDigits(b.slice(2))) return false;
  const c0 = FR_ALPHABET.indexOf(b[0]!);
  const c1 = FR_ALPHABET.indexOf(b[1]!);
  if (c0 < 0 || c1 < 0) return false;
  const siren = b.slice(2);
  if (!siren.startsWith('000') && !luhn(siren)) return false;
  if (c0 < 10 && c1 < 10) return Number(b.slice(0, 2)) === (Number(siren) * 100 + 12) % 97;
  const check = c0 < 10 ? c0 * 24 + c1 - 10 : c0 * 34 + c1 - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
}

// GB / XI: 9 digits (or 12 with a branch suffix), weights 8..2,10,1 mod 97 = 0, or 42/55 for
// the 9755 series (numbers from 100 0000 00); GD + 3 digits < 500 (government departments),
// HA + 3 digits >= 500 (health authorities).
function unitedKingdom(b: string): boolean {
  if (b.length === 5) {
    if (!isDigits(b.slice(2))) return false;
    const n = Number(b.slice(2));
    return (b.startsWith('GD') && n < 500) || (b.startsWith('HA') && n >= 500);
  }
  if ((b.length !== 9 && b.length !== 12) || !isDigits(b)) return false;
  const sum = weightedSum(b, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return Number(b.slice(0, 3)) >= 100 ? sum === 0 || sum === 42 || sum === 55 : sum === 0;
}

// HR OIB: 11 digits, ISO 7064 MOD 11,10.
const croatia = (b: string) => b.length === 11 && iso7064Mod11x10(b);

// HU ANUM: 8 digits, weights 9,7,3,1 repeated, sum divisible by 10.
const hungary = (b: string) => b.length === 8 && isDigits(b) && weightedSum(b, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;

// IE: 7 digits + check letter (+ an optional second letter, W or A-I, since 2013), or the old
// form digit, letter/+/*, 5 digits, check letter.
const IE_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV';
function ieCheck(seven: string, second: string): string {
  const extra = second === '' ? 0 : 9 * IE_ALPHABET.indexOf(second);
  return IE_ALPHABET[(weightedSum(seven, [8, 7, 6, 5, 4, 3, 2]) + extra) % 23]!;
}
function ireland(b: string): boolean {
  if (b.length !== 8 && b.length !== 9) return false;
  if (isDigits(b.slice(0, 7))) {
    const second = b.slice(8);
    if (second !== '' && !'WABCDEFGHI'.includes(second)) return false;
    return ieCheck(b.slice(0, 7), second) === b[7];
  }
  if (b.length === 8 && isDigits(b[0]!) && /^[A-Z+*]$/.test(b[1]!) && isDigits(b.slice(2, 7))) {
    return ieCheck(`0${b.slice(2, 7)}${b[0]}`, '') === b[7];
  }
  return false;
}

// IT partita IVA: 11 digits, Luhn; digits 8-10 are a province office code (001-100, 120, 121,
// 888, 999) and the first 7 are not all zero.
function italy(b: string): boolean {
  if (b.length !== 11 || !isDigits(b) || b.startsWith('0000000')) return false;
  const office = Number(b.slice(7, 10));
  if (!((office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999)) return false;
  return luhn(b);
}

// LT PVM: 9 digits (legal entities, 8th digit 1) or 12 (temporary, 11th digit 1); weights
// 1..9,1.. mod 11, a second round with weights 3..9,1.. when the first gives 10.
function lithuania(b: string): boolean {
  if (!isDigits(b) || !((b.length === 9 && b[7] === '1') || (b.length === 12 && b[10] === '1'))) return false;
  const n = b.length - 1;
  let check = 0;
  for (let i = 0; i < n; i++) check += (1 + (i % 9)) * digitAt(b, i);
  check %= 11;
  if (check === 10) {
    check = 0;
    for (let i = 0; i < n; i++) check += (1 + ((i + 2) % 9)) * digitAt(b, i);
  }
  return (check % 11) % 10 === digitAt(b, n);
}

// LU: 8 digits, the first 6 mod 89 equal the last 2.
const luxembourg = (b: string) => b.length === 8 && isDigits(b) && Number(b.slice(0, 6)) % 89 === Number(b.slice(6));

// LV PVN: 11 digits; legal entities (first digit > 3): weights 9,1,4,8,3,10,2,5,7,6,1 give 3
// mod 11; persons: ddmmyy + century digit, check (1 + weights 10,5,8,4,2,1,6,3,7,9) mod 11 mod 10.
function latvia(b: string): boolean {
  if (b.length !== 11 || !isDigits(b)) return false;
  if (b[0]! > '3') return weightedSum(b, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
  // Personal codes issued since July 2017 start with 32 and hold no birth date (python-stdnum lv/pvn).
  if (b.startsWith('32')) return ((1 + weightedSum(b, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === digitAt(b, 10);
  const year = 1800 + 100 * digitAt(b, 6) + Number(b.slice(4, 6));
  if (!isCalendarDate(year, Number(b.slice(2, 4)), Number(b.slice(0, 2)))) return false;
  return ((1 + weightedSum(b, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === digitAt(b, 10);
}

// MT: 8 digits, not starting 0, weights 3,4,6,7,8,9,10,1, sum divisible by 37.
const malta = (b: string) =>
  b.length === 8 && isDigits(b) && b[0] !== '0' && weightedSum(b, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0;

// NL BTW: 9 digits + "B" + 2-digit suffix (not 00); the 9 digits pass the "elfproef" (weights
// 9..2, -1), or, for sole proprietors since 2020, "NL" + the whole number passes ISO 7064 MOD 97-10.
function netherlands(b: string): boolean {
  const m = /^(\d{1,9})B(\d\d)$/.exec(b);
  if (!m || m[2] === '00') return false;
  const digits = m[1]!.padStart(9, '0');
  const elfproef = mod(weightedSum(digits, [9, 8, 7, 6, 5, 4, 3, 2]) - digitAt(digits, 8), 11) === 0;
  return elfproef || mod97(`NL${digits}B${m[2]}`) === 1;
}

// PL NIP: 10 digits, weights 6,5,7,2,3,4,5,6,7 mod 11 is the last digit (10 never issued).
const poland = (b: string) =>
  b.length === 10 && isDigits(b) && weightedSum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === digitAt(b, 9);

// PT NIF: 9 digits, not starting 0, weights 9..2, check = (11 - sum mod 11) mod 11 mod 10.
const portugal = (b: string) =>
  b.length === 9 &&
  isDigits(b) &&
  b[0] !== '0' &&
  (mod(11 - weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10) === digitAt(b, 8);

// RO: CUI/CIF of 2-10 digits (weights 7,5,3,2,1,7,5,3,2 right-aligned, 10 * sum mod 11 mod 10),
// or a person's 13-digit CNP (birth date, weights 2,7,9,1,4,6,3,5,8,2,7,9, remainder 10 -> 1).
const RO_CNP_CENTURY = [0, 1900, 1900, 1800, 1800, 2000, 2000, 1900, 1900, 1900];
function romania(b: string): boolean {
  if (!isDigits(b) || b[0] === '0') return false;
  if (b.length === 13) {
    const year = RO_CNP_CENTURY[digitAt(b, 0)]! + Number(b.slice(1, 3));
    if (!isCalendarDate(year, Number(b.slice(3, 5)), Number(b.slice(5, 7)))) return false;
    const check = weightedSum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
    return (check === 10 ? 1 : check) === digitAt(b, 12);
  }
  if (b.length < 2 || b.length > 10) return false;
  const body = b.slice(0, -1).padStart(9, '0');
  return ((10 * weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === digitAt(b, b.length - 1);
}

// SE: the 10-digit organisationsnummer (Luhn) followed by "01".
const sweden = (b: string) => b.length === 12 && isDigits(b) && b.endsWith('01') && luhn(b.slice(0, 10));

// SI DDV: 8 digits, not starting 0, weights 8..2, check = 11 - sum mod 11 (10 -> 0, 11 never issued).
function slovenia(b: string): boolean {
  if (b.length !== 8 || !isDigits(b) || b[0] === '0') return false;
  const check = 11 - (weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 11 && check % 10 === digitAt(b, 7);
}

// SK IČ DPH: 10 digits, not starting 0, third digit 2, 3, 4, 7, 8 or 9, divisible by 11;
// persons may use their birth number.
function slovakia(b: string): boolean {
  if (b.length !== 10 || !isDigits(b)) return false;
  if (isBirthNumber(b)) return true;
  return b[0] !== '0' && '234789'.includes(b[2]!) && Number(b) % 11 === 0;
}

export const EU_VAT_CHECKS: Readonly<Record<EuVatPrefix, (body: string) => boolean>> = {
  AT: austria, BE: belgium, BG: bulgaria, CY: cyprus, CZ: czechia, DE: germany, DK: denmark,
  EE: estonia, EL: greece, ES: spain, FI: finland, FR: france, HR: croatia, HU: hungary,
  IE: ireland, IT: italy, LT: lithuania, LU: luxembourg, LV: latvia, MT: malta, NL: netherlands,
  PL: poland, PT: portugal, RO: romania, SE: sweden, SI: slovenia, SK: slovakia,
  XI: unitedKingdom, GB: unitedKingdom,
};

/** No body (compact, after the prefix) is longer: a Romanian CNP has 13 digits. */
export const MAX_EU_VAT_BODY = 13;

/** Removes print separators and upper-cases: "8056.96.527.B01" -> "805696527B01". */
export function compactVat(s: string): string {
  return s.replace(/[\s.\-/:]+/g, '').toUpperCase();
}

/** True when `body` (the part after the prefix, in any print form) is a valid VAT number of `prefix`. */
export function isValidEuVat(prefix: string, body: string): boolean {
  const check = EU_VAT_CHECKS[prefix as EuVatPrefix];
  return check !== undefined && check(compactVat(body));
}
