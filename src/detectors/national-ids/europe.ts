/**
 * Personal identification numbers of European countries (NATIONAL_ID), plus the Russian and
 * Croatian tax numbers that identify persons. VAT numbers are in vat-eu.ts. Every entry says
 * next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { luhn, mod97, weightedSum } from '../lib/checksums.js';
import { gs1Mod10, iso7064Mod11_10, isCalendarDate, isRepeatedDigit, mod11Complement, twoDigits } from './algorithms.js';
import { ID_END, ID_START } from '../lib/national-id-patterns.js';
import { isBirthNumber } from '../vat/eu.js';
import { isValidInn, isValidNorwegianOrgNr, isValidSwissUid } from '../vat/world.js';
import {
  digit,
  isEsNaf,
  isGbUpn,
  isAtVnr,
  isBalticPersonalCode,
  isBeEid,
  isBeNationalNumber,
  isBgEgn,
  isBgPnf,
  isDateInCenturies,
  isDigits,
  isGbChi,
  isGbNhs,
  isGrAmka,
  isIsKennitala,
  isNlDocumentNumber,
  isSiEmso,
  isTrKimlik,
  mod,
} from './checks.js';
import { compact, idFormat, type IdFormat } from './format.js';

/**
 * Germany, Krankenversichertennummer, its unchangeable part (GKV-Spitzenverband, § 290 SGB V):
 * a letter, eight digits and a check digit. The letter counts as its place in the alphabet
 * (two digits, A = 01); the ten digits are weighted 1 2 1 2 …, each product's digits summed,
 * and the total mod 10 is the check digit.
 */
function isDeKvnr(s: string): boolean {
  if (!/^[A-Z]\d{9}$/.test(s)) return false;
  const digits = String(s.charCodeAt(0) - 64).padStart(2, '0') + s.slice(1, 9);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const p = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum % 10 === Number(s[9]);
}

const BE_NN_SHAPE = String.raw`\d\d(?<sep>[. ]?)\d\d\k<sep>\d\d(?:[- .])?\d{3}[. ]?\d\d`;
const BE_WORDS = ['rijksregisternummer', 'rijksregister', 'numéro national', 'registre national', 'national number', 'national register number', 'INSZ', 'NISS', 'RRN', 'NN', 'BIS', 'Nationalregisternummer', 'identificatienummer van de sociale zekerheid'];

// Finland (DVV): "0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYZZZ mod 31]; century signs + (1800s),
// - Y X W V U (1900s), A B C D E F (2000s); individual numbers 002-999.
const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
function isFiHetu(s: string): boolean {
  if (!/^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/.test(s)) return false;
  const sign = s[6]!;
  const century = sign === '+' ? 1800 : '-YXWVU'.includes(sign) ? 1900 : 2000;
  if (!isCalendarDate(century + twoDigits(s, 4), twoDigits(s, 2), twoDigits(s, 0)) || Number(s.slice(7, 10)) < 2) return false;
  return HETU_CHECK[Number(s.slice(0, 6) + s.slice(7, 10)) % 31] === s[10];
}

// France (INSEE): sex 1-4, 7, 8, year, month, département (2A/2B count as 19/18), commune,
// order, key = 97 - (first 13 digits mod 97).
function isFrNir(s: string): boolean {
  if (!/^\d{5}(?:\d\d|2[AB])\d{8}$/.test(s)) return false;
  const body = s.slice(0, 13).replace('2A', '19').replace('2B', '18');
  return 97 - mod97(body) === Number(s.slice(13));
}

// Germany (§ 139b AO): 11 digits, the first not 0; in the first ten one digit occurs twice or
// three times and no other repeats; ISO 7064 MOD 11,10.
function isDeIdnr(d: string): boolean {
  if (!isDigits(d, 11) || d[0] === '0') return false;
  const counts = new Map<string, number>();
  for (const c of d.slice(0, 10)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  return repeated.length === 1 && repeated[0]! <= 3 && iso7064Mod11_10(d);
}

// Germany's Versicherungsnummer (Sozialversicherungs- or Rentenversicherungsnummer, VKVV §2):
// a pension insurer's area number, the birth date DDMMYY, the birth surname's initial, a serial
// and a check digit: the letter as its two-digit place in the alphabet, the digits weighted
// 2,1,2,5,7,1,2,1,2,1,2,1, the sum of the products' digits mod 10 (VKVV §4; stdnum (npm)
// de/svnr, with its area numbers: 02-04, 08-21, 23-26, 28, 29, 38-40, 42-82, 89).
const DE_SVNR_AREAS = new Set(['02', '03', '04', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '23', '24', '25', '26', '28', '29', '38', '39', '40', '80', '81', '82', '89', ...Array.from({ length: 38 }, (_, i) => String(42 + i))]);
function isDeSvnr(d: string): boolean {
  if (!/^\d{8}[A-Z]\d{3}$/.test(d) || !DE_SVNR_AREAS.has(d.slice(0, 2))) return false;
  const month = twoDigits(d, 4);
  if (month < 1 || month > 12) return false;
  const digits = d.slice(0, 8) + String(d.charCodeAt(8) - 64).padStart(2, '0') + d.slice(9, 11);
  const weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const p = digit(digits, i) * weights[i]!;
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum % 10 === digit(d, 11);
}

// Denmark (CPR-kontoret): DDMMYY-SSSS, the 7th digit with the year giving the century.
function isDkCpr(d: string): boolean {
  if (!isDigits(d, 10)) return false;
  const yy = twoDigits(d, 4);
  const s = digit(d, 6);
  const year = s <= 3 ? 1900 + yy : s === 4 || s === 9 ? (yy <= 36 ? 2000 : 1900) + yy : (yy <= 57 ? 2000 : 1800) + yy;
  return isCalendarDate(year, twoDigits(d, 2), twoDigits(d, 0));
}

// Norway (Skatteetaten): DDMMYY III K1 K2, D-numbers +40 on the day, H-numbers +40 on the month.
function isNoFodselsnummer(d: string): boolean {
  if (!isDigits(d, 11) || !isDateInCenturies(twoDigits(d, 4), twoDigits(d, 2) % 40, twoDigits(d, 0) % 40)) return false;
  const k1 = mod11Complement(d, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = mod11Complement(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 !== 10 && k2 !== 10 && k1 === digit(d, 9) && k2 === digit(d, 10);
}

// Sweden (Skatteverket, SKV 704): (YY)YYMMDD NNNC, C Luhn over the last ten; day +60 for a
// samordningsnummer.
function isSePersonnummer(d: string): boolean {
  if (!isDigits(d) || (d.length !== 10 && d.length !== 12)) return false;
  const ten = d.slice(-10);
  const year = d.length === 12 ? Number(d.slice(0, 4)) : 2000 + twoDigits(ten, 0);
  return isCalendarDate(year, twoDigits(ten, 2), twoDigits(ten, 4) % 60) && luhn(ten);
}

// Poland (ustawa o ewidencji ludności, art. 15): YYMMDD ZZZZ Q, the month carrying the century.
function isPlPesel(d: string): boolean {
  if (!isDigits(d, 11)) return false;
  const mm = twoDigits(d, 2);
  const year = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)]! + twoDigits(d, 0);
  if (!isCalendarDate(year, mm % 20, twoDigits(d, 4))) return false;
  let sum = 0;
  [1, 3, 7, 9, 1, 3, 7, 9, 1, 3].forEach((w, i) => (sum += w * digit(d, i)));
  return (10 - (sum % 10)) % 10 === digit(d, 10);
}

// Romania (HG 839/2008): S YYMMDD JJ NNN C, county 01-52 or 70, weights 2 7 9 1 4 6 3 5 8 2 7 9.
function isRoCnp(d: string): boolean {
  if (!isDigits(d, 13) || d[0] === '0') return false;
  const century = [0, 1900, 1900, 1800, 1800, 2000, 2000, 2000, 2000, 2000][digit(d, 0)]!;
  if (!isCalendarDate(century + twoDigits(d, 1), twoDigits(d, 3), twoDigits(d, 5))) return false;
  const county = twoDigits(d, 7);
  if ((county < 1 || county > 52) && county !== 70) return false;
  let sum = 0;
  [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9].forEach((w, i) => (sum += w * digit(d, i)));
  return (sum % 11 === 10 ? 1 : sum % 11) === digit(d, 12);
}

// Spain (Real Decreto 1553/2005): "TRWAGMYFPDXBNJZSQVHLCKE"[number mod 23], X Y Z = 0 1 2.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
function isEsDniOrNie(s: string): boolean {
  if (!/^[0-9XYZ]\d{7}[A-Z]$/.test(s)) return false;
  const n = Number(('XYZ'.indexOf(s[0]!) >= 0 ? String('XYZ'.indexOf(s[0]!)) : s[0]!) + s.slice(1, 8));
  return DNI_LETTERS[n % 23] === s[8];
}

// Portugal (AMA): 8 digits, a check digit, 2 letters and a final digit that makes the whole a
// Luhn-style sum with letters A=10 … Z=35.
function isPtCc(s: string): boolean {
  if (!/^\d{9}[A-Z0-9]{2}\d$/.test(s)) return false;
  let sum = 0;
  for (let i = s.length - 1, second = false; i >= 0; i--, second = !second) {
    const c = s.charCodeAt(i);
    let v = c <= 57 ? c - 48 : c - 55;
    if (second) v = v * 2 > 9 ? v * 2 - 9 : v * 2;
    sum += v;
  }
  return sum % 10 === 0;
}

// Portugal's NISS (número de identificação da segurança social): 11 digits, the first 1 for a
// person (2 for an entity), the last 9 minus the sum of the ten others weighted 29, 23, 19, 17,
// 13, 11, 7, 5, 3, 2, mod 10 (the rule Segurança Social's forms apply; python-stdnum has no
// pt/niss module).
const NISS_WEIGHTS = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2];
function isPtNiss(s: string): boolean {
  if (!/^[12]\d{10}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += digit(s, i) * NISS_WEIGHTS[i]!;
  return 9 - (sum % 10) === digit(s, 10);
}

// Italy (DM 23/12/1976): 6 name letters, year, month letter, day (+40), place, check letter;
// omocodia replaces digits by L M N P Q R S T U V.
const OMOCODE = 'LMNPQRSTUV';
const CF_SHAPE = String.raw`[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]`;
/**
 * The codice fiscale with the detector's boundaries, as a global regex: sixteen capitals and
 * digits, a sample pattern for the token-run scan's test (test/detectors/secrets-helpers.test.ts).
 */
// Russia (СНИЛС, Pension Fund): nine digits weighted 9 … 1; the sum is the check below 100, 00
// at 100 or 101, else the sum mod 101 (00 where that is 100). Numbers up to 001-001-998 carry no check.
function isRuSnils(d: string): boolean {
  if (!isDigits(d, 11) || isRepeatedDigit(d.slice(0, 9)) || Number(d.slice(0, 9)) <= 1001998) return false;
  const sum = weightedSum(d.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, 1]);
  const check = sum < 100 ? sum : sum <= 101 ? 0 : (sum % 101) % 100;
  return check === Number(d.slice(9));
}

