import { weightedSum } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Polish PESEL (Ustawa o ewidencji ludności, art. 15): YYMMDD ZZZZ Q, the month carrying the
// century (+80 for 1800s, +20 2000s, +40 2100s, +60 2200s) and Q = (10 − Σ w·d mod 10) mod 10
// with weights 1 3 7 9 1 3 7 9 1 3. Eleven bare digits, so only next to "PESEL".
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const CENTURY_BY_MONTH_OFFSET = [1900, 2000, 2100, 2200, 1800]; // offsets 0, 20, 40, 60, 80

export default defineDetector({
  id: 'pl-pesel',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{11}`, { gated: true }),
  keywords: ['pesel'],
  context: ['PESEL', 'nr PESEL', 'numer PESEL'],
  requireContext: true,
  validate: (d) => {
    const mm = twoDigits(d, 2);
    const year = CENTURY_BY_MONTH_OFFSET[Math.floor(mm / 20)]! + twoDigits(d, 0);
    if (!isCalendarDate(year, mm % 20, twoDigits(d, 4))) return false;
    return (10 - (weightedSum(d, WEIGHTS) % 10)) % 10 === d.charCodeAt(10) - 48 && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'PESEL: 44051401359', match: '44051401359' }, // python-stdnum pl.pesel test number (born 1944)
      { text: 'nr PESEL 02270803624', match: '02270803624' }, // born 8 July 2002: month 27 = 7 + 20
    ],
    negative: [
      'PESEL: 44051401358', // wrong check digit
      'PESEL: 44133101359', // month 13
      '44051401359', // no context
      'PESEL: 4405140135', // ten digits
    ],
  },
});
