/**
 * National IDs the fourteenth independent reading found standing (test/fixtures/reader14/):
 * Salvadoran, Mozambican, Malagasy, Zimbabwean, Fijian, Tajik, Montenegrin, Mauritian,
 * and Bolivian numbers. Every entry says next to `requireContext` why (README,
 * "National IDs and tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { digit, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// El Salvador (DUI, Documento Único de Identidad): eight digits and a check digit, Σ d·(9…2)
// mod 10, complemented (the Registro Nacional de las Personas Naturales' rule, as validators of
// the DUI apply it).
function isSvDui(d: string): boolean {
  if (!isDigits(d, 9) || isRepeatedDigit(d.slice(0, 8))) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digit(d, i) * (9 - i);
  return (10 - (sum % 10)) % 10 === digit(d, 8);
}

// El Salvador (NIT, Número de Identificación Tributaria): the municipality (four digits), the
// birth or registration date DDMMYY, a serial of three and a check digit; the old and the new
// weights as python-stdnum sv/nit reads them.
function isSvNit(d: string): boolean {
  if (!isDigits(d, 14) || (d[0] !== '0' && d[0] !== '1' && d[0] !== '9')) return false;
  let sum = 0;
  if (d.slice(10, 13) <= '100') {
    for (let i = 0; i < 13; i++) sum += digit(d, i) * (14 - i);
    return (sum % 11) % 10 === digit(d, 13);
  }
  const weights = [2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (let i = 0; i < 13; i++) sum += digit(d, i) * weights[i]!;
  return (((-sum % 11) + 11) % 11) % 10 === digit(d, 13);
}

// Mozambique (NUIT, Número Único de Identificação Tributária): eight digits and a check digit,
// Σ d·(8, 9, 4, 5, 6, 7, 8, 9) mod 11 read in "01234567891" (python-stdnum mz/nuit).
function isMzNuit(d: string): boolean {
  if (!isDigits(d, 9) || isRepeatedDigit(d)) return false;
  const weights = [8, 9, 4, 5, 6, 7, 8, 9];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digit(d, i) * weights[i]!;
  return '01234567891'[sum % 11] === d[8];
}

// Zimbabwe (national registration number): the registration district (two digits), a serial of
// six or seven digits, a check letter and the district of origin (two digits). The letter is
// the district and serial read as one number, mod 23, in "ZABCDEFGHJKLMNPQRSTVWXY" (the rule
// the Registrar General's numbers follow, as KYC validators apply it; not published by the office).
const ZW_LETTERS = 'ZABCDEFGHJKLMNPQRSTVWXY';
function isZwId(s: string): boolean {
  const m = /^(\d{2})(\d{6,7})([A-Z])(\d{2})$/.exec(s);
  if (m === null || isRepeatedDigit(m[2]!)) return false;
  return ZW_LETTERS[Number(m[1]! + m[2]!) % 23] === m[3];
}

// Madagascar (CIN, karapanondro): twelve digits, the province of issue first (1 to 6), the
// holder's sex as the sixth (1 male, 2 female).
function isMgCin(d: string): boolean {
  return isDigits(d, 12) && d[0]! >= '1' && d[0]! <= '6' && (d[5] === '1' || d[5] === '2') && !isRepeatedDigit(d.slice(6));
}

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

export const WORLD_FOURTEENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has sv/nit only.
    id: 'sv/dui',
    entity: 'NATIONAL_ID',
    country: 'SV',
    name: 'Salvadoran identity document number (DUI, Documento Único de Identidad)',
    shape: String.raw`\d{8}-\d`,
    validate: isSvDui,
    checksum: 'Σ d·(9…2) mod 10, complemented',
    context: ['DUI', 'Documento Único de Identidad', 'Documento Unico de Identidad'],
    // Eight digits, a hyphen and one are a Chilean RUT's and an account's print too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the fourteenth reading's constancia; the check digit computed by the rule above).
      positive: [{ text: 'portadora de su Documento Único de Identidad número 04182736-4 y con NIT', match: '04182736-4' }, { text: 'DUI 05291847-9', match: '05291847-9' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'DUI 04182736-3' /* wrong check digit */, '04182736-4'],
    },
  }),
  idFormat({
    // python-stdnum sv/nit.
    id: 'sv/nit',
    entity: 'VAT_NUMBER',
    country: 'SV',
    name: 'Salvadoran tax number (NIT, Número de Identificación Tributaria)',
    shape: String.raw`[019]\d{3}-\d{6}-\d{3}-\d|[019]\d{13}`,
    validate: isSvNit,
    checksum: 'mod 11 (python-stdnum sv/nit: the old and the new weights)',
    context: ['NIT', 'Número de Identificación Tributaria', 'Numero de Identificacion Tributaria'],
    // Printed 4-6-3-1 with its check digit it is no other number; fourteen bare digits are.
    requireContext: 'when-bare',
    examples: {
      // A fictitious number (the fourteenth reading's constancia; the check digit from python-stdnum sv/nit).
      positive: [{ text: 'y con NIT 0614-170589-104-9, labora', match: '0614-170589-104-9' }, '0614-170589-104-9'],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, '0614-170589-104-8' /* wrong check digit */, '06141705891049'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'sv/isss',
    entity: 'NATIONAL_ID',
    country: 'SV',
    name: 'Salvadoran social security affiliation number (ISSS, número de afiliación)',
    shape: String.raw`\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none; nine digits',
    context: ['ISSS', 'afiliación ISSS', 'número de afiliación', 'afiliación No.', 'afiliación'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's constancia).
      positive: [{ text: 'ISSS (afiliación No. 041827365) ...', match: '041827365' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ISSS 000000000', '041827365'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'sv/nup',
    entity: 'NATIONAL_ID',
    country: 'SV',
    name: 'Salvadoran pension number (NUP, Número Único Previsional)',
    shape: String.raw`\d{12}`,
    validate: notRepeated(12, 12),
    checksum: 'none; twelve digits',
    context: ['NUP', 'Número Único Previsional', 'Numero Unico Previsional'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's constancia).
      positive: [{ text: 'AFP Confía (NUP 418273650189)', match: '418273650189' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NUP 000000000000', '418273650189'],
    },
  }),
  idFormat({
    // python-stdnum has mz/nuit only.
    id: 'mz/bi',
    entity: 'NATIONAL_ID',
    country: 'MZ',
    name: 'Mozambican identity card number (Bilhete de Identidade, BI)',
    shape: String.raw`\d{12}[A-Z]`,
    validate: (s) => /^\d{12}[A-Z]$/.test(s) && !isRepeatedDigit(s.slice(0, 12)),
    checksum: 'none; twelve digits and a letter',
    context: ['Bilhete de Identidade', 'B.I.', 'BI n.º', 'BI nº', 'BI'],
    // Twelve digits and a letter are a reference's print too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's INSS declaração).
      positive: [{ text: 'portadora do Bilhete de Identidade n.º 110100418273B, emitido', match: '110100418273B' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'BI 000000000000B', '110100418273B'],
    },
  }),
  idFormat({
    // python-stdnum mz/nuit.
    id: 'mz/nuit',
    entity: 'VAT_NUMBER',
    country: 'MZ',
    name: 'Mozambican tax number (NUIT, Número Único de Identificação Tributária)',
    shape: String.raw`\d{9}|\d{3} \d{3} \d{3}`,
    validate: isMzNuit,
    checksum: 'Σ d·(8, 9, 4, 5, 6, 7, 8, 9) mod 11 (python-stdnum mz/nuit)',
    context: ['NUIT', 'Número Único de Identificação Tributária', 'Numero Unico de Identificacao Tributaria'],
    // Nine digits with a mod 11 check are one in eleven of any nine: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the fourteenth reading's declaração; check digits from python-stdnum mz/nuit).
      positive: [{ text: 'emitido em Maputo a 12/06/2020,\nNUIT 104182739, residente', match: '104182739' }, { text: '(NUIT 400273642)', match: '400273642' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'NUIT 104182738' /* wrong check digit */, '104182739'],
    },
  }),
  idFormat({
    // python-stdnum has no such module.
    id: 'mz/inss',
    entity: 'NATIONAL_ID',
    country: 'MZ',
    name: 'Mozambican social security number (INSS, número de beneficiário)',
    shape: String.raw`\d{9,10}`,
    validate: notRepeated(9, 10),
    checksum: 'none; nine or ten digits',
    context: ['número de beneficiário', 'número de beneficiária', 'numero de beneficiario', 'número de inscrição no INSS', 'INSS n.º'],
    // Nine or ten digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's declaração).
      positive: [{ text: 'com o número de beneficiária 2004182736, tendo', match: '2004182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'número de beneficiária 0000000000', '2004182736'],
    },
  }),
  idFormat({
    // python-stdnum has no mg module.
    id: 'mg/cin',
    entity: 'NATIONAL_ID',
    country: 'MG',
    name: 'Malagasy national identity card number (CIN, karapanondro)',
    shape: String.raw`\d{3} \d{3} \d{3} \d{3}|\d{12}`,
    validate: isMgCin,
    checksum: 'none; the province (1–6) and the sex digit (1, 2)',
    context: ['CIN', 'karapanondro', 'Karapanondro', "carte d'identité nationale", "carte nationale d'identité", 'kara-panondro'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the fourteenth reading's fanamarinam-ponenana).
      positive: [{ text: 'Karapanondro (CIN) laharana : 101 231 041 827, nomena', match: '101 231 041 827' }, { text: '(CIN 117 012 418 273)', match: '117 012 418 273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CIN 101 233 041 827' /* no sex digit */, '101 231 041 827'],
    },
  }),
  idFormat({
    // python-stdnum has no mg module.
    id: 'mg/nif',
    entity: 'VAT_NUMBER',
    country: 'MG',
    name: 'Malagasy tax number (NIF, Numéro d’Identification Fiscale)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10, 10),
    checksum: 'none; ten digits',
    context: ['NIF'],
    // Ten digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's certificat).
      positive: [{ text: 'Compte n° 00005 00016 04182736501 36, NIF 3004182736).', match: '3004182736' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'NIF 0000000000', '3004182736'],
    },
  }),
  idFormat({
    // python-stdnum has no zw module.
    id: 'zw/id',
    entity: 'NATIONAL_ID',
    country: 'ZW',
    name: 'Zimbabwean national registration number (national ID)',
    shape: String.raw`\d{2}-\d{6,7} ?[A-Z] ?\d{2}|\d{2}-?\d{6,7}[A-Z]\d{2}`,
    validate: isZwId,
    checksum: 'the check letter: district and serial mod 23 in ZABCDEFGHJKLMNPQRSTVWXY',
    context: ['National ID', 'National ID No.', 'ID No.', 'national registration number', 'ID'],
    // The district, serial, check letter and district of origin, the letter checked: no other number's print.
    requireContext: false,
    examples: {
      // Fictitious numbers (the fourteenth reading's KYC form; the check letters computed by the rule above).
      positive: [{ text: 'National ID No.: 63-2418273 Q 42', match: '63-2418273 Q 42' }, '58-2418273 P 18', '63-2418273Q42'],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '63-2418273 R 42' /* wrong check letter */, '63-0000000 Z 42'],
    },
  }),
  idFormat({
    // python-stdnum has no zw module.
    id: 'zw/bp',
    entity: 'VAT_NUMBER',
    country: 'ZW',
    name: 'Zimbabwean taxpayer number (ZIMRA Business Partner number, BP)',
    shape: String.raw`\d{9,10}`,
    validate: notRepeated(9, 10),
    checksum: 'none; nine or ten digits',
    context: ['BP Number', 'BP No', 'BP No.', 'ZIMRA BP', 'Business Partner Number'],
    // Nine or ten digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's KYC form).
      positive: [{ text: 'ZIMRA BP Number: 200418273', match: '200418273' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'BP Number: 000000000', '200418273'],
    },
  }),
  idFormat({
    // python-stdnum has no zw module.
    id: 'zw/nssa',
    entity: 'NATIONAL_ID',
    country: 'ZW',
    name: 'Zimbabwean social security number (NSSA number)',
    shape: String.raw`\d{7,9}[A-Z]`,
    validate: (s) => /^\d{7,9}[A-Z]$/.test(s) && !isRepeatedDigit(s.slice(0, -1)),
    checksum: 'none; digits and a letter',
    context: ['NSSA Number', 'NSSA No', 'NSSA No.', 'NSSA'],
    // Digits and a letter are a reference's print too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's KYC form).
      positive: [{ text: 'NSSA Number: 41827365T', match: '41827365T' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NSSA Number: 41827T' /* too short */, '41827365T'],
    },
  }),
  idFormat({
    // python-stdnum has no fj module.
    id: 'fj/tin',
    entity: 'VAT_NUMBER',
    country: 'FJ',
    name: 'Fijian taxpayer identification number (TIN, FRCS)',
    shape: String.raw`\d{2}-\d{5}-\d-\d|\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none; nine digits, printed 2-5-1-1',
    context: ['TIN', 'Tax Identification Number', 'FRCS TIN'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's FNPF e-mail).
      positive: [{ text: 'TIN:              50-41827-3-6', match: '50-41827-3-6' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'TIN: 00-00000-0-0', '50-41827-3-6'],
    },
  }),
  idFormat({
    // python-stdnum has no fj module.
    id: 'fj/fnpf',
    entity: 'NATIONAL_ID',
    country: 'FJ',
    name: 'Fiji National Provident Fund member number (FNPF No.)',
    shape: String.raw`\d{7}-\d`,
    validate: notRepeated(8, 8),
    checksum: 'none; seven digits and one',
    context: ['FNPF No.', 'FNPF No', 'FNPF number', 'Member No.', 'FNPF'],
    // Seven digits and one are an order's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the fourteenth reading's FNPF e-mail).
      positive: [{ text: 'Josefa Naivalu (FNPF No. 0327418-1) consents', match: '0327418-1' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'FNPF No. 0000000-0', '0327418-1'],
    },
  }),
  idFormat({
    // python-stdnum has no fj module.
    id: 'fj/voter',
    entity: 'NATIONAL_ID',
    country: 'FJ',
    name: 'Fijian voter identification card number (Voter ID)',
    shape: String.raw`FJ ?\d{7}`,
    validate: (s) => /^FJ\d{7}$/.test(s) && !isRepeatedDigit(s.slice(2)),
    checksum: 'none; FJ and seven digits',
    context: ['Voter ID', 'Voter ID No.', 'Voter card', 'VIC'],
    // "FJ 0418273" is a flight's or a product's code too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's FNPF e-mail).
      positive: [{ text: 'Voter ID:         FJ 0418273', match: 'FJ 0418273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Voter ID: FJ 0000000', 'flight FJ 0418273'],
    },
  }),
  idFormat({
    // python-stdnum has no tj module.
    id: 'tj/passport',
    entity: 'NATIONAL_ID',
    country: 'TJ',
    name: 'Tajik passport number (шиносномаи шаҳрвандӣ)',
    shape: String.raw`\d{8,9}`,
    validate: notRepeated(8, 9),
    checksum: 'none; eight or nine digits after the series',
    context: ['шиносномаи', 'шиноснома', 'Шиноснома', 'шиносномаи шаҳрвандӣ', 'шиносномаи шаҳрвандии'],
    // Eight digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's tasdiqnoma).
      positive: [{ text: 'шиносномаи шаҳрвандии ҶТ: серияи А № 04182736, аз ҷониби', match: '04182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'шиноснома № 00000000', '04182736'],
    },
  }),
  idFormat({
    // python-stdnum has no tj module.
    id: 'tj/inn',
    entity: 'VAT_NUMBER',
    country: 'TJ',
    name: 'Tajik taxpayer number (РМА, рақами мушаххаси андозсупоранда)',
    shape: String.raw`\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none; nine digits',
    context: ['РМА', 'рақами мушаххаси андозсупоранда', 'РМА-и'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's tasdiqnoma).
      positive: [{ text: 'РМА (рақами мушаххаси андозсупоранда): 041827365,', match: '041827365' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'РМА: 000000000', '041827365'],
    },
  }),
  idFormat({
    // python-stdnum has no tj module.
    id: 'tj/sin',
    entity: 'NATIONAL_ID',
    country: 'TJ',
    name: 'Tajik individual social insurance number (РСИИ, рақами суғуртаи иҷтимоии инфиродӣ)',
    shape: String.raw`\d{4}-\d{4}-\d{4}|\d{12}`,
    validate: notRepeated(12, 12),
    checksum: 'none; twelve digits',
    context: ['РСИИ', 'суғуртаи иҷтимоии инфиродӣ', 'рақами суғуртаи иҷтимоӣ'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's tasdiqnoma).
      positive: [{ text: 'рақами суғуртаи иҷтимоии инфиродӣ (РСИИ): 1189-0418-2736,', match: '1189-0418-2736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'РСИИ: 1189-0418-27' /* ten digits */, '1189-0418-2736'],
    },
  }),
  idFormat({
    // python-stdnum has me/iban and me/pib only.
    id: 'me/lbo',
    entity: 'NATIONAL_ID',
    country: 'ME',
    name: 'Montenegrin health insurance number (LBO, registarski broj osiguranika)',
    shape: String.raw`\d{11}`,
    validate: notRepeated(11, 11),
    checksum: 'none; eleven digits',
    context: ['LBO', 'registarski broj osiguranika', 'Registarski broj osiguranika', 'lični broj osiguranika'],
    // Eleven digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's uvjerenje).
      positive: [{ text: 'Registarski broj osiguranika (LBO): 41827365019', match: '41827365019' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'LBO: 00000000000', '41827365019'],
    },
  }),
  idFormat({
    // python-stdnum has me/iban and me/pib only.
    id: 'me/health-card',
    entity: 'NATIONAL_ID',
    country: 'ME',
    name: 'Montenegrin health card number (broj zdravstvene knjižice)',
    shape: String.raw`\d{7,10}`,
    validate: notRepeated(7, 10),
    checksum: 'none; seven to ten digits',
    context: ['zdravstvene knjižice', 'zdravstvene knjizice', 'zdravstvena knjižica', 'Broj zdravstvene knjižice'],
    // Seven digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's uvjerenje).
      positive: [{ text: 'Broj zdravstvene knjižice: 0041827', match: '0041827' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'zdravstvene knjižice: 0000000', '0041827'],
    },
  }),
  idFormat({
    // python-stdnum has mu/nid only.
    id: 'mu/tan',
    entity: 'VAT_NUMBER',
    country: 'MU',
    name: 'Mauritian tax account number (TAN, Mauritius Revenue Authority)',
    shape: String.raw`\d{8}`,
    validate: notRepeated(8, 8),
    checksum: 'none; eight digits',
    context: ['TAN', 'Tax Account Number', 'tax account number'],
    // Eight digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's objection to the MRA).
      positive: [{ text: 'Subject: Objection to assessment - Income Tax 2025/26 - TAN 20418273', match: '20418273' }, { text: '  TAN:             20418273', match: '20418273' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'TAN 00000000', '20418273'],
    },
  }),
  idFormat({
    // python-stdnum has no bo module.
    id: 'bo/nit',
    entity: 'VAT_NUMBER',
    country: 'BO',
    name: 'Bolivian tax number (NIT, Número de Identificación Tributaria)',
    shape: String.raw`\d{7,12}`,
    validate: notRepeated(7, 12),
    checksum: 'none; seven to twelve digits (a person’s: the C.I. and a suffix)',
    context: ['NIT personal', 'Mi NIT', 'NIT personal es'],
    // Seven to twelve digits are everything: only next to its name (a person's NIT, the firm's is an organization's).
    requireContext: true,
    examples: {
      // A fictitious number (the fourteenth reading's carta).
      positive: [{ text: 'a mi nombre. Mi NIT personal es 4182736015.', match: '4182736015' }],
      negative: ['756.9217.0769.85' /* a Swiss AHV number: a neighbour's number */, 'NIT personal 0000000000', '4182736015'],
    },
  }),
  idFormat({
    // python-stdnum has no bo module.
    id: 'bo/cns',
    entity: 'NATIONAL_ID',
    country: 'BO',
    name: 'Bolivian health insurance registration number (matrícula de asegurado, Caja Nacional de Salud)',
    shape: String.raw`\d{2}-\d{4}-[A-Z]{3}`,
    validate: (s) => /^\d{6}[A-Z]{3}$/.test(s),
    checksum: 'none; the birth date YY-MMDD (the day plus 50 for a woman) and three initials',
    context: ['matrícula', 'Matrícula', 'Mat.', 'matricula', 'asegurado', 'beneficiaria', 'beneficiario'],
    // The date and initials are a reference's print too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the fourteenth reading's carta to the CNS).
      positive: [{ text: 'matrícula de\nasegurado 89-0514-QRM, trabajador', match: '89-0514-QRM' }, { text: 'beneficiaria con matrícula 11-5907-QMV)', match: '11-5907-QMV' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'part 89-0514-QRM'],
    },
  }),
];
