import { defineDetector } from '../engine/detector.js';

/**
 * Passport numbers of one or two letters and seven digits, written right after the word
 * "passport": Australia (DFAT: "N1234567", "PA1234567"), India (Passport Seva: a letter and
 * seven digits, "Z4839217"), and the many countries that number passports alike. No check
 * digit is printed, so only after the label ("Passport: PA4417823", "Passport no. : Z4839217");
 * the US shapes (nine digits, a letter and eight) are us-passport's.
 */
export default defineDetector({
  id: 'passport',
  entity: 'NATIONAL_ID',
  patterns: () => [/(?<![\p{L}\p{N}])passport(?:[ \t]*(?:no\.?|number|num|nr\.?|#))?[ \t]*[:=#]?[ \t]*(?<value>[A-Z]{1,2}\d{7})(?![\p{L}\p{N}])/giu],
  keywords: ['passport'],
  window: 64,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious numbers in the issuers' shapes.
      { text: 'Passport: PA4417823 (expires 14/08/2031)', match: 'PA4417823' },
      { text: 'Passport no.     : Z4839217', match: 'Z4839217' },
    ],
    negative: ['PA4417823', 'passport photo PA1234', 'passport: 12345678'],
  },
});
