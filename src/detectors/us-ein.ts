import { defineDetector } from '../engine/detector.js';
import { digitsOf } from './lib/checksums.js';
import { isValidEin } from './lib/vat-world.js';

/**
 * US Employer Identification Number, printed NN-NNNNNNN (26 CFR 301.6109-1) or as 9 digits,
 * with a prefix the IRS has assigned (lib/vat-world.ts). Nine digits are everywhere, so an EIN
 * is only a finding next to a context word.
 */
export default defineDetector({
  id: 'us-ein',
  entity: 'VAT_NUMBER',
  // The pattern starts with its first digit and looks behind from there: V8 then tries the
  // lookbehinds only at digits, not at every character of the text.
  patterns: [/\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)\d-?\d{7}(?![\w\-])/g],
  context: ['ein', 'fein', 'employer identification', 'employer identification number', 'employer id', 'tax id', 'tax id no', 'federal tax id', 'tin', 'taxpayer identification number', 'federal tax identification number'],
  requireContext: true,
  score: 0.7,
  validate: (value) => isValidEin(digitsOf(value)),
  examples: {
    positive: [
      // Fictitious numbers with IRS-assigned prefixes (12 Andover, 94 Memphis, 31 SBA).
      { text: 'EIN: 12-3456789', match: '12-3456789' },
      { text: 'Employer identification number (EIN) 94-1234567', match: '94-1234567' },
      { text: 'FEIN 311234567', match: '311234567' },
      { text: 'Tax ID: 20-1234567', match: '20-1234567' },
    ],
    negative: [
      'EIN: 00-1234567', // prefix 00 is never assigned (IRS valid EIN prefixes)
      'EIN: 07-1234567', // prefix 07 is never assigned
      '12-3456789', // no context word
      'EIN: 12-345678', // too short
      'Order 12-3456789-01 for EIN holders', // part of a longer order number
    ],
  },
});
