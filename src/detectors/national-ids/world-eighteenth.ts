/**
 * National IDs the eighteenth independent reading found standing (test/fixtures/reader18/):
 * Andorra's tax number (NRT), Mauritania's national identification number (NNI), Jordan's
 * national number and Somalia's NIN. None has a published check digit (python-stdnum's ad/nrt
 * checks the NRT's structure, not its letter): every entry needs its name nearby, and says next
 * to `requireContext` why (README, "National IDs and tax numbers").
 */
import { isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (length: number) => (d: string): boolean => isDigits(d, length) && !isRepeatedDigit(d);

// Andorra (NRT, python-stdnum ad/nrt): a letter for the kind of holder (A, C, D, E, F, G, L, O,
// P, U), six digits and a control letter; F (a resident person) below 700000, A and L between
// 700000 and 799999.
function isAdNrt(c: string): boolean {
  if (!/^[ACDEFGLOPU]\d{6}[A-Z]$/.test(c)) return false;
  const digits = c.slice(1, 7);
  if (c[0] === 'F' && digits > '699999') return false;
  if ((c[0] === 'A' || c[0] === 'L') && !(digits > '699999' && digits < '800000')) return false;
  return true;
}

export const WORLD_EIGHTEENTH: readonly IdFormat[] = [
  idFormat({
    // python-stdnum ad/nrt (after the OECD's Andorra TIN sheet): letter, six digits, letter.
    id: 'ad/nrt',
    entity: 'VAT_NUMBER',
    country: 'AD',
    name: 'Andorran tax register number (NRT, Número de Registre Tributari)',
    shape: String.raw`[ACDEFGLOPU]-\d{6}-[A-Z]|[ACDEFGLOPU] \d{6} [A-Z]|[ACDEFGLOPU]\d{6}[A-Z]`,
    validate: isAdNrt,
    checksum: 'none public (the control letter is unchecked); the first letter and digit ranges',
    context: ['NRT', 'Número de Registre Tributari', 'número de registre tributari', 'Numero de Registre Tributari'],
    // A letter, six digits and a letter are a part number's or a reference's too: only next to
    // its name.
    requireContext: true,
    examples: {
      // python-stdnum ad/nrt's doctests: U-132950-X and D-059888-N valid, I 706193 G an invalid
      // first letter; F-418273-K a fictitious one (the eighteenth reading's lease).
      positive: [{ text: 'NRT: U-132950-X', match: 'U-132950-X' }, { text: 'NRT D059888N', match: 'D059888N' }, { text: 'núm. 04182736 i NRT F-418273-K, en qualitat', match: 'F-418273-K' }],
      negative: ['NRT I 706193 G', 'NRT F-718273-K' /* F above 699999 */, 'NRT A-132950-X' /* A below 700000 */, 'U-132950-X'],
    },
  }),
  idFormat({
    // python-stdnum has no mr module. The ANRPTS's Numéro National d'Identification (الرقم
    // الوطني للتعريف): ten digits on the identity card and the civil-status extracts.
    id: 'mr/nni',
    entity: 'NATIONAL_ID',
    country: 'MR',
    name: "Mauritanian national identification number (NNI, Numéro National d'Identification)",
    shape: String.raw`\d{10}`,
    validate: notRepeated(10),
    checksum: 'none; ten digits',
    context: ['NNI', "Numéro National d'Identification", 'Numéro National d’Identification', 'الرقم الوطني للتعريف'],
    // Ten digits are a phone's or an account's too: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the eighteenth reading's rental application).
      positive: [{ text: 'NNI / الرقم الوطني للتعريف : 4418273650', match: '4418273650' }, { text: 'NNI du garant : 1927364018', match: '1927364018' }],
      negative: ['NNI : 0000000000', 'NNI : 441827365' /* nine digits */, '4418273650'],
    },
  }),
  idFormat({
    // python-stdnum has no jo module. The Civil Status and Passports Department's national
    // number (الرقم الوطني): ten digits on the identity card and every court and bank form.
    id: 'jo/national-number',
    entity: 'NATIONAL_ID',
    country: 'JO',
    name: 'Jordanian national number (الرقم الوطني)',
    shape: String.raw`\d{10}`,
    validate: notRepeated(10),
    checksum: 'none; ten digits',
    context: ['الرقم الوطني', 'رقم وطني', 'National No', 'National Number', 'national number'],
    // Ten digits are a Jordanian mobile's too (07…): only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighteenth reading's court summons).
      positive: [{ text: 'الرقم الوطني: 9851027364\n', match: '9851027364' }],
      negative: ['الرقم الوطني: 0000000000', 'هاتف: 0795418273', '9851027364'],
    },
  }),
  idFormat({
    // python-stdnum has no so module. NIRA's National Identification Number (Lambarka
    // Aqoonsiga Qaranka): twelve digits, printed in groups of four.
    id: 'so/nin',
    entity: 'NATIONAL_ID',
    country: 'SO',
    name: 'Somali national identification number (NIN, Lambarka Aqoonsiga Qaranka)',
    shape: String.raw`\d{4} \d{4} \d{4}|\d{12}`,
    validate: notRepeated(12),
    checksum: 'none; twelve digits',
    context: ['NIN', 'Lambarka Aqoonsiga', 'lambarka aqoonsiga', 'Aqoonsiga Qaranka', 'NIRA'],
    // Twelve digits are an account's too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the eighteenth reading's card replacement request).
      positive: [{ text: 'Lambarka Aqoonsiga Qaranka (NIN): 8827 4106 5193', match: '8827 4106 5193' }],
      negative: ['NIN: 8827 4106 519' /* eleven digits */, 'Tixraac: 8827 4106 5193', '8827 4106 5193'],
    },
  }),
];
