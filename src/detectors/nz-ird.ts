import { defineDetector } from '../engine/detector.js';
import { digitsOf } from './lib/checksums.js';
import { isValidNzIrd } from './lib/vat-world.js';

/**
 * New Zealand IRD number, which is also the GST registration number: 8 or 9 digits, often
 * "49-098-576", with Inland Revenue's mod 11 check (lib/vat-world.ts). Needs a context word.
 */
export default defineDetector({
  id: 'nz-ird',
  entity: 'VAT_NUMBER',
  patterns: [/\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)\d{1,2}-?\d{3}-?\d{3}(?![\w\-])/g],
  context: ['ird', 'ird no', 'ird number', 'gst', 'gst no', 'gst number', 'inland revenue'],
  requireContext: true,
  score: 0.7,
  validate: (value) => isValidNzIrd(digitsOf(value)),
  examples: {
    positive: [
      // python-stdnum stdnum/nz/ird.py docstring.
      { text: 'IRD number 49-098-576', match: '49-098-576' },
      { text: 'GST No: 49091850', match: '49091850' },
    ],
    negative: [
      'IRD 136410133', // wrong check digit (same source)
      'IRD 9125568', // too short (same source)
      '49-098-576', // no context word
    ],
  },
});
