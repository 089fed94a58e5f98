import { defineDetector } from '../engine/detector.js';

/**
 * An account number written before the word for "account", as Armenian and Mongolian letters
 * put it (the eleventh reading: docs/reader.md, reader11): `… ՓԲԸ-ում բացված 1570041827360100
 * հաշվին` (Armenian: "to the account … opened at the bank"), `Хаан банкны 5004182736 тоот
 * дансанд` (Mongolian: "to the account numbered …"). Ten to twenty digits, maybe after `№`,
 * right before the word (any case ending). Reported as IBAN, as bank-account.ts reports account
 * numbers after their labels. A shorter number (a count, a year) stays. Starts from the keyword
 * pass: the pattern runs on windows around the words only.
 */
const ARMENIAN = String.raw`(?<![\p{L}\p{N}])(?<value>\d{10,20})[ \t]+(?:համարի[ \t]+)?հաշվ\p{L}*`;
const MONGOLIAN = String.raw`(?<![\p{L}\p{N}])(?<value>\d{10,20})[ \t]+(?:тоот[ \t]+|дугаартай[ \t]+)?данс\p{L}*`;

export default defineDetector({
  id: 'bank-account-script',
  entity: 'IBAN',
  patterns: () => [new RegExp(ARMENIAN, 'gu'), new RegExp(MONGOLIAN, 'gu')],
  keywords: ['հաշվ', 'данс'],
  window: 48,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious accounts (the eleventh reading's Armenian and Mongolian certificates).
      { text: '«Ամերիաբանկ» ՓԲԸ-ում բացված 1570041827360100 հաշվին։', match: '1570041827360100' },
      { text: 'Тэтгэмжийг Хаан банкны 5004182736 тоот дансанд шилжүүлнэ.', match: '5004182736' },
    ],
    negative: [
      'Хаан банкны 2026 оны дансны тайлан', // a year
      'հաշվին 1570041827360100', // the number after the word: no
    ],
  },
});
