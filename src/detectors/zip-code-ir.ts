import { defineDetector } from '../engine/detector.js';

/**
 * An Iranian postal code (کد پستی: ten digits, printed `۱۵۸۷۶-۴۳۱۹۸`, five and five, or in one
 * run; Iran Post's ten-digit code since 1997) right after its label, in Persian or ASCII digits
 * (the engine reads Persian digits folded, digits-folded.ts). Ten digits alone are no postal code.
 */
const IR_POSTAL = /(?<![\p{L}\p{N}])کد[ \t\u200c]*پستی[ \t]*[:：]?[ \t]*(?<value>\d{5}-?\d{5})(?![\p{L}\p{N}]|[-/.]\p{N})/gu;

export default defineDetector({
  id: 'zip-code-ir',
  entity: 'ZIP_CODE',
  patterns: () => [IR_POSTAL],
  keywords: ['پستی'],
  window: 48,
  score: 0.85,
  examples: {
    positive: [
      // The tenth reading's Persian employment letter (fictitious).
      { text: 'کد پستی: ۱۵۸۷۶-۴۳۱۹۸', match: '۱۵۸۷۶-۴۳۱۹۸' },
      { text: 'کدپستی 1587643198', match: '1587643198' },
    ],
    negative: [
      'کد پستی: ۱۵۸۷۶', // five digits
      'شماره ۱۵۸۷۶-۴۳۱۹۸', // no label
    ],
  },
});
