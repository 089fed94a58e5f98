import { weightedSum } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Australian Tax File Number of a person (ATO): nine digits with Σ d·(1 4 3 7 5 8 6 9 10) ≡ 0
// (mod 11), printed "123 456 782". A nine-digit run, so only next to a TFN word.
const WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

export default defineDetector({
  id: 'au-tfn',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{3}(?<sep>[ -]?)\d{3}\k<sep>\d{3}`, { gated: true }),
  keywords: ['tfn', 'tax file'],
  context: ['TFN', 'tax file number', 'tax file no'],
  requireContext: true,
  validate: (value) => weightedSum(value.replace(/[ -]/g, ''), WEIGHTS) % 11 === 0 && NATIONAL_ID_SCORE.contextual,
  examples: {
    positive: [
      { text: 'TFN: 123 456 782', match: '123 456 782' }, // python-stdnum au.tfn test number
      { text: 'Tax file number 876543210', match: '876543210' },
    ],
    negative: [
      'TFN: 123 456 789', // fails the weighted check
      '123 456 782', // no context
    ],
  },
});
