/**
 * National IDs the twenty-second independent reading found standing (test/fixtures/reader22/):
 * Mali's NINA, the Armenian identity card's number, the Bahamian National Insurance number,
 * Niger's NIF, the Yemeni personal card's number and India's ABHA number. None has a public
 * check digit (the NINA's key letter's algorithm is unpublished): every entry needs its name
 * nearby, and says next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

export const WORLD_TWENTY_SECOND: readonly IdFormat[] = [
  idFormat({
    // Mali's Numéro d'Identification Nationale (NINA, loi n°06-040 du 11 août 2006), given by the
    // RAVEC census since 2009: fourteen digits (nationality 1, sex 1, year of birth 2, place of
    // birth 7, a serial of 3) and a key letter, as the RAVEC project's head described it
    // (Maliweb, "la carte NINA présentée à la société civile", 2013).
    id: 'ml/nina',
    entity: 'NATIONAL_ID',
    country: 'ML',
    name: "Malian national identification number (NINA, Numéro d'Identification Nationale)",
    shape: String.raw`\d ?\d ?\d{2} ?\d{7} ?\d{3} ?[A-Z]`,
    validate: (c) => /^\d{14}[A-Z]$/.test(c) && !isRepeatedDigit(c.slice(0, 14)),
    checksum: 'a key letter (algorithm unpublished); fourteen digits before it',
    context: ['NINA', 'N.I.N.A', "Numéro d'Identification Nationale", 'Numéro d’Identification Nationale', 'carte NINA', 'fiche NINA'],
    // Fourteen digits and a letter are a reference's shape too, and the key is unchecked: only
    // next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twenty-second reading's licence renewal), built on the
      // structure above.
      positive: [{ text: '   NINA : 11840710215023H\n   Profession', match: '11840710215023H' }, { text: 'Adama TRAORE, NINA 1 1 90 0101117 148 K, tél.', match: '1 1 90 0101117 148 K' }],
      negative: ['NINA : 1184071021502H' /* thirteen digits */, 'NINA : 00000000000000K', 'Dossier n° : 11840710215023H'],
    },
  }),
  idFormat({
    // The Armenian identity card (նույնականացման քարտ, issued since 2012 by the Police's
    // passport and visa department): its document number is nine digits, printed beside the
    // holder's public services number (ՀԾՀ, am/psn).
    id: 'am/id-card',
    entity: 'NATIONAL_ID',
    country: 'AM',
    name: 'Armenian identity card number (նույնականացման քարտ)',
    shape: String.raw`\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none; nine digits',
    context: ['նույնականացման քարտ', 'նույնականացման քարտի', 'ID քարտ', 'Armenian ID card', 'Armenian identity card'],
    // Nine digits are a phone's or an account's: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-second reading's marriage certificate).
      positive: [{ text: 'ծնված  02.09.1996 թ.\nնույնականացման քարտ՝ 009417263\n', match: '009417263' }],
      negative: ['նույնականացման քարտ՝ 000000000', 'նույնականացման քարտ՝ 00941726' /* eight digits */, 'ակտային գրառում N 009417263'],
    },
  }),
  idFormat({
    // The Bahamas' National Insurance Board numbers every insured person (the "NIB number" on
    // the NIB card and on every employer's and landlord's form): eight digits on them.
    id: 'bs/nib',
    entity: 'NATIONAL_ID',
    country: 'BS',
    name: 'Bahamian National Insurance number (NIB No.)',
    shape: String.raw`\d{8}`,
    validate: notRepeated(8, 8),
    checksum: 'none public; eight digits',
    context: ['NIB No', 'NIB Number', 'NIB #', 'NIB card', 'National Insurance Board'],
    // Eight digits are a date's or a phone's: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-second reading's deposit receipt).
      positive: [{ text: 'Received from:   Mr. Deangelo T. Rolle\nNIB No.:         20418837\nMobile:', match: '20418837' }],
      negative: ['NIB No.: 00000000', 'NIB No.: 2041883' /* seven digits */, 'Receipt No.: 20418837'],
    },
  }),
  idFormat({
    // Niger's Numéro d'Identification Fiscale (the Direction Générale des Impôts' NIF): a serial
    // number, a slash and a letter of the taxpayer's regime, printed on the DGI's assessments and
    // on invoices.
    id: 'ne/nif',
    entity: 'VAT_NUMBER',
    country: 'NE',
    name: "Niger tax identification number (NIF, Numéro d'Identification Fiscale)",
    shape: String.raw`\d{3,6} ?/ ?[A-Z]`,
    validate: (c) => /^\d{3,6}[A-Z]$/.test(c) && !isRepeatedDigit(c.slice(0, -1)),
    checksum: 'none; a serial, "/" and a letter',
    context: ['NIF', "Numéro d'Identification Fiscale", 'Numéro d’Identification Fiscale'],
    // A few digits, a slash and a letter are a reference's or a file's number: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-second reading's tax assessment).
      positive: [{ text: 'NIF : 31874/R            RCCM :', match: '31874/R' }],
      negative: ['NIF : 00000/R', 'NIF : 31/R' /* two digits */, 'Dossier : 31874/R'],
    },
  }),
  idFormat({
    // The Yemeni personal identity card (البطاقة الشخصية, the Civil Status and Civil Registry
    // Authority's): its number is eleven digits.
    id: 'ye/id-card',
    entity: 'NATIONAL_ID',
    country: 'YE',
    name: 'Yemeni personal card number (رقم البطاقة الشخصية)',
    shape: String.raw`\d{11}`,
    validate: notRepeated(11, 11),
    checksum: 'none; eleven digits',
    context: ['رقم البطاقة الشخصية', 'البطاقة الشخصية', 'رقم البطاقة', 'بطاقة شخصية', 'Yemeni ID card'],
    // Eleven digits are a phone's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twenty-second reading's admission notice).
      positive: [{ text: 'رقم البطاقة الشخصية: 01010347852\n', match: '01010347852' }, { text: 'صورة بطاقة ولي الأمر: فيصل، رقم البطاقة 01010119634، جوال', match: '01010119634' }],
      negative: ['رقم البطاقة الشخصية: 00000000000', 'رقم البطاقة 0101011963' /* ten digits */, 'رقم الجلوس: 01010119634'],
    },
  }),
  idFormat({
    // India's Ayushman Bharat Health Account number (ABHA, the National Health Authority's
    // ABDM): fourteen digits, printed 2-4-4-4 ("91-…").
    id: 'in/abha',
    entity: 'NATIONAL_ID',
    country: 'IN',
    name: 'Indian health account number (ABHA number)',
    shape: String.raw`\d{2}-?\d{4}-?\d{4}-?\d{4}`,
    validate: notRepeated(14, 14),
    checksum: 'none published; fourteen digits',
    context: ['ABHA', 'abha_number', 'abhaNumber', 'ABHA number', 'ABHA No', 'Health ID', 'healthIdNumber'],
    // Fourteen digits are an account's or an order's: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-second reading's Auth0 log).
      positive: [{ text: '"dob":"1990-08-12","abha_number":"91-4827-3360-1175","address"', match: '91-4827-3360-1175' }, { text: 'ABHA number: 91482733601175', match: '91482733601175' }],
      negative: ['ABHA number: 00-0000-0000-0000', 'ABHA number: 91-4827-3360-117' /* thirteen digits */, '"order_id":"91-4827-3360-1175"'],
    },
  }),
];
