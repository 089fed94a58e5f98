import { defineDetector } from '../engine/detector.js';
import { digitsOf } from './lib/checksums.js';
import { isValidAbn } from './lib/vat-world.js';

/**
 * Australian Business Number, printed "51 824 753 556" or as 11 digits, with the ATO's mod 89
 * check (lib/vat-world.ts). Eleven digits are common, so an ABN needs a context word.
 */
export default defineDetector({
  id: 'au-abn',
  entity: 'VAT_NUMBER',
  patterns: [/\d(?<![\w\-+]\d)(?<!\d[ .\-/]\d)\d ?\d{3} ?\d{3} ?\d{3}(?![\w\-])/g],
  context: ['abn', 'australian business number', 'gst'],
  requireContext: true,
  score: 0.7,
  validate: (value) => isValidAbn(digitsOf(value)),
  examples: {
    positive: [
      { text: 'ABN 51 824 753 556', match: '51 824 753 556' }, // the ATO's example ABN
      { text: 'ABN: 43002724334', match: '43002724334' }, // python-stdnum tests/test_au_abn.doctest
      { text: 'Australian Business Number 98 116 306 453', match: '98 116 306 453' }, // same source
    ],
    negative: [
      'ABN 51 824 753 557', // wrong check
      '51 824 753 556', // no context word
      'ABN 51 824 753 55', // too short
    ],
  },
});
