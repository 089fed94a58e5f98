import { defineDetector } from '../engine/detector.js';

/**
 * A Japanese mobile number as Japanese text writes it, with no phone word near it (`新しい番号も
 * こっち\n090-4182-7364`, the tenth reading's LINE export): 070, 080 or 090, then two groups of
 * four digits joined by hyphens (the Ministry of Internal Affairs and Communications' numbering
 * plan: 070/080/090 and eight digits are mobile and PHS numbers; libphonenumber's JP metadata
 * reads every such number as a valid mobile one). Only in a text with kana or kanji within 200
 * characters: the same shape in other text (an order's or a part's number) stays.
 */
// The word edges' unions of `\p{L}` and `\p{N}` written as alternations, which V8 parses faster
// (the same code points: docs/startup.md, start10; esbuild writes this literal as a string,
// which the build's rewrite of classes does not read).
// Kana or a kanji may follow, glued, as Japanese writes a particle or the next word (`080-3321-4470に`, probes31).
const JP_MOBILE = /(?<!(?:[\p{L}_.+-]|\p{N}))0[789]0-\d{4}-\d{4}(?!(?:(?![\u3040-\u30ff\u3400-\u9fff])[\p{L}_]|\p{N})|[-.]\p{N})/gu;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

export default defineDetector({
  id: 'phone-jp-mobile',
  entity: 'PHONE_NUMBER',
  patterns: () => [JP_MOBILE],
  keywords: ['070-', '080-', '090-'],
  window: 32,
  score: 0.85,
  validate: (_value, { text, start, end }) => JAPANESE.test(text.slice(Math.max(0, start - 200), end + 200)),
  examples: {
    positive: [
      // Fictitious (the tenth reading's LINE chat export).
      { text: '"新しい番号もこっち\n090-4182-7364\n固定はまだ無い"', match: '090-4182-7364' },
      { text: '山本です。070-1234-5678 まで', match: '070-1234-5678' },
      { text: '080-3321-4470に電話してください', match: '080-3321-4470' },
    ],
    negative: [
      'part 090-4182-7364 shipped', // no Japanese around it
      '山本です。090-418-27364', // not the 4-4 grouping
      '品番 090-4182-7364x です', // a Latin letter goes on the code
    ],
  },
});
