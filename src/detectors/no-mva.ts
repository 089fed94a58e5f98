import { defineDetector } from '../engine/detector.js';
import { digitsOf } from './lib/checksums.js';
import { NEEDS_CONTEXT, numberShaped, scoredMatches, type ScoredPattern } from './lib/vat-scan.js';
import { isValidNorwegianOrgNr } from './lib/vat-world.js';

/**
 * Norwegian VAT number: the 9-digit organisasjonsnummer (mod 11, lib/vat-world.ts) followed
 * by "MVA", often with the prefix "NO" ("NO 995 525 828 MVA"). With MVA or NO the form is
 * distinctive; the bare organisation number needs a context word.
 */
/** Exported for the test that tries them at numberStarts and over the whole text. */
export const PATTERNS: ScoredPattern[] = [
  {
    re: numberShaped(/(?:\bNO ?|(?<![\w\-+])(?<!\d[ .\-/]))\d{3} ?\d{3} ?\d{3}(?: ?MVA\b)?(?![\w\-])/g),
    score: (match: string) => (match.endsWith('MVA') ? 0.95 : match.startsWith('NO') ? 0.6 : NEEDS_CONTEXT),
  },
];

export default defineDetector({
  id: 'no-mva',
  entity: 'VAT_NUMBER',
  find: (text) => scoredMatches(text, PATTERNS, (s) => isValidNorwegianOrgNr(digitsOf(s))),
  context: ['mva', 'org.nr', 'org nr', 'orgnr', 'organisasjonsnummer', 'foretaksregisteret'],
  examples: {
    positive: [
      'NO 995 525 828 MVA', // python-stdnum stdnum/no/mva.py docstring
      '995525828MVA',
      'NO 988 077 917', // python-stdnum stdnum/no/orgnr.py docstring
      { text: 'Org.nr. 988 077 917', match: '988 077 917' },
    ],
    negative: [
      'NO 995 525 829 MVA', // wrong check digit
      '988 077 917', // bare digits without a context word
      'MVA 12 %', // not a number
    ],
  },
});
