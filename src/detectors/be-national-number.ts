import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Belgian national register number (rijksregisternummer / numéro de registre national;
// BIS numbers use the same layout): YY.MM.DD-SSS.CC where CC = 97 − (YYMMDDSSS mod 97), or for
// people born from 2000 on 97 − (2YYMMDDSSS mod 97) (Rijksregister, "Structuur van het
// rijksregisternummer"). A BIS number adds 20 or 40 to the month; month 00 and day 00 mean
// unknown. Printed with dots and a dash it stands on its own; eleven bare digits need context.
const CONTEXT = [
  'rijksregisternummer', 'rijksregister', 'numéro national', 'registre national', 'numéro de registre national',
  'national number', 'national register number', 'INSZ', 'NISS', 'BIS', 'Nationalregisternummer',
];
const nearContext = contextTest(CONTEXT);

export default defineDetector({
  id: 'be-national-number',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}\d{2}(?<sep>[. ]?)\d{2}\k<sep>\d{2}[- ]?\d{3}[. ]?\d{2}${ID_END}`, 'gu')],
  context: CONTEXT,
  validate: (value, ctx) => {
    const d = value.replace(/[-. ]/g, '');
    const month = Number(d.slice(2, 4)) % 20;
    const day = Number(d.slice(4, 6));
    if (Number(d.slice(2, 4)) > 52 || month > 12 || day > 31) return false;
    const body = Number(d.slice(0, 9));
    const check = Number(d.slice(9));
    if (97 - (body % 97) !== check && 97 - ((2e9 + body) % 97) !== check) return false;
    if (/^\d{6}-\d{3}[. ]\d{2}$|^\d{2}\.\d{2}\.\d{2}/.test(value)) return NATIONAL_ID_SCORE.distinctive;
    return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
  },
  examples: {
    positive: [
      '85.07.30-033.28', // python-stdnum be.nn test number (born 1985)
      '17.07.30-033.84', // python-stdnum be.nn test number (born 2017: the 2YYMMDDSSS rule)
      { text: 'Rijksregisternummer: 85073003328', match: '85073003328' },
      { text: 'numéro de registre national 17 07 30 033 84', match: '17 07 30 033 84' },
    ],
    negative: [
      '85.07.30-033.29', // wrong check
      '85073003328', // bare without context
      'NISS 85133000105', // python-stdnum: month 13 is invalid
    ],
  },
});
