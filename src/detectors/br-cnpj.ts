import { defineDetector } from '../engine/detector.js';
import { NEEDS_CONTEXT, numberShaped, runShaped, scoredMatches, type ScoredPattern } from './lib/vat-scan.js';
import { isValidCnpj } from './lib/vat-world.js';

/**
 * Brazilian company registration (CNPJ), "11.017.153/0001-68", numeric or the alphanumeric form
 * issued from July 2026 ("12.ABC.345/01DE-35"); two mod 11 check digits (lib/vat-world.ts).
 * The punctuated form is distinctive; 14 bare digits need a context word (the alphanumeric form
 * is only recognized punctuated: 14 bare capitals and digits are too common in codes). A
 * person's CPF is a NATIONAL_ID.
 */
/** Exported for the test that tries them at numberStarts and over the whole text. */
export const PATTERNS: ScoredPattern[] = [
  // Matched from its first "." (the two characters before it are checked behind it, three
  // looked at), and only inside the token runs: the 16 characters from the "." are all token
  // characters.
  { re: runShaped(/\.(?<=(?<![\w\-./])[0-9A-Z]{2}\.)[0-9A-Z]{3}\.[0-9A-Z]{3}[/.][0-9A-Z]{4}-\d\d(?![\w\-/]|\.\w)/g, 3), score: 0.95, lead: 2 },
  { re: numberShaped(/\d(?<![\w\-./]\d)\d{13}(?![\w\-/]|\.\w)/g), score: NEEDS_CONTEXT },
];

export default defineDetector({
  id: 'br-cnpj',
  entity: 'VAT_NUMBER',
  find: (text) => scoredMatches(text, PATTERNS, isValidCnpj),
  context: ['cnpj', 'cnpj/mf', 'cadastro nacional da pessoa jurídica', 'inscrição'],
  examples: {
    positive: [
      // python-stdnum tests/test_br_cnpj.doctest.
      '11.017.153/0001-68',
      '69.435.154/0001-02',
      '12.ABC.345/01DE-35', // Receita Federal's example of the alphanumeric CNPJ
      { text: 'CNPJ 61882613000194', match: '61882613000194' },
    ],
    negative: [
      '11.017.153/0001-69', // wrong check digit
      '11.111.111/1111-11', // repeated digits
      '61882613000194', // bare digits without a context word
      'CNPJ 12.ABC.345/01DE-36', // wrong check digit
    ],
  },
});
