/**
 * National IDs the tenth independent reading found standing (test/fixtures/reader10/):
 * Luxembourg, Kazakh, Iranian, Georgian, Albanian, Bangladeshi, Tunisian, Venezuelan and Ghanaian
 * numbers. Every entry says next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { luhn, verhoeff } from '../lib/checksums.js';
import { isCalendarDate, isRepeatedDigit, twoDigits } from './algorithms.js';
import { digit, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Luxembourg (CCSS, the numéro d'identification national or matricule, since 2014): the birth
// date as YYYYMMDD, three serial digits, a Luhn digit over the first eleven and a Verhoeff digit
// over the same eleven (guichet.lu, "Numéro d'identification national"; CCSS's matricule rules).
function isLuMatricule(d: string): boolean {
  if (!isDigits(d, 13)) return false;
  const year = Number(d.slice(0, 4));
  if (year < 1900 || !isCalendarDate(year, twoDigits(d, 4), twoDigits(d, 6))) return false;
  return luhn(d.slice(0, 12)) && verhoeff(d.slice(0, 11) + d[12]);
}

// Kazakhstan (the ИИН / ЖСН, individual identification number): YYMMDD, a digit for the
// century and sex (1–6), four serial digits and a check digit: weights 1…11 mod 11, and when
// that is 10 the weights 3…11, 1, 2; a second 10 is never issued (the Ministry of Justice's
// rules of 2007; Wikipedia ru, "Индивидуальный идентификационный номер").
function isKzIin(d: string): boolean {
  if (!isDigits(d, 12) || isRepeatedDigit(d)) return false;
  const c = digit(d, 6);
  if (c < 1 || c > 6) return false;
  const year = (c <= 2 ? 1800 : c <= 4 ? 1900 : 2000) + twoDigits(d, 0);
  if (!isCalendarDate(year, twoDigits(d, 2), twoDigits(d, 4))) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += digit(d, i) * (i + 1);
  let check = sum % 11;
  if (check === 10) {
    sum = 0;
    for (let i = 0; i < 11; i++) sum += digit(d, i) * (((i + 2) % 11) + 1);
    check = sum % 11;
  }
  return check < 10 && check === digit(d, 11);
}

// Iran (the code melli, کد ملی): ten digits, the last a check digit: Σ d[i]·(10 − i) over the
// first nine mod 11, kept when under 2, else 11 minus it (Wikipedia fa, "کارت ملی"; the Civil
// Registration Organization's rule). Printed in Persian digits as often as in ASCII ones: the
// engine folds those to ASCII before the detectors read the text (engine/digits-folded.ts).
function isIrMelli(d: string): boolean {
  if (!isDigits(d, 10) || isRepeatedDigit(d)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += digit(d, i) * (10 - i);
  const r = sum % 11;
  return digit(d, 9) === (r < 2 ? r : 11 - r);
}

// Albania (the numri personal on the identity card, also the NIPT of a person): a letter for the
// birth decade, the year's last digit, the month (plus 50 for women), the day, three serial
// digits and a check letter whose algorithm is not published (python-stdnum al/nipt: "check
// digit algorithm unknown").
function isAlNid(s: string): boolean {
  if (!/^[A-T]\d{8}[A-W]$/.test(s)) return false;
  const m = twoDigits(s, 2);
  const month = m > 50 ? m - 50 : m;
  const day = twoDigits(s, 4);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// Venezuela (SENIAT, the RIF): a letter (V Venezuelan, E foreigner, J company, P passport, G
// government), eight digits and a check digit: the letter's value (V 4, E 8, J 12, P 16, G 20)
// plus weights 3 2 7 6 5 4 3 2 over the digits, 11 minus the sum mod 11, where 10 and 11 are 0
// (python-stdnum ve/rif).
const VE_LETTER: Readonly<Record<string, number>> = { V: 4, E: 8, J: 12, P: 16, G: 20 };
function isVeRif(s: string): boolean {
  if (!/^[VEJPG]\d{9}$/.test(s)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  let sum = VE_LETTER[s[0]!]!;
  for (let i = 0; i < 8; i++) sum += digit(s, i + 1) * weights[i]!;
  const check = (11 - (sum % 11)) % 11 % 10;
  return check === digit(s, 9);
}

// Ghana (GRA, the TIN of those who hold no Ghana Card PIN): P00 (individuals), C00, G00, Q00 or
// V00, seven characters and a check digit: Σ (i + 1)·d over the nine after the letter, mod 11,
// 10 printed X (python-stdnum gh/tin).
function isGhTin(s: string): boolean {
  if (!/^[PCGQV]00[A-Z0-9]{7}[0-9X]$/.test(s)) return false;
  let sum = 0;
  for (let i = 1; i < 10; i++) {
    const v = digit(s, i);
    if (v < 0 || v > 9) return false;
    sum += i * v;
  }
  const check = sum % 11;
  return s[10] === (check === 10 ? 'X' : String(check));
}

const notRepeated = (n: number) => (d: string): boolean => isDigits(d, n) && !isRepeatedDigit(d);

export const WORLD_TENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has lu/tva only.
    id: 'lu/matricule',
    entity: 'NATIONAL_ID',
    country: 'LU',
    name: "Luxembourg national identification number (matricule, numéro d'identification national, Sozialversicherungsnummer)",
    shape: String.raw`\d{4} ?\d{4} ?\d{3} ?\d{2}`,
    validate: isLuMatricule,
    checksum: 'the birth date, Luhn and Verhoeff over the first eleven digits',
    context: ['matricule', "numéro d'identification national", 'numéro national', 'identifiant national', 'Matrikelnummer', 'Sozialversicherungsnummer', 'CCSS', 'national identification number'],
    // Thirteen digits starting with a date are also timestamps and order numbers, and two check
    // digits still let 1 in 100 through: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the tenth reading's CCSS letter).
      positive: [{ text: 'matricule 1985 0714 123 41', match: '1985 0714 123 41' }, { text: 'Votre matricule est le 1985071412341.', match: '1985071412341' }],
      negative: ['DK13585628' /* a Danish VAT number: a neighbour's number */, 'matricule 1985 0714 123 42' /* wrong Verhoeff digit */, '1985071412341'],
    },
  }),
  idFormat({
    // python-stdnum has no kz module.
    id: 'kz/iin',
    entity: 'NATIONAL_ID',
    country: 'KZ',
    name: 'Kazakh individual identification number (ИИН, ЖСН, IIN)',
    shape: String.raw`\d{12}`,
    validate: isKzIin,
    checksum: 'the birth date and century digit, weights 1…11 (then 3…11, 1, 2) mod 11',
    context: ['ИИН', 'ЖСН', 'IIN', 'индивидуальный идентификационный номер', 'жеке сәйкестендіру нөмірі'],
    // Twelve digits are also account and document numbers: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the tenth reading's employment certificate).
      positive: [{ text: 'ИИН 900418450816, дата рождения', match: '900418450816' }, { text: '(ЖСН 900418450816)', match: '900418450816' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'ИИН 900418450817' /* wrong check digit */, '900418450816'],
    },
  }),
  idFormat({
    // python-stdnum has no ir module.
    id: 'ir/melli',
    entity: 'NATIONAL_ID',
    country: 'IR',
    name: 'Iranian national code (code melli, کد ملی, شماره ملی)',
    shape: String.raw`\d{3}-?\d{6}-?\d`,
    validate: isIrMelli,
    checksum: 'Σ d·(10 − i) mod 11 (the remainder under 2, else 11 minus it)',
    context: ['کد ملی', 'شماره ملی', 'کدملی', 'code melli', 'national code', 'National ID', 'national ID number'],
    // Ten digits are phone and account numbers: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the tenth reading's employment certificate).
      positive: [{ text: 'کد ملی: 0084182733', match: '0084182733' }, { text: 'National ID 0084182733, mobile', match: '0084182733' }, { text: 'به شماره ملی ۰۰۸۴۱۸۲۷۳۳ و', match: '۰۰۸۴۱۸۲۷۳۳' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'کد ملی 0084182734' /* wrong check digit */, '0084182733'],
    },
  }),
  idFormat({
    // python-stdnum has no ge module.
    id: 'ge/pn',
    entity: 'NATIONAL_ID',
    country: 'GE',
    name: 'Georgian personal number (პირადი ნომერი)',
    shape: String.raw`\d{11}`,
    validate: notRepeated(11),
    checksum: 'none published; eleven digits',
    context: ['პირადი ნომერი', 'პირადი №', 'პ/ნ', 'personal number', 'personal No'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's employment certificate).
      positive: [{ text: '(პირადი ნომერი 01024081273, დაბადების', match: '01024081273' }],
      negative: ['DK13585628' /* a Danish VAT number: a neighbour's number */, 'პირადი ნომერი 11111111111'],
    },
  }),
  idFormat({
    // python-stdnum al/nipt reads the same shape for a person's tax number.
    id: 'al/nid',
    entity: 'NATIONAL_ID',
    country: 'AL',
    name: 'Albanian personal number (numri personal, NID)',
    shape: String.raw`[A-T]\d{8}[A-W]`,
    validate: isAlNid,
    checksum: 'the birth month (plus 50 for women) and day; the check letter is not published',
    context: ['numër personal', 'numri personal', 'numrin personal', 'nr. personal', 'NID', 'personal number'],
    // Letter, eight digits, letter is also a product or document code: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's employment certificate).
      positive: [{ text: 'me numër personal I85714098P, banuese', match: 'I85714098P' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'numër personal I81314098P' /* no month 13 */, 'I85714098P'],
    },
  }),
  idFormat({
    // python-stdnum has no al module for it; the ISSH (Instituti i Sigurimeve Shoqërore) gives
    // the insured a number of its own beside the personal number.
    id: 'al/issh',
    entity: 'NATIONAL_ID',
    country: 'AL',
    name: 'Albanian social insurance number (numri i sigurimit, ISSH)',
    shape: String.raw`\d{6,10}`,
    validate: (d) => !isRepeatedDigit(d),
    checksum: 'none published',
    context: ['numër sigurimi', 'numri i sigurimit', 'numrin e sigurimit', 'nr. sigurimi', 'numër sigurimi shoqëror'],
    // A bare run of digits is anything: only right after its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's employment certificate).
      positive: [{ text: 'e siguruar pranë ISSH-së, me numër sigurimi 2118473.', match: '2118473' }],
      negative: ['ISSH-së, në vitin 2118473' /* no label */, 'numër sigurimi 1111111' /* one digit repeated */],
    },
  }),
  idFormat({
    // python-stdnum has no bd module.
    id: 'bd/nid',
    entity: 'NATIONAL_ID',
    country: 'BD',
    name: 'Bangladeshi national identity number (NID, জাতীয় পরিচয়পত্র নম্বর; smart card 10 digits, old 13 or 17)',
    shape: String.raw`\d{17}|\d{13}|\d{10}|\d{3} \d{3} \d{4}`,
    validate: (d) => (isDigits(d, 10) || isDigits(d, 13) || isDigits(d, 17)) && !isRepeatedDigit(d),
    checksum: 'none published',
    context: ['NID', 'NID number', 'NID No', 'Old NID', 'National ID', 'national identity card', 'জাতীয় পরিচয়পত্র', 'এনআইডি'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the tenth reading's correction form).
      positive: [{ text: "Applicant's NID number (Smart Card) : 4182736450", match: '4182736450' }, { text: 'Old NID (17 digit) : 19882691847263514', match: '19882691847263514' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NID number 0000000000', '4182736450'],
    },
  }),
  idFormat({
    // python-stdnum has no bd module.
    id: 'bd/brn',
    entity: 'NATIONAL_ID',
    country: 'BD',
    name: 'Bangladeshi birth registration number (জন্ম নিবন্ধন নম্বর, BRN)',
    shape: String.raw`\d{17}`,
    validate: notRepeated(17),
    checksum: 'none published; the birth year first',
    context: ['birth registration', 'birth registration no', 'BRN', 'জন্ম নিবন্ধন'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's correction form).
      positive: [{ text: 'birth registration no. 19871014718273645.', match: '19871014718273645' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'birth registration no. 11111111111111111', '19871014718273645'],
    },
  }),
  idFormat({
    // python-stdnum has no tn module for the CIN.
    id: 'tn/cin',
    entity: 'NATIONAL_ID',
    country: 'TN',
    name: "Tunisian national identity card number (carte d'identité nationale, CIN, بطاقة التعريف الوطنية)",
    shape: String.raw`\d{8}`,
    validate: notRepeated(8),
    checksum: 'none; eight digits',
    context: ['CIN', "carte d'identité nationale", "carte d'identité", 'CIN n°', 'بطاقة التعريف'],
    // Eight digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the tenth reading's CNAM letter).
      positive: [{ text: "carte d'identité nationale n° 08418273, né le", match: '08418273' }, { text: 'Mme Rim Trabelsi (CIN 09271846)', match: '09271846' }],
      negative: ['DK13585628' /* a Danish VAT number: a neighbour's number */, 'CIN 00000000', '08418273'],
    },
  }),
  idFormat({
    // python-stdnum has no tn module for the CNAM number.
    id: 'tn/cnam',
    entity: 'NATIONAL_ID',
    country: 'TN',
    name: "Tunisian health insurance number (identifiant assuré social, CNAM)",
    shape: String.raw`\d{8}-\d{2}`,
    validate: notRepeated(10),
    checksum: 'none published; eight digits and a two-digit rank',
    context: ['identifiant assuré social', 'identifiant unique', 'identifiant CNAM', 'matricule CNAM', 'assuré social'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's CNAM letter).
      positive: [{ text: "sous l'identifiant assuré social 18472936-01, titulaire", match: '18472936-01' }],
      negative: ['DK13585628' /* a Danish VAT number: a neighbour's number */, 'identifiant assuré social 11111111-11', '18472936-01'],
    },
  }),
  idFormat({
    id: 've/rif',
    entity: 'VAT_NUMBER',
    country: 'VE',
    name: 'Venezuelan tax number (Registro de Información Fiscal, RIF)',
    shape: String.raw`[VEJPG]-?\d{8}-?\d`,
    validate: isVeRif,
    checksum: 'weights 3 2 7 6 5 4 3 2 over the letter and the digits, mod 11',
    context: ['RIF', 'R.I.F', 'C.I./RIF', 'Registro de Información Fiscal'],
    // A letter, eight digits and a check digit are distinctive printed with their hyphens; run
    // together they are a product code's shape too.
    requireContext: { unless: String.raw`^[VEJPG]-\d{8}-\d$` },
    examples: {
      // Fictitious numbers (the tenth reading's invoice).
      positive: [{ text: 'C.I./RIF: V-18472936-5', match: 'V-18472936-5' }, { text: 'RIF: J-40918273-8', match: 'J-40918273-8' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'RIF: V-18472936-4' /* wrong check digit */, 'V184729365'],
    },
  }),
  idFormat({
    id: 'gh/tin',
    entity: 'VAT_NUMBER',
    country: 'GH',
    name: 'Ghanaian taxpayer identification number (GRA TIN)',
    shape: String.raw`[PCGQV]00[A-Z0-9]{7}[0-9X]`,
    validate: isGhTin,
    checksum: 'Σ (i + 1)·d mod 11 over the nine after the letter (10 is X)',
    context: ['TIN', 'taxpayer identification number', 'GRA TIN'],
    // The prefix and the check digit are distinctive, but P00 with ten characters is a part
    // number's shape as well: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's onboarding form); python-stdnum's example.
      positive: [{ text: 'TIN: P0041827368', match: 'P0041827368' }, { text: 'TIN C0000803561', match: 'C0000803561' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'TIN C0000803562' /* wrong check digit */, 'P0041827368'],
    },
  }),
  idFormat({
    id: 'gh/ssnit',
    entity: 'NATIONAL_ID',
    country: 'GH',
    name: 'Ghanaian social security number (SSNIT number)',
    shape: String.raw`[A-Z]\d{12}`,
    validate: (s) => /^[A-Z]\d{12}$/.test(s) && !isRepeatedDigit(s.slice(1)),
    checksum: 'none published; a letter and twelve digits',
    context: ['SSNIT', 'SSNIT No', 'SSNIT number', 'social security number'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the tenth reading's onboarding form).
      positive: [{ text: 'SSNIT No.: C018904182736', match: 'C018904182736' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'SSNIT No.: C000000000000', 'C018904182736'],
    },
  }),
];
