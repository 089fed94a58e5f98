import { defineDetector } from '../engine/detector.js';
import { numberShapeFinder } from './lib/national-id-scan.js';
import { digitsOf } from './lib/checksums.js';
import { isValidSwissUid } from './lib/vat-world.js';

/**
 * Swiss enterprise identification number (UID), "CHE-123.456.789", and the VAT number that is
 * the UID followed by MWST, TVA or IVA (Swiss Federal Tax Administration). Check digit in
 * lib/vat-world.ts.
 */
/** Exported for the test that compares it with a scan of the whole text. */
export const PATTERN = /\bCHE[- ]?\d{3}\.?\d{3}\.?\d{3}(?: ?(?:MWST|TVA|IVA|VAT)\b)?(?![\w\-]|\.\d)/g;

export default defineDetector({
  id: 'ch-uid',
  entity: 'VAT_NUMBER',
  // Digits and capitals with six or more digits: tried where the shared ID scan says such a
  // number starts, together with the other number shapes.
  find: numberShapeFinder(PATTERN),
  context: ['uid', 'mwst', 'tva', 'iva', 'vat', 'mwst-nr'],
  score: 0.95,
  validate: (value) => isValidSwissUid(digitsOf(value)),
  examples: {
    positive: [
      // python-stdnum tests/test_ch_uid.doctest.
      'CHE-105.838.471',
      'CHE-113.606.230 MWST',
      'CHE489713641',
      { text: 'N° IDE CHE-116.068.582 TVA', match: 'CHE-116.068.582 TVA' },
    ],
    negative: [
      'CHE-105.838.472', // wrong check digit
      'CHE-10A.787.577', // letters inside (same source)
      'ZZZ-107.787.577', // not CHE (same source)
      'CHE-105.838.47', // too short
    ],
  },
});
