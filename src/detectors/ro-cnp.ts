import { weightedSum } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Romanian Cod Numeric Personal (HG 839/2008 and Legea 119/1996): S YYMMDD JJ NNN C — sex and
// century, birth date, county code (01–52, 70 for registrations abroad since 2024), sequence and a
// check digit Σ d·(2 7 9 1 4 6 3 5 8 2 7 9) mod 11, 10 becoming 1. Only next to a CNP word.
const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
// Century by sex digit: 1/2 1900s, 3/4 1800s, 5/6 2000s; 7/8/9 (residents, foreigners) unknown.
const CENTURY = [0, 1900, 1900, 1800, 1800, 2000, 2000, 2000, 2000, 2000];

export default defineDetector({
  id: 'ro-cnp',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`[1-9]\d{12}`, { gated: true }),
  keywords: ['cnp', 'c.n.p', 'numeric personal'],
  context: ['CNP', 'cod numeric personal', 'codul numeric personal', 'C.N.P.'],
  requireContext: true,
  validate: (d) => {
    if (!isCalendarDate(CENTURY[d.charCodeAt(0) - 48]! + twoDigits(d, 1), twoDigits(d, 3), twoDigits(d, 5))) return false;
    const county = twoDigits(d, 7);
    if ((county < 1 || county > 52) && county !== 70) return false;
    const check = weightedSum(d, WEIGHTS) % 11;
    return (check === 10 ? 1 : check) === d.charCodeAt(12) - 48 && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'CNP: 1630615123457', match: '1630615123457' }, // python-stdnum ro.cnp test number
      { text: 'Codul numeric personal 2850101400019', match: '2850101400019' }, // Bucharest sector 0
    ],
    negative: [
      'CNP: 1630615123458', // python-stdnum: wrong check digit
      'CNP: 1632215123457', // python-stdnum: month 22
      '1630615123457', // no context
    ],
  },
});
