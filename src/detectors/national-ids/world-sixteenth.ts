/**
 * National IDs the sixteenth independent reading found standing (test/fixtures/reader16/):
 * the Kuwaiti civil number, the Afghan e-Tazkira, the Ivorian identity card and CNPS
 * registration, and the Congolese voter's card. Every entry says next to
 * `requireContext` why (README, "National IDs and tax numbers").
 */
import { isCalendarDate, isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Kuwait (civil number, الرقم المدني, PACI): the century (2 for the 1900s, 3 for the 2000s),
// the birth date YYMMDD, a serial of four and a check digit: weights 2 1 6 3 7 9 10 5 8 4 2,
// 11 − (sum mod 11), mod 11 (python-stdnum kw/cid; 10 is never issued).
const KW_WEIGHTS = [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function isKwCivilId(d: string): boolean {
  if (!isDigits(d, 12) || (d[0] !== '2' && d[0] !== '3')) return false;
  const century = d[0] === '2' ? 1900 : 2000;
  if (!isCalendarDate(century + Number(d.slice(1, 3)), Number(d.slice(3, 5)), Number(d.slice(5, 7)))) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(d[i]) * KW_WEIGHTS[i]!;
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(d[11]);
}

// Afghanistan (e-Tazkira): the year of registration in the Solar Hijri calendar, four digits
// and a serial of five, printed 1400-0101-41827.
function isAfTazkira(d: string): boolean {
  const year = Number(d.slice(0, 4));
  return isDigits(d, 13) && year >= 1390 && year <= 1420 && !isRepeatedDigit(d.slice(8));
}

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

export const WORLD_SIXTEENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum kw/cid (its doctests are the examples below).
    id: 'kw/civil-id',
    entity: 'NATIONAL_ID',
    country: 'KW',
    name: 'Kuwaiti civil number (الرقم المدني, Civil ID, PACI)',
    shape: String.raw`\d{12}`,
    validate: isKwCivilId,
    checksum: 'the century digit, the birth date YYMMDD, weights 2 1 6 3 7 9 10 5 8 4 2 mod 11',
    context: ['الرقم المدني', 'البطاقة المدنية', 'رقم البطاقة المدنية', 'Civil ID', 'civil ID', 'Civil Number', 'civil number', 'PACI'],
    // Twelve digits with a date and a check digit still pass one bare number in some hundreds:
    // only next to its name.
    requireContext: true,
    examples: {
      // python-stdnum kw/cid's doctests (valid 288020122596, 227081660516, 292091998298; a bad
      // check digit 292091998297; no 20th month 288200122596); a fictitious number of the reading.
      positive: [{ text: 'Civil ID: 288020122596', match: '288020122596' }, { text: 'الرقم المدني 227081660516', match: '227081660516' }, { text: 'كويتي الجنسية، الرقم المدني: 292031404187', match: '292031404187' }, { text: 'civil number 292091998298', match: '292091998298' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Civil ID: 292091998297', 'Civil ID: 288200122596', '288020122596'],
    },
  }),
  idFormat({
    // python-stdnum has no af module; the print is the e-Tazkira's (NSIA).
    id: 'af/tazkira',
    entity: 'NATIONAL_ID',
    country: 'AF',
    name: 'Afghan electronic identity card number (e-Tazkira, تذکره الکترونیکی)',
    shape: String.raw`\d{4}-\d{4}-\d{5}`,
    validate: isAfTazkira,
    checksum: 'none; the Solar Hijri year of registration (1390–1420), four digits and a serial of five',
    context: ['تذکره', 'تذكره', 'تذکرہ', 'tazkira', 'Tazkira', 'tazkera', 'Tazkera', 'e-Tazkira'],
    // A year, four and five digits are a date-like reference's print too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the sixteenth reading's Dari request).
      positive: [{ text: 'دارنده تذکره الکترونیکی\nبه نمبر 1400-0101-41827 به عرض', match: '1400-0101-41827' }, { text: 'e-Tazkira no. 1398-0101-27365', match: '1398-0101-27365' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Tazkira 2024-0101-41827' /* a Gregorian year */, '1400-0101-41827'],
    },
  }),
  idFormat({
    // python-stdnum has no ci module. ONECI's card number is the support's reference, "CI00…"
    // (Fraternité Matin, the ONECI's deputy director on the NNI and the card number).
    id: 'ci/cni',
    entity: 'NATIONAL_ID',
    country: 'CI',
    name: 'Ivorian national identity card number (CNI, ONECI)',
    shape: String.raw`CI\d{9}`,
    normalize: (p) => p.slice(2),
    validate: notRepeated(9, 9),
    checksum: 'none; CI and nine digits',
    context: ['CNI', "carte nationale d'identité", 'Carte Nationale d’Identité', "Carte Nationale d'Identité", 'ONECI'],
    // CI and nine digits are an invoice's or a ticket's reference too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the sixteenth reading's attestation).
      positive: [{ text: '  N° CNI                : CI004182736', match: 'CI004182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CNI CI000000000', 'CI004182736'],
    },
  }),
  idFormat({
    // python-stdnum has no ci module.
    id: 'ci/cnps',
    entity: 'NATIONAL_ID',
    country: 'CI',
    name: 'Ivorian social security registration number (immatriculation CNPS)',
    shape: String.raw`\d{12,13}`,
    validate: notRepeated(12, 13),
    checksum: 'none; twelve or thirteen digits',
    context: ['Immatriculation CNPS', 'immatriculation CNPS', 'N° CNPS', 'CNPS'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the sixteenth reading's attestation).
      positive: [{ text: '  N° Immatriculation CNPS : 190061827354', match: '190061827354' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CNPS 000000000000', '190061827354', "numéro employeur CNPS 0141827"],
    },
  }),
  idFormat({
    // python-stdnum has no cd module.
    id: 'cd/electeur',
    entity: 'NATIONAL_ID',
    country: 'CD',
    name: 'Congolese voter’s card number (carte d’électeur, CENI), the identity document in use',
    shape: String.raw`\d{10,12}`,
    validate: notRepeated(10, 12),
    checksum: 'none; ten to twelve digits',
    context: ["carte d'électeur", 'carte d’électeur', "carte d'electeur", 'carte d’electeur', 'CENI'],
    // Ten to twelve digits are a phone's or an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the sixteenth reading's attestation de résidence).
      positive: [{ text: "porteur de la carte d'electeur N° 10418273650 delivree par la CENI", match: '10418273650' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, "carte d'électeur 0000000000", '10418273650'],
    },
  }),
];
