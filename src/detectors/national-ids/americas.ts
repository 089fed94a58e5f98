/**
 * National IDs and tax numbers of the Americas. Every entry says next to `requireContext` why
 * a number may or may not stand without a word naming it (README, "National IDs and tax
 * numbers").
 */
import { luhn } from '../lib/checksums.js';
import { isRepeatedDigit, mod11Complement } from './algorithms.js';
import { isValidCanadianBn, isValidCnpj, isValidCuit, isValidEin, isValidItin, isValidRfc } from '../vat/world.js';
import { crCpfCompact, isCaBcPhn, isCrCpf, isCuNi, isDigits, isEcCi, isMxCurp, isPeCui } from './checks.js';
import { compact, idFormat, type IdFormat } from './format.js';

// SSA: areas 000, 666 and 900-999, group 00 and serial 0000 are never issued
// (https://www.ssa.gov/employer/randomization.html); 078-05-1120 and 219-09-9999 were voided
// after being printed for the public (https://www.ssa.gov/history/ssn/misused.html).
const VOIDED_SSNS = new Set(['078051120', '219099999']);
function isUsSsn(d: string): boolean {
  if (!isDigits(d, 9) || VOIDED_SSNS.has(d)) return false;
  const area = Number(d.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && d.slice(3, 5) !== '00' && d.slice(5) !== '0000';
}

const SSN_WORDS = ['SSN', 'SSNs', 'SSN#', 'SS#', 'social security', 'social security number', 'soc sec', 'SS no', 'SS number'];

export const AMERICAS: readonly IdFormat[] = [
  idFormat({
    // Not in python-stdnum: the Medicare Beneficiary Identifier of CMS ("Understanding the
    // MBI format", cms.gov): 11 characters, a digit 1-9, letters without S L O I B Z, digits,
    // printed with or without dashes after the fourth and seventh.
    id: 'us/mbi',
    entity: 'NATIONAL_ID',
    country: 'US',
    name: 'Medicare Beneficiary Identifier (MBI)',
    shape: String.raw`[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d(?<sep>-?)[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d\k<sep>[AC-HJKMNP-RT-Y]{2}\d{2}`,
    validate: (c) => /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/.test(c),
    checksum: 'none (character classes by position)',
    context: ['MBI', 'Medicare', 'Medicare number', 'Medicare ID', 'Medicare Beneficiary Identifier', 'beneficiary ID'],
    // No check character: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'Medicare MBI: 1EG4-TE5-MK73', match: '1EG4-TE5-MK73' }, { text: 'MBI 1EG4TE5MK73', match: '1EG4TE5MK73' }], // CMS's published example MBI
      negative: ['1EG4-TE5-MK73' /* no word */, 'MBI: 1SG4-TE5-MK73' /* S is never used */],
    },
  }),
  idFormat({
    id: 'us/ssn',
    entity: 'NATIONAL_ID',
    country: 'US',
    name: 'Social Security Number',
    shape: String.raw`\d{3}(?<sep>[- ]?)\d{2}\k<sep>\d{4}`,
    validate: isUsSsn,
    checksum: 'none; issued areas, groups and serials (SSA)',
    context: SSN_WORDS,
    // AAA-GG-SSSS is the SSN's own layout and the issued ranges rule out a share of numbers;
    // nine bare digits are anything.
    requireContext: 'when-bare',
    examples: {
      positive: [
        '536-90-4399', // python-stdnum us/ssn docstring
        '772 34 5678', // area 772: issued since the SSA's 2011 randomization
        { text: 'SSN: 536904399', match: '536904399' },
        { text: 'ssn=536-90-4399;dob=1970', match: '536-90-4399' },
      ],
      negative: ['123026635RC0001' /* a Canadian business number: a neighbour's number */, 
        '078-05-1120', // voided: the Woolworth wallet card (SSA)
        '666-12-3456', // area 666 is never issued
        '123-00-4567', // group 00
        '536904399', // nine bare digits without a word
        'call 555-123-4567', // a phone number
        'order ORD-123-45-6789', // part of an order number
        '536-90 4399', // mixed separators
      ],
    },
  }),
  idFormat({
    id: 'us/itin',
    entity: 'VAT_NUMBER',
    country: 'US',
    name: 'Individual Taxpayer Identification Number (ITIN)',
    shape: String.raw`9\d\d(?<sep>[- ]?)\d\d\k<sep>\d{4}`,
    validate: isValidItin,
    checksum: 'none; 9NN and the IRS group ranges (Publication 1915)',
    context: ['ITIN', 'individual taxpayer identification number', 'taxpayer ID', 'W-7'],
    // 9NN-NN-NNNN in the IRS ranges: the SSA never issues area 9NN, so the grouped form is an ITIN.
    requireContext: 'when-bare',
    examples: {
      positive: [
        '912-70-1234', // fictitious, in the IRS ranges (Publication 1915)
        { text: 'ITIN 955921234', match: '955921234' },
      ],
      negative: ['536-90-4399' /* a US SSN: a neighbour's number */, 
        '912-05-1234', // group 05 is outside the ITIN ranges (Publication 1915); 93 is an ATIN's (us/atin)
        '955921234', // bare digits without a word
      ],
    },
  }),
  idFormat({
    id: 'us/ein',
    entity: 'VAT_NUMBER',
    country: 'US',
    name: 'Employer Identification Number (EIN)',
    shape: String.raw`\d\d-?\d{7}`,
    validate: isValidEin,
    checksum: 'none; the prefixes the IRS assigns',
    context: ['EIN', 'FEIN', 'employer identification number', 'employer ID', 'tax ID', 'federal tax ID', 'TIN'],
    // NN-NNNNNNN is printed for EINs only (26 CFR 301.6109-1) and the prefix must be assigned;
    // nine bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: [
        '04-2103594', // python-stdnum us/ein docstring
        { text: 'FEIN 311234567', match: '311234567' }, // fictitious, SBA prefix 31
      ],
      negative: ['536-90-4399' /* a US SSN: a neighbour's number */, 
        '07-1234567', // prefix 07 is never assigned (IRS)
        '311234567', // bare digits without a word
        'Order 12-3456789-01', // part of an order number
      ],
    },
  }),
  idFormat({
    id: 'us/atin',
    entity: 'VAT_NUMBER',
    country: 'US',
    name: 'Adoption Taxpayer Identification Number (ATIN)',
    shape: String.raw`\d{3}(?<sep>[- ]?)\d{2}\k<sep>\d{4}`,
    validate: (d) => isDigits(d, 9),
    checksum: 'none; 9NN-93-NNNN is the IRS range',
    context: ['ATIN', 'adoption taxpayer identification number'],
    // No check digit, and printed like an SSN: next to its name, any nine digits (python-stdnum
    // takes any). Without a word only the IRS's own range, grouped: an ATIN begins with 9
    // (IRS, VITA "Adoption Taxpayer Identification Number"), which the SSA never issues, and its
    // middle digits are 93, which no ITIN has (the IRS's ranges as TaxSlayer Pro tabulates them,
    // "Valid Range for ITINs": ITIN 50-65, 70-88, 90-92, 94-99; ATIN 93): a tax number, never an
    // SSN. One grouped random number in nine hundred has that form.
    requireContext: { unless: String.raw`^9\d\d(?<sep>[- ])93\k<sep>\d{4}$` },
    examples: {
      positive: [
        { text: 'ATIN: 123-45-6789', match: '123-45-6789' }, // python-stdnum us/atin docstring
        '912-93-4567', // python-stdnum us/itin docstring: not an ITIN ("wrong group"), an ATIN's range
        { text: 'Adopted child: 912 93 4567.', match: '912 93 4567' }, // same number, with spaces
      ],
      negative: ['SSN 536-90-4399' /* a US SSN: a neighbour's number */, 'ATIN: 123-45-678', '123-45-6789 (nothing named)',
        '912934567', // the same digits bare: nine digits need a word
      ],
    },
  }),
  idFormat({
    id: 'us/ptin',
    entity: 'VAT_NUMBER',
    country: 'US',
    name: 'Preparer Tax Identification Number (PTIN)',
    shape: String.raw`P-?\d{8}`,
    validate: (s) => /^P\d{8}$/.test(s),
    checksum: 'none; a capital P and exactly eight digits',
    context: ['PTIN', 'preparer tax identification number'],
    // No check digit, but not a bare number: the IRS prints a PTIN as the capital letter P and
    // exactly eight digits (python-stdnum us/ptin; Cornell LII, "Preparer Taxpayer
    // Identification Number"), and no digit run (order, parcel, phone or invoice number, time
    // stamp, ISBN, EAN) has that form; a word saying the code is something else ("Order",
    // "SKU", "part no") still overrules it. It stands alone; lower-case "p" or more digits don't.
    requireContext: false,
    examples: {
      positive: [
        { text: 'PTIN: P01594846', match: 'P01594846' }, // python-stdnum us/ptin docstring
        'P-00634642', // same source, with its dash
        { text: 'Return prepared by J. Doe, P01594846.', match: 'P01594846' }, // same number, no word
      ],
      negative: ['536-90-4399' /* a US SSN: a neighbour's number */, 'PTIN: P0159484' /* seven digits */,
        'P015948461', // nine digits
        'p01594846', // lower case
        'Order P01594846', // named as something else
        'SKU: P-00634642', // same
      ],
    },
  }),
  idFormat({
    id: 'us/tin',
    entity: 'VAT_NUMBER',
    country: 'US',
    name: 'Taxpayer Identification Number (SSN, ITIN, EIN or ATIN used as a TIN)',
    shape: String.raw`\d{3}-?\d{2}-?\d{4}|\d\d-?\d{7}`,
    validate: (d) => isUsSsn(d) || isValidItin(d) || isValidEin(d),
    checksum: 'as SSN, ITIN or EIN',
    context: ['TIN', 'taxpayer identification number', 'tax identification number'],
    // The same digits as an SSN or EIN: a tax number only when named so.
    requireContext: true,
    examples: {
      positive: [{ text: 'TIN: 536-90-4399', match: '536-90-4399' }], // python-stdnum us/tin docstring
      negative: ['SIN 123 456 782' /* a Canadian SIN: a neighbour's number */, 'TIN: 000-12-3456'],
    },
  }),
  idFormat({
    id: 'ca/sin',
    entity: 'NATIONAL_ID',
    country: 'CA',
    name: 'Social Insurance Number (SIN)',
    shape: String.raw`[1-79]\d{2}(?<sep>[- ]?)\d{3}\k<sep>\d{3}`,
    validate: (d) => isDigits(d, 9) && luhn(d),
    checksum: 'Luhn; first digit a region 1-7 or 9 (ESDC)',
    context: ['SIN', 'SIN#', 'social insurance number', 'social insurance', 'NAS', "numéro d'assurance sociale", 'assurance sociale'],
    // A Luhn digit over nine, in the SIN's 3-3-3 layout; nine bare digits need a word. Weak:
    // one random 3-3-3 run in eleven passes (bench/quality-ids.mjs), but a word here would take
    // NATIONAL_ID without one on ids-dev from 80.7% to 78.9%, under its 80% target (README).
    requireContext: 'when-bare',
    examples: {
      positive: [
        '123-456-782', // python-stdnum ca/sin docstring, printed with dashes
        { text: 'SIN: 123 456 782', match: '123 456 782' },
        { text: "numéro d'assurance sociale : 123456782", match: '123456782' },
      ],
      negative: ['EIN 04-2103594' /* a US EIN: a neighbour's number */, 
        '123-456-789', // wrong Luhn digit
        '046 454 286', // ESDC's sample card: first digit 0 is never issued
        '123456782', // bare
        '123 456-782', // mixed separators
      ],
    },
  }),
  idFormat({
    id: 'ca/bn',
    entity: 'VAT_NUMBER',
    country: 'CA',
    name: 'Business Number (BN) with program account',
    shape: String.raw`\d{9}(?: ?R[CMPRTZ] ?\d{4})?|\d{5} \d{4} R[CMPRTZ] \d{4}|\d{3} \d{3} \d{3}(?: R[CMPRTZ] \d{4})?`,
    validate: isValidCanadianBn,
    checksum: 'Luhn over the 9 digits; CRA program identifier',
    context: ['BN', 'business number', 'GST/HST', 'HST', 'GST', 'QST', "numéro d'entreprise", 'NEQ'],
    // With its program account ("RC0001": two letters the CRA assigns and four digits) the
    // number stands alone. The nine digits without it carry one Luhn digit (one random number
    // in ten passes), bare or in threes ("123 026 635": a parcel number, a SIN's layout): they
    // need a word.
    requireContext: { unless: String.raw`R[CMPRTZ] ?\d{4}$` },
    examples: {
      positive: [
        '123026635RC0001', // python-stdnum tests/test_ca_bn.doctest
        '12302 6635 RC 0001', // same source
        { text: 'GST/HST registration: 123026635 RT0001', match: '123026635 RT0001' },
        { text: 'Business Number (BN): 123 026 635', match: '123 026 635' },
      ],
      negative: ['SIN 123 456 782' /* a Canadian SIN: a neighbour's number */, '123026636RC0001' /* wrong Luhn digit */, '12302 6635 AA 0001' /* no CRA program */, '123026635',
        'parcel 812 345 676 arrived', // fictitious, passes the BN's Luhn (not a SIN: first digit 8); no program, no word
      ],
    },
  }),
  idFormat({
    id: 'ca/bc_phn',
    entity: 'NATIONAL_ID',
    country: 'CA',
    name: 'British Columbia Personal Health Number (PHN)',
    shape: String.raw`9\d{3}(?<sep>[ -]?)\d{3}\k<sep>\d{3}`,
    validate: isCaBcPhn,
    checksum: 'MOD 11 (weights 2 4 8 5 10 9 7 3); first digit 9',
    context: ['PHN', 'BC PHN', 'personal health number', 'CareCard', 'BC Services Card'],
    // A mod 11 digit and the leading 9 in the 4-3-3 layout; ten bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['9698 658 215', { text: 'PHN 9698658215', match: '9698658215' }], // python-stdnum ca/bc_phn docstring
      negative: ['04-2103594' /* a US EIN: a neighbour's number */, '9698 658 216' /* bad check digit */, '5736504210' /* python-stdnum: does not start with 9 */, '9698658215'],
    },
  }),
  idFormat({
    id: 'mx/curp',
    entity: 'NATIONAL_ID',
    country: 'MX',
    name: 'Clave Única de Registro de Población (CURP)',
    shape: String.raw`[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d`,
    validate: isMxCurp,
    checksum: 'check digit (base 37, weights 18…2), birth date, sex, state',
    context: ['CURP', 'clave única de registro de población', 'clave unica de registro de poblacion'],
    // Eighteen characters with a date, a state code and a check digit: stands on its own.
    requireContext: false,
    examples: {
      positive: ['BOXW310820HNERXN09', { text: 'CURP: BOXW310820HNERXN09.', match: 'BOXW310820HNERXN09' }], // python-stdnum mx/curp docstring
      negative: ['RFC: MAB-930714-8T4' /* a Mexican RFC: a neighbour's number */, 'BOXW310820HNERXN08' /* wrong check digit */, 'BOXW311320HNERXN09' /* month 13 */, 'BOXW310820HXXRXN09' /* no state XX */],
    },
  }),
  idFormat({
    id: 'mx/nss',
    entity: 'NATIONAL_ID',
    country: 'MX',
    name: 'Número de Seguridad Social (NSS, IMSS)',
    shape: String.raw`\d{2}(?<sep>[ \-]?)\d{2}\k<sep>\d{2}\k<sep>\d{4}\k<sep>\d`,
    validate: (d) => d.length === 11 && luhn(d),
    checksum: 'Luhn check digit (IMSS)',
    context: ['NSS', 'número de seguridad social', 'numero de seguridad social', 'número de seguro social', 'numero de seguro social', 'número de afiliación', 'IMSS'],
    // Eleven digits and a Luhn digit: many numbers pass; only next to its name. Its other
    // digits (subdelegation, the years of registration and of birth, a serial) take any value,
    // so nothing else narrows it: one random eleven-digit run in ten passes.
    requireContext: true,
    examples: {
      positive: [
        { text: 'número de seguridad social (NSS) 52999074256', match: '52999074256' }, // the fourth reading's employment letter
        { text: 'Número de Seguro Social: 52999074256', match: '52999074256' }, // the same number, under the name IMSS forms print
      ],
      negative: ['52999074256' /* no word */, 'NSS 52999074257' /* wrong check digit */],
    },
  }),
  idFormat({
    id: 'mx/rfc',
    entity: 'VAT_NUMBER',
    country: 'MX',
    name: 'Registro Federal de Contribuyentes (RFC)',
    shape: String.raw`[A-ZÑ&]{3,4}[ \-]?\d{6}(?:[ \-]?[0-9A-Z]{3})?`,
    normalize: (p) => p.replace(/[ \-]/g, '').toUpperCase(),
    validate: isValidRfc,
    checksum: 'date; no check character (python-stdnum: about 1.5% are issued with a wrong one)',
    context: ['RFC', 'R.F.C', 'registro federal de contribuyentes'],
    // Letters, a date and three characters also make part numbers: only next to its name.
    requireContext: true,
    examples: {
      positive: [
        { text: 'RFC: MAB-930714-8T4', match: 'MAB-930714-8T4' }, // python-stdnum mx/rfc docstring
        { text: 'R.F.C. GODE 561231 GR8', match: 'GODE 561231 GR8' }, // same source
        { text: 'RFC: MUÑ110218LJ6', match: 'MUÑ110218LJ6' }, // python-stdnum tests/test_mx_rfc.doctest: an Ñ among the letters
        { text: 'RFC B&D9605298Y3', match: 'B&D9605298Y3' }, // same source: an & among them
        { text: 'RFC: COMG-600703', match: 'COMG-600703' }, // python-stdnum mx/rfc docstring: a person's without the homoclave
        { text: 'RFC: VACE-460910-SX6', match: 'VACE-460910-SX6' }, // same source: a wrong check character, valid by default
      ],
      negative: ['CURP: BOXW310820HNERXN09' /* a Mexican CURP: a neighbour's number */, 'RFC: MAB-931314-8T4' /* month 13 */, 'RFC: MAB-930714' /* a company's without its homoclave */, 'MAB-930714-8T4', 'RFC: 1MAB-930714-8T4' /* glued to a digit */],
    },
  }),
  idFormat({
    id: 'br/cpf',
    entity: 'NATIONAL_ID',
    country: 'BR',
    name: 'Cadastro de Pessoas Físicas (CPF)',
    shape: String.raw`\d{3}(?<sep>\.?)\d{3}\k<sep>\d{3}-?\d{2}`,
    validate: (d) => isDigits(d, 11) && !isRepeatedDigit(d) && mod11Complement(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 10 === d.charCodeAt(9) - 48 && mod11Complement(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 10 === d.charCodeAt(10) - 48,
    checksum: 'two mod 11 check digits (Receita Federal)',
    // A PIX key (Banco Central's instant payments) is often the payee's CPF: "chave PIX", "chave:".
    context: ['CPF', 'CPF/MF', 'CPF nº', 'cadastro de pessoas físicas', 'cadastro de pessoa física', 'PIX', 'chave'],
    // Two check digits; printed "390.533.447-05" it stands alone, eleven bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['390.533.447-05', { text: 'CPF: 39053344705', match: '39053344705' }, { text: 'Pagamento via PIX - chave: 39053344705', match: '39053344705' }], // python-stdnum br/cpf docstring
      negative: ['CUIT: 20267565393' /* an Argentine CUIT: a neighbour's number */, '390.533.447-06' /* wrong check digit */, '111.111.111-11' /* never issued */, '39053344705'],
    },
  }),
  idFormat({
    id: 'br/cnpj',
    entity: 'VAT_NUMBER',
    country: 'BR',
    name: 'Cadastro Nacional da Pessoa Jurídica (CNPJ)',
    shape: String.raw`[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}[/.][0-9A-Z]{4}-\d\d|\d{14}`,
    validate: isValidCnpj,
    checksum: 'two mod 11 check digits (numeric and, from 2026, alphanumeric)',
    context: ['CNPJ', 'CNPJ/MF', 'cadastro nacional da pessoa jurídica'],
    // Two check digits; the punctuated form stands alone, fourteen bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: [
        '11.017.153/0001-68', // python-stdnum tests/test_br_cnpj.doctest
        '12.ABC.345/01DE-35', // Receita Federal's example of the alphanumeric CNPJ
        { text: 'CNPJ 61882613000194', match: '61882613000194' },
      ],
      negative: ['390.533.447-05' /* a Brazilian CPF: a neighbour's number */, '11.017.153/0001-69' /* wrong check digit */, '11.111.111/1111-11', '61882613000194'],
    },
  }),
  idFormat({
    id: 'ar/dni',
    entity: 'NATIONAL_ID',
    country: 'AR',
    name: 'Documento Nacional de Identidad (DNI)',
    shape: String.raw`\d{1,2}\.\d{3}\.\d{3}|\d{7,8}`,
    validate: (d) => isDigits(d) && (d.length === 7 || d.length === 8),
    checksum: 'none',
    context: ['DNI', 'D.N.I.', 'documento nacional de identidad', 'documento'],
    // Seven or eight digits with no check: nothing tells them from any number without a word.
    requireContext: true,
    examples: {
      positive: [{ text: 'DNI: 20.123.456', match: '20.123.456' }], // python-stdnum ar/dni docstring
      negative: ['CUIT 20-05536168-2' /* an Argentine CUIT: a neighbour's number */, '20.123.456', 'DNI: 20.123.45'],
    },
  }),
  idFormat({
    id: 'ar/cuit',
    entity: 'VAT_NUMBER',
    country: 'AR',
    name: 'Clave Única de Identificación Tributaria (CUIT/CUIL)',
    shape: String.raw`\d\d-\d{8}-\d|\d{11}`,
    validate: isValidCuit,
    checksum: 'mod 11 check digit; type prefix',
    context: ['CUIT', 'CUIL', 'C.U.I.T', 'AFIP'],
    // The dashed 2-8-1 form is the CUIT's own; eleven bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['20-05536168-2', { text: 'CUIT: 20267565393', match: '20267565393' }], // python-stdnum ar/cuit docstring
      negative: ['DNI: 20.123.456' /* an Argentine DNI: a neighbour's number */, '20-26756539-2' /* wrong check digit */, '21-26756539-3' /* type 21 */, '20267565393'],
    },
  }),
  idFormat({
    id: 'cr/cpf',
    entity: 'NATIONAL_ID',
    country: 'CR',
    name: 'Cédula de Persona Física',
    shape: String.raw`\d{1,2}-\d{3,4}-\d{3,4}|\d{9,10}`,
    normalize: crCpfCompact,
    validate: isCrCpf,
    checksum: 'none; province digit',
    context: ['cédula', 'cedula', 'cédula de identidad', 'cédula de persona física', 'CPF', 'número de asegurado', 'numero de asegurado'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'Cédula: 3-0455-0175', match: '3-0455-0175' }], // python-stdnum cr/cpf docstring
      negative: ['CUIT 20-05536168-2' /* an Argentine CUIT: a neighbour's number */, '3-0455-0175', 'Cédula: 30-1234-1234'],
    },
  }),
  idFormat({
    id: 'cu/ni',
    entity: 'NATIONAL_ID',
    country: 'CU',
    name: 'Número de carné de identidad',
    shape: String.raw`\d{11}`,
    validate: isCuNi,
    checksum: 'none; birth date',
    context: ['NI', 'CI', 'carné de identidad', 'carnet de identidad', 'número de identidad'],
    // A date and no check digit: only next to its name.
    requireContext: true,
    examples: {
      positive: [{ text: 'Carné de identidad: 91021027775', match: '91021027775' }], // python-stdnum cu/ni docstring
      negative: ['RFC: MAB-930714-8T4' /* a Mexican RFC: a neighbour's number */, '91021027775', 'NI: 02023061531' /* python-stdnum: no such date */],
    },
  }),
  idFormat({
    id: 'do/cedula',
    entity: 'NATIONAL_ID',
    country: 'DO',
    name: 'Cédula de identidad y electoral',
    shape: String.raw`\d{3}-\d{7}-\d|\d{11}`,
    validate: (d) => isDigits(d, 11) && !isRepeatedDigit(d) && luhn(d),
    // python-stdnum do/cedula.py whitelists 578 "Cedulas that do not match the checksum but are
    // nonetheless valid" (its test lists 58 more), 559 of them in the old series whose
    // municipality code starts with 0: after the word, eleven digits from 0 are one.
    validateNamed: (d) => isDigits(d, 11) && d[0] === '0' && !isRepeatedDigit(d),
    checksum: 'Luhn (numbers issued with a wrong one: only after the word)',
    context: ['cédula', 'cedula', 'cédula de identidad'],
    // A Luhn digit in the 3-7-1 layout; eleven bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: [
        '224-0002211-1',
        { text: 'Cédula 00113918205', match: '00113918205' }, // python-stdnum do/cedula docstring
        { text: 'cédula 001-0028892-9', match: '001-0028892-9' }, // python-stdnum tests/test_do_cedula.doctest: issued with a wrong check digit
      ],
      negative: ['RFC: MAB-930714-8T4' /* a Mexican RFC: a neighbour's number */, '224-0002211-2' /* wrong check digit, no word */, '00113918205', 'cédula 00000000000', 'cédula 73544570349' /* a wrong check outside the old series */],
    },
  }),
  idFormat({
    id: 'ec/ci',
    entity: 'NATIONAL_ID',
    country: 'EC',
    name: 'Cédula de identidad (CI)',
    shape: String.raw`\d{9}-\d|\d{10}`,
    validate: isEcCi,
    checksum: 'mod 10 (weights 2 1); province 01-24',
    context: ['CI', 'C.I.', 'cédula', 'cedula', 'cédula de identidad'],
    // A check digit and a province code, printed with the dash before the check digit; ten bare digits need a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['171430710-3', { text: 'Cédula 1714307103', match: '1714307103' }], // python-stdnum ec/ci docstring
      negative: ['CUIT 20-05536168-2' /* an Argentine CUIT: a neighbour's number */, '171430710-4' /* wrong check digit */, '1714307103'],
    },
  }),
  idFormat({
    id: 'pe/cui',
    entity: 'NATIONAL_ID',
    country: 'PE',
    name: 'Cédula Única de Identidad (CUI, the DNI number)',
    shape: String.raw`\d{8}(?:-?[0-9A-K])?`,
    normalize: compact,
    validate: isPeCui,
    checksum: 'optional check digit or letter (weights 3 2 7 6 5 4 3 2)',
    context: ['CUI', 'DNI', 'documento nacional de identidad'],
    // Printed with its check digit after a dash it stands alone; bare, or without it, needs a word.
    requireContext: 'when-bare',
    examples: {
      positive: ['10117410-2', { text: 'DNI 10117410', match: '10117410' }], // python-stdnum pe/cui docstring
      negative: ['CUIT 20-05536168-2' /* an Argentine CUIT: a neighbour's number */, '10117410-3' /* wrong check digit */, '10117410'],
    },
  }),
  idFormat({
    id: 'cl/rut',
    entity: 'NATIONAL_ID',
    country: 'CL',
    name: 'Rol Único Tributario / Rol Único Nacional (RUT, RUN)',
    // Printed with thousands' dots and a dash before the check digit ("12.531.909-2"), or without the dots.
    shape: String.raw`\d{1,2}\.\d{3}\.\d{3}\-[0-9K]|\d{7,8}\-?[0-9K]`,
    validate: isClRut,
    checksum: 'mod 11 check digit or K (weights 9 8 7 6 5 4 from the right)',
    context: ['RUT', 'RUN', 'R.U.T.', 'rol único tributario', 'rol único nacional', 'cédula de identidad', 'cédula nacional de identidad'],
    // Printed with its dots it stands alone (the fifth reading's lease); a dash alone or bare digits need a word.
    requireContext: { unless: String.raw`^\d{1,2}\.\d{3}\.\d{3}-` },
    examples: {
      positive: ['12.531.909-2', { text: 'RUT 76086428-5', match: '76086428-5' }], // python-stdnum cl/rut docstring
      negative: ['12.531.909-3' /* wrong check digit */, '76086428-5' /* a dash alone, no word */, 'RUT 76086A28-5'],
    },
  }),
  idFormat({
    // Not in python-stdnum (which has co/nit): Colombia's cédula de ciudadanía and tarjeta de
    // identidad (Registraduría Nacional): six to ten digits, printed with thousands' dots; no check digit.
    id: 'co/cedula',
    entity: 'NATIONAL_ID',
    country: 'CO',
    name: 'Cédula de ciudadanía (C.C.), tarjeta de identidad (T.I.)',
    shape: String.raw`\d{1,3}(?:\.\d{3}){2,3}|\d{6,10}`,
    validate: (d) => isDigits(d) && d.length >= 6 && d.length <= 10 && d[0] !== '0' && !isRepeatedDigit(d),
    checksum: 'none; six to ten digits',
    context: ['cédula de ciudadanía', 'cedula de ciudadania', 'C.C.', 'tarjeta de identidad', 'T.I.', 'NUIP'],
    // No check digit: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the seventh reading's derecho de petición).
      positive: [{ text: 'C.C. 79.482.615', match: '79.482.615' }, { text: 'tarjeta de identidad No. 1.013.584.276', match: '1.013.584.276' }],
      negative: ['CUIT 20-05536168-2' /* an Argentine CUIT: a neighbour's number */, '79.482.615', 'C.C. 11.111.111'],
    },
  }),
];

/** Chile's RUT/RUN: python-stdnum cl/rut's check digit, '0123456789K'[Σ d·(9 8 7 6 5 4…) mod 11] from the right. */
function isClRut(d: string): boolean {
  if (!/^\d{7,8}[0-9K]$/.test(d)) return false;
  let sum = 0;
  for (let i = d.length - 2, k = 0; i >= 0; i--, k++) sum += (d.charCodeAt(i) - 48) * (9 - (k % 6));
  return '0123456789K'[sum % 11] === d[d.length - 1];
}
