import { defineDetector } from '../engine/detector.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// UK National Insurance number: two prefix letters, six digits, suffix A–D (HMRC National
// Insurance Manual NIM39110). Neither prefix letter is D, F, I, Q, U or V, the second is not O,
// and BG, GB, KN, NK, NT, TN and ZZ are never allocated. There is no check digit, but the
// prefix rules make the shape distinctive. Printed as "AB 12 34 56 C" or run together.
export default defineDetector({
  id: 'gb-nino',
  entity: 'NATIONAL_ID',
  patterns: [
    new RegExp(
      String.raw`${ID_START}(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]${ID_END}`,
      'gu',
    ),
  ],
  context: ['NINO', 'national insurance', 'national insurance number', 'NI number', 'NI no', 'NINo'],
  score: 0.8,
  examples: {
    positive: [
      'HH 01 23 45 D', // python-stdnum gb.nino test number
      'AB123456C',
      { text: 'National Insurance number: JG 10 37 59 A', match: 'JG 10 37 59 A' },
    ],
    negative: [
      'QQ 12 34 56 C', // HMRC's placeholder in forms and guidance: Q is never an allocated prefix
      'GB 12 34 56 A', // GB is never allocated
      'AO 12 34 56 A', // second letter O is not used
      'AB 12 34 56 E', // suffix beyond D
      'AB123456', // no suffix
      'XAB123456C', // part of a longer token
    ],
  },
});
