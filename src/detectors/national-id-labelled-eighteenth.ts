import { defineDetector } from '../engine/detector.js';

/**
 * Identity and social-security numbers of the eighteenth reading (docs/reader.md, reader18)
 * that have no published structure to check (no check digit, lengths seen on specimens only):
 * taken after the form's own label, never alone.
 * - a national identity card's number after the card's name in French or Portuguese: `Carte
 *   nationale d'identité N° : GN0418273651`, `BI/CNI nº 18273641L` (Cape Verde's Bilhete de
 *   Identidade / Cartão Nacional de Identificação), `CNI n° 1418273650`: up to three capitals,
 *   six to twelve digits, a capital maybe;
 * - a social-security number after `N° CNSS` (the Caisse nationale de sécurité sociale of Guinea,
 *   Senegal, Morocco…: `N° CNSS : 2 91 09 04 1827 36`), not the employer's (`CNSS employeur :`),
 *   and after Andorra's `CASS` (Caixa Andorrana de Seguretat Social: `afiliació a la CASS 418273`);
 * - an Andorran passport after `passaport` and its number's word (`passaport andorrà núm.
 *   04182736`; passport.ts reads the English word);
 * - a national id of letters and digits after `NIN:` (Sierra Leone's, `NIN: 7HK2M9Q4`) or after
 *   `National ID No.:` with a capital prefix (Samoa's SNID, `SN 4518 2037 69`).
 * Starts from the keyword pass: the patterns run on windows around the labels only.
 */
const END = String.raw`(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const NUMBER_WORD = String.raw`(?:N°|Nº|N\.º|n°|nº|n\.º|No\.?|núm\.?|número|numéro)`;
const JOIN = String.raw`[ \t]*(?:${NUMBER_WORD}[ \t]*)?(?:[:：][ \t]*)?`;
const ID_CARD = String.raw`(?<![\p{L}\p{N}])(?:[Cc]arte[ \t]+[Nn]ationale[ \t]+d['’][Ii]dentit[ée]|CARTE[ \t]+NATIONALE[ \t]+D['’]IDENTIT[ÉE]|BI/CNI|CNI)${JOIN}(?<value>[A-Z]{0,3}\d{6,12}[A-Z]?)${END}`;
const CNSS = String.raw`(?<![\p{L}\p{N}])${NUMBER_WORD}[ \t]*(?:d['’]immatriculation[ \t]+)?CNSS[ \t]*(?:[:：][ \t]*)?(?<value>\d(?:[ \t]?\d){7,15})${END}`;
const CASS = String.raw`(?<![\p{L}\p{N}])CASS${JOIN}(?<value>\d{6,8})${END}`;
const PASSAPORT = String.raw`(?<![\p{L}\p{N}])[Pp]assaport(?:\s+andorr[àa])?\s+(?:núm\.?|número|n\.?º)[ \t]*(?:[:：][ \t]*)?(?<value>[A-Z]{0,2}\d{6,9})${END}`;
const NIN = String.raw`(?<![\p{L}\p{N}])NIN[ \t]*[:：][ \t]*(?<value>(?=[0-9A-Z]{0,7}\d)(?=[0-9A-Z]{0,7}[A-Z])[0-9A-Z]{8})${END}`;
const NATIONAL_ID_NO = String.raw`(?<![\p{L}\p{N}])National[ \t]+ID[ \t]+No\.?[ \t]*[:：][ \t]*(?<value>[A-Z]{1,3}[ \t]?\d(?:[ \t]?\d){7,13})${END}`;

export default defineDetector({
  id: 'national-id-labelled-eighteenth',
  entity: 'NATIONAL_ID',
  patterns: () => [ID_CARD, CNSS, CASS, PASSAPORT, NIN, NATIONAL_ID_NO].map((p) => new RegExp(p, 'gu')),
  keywords: ['identité', 'identite', 'cni', 'cnss', 'cass', 'passaport', 'nin', 'national id'],
  window: 96,
  score: 0.85,
  // One digit repeated is a form's placeholder.
  validate: (value) => !/^[A-Z]*(\d)\1+[A-Z]?$/.test(value.replace(/[ \t]/g, '')),
  examples: {
    positive: [
      // Fictitious numbers (the eighteenth reading's Guinean pay slip, Cape Verdean vaccination
      // card, Andorran lease, Sierra Leonean ticket and Samoan certificate).
      { text: "Carte nationale d'identité N° : GN0418273651", match: 'GN0418273651' },
      { text: 'Mãe: Ivone Tavares, BI/CNI nº 18273641L', match: '18273641L' },
      { text: 'N° CNSS : 2 91 09 04 1827 36', match: '2 91 09 04 1827 36' },
      { text: "número d'afiliació a la CASS 418273, telèfon", match: '418273' },
      { text: 'amb passaport andorrà núm. 04182736, i', match: '04182736' },
      { text: 'NIN: 7HK2M9Q4', match: '7HK2M9Q4' },
      { text: 'Numera o le SNID / National ID No.:  SN 4518 2037 69', match: 'SN 4518 2037 69' },
    ],
    negative: [
      'CNSS employeur : 1204518', // the employer's number: no "N°" before CNSS
      'Pièces jointes : copie CNI, 3 derniers bulletins', // the card named, no number
      "Carte nationale d'identité N° : GN0000000", // one digit repeated
      'CASS 41827', // five digits
      'NIN: 12345678', // digits only
      'National ID No.: SN', // the prefix alone, no number
    ],
  },
});
