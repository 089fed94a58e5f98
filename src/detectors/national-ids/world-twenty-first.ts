/**
 * National IDs the twenty-first independent reading found standing (test/fixtures/reader21/):
 * the Palestinian identity number, Liechtenstein's PEID, Belize's social security number, San
 * Marino's social security code (Codice ISS) and the Swedish passport number. Only the
 * Palestinian number has a check digit, and nine digits pass it one time in ten: every entry
 * needs its name nearby, and says next to `requireContext` why (README, "National IDs and tax
 * numbers").
 */
import { luhn } from '../lib/checksums.js';
import { isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

export const WORLD_TWENTY_FIRST: readonly IdFormat[] = [
  idFormat({
    // The Palestinian identity card's number (رقم الهوية), kept since 1967 in the population
    // register shared with Israel's: nine digits, the last the Israeli check digit (Luhn over the
    // nine digits, python-stdnum il/idnr).
    id: 'ps/id-number',
    entity: 'NATIONAL_ID',
    country: 'PS',
    name: 'Palestinian identity number (رقم الهوية)',
    shape: String.raw`\d{9}`,
    validate: (d) => isDigits(d, 9) && luhn(d) && !isRepeatedDigit(d),
    checksum: 'Luhn over nine digits (the Israeli identity number’s)',
    context: ['رقم الهوية', 'رقم هوية', 'هوية رقم', 'هوية', 'الهوية', 'Palestinian ID'],
    // Nine digits pass the check one time in ten, and are a phone's or an account's: only next
    // to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twenty-first reading's marriage contract), checked with
      // python-stdnum il/idnr.
      positive: [{ text: 'رقم الهوية: 407123850       تاريخ الميلاد: 1996/04/13', match: '407123850' }, { text: 'والدها سمير أبو غوش، هوية رقم 920384179\n', match: '920384179' }, { text: 'الشاهد الأول: محمد القواسمي  هوية 401982731\n', match: '401982731' }],
      negative: ['رقم الهوية: 407123851' /* check digit */, 'رقم الهوية: 000000000', 'رقم السجل: 407123850'],
    },
  }),
  idFormat({
    // Liechtenstein's Personenidentifikationsnummer (PEID), the tax administration's number of
    // persons and entities: up to twelve digits, lead zeros dropped (python-stdnum li/peid; the
    // OECD's TIN sheet for Liechtenstein).
    id: 'li/peid',
    entity: 'NATIONAL_ID',
    country: 'LI',
    name: 'Liechtenstein person identification number (PEID)',
    shape: String.raw`\d{4,12}`,
    validate: (d) => notRepeated(4, 12)(d.replace(/^0+/, '')),
    checksum: 'none; four to twelve digits after lead zeros',
    context: ['PEID', 'Personenidentifikationsnummer', 'Personen-Identifikationsnummer'],
    // Four to twelve digits are anything's: only next to its name.
    requireContext: true,
    examples: {
      // python-stdnum li/peid's docstring ('1234567', '00001234567'); a fictitious number (the
      // twenty-first reading's discharge letter).
      positive: [{ text: 'PEID: 1234567', match: '1234567' }, { text: 'PEID 00001234567', match: '00001234567' }, { text: 'PEID: 1410387725          AHV-Nr.', match: '1410387725' }],
      negative: ['PEID: 123' /* three digits */, 'PEID: 0000000', 'Fall-Nr.: 1410387725'],
    },
  }),
  idFormat({
    // The Social Security Board of Belize numbers every insured person's card; nine digits on
    // the cards and the forms that ask for it ("SSB No.").
    id: 'bz/ssb',
    entity: 'NATIONAL_ID',
    country: 'BZ',
    name: 'Belize social security number (SSB No.)',
    shape: String.raw`\d{9}`,
    validate: notRepeated(9, 9),
    checksum: 'none public; nine digits',
    context: ['SSB No', 'SSB Number', 'SSB #', 'SSB card', 'Social Security Board'],
    // Nine digits are anything's: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-first reading's police statement).
      positive: [{ text: 'Nationality: Belizean\nSSB No.: 000418273\nAddress:', match: '000418273' }],
      negative: ['SSB No.: 000000000', 'SSB No.: 00041827' /* eight digits */, 'CR No.: 000418273'],
    },
  }),
  idFormat({
    // San Marino's Istituto per la Sicurezza Sociale gives each insured resident a numeric code
    // (codice ISS) asked for on the Republic's forms; up to six digits on them.
    id: 'sm/iss',
    entity: 'NATIONAL_ID',
    country: 'SM',
    name: 'San Marino social security code (codice ISS)',
    shape: String.raw`\d{4,6}`,
    validate: notRepeated(4, 6),
    checksum: 'none public; four to six digits',
    context: ['Codice ISS', 'codice ISS', 'Cod. ISS', 'cod. ISS', 'N. ISS'],
    // A few digits are anything's: only right next to its name.
    requireContext: true,
    examples: {
      // A fictitious code (the twenty-first reading's licence renewal).
      positive: [{ text: 'il: 09/08/1957\nCodice ISS: 041872              Cittadinanza: sammarinese', match: '041872' }],
      negative: ['Codice ISS: 000000', 'Prot. n. 041872'],
    },
  }),
  idFormat({
    // Swedish passports (the Police Authority, Polisen) are numbered with eight digits since
    // 2012.
    id: 'se/passport',
    entity: 'NATIONAL_ID',
    country: 'SE',
    name: 'Swedish passport number (passnummer)',
    shape: String.raw`\d{8}`,
    validate: notRepeated(8, 8),
    checksum: 'none; eight digits',
    context: ['passnummer', 'Passnummer', 'passeport suédois', 'Swedish passport', 'svenskt pass'],
    // Eight digits are a phone's or a date's: only next to the name of a Swedish passport.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-first reading's deposit receipt).
      positive: [{ text: 'titulaire du passeport suédois n° 94718263, carte', match: '94718263' }, { text: 'Passnummer: 31827465', match: '31827465' }],
      negative: ['Passnummer: 00000000', 'passeport suédois n° 9471826' /* seven digits */, 'Ordernummer: 94718263'],
    },
  }),
];
