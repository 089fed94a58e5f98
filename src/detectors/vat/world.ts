/**
 * Validity checks of tax registration numbers outside the EU: US EIN and ITIN, India GSTIN,
 * Australia ABN, Canada BN, Switzerland UID, Norway MVA, Brazil CNPJ, Mexico RFC, New
 * Zealand IRD. Inputs are compact (no separators) and upper case unless noted. Each check
 * cites the rule's source; python-stdnum (stdnum/<cc>/*.py) was read for facts only.
 */
import { luhn, weightedSum } from '../lib/checksums.js';
import { digitAt, isCalendarDate, isDigits } from './digits.js';

/**
 * IRS, "How EINs are assigned and valid EIN prefixes" (irs.gov, Small Business and
 * Self-Employed): the prefixes of all campuses, the Internet and the SBA. Never used:
 * 00, 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97.
 */
const EIN_PREFIXES: ReadonlySet<string> = new Set(
  [
    '01 02 03 04 05 06 11 13 14 16 21 22 23 25 34 51 52 54 55 56 57 58 59 65', // Brookhaven
    '10 12', // Andover
    '60 67', // Atlanta
    '50 53', // Austin
    '30 32 35 36 37 38 61', // Cincinnati
    '15 24', // Fresno
    '40 44', // Kansas City
    '94 95', // Memphis
    '80 90', // Ogden
    '33 39 41 42 43 46 48 62 63 64 66 68 71 72 73 74 75 76 77 82 83 84 85 86 87 88 91 92 93 98 99', // Philadelphia
    '20 26 27 45 46 47 81 82 83 84 85 86 87 88', // Internet
    '31', // Small Business Administration
  ]
    .join(' ')
    .split(' '),
);

export function isValidEin(digits: string): boolean {
  return digits.length === 9 && isDigits(digits) && EIN_PREFIXES.has(digits.slice(0, 2));
}

/**
 * IRS, "Individual Taxpayer Identification Number" and Publication 1915: nine digits starting
 * with 9, the fourth and fifth digits in 50-65, 70-88, 90-92 or 94-99.
 */
