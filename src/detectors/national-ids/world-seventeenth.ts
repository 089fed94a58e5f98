/**
 * National IDs the seventeenth independent reading found standing (test/fixtures/reader17/):
 * Benin's NPI and IFU, Kosovo's personal number, Bhutan's citizenship ID, Iraq's unified
 * national card, the Maldivian ID card, the Surinamese identity card, Eswatini's PIN and the
 * Sudanese national number. None has a published check digit: every entry needs its name
 * nearby, and says next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { isCalendarDate, isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (length: number) => (d: string): boolean => isDigits(d, length) && !isRepeatedDigit(d);

// Bhutan (CID, Department of Civil Registration and Census): eleven digits, the first two the
// registration's series (10, 11). A US number after a caller id's `CID:` is 1 and an area code
// that never starts with 0 or 1: the second digit keeps those out.
function isBtCid(d: string): boolean {
  return isDigits(d, 11) && d[0] === '1' && (d[1] === '0' || d[1] === '1') && !isRepeatedDigit(d.slice(2));
}

// Eswatini (PIN, Ministry of Home Affairs): the birth date YYMMDD and seven digits.
function isSzPin(d: string): boolean {
  if (!isDigits(d, 13) || isRepeatedDigit(d.slice(6))) return false;
  const yy = Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  const day = Number(d.slice(4, 6));
  return isCalendarDate(1900 + yy, month, day) || isCalendarDate(2000 + yy, month, day);
}

export const WORLD_SEVENTEENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has no bj module. ANIP's Numéro Personnel d'Identification: ten digits.
    id: 'bj/npi',
    entity: 'NATIONAL_ID',
    country: 'BJ',
    name: "Beninese personal identification number (NPI, Numéro Personnel d'Identification, ANIP)",
    shape: String.raw`\d{10}`,
    validate: notRepeated(10),
    checksum: 'none; ten digits',
    context: ['NPI', "Numéro Personnel d'Identification", 'Numéro Personnel d’Identification', 'ANIP'],
    // Ten digits are a Beninese mobile's too (01 97 …): only next to its name. A US National
    // Provider Identifier after `NPI` (a physician's, ten digits) is taken too: it names a person.
    requireContext: true,
    examples: {
      // A fictitious number (the seventeenth reading's attestation de résidence).
      positive: [{ text: 'Profession : Comptable\nNPI : 1041827365\n', match: '1041827365' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NPI : 0000000000', '1041827365', 'NPI : 104182736' /* nine digits */],
    },
  }),
  idFormat({
    // python-stdnum has no bj module. The DGI's Identifiant Fiscal Unique: thirteen digits,
    // 1 for a person, 3 for a company (DGI Bénin, "L'IFU").
    id: 'bj/ifu',
    entity: 'VAT_NUMBER',
    country: 'BJ',
    name: 'Beninese tax identification number (IFU, Identifiant Fiscal Unique)',
    shape: String.raw`\d{13}`,
    validate: (d) => notRepeated(13)(d) && (d[0] === '0' || d[0] === '1' || d[0] === '2' || d[0] === '3'),
    checksum: 'none; thirteen digits, the first 0 to 3',
    context: ['IFU', 'Identifiant Fiscal Unique', 'identifiant fiscal unique'],
    // Thirteen digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the seventeenth reading's attestation de résidence).
      positive: [{ text: 'NPI : 1041827365\nIFU : 3201910418273\n', match: '3201910418273' }],
      negative: ['NPI : 1041827365' /* a personal number: a neighbour's */, 'IFU : 9201910418273' /* first digit */, '3201910418273'],
    },
  }),
  idFormat({
    // python-stdnum has no xk module. The Civil Registration Agency's personal number (numri
    // personal, lični broj): ten digits on the identity card and every civil-status extract.
    id: 'xk/personal-number',
    entity: 'NATIONAL_ID',
    country: 'XK',
    name: 'Kosovar personal number (numri personal, lični broj)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10),
    checksum: 'none; ten digits',
    context: ['Numri personal', 'numri personal', 'NUMRI PERSONAL', 'Nr. personal', 'Lični broj', 'lični broj', 'Licni broj', 'licni broj', 'Лични број', 'лични број'],
    // Ten digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the seventeenth reading's birth certificate).
      positive: [{ text: 'Numri personal / Lični broj: 1241827365', match: '1241827365' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'Numri personal: 0000000000', 'Numri personal: 124182736' /* nine digits */, '1241827365'],
    },
  }),
  idFormat({
    // python-stdnum has no bt module. DCRC's citizenship identity card: eleven digits.
    id: 'bt/cid',
    entity: 'NATIONAL_ID',
    country: 'BT',
    name: 'Bhutanese citizenship identity card number (CID, ངོ་སྦྱོད་ལག་ཁྱེར)',
    shape: String.raw`\d{11}`,
    validate: isBtCid,
    checksum: 'none; eleven digits, the first two 10 or 11',
    context: ['CID', 'Citizenship ID', 'citizenship ID', 'Citizenship Identity Card', 'citizenship identity card', 'ངོ་སྦྱོད'],
    // Eleven digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the seventeenth reading's replacement form).
      positive: [{ text: '2. CID No. / ངོ་སྦྱོད་ཨང་ : 11504182736', match: '11504182736' }, { text: "7. Father's Name : Ugyen Dorji       CID: 10811003456", match: '10811003456' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CID: 12125550143' /* a US caller id */, 'CID: 10000000000', 'CID: 21504182736' /* first digit */],
    },
  }),
  idFormat({
    // python-stdnum has no iq module. The Ministry of Interior's unified national card
    // (البطاقة الوطنية الموحدة): twelve digits.
    id: 'iq/national-card',
    entity: 'NATIONAL_ID',
    country: 'IQ',
    name: 'Iraqi unified national card number (البطاقة الوطنية الموحدة)',
    shape: String.raw`\d{12}`,
    validate: notRepeated(12),
    checksum: 'none; twelve digits',
    context: ['البطاقة الوطنية', 'بطاقة وطنية', 'الرقم الوطني', 'کارتی نیشتمانی', 'National Card', 'national card'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the seventeenth reading's card request).
      positive: [{ text: 'رقم البطاقة الوطنية السابقة: 199104182736', match: '199104182736' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'رقم البطاقة الوطنية: 000000000000', '199104182736'],
    },
  }),
  idFormat({
    // python-stdnum has no iq module. The civil-status identity (هوية الأحوال المدنية) and the
    // residence card (بطاقة السكن) the card replaces print six to eight digits.
    id: 'iq/civil-id',
    entity: 'NATIONAL_ID',
    country: 'IQ',
    name: 'Iraqi civil-status identity and residence card numbers (هوية الأحوال المدنية، بطاقة السكن)',
    shape: String.raw`\d{6,8}`,
    validate: (d) => isDigits(d) && d.length >= 6 && d.length <= 8 && !isRepeatedDigit(d),
    checksum: 'none; six to eight digits',
    context: ['هوية الأحوال المدنية', 'الهوية المدنية', 'بطاقة السكن'],
    // Six to eight digits are anything: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the seventeenth reading's card request).
      positive: [{ text: 'رقم هوية الأحوال المدنية: 00418273   السجل: 1427', match: '00418273' }, { text: 'رقم بطاقة السكن: 2736418', match: '2736418' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'رقم هوية الأحوال المدنية: 1427' /* a register's number */, '00418273'],
    },
  }),
  idFormat({
    // python-stdnum has no mv module. The Department of National Registration's card: A and six
    // digits.
    id: 'mv/id-card',
    entity: 'NATIONAL_ID',
    country: 'MV',
    name: 'Maldivian national identity card number (DNR)',
    shape: String.raw`A\d{6}`,
    normalize: (p) => p.slice(1),
    validate: notRepeated(6),
    checksum: 'none; A and six digits',
    context: ['ID Card No', 'ID card no', 'ID Card', 'ID card', 'id card', 'National ID', 'އައިޑީ ކާޑު'],
    // A and six digits are a part number's or a seat's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the seventeenth reading's DNR letter).
      positive: [{ text: 'އައިޑީ ކާޑު ނަންބަރު / ID Card No: A418273', match: 'A418273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ID Card No: A000000', 'ID Card No: B418273', 'A418273'],
    },
  }),
  idFormat({
    // python-stdnum has no sr module. The CBB's identity card: two capitals and six digits.
    id: 'sr/id',
    entity: 'NATIONAL_ID',
    country: 'SR',
    name: 'Surinamese identity card number (ID-nummer, CBB)',
    shape: String.raw`[A-Z]{2}\d{6}`,
    normalize: (p) => p.slice(2),
    validate: notRepeated(6),
    checksum: 'none; two capitals and six digits',
    // `ID-nr.` as a letter abbreviates it (the twenty-third reading's scholarship award).
    context: ['ID-nummer', 'ID nummer', 'id-nummer', 'identiteitskaart', 'ID-kaart', 'ID kaart', 'ID-nr', 'ID nr'],
    // Two letters and six digits are a passport's, a flight's or a reference's too: only next
    // to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the seventeenth reading's volmacht, the twenty-third's scholarship award).
      positive: [{ text: 'geboren te Nickerie op 6 juni 1968,\nID-nummer FB041827, wonende', match: 'FB041827' }, { text: 'geboren op 21-11-1972, ID-nummer FA273641,', match: 'FA273641' }, { text: 'Ouder/verzorger: dhr. Ramdew Ramsaran, ID-nr. CK018473, tel. 852-4406', match: 'CK018473' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ID-nummer FB000000', 'FB041827'],
    },
  }),
  idFormat({
    // python-stdnum has no sz module. The Ministry of Home Affairs' personal identification
    // number: the birth date YYMMDD and seven digits.
    id: 'sz/pin',
    entity: 'NATIONAL_ID',
    country: 'SZ',
    name: 'Eswatini personal identification number (PIN)',
    shape: String.raw`\d{13}`,
    validate: isSzPin,
    checksum: 'none; the birth date YYMMDD and seven digits',
    context: ['PIN', 'ID number', 'id number', 'ID Number', 'idNumber', 'id_number', 'ID No', 'ID is', 'Personal Identification Number', 'personal identification number'],
    // Thirteen digits with a date are a South African number's print (za/idnr checks its
    // Luhn digit): only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the seventeenth reading's Segment events).
      positive: [{ text: '"idNumber":"9508196100418"', match: '9508196100418' }, { text: 'my old number was 7827 3641 and my ID is 8803115800273, please', match: '8803115800273' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ID number 9513196100418' /* a 13th month */, '9508196100418'],
    },
  }),
  idFormat({
    // python-stdnum has no sd module. The Civil Registry's national number (الرقم الوطني):
    // eleven digits.
    id: 'sd/national-number',
    entity: 'NATIONAL_ID',
    country: 'SD',
    name: 'Sudanese national number (الرقم الوطني)',
    shape: String.raw`\d{11}`,
    validate: notRepeated(11),
    checksum: 'none; eleven digits',
    context: ['national number', 'National Number', 'national_number', 'nationalNumber', 'الرقم الوطني', 'رقم وطني'],
    // Eleven digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the seventeenth reading's Laravel log).
      positive: [{ text: '"phone":"+249 912 418 273","national_number":"11941827364","password"', match: '11941827364' }, { text: '1. سلمى عبد الله إدريس - رقم وطني 12093158846 - هاتف', match: '12093158846' } /* the twenty-second reading's police report: the label without its article */],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'national number 00000000000', '11941827364'],
    },
  }),
];
