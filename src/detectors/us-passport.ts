import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// US passport book/card numbers: nine digits, or since the 2021 Next Generation Passport one
// letter and eight digits (US Department of State, "Passport Book Number" help on travel.state.gov).
// No public check digit, so only next to the word "passport".
export default defineDetector({
  id: 'us-passport',
  entity: 'NATIONAL_ID',
  patterns: () => [new RegExp(String.raw`${ID_START}(?:[A-Z]\d{8}|\d{9})${ID_END}`, 'g')],
  keywords: ['passport'],
  context: ['passport', 'passport no', 'passport number', 'passport #', 'passport book number'],
  requireContext: true,
  score: NATIONAL_ID_SCORE.shapeOnly,
  examples: {
    positive: [
      { text: 'Passport number: 123456789', match: '123456789' },
      { text: 'US passport A12345678, expires 2031', match: 'A12345678' }, // Next Generation shape
    ],
    negative: ['A12345678', 'passport: 12345678', 'passport photo 2x2 inches'],
  },
});
