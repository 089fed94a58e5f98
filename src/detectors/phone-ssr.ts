import { defineDetector } from '../engine/detector.js';

/**
 * A passenger's contact number in an airline booking's special service request (IATA's SSR
 * CTCM, CTCH, CTCB: mobile, home, business), in its international digits without "+" after the
 * airline's code and the status ("SSR CTCM SK HK1 46704128396", "SSR CTCM BA HK1/447700900123").
 */
const SSR = /(?<![A-Z0-9])SSR[ \t]+CTC[MHB][ \t]+[A-Z0-9]{2}[ \t]+[A-Z]{2}\d[ \t/]+(?<value>\d{7,15})(?!\d)/g;

export default defineDetector({
  id: 'phone-ssr',
  entity: 'PHONE_NUMBER',
  patterns: () => [SSR],
  keywords: ['ssr ctc'],
  window: 64,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious numbers (the third reading's booking).
      { text: 'SSR CTCM SK HK1 46704128396', match: '46704128396' },
      { text: 'SSR CTCM BA HK1/447700900123', match: '447700900123' },
    ],
    negative: ['SSR CTCE SK HK1 A.LINDGREN//EXAMPLE.ORG', 'SSR CTCM SK HK1 123'],
  },
});
