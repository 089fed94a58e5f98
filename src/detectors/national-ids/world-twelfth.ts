/**
 * National IDs the twelfth independent reading found standing (test/fixtures/reader12/):
 * Maltese, Senegalese, Guatemalan, Belarusian, Azerbaijani, Tanzanian, Uzbek, Ethiopian and
 * Jamaican numbers. Every entry says next to `requireContext` why (README, "National IDs and tax
 * numbers").
 */
import { isCalendarDate, isRepeatedDigit, twoDigits } from './algorithms.js';
import { digit, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Guatemala (RENAP, the Código Único de Identificación on the DPI): eight digits, a check digit
// (Σ d·(2, 3, …, 9) over the eight, mod 11; 10 is never issued), the department (01–22) and the
// municipality within it (the numbers of municipalities per department, INE's codes). The
// same rule as the validators published for RENAP's CUI (e.g. the "validarCUI" routine that
// Guatemalan government forms use).
const GT_MUNICIPALITIES = [17, 8, 16, 16, 13, 14, 19, 8, 24, 21, 9, 30, 32, 21, 8, 17, 14, 7, 11, 11, 7, 17];
function isGtCui(d: string): boolean {
  if (!isDigits(d, 13) || isRepeatedDigit(d.slice(0, 8))) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digit(d, i) * (i + 2);
  if (sum % 11 !== digit(d, 8)) return false;
  const department = twoDigits(d, 9);
  const municipality = twoDigits(d, 11);
  return department >= 1 && department <= 22 && municipality >= 1 && municipality <= GT_MUNICIPALITIES[department - 1]!;
}

// Belarus (the identification number, асабісты / ідэнтыфікацыйны нумар, in the passport and ID
// card): the sex and century (1–6), the birth date DDMMYY, the registering region's letter (A B
// C H K E M), a serial of three digits, the citizenship code (PB: a citizen; BA, BI: others) and
// a check digit (Ministry of Internal Affairs, the passport's "Идентификационный номер"; the
// check digit's rule is not published, the date and codes are read).
function isByPersonal(s: string): boolean {
  if (!/^[1-6]\d{6}[ABCHKEM]\d{3}(?:PB|BA|BI)\d$/.test(s)) return false;
  const century = s[0] === '1' || s[0] === '2' ? 1800 : s[0] === '3' || s[0] === '4' ? 1900 : 2000;
  return isCalendarDate(century + twoDigits(s, 5), twoDigits(s, 3), twoDigits(s, 1));
}

// Uzbekistan (JShShIR / PINFL, the personal identification number of a natural person): the
// sex and century (1–6), the birth date DDMMYY, the district's code (three digits), a serial
// (three) and a check digit (weights 7 3 1 over the thirteen, mod 10: the same rule as the
// Soviet successors' personal numbers; the State Personalisation Centre's format).
function isUzPinfl(d: string): boolean {
  if (!isDigits(d, 14) || d[0]! < '1' || d[0]! > '6') return false;
  const century = d[0] === '1' || d[0] === '2' ? 1800 : d[0] === '3' || d[0] === '4' ? 1900 : 2000;
  if (!isCalendarDate(century + twoDigits(d, 5), twoDigits(d, 3), twoDigits(d, 1))) return false;
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += digit(d, i) * weights[i % 3]!;
  return sum % 10 === digit(d, 13);
}

// Tanzania (NIDA, the national identification number): the birth date YYYYMMDD, then five,
// five and two digits (NIDA's card; no check digit published).
function isTzNida(d: string): boolean {
  if (!isDigits(d, 20)) return false;
  const year = Number(d.slice(0, 4));
  return year >= 1900 && year <= 2030 && isCalendarDate(year, twoDigits(d, 4), twoDigits(d, 6)) && !isRepeatedDigit(d.slice(8));
}

// Azerbaijan (VÖEN, the taxpayer identification number): the territorial unit's two digits, a
// serial of six, a check digit (Σ d·(4, 1, 8, 6, 2, 7, 5, 3) mod 11 over the first eight) and the
// taxpayer's status (1 a legal person, 2 a natural person) (python-stdnum az/voen).
function isAzVoen(d: string): boolean {
  if (!isDigits(d, 10) || (d[9] !== '1' && d[9] !== '2')) return false;
  const weights = [4, 1, 8, 6, 2, 7, 5, 3];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digit(d, i) * weights[i]!;
  return sum % 11 === digit(d, 8);
}

const notRepeated = (n: number) => (d: string): boolean => isDigits(d, n) && !isRepeatedDigit(d);

export const WORLD_TWELFTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has mt/vat only.
    id: 'mt/id',
    entity: 'NATIONAL_ID',
    country: 'MT',
    name: "Maltese identity card number (numru tal-karta tal-identità)",
    shape: String.raw`\d{3,7}[MGAPLHBZ]`,
    validate: (s) => /^\d{3,7}[MGAPLHBZ]$/.test(s) && !isRepeatedDigit(s.slice(0, -1)),
    checksum: 'none published; up to seven digits and the letter of the holder\'s register (M, G, A, P, L, H, B, Z)',
    context: ['karta tal-identità', 'karta tal-identita', 'identity card', 'ID card', 'karta tal-ID'],
    // Digits and one capital are a part number's or a flat's: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twelfth reading's Jobsplus form).
      positive: [{ text: 'Numru tal-Karta tal-Identità: 0418273M', match: '0418273M' }, { text: 'Maltese ID card no. 271984M', match: '271984M' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Numru tal-Karta tal-Identità: 0000000M', '0418273M'],
    },
  }),
  idFormat({
    // python-stdnum has sn/ninea only.
    id: 'sn/cni',
    entity: 'NATIONAL_ID',
    country: 'SN',
    name: "Senegalese national identification number (NIN, carte nationale d'identité CEDEAO)",
    shape: String.raw`[12] ?\d{3} ?\d{4} ?\d{5}`,
    validate: (d) => isDigits(d, 13) && (d[0] === '1' || d[0] === '2') && !isRepeatedDigit(d.slice(1)),
    checksum: 'none published; thirteen digits, the first the holder\'s sex (1, 2)',
    context: ["carte nationale d'identité", "carte nationale d'identite", "carte d'identité", 'CNI', 'NIN', 'CEDEAO', 'numéro d\'identification national'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twelfth reading's attestation de travail).
      positive: [{ text: "titulaire de la carte nationale d'identité CEDEAO\nn° 1 751 1988 04182, immatriculé", match: '1 751 1988 04182' }, { text: 'CNI : 2751199204183', match: '2751199204183' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CNI 3 751 1988 04182' /* sex 3 */, '1 751 1988 04182'],
    },
  }),
  idFormat({
    // python-stdnum has sn/ninea only.
    id: 'sn/ipres',
    entity: 'NATIONAL_ID',
    country: 'SN',
    name: "Senegalese pension fund member number (numéro d'immatriculation à l'IPRES, Institution de Prévoyance Retraite du Sénégal)",
    shape: String.raw`\d{3} \d{3} \d{2,3}|\d{8,9}`,
    validate: (d) => (isDigits(d, 8) || isDigits(d, 9)) && !isRepeatedDigit(d),
    checksum: 'none published; eight or nine digits, grouped by threes or not',
    context: ['IPRES', 'Institution de Prévoyance Retraite', 'Institution de Prevoyance Retraite'],
    // No check digit: only next to the institution's name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twelfth reading's attestation de travail).
      positive: [{ text: "immatriculé à l'IPRES sous le n° 418 273 65 et", match: '418 273 65' }, { text: 'N° IPRES : 527410836', match: '527410836' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'IPRES 000 000 00', '418 273 65'],
    },
  }),
  idFormat({
    // python-stdnum has sn/ninea only.
    id: 'sn/css',
    entity: 'NATIONAL_ID',
    country: 'SN',
    name: "Senegalese social security number (Caisse de Sécurité Sociale, CSS)",
    shape: String.raw`CSS-\d{6,9}`,
    normalize: (printed) => printed.slice(4),
    validate: (d) => /^\d{6,9}$/.test(d) && !isRepeatedDigit(d),
    checksum: "none published; the fund's letters and six to nine digits",
    context: ['Caisse de Sécurité Sociale', 'Caisse de Securite Sociale', 'Sécurité Sociale', 'Securite Sociale', 'immatriculé', 'immatriculée', 'immatriculation', "numéro d'immatriculation"],
    // `CSS-` and digits are also a ticket's key: only next to the fund's name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twelfth reading's attestation de travail).
      positive: [{ text: 'à la Caisse de Sécurité Sociale sous le n° CSS-0418273, est', match: 'CSS-0418273' }, { text: 'immatriculée CSS-2741083', match: 'CSS-2741083' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'fixed in ticket CSS-0418273', 'Sécurité Sociale CSS-0000000'],
    },
  }),
  idFormat({
    // python-stdnum has gt/nit only.
    id: 'gt/cui',
    entity: 'NATIONAL_ID',
    country: 'GT',
    name: 'Guatemalan personal identification code (CUI, Código Único de Identificación, on the DPI)',
    shape: String.raw`\d{4} ?\d{5} ?\d{4}`,
    validate: isGtCui,
    checksum: 'weights 2–9 over the first eight digits mod 11, the department and municipality',
    context: ['CUI', 'DPI', 'Documento Personal de Identificación', 'Documento Personal de Identificacion', 'Código Único de Identificación', 'Codigo Unico de Identificacion'],
    // One check digit in eleven and a place code: thirteen digits are order numbers too. Only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twelfth reading's SAT letter; check digits computed by the rule above).
      positive: [{ text: 'Documento Personal de Identificación (DPI), CUI: 2418 27361 0101', match: '2418 27361 0101' }, { text: 'DPI 1482 73653 0108, NIT', match: '1482 73653 0108' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CUI: 2418 27362 0101' /* wrong check digit */, 'CUI: 2418 27361 2301' /* no department 23 */, '2418 27361 0101'],
    },
  }),
  idFormat({
    // python-stdnum has by/unp only.
    id: 'by/personal',
    entity: 'NATIONAL_ID',
    country: 'BY',
    name: 'Belarusian identification number (асабісты нумар, идентификационный номер)',
    shape: String.raw`[1-6]\d{6}[ABCHKEM]\d{3}(?:PB|BA|BI)\d`,
    validate: isByPersonal,
    checksum: 'the sex and century digit, the birth date, the region letter and the citizenship code',
    context: ['асабісты нумар', 'ідэнтыфікацыйны нумар', 'личный номер', 'идентификационный номер', 'identification number', 'personal number'],
    // A birth date, a region's letter and PB, BA or BI: no other number is written so.
    requireContext: false,
    examples: {
      // Fictitious numbers (the twelfth reading's даведка).
      positive: [{ text: 'асабісты нумар 4120589A041PB2, пашпарт', match: '4120589A041PB2' }, { text: '(асабісты нумар 3300791A018PB0),', match: '3300791A018PB0' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '4320589A041PB2' /* no day 32 */, '4120589D041PB2' /* no region D */],
    },
  }),
  idFormat({
    // python-stdnum has by/unp only.
    id: 'by/passport',
    entity: 'NATIONAL_ID',
    country: 'BY',
    name: 'Belarusian passport and ID card number (пашпарт, паспорт)',
    shape: String.raw`(?:MP|MC|AB|BM|HB|KH|KB|PP) ?\d{7}`,
    validate: (s) => /^[A-Z]{2}\d{7}$/.test(s) && !isRepeatedDigit(s.slice(2)),
    checksum: "none; the issuing region's two letters and seven digits",
    context: ['пашпарт', 'пашпарта', 'паспорт', 'паспорта', 'passport'],
    // Two capitals and seven digits are many countries' passports and a part number's shape: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twelfth reading's даведка).
      positive: [{ text: 'пашпарт MP 2418273 выдадзены Першамайскім РУУС', match: 'MP 2418273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'пашпарт MP 0000000', 'MP 2418273'],
    },
  }),
  idFormat({
    // python-stdnum has no uz module.
    id: 'uz/pinfl',
    entity: 'NATIONAL_ID',
    country: 'UZ',
    name: 'Uzbek personal identification number (JShShIR, PINFL)',
    shape: String.raw`\d{14}`,
    validate: isUzPinfl,
    checksum: 'the sex and century digit, the birth date, weights 7 3 1 mod 10',
    context: ['JShShIR', 'JSHSHIR', 'PINFL', 'ЖШШИР', 'ПИНФЛ', 'personal identification number'],
    // Fourteen digits with a date and one check digit are account numbers too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twelfth reading's ma'lumotnoma).
      positive: [{ text: 'JShShIR / PINFL: 41205890260414, pasport', match: '41205890260414' }, { text: 'PINFL 33007910261181, tel.', match: '33007910261181' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'PINFL 41205890260415' /* wrong check digit */, '41205890260414'],
    },
  }),
  idFormat({
    // python-stdnum has no tz module.
    id: 'tz/nida',
    entity: 'NATIONAL_ID',
    country: 'TZ',
    name: 'Tanzanian national identification number (NIDA, Kitambulisho cha Taifa)',
    shape: String.raw`\d{8}-\d{5}-\d{5}-\d{2}|\d{20}`,
    validate: isTzNida,
    checksum: 'none published; the birth date YYYYMMDD and twelve digits',
    context: ['NIDA', 'Kitambulisho cha Taifa', 'National ID', 'national identification number', 'NIN'],
    // A birth date then 5-5-2 digits, hyphenated: no other number is printed so. Bare twenty
    // digits are an account's: those need the word.
    requireContext: 'when-bare',
    examples: {
      // Fictitious numbers (the twelfth reading's SACCOS loan form).
      positive: [{ text: 'Namba ya Kitambulisho cha Taifa (NIDA): 19890512-14127-00004-18', match: '19890512-14127-00004-18' }, { text: 'Mdhamini 19850921-11105-00002-27 simu', match: '19850921-11105-00002-27' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '19891312-14127-00004-18' /* no month 13 */, '19890512141270000418'],
    },
  }),
  idFormat({
    // python-stdnum has no et module.
    id: 'et/fan',
    entity: 'NATIONAL_ID',
    country: 'ET',
    name: 'Ethiopian Fayda alias number (FAN, የፋይዳ ቁጥር)',
    shape: String.raw`\d{4} ?\d{4} ?\d{4} ?\d{4}`,
    validate: notRepeated(16),
    checksum: 'none published; sixteen digits',
    context: ['FAN', 'Fayda', 'የፋይዳ ቁጥር', 'ፋይዳ', 'Fayda number'],
    // Sixteen digits are card numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twelfth reading's account-opening form).
      positive: [{ text: 'የፋይዳ ቁጥር (FAN): 4182 7365 0418 2739', match: '4182 7365 0418 2739' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'FAN: 0000 0000 0000 0000', '4182 7365 0418 2739'],
    },
  }),
  idFormat({
    // python-stdnum has no et module.
    id: 'et/tin',
    entity: 'VAT_NUMBER',
    country: 'ET',
    name: 'Ethiopian taxpayer identification number (TIN, የግብር ከፋይ መለያ ቁጥር)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10),
    checksum: 'none published; ten digits',
    context: ['የግብር ከፋይ መለያ ቁጥር', 'ERCA TIN'],
    // Ten digits are phone numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twelfth reading's account-opening form).
      positive: [{ text: 'የግብር ከፋይ መለያ ቁጥር (TIN): 0041827365', match: '0041827365' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'የግብር ከፋይ መለያ ቁጥር: 0000000000', '0041827365'],
    },
  }),
  idFormat({
    // python-stdnum has no jm module.
    id: 'jm/trn',
    entity: 'NATIONAL_ID',
    country: 'JM',
    name: 'Jamaican taxpayer registration number (TRN)',
    shape: String.raw`\d{3}-\d{3}-\d{3}|\d{9}`,
    validate: notRepeated(9),
    checksum: 'none published; nine digits',
    context: ['TRN', 'Taxpayer Registration Number', 'tax registration number'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twelfth reading's Tax Administration Jamaica letter).
      positive: [{ text: 'the particulars held against TRN 118-427-365.', match: '118-427-365' }, { text: 'Mrs. Shanice Patrice Whyte (TRN 127-094-418), remains', match: '127-094-418' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'TRN 111-111-111', '118-427-365'],
    },
  }),
  idFormat({
    // python-stdnum az/voen.
    id: 'az/voen',
    entity: 'VAT_NUMBER',
    country: 'AZ',
    name: 'Azerbaijani taxpayer identification number (VÖEN, Vergi ödəyicisinin eyniləşdirmə nömrəsi)',
    shape: String.raw`\d{3} ?\d{3} ?\d{4}|\d{10}`,
    validate: isAzVoen,
    checksum: 'weights 4 1 8 6 2 7 5 3 mod 11 (the ninth digit), the status digit 1 or 2',
    context: ['VÖEN', 'VOEN', 'Vergi ödəyicisinin eyniləşdirmə nömrəsi', 'ИНН', 'tax identification number', 'TIN'],
    // Ten digits with one check digit in eleven are phone numbers too: only next to its name.
    requireContext: true,
    examples: {
      // python-stdnum az/voen's doctest: 140 155 5071 valid, 140 155 5081 a wrong check digit.
      positive: [{ text: 'VÖEN: 140 155 5071', match: '140 155 5071' }, { text: 'fərdi sahibkar (VÖEN 1704182731)', match: '1704182731' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'VÖEN 140 155 5081' /* wrong check digit */, '1401555071'],
    },
  }),
  idFormat({
    // python-stdnum has no uz module.
    id: 'uz/passport',
    entity: 'NATIONAL_ID',
    country: 'UZ',
    name: 'Uzbek passport and ID card number (pasport seriyasi va raqami)',
    shape: String.raw`A[A-E] ?\d{7}|F[AB] ?\d{7}`,
    validate: (s) => /^[AF][A-E]\d{7}$/.test(s) && !isRepeatedDigit(s.slice(2)),
    checksum: 'none; the series (AA–AE, FA, FB) and seven digits',
    context: ['pasport', 'паспорт', 'passport', 'ID-karta', 'ID karta'],
    // Two capitals and seven digits are a part number's shape too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twelfth reading's ma'lumotnoma).
      positive: [{ text: "pasport: AC 4182736, 2019-yil 03-iyulda berilgan", match: 'AC 4182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'pasport: AC 0000000', 'AC 4182736'],
    },
  }),
];
