/**
 * National IDs the nineteenth independent reading found standing (test/fixtures/reader19/): the
 * Faroese personal number (p-tal), Burkina Faso's identity card (CNIB) and tax number (IFU), and
 * Eritrea's identity card number. None has a published check digit: every entry needs its name
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
