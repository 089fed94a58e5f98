import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { isCalendarDate, iso7064Mod11_2, twoDigits } from './lib/national-id-checks.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Chinese resident identity number (GB 11643-1999): a six-digit address code (first digit
// 1–8), the birth date YYYYMMDD, a three-digit order code and an ISO/IEC 7064 MOD 11-2 check
// character (0–9 or X). Eighteen characters with a date and a checksum stand on their own.
export default defineDetector({
  id: 'cn-resident-id',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}[1-8]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]${ID_END}`, 'gu')],
  context: ['身份证', '身份证号', '身份证号码', '公民身份号码', 'resident identity card', 'ID card', 'ID number'],
  validate: (v) => {
    if (!isCalendarDate(Number(v.slice(6, 10)), twoDigits(v, 10), twoDigits(v, 12))) return false;
    return iso7064Mod11_2(v.slice(0, 17)) === v[17]!.toUpperCase() && NATIONAL_ID_SCORE.distinctive;
  },
  examples: {
    positive: [
      '11010519491231002X', // the example in GB 11643-1999 itself
      '360426199101010071', // python-stdnum cn.ric test number
      '44011320141005001x', // python-stdnum: lower-case x
      { text: '身份证号码：360426199101010071', match: '360426199101010071' },
    ],
    negative: [
      '360426199101010072', // wrong check character
      '360426199113010079', // python-stdnum: month 13
      '360426199102300078', // 30 February
      '960426199101010071', // address codes start 1–8
    ],
  },
});
