import { defineDetector } from '../engine/detector.js';
import { numberShapeFinder } from './lib/national-id-scan.js';
import { isValidGstin } from './lib/vat-world.js';

/**
 * India's GST identification number: state code, the holder's PAN, registration count, "Z"
 * and a mod 36 check character (lib/vat-world.ts). Fifteen characters of that shape with a
 * valid check are distinctive on their own.
 */
/** Exported for the test that compares it with a scan of the whole text. */
export const PATTERN = /\b\d\d[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g;

export default defineDetector({
  id: 'in-gstin',
  entity: 'VAT_NUMBER',
  // Digits and capitals with six or more digits: tried where the shared ID scan says such a
  // number starts, together with the other number shapes.
  find: numberShapeFinder(PATTERN),
  context: ['gstin', 'gst', 'gst no', 'gst number', 'gstin/uin'],
  score: 0.95,
  validate: (value) => isValidGstin(value),
  examples: {
    positive: [
      '27AAPFU0939F1ZV', // python-stdnum stdnum/in_/gstin.py docstring (Maharashtra)
      { text: 'GSTIN: 27AAPFU0939F1ZV', match: '27AAPFU0939F1ZV' },
    ],
    negative: [
      '27AAPFU0939F1ZO', // wrong check character (same source)
      '27AAPFU0000F1ZV', // PAN serial 0000 is never issued (same source)
      '39AAPFU0939F1ZV', // no state 39
      '27AAPFU0939F1Z', // too short
      'AAPFU0939F', // a bare PAN is not a GSTIN
    ],
  },
});
