import { defineDetector } from '../engine/detector.js';

/**
 * Numbers of the twenty-second reading (docs/reader.md, reader22 and leaks45) that have no
 * published structure to check (no check digit, lengths seen on specimens only): taken after the
 * form's own label, never alone.
 * - Chad's Numéro National d'Identification after `NNI` and whose it is (`NNI du représentant :
 *   198503120044`: its length is not published, ten to fourteen digits are taken); Mauritania's
 *   ten-digit NNI with its check is mr/nni's;
 * - a Gambian Social Security and Housing Finance Corporation number after `SSHFC No.`
 *   (`SS-0318847`), and an identity card's number after `ID card No.:` (a letter or two, then
 *   seven to nine digits: `G0214873`);
 * - a French-speaking country's driving licence number after `N° du permis :` or `permis … n°`
 *   (`ML-BKO-2011-0047731`, Mali's: country, issuing office, year, serial).
 * Starts from the keyword pass: the patterns run on windows around the labels only.
 */
const END = String.raw`(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const NNI = String.raw`(?<![\p{L}\p{N}])NNI(?:[ \t]+(?:du|de|de[ \t]+la|des)[ \t]+[\p{L}'’]{2,20})?[ \t]*(?:N°|n°)?[ \t]*[:：][ \t]*(?<value>\d{10,14})${END}`;
const SSHFC = String.raw`(?<![\p{L}\p{N}])(?:N°[ \t]*)?SSHFC(?:[ \t]+(?:No\.?|Number|#))?[ \t]*[:：]?[ \t]*(?<value>[A-Z]{0,3}-?\d{6,10})${END}`;
const ID_CARD_NO = String.raw`(?<![\p{L}\p{N}])ID[ \t]+[Cc]ard[ \t]+(?:No\.?|Number|#)[ \t]*[:：][ \t]*(?<value>[A-Z]{1,2}\d{7,9})${END}`;
const LICENCE_NUMBER = String.raw`[A-Z0-9]{1,6}(?:-[A-Z0-9]{1,10}){0,4}`;
const PERMIS = String.raw`(?<![\p{L}\p{N}])(?:N°|Nº|n°|nº|[Nn]uméro)[ \t]+du[ \t]+permis(?:[ \t]+de[ \t]+conduire)?[ \t]*[:：][ \t]*(?<value>${LICENCE_NUMBER})${END}`;
const PERMIS_NUMBER = String.raw`(?<![\p{L}\p{N}])permis(?:[ \t]+[\p{L}'’]{1,12}){0,4}[ \t]+(?:n°|nº|N°)[ \t]*(?<value>${LICENCE_NUMBER})${END}`;

export default defineDetector({
  id: 'national-id-labelled-twenty-second',
  entity: 'NATIONAL_ID',
  patterns: () => [NNI, SSHFC, ID_CARD_NO, PERMIS, PERMIS_NUMBER].map((p) => new RegExp(p, 'gu')),
  keywords: ['nni', 'sshfc', 'id card', 'permis'],
  window: 96,
  score: 0.85,
  // Six digits at least (a licence's category, `permis n° B`, is none), not one digit repeated (a form's placeholder).
  validate: (value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 6 && !/^(\d)\1+$/.test(digits);
  },
  examples: {
    positive: [
      // Fictitious numbers (the twenty-second reading's Chadian work permit, Gambian discharge
      // summary and Malian licence renewal).
      { text: '  NNI du représentant : 198503120044\n', match: '198503120044' },
      { text: 'SSHFC No.:         SS-0318847\n', match: 'SS-0318847' },
      { text: 'ID card No.:       G0214873\n', match: 'G0214873' },
      { text: '   N° du permis : ML-BKO-2011-0047731      Catégories : B, C', match: 'ML-BKO-2011-0047731' },
      { text: 'Avis : Favorable - nouveau permis édité sous le n° ML-BKO-2026-0112904\n', match: 'ML-BKO-2026-0112904' },
    ],
    negative: [
      'NNI du représentant : 000000000000', // one digit repeated
      'NNI : 12345', // five digits
      'SSHFC No.: SS-03', // too short
      'ID Card No: B418273', // a letter and six digits (world-seventeenth.ts's negative)
      'permis de conduire n° B', // a category, no number
      'N° du permis : en cours', // no number yet
    ],
  },
});
