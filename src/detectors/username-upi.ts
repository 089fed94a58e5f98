import { defineDetector } from '../engine/detector.js';

/**
 * Indian UPI IDs (virtual payment addresses, "ananya.k94@okhdfcbank"): a payer's account
 * handle at a payment app's suffix, shaped like an e-mail address without a domain. Taken with
 * the suffixes of the large apps (NPCI's list of UPI handles: Google Pay's okhdfcbank, okicici,
 * oksbi, okaxis; PhonePe's ybl, ibl, axl; Paytm's paytm, ptyes, ptaxis…; BHIM's upi) or right
 * after the words "UPI ID" / "VPA" with any suffix.
 */
const SUFFIXES = 'okhdfcbank|okicici|oksbi|okaxis|ybl|ibl|axl|paytm|ptyes|ptaxis|pthdfc|ptsbi|upi|apl|yapl|axisbank|icici|sbi|hdfcbank|kotak|freecharge|jupiteraxis|waaxis|wahdfcbank|wasbi|waicici';
const HANDLE = String.raw`[A-Za-z0-9][A-Za-z0-9._-]{1,63}`;

export default defineDetector({
  id: 'username-upi',
  entity: 'USERNAME',
  patterns: () => [
    new RegExp(String.raw`(?<![\w.@-])${HANDLE}@(?:${SUFFIXES})(?![\w@-]|\.\w)`, 'g'),
    new RegExp(String.raw`(?<![\p{L}\p{N}])(?:UPI(?:[ \t]+(?:ID|VPA|address|handle))?|VPA)[ \t]*[:=-]?[ \t]*(?<value>${HANDLE}@[A-Za-z]{2,24})(?![\w@-]|\.\w)`, 'gu'),
  ],
  keywords: ['@ok', '@yb', '@ib', '@ax', '@pt', '@pay', '@upi', '@apl', '@yapl', '@icici', '@sbi', '@hdfc', '@kotak', '@free', '@jupiter', '@wa', 'upi', 'vpa'],
  keywordsInWords: true,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious payers.
      { text: 'UPI ID           : ananya.k94@okhdfcbank', match: 'ananya.k94@okhdfcbank' },
      { text: 'pay me at rohan.k@ybl please', match: 'rohan.k@ybl' },
      { text: 'VPA: meera2001@federal', match: 'meera2001@federal' },
    ],
    negative: ['write to ananya.k94@okhdfcbank.com', 'user@upi.example.org', 'the UPI ID field is optional'],
  },
});
