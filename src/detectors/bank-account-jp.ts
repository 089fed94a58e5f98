import { defineDetector } from '../engine/detector.js';

/**
 * A Japanese bank account number after its type, as a form writes the account a salary is paid
 * into: `みずほ銀行 三軒茶屋支店 普通 4829175`, `当座預金 1234567`, `普通口座 口座番号：0012345`.
 * Japanese banks number accounts with seven digits (Zengin: the type, `普通` ordinary or `当座`
 * current, the branch before it); no check digit, so only after the type on a line that names a
 * bank (`銀行`), a branch (`支店`) or the account (`口座`).
 */
const ACCOUNT = /(?<=(?:銀行|支店|口座)[^\n]{0,30}?(?:普通|当座)(?:預金)?(?:口座)?(?:[ \t\u3000]*口座番号)?[ \t\u3000:：]*)(?<value>\d{7})(?![\d-])/gu;

export default defineDetector({
  id: 'bank-account-jp',
  entity: 'IBAN',
  patterns: () => [ACCOUNT],
  keywords: ['普通', '当座'],
  window: 60,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious (the fifth reading's résumé).
      { text: '給与振込先：さくら銀行 目黒支店 普通 1234567', match: '1234567' },
      { text: '振込口座：当座預金 7654321', match: '7654321' },
    ],
    negative: [
      '普通自動車第一種運転免許 取得', // `普通` is also "ordinary" (a licence's class)
      '銀行の普通の営業時間は 0900 から', // no seven digits
    ],
  },
});
