/**
 * National IDs the twentieth independent reading found standing (test/fixtures/reader20/): the
 * Omani civil number, Bahrain's personal number (CPR), the Namibian and Barbadian identity
 * numbers (both led by the birth date), São Tomé's identity card (Bilhete de Identidade), Togo's
 * identity card number and Vanuatu's passport and provident fund numbers. None has a published
 * check digit: every entry needs its name nearby, and says next to `requireContext` why (README,
 * "National IDs and tax numbers").
 */
import { isRepeatedDigit, twoDigits } from './algorithms.js';
import { isDateInCenturies, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

/** Digits led by a birth date YYMMDD (Namibia, Barbados), `length` in all. */
const ledByBirthDate = (length: number) => (d: string): boolean =>
  isDigits(d, length) && isDateInCenturies(twoDigits(d, 0), twoDigits(d, 2), twoDigits(d, 4)) && !isRepeatedDigit(d.slice(6));

// Bahrain (CPR): nine digits, the first four the holder's year and month of birth (YYMM).
function isBhCpr(d: string): boolean {
  const month = twoDigits(d, 2);
  return isDigits(d, 9) && month >= 1 && month <= 12 && !isRepeatedDigit(d.slice(4));
}

export const WORLD_TWENTIETH: readonly IdFormat[] = [
  idFormat({
    // Oman's civil number (الرقم المدني), issued by the Royal Oman Police's Directorate General
    // of Civil Status with the identity card: eight digits on the cards and the tenancy forms of
    // the municipalities (a lead zero printed); python-stdnum's om module has the VAT number only.
    id: 'om/civil-number',
    entity: 'NATIONAL_ID',
    country: 'OM',
    name: 'Omani civil number (الرقم المدني)',
    shape: String.raw`\d{8}`,
    validate: notRepeated(8, 8),
    checksum: 'none public; eight digits',
    context: ['الرقم المدني', 'رقم مدني', 'ر.م', 'Civil No', 'civil no', 'Civil Number', 'civil number'],
    // Eight digits are a phone's (Oman's own numbers have eight) or a reference's: only next to
    // its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twentieth reading's tenancy contract).
      positive: [{ text: 'ويمثلها السيد/ سالم البوسعيدي  الرقم المدني: 08417263\n', match: '08417263' }, { text: '1) يوسف بن خلفان الرواحي   ر.م 09582731\n', match: '09582731' }, { text: 'Civil No. 12093847', match: '12093847' }],
      negative: ['الرقم المدني: 00000000', 'الرقم المدني: 0841726' /* seven digits */, 'هاتف: 24567194', 'سجل تجاري رقم: 12847365'],
    },
  }),
  idFormat({
    // Bahrain's Information & eGovernment Authority prints the personal number (CPR, الرقم
    // الشخصي) as nine digits, the first four the year and month of birth (YYMM); its last digit
    // is a check digit whose computation is not published.
    id: 'bh/cpr',
    entity: 'NATIONAL_ID',
    country: 'BH',
    name: 'Bahraini personal number (CPR, الرقم الشخصي)',
    shape: String.raw`\d{9}`,
    validate: isBhCpr,
    checksum: 'none public; nine digits, the 3rd and 4th a month (YYMM of birth)',
    context: ['CPR', 'CPR No', 'الرقم الشخصي', 'الرقم السكاني'],
    // Nine digits are a phone's or an account's: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twentieth reading's customs declaration).
      positive: [{ text: 'CPR No. / الرقم الشخصي:       870614293\n', match: '870614293' }, { text: 'زينب العلوي (wife, CPR 900301847)', match: '900301847' }],
      negative: ['CPR No.: 871314293' /* no month 13 */, 'CPR No.: 870600000', 'Receipt 870614293'],
    },
  }),
  idFormat({
    // Namibia's Ministry of Home Affairs (Identification Act, 1996) issues an eleven-digit
    // identity number, the first six the birth date YYMMDD, then five digits.
    id: 'na/id-number',
    entity: 'NATIONAL_ID',
    country: 'NA',
    name: 'Namibian identity number (ID No., identiteitsnommer)',
    shape: String.raw`\d{11}|\d{6} \d{5}`,
    validate: ledByBirthDate(11),
    checksum: 'none public; the first six digits a date (YYMMDD)',
    context: ['Identity No', 'Identity Number', 'identity number', 'ID No', 'ID Number', 'Identiteitsnr', 'Identiteitsnommer', 'identiteitsnommer', 'ID-nommer'],
    // Eleven digits with a date first are a phone's or an account's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twentieth reading's death certificate).
      positive: [{ text: '3. Identity No. / Identiteitsnr:     43071500274\n', match: '43071500274' }, { text: '   ID No.:        68112400391\n', match: '68112400391' }],
      negative: ['ID No.: 43131500274' /* no month 13 */, 'Identity No.: 4307150027' /* ten digits */, 'Control no: 43071500274'],
    },
  }),
  idFormat({
    // Barbados' National Registration Number (the Electoral and Boundaries Commission's
    // identity card): the birth date YYMMDD, a hyphen and four digits.
    id: 'bb/nrn',
    entity: 'NATIONAL_ID',
    country: 'BB',
    name: 'Barbadian National Registration Number (NRN)',
    shape: String.raw`\d{6}-\d{4}`,
    validate: ledByBirthDate(10),
    checksum: 'none public; the first six digits a date (YYMMDD)',
    context: ['NRN', 'National Registration Number', 'national registration number', 'National Registration No'],
    // A date and four digits are a reference's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twentieth reading's immunization record).
      positive: [{ text: 'Date of birth: 02 Feb 2024       NRN: 240202-0318\n', match: '240202-0318' }, { text: 'Mother:  Tamika Blackman   NRN 960711-0427\n', match: '960711-0427' }],
      negative: ['NRN: 241302-0318' /* no month 13 */, 'NRN: 240202-0000', 'Batch 240202-0318'],
    },
  }),
  idFormat({
    // São Tomé and Príncipe's Bilhete de Identidade (Direcção dos Registos e Notariado): digits
    // only (nine on the recent cards), where Angola's and Mozambique's carry letters.
    id: 'st/bi',
    entity: 'NATIONAL_ID',
    country: 'ST',
    name: 'São Tomé and Príncipe identity card number (Bilhete de Identidade, BI)',
    shape: String.raw`\d{6,9}`,
    validate: notRepeated(6, 9),
    checksum: 'none public; six to nine digits',
    context: ['Bilhete de Identidade', 'bilhete de identidade', 'BI n.º', 'BI nº', 'B.I. n.º'],
    // Six to nine digits are anything's: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twentieth reading's school transcript).
      positive: [{ text: 'Bilhete de Identidade n.º 200847153, emitido em 12/03/2024', match: '200847153' }, { text: 'portador do BI n.º 104587 emitido', match: '104587' }],
      negative: ['Bilhete de Identidade n.º 000000000', 'Número do processo: 200847153'],
    },
  }),
  idFormat({
    // Togo's carte nationale d'identité (Direction Générale de la Documentation Nationale):
    // eleven digits printed in groups of four, three and four.
    id: 'tg/cni',
    entity: 'NATIONAL_ID',
    country: 'TG',
    name: "Togolese national identity card number (carte nationale d'identité, CNI)",
    shape: String.raw`\d{4}-\d{3}-\d{4}`,
    validate: notRepeated(11, 11),
    checksum: 'none public; eleven digits printed 4-3-4',
    context: ["carte nationale d'identité", 'carte nationale d’identité', "carte nationale d'identite", "carte d'identité", 'CNI'],
    // A grouped number is a reference's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twentieth reading's summons).
      positive: [{ text: "titulaire de la carte nationale d'identité n° 0417-238-1095 délivrée le", match: '0417-238-1095' }, { text: 'CNI : 1025-489-3317', match: '1025-489-3317' }],
      negative: ["carte nationale d'identité n° 0000-000-0000", 'Dossier n° 0417-238-1095'],
    },
  }),
  idFormat({
    // Vanuatu's passports (Department of Immigration and Passport Services) are numbered RV and
    // seven digits on the specimens.
    id: 'vu/passport',
    entity: 'NATIONAL_ID',
    country: 'VU',
    name: 'Vanuatu passport number',
    shape: String.raw`RV\d{7}`,
    normalize: (p) => p,
    validate: (s) => /^RV\d{7}$/.test(s) && !isRepeatedDigit(s.slice(2)),
    checksum: 'none; RV and seven digits',
    context: ['Pasport', 'pasport', 'Passport', 'passport'],
    // Two letters and seven digits are a part number's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twentieth reading's lease registration).
      positive: [{ text: '  Pasport namba: RV0412873\n', match: 'RV0412873' }, { text: 'Passport No. RV1038274', match: 'RV1038274' }],
      negative: ['Pasport namba: RV0000000', 'Pasport namba: RV041287' /* six digits */, 'Part RV0412873'],
    },
  }),
  idFormat({
    // The Vanuatu National Provident Fund's member number (VNPF namba): seven digits on its
    // members' statements.
    id: 'vu/vnpf',
    entity: 'NATIONAL_ID',
    country: 'VU',
    name: 'Vanuatu National Provident Fund member number (VNPF)',
    shape: String.raw`\d{6,7}`,
    validate: notRepeated(6, 7),
    checksum: 'none; six or seven digits',
    context: ['VNPF', 'Provident Fund'],
    // Six or seven digits are anything's: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twentieth reading's lease registration).
      positive: [{ text: '  VNPF namba: 2041873\n', match: '2041873' }],
      negative: ['VNPF namba: 0000000', 'Risit namba: 2041873'],
    },
  }),
];
