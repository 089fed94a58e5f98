import { defineDetector } from '../engine/detector.js';
import { numberShapeFinder } from './lib/national-id-scan.js';
import { isValidUscc } from './lib/vat-world.js';

/**
 * China's Unified Social Credit Code (统一社会信用代码), the tax number of companies and other
 * organisations: 18 characters with a mod 31 check character (lib/vat-world.ts). Eight leading
 * digits, the restricted alphabet and the check make the shape distinctive on its own.
 */
/** Exported for the test that compares it with a scan of the whole text. */
export const PATTERN = /\d(?<![\w\-]\d)\d{7}[0-9A-HJ-NPQRTUWXY]{10}(?![\w\-])/g;

export default defineDetector({
  id: 'cn-uscc',
  entity: 'VAT_NUMBER',
  // Starts at its first digit (lookbehind after it): V8 then tries the pattern only at digits.
  // Digits and capitals with six or more digits: tried where the shared ID scan says such a
  // number starts, together with the other number shapes.
  find: numberShapeFinder(PATTERN),
  context: ['uscc', 'unified social credit code', '统一社会信用代码', '信用代码', '纳税人识别号', 'tax id'],
  score: 0.9,
  validate: (value) => isValidUscc(value),
  examples: {
    positive: [
      '91110000600037341L', // python-stdnum stdnum/cn/uscc.py docstring
      { text: '统一社会信用代码：91110000600037341L', match: '91110000600037341L' },
    ],
    negative: [
      '91110000600037341M', // wrong check character
      '9111000060003734IL', // I is not in the USCC alphabet
      '911100006000373410', // wrong check character
      '1234567890123456789', // 19 digits
      'Order 20240531ABCD12345H shipped', // date-prefixed order number: check passes, no province 24
    ],
  },
});
