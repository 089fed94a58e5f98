import { defineDetector } from '../engine/detector.js';

/**
 * Identity numbers of letters and digits mixed, taken right after their labels (the twelfth
 * reading: docs/reader.md, reader12), shapes the national-ID registry's digit-run scan does not
 * start from or cannot tell from words:
 * - the Azerbaijani FIN (fərdi identifikasiya nömrəsi, the personal identification code on the
 *   ID card: seven capitals and digits, both, `FİN: 5KR7T2M`) after `FİN`/`FIN` in capitals;
 * - the Azerbaijani ID card's number after `şəxsiyyət vəsiqəsi` (AZE and eight digits, or the
 *   older AA and seven: `şəxsiyyət vəsiqəsi AZE 14182736`);
 * - the Jamaican National Insurance Scheme number after `NIS No.` (a capital and six digits,
 *   `NIS No.: D418273`).
 * Starts from the keyword pass: the patterns run on windows around the labels only.
 */
const END = String.raw`(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const JOIN = String.raw`[ \t]*(?:[:：][ \t]*)?`;
const AZ_FIN = String.raw`(?<![\p{L}\p{N}])(?:F[İI]N|ФИН)(?:[ \t]+kod(?:u)?)?${JOIN}(?<value>(?=[0-9A-Z]{0,6}\d)(?=[0-9A-Z]{0,6}[A-Z])[0-9A-Z]{7})${END}`;
const AZ_CARD = String.raw`(?<![\p{L}\p{N}])[Şş]əxsiyyət[ \t]+vəsiqə\p{L}*(?:[ \t]+(?:seriyası[ \t]+və[ \t]+nömrəsi|nömrəsi|№))?${JOIN}(?<value>AZE[ \t]?\d{8}|AA[ \t]?\d{7})${END}`;
const JM_NIS = String.raw`(?<![\p{L}\p{N}])NIS[ \t]*(?:No\.?|Number|#)?${JOIN}(?<value>[A-Z]\d{6})${END}`;

export default defineDetector({
  id: 'national-id-labelled-twelfth',
  entity: 'NATIONAL_ID',
  patterns: () => [new RegExp(AZ_FIN, 'gu'), new RegExp(AZ_CARD, 'gu'), new RegExp(JM_NIS, 'gu')],
  keywords: ['fin', 'fi̇n', 'фин', 'şəxsiyyət', 'nis'],
  window: 64,
  score: 0.9,
  validate: (value) => !/^(?:[A-Z]+)?(\d)\1+$/.test(value.replace(/[ \t]/g, '')),
  examples: {
    positive: [
      // Fictitious numbers (the twelfth reading's Azerbaijani ərizə and Jamaican TRN letter).
      { text: '(FİN: 5KR7T2M, şəxsiyyət vəsiqəsi AZE 14182736,', match: ['5KR7T2M', 'AZE 14182736'] },
      { text: 'FIN kodu 7XQ2M4B', match: '7XQ2M4B' },
      { text: '    NIS No.:           D418273', match: 'D418273' },
    ],
    negative: [
      'FİN: 1234567', // digits only: no FIN
      'la fin ABCD123', // French "fin" in small letters
      'şəxsiyyət vəsiqəsi AZE 1418273', // seven digits after AZE
      'NIS No.: D000000', // one digit repeated
      'NIS D41827', // five digits
    ],
  },
});
