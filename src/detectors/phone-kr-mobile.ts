import { defineDetector } from '../engine/detector.js';

/**
 * A Korean mobile number as Korean text writes it, glued to the particle or the word that goes
 * on the sentence (`010-4821-7730으로 연락주세요` call on …, `010-2233-4455이고`, probes31's rent
 * split): Korean writes no blank between a number and its particle, where the phone rule's word
 * edge stops. 010 (or the older 011, 016, 017, 018, 019), then three or four digits and four,
 * joined by hyphens (the Ministry of Science and ICT's numbering plan: 01X and seven or eight
 * digits are mobile numbers; libphonenumber's KR metadata reads `1(?:0[0-46-9]|[16-9]\d)\d{6,7}`
 * after the trunk 0 as mobile). Only with Hangul within 200 characters, and a Hangul letter or
 * none on either side: the same shape in other text (a part's or an order's number) stays.
 */
const KR_MOBILE = /(?<!(?:(?!\p{sc=Hangul})[\p{L}_.+-]|\p{N}))01[016789]-\d{3,4}-\d{4}(?!(?:(?!\p{sc=Hangul})[\p{L}_]|\p{N})|[-.]\p{N})/gu;
const HANGUL = /[\uac00-\ud7af]/;

export default defineDetector({
  id: 'phone-kr-mobile',
  entity: 'PHONE_NUMBER',
  patterns: () => [KR_MOBILE],
  keywords: ['010-', '011-', '016-', '017-', '018-', '019-'],
  window: 32,
  score: 0.85,
  validate: (_value, { text, start, end }) => HANGUL.test(text.slice(Math.max(0, start - 200), end + 200)),
  examples: {
    positive: [
      // Fictitious (probes31's rent split and kindergarten pickup form).
      { text: '관리비는 박지훈이 냈어요. 010-4821-7730으로 연락주세요', match: '010-4821-7730' },
      { text: '대리인 번호는 010-2233-4455이고 내일 옵니다', match: '010-2233-4455' },
      { text: '예전 번호 011-234-5678로 문자 주세요', match: '011-234-5678' },
    ],
    negative: [
      '주문 010-4821-77301번', // five digits in the last group
      '코드 A010-4821-7730으로', // part of a code
      '번호 012-4821-7730으로', // no mobile block (012 is none)
    ],
  },
});
