/**
 * National IDs the fifteenth independent reading found standing (test/fixtures/reader15/):
 * Algerian, Haitian, Honduran, Nicaraguan, Botswanan, Angolan and Namibian numbers, and the
 * numbers of a US immigration form. Every entry says next to `requireContext` why (README,
 * "National IDs and tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { isDateInCenturies, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Nicaragua (cédula de identidad): the municipality of registration (three digits), the birth
// date DDMMYY, a serial of four and a check letter, the thirteen digits read as one number mod 23
// in "ABCDEFGHJKLMNPQRSTUVWXY" (the Consejo Supremo Electoral's rule, as validators of the
// cédula apply it).
const NI_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXY';
function isNiCedula(s: string): boolean {
  const m = /^(\d{3})(\d{2})(\d{2})(\d{2})(\d{4})([A-Z])$/.exec(s);
  if (m === null || !isDateInCenturies(Number(m[4]), Number(m[3]), Number(m[2]))) return false;
  return NI_LETTERS[Number(s.slice(0, 13)) % 23] === m[6];
}

// Honduras (DNI, Documento Nacional de Identificación): the department (01–18) and municipality
// of registration (four digits), the birth year and a serial of five (the RNP's print 0801-1990-04182).
function isHnDni(d: string): boolean {
  if (!isDigits(d, 13)) return false;
  const department = Number(d.slice(0, 2));
  const year = Number(d.slice(4, 8));
  return department >= 1 && department <= 18 && year >= 1900 && year <= 2030 && !isRepeatedDigit(d.slice(8));
}

// Haiti (the old CIN): the department, commune and section, the birth year and month, and a
// serial of five (01-01-99-1984-03-00418).
function isHtOldCin(d: string): boolean {
  if (!isDigits(d, 17)) return false;
  const year = Number(d.slice(6, 10));
  const month = Number(d.slice(10, 12));
  return year >= 1900 && year <= 2030 && month >= 1 && month <= 12 && !isRepeatedDigit(d.slice(12));
}

// Botswana (Omang, national identity card): nine digits, the fifth the holder's sex (1 male,
// 2 female).
function isBwOmang(d: string): boolean {
  return isDigits(d, 9) && (d[4] === '1' || d[4] === '2') && !isRepeatedDigit(d);
}

// Namibia (national ID): the birth date YYMMDD and five digits.
function isNaId(d: string): boolean {
  return isDigits(d, 11) && isDateInCenturies(Number(d.slice(0, 2)), Number(d.slice(2, 4)), Number(d.slice(4, 6))) && !isRepeatedDigit(d.slice(6));
}

// Angola (Bilhete de Identidade): nine digits, the province of issue in two letters and three
// digits (004182736LA041).
const AO_PROVINCES = new Set(['LA', 'BO', 'BE', 'BA', 'BI', 'CA', 'CC', 'CE', 'CN', 'CS', 'HA', 'HO', 'LN', 'LS', 'MA', 'ME', 'MO', 'NE', 'UE', 'ZE']);
function isAoBi(s: string): boolean {
  const m = /^(\d{9})([A-Z]{2})(\d{3})$/.exec(s);
  return m !== null && AO_PROVINCES.has(m[2]!) && !isRepeatedDigit(m[1]!);
}

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

export const WORLD_FIFTEENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has dz/nif only.
    id: 'dz/nin',
    entity: 'NATIONAL_ID',
    country: 'DZ',
    name: 'Algerian national identification number (NIN, Numéro d’Identification National)',
    shape: String.raw`\d{18}`,
    validate: notRepeated(18, 18),
    checksum: 'none; eighteen digits',
    context: ['NIN', "Numéro d'Identification National", 'Numéro d’Identification National', 'Numero d\'Identification National', 'رقم التعريف الوطني'],
    // Eighteen digits are a bank's RIP too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's CNAS attestation).
      positive: [{ text: "Numéro d'Identification National (NIN) : 109880418273650917", match: '109880418273650917' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NIN 000000000000000000', '109880418273650917'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'dz/nss',
    entity: 'NATIONAL_ID',
    country: 'DZ',
    name: 'Algerian social security number (numéro d’immatriculation à la sécurité sociale, CNAS)',
    shape: String.raw`\d{2} \d{4} \d{4} \d{2}|\d{12}`,
    validate: notRepeated(12, 12),
    checksum: 'none; twelve digits (the birth year first)',
    context: ["immatriculation à la sécurité sociale", 'immatriculation à la securite sociale', "N° d'immatriculation", 'N° SS', 'NSS', 'CNAS'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's CNAS attestation).
      positive: [{ text: "N° d'immatriculation à la sécurité sociale : 88 0418 2736 51", match: '88 0418 2736 51' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NSS 000000000000', '88 0418 2736 51'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'dz/chifa',
    entity: 'NATIONAL_ID',
    country: 'DZ',
    name: 'Algerian health insurance card number (carte Chifa)',
    shape: String.raw`\d{10,12}`,
    validate: notRepeated(10, 12),
    checksum: 'none; ten to twelve digits',
    context: ['Carte Chifa', 'carte Chifa', 'Chifa'],
    // Ten to twelve digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's CNAS attestation).
      positive: [{ text: 'Carte Chifa n° 1688041827 — en cours de validité', match: '1688041827' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Chifa 0000000000', '1688041827'],
    },
  }),
  idFormat({
    // python-stdnum has no ht module.
    id: 'ht/nif',
    entity: 'VAT_NUMBER',
    country: 'HT',
    name: 'Haitian tax number (NIF, Numéro d’Identification Fiscale)',
    shape: String.raw`\d{3}-\d{3}-\d{3}-\d|\d{10}`,
    validate: notRepeated(10, 10),
    checksum: 'none; ten digits, printed 3-3-3-1',
    context: ['NIF', "Numéro d'Identification Fiscale", 'Numéro d’Identification Fiscale', "Identification Fiscale", 'Fiscale'],
    // Ten digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's letter to the DGI).
      positive: [{ text: 'mon Numéro d\'Identification\nFiscale 003-418-273-6, sur lequel', match: '003-418-273-6' }, { text: 'NIF: 003-418-273-6', match: '003-418-273-6' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'NIF 000-000-000-0', '003-418-273-6'],
    },
  }),
  idFormat({
    // python-stdnum has no ht module.
    id: 'ht/niu',
    entity: 'NATIONAL_ID',
    country: 'HT',
    name: 'Haitian unique identification number (NIU, on the Carte d’Identification Nationale)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10, 10),
    checksum: 'none; ten digits',
    context: ['NIU', "Carte d'Identification Nationale", 'Carte d’Identification Nationale', 'CINU'],
    // Ten digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's letter to the DGI).
      positive: [{ text: "titulaire de la Carte d'Identification Nationale\n(NIU) 0418273651, ai l'honneur", match: '0418273651' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NIU 0000000000', '0418273651'],
    },
  }),
  idFormat({
    // python-stdnum has no ht module.
    id: 'ht/cin',
    entity: 'NATIONAL_ID',
    country: 'HT',
    name: 'Haitian national identity card number, old print (CIN)',
    shape: String.raw`\d{2}-\d{2}-\d{2}-\d{4}-\d{2}-\d{5}`,
    validate: isHtOldCin,
    checksum: 'none; the department, commune and section, the birth year and month (checked), a serial',
    context: ['CIN', "Carte d'Identification Nationale", 'Carte d’Identification Nationale'],
    // Six groups with a year and a month in them are no other number's print.
    requireContext: false,
    examples: {
      // A fictitious number (the fifteenth reading's letter to the DGI).
      positive: [{ text: 'copie de ma CIN (ancien numéro 01-01-99-1984-03-00418) ;', match: '01-01-99-1984-03-00418' }, '01-01-99-1984-03-00418'],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '01-01-99-1984-13-00418' /* no 13th month */],
    },
  }),
  idFormat({
    // python-stdnum has no hn module.
    id: 'hn/dni',
    entity: 'NATIONAL_ID',
    country: 'HN',
    name: 'Honduran identity document number (DNI, Documento Nacional de Identificación)',
    shape: String.raw`\d{4}-\d{4}-\d{5}|\d{4} \d{4} \d{5}|\d{13}`,
    validate: isHnDni,
    checksum: 'none; the department (01–18), the birth year (checked)',
    context: ['DNI', 'Documento Nacional de Identificación', 'Documento Nacional de Identificacion', 'tarjeta de identidad'],
    // Printed 4-4-5 with a year in the middle it is no other number; thirteen bare digits are.
    requireContext: 'when-bare',
    examples: {
      // A fictitious number (the fifteenth reading's constancia de trabajo).
      positive: [{ text: 'con\nDocumento Nacional de Identificación (DNI) No. 0501-1991-04182, y Registro', match: '0501-1991-04182' }, '0801-1988-04183'],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '2501-1991-04182' /* no 25th department */, '0501199104182'],
    },
  }),
  idFormat({
    // python-stdnum has no hn module.
    id: 'hn/rtn',
    entity: 'VAT_NUMBER',
    country: 'HN',
    name: 'Honduran tax number (RTN, Registro Tributario Nacional)',
    shape: String.raw`\d{4}-\d{4}-\d{6}|\d{14}`,
    validate: (d) => isHnDni(d.slice(0, 13)) && isDigits(d, 14),
    checksum: 'none; a person’s DNI and a digit',
    context: ['RTN', 'Registro Tributario Nacional'],
    // Fourteen digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's constancia de trabajo).
      positive: [{ text: 'y Registro Tributario\nNacional RTN 05011991041827, labora', match: '05011991041827' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'RTN 25011991041827', '05011991041827'],
    },
  }),
  idFormat({
    // python-stdnum has no hn module.
    id: 'hn/ihss',
    entity: 'NATIONAL_ID',
    country: 'HN',
    name: 'Honduran social security affiliation number (IHSS)',
    shape: String.raw`\d{11,13}`,
    validate: notRepeated(11, 13),
    checksum: 'none; eleven to thirteen digits',
    context: ['IHSS', 'Instituto Hondureño de Seguridad Social', 'número de afiliación', 'numero de afiliacion'],
    // Eleven to thirteen digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's constancia de trabajo).
      positive: [{ text: 'Seguridad Social con el número de afiliación\n050119910418 y al RAP', match: '050119910418' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'IHSS 000000000000', '050119910418'],
    },
  }),
  idFormat({
    // python-stdnum has no ni module.
    id: 'ni/cedula',
    entity: 'NATIONAL_ID',
    country: 'NI',
    name: 'Nicaraguan identity card number (cédula de identidad)',
    shape: String.raw`\d{3}-\d{6}-\d{4}[A-Z]|\d{13}[A-Z]`,
    validate: isNiCedula,
    checksum: 'the birth date DDMMYY, the check letter (13 digits mod 23)',
    context: ['cédula', 'Cédula', 'cedula', 'cédula de identidad'],
    // The date and the check letter leave one in 23 of dated numbers: alone too.
    requireContext: false,
    examples: {
      // Fictitious numbers (the fifteenth reading's I-130 answers; the letters computed by the rule above).
      positive: [{ text: 'Nicaraguan cédula de identidad: 001-150389-0041F', match: '001-150389-0041F' }, '281-281157-0003N'],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '001-150389-0041G' /* wrong check letter */, '001-320389-0041F' /* no 32nd day */],
    },
  }),
  idFormat({
    // python-stdnum has no bw module.
    id: 'bw/omang',
    entity: 'NATIONAL_ID',
    country: 'BW',
    name: 'Botswanan national identity card number (Omang)',
    shape: String.raw`\d{9}`,
    validate: isBwOmang,
    checksum: 'none; nine digits, the fifth the sex (1, 2)',
    context: ['Omang', 'OMANG', 'Omang No.', 'National Identity Card'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the fifteenth reading's bank letter).
      positive: [{ text: '  Omang No.:       731812736', match: '731812736' }, { text: 'Mr Tebogo Mmusi (Omang 415218273), is', match: '415218273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Omang 731832736' /* fifth digit no sex */, '731812736'],
    },
  }),
  idFormat({
    // python-stdnum has no ao module.
    id: 'ao/bi',
    entity: 'NATIONAL_ID',
    country: 'AO',
    name: 'Angolan identity card number (Bilhete de Identidade, BI)',
    shape: String.raw`\d{9}[A-Z]{2}\d{3}`,
    validate: isAoBi,
    checksum: 'none; nine digits, the province of issue (checked) and three digits',
    context: ['Bilhete de Identidade', 'B.I.', 'BI n.º'],
    // Nine digits, a province's two letters and three digits are no other number's print.
    requireContext: false,
    examples: {
      // Fictitious numbers (the fifteenth reading's psql output).
      positive: [{ text: 'bi               | 004182736LA041', match: '004182736LA041' }, '000418273HO037'],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '004182736XY041' /* no such province */],
    },
  }),
  idFormat({
    // python-stdnum has no na module.
    id: 'na/id',
    entity: 'NATIONAL_ID',
    country: 'NA',
    name: 'Namibian national identity number',
    shape: String.raw`\d{11}`,
    validate: isNaId,
    checksum: 'none; the birth date YYMMDD (checked) and five digits',
    context: ['Namibian ID', 'identity number'],
    // Eleven digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's PagerDuty incident).
      positive: [{ text: 'Customer Naledi Shikongo (Namibian ID 92031400418, Erf 4182', match: '92031400418' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ID 92133100418' /* no 13th month */],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'us/a-number',
    entity: 'NATIONAL_ID',
    country: 'US',
    name: 'US alien registration number (A-Number, USCIS)',
    shape: String.raw`A-?\d{3}-\d{3}-\d{3}|A-?\d{8,9}`,
    normalize: (p) => p.replace(/[^\d]/g, ''),
    validate: notRepeated(8, 9),
    checksum: 'none; eight or nine digits after an A',
    context: ['A-Number', 'A-number', 'Alien Registration Number', 'Alien Number', 'A#', 'USCIS#', 'USCIS #'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's I-130 answers).
      positive: [{ text: 'Alien Registration Number (A-Number) (if any): A-214-182-736', match: 'A-214-182-736' }, { text: 'A-Number: A214182736', match: 'A214182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'A-Number: A-000-000-000', 'A-214-182-736'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'us/uscis-account',
    entity: 'NATIONAL_ID',
    country: 'US',
    name: 'USCIS Online Account Number',
    shape: String.raw`\d{4}-\d{4}-\d{4}|\d{4} \d{4} \d{4}|\d{12}`,
    validate: notRepeated(12, 12),
    checksum: 'none; twelve digits',
    context: ['USCIS Online Account Number', 'Online Account Number'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's I-130 answers).
      positive: [{ text: ' 2. USCIS Online Account Number (if any): 0041-8273-6501', match: '0041-8273-6501' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Online Account Number 000000000000', '0041-8273-6501'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'us/i94',
    entity: 'NATIONAL_ID',
    country: 'US',
    name: 'US I-94 arrival-departure record number',
    shape: String.raw`\d{11}|\d{9}[A-Z]\d`,
    validate: (s) => /^(?:\d{11}|\d{9}[A-Z]\d)$/.test(s) && !isRepeatedDigit(s.slice(0, 9)),
    checksum: 'none; eleven digits, or nine, a letter and a digit',
    context: ['I-94', 'I94', 'Arrival-Departure Record Number', 'Admission Number', 'admission number'],
    // Eleven digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fifteenth reading's I-130 answers).
      positive: [{ text: ' I-94 Arrival-Departure Record Number: 41827365012', match: '41827365012' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'I-94 00000000000', '41827365012'],
    },
  }),
];
