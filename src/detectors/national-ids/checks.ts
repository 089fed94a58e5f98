/**
 * Check-digit and structure rules of national ID and tax numbers, over compact strings (no
 * separators, upper case). Each cites its source; python-stdnum (stdnum/<cc>/<module>.py) was
 * read for the facts, the code is our own. Generic algorithms live in lib/checksums.ts and
 * national-ids/algorithms.ts.
 */
import { luhn, weightedSum } from '../lib/checksums.js';
import { isCalendarDate, twoDigits } from './algorithms.js';

/** Non-negative remainder (Python's %). */
export const mod = (n: number, m: number): number => ((n % m) + m) % m;

export function isDigits(s: string, length?: number): boolean {
  return (length === undefined || s.length === length) && /^\d+$/.test(s);
}

/** The digit at `i`. */
export const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** Whether YYMMDD-style parts make a date in either of two centuries (the number does not say which). */
export function isDateInCenturies(yy: number, month: number, day: number, centuries: readonly number[] = [1900, 2000]): boolean {
  return centuries.some((c) => isCalendarDate(c + yy, month, day));
}

/** Austria, Versicherungsnummer (stdnum at/vnr): weights 3 7 9 0 5 8 4 2 1 6 mod 11 = the 4th digit. */
export function isAtVnr(d: string): boolean {
  if (!isDigits(d, 10) || d[0] === '0') return false;
  return weightedSum(d, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 === digit(d, 3);
}

/**
 * Belgium, Rijksregisternummer and BIS number (stdnum be/nn, be/bis): YYMMDD SSS CC with
 * CC = 97 - (YYMMDDSSS mod 97), or over 2YYMMDDSSS for people born from 2000. The national
 * number has month 00-12; a BIS number adds 20 (sex unknown) or 40 (known) to it.
 */
export function isBeNationalNumber(d: string, kind: 'nn' | 'bis'): boolean {
  if (!isDigits(d, 11) || Number(d) === 0) return false;
  const month = twoDigits(d, 2);
  if (kind === 'nn' ? month > 12 : !((month >= 20 && month <= 32) || (month >= 40 && month <= 52))) return false;
  const body = Number(d.slice(0, 9));
  const check = Number(d.slice(9));
  return 97 - (body % 97) === check || 97 - ((2e9 + body) % 97) === check;
}

/** Belgium, eID card number (stdnum be/eid): 12 digits, the last two = first ten mod 97, 0 -> 97. */
export function isBeEid(d: string): boolean {
  if (!isDigits(d, 12) || Number(d) === 0) return false;
  return (Number(d.slice(0, 10)) % 97 || 97) === Number(d.slice(10));
}

/** Bulgaria, EGN (stdnum bg/egn): YYMMDD (+20 month: 1800s, +40: 2000s), weights 2 4 8 5 10 9 7 3 6 mod 11 mod 10. */
export function isBgEgn(d: string): boolean {
  if (!isDigits(d, 10)) return false;
  let month = twoDigits(d, 2);
  let year = 1900 + twoDigits(d, 0);
  if (month > 40) [year, month] = [year + 100, month - 40];
  else if (month > 20) [year, month] = [year - 100, month - 20];
  if (!isCalendarDate(year, month, twoDigits(d, 4))) return false;
  return (weightedSum(d, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === digit(d, 9);
}

/** Bulgaria, personal number of a foreigner (stdnum bg/pnf): weights 21 19 17 13 11 9 7 3 1 mod 10. */
export function isBgPnf(d: string): boolean {
  return isDigits(d, 10) && weightedSum(d, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === digit(d, 9);
}

/** Canada, British Columbia Personal Health Number (stdnum ca/bc_phn): 9 + 8 digits + MOD 11 check. */
export function isCaBcPhn(d: string): boolean {
  if (!isDigits(d, 10) || d[0] !== '9') return false;
  const w = [2, 4, 8, 5, 10, 9, 7, 3];
  let s = 0;
  for (let i = 0; i < 8; i++) s += (w[i]! * digit(d, i + 1)) % 11;
  return mod(11 - s, 11) === digit(d, 9);
}

/**
 * Costa Rica, cédula de persona física (stdnum cr/cpf): 0P-TTTT-AAAA, the leading zeroes of each
 * group often left out ("1-613-584"); no check digit.
 */
export function crCpfCompact(printed: string): string {
  const parts = printed.replace(/\s+/g, '').split('-');
  const joined = parts.length === 3 ? parts[0]!.padStart(2, '0') + parts[1]!.padStart(4, '0') + parts[2]!.padStart(4, '0') : parts.join('');
  return joined.length === 9 ? `0${joined}` : joined;
}
export const isCrCpf = (d: string): boolean => isDigits(d, 10) && d[0] === '0' && d[1] !== '0';

/** Cuba, carné de identidad (stdnum cu/ni): YYMMDD, the 7th digit giving the century (9: 1800s, 0-5: 1900s, 6-8: 2000s). */
export function isCuNi(d: string): boolean {
  if (!isDigits(d, 11)) return false;
  const c = digit(d, 6);
  const century = c === 9 ? 1800 : c <= 5 ? 1900 : 2000;
  return isCalendarDate(century + twoDigits(d, 0), twoDigits(d, 2), twoDigits(d, 4));
}

/** Ecuador, cédula (stdnum ec/ci): province 01-24 (30, 50 abroad), third digit 0-6, a Luhn-like sum (weights 2 1). */
export function isEcCi(d: string): boolean {
  if (!isDigits(d, 10)) return false;
  const province = twoDigits(d, 0);
  if (!((province >= 1 && province <= 24) || province === 30 || province === 50) || digit(d, 2) > 6) return false;
  let s = 0;
  for (let i = 0; i < 10; i++) {
    const v = digit(d, i) * (i % 2 === 0 ? 2 : 1);
    s += v > 9 ? v - 9 : v;
  }
  return s % 10 === 0;
}

/**
 * Estonia isikukood and Lithuania asmens kodas (stdnum ee/ik, lt/asmens): G YYMMDD SSS C, G
 * the sex and century (1-2 1800s, 3-4 1900s, 5-6 2000s, 7-8 2100s); C = weights 1..9,1 mod 11,
 * or 3..9,1,2,3 when that gives 10, and then 0. Lithuania's first digit 9 marks a number
 * without a birth date.
 */
export function isBalticPersonalCode(d: string, undatedNine = false): boolean {
  if (!isDigits(d, 11)) return false;
  const g = digit(d, 0);
  if (!(undatedNine && g === 9)) {
    if (g < 1 || g > 8) return false;
    if (!isCalendarDate(1800 + Math.floor((g - 1) / 2) * 100 + twoDigits(d, 1), twoDigits(d, 3), twoDigits(d, 5))) return false;
  }
  let check = 0;
  for (let i = 0; i < 10; i++) check += ((i % 9) + 1) * digit(d, i);
  check %= 11;
  if (check === 10) {
    check = 0;
    for (let i = 0; i < 10; i++) check += (((i + 2) % 9) + 1) * digit(d, i);
    check = (check % 11) % 10;
  }
  return check === digit(d, 10);
}

/** UK NHS number (stdnum gb/nhs): Σ d·(10 … 1) ≡ 0 (mod 11). */
export function isGbNhs(d: string): boolean {
  if (!isDigits(d, 10)) return false;
  let s = 0;
  for (let i = 0; i < 10; i++) s += (10 - i) * digit(d, i);
  return s % 11 === 0;
}

/**
 * Scotland, CHI number (Community Health Index; not in python-stdnum): the birth date as DDMMYY,
 * three digits (the third odd for a man, even for a woman) and a check digit by the NHS
 * number's modulus 11 (NHS Scotland's data dictionary, "Community Health Index Number";
 * phsmethods' chi_check).
 */
export function isGbChi(d: string): boolean {
  return isGbNhs(d) && isDateInCenturies(twoDigits(d, 4), twoDigits(d, 2), twoDigits(d, 0));
}

/** Greece, AMKA (stdnum gr/amka): DDMMYY in the 1900s or 2000s and a Luhn check. */
export function isGrAmka(d: string): boolean {
  return isDigits(d, 11) && luhn(d) && isDateInCenturies(twoDigits(d, 4), twoDigits(d, 2), twoDigits(d, 0));
}

/** Indonesia, NIK (stdnum id/nik): PPRRSS DDMMYY XXXX, 40 added to a woman's day; no check digit. */
export function isIdNik(d: string): boolean {
  return isDigits(d, 16) && d.slice(0, 2) !== '00' && isDateInCenturies(twoDigits(d, 10), twoDigits(d, 8), twoDigits(d, 6) % 40);
}

/** India, EPIC voter ID (stdnum in_/epic): 3 letters, 6 digits and a Luhn check digit. */
export const isInEpic = (s: string): boolean => /^[A-Z]{3}\d{7}$/.test(s) && luhn(s.slice(3));

/**
 * India, PAN (stdnum in_/pan): 5 letters (the 4th the holder type), serial 0001-9999, a letter
 * computed by an unpublished algorithm.
 */
export const isInPan = (s: string): boolean => /^[A-Z]{3}[ABCFGHLJPTK][A-Z]\d{4}[A-Z]$/.test(s) && s.slice(5, 9) !== '0000';

/** Iceland, kennitala (stdnum is_/kennitala): DDMMYY (day +40: a company), 2 digits, check, century 9/0. */
export function isIsKennitala(d: string): boolean {
  if (!/^[0-7]\d[01]\d{6}[09]$/.test(d)) return false;
  const year = (d[9] === '9' ? 1900 : 2000) + twoDigits(d, 4);
  if (!isCalendarDate(year, twoDigits(d, 2), twoDigits(d, 0) % 40 || 99)) return false;
  return weightedSum(d, [3, 2, 7, 6, 5, 4, 3, 2, 1, 0]) % 11 === 0;
}

/** Japan, My Number (stdnum jp/in_): weights 6 5 4 3 2 7 6 5 4 3 2, check = -Σ mod 11 mod 10. */
export function isJpMyNumber(d: string): boolean {
  return isDigits(d, 12) && mod(-weightedSum(d, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) % 10 === digit(d, 11);
}

/** South Korea, RRN (stdnum kr/rrn): YYMMDD, century/sex digit, place ≤ 96, check (11 - Σ mod 11) mod 10. */
export function isKrRrn(d: string): boolean {
  if (!isDigits(d, 13)) return false;
  const g = d[6]!;
  const century = '1256'.includes(g) ? 1900 : '3478'.includes(g) ? 2000 : 1800;
  if (!isCalendarDate(century + twoDigits(d, 0), twoDigits(d, 2), twoDigits(d, 4)) || twoDigits(d, 7) > 96) return false;
  return (11 - (weightedSum(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === digit(d, 12);
}

/**
 * Singapore, NRIC and FIN (ICA): S or T (citizens and permanent residents born before and since
 * 2000), F or G (foreigners), seven digits weighted 2 7 6 5 4 3 2, plus 4 after T or G, and a
 * check letter from the sum mod 11: JZIHGFEDCBA for S and T, XWUTRQPNMLK for F and G.
 */
export function isSgNric(s: string): boolean {
  if (!/^[STFG]\d{7}[A-Z]$/.test(s)) return false;
  const sum = weightedSum(s.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]) + (s[0] === 'T' || s[0] === 'G' ? 4 : 0);
  return (s[0] === 'S' || s[0] === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[sum % 11] === s[8];
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Mauritius, national ID (stdnum mu/nid): surname letter, DDMMYY, 6 digits, check = base 36 Σ (14-i) mod 17. */
export function isMuNid(s: string): boolean {
  if (!/^[A-Z]\d{12}[0-9A-Z]$/.test(s)) return false;
  if (!isDateInCenturies(twoDigits(s, 5), twoDigits(s, 3), twoDigits(s, 1))) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (14 - i) * BASE36.indexOf(s[i]!);
  return BASE36[mod(17 - sum, 17)] === s[13];
}

const CURP_STATES = new Set(
  'AS BC BS CC CH CL CM CS DF DG GR GT HG JC MC MN MS NE NL NT OC PL QR QT SL SP SR TC TL TS VZ YN ZS'.split(' '),
);
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';

/**
 * Mexico, CURP (stdnum mx/curp; RENAPO): 4 name letters, YYMMDD, sex H/M, state, 3 consonants,
 * a century character (digit: 1900s) and a check digit over base-37 values weighted 18 … 2.
 */
export function isMxCurp(s: string): boolean {
  if (!/^[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d$/.test(s) || !CURP_STATES.has(s.slice(11, 13))) return false;
  const year = (/\d/.test(s[16]!) ? 1900 : 2000) + twoDigits(s, 4);
  if (!isCalendarDate(year, twoDigits(s, 6), twoDigits(s, 8))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(s[i]!) * (18 - i);
  return (10 - (sum % 10)) % 10 === digit(s, 17);
}

/** Malaysia, NRIC birthplace codes (stdnum my/bp.dat): states 01-16 and 21-59, abroad 60-99 with gaps. */
const MY_PLACES = new Set(
  '01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 71 72 74 75 76 77 78 79 82 83 84 85 86 87 88 89 90 91 92 93 98 99'.split(' '),
);

/** Malaysia, NRIC (stdnum my/nric): YYMMDD, a birthplace code, 4 digits; no check digit. */
export function isMyNric(d: string): boolean {
  return isDigits(d, 12) && isDateInCenturies(twoDigits(d, 0), twoDigits(d, 2), twoDigits(d, 4)) && MY_PLACES.has(d.slice(6, 8));
}

/** Netherlands, passport and identity card number (stdnum nl/identiteitskaartnummer): 2 letters, 6 letters or digits, a digit; never "O". */
export const isNlDocumentNumber = (s: string): boolean => /^[A-Z]{2}[0-9A-Z]{6}\d$/.test(s) && !s.includes('O');

/** Oman, VAT number (stdnum om/vat): OM + 9 digits + a check over the last five known weights 1 6 3 7 9. */
export function isOmVat(s: string): boolean {
  if (!/^OM\d{9}[0-9X]$/.test(s)) return false;
  const check = (1 + weightedSum(s.slice(6), [1, 6, 3, 7, 9])) % 11;
  return (check === 10 ? 'X' : String(check)) === s[11];
}

/** Peru, CUI of the DNI (stdnum pe/cui): 8 digits and an optional check digit or letter (weights 3 2 7 6 5 4 3 2). */
export function isPeCui(s: string): boolean {
  if (!/^\d{8}[0-9A-K]?$/.test(s)) return false;
  if (s.length === 8) return true;
  const c = weightedSum(s, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return '65432110987'[c] === s[8] || 'KJIHGFEDCBA'[c] === s[8];
}

/** Pakistan, CNIC (stdnum pk/cnic; NADRA): province 1-7, locality, serial, sex digit 1-9; no check digit. */
export const isPkCnic = (d: string): boolean => isDigits(d, 13) && d[0] !== '0' && d[0] !== '8' && d[0] !== '9' && d[12] !== '0';

/** Slovenia, EMŠO (stdnum si/emso): DDMMYYY, region, serial, check (-Σ d·(7 6 5 4 3 2 …) mod 11) mod 10. */
export function isSiEmso(d: string): boolean {
  if (!isDigits(d, 13)) return false;
  const yyy = Number(d.slice(4, 7));
  if (!isCalendarDate(yyy < 800 ? 2000 + yyy : 1000 + yyy, twoDigits(d, 2), twoDigits(d, 0))) return false;
  return mod(-weightedSum(d, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) % 10 === digit(d, 12);
}

/** Thailand, personal ID (stdnum th/pin): first digit 1-8, check (11 - Σ d·(13 … 2) mod 11) mod 10. */
export function isThPin(d: string): boolean {
  if (!isDigits(d, 13) || d[0] === '0' || d[0] === '9') return false;
  return (11 - (weightedSum(d, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digit(d, 12);
}

/** Turkey, T.C. Kimlik No (stdnum tr/tckimlik): 11 digits, not starting 0, two check digits. */
export function isTrKimlik(d: string): boolean {
  if (!isDigits(d, 11) || d[0] === '0') return false;
  let odd = 0;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const v = digit(d, i);
    odd += i % 2 === 0 ? 3 * v : v;
    sum += v;
  }
  const c1 = mod(10 - odd, 10);
  return c1 === digit(d, 9) && (c1 + sum) % 10 === digit(d, 10);
}

/** Latvia, personas kods inside a PVN number (stdnum lv/pvn): DDMMYY + century digit, check 1 + Σ d·(10 5 8 4 2 1 6 3 7 9) mod 11 mod 10. */
export function isLvPersonalCode(d: string): boolean {
  if (!isDigits(d, 11)) return false;
  if (!d.startsWith('32') && !isCalendarDate(1800 + digit(d, 6) * 100 + twoDigits(d, 4), twoDigits(d, 2), twoDigits(d, 0))) return false;
  return ((1 + weightedSum(d, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10 === digit(d, 10);
}

/**
 * Spain, número de afiliación a la Seguridad Social (NAF): PP NNNNNNNN CC, the control CC being
 * the first ten digits mod 97, where a number part under 10,000,000 counts without its leading
 * zero (province × 10^7 + number). The rule of the Tesorería General's RED system, as worked
 * through in softjaen "Cómo obtener el Dígito de Control de un Número de Seguridad Social español"
 * (mvp-access.es); python-stdnum has no module for it.
 */
export function isEsNaf(d: string): boolean {
  if (!isDigits(d, 12)) return false;
  const province = twoDigits(d, 0);
  const number = Number(d.slice(2, 10));
  if (province === 0 || number === 0) return false;
  const body = number < 10_000_000 ? province * 10_000_000 + number : Number(d.slice(0, 10));
  return body % 97 === twoDigits(d, 10);
}

// England, Unique Pupil Number (stdnum gb/upn; DfE "Unique pupil numbers (UPNs)" guidance):
// the check letter's alphabet (no I O S), the local authority numbers in use.
const UPN_ALPHABET = 'ABCDEFGHJKLMNPQRTUVWXYZ0123456789';
const UPN_LA_NUMBERS = new Set(
  (
    '201 202 203 204 205 206 207 208 209 210 211 212 213 301 302 303 304 305 306 307 308 309 310 311 312 313 314 315 316 317 318 319 320 ' +
    '330 331 332 333 334 335 336 340 341 342 343 344 350 351 352 353 354 355 356 357 358 359 370 371 372 373 380 381 382 383 384 390 391 392 393 394 420 ' +
    '800 801 802 803 805 806 807 808 810 811 812 813 815 816 821 822 823 825 826 830 831 835 836 837 840 841 845 846 850 851 852 855 856 857 ' +
    '860 861 865 866 867 868 869 870 871 872 873 874 876 877 878 879 880 881 882 883 884 885 886 887 888 889 890 891 892 893 894 895 896 ' +
    '908 909 916 919 921 925 926 928 929 931 933 935 936 937 938'
  ).split(' '),
);

/**
 * England, UPN (stdnum gb/upn): a check letter, a 3-digit local authority number, a 4-digit
 * school number, 2 digits of the issue year and a 3-character serial (a temporary UPN ends in a
 * letter). The check letter is UPN_ALPHABET[Σ (i+2)·value(c_i) mod 23] over the other twelve.
 */
export function isGbUpn(s: string): boolean {
  if (!/^[A-Z]\d{11}[0-9A-Z]$/.test(s) || !UPN_LA_NUMBERS.has(s.slice(1, 4))) return false;
  let sum = 0;
  for (let i = 1; i < 13; i++) {
    const value = UPN_ALPHABET.indexOf(s[i]!);
    if (value < 0) return false;
    sum += (i + 1) * value;
  }
  return UPN_ALPHABET[sum % 23] === s[0];
}
