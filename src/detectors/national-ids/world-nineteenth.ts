/**
 * National IDs the nineteenth independent reading found standing (test/fixtures/reader19/): the
 * Faroese personal number (p-tal), Burkina Faso's identity card (CNIB) and tax number (IFU),
 * Eritrea's identity card number, and (leaks40) the social security numbers of Burkina Faso's and
 * Djibouti's CNSS. None has a published check digit: every entry needs its name
 * nearby, and says next to `requireContext` why (README, "National IDs and tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { digit, isDateInCenturies, isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (length: number) => (d: string): boolean => isDigits(d, length) && !isRepeatedDigit(d);

// Faroe Islands (p-tal): nine digits, the first six the holder's birth date as DDMMYY.
function isFoPtal(d: string): boolean {
  if (!isDigits(d, 9)) return false;
  const day = digit(d, 0) * 10 + digit(d, 1);
  const month = digit(d, 2) * 10 + digit(d, 3);
  const yy = digit(d, 4) * 10 + digit(d, 5);
  return isDateInCenturies(yy, month, day);
}

export const WORLD_NINETEENTH: readonly IdFormat[] = [
  idFormat({
    // The OECD's "Information on Tax Identification Numbers – Faroe Islands": a person's TIN is
    // the P number of the National Registration Office (Landsfólkayvirlitið, since 1982); nine
    // digits, printed DDMMYY-NNN, the first six the date of birth (python-stdnum has fo/vn, the
    // companies' V-tal, only).
    id: 'fo/p-tal',
    entity: 'NATIONAL_ID',
    country: 'FO',
    name: 'Faroese personal identification number (p-tal, persónstal)',
    shape: String.raw`\d{6}-\d{3}|\d{6} \d{3}|\d{9}`,
    validate: isFoPtal,
    checksum: 'none public; the first six digits a date (DDMMYY)',
    context: ['P-tal', 'p-tal', 'P-tal.', 'persónstal', 'Persónstal', 'P-number', 'p-number', 'p-nummer'],
    // Six digits of a date and three more are a Danish CPR's first nine or a case number: only
    // next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the nineteenth reading's tax assessment).
      positive: [{ text: 'P-tal: 140385-127 (Jógvan)', match: '140385-127' }, { text: 'Hjúnafelagi, p-tal 230988-214, hevur', match: '230988-214' }],
      negative: ['P-tal: 320385-127' /* no day 32 */, 'P-tal: 141385-127' /* no month 13 */, 'Málsnr.: 140385-127', '140385-127'],
    },
  }),
  idFormat({
    // Burkina Faso's ONI (Office National d'Identification) prints the Carte Nationale
    // d'Identité Burkinabè's number as a letter (B) and eight digits (B12345678 on the
    // specimens); python-stdnum has no bf module.
    id: 'bf/cnib',
    entity: 'NATIONAL_ID',
    country: 'BF',
    name: "Burkinabè national identity card number (CNIB, Carte Nationale d'Identité Burkinabè)",
    shape: String.raw`B\d{8}`,
    normalize: (p) => p,
    validate: (s) => /^B\d{8}$/.test(s) && !isRepeatedDigit(s.slice(1)),
    checksum: 'none; B and eight digits',
    context: ['CNIB', "Carte Nationale d'Identité Burkinabè", 'carte nationale d’identité burkinabè'],
    // A letter and eight digits are a reference's or a part number's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the nineteenth reading's job application).
      positive: [{ text: 'CNIB N° B10482736 délivrée le 12/05/2021', match: 'B10482736' }],
      negative: ['CNIB N° B00000000', 'CNIB N° B1048273' /* seven digits */, 'Lot B10482736'],
    },
  }),
  idFormat({
    // Burkina Faso's DGI: the Identifiant Financier Unique, eight digits and a control letter
    // (`IFU : 00012345 A`, the DGI's forms and the RCCM extracts); python-stdnum has no bf
    // module, and the letter's computation is not published.
    id: 'bf/ifu',
    entity: 'VAT_NUMBER',
    country: 'BF',
    name: 'Burkinabè tax number (IFU, Identifiant Financier Unique)',
    shape: String.raw`\d{8} [A-Z]|\d{8}[A-Z]`,
    validate: (s) => /^\d{8}[A-Z]$/.test(s) && !isRepeatedDigit(s.slice(0, 8)),
    checksum: 'none public (the control letter is unchecked); eight digits and a letter',
    context: ['IFU', 'Identifiant Financier Unique', 'identifiant financier unique'],
    // Eight digits and a letter are a reference's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the nineteenth reading's job application).
      positive: [{ text: 'N° IFU personnel : 00182736 Y', match: '00182736 Y' }, { text: 'FIDEXCO SARL (IFU 00045821 M, RCCM', match: '00045821 M' }],
      negative: ['IFU : 00000000 A', 'IFU : 0018273 Y' /* seven digits */, 'Réf. 00182736 Y'],
    },
  }),
  idFormat({
    // Burkina Faso's Caisse Nationale de Sécurité Sociale: an insured person's number as the
    // nineteenth reading's application prints it, seven digits, a hyphen and a letter (`N° CNSS :
    // 0418273-K`; the writer's specimen, no published rule or check letter).
    id: 'bf/cnss',
    entity: 'NATIONAL_ID',
    country: 'BF',
    name: 'Burkinabè social security number (CNSS)',
    shape: String.raw`\d{7}-[A-Z]`,
    normalize: (p) => p,
    validate: (s) => /^\d{7}-[A-Z]$/.test(s) && !isRepeatedDigit(s.slice(0, 7)),
    checksum: 'none public; seven digits, a hyphen and a letter',
    context: ['CNSS', 'Caisse Nationale de Sécurité Sociale'],
    // Seven digits and a letter are a reference's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the nineteenth reading's job application).
      positive: [{ text: 'N° CNSS : 0418273-K\n', match: '0418273-K' }],
      negative: ['N° CNSS : 0000000-K', 'N° CNSS : 041827-K' /* six digits */, 'Réf. 0418273-K'],
    },
  }),
  idFormat({
    // Djibouti's Caisse Nationale de Sécurité Sociale: the insured's matricule as the nineteenth
    // reading's discharge letter prints it, a digit (the sex, 1 or 2), the year and month of birth,
    // six digits and a last one (`Matricule CNSS : 2-68-03-104827-5`; the writer's specimen, no
    // published check digit): the month is checked.
    id: 'dj/cnss',
    entity: 'NATIONAL_ID',
    country: 'DJ',
    name: 'Djiboutian social security number (matricule CNSS)',
    shape: String.raw`[12]-\d{2}-\d{2}-\d{6}-\d`,
    validate: (d) => isDigits(d, 12) && (digit(d, 0) === 1 || digit(d, 0) === 2) && digit(d, 3) * 10 + digit(d, 4) >= 1 && digit(d, 3) * 10 + digit(d, 4) <= 12,
    checksum: 'none public; the sex digit and the month of birth checked',
    context: ['CNSS', 'Caisse Nationale de Sécurité Sociale'],
    // Twelve digits in groups are a reference's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the nineteenth reading's discharge letter).
      positive: [{ text: 'Matricule CNSS : 2-68-03-104827-5\n', match: '2-68-03-104827-5' }],
      negative: ['Matricule CNSS : 2-68-13-104827-5' /* no month 13 */, 'Matricule CNSS : 3-68-03-104827-5' /* sex 1 or 2 */, 'Dossier 2-68-03-104827-5'],
    },
  }),
  idFormat({
    // Eritrea's identity card (መንነት ወረቐት, "identity card"), issued by the Department of
    // Immigration and Nationality: a seven-digit number on the card and on the forms that ask
    // for it (ቁጽሪ መንነት ወረቐት, ቁ.መንነት); no check digit published.
    id: 'er/national-id',
    entity: 'NATIONAL_ID',
    country: 'ER',
    name: 'Eritrean identity card number (ቁጽሪ መንነት ወረቐት)',
    shape: String.raw`\d{7}`,
    validate: notRepeated(7),
    checksum: 'none; seven digits',
    context: ['መንነት', 'Eritrean ID', 'Eritrean identity card'],
    // Seven digits are a phone's or a reference's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the nineteenth reading's power of attorney).
      positive: [{ text: 'ቁጽሪ መንነት ወረቐት: 0418273\n', match: '0418273' }, { text: 'ሃብቶም ዮውሃንስ ኪዳነ — ቁ.መንነት 0611842\n', match: '0611842' }],
      negative: ['ቁጽሪ መንነት ወረቐት: 0000000', 'ቁጽሪ መንነት ወረቐት: 041827' /* six digits */, 'መዝገብ ቁ. 0418273'],
    },
  }),
];