export function isValidItin(digits: string): boolean {
  if (digits.length !== 9 || !isDigits(digits) || digits[0] !== '9') return false;
  const group = Number(digits.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GSTIN (GST Network, India): 2-digit state code (01-38, 97 other territory, 99 centre
 * jurisdiction), the holder's 10-character PAN (4th letter = holder type), the registration
 * count (1-9, A-Z), "Z", and a Luhn mod 36 check character (ISO/IEC 7064-style, as in
 * python-stdnum's in_/gstin.py).
 */
const GSTIN_SHAPE = /^\d\d[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export function isValidGstin(s: string): boolean {
  if (!GSTIN_SHAPE.test(s) || s.slice(7, 11) === '0000') return false;
  const state = Number(s.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const v = BASE36.indexOf(s[14 - i]!);
    if (i % 2 === 0) sum += v;
    else sum += Math.floor((v * 2) / 36) + ((v * 2) % 36);
  }
  return sum % 36 === 0;
}

/**
 * ABN (Australian Taxation Office, "Format of the ABN"): subtract 1 from the first digit,
 * weights 10,1,3,5,...,19, the sum divisible by 89.
 */
export function isValidAbn(digits: string): boolean {
  if (digits.length !== 11 || !isDigits(digits) || digits[0] === '0') return false;
  const adjusted = String(digitAt(digits, 0) - 1) + digits.slice(1);
  return weightedSum(adjusted, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 === 0;
}

/**
 * Canadian Business Number (CRA, "The business number"): 9 digits with a Luhn check digit,
 * optionally followed by a program identifier (RC corporate tax, RM import/export, RP payroll,
 * RT GST/HST, RR charities, RZ information returns) and a 4-digit reference number.
 */
export function isValidCanadianBn(s: string): boolean {
  const m = /^(\d{9})(?:(RC|RM|RP|RT|RR|RZ)(\d{4}))?$/.exec(s);
  return m !== null && luhn(m[1]!) && m[3] !== '0000';
}

/**
 * Swiss UID (Federal Statistical Office, UID register; eCH-0097): CHE + 8 digits + a mod 11
 * check digit with weights 5,4,3,2,7,6,5,4 (a check of 10 is never issued).
 */
export function isValidSwissUid(digits: string): boolean {
  if (digits.length !== 9 || !isDigits(digits)) return false;
  const check = (11 - (weightedSum(digits, [5, 4, 3, 2, 7, 6, 5, 4]) % 11)) % 11;
  return check !== 10 && check === digitAt(digits, 8);
}

/**
 * Norwegian organisasjonsnummer (Brønnøysundregistrene): 9 digits, weights 3,2,7,6,5,4,3,2,1,
 * sum divisible by 11; the VAT number is it followed by "MVA".
 */
export function isValidNorwegianOrgNr(digits: string): boolean {
  return digits.length === 9 && isDigits(digits) && weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
}

/**
 * CNPJ (Receita Federal, IN RFB 2.229/2024 for the alphanumeric form from July 2026): 12
 * characters (digits, or digits and letters, each worth its ASCII code - 48) and two mod 11
 * check digits with weights 5..2,9..2 and 6..2,9..2.
 */
export function isValidCnpj(s: string): boolean {
  if (!/^[0-9A-Z]{12}\d\d$/.test(s) || /^(\d)\1{13}$/.test(s)) return false;
  const value = (i: number) => s.charCodeAt(i) - 48;
  const checkDigit = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += value(i) * (((n - 1 - i) % 8) + 2);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return checkDigit(12) === value(12) && checkDigit(13) === value(13);
}

/**
 * Mexican RFC (Servicio de Administración Tributaria), as python-stdnum's mx/rfc.py validates it
 * by default: 3 letters (companies) then the date of incorporation as yymmdd and a 3-character
 * homoclave; or 4 letters (persons) then the birth date, with the homoclave or without it
 * (`COMG-600703`), the letters not one of the words the SAT never issues. The homoclave's mod 11
 * check character is not tested: "a lot of numbers (estimated at around 1.5% of all numbers) are
 * in use with invalid check digits" (mx/rfc.py), a quarter of its test list's 421 numbers.
 */
const RFC_BLOCKED = new Set('BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO KAGA KAGO KAKA KOGE KOJO KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN'.split(' '));
export function isValidRfc(s: string): boolean {
  const m = /^([A-ZÑ&]{3})(\d\d)(\d\d)(\d\d)[0-9A-Z]{3}$/.exec(s) ?? /^([A-ZÑ&]{4})(\d\d)(\d\d)(\d\d)(?:[0-9A-Z]{3})?$/.exec(s);
  if (!m || RFC_BLOCKED.has(m[1]!)) return false;
  return isCalendarDate(2000 + Number(m[2]), Number(m[3]), Number(m[4]));
}

/**
 * New Zealand IRD number, also the GST number (Inland Revenue, "RWT and NRWT specification",
 * IRD number validation): 8 or 9 digits between 10,000,000 and 150,000,000; weights
 * 3,2,7,6,5,4,3,2 (then 7,4,3,2,5,2,7,6 when the first pass gives 10), check = -sum mod 11.
 */
export function isValidNzIrd(digits: string): boolean {
  if ((digits.length !== 8 && digits.length !== 9) || !isDigits(digits)) return false;
  const n = Number(digits);
  if (n <= 10_000_000 || n >= 150_000_000) return false;
  const body = digits.slice(0, -1).padStart(8, '0');
  let check = (11 - (weightedSum(body, [3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  if (check === 10) check = (11 - (weightedSum(body, [7, 4, 3, 2, 5, 2, 7, 6]) % 11)) % 11;
  return check !== 10 && check === digitAt(digits, digits.length - 1);
}

/**
 * China's Unified Social Credit Code (统一社会信用代码, GB 32100-2015): 18 characters from
 * 0-9 and A-Z without I, O, Z, S, V; registration authority, entity type (1-9), a 6-digit
 * region whose first two digits are a province (GB/T 2260, or 10 for central bodies), a
 * 9-character organisation code and a mod 31 check character (weights 3^i mod 31).
 */
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CN_PROVINCES = /^(?:1[0-5]|2[1-3]|3[1-7]|4[1-6]|5[0-4]|6[1-5]|71|8[12])$/;
export function isValidUscc(s: string): boolean {
  if (s.length !== 18 || !isDigits(s.slice(0, 8)) || s[1] === '0' || !CN_PROVINCES.test(s.slice(2, 4))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_ALPHABET.indexOf(s[i]!);
    if (v < 0) return false;
    sum += v * USCC_WEIGHTS[i]!;
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] === s[17];
}

/**
 * Argentina's CUIT/CUIL (AFIP, the federal tax agency): a 2-digit type (20, 23, 24, 27
 * persons; 30, 33, 34 companies; 50, 51, 55 others), 8 digits and a mod 11 check digit
 * (weights 5,4,3,2,7,6,5,4,3,2; remainder 1 gives 9).
 */
const CUIT_TYPES: ReadonlySet<string> = new Set(['20', '23', '24', '27', '30', '33', '34', '50', '51', '55']);
export function isValidCuit(digits: string): boolean {
  if (digits.length !== 11 || !isDigits(digits) || !CUIT_TYPES.has(digits.slice(0, 2))) return false;
  const r = weightedSum(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return '012345678990'[11 - r] === digits[10];
}

/**
 * Russia's ИНН (taxpayer number, Federal Tax Service, ФНС): 10 digits for
 * organisations (one mod 11 check digit) or 12 for persons (two).
 */
export function isValidInn(digits: string): boolean {
  if (!isDigits(digits)) return false;
  const check = (weights: readonly number[]) => (weightedSum(digits, weights) % 11) % 10;
  if (digits.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === digitAt(digits, 9);
  if (digits.length !== 12) return false;
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digitAt(digits, 10) &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digitAt(digits, 11)
  );
}
