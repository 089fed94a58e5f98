import { defineDetector } from '../engine/detector.js';

/**
 * Passport numbers of one or two letters and seven digits, written right after the word
 * "passport": Australia (DFAT: "N1234567", "PA1234567"), India (Passport Seva: a letter and
 * seven digits, "Z4839217"), and the many countries that number passports alike. No check
 * digit is printed, so only after the label ("Passport: PA4417823", "Passport no. : Z4839217");
 * the US shapes (nine digits, a letter and eight) are us-passport's. In a chat, the number may
 * come in the next message, after a question asking for it ("And your passport number? …\n
 * … new one is 548213907"): then any of these shapes is taken, the first on that next line.
 */
const QUESTION = String.raw`(?<![\p{L}\p{N}])passport[ \t]*(?:no\.?|number|num|nr\.?|#|details)[^\n?.!]{0,60}\?[^\n]{0,120}\r?\n`;
const ANSWER = String.raw`[^\n]{0,80}?(?<![\p{L}\p{N}])(?<value>[A-Z]{1,2}\d{7}|[A-Z]\d{8}|\d{9})(?![\p{L}\p{N}]|[.,/-]\d)`;
export default defineDetector({
  id: 'passport',
  entity: 'NATIONAL_ID',
  patterns: () => [
    /(?<![\p{L}\p{N}])passport(?:[ \t]*(?:no\.?|number|num|nr\.?|#))?[ \t]*[:=#]?[ \t]*(?<value>[A-Z]{1,2}\d{7})(?![\p{L}\p{N}])/giu,
    new RegExp(QUESTION + ANSWER, 'giu'),
  ],
  keywords: ['passport'],
  window: 320,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious numbers in the issuers' shapes.
      { text: 'Passport: PA4417823 (expires 14/08/2031)', match: 'PA4417823' },
      { text: 'Passport no.     : Z4839217', match: 'Z4839217' },
      // The answer to a question, in the next message of a chat (the reader's WhatsApp export).
      { text: '[12/10/2024, 09:21:00] D: And your passport number for right to rent? The old one expired\n[12/10/2024, 09:33:27] C: new one is 548213907, Portuguese though', match: '548213907' },
    ],
    negative: ['PA4417823', 'passport photo PA1234', 'passport: 12345678', 'Did you renew your passport?\nOrder PA4417823 shipped. Done.' /* no number asked for */, 'is the passport office open? yes\nI paid 12 on 2024'],
  },
});
