import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Czech and Slovak rodné číslo (Czech Act 133/2000 Coll. § 13; Slovak Act 301/1995): YYMMDD/SSSC.
// Women add 50 to the month, and since 2004 20 may be added when a day's numbers run out.
// Ten-digit numbers (born 1954 on) are divisible by 11, or leave remainder 10 on the first nine
// digits with check digit 0; nine-digit numbers (before 1954) have no check. "710319/2745"
// stands on its own; bare digits and nine-digit numbers need a birth-number word.
const CONTEXT = ['rodné číslo', 'rodne cislo', 'rodného čísla', 'RČ', 'r.č.', 'birth number', 'rodné č.'];
const nearContext = contextTest(CONTEXT);

export default defineDetector({
  id: 'cz-birth-number',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}\d{6}\/?\d{3,4}${ID_END}`, 'gu')],
  context: CONTEXT,
  validate: (value, ctx) => {
    const d = value.replace('/', '');
    const yy = twoDigits(d, 0);
    const year = d.length === 9 || yy >= 54 ? 1900 + yy : 2000 + yy;
    if (d.length === 9 && yy >= 54) return false;
    const mm = twoDigits(d, 2);
    const month = mm > 50 ? mm - 50 : mm;
    if (!isCalendarDate(year, month > 20 ? month - 20 : month, twoDigits(d, 4))) return false;
    if (d.length === 10 && !(Number(d) % 11 === 0 || (Number(d.slice(0, 9)) % 11 === 10 && d[9] === '0'))) return false;
    if (d.length === 10 && value.includes('/')) return NATIONAL_ID_SCORE.distinctive;
    return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
  },
  examples: {
    positive: [
      '710319/2745', // python-stdnum cz.rc test number
      '736028/5163', // a woman's number: month 60 = 10 + 50
      { text: 'Rodné číslo: 7103192745', match: '7103192745' },
      { text: 'r.č. 480312/123', match: '480312/123' }, // nine digits: born before 1954, no check
    ],
    negative: [
      '710319/2746', // python-stdnum: not divisible by 11
      '711319/2745', // month 13
      '480312/123', // nine digits without context
      'r.č. 590312/123', // nine digits but born 1959: from 1954 on numbers have ten
      '7103192745', // bare without context
    ],
  },
});