export const CODICE_FISCALE = new RegExp(`${ID_START}${CF_SHAPE}${ID_END}`, 'g');
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
function isItCodiceFiscale(s: string): boolean {
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(s)) return false;
  const dayChars = s.slice(9, 11);
  let day = 0;
  for (const ch of dayChars) day = day * 10 + (ch <= '9' ? Number(ch) : OMOCODE.indexOf(ch));
  day %= 40;
  if (day < 1 || day > 31) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

// UK (HMRC NIM39110): prefix letters (not D F I Q U V; second not O; not BG GB KN NK NT TN ZZ),
// six digits, suffix A-D. No check digit.
/**
 * A DVLA driving licence number: five letters of the surname (padded with 9s), the decade
 * digit, the birth month (+50 for women), the day, the year digit, two initials (9 for none),
 * a digit and two check letters.
 */
const isGbDrivingLicence = (s: string): boolean => {
  if (!/^[A-Z]+9*\d{6}[A-Z9]{2}\d[A-Z]{2}$/.test(s)) return false;
  const month = Number(s.slice(6, 8)) % 50;
  const day = Number(s.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && Number(s.slice(6, 8)) < 63;
};

const isGbNino = (s: string): boolean =>
  /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s) && !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(s.slice(0, 2));

// Ireland (Revenue): 7 digits, check letter "WABCDEFGHIJKLMNOPQRSTUV"[(Σ d·(8…2) + 9·second) mod 23].
// As python-stdnum ie/pps: the second letter is counted in the 2013 format (A, B, H) and
// ignored in the older ones (W, T, X).
const PPS_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
function isIePps(s: string): boolean {
  if (!/^\d{7}[A-W][ABHWTX]?$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += digit(s, i) * (8 - i);
  if (s.length === 9 && 'ABH'.includes(s[8]!)) sum += 9 * PPS_LETTERS.indexOf(s[8]!);
  return PPS_LETTERS[sum % 23] === s[7];
}

/** Czech and Slovak rodné číslo: the slash form "710319/2745" or bare digits. */
const RC_SHAPE = String.raw`\d{6}/?\d{3,4}`;
const RC_WORDS = ['rodné číslo', 'rodne cislo', 'rodného čísla', 'RČ', 'r.č.', 'birth number', 'rodné č.'];

export const EUROPE: readonly IdFormat[] = [
  idFormat({
    id: 'at/vnr',
    entity: 'NATIONAL_ID',
    country: 'AT',
    name: 'Versicherungsnummer (VNR, VSNR)',
    shape: String.raw`[1-9]\d{3} ?\d{6}`,
    validate: isAtVnr,
    checksum: 'mod 11 check digit in 4th place',
    context: ['VNR', 'SVNR', 'VSNR', 'Versicherungsnummer', 'Sozialversicherungsnummer', 'SV-Nummer', 'SV-Nr'],
    // A check digit over ten digits in its 4+6 layout; ten bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['1237 010180', { text: 'SVNR 1237010180', match: '1237010180' } /* python-stdnum at/vnr docstring */, { text: 'SV-Nr. 3183040884', match: '3183040884' } /* the eighth reading's ÖGK letter */],
      negative: ['USt-IdNr. 136308783' /* Germany's VAT number: a neighbour's number */, '2237 010180' /* python-stdnum: invalid check digit */, '1237010180'],
    },
  }),
  idFormat({
    id: 'be/nn',
    entity: 'NATIONAL_ID',
    country: 'BE',
    name: 'Rijksregisternummer / numéro de registre national',
    shape: BE_NN_SHAPE,
    validate: (d) => isBeNationalNumber(d, 'nn'),
    checksum: 'mod 97 (two check digits); month 00-12',
    context: BE_WORDS,
    // A birth date (month 00-12) and two check digits stand alone, with its separators or
    // bare: one run of eleven random digits in 370 passes them (scripts/ids-random-pass.mjs), as
    // many as pass an Estonian isikukood, which stands alone too.
    requireContext: false,
    examples: {
      positive: [
        '85.07.30-033.28', // python-stdnum be/nn docstring
        '17.07.30-033.84', // python-stdnum be/nn docstring
        '85073003328', // the first, compact (python-stdnum's validate() returns it so)
        { text: 'Rijksregisternummer: 85073003328', match: '85073003328' }, // python-stdnum be/nn docstring
      ],
      negative: [
        'NL 8225.69.759 B01', // a Dutch VAT number: a neighbour's number
        '85.07.30-033.29', // wrong check digits
        '85073003329', // the same, bare
        '85133003328', // month 13
      ],
    },
  }),
  idFormat({
    id: 'be/bis',
    entity: 'NATIONAL_ID',
    country: 'BE',
    name: 'BIS-nummer',
    shape: BE_NN_SHAPE,
    validate: (d) => isBeNationalNumber(d, 'bis'),
    checksum: 'mod 97 (two check digits); month +20 or +40',
    context: BE_WORDS,
    // As the national number.
    requireContext: 'when-bare',
    examples: {
      positive: ['98.47.28-997.65', { text: 'BIS 98472899765', match: '98472899765' }], // python-stdnum be/bis docstring
      negative: ['NL 8225.69.759 B01' /* a Dutch VAT number: a neighbour's number */, '98.47.28-997.66' /* wrong check digits */, '98472899765'],
    },
  }),
  idFormat({
    id: 'be/eid',
    entity: 'NATIONAL_ID',
    country: 'BE',
    name: 'eID card number',
    shape: String.raw`\d{3}-?\d{7}-?\d\d`,
    validate: isBeEid,
    checksum: 'mod 97 (two check digits)',
    context: ['eID', 'eID number', 'kaartnummer', 'numéro de carte', 'identiteitskaart', "carte d'identité"],
    // Two check digits in the 3-7-2 layout; twelve bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['591-1917064-58', { text: 'eID 000001103271', match: '000001103271' }], // python-stdnum be/eid docstring
      negative: ['BTW NL001162938B28' /* a Dutch VAT number: a neighbour's number */, '000-0011032-25' /* python-stdnum: invalid check digits */, '591191706458'],
    },
  }),
  idFormat({
    id: 'bg/egn',
    entity: 'NATIONAL_ID',
    country: 'BG',
    name: 'Единен граждански номер (EGN)',
    shape: String.raw`\d{6} ?\d{3} ?\d`,
    validate: isBgEgn,
    checksum: 'mod 11 check digit; birth date (month +20/+40 for the century)',
    context: ['EGN', 'ЕГН', 'единен граждански номер'],
    // A birth date and a check digit over ten digits.
    requireContext: false,
    examples: {
      positive: ['752316 926 3', '8032056031'], // python-stdnum bg/egn docstring
      negative: ['RO 185 472 90' /* a Romanian VAT number: a neighbour's number */, '8032056032' /* wrong check digit */, '8019010008' /* python-stdnum: invalid date */],
    },
  }),
  idFormat({
    id: 'bg/pnf',
    entity: 'NATIONAL_ID',
    country: 'BG',
    name: 'Личен номер на чужденец (PNF)',
    shape: String.raw`\d{4} ?\d{3} ?\d{3}`,
    validate: isBgPnf,
    checksum: 'mod 10 (weights 21 19 17 13 11 9 7 3 1)',
    context: ['PNF', 'ЛНЧ', 'личен номер на чужденец'],
    // One check digit over ten (one random number in ten passes), in python-stdnum's 4-3-3
    // print, the layout of many ten-digit phone numbers (0412 345 678): only next to its name.
    requireContext: true,
    examples: {
      positive: [
        { text: 'ЛНЧ 7111 042 925', match: '7111 042 925' }, // python-stdnum bg/pnf docstring
        { text: 'ЛНЧ 7111042925', match: '7111042925' }, // same number
      ],
      negative: ['RO 185 472 90' /* a Romanian VAT number: a neighbour's number */, '7111 042 922' /* python-stdnum: invalid check digit */, '7111042925',
        'parcel 7111 042 925 arrived', // the valid number without a word
      ],
    },
  }),
  idFormat({
    id: 'ch/ssn',
    entity: 'NATIONAL_ID',
    country: 'CH',
    name: 'AHV/AVS-Nummer (Swiss social security number)',
    shape: String.raw`756(?<sep>[. ]?)\d{4}\k<sep>\d{4}\k<sep>\d\d`,
    validate: (d) => isDigits(d, 13) && d.startsWith('756') && gs1Mod10(d),
    checksum: 'EAN-13 check digit; prefix 756',
    context: ['AHV', 'AVS', 'AHV-Nr', 'AHV-Nummer', 'AHVN13', 'numéro AVS', 'Sozialversicherungsnummer', 'social security number'],
    // The fixed prefix 756 and an EAN-13 check digit over thirteen digits: one random
    // thirteen-digit run in ten thousand passes, and stands alone bare too. No barcode starts
    // 756 (GS1 gives Switzerland 760-769; 756 is no GS1 prefix); an EAN printed after its name
    // is taken for one (find.ts, OTHER_NUMBERS).
    requireContext: false,
    examples: {
      positive: ['756.9217.0769.85', '7569217076985', { text: 'AHV-Nr. 7569217076985', match: '7569217076985' }], // python-stdnum ch/ssn docstring
      negative: [
        'ATU13585627' /* an Austrian VAT number: a neighbour's number */,
        '756.9217.0769.84' /* python-stdnum ch/ssn docstring: wrong check digit */,
        '7569217076984' /* the same, bare */,
        '123.4567.8910.19' /* python-stdnum ch/ssn docstring: not 756 */,
        'EAN 7569217076985' /* named as a barcode */,
      ],
    },
  }),
  idFormat({
    id: 'cz/rc',
    entity: 'NATIONAL_ID',
    country: 'CZ',
    name: 'Rodné číslo (birth number)',
    shape: RC_SHAPE,
    validate: isBirthNumber,
    checksum: 'divisible by 11 (10 digits); birth date',
    // A Czech health insurer asks its payers to quote their birth number as the payment's
    // variable symbol (VZP: "variabilní symbol = rodné číslo"), so the symbol's name is one too.
    context: [...RC_WORDS, 'variabilní symbol', 'variabilni symbol', 'var. symbol'],
    // A date and (from 1954) a check digit, printed with its slash; bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: [
        '710319/2745', { text: 'Rodné číslo: 7103192745', match: '7103192745' }, // python-stdnum cz/rc docstring
        { text: 'na účet 1011-7925201/0710, variabilní symbol\n8853124830, do 15 dnů', match: '8853124830' }, // fictitious (the fifth reading)
      ],
      negative: ['SK 2022749619' /* a Slovak VAT number: a neighbour's number */, '710319/2746' /* python-stdnum: not divisible by 11 */, '7103192745', 'variabilní symbol 2026000117' /* an invoice's number: no valid date */],
    },
  }),
  idFormat({
    id: 'sk/rc',
    entity: 'NATIONAL_ID',
    country: 'SK',
    name: 'Rodné číslo (birth number)',
    shape: RC_SHAPE,
    validate: isBirthNumber,
    checksum: 'divisible by 11 (10 digits); birth date',
    context: RC_WORDS,
    // The Czech rule (one number system until 1993).
    requireContext: 'when-bare',
    examples: {
      positive: ['710319/2745', { text: 'RČ 710319/2745', match: '710319/2745' }], // python-stdnum sk/rc docstring
      negative: ['CZ25123891' /* a Czech VAT number: a neighbour's number */, '710319/2746', '7103192745'],
    },
  }),
  idFormat({
    id: 'de/idnr',
    entity: 'NATIONAL_ID',
    country: 'DE',
    name: 'Steuerliche Identifikationsnummer (IdNr, Steuer-ID)',
    shape: String.raw`[1-9]\d(?<sep> ?)\d{3}\k<sep>\d{3}\k<sep>\d{3}`,
    validate: isDeIdnr,
    checksum: 'ISO 7064 MOD 11,10; one digit repeated',
    context: ['IdNr', 'Steuer-ID', 'Steuer-IdNr', 'SteuerIdNr', 'Steuer-Identifikationsnummer', 'Steueridentifikationsnummer', 'steuerliche Identifikationsnummer', 'Identifikationsnummer', 'tax ID'],
    // A check digit and the repeated-digit rule, in the 2-3-3-3 layout; eleven bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['36 574 261 809', { text: 'Steueridentifikationsnummer 11234567890', match: '11234567890' }], // python-stdnum de/idnr docstring
      negative: ['ATU13585627' /* an Austrian VAT number: a neighbour's number */, '36 574 261 808' /* wrong check digit */, '11234567890'],
    },
  }),
  idFormat({
    id: 'de/kvnr',
    entity: 'NATIONAL_ID',
    country: 'DE',
    name: 'Krankenversichertennummer (KVNR, unveränderbarer Teil)',
    shape: String.raw`[A-Z]\d{9}`,
    validate: isDeKvnr,
    checksum: 'check digit: the letter as two digits, weights 1 2, digit sums, mod 10',
    context: ['KVNR', 'Krankenversichertennummer', 'Krankenversicherungsnummer', 'Versichertennummer', 'Versicherten-Nr', 'Versichertennr', 'Vers.-Nr'],
    // A letter, eight digits and a check digit also make order numbers: only next to its name.
    // The letter and the eight digits take any value (a serial, no date): one random letter
    // and nine digits in ten pass.
    requireContext: true,
    examples: {
      positive: [
        { text: 'Versichertennummer R482917362', match: 'R482917362' }, // the fourth reading's Arztbrief (check digit per GKV-Spitzenverband's rules)
        { text: 'Krankenversicherungsnummer: R482917362', match: 'R482917362' }, // the same number under its everyday name
      ],
      negative: ['R482917362' /* no word */, 'KVNR R482917363' /* wrong check digit */],
    },
  }),
  idFormat({
    id: 'de/svnr',
    entity: 'NATIONAL_ID',
    country: 'DE',
    name: 'Versicherungsnummer (Sozialversicherungsnummer, Rentenversicherungsnummer; SVNR, RVNR)',
    shape: String.raw`\d{2}(?<sep> ?)\d{6}\k<sep>[A-Z]\k<sep>\d{3}`,
    validate: isDeSvnr,
    checksum: 'area number, birth month, weighted digit sum mod 10 (VKVV §4)',
    context: ['Sozialversicherungsnummer', 'SV-Nummer', 'SVNR', 'SV-Nr', 'Rentenversicherungsnummer', 'RVNR', 'RV-Nummer', 'Versicherungsnummer', 'social security number', 'social insurance number'],
    // A letter among digits, an area number, a month and a check digit: specific enough alone.
    requireContext: false,
    examples: {
      positive: [
        '65180539W001', // Algorithm::CheckDigits M10_006 (Rentenversicherung) synopsis
        { text: 'Sozialversicherungsnummer: 12 140388 M 045', match: '12 140388 M 045' }, // the third reading's HR e-mail
      ],
      negative: ['65180539W002' /* wrong check digit */, '01180539W001' /* no area 01 */, '65181539W001' /* month 15 */],
    },
  }),
  idFormat({
    id: 'dk/cpr',
    entity: 'NATIONAL_ID',
    country: 'DK',
    name: 'CPR-nummer (personnummer)',
    shape: String.raw`\d{6}-?\d{4}`,
    validate: isDkCpr,
    checksum: 'none since 2007; birth date and century digit',
    context: ['CPR', 'CPR-nr', 'CPR-nummer', 'cpr.nr', 'personnummer'],
    // Numbers issued since 2007 fail the old mod 11 check (CPR-kontoret): a date only, so a word is needed.
    requireContext: true,
    examples: {
      positive: [{ text: 'CPR-nr.: 211062-5629', match: '211062-5629' }], // python-stdnum dk/cpr docstring
      negative: ['SE 556058115801' /* a Swedish VAT number: a neighbour's number */, 'CPR-nr.: 511062-5629' /* python-stdnum: day 51 */, '211062-5629'],
    },
  }),
  idFormat({
    id: 'ee/ik',
    entity: 'NATIONAL_ID',
    country: 'EE',
    name: 'Isikukood (personal identification code)',
    shape: String.raw`[1-8]\d{10}`,
    validate: (d) => isBalticPersonalCode(d),
    checksum: 'mod 11 (two weight rounds); sex/century digit; birth date',
    context: ['isikukood', 'IK', 'personal identification code', 'personal code'],
    // A date and a check digit over eleven digits.
    requireContext: false,
    examples: {
      positive: ['36805280109', { text: 'Isikukood: 36805280109', match: '36805280109' }], // python-stdnum ee/ik docstring
      negative: ['LV 4000 3521 600' /* a Latvian VAT number: a neighbour's number */, '36805280108' /* python-stdnum: incorrect check digit */, '36813280109' /* month 13 */],
    },
  }),
  idFormat({
    id: 'lt/asmens',
    entity: 'NATIONAL_ID',
    country: 'LT',
    name: 'Asmens kodas (personal code)',
    shape: String.raw`[1-9]\d{10}`,
    validate: (d) => isBalticPersonalCode(d, true),
    checksum: 'mod 11 (as Estonia); birth date unless it starts 9',
    context: ['asmens kodas', 'a.k.', 'personal code'],
    // A check digit over eleven digits, with a date (first digit 1-8).
    requireContext: false,
    examples: {
      positive: ['33309240064', { text: 'Asmens kodas 33309240064', match: '33309240064' }], // python-stdnum lt/asmens docstring
      negative: ['LV 4000 3521 600' /* a Latvian VAT number: a neighbour's number */, '33309240164' /* wrong check digit */],
    },
  }),
  idFormat({
    id: 'es/dni',
    entity: 'NATIONAL_ID',
    country: 'ES',
    name: 'Documento Nacional de Identidad (DNI)',
    shape: String.raw`\d{8}[- ]?[A-Z]`,
    validate: isEsDniOrNie,
    checksum: 'check letter (mod 23)',
    context: ['DNI', 'D.N.I.', 'documento nacional de identidad'],
    // A check letter over eight digits: a shape of its own.
    requireContext: false,
    examples: {
      positive: ['54362315-K', '54362315K', { text: 'DNI 12345678Z', match: '12345678Z' }], // python-stdnum es/dni docstring; the usual worked example
      negative: ['PT 501 964 843' /* a Portuguese VAT number: a neighbour's number */, '54362315-Z' /* wrong letter */, '54362315' /* no letter */, 'REF 12345678ZX'],
    },
  }),
  idFormat({
    id: 'es/nie',
    entity: 'NATIONAL_ID',
    country: 'ES',
    name: 'Número de Identidad de Extranjero (NIE)',
    shape: String.raw`[XYZxyz]-?\d{7}-?[A-Za-z]`,
    validate: isEsDniOrNie,
    checksum: 'check letter (mod 23)',
    context: ['NIE', 'N.I.E.', 'número de identidad de extranjero'],
    // A check letter and the X/Y/Z lead: a shape of its own.
    requireContext: false,
    examples: {
      positive: ['X-2482300W', 'x-2482300w', 'Y2345678Z'], // python-stdnum es/nie docstring (upper and lower case)
      negative: ['PT 501 964 843' /* a Portuguese VAT number: a neighbour's number */, 'X-2482300A' /* wrong letter */, 'A2482300W'],
    },
  }),
  idFormat({
    id: 'es/naf',
    entity: 'NATIONAL_ID',
    country: 'ES',
    name: 'Número de afiliación a la Seguridad Social (NAF, NUSS)',
    shape: String.raw`\d\d(?<sep>[/ -]?)\d{8}\k<sep>\d\d`,
    validate: isEsNaf,
    checksum: 'mod 97 over province and number',
    context: ['seguridad social', 'NAF', 'NUSS', 'NSS', 'número de afiliación', 'afiliación', 'social security number'],
    // Two check digits over twelve; printed "46/10293847/53" (the Tesorería's own form) it is
    // found alone, as bare or spaced digits only next to its name.
    requireContext: { unless: '[/]' },
    examples: {
      positive: ['46/10293847/53', { text: 'Número de la Seguridad Social: 461029384753', match: '461029384753' }, { text: 'NAF 28 12345678 40', match: '28 12345678 40' }], // computed by the Tesorería's rule (isEsNaf)
      negative: ['PT 501 964 843' /* a Portuguese VAT number: a neighbour's number */, '46/10293847/54' /* wrong control */, '461029384753' /* bare, no label */, '00/00000000/00'],
    },
  }),
  idFormat({
    id: 'fi/hetu',
    entity: 'NATIONAL_ID',
    country: 'FI',
    name: 'Henkilötunnus (HETU, personal identity code)',
    shape: String.raw`\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]`,
    normalize: (p) => p.toUpperCase(),
    validate: isFiHetu,
    checksum: 'check character (mod 31); birth date and century sign',
    context: ['henkilötunnus', 'HETU', 'henkilotunnus', 'personbeteckning', 'personal identity code'],
    // A date, a century sign and a check character.
    requireContext: false,
    examples: {
      positive: ['131052-308T', '131052A308T', { text: 'Henkilötunnus: 131052-308T.', match: '131052-308T' }], // python-stdnum fi/hetu docstring
      negative: ['SE 556058115801' /* a Swedish VAT number: a neighbour's number */, '131052-308U' /* wrong check character */, '310252-308Y' /* python-stdnum: 31 February */, '131052/308T'],
    },
  }),
  idFormat({
    id: 'fr/nir',
    entity: 'NATIONAL_ID',
    country: 'FR',
    name: 'Numéro d’inscription au répertoire (NIR, numéro de sécurité sociale)',
    shape: String.raw`\d(?<sep> ?)\d\d\k<sep>\d\d\k<sep>(?:\d\d|2[AB])\k<sep>\d{3}\k<sep>\d{3} {0,2}\d\d`,
    validate: isFrNir,
    checksum: 'mod 97 key (two digits); sex digit and month (INSEE) when alone',
    context: ['NIR', 'sécurité sociale', 'numéro de sécurité sociale', 'n° de sécurité sociale', 'n° SS', 'numéro INSEE', 'INSEE', 'carte vitale', 'social security number'],
    // Two check digits. Next to its name any number python-stdnum accepts (the key over fifteen
    // characters). Alone only with INSEE's structure, a sex digit 1 or 2 (3, 4, 7, 8 for numbers
    // given before or without a birth record) and a month 01-12 or 20-99, printed in its groups
    // or with Corsica's 2A or 2B; fifteen bare digits need a word.
    requireContext: { unless: String.raw`^[1-478](?: \d\d (?:0[1-9]|1[0-2]|[2-9]\d) |\d\d(?:0[1-9]|1[0-2]|[2-9]\d)2[AB])` },
    examples: {
      positive: [
        '2 95 10 99 126 111 93', // python-stdnum fr/nir docstring
        '1 85 05 2A 004 032 50', // INSEE (Corsica)
        '253072B07300470', // python-stdnum fr/nir docstring (Corsica, compact)
        { text: 'N° de sécurité sociale : 295109912611193', match: '295109912611193' }, // python-stdnum fr/nir docstring
        { text: 'NIR 5 95 10 99 126 111 40', match: '5 95 10 99 126 111 40' }, // the docstring's number, sex digit 5 and key recomputed: python-stdnum checks the key only
      ],
      negative: [
        'BE 0403.170.701', // a Belgian VAT number: a neighbour's number
        '2 95 10 99 126 111 94', // wrong key
        '295109912611193', // bare: needs a word
        '5 95 10 99 126 111 40', // the docstring's number with sex digit 5, key recomputed: python-stdnum accepts it (it checks the key only), INSEE has no sex digit 5: needs a word
      ],
    },
  }),
  idFormat({
    id: 'gb/nino',
    entity: 'NATIONAL_ID',
    country: 'GB',
    name: 'National Insurance number (NINO)',
    shape: String.raw`[A-Z]{2} ?\d\d ?\d\d ?\d\d ?[A-D]`,
    validate: isGbNino,
    checksum: 'none; HMRC prefix and suffix rules',
    context: ['NINO', 'national insurance', 'national insurance number', 'NI number', 'NI no'],
    // No check digit, but two letters under HMRC's allocation rules, six digits and a suffix
    // A-D make a shape nothing else has.
    requireContext: false,
    examples: {
      positive: ['HH 01 23 45 D', 'AB123456C', { text: 'National Insurance number: JG 10 37 59 A', match: 'JG 10 37 59 A' }], // python-stdnum gb/nino docstring
      negative: ['IE 6433435F' /* an Irish VAT number: a neighbour's number */, 'QQ 12 34 56 C' /* HMRC's placeholder: Q is never allocated */, 'GB 12 34 56 A', 'AB 12 34 56 E', 'XAB123456C'],
    },
  }),
  idFormat({
    id: 'gb/nhs',
    entity: 'NATIONAL_ID',
    country: 'GB',
    name: 'NHS number',
    shape: String.raw`\d{3}(?<sep>[ -]?)\d{3}\k<sep>\d{4}`,
    validate: isGbNhs,
    checksum: 'mod 11',
    context: ['NHS', 'NHS number', 'NHS no'],
    // Printed 3-3-4 like a North American phone number: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'NHS number: 943 476 5870', match: '943 476 5870' }], // python-stdnum gb/nhs docstring
      negative: ['IE 6433435F' /* an Irish VAT number: a neighbour's number */, 'NHS number: 943 476 5871' /* python-stdnum: invalid check digit */, '943 476 5870'],
    },
  }),
  idFormat({
    id: 'gb/chi',
    entity: 'NATIONAL_ID',
    country: 'GB',
    name: 'CHI number (Community Health Index, Scotland)',
    shape: String.raw`\d{6}(?<sep>[ -]?)\d{4}`,
    validate: isGbChi,
    checksum: 'mod 11; birth date',
    context: ['CHI', 'CHI number', 'CHI no', 'Community Health Index'],
    // Ten digits, as many figures are: only next to its name.
    requireContext: true,
    examples: {
      // phsmethods' chi_check vignette (0211165794) and this catalog's own (a check digit computed for 01/01/70).
      positive: [{ text: 'CHI number: 0211165794', match: '0211165794' }, { text: 'Patient record (CHI 0101701233) attached', match: '0101701233' }],
      negative: ['CHI 0101701234' /* wrong check digit */, 'CHI 3201701234' /* no 32nd day */, '0101701233' /* no name beside it */],
    },
  }),
  idFormat({
    id: 'gb/driving-licence',
    entity: 'NATIONAL_ID',
    country: 'GB',
    name: 'Driving licence number (DVLA)',
    shape: String.raw`[A-Z][A-Z9]{4} ?\d{6} ?[A-Z9]{2}\d[A-Z]{2}`,
    validate: isGbDrivingLicence,
    checksum: 'none; surname, birth date (month + 50 for women) and initials',
    context: ['driving licence', 'driving license', 'licence number', 'licence no', 'DVLA'],
    // Sixteen characters with a birth date inside and the surname's letters before it: a shape
    // nothing else has (DVLA, "Driving licence number"; Wikipedia, "Driving licence in the United Kingdom").
    requireContext: false,
    examples: {
      positive: ['MORGA657054SM9IJ', { text: 'Driving licence no.: PRITC706219RA9XY', match: 'PRITC706219RA9XY' }], // Wikipedia's example; the reader's insurance claim
      negative: ['MORGA613054SM9IJ' /* month 13 */, 'MORGA650054SM9IJ' /* day 00 */, 'M9RGA657054SM9IJ' /* a 9 inside the surname */],
    },
  }),
  idFormat({
    id: 'gb/upn',
    entity: 'NATIONAL_ID',
    country: 'GB',
    name: 'Unique Pupil Number (UPN, England)',
    shape: String.raw`[A-HJ-NP-RT-Z]\d{11}[0-9A-HJ-NP-RT-Z]`,
    validate: isGbUpn,
    checksum: 'check letter (mod 23); local authority number',
    context: ['UPN', 'unique pupil number', 'pupil number'],
    // A check letter and a known local authority, but a letter and twelve digits are a common
    // reference shape: only next to its name (DfE, "Unique pupil numbers (UPNs)" guidance).
    requireContext: true,
    examples: {
      positive: [{ text: 'UPN: X821207114032', match: 'X821207114032' }, { text: 'Unique Pupil Number B801200005001', match: 'B801200005001' }], // the reader's school report; python-stdnum gb/upn docstring
      negative: ['IE 6433435F' /* an Irish VAT number: a neighbour's number */, 'UPN: A801200005001' /* python-stdnum: invalid check letter */, 'UPN: E000200005001' /* python-stdnum: unknown LA number */, 'B801200005001' /* no label */],
    },
  }),
  idFormat({
    id: 'gr/amka',
    entity: 'NATIONAL_ID',
    country: 'GR',
    name: 'Αριθμός Μητρώου Κοινωνικής Ασφάλισης (AMKA)',
    shape: String.raw`\d{11}`,
    validate: isGrAmka,
    checksum: 'Luhn; birth date',
    context: ['AMKA', 'ΑΜΚΑ', 'Α.Μ.Κ.Α.', 'αριθμός μητρώου κοινωνικής ασφάλισης'],
    // A date and a check digit over eleven digits.
    requireContext: false,
    examples: {
      positive: ['01013099997', { text: 'ΑΜΚΑ: 01013099997', match: '01013099997' }], // python-stdnum gr/amka docstring
      negative: ['CY-10259033P' /* a Cypriot VAT number: a neighbour's number */, '01013099999' /* python-stdnum: invalid check digit */],
    },
  }),
  idFormat({
    // Not in python-stdnum: the Hungarian tax authority's adóazonosító jel (a person's tax
    // number, 1996. évi XX. törvény): ten digits, 8 first, then the birth date as days since
    // 1 January 1867 (five digits), a serial (three), and the sum of each of the first nine
    // digits times its place, mod 11, tenth (10 is never issued).
    id: 'hu/adoazonosito',
    entity: 'NATIONAL_ID',
    country: 'HU',
    name: 'Adóazonosító jel (tax identification number)',
    shape: String.raw`8\d{9}`,
    validate: (d) => isDigits(d, 10) && d[0] === '8' && weightedSum(d.slice(0, 9), [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === Number(d[9]),
    checksum: 'mod 11 (weights 1 to 9)',
    context: ['adóazonosító jel', 'adóazonosító', 'adóazonosító jele', 'adoazonosito jel', 'tax identification number'],
    // A mod 11 check passes one random ten-digit run in eleven: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers with a valid check digit (the reader's NAV letter).
      positive: [{ text: 'Adóazonosító jel: 8472915360', match: '8472915360' }, { text: 'Horváth Luca (adóazonosító jel: 8412039572)', match: '8412039572' }],
      negative: ['HU12892312' /* a Hungarian VAT number: a neighbour's number */, 'Adóazonosító jel: 8472915361' /* invalid check digit */, '8472915360'],
    },
  }),
  idFormat({
    // Not in python-stdnum: the Hungarian social security number (TAJ szám, társadalombiztosítási
    // azonosító jel, 1996. évi XX. törvény): nine digits, the ninth the sum of the first eight
    // weighted 3 and 7 in turn, mod 10; printed 3-3-3.
    id: 'hu/taj',
    entity: 'NATIONAL_ID',
    country: 'HU',
    name: 'TAJ szám (social security number)',
    shape: String.raw`\d{3}(?<sep>[ -]?)\d{3}\k<sep>\d{3}`,
    validate: (d) => isDigits(d, 9) && weightedSum(d.slice(0, 8), [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === Number(d[8]) && !isRepeatedDigit(d),
    checksum: 'mod 10 (weights 3 7 3 7 3 7 3 7)',
    context: ['TAJ', 'TAJ szám', 'TAJ-szám', 'társadalombiztosítási azonosító jel'],
    // A mod 10 check passes one random number in ten: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number with a valid check digit (the reader's NAV letter).
      positive: [{ text: 'TAJ szám: 037 248 152', match: '037 248 152' }, { text: 'TAJ: 118293642', match: '118293642' }],
      negative: ['HU12892312' /* a Hungarian VAT number: a neighbour's number */, 'TAJ szám: 037 248 153' /* invalid check digit */, '037 248 152'],
    },
  }),
  idFormat({
    id: 'hr/oib',
    entity: 'NATIONAL_ID',
    country: 'HR',
    name: 'Osobni identifikacijski broj (OIB)',
    shape: String.raw`(?:HR ?)?\d{11}`,
    normalize: (p) => compact(p).replace(/^HR/, ''),
    validate: (d) => isDigits(d, 11) && iso7064Mod11_10(d),
    checksum: 'ISO 7064 MOD 11,10',
    context: ['OIB', 'osobni identifikacijski broj'],
    // A check digit plus the HR prefix stands alone; eleven bare digits need a word.
    requireContext: 'without-prefix',
    examples: {
      positive: ['HR 33392005961', { text: 'OIB: 33392005961', match: '33392005961' }], // python-stdnum hr/oib docstring
      negative: ['SI 5022 3054' /* a Slovenian VAT number: a neighbour's number */, 'HR 33392005962' /* wrong check digit */, '33392005961'],
    },
  }),
  idFormat({
    id: 'ie/pps',
    entity: 'NATIONAL_ID',
    country: 'IE',
    name: 'Personal Public Service Number (PPSN)',
    shape: String.raw`\d{7}[A-W][ABHWTX]?`,
    validate: isIePps,
    checksum: 'check letter (mod 23)',
    context: ['PPS', 'PPSN', 'PPS no', 'PPS number', 'personal public service number'],
    // A check letter after seven digits: a shape of its own.
    requireContext: false,
    examples: {
      positive: [
        '6433435F', // python-stdnum ie/pps docstring
        '6433435FW', // python-stdnum ie/pps docstring
        '6433435FT', // python-stdnum ie/pps docstring: pre-2013 with the final T (not counted)
        '6433435OA', // python-stdnum ie/pps docstring: 2013 format (the second letter counted)
        { text: 'PPS number 1234567FA', match: '1234567FA' }, // Revenue (A suffix since 2013)
      ],
      negative: ['GB 980 7806 84' /* a UK VAT number: a neighbour's number */, '6433435E' /* wrong check letter */, '6433435VH' /* python-stdnum docstring: 2013 format, incorrect check */],
    },
  }),
  idFormat({
    id: 'is_/kennitala',
    entity: 'NATIONAL_ID',
    country: 'IS',
    name: 'Kennitala',
    shape: String.raw`\d{6}-?\d{4}`,
    validate: isIsKennitala,
    checksum: 'mod 11 check digit; date; century digit 9/0',
    context: ['kennitala', 'kt.', 'kt'],
    // A date, a check digit and the century digit 9 or 0 stand alone, dashed or bare: one run of
    // ten random digits in 650 passes them all (scripts/ids-random-pass.mjs), fewer than pass
    // an Estonian isikukood or a Norwegian fødselsnummer, which stand alone too.
    requireContext: false,
    examples: {
      positive: [
        '120174-3399', // python-stdnum is_/kennitala docstring
        '1201743399', // the same, compact (python-stdnum's validate() returns it so)
        '4406032540', // python-stdnum tests/test_is_kennitala.doctest
        { text: 'Kennitala: 4504013150', match: '4504013150' }, // python-stdnum is_/kennitala docstring
      ],
      negative: [
        'NO 995 525 828 MVA', // a Norwegian VAT number: a neighbour's number
        '120174-3392', // python-stdnum docstring's number with century digit 2
        '120175-3399', // wrong check digit
        '1201753399', // the same, bare
      ],
    },
  }),
  idFormat({
    id: 'it/codicefiscale',
    entity: 'NATIONAL_ID',
    country: 'IT',
    name: 'Codice fiscale',
    shape: CF_SHAPE,
    validate: isItCodiceFiscale,
    checksum: 'check letter; birth date',
    context: ['codice fiscale', 'cod. fisc.', 'C.F.', 'CF', 'tax code', 'fiscal code'],
    // Sixteen characters with a date and a check letter.
    requireContext: false,
    examples: {
      positive: [
        'RCCMNL83S18D969H', // python-stdnum it/codicefiscale docstring
        'RCCMNL83S18D96VW', // the same, with omocodia
        { text: 'Codice fiscale: RCCMNL83S18D969H.', match: 'RCCMNL83S18D969H' }, // the same
        'RSSMRA45C12F2LRI', // python-stdnum tests/test_it_codicefiscale.doctest: omocodia, three digits replaced
        'RSSMRAQRCMNFNLRG', // the same source: all seven digits replaced, no digit left
      ],
      negative: ['FR 61 954 506 077' /* a French VAT number: a neighbour's number */, 'RCCMNL83S18D967H' /* wrong check letter */, 'RCCMNL83Z18D969H' /* Z is no month */, 'XRCCMNL83S18D969H', 'RSSMRAQRCMNFNLRH' /* all letters, wrong check letter */, 'RSSMRAQRCMNFNLRGA' /* seventeen capitals */],
    },
  }),
  idFormat({
    // Not in python-stdnum: the number of Italy's electronic identity card (Carta d'Identità
    // Elettronica 3.0, Ministero dell'Interno, cartaidentita.interno.gov.it: "CA00000AA", two
    // letters, five digits, two letters); no published check character.
    id: 'it/cie',
    entity: 'NATIONAL_ID',
    country: 'IT',
    name: "Carta d'Identità Elettronica (CIE) number",
    shape: String.raw`[A-Z]{2}\d{5}[A-Z]{2}`,
    validate: (d) => /^[A-Z]{2}\d{5}[A-Z]{2}$/.test(d),
    checksum: 'none published',
    context: ["carta d'identità", "carta d'identita", "carta di identità", "carta di identita", 'CIE', "documento d'identità", "documento di identità"],
    // No check character: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourth reading's Italian lease).
      positive: [{ text: "documento d'identità: carta d'identità n. CA48215JK", match: 'CA48215JK' }],
      negative: ['FR 61 954 506 077' /* a French VAT number: a neighbour's number */, 'CA48215JK', "carta d'identità n. CA4821JK" /* four digits */],
    },
  }),
  idFormat({
    id: 'nl/bsn',
    entity: 'NATIONAL_ID',
    country: 'NL',
    name: 'Burgerservicenummer (BSN)',
    shape: String.raw`\d{4}\.\d\d\.\d{3}|\d{3}(?<sep>[ .]?)\d{3}\k<sep>\d{3}`,
    validate: (d) => {
      if (!isDigits(d, 9) || d === '000000000') return false;
      let sum = -digit(d, 8);
      for (let i = 0; i < 8; i++) sum += digit(d, i) * (9 - i);
      return mod(sum, 11) === 0;
    },
    checksum: '11-proef (mod 11)',
    context: ['BSN', 'BSN-nummer', 'burgerservicenummer', 'sofinummer', 'sofi-nummer'],
    // A check digit over nine digits (one random number in eleven passes) stands alone only in
    // the BSN's own 4.2.3 layout (python-stdnum nl/bsn format(): "1112.22.333"). Nine digits in
    // threes ("111 222 333", "111.222.333": parcel and order numbers, a Canadian SIN's or an
    // Australian TFN's layout) and bare digits need a word.
    requireContext: { unless: String.raw`^\d{4}\.\d\d\.\d{3}$` },
    examples: {
      positive: [
        '1112.22.333', // python-stdnum nl/bsn docstring
        { text: 'BSN: 111222333', match: '111222333' }, // same number
        { text: 'BSN 111 222 333', match: '111 222 333' }, // same number, in threes, named
      ],
      negative: ['BE 0403.170.701' /* a Belgian VAT number: a neighbour's number */, '1112.52.333' /* python-stdnum: fails the 11-proef */, '111222333',
        'parcel 111 222 333 arrived', // in threes without a word: not the BSN's layout
      ],
    },
  }),
  idFormat({
    id: 'nl/identiteitskaartnummer',
    entity: 'NATIONAL_ID',
    country: 'NL',
    name: 'Paspoort- en identiteitskaartnummer (document number)',
    shape: String.raw`[A-Z]{2}[0-9A-Z]{6}\d`,
    validate: isNlDocumentNumber,
    checksum: 'none; no letter O',
    context: ['identiteitskaartnummer', 'paspoortnummer', 'documentnummer', 'ID-kaartnummer', 'passport number', 'document number'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'Paspoortnummer: XR1001R58', match: 'XR1001R58' }], // python-stdnum nl/identiteitskaartnummer docstring
      negative: ['BE 0403.170.701' /* a Belgian VAT number: a neighbour's number */, 'XR1001R58', 'Paspoortnummer: XO1001R58' /* no letter O */],
    },
  }),
  idFormat({
    id: 'no/fodselsnummer',
    entity: 'NATIONAL_ID',
    country: 'NO',
    name: 'Fødselsnummer (and D-nummer)',
    // DDMMYY and five digits, also in the other groupings python-stdnum's test list holds
    // (tests/test_no_fodselsnummer.doctest): "18-06-15-92527", "26 11 15 940 14", "111115984-03".
    shape: String.raw`\d{6}[ -]?\d{5}|\d\d(?<sep>[ -])\d\d\k<sep>\d\d\k<sep>(?:\d{5}|\d{3}\k<sep>\d\d)|\d{9}-\d\d`,
    validate: isNoFodselsnummer,
    checksum: 'two mod 11 check digits; birth date',
    context: ['fødselsnummer', 'fodselsnummer', 'f.nr', 'fnr', 'personnummer', 'D-nummer'],
    // A date and two check digits over eleven digits.
    requireContext: false,
    examples: {
      positive: [
        '151086 95088', // python-stdnum no/fodselsnummer docstring
        { text: 'fnr 15108695088', match: '15108695088' }, // python-stdnum no/fodselsnummer docstring
        '18-06-15-92527', // python-stdnum tests/test_no_fodselsnummer.doctest
        '26 11 15 940 14', // python-stdnum tests/test_no_fodselsnummer.doctest
        '111115984-03', // python-stdnum tests/test_no_fodselsnummer.doctest
      ],
      negative: ['SE 556058115801' /* a Swedish VAT number: a neighbour's number */, '15108695077' /* python-stdnum: invalid check digits */, '15138695088' /* month 13 */, '26 11 15 940 15' /* wrong check digit */],
    },
  }),
  idFormat({
    id: 'pl/pesel',
    entity: 'NATIONAL_ID',
    country: 'PL',
    name: 'PESEL',
    shape: String.raw`\d{11}`,
    validate: isPlPesel,
    checksum: 'mod 10 (weights 1 3 7 9); birth date with the century in the month',
    context: ['PESEL', 'nr PESEL', 'numer PESEL'],
    // A date and a check digit over eleven digits.
    requireContext: false,
    examples: {
      positive: ['44051401359', { text: 'nr PESEL 02270803624', match: '02270803624' }], // python-stdnum pl/pesel docstring; born 2002 (month + 20)
      negative: ['CZ25123891' /* a Czech VAT number: a neighbour's number */, '44051401358' /* python-stdnum: invalid check digit */, '44133101359' /* month 13 */],
    },
  }),
  idFormat({
    id: 'pt/cc',
    entity: 'NATIONAL_ID',
    country: 'PT',
    name: 'Cartão de Cidadão (document number)',
    shape: String.raw`\d{8} ?\d ?[A-Z]{2} ?\d|\d{9}[A-Z]{2}\d`,
    validate: isPtCc,
    checksum: 'Luhn over digits and letters',
    context: ['cartão de cidadão', 'cartao de cidadao', 'CC', 'nº do documento', 'documento de identificação'],
    // Two check digits around two letters: a shape of its own.
    requireContext: false,
    examples: {
      positive: ['00000000 0 ZZ4', { text: 'Cartão de Cidadão n.º 000000000ZZ4', match: '000000000ZZ4' }], // python-stdnum pt/cc docstring
      negative: ['ES B-58378431' /* a Spanish VAT number: a neighbour's number */, '10000000 0 ZZ4' /* wrong final check digit */, '00000000 0 ZZ'],
    },
  }),
  idFormat({
    id: 'pt/niss',
    entity: 'NATIONAL_ID',
    country: 'PT',
    name: 'Número de identificação da segurança social (NISS)',
    shape: String.raw`[12]\d{10}`,
    validate: isPtNiss,
    checksum: 'weighted sum mod 10 (29, 23 … 3, 2), check digit 9 minus it',
    context: ['NISS', 'segurança social', 'seguranca social'],
    // One check digit in ten over bare digits: only beside its name.
    requireContext: true,
    examples: {
      // Fictitious numbers valid by the rule (the fifth reading's tax office letter).
      positive: [{ text: 'N.º de Identificação da Segurança Social (NISS): 12048291735', match: '12048291735' }, { text: 'NISS 11084129805', match: '11084129805' }],
      negative: ['NISS: 12048291734' /* wrong check digit */, '12048291735' /* no name beside it */, 'NISS 32048291735' /* first digit neither 1 nor 2 */],
    },
  }),
  idFormat({
    id: 'ro/cnp',
    entity: 'NATIONAL_ID',
    country: 'RO',
    name: 'Cod numeric personal (CNP)',
    shape: String.raw`[1-9]\d{12}`,
    validate: isRoCnp,
    checksum: 'mod 11 check digit; birth date; county code',
    context: ['CNP', 'C.N.P.', 'cod numeric personal', 'codul numeric personal'],
    // A date, a county code and a check digit over thirteen digits.
    requireContext: false,
    examples: {
      positive: ['1630615123457', { text: 'CNP: 1630615123457', match: '1630615123457' }], // python-stdnum ro/cnp docstring
      negative: ['BG 175 074 752' /* a Bulgarian VAT number: a neighbour's number */, '1630615123458' /* python-stdnum: invalid check digit */, '1632215123457' /* month 22 */],
    },
  }),
  idFormat({
    id: 'se/personnummer',
    entity: 'NATIONAL_ID',
    country: 'SE',
    name: 'Personnummer (and samordningsnummer)',
    shape: String.raw`(?:19)?\d{6}[-+]\d{4}|(?:19|20)?\d{10}`,
    normalize: (p) => p.replace(/[-+]/g, ''),
    validate: isSePersonnummer,
    checksum: 'Luhn; birth date (day +60: samordningsnummer)',
    context: ['personnummer', 'personnr', 'pnr', 'samordningsnummer', 'personal identity number'],
    // A date and a Luhn digit with the "-" or "+" Swedes print; bare digits (also build and
    // time stamps starting 20) need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['880320-0016', '880320+0016', '701063-2391', { text: 'Personnummer: 8803200016', match: '8803200016' }], // python-stdnum se/personnummer docstring
      negative: ['DK 13585628' /* a Danish VAT number: a neighbour's number */, '880320-0018' /* wrong check digit */, '881320-0016' /* month 13 */, '8803200016', 'build 20230115-1029'],
    },
  }),
  idFormat({
    id: 'si/emso',
    entity: 'NATIONAL_ID',
    country: 'SI',
    name: 'Enotna matična številka občana (EMŠO)',
    shape: String.raw`\d{13}`,
    validate: isSiEmso,
    checksum: 'mod 11 check digit; birth date',
    context: ['EMŠO', 'EMSO', 'enotna matična številka občana', 'matična številka'],
    // A date and a check digit over thirteen digits.
    requireContext: false,
    examples: {
      positive: ['0101006500006', { text: 'EMŠO: 0101006500006', match: '0101006500006' }], // python-stdnum si/emso docstring
      negative: ['IT 00743110157' /* an Italian VAT number: a neighbour's number */, '0101006500007' /* wrong check digit */],
    },
  }),
  idFormat({
    id: 'tr/tckimlik',
    entity: 'NATIONAL_ID',
    country: 'TR',
    name: 'T.C. Kimlik Numarası',
    shape: String.raw`[1-9]\d{10}`,
    validate: isTrKimlik,
    checksum: 'two check digits',
    context: ['T.C. Kimlik No', 'TC Kimlik No', 'T.C. Kimlik', 'TC Kimlik', 'kimlik numarası', 'kimlik no', 'TCKN', 'TC No'],
    // Two check digits over eleven digits.
    requireContext: false,
    examples: {
      positive: ['17291716060', { text: 'T.C. Kimlik No.: 17291716060', match: '17291716060' }], // python-stdnum tr/tckimlik docstring
      negative: ['BG 175 074 752' /* a Bulgarian VAT number: a neighbour's number */, '17291716050' /* python-stdnum: invalid check digits */],
    },
  }),
  idFormat({
    id: 'ch/vat',
    entity: 'VAT_NUMBER',
    country: 'CH',
    name: 'Unternehmens-Identifikationsnummer (UID) / MWST-Nummer',
    // The Federal Statistical Office prints CHE-123.456.789; as python-stdnum ch/uid (which
    // strips every space, dash and dot), the digits are taken with a space or dot anywhere
    // between them, as forms typed by hand or read by OCR split them.
    // The suffix as python-stdnum reads it (upper-cased): also "MwSt", the German abbreviation.
    shape: String.raw`CHE[- ]?(?:\d[ .]?){8}\d(?:[ -]?(?:M[Ww][Ss][Tt]|TVA|IVA|TPV))?`,
    normalize: (p) => compact(p).replace(/(?:MWST|TVA|IVA|TPV)$/, '').slice(3),
    validate: isValidSwissUid,
    checksum: 'mod 11 check digit; CHE prefix',
    context: ['UID', 'MWST', 'MWST-Nr', 'TVA', 'IVA', 'TPV', 'IDE', 'VAT'],
    // A check digit plus the CHE prefix, in any spacing.
    requireContext: false,
    examples: {
      positive: [
        'CHE-107.787.577 IVA', // python-stdnum ch/vat docstring
        'CHE-105.838.471', // python-stdnum ch/uid docstring
        { text: 'N° IDE CHE-116.068.582 TVA', match: 'CHE-116.068.582 TVA' }, // python-stdnum tests/test_ch_uid.doctest
        // The same UID with each suffix python-stdnum ch/vat accepts (MWST, TVA, IVA, TPV),
        // printed as the Federal Statistical Office does (www.uid.admin.ch: "CHE-123.456.789 MWST"),
        // joined, or after a dash; no word needed: a check digit and the CHE prefix.
        'CHE-107.787.577 MWST',
        'CHE107787577TVA',
        'CHE-107.787.577 TPV',
        { text: 'Ref CHE-107.787.577-MWST was attached.', match: 'CHE-107.787.577-MWST' },
        'CHE 107 787 577 MWST', // the same, in groups of three with spaces
        'CHE-108.113.335 MwST', // python-stdnum tests/test_ch_vat.doctest
        'CHE-107.787.577 MwSt', // the docstring's number with the German abbreviation
        { text: 'MWST-Nr. CHE-10 7.787.5 77 IVA, 12 items', match: 'CHE-10 7.787.5 77 IVA' }, // the same, spaced as typed by hand
      ],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'CHE-105.838.472' /* wrong check digit */, 'CHE-10 5.838.47 2' /* the same, spaced */, 'CHE-105.838.47 1 2' /* ten digits */, 'CHE-10A.787.577' /* letters inside */, 'ZZZ-107.787.577'],
    },
  }),
  idFormat({
    id: 'no/mva',
    entity: 'VAT_NUMBER',
    country: 'NO',
    name: 'Merverdiavgiftsnummer (MVA; organisasjonsnummer + MVA)',
    shape: String.raw`(?:NO ?)?\d{3} ?\d{3} ?\d{3}(?: ?MVA)?`,
    normalize: (p) => compact(p).replace(/^NO/, '').replace(/MVA$/, ''),
    validate: isValidNorwegianOrgNr,
    checksum: 'mod 11 check digit (organisasjonsnummer)',
    context: ['MVA', 'org.nr', 'org nr', 'orgnr', 'organisasjonsnummer', 'foretaksregisteret'],
    // With "NO" before it or "MVA" after it a check digit stands alone; nine digits alone,
    // grouped 3-3-3 or not, need a word.
    requireContext: { unless: '^NO|MVA$' },
    examples: {
      positive: ['NO 995 525 828 MVA', '995525828MVA', { text: 'Org.nr. 988 077 917', match: '988 077 917' }], // python-stdnum no/mva, no/orgnr docstrings
      negative: ['fnr 15108695088' /* a Norwegian fødselsnummer: a neighbour's number */, 'NO 995 525 829 MVA' /* wrong check digit */, '988077917', 'MVA 12 %'],
    },
  }),
  idFormat({
    id: 'is_/vsk',
    entity: 'VAT_NUMBER',
    country: 'IS',
    name: 'Virðisaukaskattsnúmer (VSK number)',
    shape: String.raw`(?:IS ?)?\d{5,6}`,
    normalize: (p) => compact(p).replace(/^IS/, ''),
    validate: (d) => isDigits(d) && (d.length === 5 || d.length === 6),
    checksum: 'none',
    context: ['VSK', 'VSK number', 'VSK-númer', 'virðisaukaskattsnúmer', 'VAT number'],
    // Five or six digits with no check: only next to its name, even after "IS".
    requireContext: true,
    examples: {
      positive: [{ text: 'VSK-númer: IS 00621', match: 'IS 00621' }], // python-stdnum is_/vsk docstring
      negative: ['Kennitala: 4504013150' /* an Icelandic kennitala: a neighbour's number */, 'IS 00621', 'VSK-númer: IS 0062'],
    },
  }),
  idFormat({
    id: 'ru/inn',
    entity: 'VAT_NUMBER',
    country: 'RU',
    name: 'Идентификационный номер налогоплательщика (ИНН)',
    shape: String.raw`\d{10}(?:\d\d)?`,
    validate: isValidInn,
    checksum: 'mod 11 check digits',
    context: ['ИНН', 'INN', 'ИНН/КПП', 'taxpayer identification number'],
    // Ten or twelve bare digits: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'ИНН 1234567894', match: '1234567894' }, { text: 'INN: 123456789047', match: '123456789047' }], // python-stdnum ru/inn docstring
      negative: ['T.C. Kimlik No.: 17291716060' /* a Turkish ID: a neighbour's number */, 'ИНН 1234567895' /* wrong check digit */, '1234567894'],
    },
  }),
  idFormat({
    // Not in python-stdnum: Russia's СНИЛС (insurance number of the individual account, Pension
    // Fund rules): nine digits and two check digits, the sum of the digits weighted 9 … 1, as is
    // below 100, 00 at 100 and 101, else the sum mod 101 (00 for 100).
    id: 'ru/snils',
    entity: 'NATIONAL_ID',
    country: 'RU',
    name: 'Страховой номер индивидуального лицевого счёта (СНИЛС)',
    shape: String.raw`\d{3}-\d{3}-\d{3}[ -]\d{2}|\d{11}`,
    validate: isRuSnils,
    checksum: 'two check digits (weights 9-1, mod 101)',
    context: ['СНИЛС', 'SNILS', 'страховой номер'],
    // Eleven digits with two check digits, in the 3-3-3 2 layout, stand alone; bare ones need a word.
    requireContext: 'when-bare',
    examples: {
      // Fictitious numbers (the seventh reading's Russian employment certificate).
      positive: ['128-734-592 88', { text: 'СНИЛС 15628493798', match: '15628493798' }],
      negative: ['ИНН 1234567894' /* a Russian INN: a neighbour's number */, '128-734-592 89' /* wrong check digits */, '15628493798'],
    },
  }),
];
