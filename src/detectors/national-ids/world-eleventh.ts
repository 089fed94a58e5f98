/**
 * National IDs the eleventh independent reading found standing (test/fixtures/reader11/):
 * Moldovan, Armenian, Quebec, Uruguayan, Ugandan and Nepali numbers. Every entry says next to
 * `requireContext` why (README, "National IDs and tax numbers").
 */
import { luhn } from '../lib/checksums.js';
import { isRepeatedDigit, twoDigits } from './algorithms.js';
import { digit, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

// Moldova (the IDNP, numărul de identificare de stat of a person, and the IDNO of a company):
// thirteen digits, the last a check digit: Σ d·(7, 3, 1, 7, 3, 1, …) over the first twelve mod
// 10 (python-stdnum md/idno). A person's IDNP begins with 0 or 2 (the ASP's register).
function isMdIdnp(d: string): boolean {
  return (d[0] === '0' || d[0] === '2') && mdCheckDigitHolds(d);
}

// A Moldovan company's IDNO (the state register's, first digit 1) has the same check digit
// (python-stdnum md/idno).
function isMdIdno(d: string): boolean {
  return d[0] === '1' && mdCheckDigitHolds(d);
}

function mdCheckDigitHolds(d: string): boolean {
  if (!isDigits(d, 13) || isRepeatedDigit(d)) return false;
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digit(d, i) * weights[i % 3]!;
  return sum % 10 === digit(d, 12);
}

// Quebec (RAMQ, the numéro d'assurance maladie): the surname's first three letters, the first
// name's first letter, the birth year's last two digits, the month (plus 50 for women), the day
// and two administrative digits (RAMQ, "Numéro d'assurance maladie"; no check digit published).
function isCaRamq(s: string): boolean {
  if (!/^[A-Z]{4}\d{8}$/.test(s)) return false;
  const m = twoDigits(s, 6);
  const month = m > 50 ? m - 50 : m;
  const day = twoDigits(s, 8);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

// Uruguay (the cédula de identidad): up to seven digits and a check digit: weights 2 9 8 7 6 3 4
// over the seven (left-padded with zeros), ten minus the sum mod 10 (mod 10) (DNIC; the same rule
// as the Uruguayan government's validator, "Dígito verificador de la cédula").
function isUyCi(d: string): boolean {
  if (!/^\d{7,8}$/.test(d) || isRepeatedDigit(d)) return false;
  const body = d.slice(0, -1).padStart(7, '0');
  const weights = [2, 9, 8, 7, 6, 3, 4];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += digit(body, i) * weights[i]!;
  return (10 - (sum % 10)) % 10 === digit(d, d.length - 1);
}

// Uganda (NIRA, the national identification number on the national ID card): C, M or F for the
// holder's sex, the birth year's last two digits and ten more capitals and digits (NIRA's
// "National Identification Number" format; no check digit published).
const isUgNin = (s: string): boolean => /^C[MF]\d{2}[0-9A-Z]{10}$/.test(s) && /\d{3}/.test(s.slice(4));

// Australia (the Individual Healthcare Identifier, IHI, of the Healthcare Identifiers Act 2010):
// sixteen digits, the first six 800360 (the issuer's prefix for individuals, AS 3523's card
// numbering; 800361 is a provider's HPI-I), the last a Luhn check digit (Services Australia,
// "Healthcare Identifiers Service", the IHI's format).
const isAuIhi = (d: string): boolean => isDigits(d, 16) && d.startsWith('800360') && luhn(d);

const notRepeated = (n: number) => (d: string): boolean => isDigits(d, n) && !isRepeatedDigit(d);

export const WORLD_ELEVENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has au/abn, au/acn and au/tfn only.
    id: 'au/ihi',
    entity: 'NATIONAL_ID',
    country: 'AU',
    name: 'Australian Individual Healthcare Identifier (IHI)',
    shape: String.raw`8003 ?60\d{2} ?\d{4} ?\d{4}`,
    validate: isAuIhi,
    checksum: 'the prefix 800360 and a Luhn digit',
    context: ['IHI', 'Individual Healthcare Identifier', 'healthcare identifier'],
    // A fixed six-digit prefix and a check digit over sixteen: its form is its own (no card
    // network issues numbers starting with 8003).
    requireContext: false,
    examples: {
      // A fictitious number (the eleventh reading's Elasticsearch response; Luhn digit by python-stdnum).
      positive: [{ text: '"ihi": "8003 6082 4182 7369",', match: '8003 6082 4182 7369' }, { text: 'IHI 8003608241827369', match: '8003608241827369' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'IHI 8003 6082 4182 7368' /* wrong Luhn digit */],
    },
  }),
  idFormat({
    // python-stdnum has no module for a person's IDNP; its md/idno (a company's IDNO, below)
    // shares the rule.
    id: 'md/idnp',
    entity: 'NATIONAL_ID',
    country: 'MD',
    name: 'Moldovan state identification number of a person (IDNP, numărul de identificare de stat)',
    shape: String.raw`\d{13}`,
    validate: isMdIdnp,
    checksum: 'weights 7 3 1 over the first twelve digits, mod 10',
    context: ['IDNP', 'IDNO', 'numărul de identificare', 'numarul de identificare', 'cod personal', 'codul personal', 'личный код', 'personal code'],
    // Thirteen digits with one check digit are order and account numbers too: one random run in
    // ten passes. Only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eleventh reading's CNAS certificate; check digits by python-stdnum md/idno).
      positive: [{ text: 'născută la 14.05.1987, IDNP 2004004182739, CPAS', match: '2004004182739' }, { text: '(IDNP 2001047182630)', match: '2001047182630' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'IDNP 2004004182738' /* wrong check digit */, '2004004182739'],
    },
  }),
  idFormat({
    // python-stdnum md/idno.
    id: 'md/idno',
    entity: 'VAT_NUMBER',
    country: 'MD',
    name: 'Moldovan state identification number of a legal entity (IDNO, codul fiscal)',
    shape: String.raw`1\d{12}`,
    validate: isMdIdno,
    checksum: 'weights 7 3 1 over the first twelve digits, mod 10',
    context: ['IDNO', 'cod fiscal', 'codul fiscal', 'cod fiscal/IDNO', 'numărul de identificare de stat', 'numarul de identificare de stat'],
    // Thirteen digits with one check digit are order and account numbers too: only next to its name.
    requireContext: true,
    examples: {
      // python-stdnum md/idno's doctest: 1008600038413 valid, 1008600038412 a wrong check digit.
      positive: [{ text: 'S.R.L. (IDNO 1008600038413)', match: '1008600038413' }, { text: 'cod fiscal: 1008600038413', match: '1008600038413' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'IDNO 1008600038412' /* wrong check digit */, '1008600038413'],
    },
  }),
  idFormat({
    // python-stdnum has no module for it.
    id: 'md/cpas',
    entity: 'NATIONAL_ID',
    country: 'MD',
    name: 'Moldovan personal social insurance code (CPAS, codul personal de asigurări sociale)',
    shape: String.raw`\d{13}`,
    validate: notRepeated(13),
    checksum: 'none published; thirteen digits',
    context: ['CPAS', 'codul personal de asigurări sociale', 'cod personal de asigurări sociale', 'codul personal de asigurari sociale'],
    // No check digit: only right after its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's CNAS certificate).
      positive: [{ text: 'CPAS 1004418273652, domiciliată în', match: '1004418273652' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'CPAS 10044', '1004418273652'],
    },
  }),
  idFormat({
    // python-stdnum has no am module.
    id: 'am/psn',
    entity: 'NATIONAL_ID',
    country: 'AM',
    name: 'Armenian public services number (social card number, ՀԾՀ, հանրային ծառայությունների համարանիշ)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10),
    checksum: 'none published; ten digits',
    context: ['ՀԾՀ', 'հանրային ծառայությունների համարանիշ', 'սոցիալական քարտ', 'public services number', 'social card number', 'PSN'],
    // Ten digits are phone and account numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's certificate).
      positive: [{ text: 'Հանրային ծառայությունների համարանիշ (ՀԾՀ)՝ 2207910418', match: '2207910418' }, { text: 'social card number 2207910418', match: '2207910418' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'ՀԾՀ 1111111111', '2207910418'],
    },
  }),
  idFormat({
    // python-stdnum has ca/sin and ca/bn only.
    id: 'ca/ramq',
    entity: 'NATIONAL_ID',
    country: 'CA',
    name: "Quebec health insurance number (numéro d'assurance maladie, RAMQ, NAM)",
    shape: String.raw`[A-Z]{4} ?\d{4} ?\d{4}`,
    validate: isCaRamq,
    checksum: 'the birth month (plus 50 for women) and day; no check digit',
    context: ["assurance maladie", "assurance-maladie", 'RAMQ', 'NAM', 'health insurance number', 'Quebec health card', 'carte soleil'],
    // Four letters and eight digits are a product or a booking code's shape too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eleventh reading's RAMQ letter).
      positive: [{ text: "Numéro d'assurance maladie : TREG 8557 1512", match: 'TREG 8557 1512' }, { text: "(numéro d'assurance maladie GAGL 1962 0814)", match: 'GAGL 1962 0814' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, "numéro d'assurance maladie TREG 8537 1512" /* no month 37 */, 'TREG 8557 1512'],
    },
  }),
  idFormat({
    // python-stdnum has uy/rut only.
    id: 'uy/ci',
    entity: 'NATIONAL_ID',
    country: 'UY',
    name: 'Uruguayan identity card number (cédula de identidad, C.I.)',
    shape: String.raw`\d\.\d{3}\.\d{3}-\d|\d{3}\.\d{3}-\d|\d{7,8}`,
    validate: isUyCi,
    checksum: 'weights 2 9 8 7 6 3 4, ten minus the sum mod 10',
    context: ['cédula de identidad', 'cedula de identidad', 'cédula', 'cedula', 'C.I.', 'CI', 'C.I', 'documento de identidad'],
    // One check digit over seven is one random run in ten, and `1.234.567-8` is also a Chilean
    // RUT's and a Paraguayan number's print: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eleventh reading's BPS certificate).
      positive: [{ text: 'titular de la cédula de identidad 4.182.736-0, nacido', match: '4.182.736-0' }, { text: 'Sra. Valentina Suárez Olivera, C.I. 3.719.402-8, figura', match: '3.719.402-8' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'cédula de identidad 4.182.736-1' /* wrong check digit */, '4.182.736-0'],
    },
  }),
  idFormat({
    // python-stdnum has no ug module.
    id: 'ug/nin',
    entity: 'NATIONAL_ID',
    country: 'UG',
    name: 'Ugandan national identification number (NIN, NIRA)',
    shape: String.raw`C[MF]\d{2}[0-9A-Z]{10}`,
    validate: isUgNin,
    checksum: 'none published; C, the sex letter, the birth year and ten capitals and digits',
    context: ['NIN', 'National ID No', 'National ID Number', 'national identification number', 'NIRA', 'Ndaga Muntu'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's microfinance KYC form).
      positive: [{ text: 'National ID No. (NIN): CF91041027PQLH       Card No.:', match: 'CF91041027PQLH' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'NIN: CF91ABCDEFPQLH' /* no digits after the year */, 'CF91041027PQLH'],
    },
  }),
  idFormat({
    // python-stdnum has no ug module.
    id: 'ug/tin',
    entity: 'VAT_NUMBER',
    country: 'UG',
    name: 'Ugandan taxpayer identification number (URA TIN)',
    shape: String.raw`[12]\d{9}`,
    validate: (d) => isDigits(d, 10) && !isRepeatedDigit(d.slice(1)),
    checksum: 'none published; ten digits, 1 for individuals and 2 for others',
    context: ['TIN (URA)', 'URA TIN', 'TIN', 'Uganda Revenue Authority'],
    // Ten digits are phone and account numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's microfinance KYC form).
      positive: [{ text: 'TIN (URA): 1018427364', match: '1018427364' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'TIN (URA): 1000000000', '1018427364'],
    },
  }),
  idFormat({
    // python-stdnum has no ug module.
    id: 'ug/nssf',
    entity: 'NATIONAL_ID',
    country: 'UG',
    name: 'Ugandan social security number (NSSF member number)',
    shape: String.raw`[A-Z]{2}\d{9}`,
    validate: (s) => /^[A-Z]{2}\d{9}$/.test(s) && !isRepeatedDigit(s.slice(2)),
    checksum: 'none published; two capitals and nine digits',
    context: ['NSSF No', 'NSSF number', 'NSSF member', 'NSSF'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's microfinance KYC form).
      positive: [{ text: 'NSSF No.: NS004182736', match: 'NS004182736' }],
      negative: ['GSTIN 27AAPFU0939F1ZV' /* an Indian GSTIN: a neighbour's number */, 'NSSF No.: NS000000000', 'NS004182736'],
    },
  }),
  idFormat({
    // python-stdnum has no np module.
    id: 'np/citizenship',
    entity: 'NATIONAL_ID',
    country: 'NP',
    name: 'Nepali citizenship certificate number (नागरिकता प्रमाणपत्र नं.)',
    shape: String.raw`\d{2}-\d{2}-\d{2}-\d{4,5}|\d{3}-\d{4,5}`,
    validate: (d) => /^\d{7,11}$/.test(d) && !isRepeatedDigit(d),
    checksum: "none published; the district's code, groups and a serial number",
    context: ['नागरिकता प्रमाणपत्र नं', 'नागरिकता प्रमाणपत्र', 'नागरिकता नं', 'citizenship certificate no', 'citizenship certificate number', 'citizenship no'],
    // No check digit: only next to its name. Devanagari digits are folded by the engine.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's ward office letter).
      positive: [{ text: 'को नागरिकता प्रमाणपत्र नं. २७-०१-७४-०५६१२ हराएकोले', match: '२७-०१-७४-०५६१२' }, { text: 'Citizenship Certificate No. 27-01-74-05612', match: '27-01-74-05612' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'नागरिकता प्रमाणपत्र नं. ११-११-११-११११११', '27-01-74-05612'],
    },
  }),
  idFormat({
    // python-stdnum has no np module.
    id: 'np/nin',
    entity: 'NATIONAL_ID',
    country: 'NP',
    name: 'Nepali national identity number (राष्ट्रिय परिचयपत्र नं., NIN)',
    shape: String.raw`\d{3}-\d{3}-\d{3}-\d|\d{10}`,
    validate: notRepeated(10),
    checksum: 'none published; ten digits',
    context: ['राष्ट्रिय परिचयपत्र नं', 'राष्ट्रिय परिचयपत्र', 'national identity card no', 'NIN'],
    // Ten digits are phone numbers: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's ward office letter).
      positive: [{ text: 'निजको राष्ट्रिय परिचयपत्र नं. ०४१-८२७-३६५-१ र', match: '०४१-८२७-३६५-१' }],
      negative: ['OM1100006083' /* an Omani VAT number: a neighbour's number */, 'राष्ट्रिय परिचयपत्र नं. १११-१११-१११-१', '041-827-365-1'],
    },
  }),
  idFormat({
    // python-stdnum has no np module.
    id: 'np/pan',
    entity: 'VAT_NUMBER',
    country: 'NP',
    name: 'Nepali permanent account number (स्थायी लेखा नम्बर, PAN)',
    shape: String.raw`\d{9}`,
    validate: notRepeated(9),
    checksum: 'none published; nine digits',
    context: ['स्थायी लेखा नम्बर', 'स्थायी लेखा नं', 'permanent account number', 'PAN'],
    // Nine digits are everything: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eleventh reading's ward office letter).
      positive: [{ text: 'स्थायी लेखा नम्बर (PAN) ६०४१८२७३६ रहेको', match: '६०४१८२७३६' }],
      negative: ['NIC No.: 199107302418' /* a Sri Lankan NIC: a neighbour's number */, 'PAN १११११११११', '604182736'],
    },
  }),
];
