import { defineDetector } from '../engine/detector.js';
import { NEEDS_CONTEXT, numberShaped, scoredMatches, type ScoredPattern } from './lib/vat-scan.js';
import { isValidItin } from './lib/vat-world.js';

/**
 * US Individual Taxpayer Identification Number: 9NN-NN-NNNN with the 4th-5th digits in the
 * IRS's ITIN ranges (lib/vat-world.ts). The SSN-like grouped form is distinctive enough on its
 * own (the SSA never issues 9NN area numbers); nine bare digits need a context word.
 */
/** Exported for the test that tries them at numberStarts and over the whole text. */
export const PATTERNS: ScoredPattern[] = [
  {
    re: numberShaped(/9(?<![\w\-]9)\d\d(?:(?<sep>[- ])\d\d\k<sep>\d{4}|\d{6})(?![\w\-])/g),
    score: (match: string) => (match.length === 11 ? 0.75 : NEEDS_CONTEXT),
  },
];

export default defineDetector({
  id: 'us-itin',
  entity: 'VAT_NUMBER',
  find: (text) => scoredMatches(text, PATTERNS, isValidItin),
  context: ['itin', 'individual taxpayer identification', 'individual taxpayer identification number', 'taxpayer id', 'tin', 'w-7'],
  examples: {
    positive: [
      // Fictitious numbers in the IRS's ranges (Publication 1915: 50-65, 70-88, 90-92, 94-99).
      '912-70-1234',
      '900-50-0001',
      '999 94 4321',
      { text: 'ITIN 955921234', match: '955921234' },
      { text: 'Taxpayer ID: 912-88-1234.', match: '912-88-1234' },
    ],
    negative: [
      '912-93-1234', // group 93 is outside the ITIN ranges
      '912-66-1234', // 66-69 are outside the ITIN ranges
      '812-70-1234', // ITINs start with 9
      '955921234', // bare digits without a context word
      'Ref 912-70-12345', // too long
    ],
  },
});
