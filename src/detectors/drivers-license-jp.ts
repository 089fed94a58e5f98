import { defineDetector } from '../engine/detector.js';

/**
 * A Japanese driving licence's number after its label: `免許証番号 第304819275610号`,
 * `運転免許証番号：123456789012`. The number is twelve digits (National Police Agency: the
 * issuing commission, the year, a serial and a check digit), written between `第` and `号` on
 * forms; only after the label.
 */
const LICENCE = /(?<=(?:運転)?免許証?番号[ \t\u3000:：]*第?)(?<value>\d{12})(?!\d)/gu;

export default defineDetector({
  id: 'drivers-license-jp',
  entity: 'NATIONAL_ID',
  patterns: () => [LICENCE],
  keywords: ['免許証番号', '免許番号'],
  window: 40,
  score: 0.9,
  examples: {
    positive: [
      // Fictitious (the fifth reading's résumé).
      { text: '普通自動車免許 取得（免許証番号 第123456789012号）', match: '123456789012' },
      { text: '運転免許証番号：987654321098', match: '987654321098' },
    ],
    negative: [
      '免許証番号は裏面に記載', // no number
      '免許証番号 12345', // too short
    ],
  },
});
