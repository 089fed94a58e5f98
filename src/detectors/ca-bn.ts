import { defineDetector } from '../engine/detector.js';
import { NEEDS_CONTEXT, numberShaped, scoredMatches, type ScoredPattern } from './lib/vat-scan.js';
import { isValidCanadianBn } from './lib/vat-world.js';

/**
 * Canadian Business Number: 9 digits with a Luhn check, usually printed with a CRA program
 * account ("123456789 RT 0001", GST/HST). With the program account the shape is distinctive;
 * nine bare digits need a context word (a SIN is nine Luhn digits too).
 */
/** Exported for the test that tries them at numberStarts and over the whole text. */
export const PATTERNS: ScoredPattern[] = [
  {
    re: numberShaped(/\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)(?:\d{4} ?\d{4}|\d\d ?\d{3} ?\d{3})(?: ?R[CMPRTZ] ?\d{4})?(?![\w\-])/g),
    score: (match: string) => (match.includes('R') ? 0.9 : NEEDS_CONTEXT),
  },
];

export default defineDetector({
  id: 'ca-bn',
  entity: 'VAT_NUMBER',
  find: (text) => scoredMatches(text, PATTERNS, isValidCanadianBn),
  context: ['bn', 'business number', 'gst/hst', 'hst', 'gst', 'gst no', 'hst no', 'qst', 'numéro d’entreprise', "numéro d'entreprise", 'neq'],
  examples: {
    positive: [
      // python-stdnum tests/test_ca_bn.doctest.
      '123026635RC0001',
      '12302 6635 RC 0001',
      '899927438RC0001',
      { text: 'GST/HST registration: 123026635 RT0001', match: '123026635 RT0001' },
      { text: 'Business Number (BN): 123 026 635', match: '123 026 635' },
      '123 026 635 RT 0001',
    ],
    negative: [
      '123026636RC0001', // wrong Luhn check
      '12302 6635 AA 0001', // not a CRA program identifier (same source)
      '123026635', // bare digits without a context word
      'BN 123026636', // wrong Luhn check
    ],
  },
});
