import { defineDetector } from '../engine/detector.js';
import { NEEDS_CONTEXT, numberShaped, scoredMatches, type ScoredPattern } from './lib/vat-scan.js';
import { isValidCuit } from './lib/vat-world.js';

/**
 * Argentina's CUIT/CUIL tax number, printed "20-05536168-2": a type prefix, 8 digits and a mod
 * 11 check digit (lib/vat-world.ts). The dashed form is distinctive; 11 bare digits need a
 * context word.
 */
/** Exported for the test that tries them at numberStarts and over the whole text. */
export const PATTERNS: ScoredPattern[] = [
  {
    re: numberShaped(/\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)\d(?:-\d{8}-|\d{8})\d(?![\w\-])/g),
    score: (match: string) => (match.includes('-') ? 0.9 : NEEDS_CONTEXT),
  },
];

export default defineDetector({
  id: 'ar-cuit',
  entity: 'VAT_NUMBER',
  find: (text) => scoredMatches(text, PATTERNS, isValidCuit),
  context: ['cuit', 'cuil', 'c.u.i.t', 'afip', 'iva'],
  examples: {
    positive: [
      '20-05536168-2', // python-stdnum stdnum/ar/cuit.py docstring
      '20-26756539-3', // same source
      { text: 'CUIT: 20267565393', match: '20267565393' },
    ],
    negative: [
      '20-26756539-2', // wrong check digit (same source)
      '21-26756539-3', // type 21 is not issued
      '20267565393', // bare digits without a context word
      'ref 20-26756539-3-1', // part of a longer code
    ],
  },
});
