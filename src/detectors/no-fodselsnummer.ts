import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { isCalendarDate, mod11Complement, twoDigits } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Norwegian fødselsnummer (Skatteetaten, Folkeregisteret): DDMMYY III K1 K2 with two mod-11
// check digits, weights 3 7 6 1 8 9 4 5 2 and 5 4 3 2 7 6 5 4 3 2 (a remainder giving 10 makes
// the number invalid). A D-number adds 40 to the day, an H-number 40 to the month. Eleven bare
// digits, so only next to a fødselsnummer word.
const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export default defineDetector({
  id: 'no-fodselsnummer',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{6} ?\d{5}`, { gated: true }),
  // requireContext needs one of these whole words anyway, so they are the keywords too.
  keywords: ['fødselsnummer', 'fodselsnummer', 'f.nr', 'fnr', 'personnummer', 'd-nummer'],
  context: ['fødselsnummer', 'fodselsnummer', 'f.nr', 'fnr', 'personnummer', 'd-nummer'],
  requireContext: true,
  validate: (value) => {
    const d = value.replace(' ', '');
    const day = twoDigits(d, 0) % 40;
    const month = twoDigits(d, 2) % 40;
    // 2000 + YY: leap years are the same in either century (2000 is one), see se-personnummer.
    if (!isCalendarDate(2000 + twoDigits(d, 4), month, day)) return false;
    const k1 = mod11Complement(d, K1);
    const k2 = mod11Complement(d, K2);
    if (k1 === 10 || k2 === 10 || k1 !== d.charCodeAt(9) - 48 || k2 !== d.charCodeAt(10) - 48) return false;
    return NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'Fødselsnummer: 151086 95088', match: '151086 95088' }, // python-stdnum no.fodselsnummer test number
      { text: 'fnr 15108695088', match: '15108695088' },
    ],
    negative: [
      'Fødselsnummer: 15108695077', // python-stdnum: wrong check digits
      'Fødselsnummer: 15138695088', // month 13
      '15108695088', // no context
    ],
  },
});
