/**
 * National IDs the ninth independent reading found standing (test/fixtures/reader9/): Sri Lankan
 * and Moroccan numbers. Every entry says next to `requireContext` why (README, "National IDs and
 * tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Sri Lanka (Department for Registration of Persons): the old NIC is the birth year's last two
// digits, the day of the year (500 added for women), a serial of four digits and V (or X for one
// who may not vote); the new one (since 2016) has the whole year, the day and five digits. No
// check digit is published (Wikipedia, "National identity card (Sri Lanka)").
function isLkDay(day: number): boolean {
  return (day >= 1 && day <= 366) || (day >= 501 && day <= 866);
}
function isLkNic(s: string): boolean {
  if (/^\d{9}[VX]$/.test(s)) return isLkDay(Number(s.slice(2, 5))) && !isRepeatedDigit(s.slice(0, 9));
  if (!isDigits(s, 12) || isRepeatedDigit(s)) return false;
  const year = Number(s.slice(0, 4));
  return year >= 1900 && year <= 2099 && isLkDay(Number(s.slice(4, 7)));
}

// Morocco (DGSN, the carte nationale d'identité électronique): one or two letters for the
// issuing office and up to six digits, no check digit (Wikipedia fr, "Carte nationale
// d'identité électronique (Maroc)").
const isMaCin = (s: string): boolean => /^[A-Z]{1,2}\d{4,6}$/.test(s) && !isRepeatedDigit(s.replace(/^[A-Z]+/, ''));

// Morocco (CNSS): a salaried person's immatriculation number, nine digits, no check digit
// published (the CNSS's "Attestation d'immatriculation" forms).
const isMaCnss = (d: string): boolean => isDigits(d, 9) && !isRepeatedDigit(d);

export const WORLD_NINTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has no lk module.
    id: 'lk/nic',
    entity: 'NATIONAL_ID',
    country: 'LK',
    name: 'Sri Lankan national identity card number (NIC, ජාතික හැඳුනුම්පත, தேசிய அடையாள அட்டை)',
    shape: String.raw`\d{9}[VX]|\d{12}`,
    validate: isLkNic,
    checksum: 'none published; the birth year and the day of the year (plus 500 for women)',
    context: ['NIC', 'NIC No', 'NIC Number', 'Old NIC', 'National Identity Card', 'National ID', 'ජාතික හැඳුනුම්පත', 'தேசிய அடையாள அட்டை'],
    // No check digit, and twelve digits are also account numbers: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the ninth reading's EPF letter).
      positive: [{ text: 'NIC No.: 199107302418', match: '199107302418' }, { text: 'Old NIC No. : 910730241V', match: '910730241V' }, { text: 'spouse (NIC 199368104927)', match: '199368104927' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'NIC No.: 199190002418' /* no day 900 */, '910730241V'],
    },
  }),
  idFormat({
    // python-stdnum has no ma module.
    id: 'ma/cin',
    entity: 'NATIONAL_ID',
    country: 'MA',
    name: "Carte nationale d'identité électronique (CIN, CNIE; البطاقة الوطنية للتعريف)",
    shape: String.raw`[A-Z]{1,2}\d{4,6}`,
    validate: isMaCin,
    checksum: 'none; one or two letters and up to six digits',
    context: ['CIN', 'C.I.N', 'CNIE', "carte d'identité nationale", "carte nationale d'identité", 'البطاقة الوطنية'],
    // Letters and digits are also product and office codes: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the ninth reading's CNSS attestation).
      positive: [{ text: 'titulaire de la CIN n° BE742816, immatriculée', match: 'BE742816' }, { text: 'son époux, CIN n° C418273.', match: 'C418273' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'CIN n° BE000000' /* one digit repeated */, 'BE742816'],
    },
  }),
  idFormat({
    // python-stdnum has no ma module.
    id: 'ma/cnss',
    entity: 'NATIONAL_ID',
    country: 'MA',
    name: "Numéro d'immatriculation à la CNSS (Moroccan social security number)",
    shape: String.raw`\d{9}`,
    validate: isMaCnss,
    checksum: 'none published; nine digits',
    context: ['immatriculée à la CNSS', 'immatriculé à la CNSS', 'N° CNSS', 'numéro CNSS', "numéro d'immatriculation", 'immatriculation CNSS'],
    // Nine digits are everything: only next to its name, and the name is the whole phrase (an
    // employer is "affiliée à la CNSS" under a number of its own).
    requireContext: true,
    examples: {
      // A fictitious number (the ninth reading's CNSS attestation).
      positive: [{ text: 'immatriculée à la CNSS sous le n° 118472936,', match: '118472936' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'immatriculée à la CNSS sous le n° 111111111', 'affiliée à la CNSS sous le n° 118472936'],
    },
  }),
];
