/**
 * National IDs the thirteenth independent reading found standing (test/fixtures/reader13/):
 * Kyrgyz, Cypriot, Paraguayan, Cameroonian, Rwandan, Zambian and Trinidadian numbers. Every
 * entry says next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { isCalendarDate, isRepeatedDigit, twoDigits } from './algorithms.js';
import { digit, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Kyrgyzstan (ПИН / ИНН of a natural person, жеке идентификациялык номер): the sex (1 female,
// 2 male), the birth date DDMMYYYY and a serial of five digits (the State Registration
// Service's personal identification number; no check digit is published). An organization's
// ИНН begins with 0 (its registration date) and is not this.
function isKgPin(d: string): boolean {
  if (!isDigits(d, 14) || (d[0] !== '1' && d[0] !== '2')) return false;
  const year = Number(d.slice(5, 9));
  return year >= 1900 && year <= 2030 && isCalendarDate(year, twoDigits(d, 3), twoDigits(d, 1)) && !isRepeatedDigit(d.slice(9));
}

// Paraguay (RUC, Registro Único de Contribuyentes: a person's is the cédula's number and a
// check digit): Σ d·(2, 3, …) from the right, mod 11, complemented (python-stdnum py/ruc).
function isPyRuc(d: string): boolean {
  if (!isDigits(d) || d.length < 6 || d.length > 9 || isRepeatedDigit(d.slice(0, -1))) return false;
  const body = d.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 2) * digit(body, body.length - 1 - i);
  return ((11 - (sum % 11)) % 11) % 10 === digit(d, d.length - 1);
}

// Rwanda (indangamuntu, the national ID number on the NIDA card): the holder's kind (1 a
// citizen, 2 a refugee, 3 a foreigner), the birth year, the sex (7 female, 8 male), a serial of
// seven digits, the digit and two check digits (NIDA's card layout; the check rule is not
// published), sixteen digits printed in groups 1 4 1 7 1 2.
function isRwNid(d: string): boolean {
  if (!isDigits(d, 16) || d[0]! < '1' || d[0]! > '3' || (d[5] !== '7' && d[5] !== '8')) return false;
  const year = Number(d.slice(1, 5));
  return year >= 1900 && year <= 2030 && !isRepeatedDigit(d.slice(6, 13));
}

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

export const WORLD_THIRTEENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has no kg module.
    id: 'kg/pin',
    entity: 'NATIONAL_ID',
    country: 'KG',
    name: 'Kyrgyz personal identification number (ПИН, жеке идентификациялык номер)',
    shape: String.raw`[12]\d{13}`,
    validate: isKgPin,
    checksum: 'none published; the sex digit (1, 2) and the birth date DDMMYYYY',
    context: ['ПИН', 'ИНН', 'жеке идентификациялык номер', 'персональный идентификационный номер', 'идентификациялык номери', 'PIN'],
    // Fourteen digits with a date are account numbers too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the thirteenth reading's Social Fund malymkat).
      positive: [{ text: 'Жеке идентификациялык номери (ПИН): 21205198800418', match: '21205198800418' }, { text: 'ПИН 11703199100273, паспорт', match: '11703199100273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ИНН: 02104201810273' /* an organization's */, '21205198800418'],
    },
  }),
  idFormat({
    // python-stdnum has no kg module.
    id: 'kg/passport',
    entity: 'NATIONAL_ID',
    country: 'KG',
    name: 'Kyrgyz passport and ID card number (паспорт: ID, AN, AC and seven digits)',
    shape: String.raw`(?:ID|AN|AC) ?\d{7}`,
    validate: (s) => /^(?:ID|AN|AC)\d{7}$/.test(s) && !isRepeatedDigit(s.slice(2)),
    checksum: 'none; the series (ID: the ID card, AN, AC: the passport) and seven digits',
    context: ['паспорт', 'Паспорт', 'паспорту', 'ID-карта', 'passport'],
    // "ID 0418273" is an order's or a ticket's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the thirteenth reading's malymkat).
      positive: [{ text: 'Паспорт: ID 0418273, берилген: МКК 211041', match: 'ID 0418273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Паспорт: ID 0000000', 'ticket ID 0418273'],
    },
  }),
  idFormat({
    // python-stdnum has cy/vat only.
    id: 'cy/id',
    entity: 'NATIONAL_ID',
    country: 'CY',
    name: 'Cypriot identity card number (Αριθμός Δελτίου Ταυτότητας, Α.Δ.Τ.)',
    shape: String.raw`\d{7,8}`,
    validate: notRepeated(7, 8),
    checksum: 'none; seven or eight digits',
    context: ['Δελτίου Ταυτότητας', 'Δελτίο Ταυτότητας', 'Α.Δ.Τ.', 'Α.Δ.Τ', 'ΑΔΤ'],
    // Seven or eight digits are everything: only next to its name (and a phone's six after its
    // area code on the next line stay: `Α.Δ.Τ. 1093651\nΤηλέφωνο: 99 418273`).
    requireContext: true,
    examples: {
      // Fictitious numbers (the thirteenth reading's Social Insurance certificate).
      positive: [{ text: 'με Αριθμό Δελτίου Ταυτότητας 1072915 και', match: '1072915' }, { text: 'Κωνσταντίνου-Χαραλάμπους, Α.Δ.Τ. 1093651', match: '1093651' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Α.Δ.Τ. 0000000', '1072915'],
    },
  }),
  idFormat({
    // python-stdnum has cy/vat only.
    id: 'cy/si',
    entity: 'NATIONAL_ID',
    country: 'CY',
    name: 'Cypriot social insurance number (Αριθμός Κοινωνικών Ασφαλίσεων)',
    shape: String.raw`\d{7,8}`,
    validate: notRepeated(7, 8),
    checksum: 'none; seven or eight digits',
    context: ['Κοινωνικών Ασφαλίσεων', 'Αρ. Κοιν. Ασφ.', 'social insurance number'],
    // Seven or eight digits are everything: only next to its name (and a phone's six after its
    // area code on the next line stay: `Α.Δ.Τ. 1093651\nΤηλέφωνο: 99 418273`).
    requireContext: true,
    examples: {
      // A fictitious number (the thirteenth reading's certificate).
      positive: [{ text: 'και Αριθμό Κοινωνικών Ασφαλίσεων 4182736,', match: '4182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Κοινωνικών Ασφαλίσεων 1111111', '4182736'],
    },
  }),
  idFormat({
    // python-stdnum has py/ruc only.
    id: 'py/cedula',
    entity: 'NATIONAL_ID',
    country: 'PY',
    name: 'Paraguayan identity card number (cédula de identidad civil, C.I. N°)',
    shape: String.raw`\d{1,2}\.\d{3}\.\d{3}|\d{3}\.\d{3}|\d{7,8}`,
    validate: notRepeated(6, 8),
    checksum: 'none; six to eight digits, printed with dots (six only so: `C.I. seria KZ nr. 482193` is a Romanian card\'s)',
    context: ['C.I. N°', 'C.I. Nº', 'C.I.', 'CI N°', 'cédula de identidad', 'cedula de identidad', 'cédula'],
    // Six to eight digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the thirteenth reading's IPS constancia).
      positive: [{ text: 'C.I. N°:             4.182.736', match: '4.182.736' }, { text: 'hijo Thiago Benítez Ocampos (C.I. 7.309.451), nacido', match: '7.309.451' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'C.I. 0.000.000', 'Gs. 4.850.000'],
    },
  }),
  idFormat({
    // python-stdnum py/ruc.
    id: 'py/ruc',
    entity: 'VAT_NUMBER',
    country: 'PY',
    name: 'Paraguayan taxpayer number (RUC, Registro Único de Contribuyentes)',
    shape: String.raw`\d{5,8}-\d`,
    validate: isPyRuc,
    checksum: 'weights 2, 3, … from the right, mod 11 (python-stdnum py/ruc)',
    context: ['RUC', 'Registro Único de Contribuyentes', 'Registro Unico de Contribuyentes'],
    // A check digit in eleven after a hyphen is an invoice's number too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the thirteenth reading's constancia; check digit by python-stdnum
      // py/ruc's calc_check_digit), and python-stdnum's doctest number.
      positive: [{ text: 'RUC:                 4182736-8', match: '4182736-8' }, { text: 'RUC 80028061-0', match: '80028061-0' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'RUC: 4182736-7' /* wrong check digit */, '4182736-8'],
    },
  }),
  idFormat({
    // python-stdnum has no cm module.
    id: 'cm/cni',
    entity: 'NATIONAL_ID',
    country: 'CM',
    name: "Cameroonian national identity card number (carte nationale d'identité, CNI)",
    shape: String.raw`\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none published; nine digits',
    context: ['CNI', "carte nationale d'identité", "carte nationale d'identite", "carte d'identité"],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the thirteenth reading's CNPS attestation).
      positive: [{ text: 'titulaire de la CNI n° 104182736, délivrée le 02/05/2021', match: '104182736' }, { text: 'MBARGA Christelle (CNI 109365104) ;', match: '109365104' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CNI n° 000000000', '104182736'],
    },
  }),
  idFormat({
    // python-stdnum has no cm module.
    id: 'cm/niu',
    entity: 'VAT_NUMBER',
    country: 'CM',
    name: "Cameroonian taxpayer's unique identifier (NIU, Numéro d'Identifiant Unique)",
    shape: String.raw`[PM]\d{12}[A-Z]`,
    validate: (s) => /^[PM]\d{12}[A-Z]$/.test(s) && !isRepeatedDigit(s.slice(1, 13)),
    checksum: 'none published; P (a person) or M (a firm), twelve digits and a letter',
    context: ['NIU', "Numéro d'Identifiant Unique", "Numero d'Identifiant Unique", 'identifiant unique'],
    // A letter, digits and a letter are a part number's shape: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the thirteenth reading's attestation).
      positive: [{ text: "Numéro d'Identifiant Unique (NIU) : P118600418273K", match: 'P118600418273K' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'NIU : P000000000000K', 'P118600418273K'],
    },
  }),
  idFormat({
    // python-stdnum has no rw module.
    id: 'rw/nid',
    entity: 'NATIONAL_ID',
    country: 'RW',
    name: "Rwandan national ID number (indangamuntu, NID)",
    shape: String.raw`[1-3] \d{4} [78] \d{7} \d \d{2}|[1-3]\d{4}[78]\d{10}`,
    validate: isRwNid,
    checksum: 'none published; the holder\'s kind (1–3), the birth year, the sex (7, 8)',
    context: ["indangamuntu", "y'indangamuntu", 'National ID', 'NID', 'ID No'],
    // Printed 1 4 1 7 1 2 with a year and a sex digit in their places: no other number is
    // written so. Sixteen bare digits are a card's: those need the word.
    requireContext: 'when-bare',
    examples: {
      // Fictitious numbers (the thirteenth reading's icyemezo).
      positive: [{ text: "Nimero y'indangamuntu: 1 1989 7 0041827 3 61", match: '1 1989 7 0041827 3 61' }, { text: 'NID 1198580036271402', match: '1198580036271402' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, '1 1989 5 0041827 3 61' /* no sex 5 */, '1198970041827361'],
    },
  }),
  idFormat({
    // python-stdnum has no zm module.
    id: 'zm/nrc',
    entity: 'NATIONAL_ID',
    country: 'ZM',
    name: 'Zambian National Registration Card number (NRC)',
    shape: String.raw`\d{6}/\d{2}/\d`,
    validate: (d) => isDigits(d, 9) && !isRepeatedDigit(d.slice(0, 6)) && d[8] !== '0',
    checksum: 'none; six digits, the district\'s two and the holder\'s kind (1 a citizen)',
    context: ['NRC', 'National Registration Card', 'NRC No'],
    // Slashed digits are a file reference's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the thirteenth reading's NAPSA form).
      positive: [{ text: '4. NRC No.: 418273/61/1       5. Social', match: '418273/61/1' }, { text: 'sa (son)                     NRC No.: 365104/10/1', match: '365104/10/1' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NRC No.: 000000/61/1', 'File 418273/61/1'],
    },
  }),
  idFormat({
    // python-stdnum has no zm module.
    id: 'zm/tpin',
    entity: 'VAT_NUMBER',
    country: 'ZM',
    name: 'Zambian taxpayer identification number (TPIN)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10, 10),
    checksum: 'none published; ten digits',
    context: ['TPIN', 'Taxpayer Identification Number'],
    // Ten digits are phone numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the thirteenth reading's form).
      positive: [{ text: '11. TPIN: 1004182736', match: '1004182736' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'TPIN: 0000000000', '1004182736'],
    },
  }),
  idFormat({
    // python-stdnum has no tt module.
    id: 'tt/bir',
    entity: 'VAT_NUMBER',
    country: 'TT',
    name: 'Trinidad and Tobago Board of Inland Revenue file number (BIR number)',
    shape: String.raw`\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none published; nine digits',
    context: ['BIR', 'BIR File No', 'BIR No', 'Board of Inland Revenue'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the thirteenth reading's Inland Revenue e-mail).
      positive: [{ text: '  BIR File No.:   104182736', match: '104182736' }, { text: 'Ravindra Singh (BIR 108365210) filed', match: '108365210' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'BIR File No.: 111111111', '104182736'],
    },
  }),
  idFormat({
    // python-stdnum has no tt module.
    id: 'tt/nis',
    entity: 'NATIONAL_ID',
    country: 'TT',
    name: 'Trinidad and Tobago National Insurance number (NIS No.)',
    shape: String.raw`\d{8,9}`,
    validate: notRepeated(8, 9),
    checksum: 'none published; eight or nine digits',
    context: ['NIS No', 'NIS Number', 'National Insurance number', 'National Insurance No'],
    // Eight digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the thirteenth reading's e-mail).
      positive: [{ text: '  NIS No.:        30916472', match: '30916472' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NIS No.: 00000000', '30916472'],
    },
  }),
];
