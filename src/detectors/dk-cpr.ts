import { defineDetector } from '../engine/detector.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Danish CPR number (CPR-loven; CPR-kontoret): DDMMYY-SSSS, the 7th digit giving the century.
// Since 1 October 2007 numbers are issued that fail the old modulus-11 check (CPR-kontoret,
// "Personnumre uden kontrolciffer"), so only the date is checked and the number is only taken
// next to a CPR word.
const CONTEXT = ['CPR', 'CPR-nr', 'CPR-nummer', 'cpr.nr', 'personnummer', 'personnr'];

export default defineDetector({
  id: 'dk-cpr',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{6}-?\d{4}`, { gated: true }),
  keywords: ['cpr', 'personn'],
  context: CONTEXT,
  requireContext: true,
  score: 0.6,
  validate: (value) => {
    const d = value.replace('-', '');
    return isCalendarDate(cprYear(twoDigits(d, 4), d.charCodeAt(6) - 48), twoDigits(d, 2), twoDigits(d, 0));
  },
  examples: {
    positive: [
      { text: 'CPR-nr.: 211062-5629', match: '211062-5629' }, // python-stdnum dk.cpr test number
      { text: 'CPR 0101804321', match: '0101804321' }, // issued after 2007: no modulus-11 check
    ],
    negative: [
      'CPR-nr.: 511062-5629', // python-stdnum: day 51
      'CPR: 290201-4321', // 29 February 2001 did not exist
      '211062-5629', // no CPR word
    ],
  },
});

/** Year of birth from YY and the 7th digit (CPR-kontoret's century table). */
function cprYear(yy: number, seventh: number): number {
  if (seventh <= 3) return 1900 + yy;
  if (seventh === 4 || seventh === 9) return (yy <= 36 ? 2000 : 1900) + yy;
  return (yy <= 57 ? 2000 : 1800) + yy;
}
