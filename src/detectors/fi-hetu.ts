import { defineDetector } from '../engine/detector.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Finnish henkilötunnus (DVV; Laki väestötietojärjestelmästä 661/2009 as amended 2023):
// DDMMYY C ZZZ Q. The century sign C is "+" (1800s), "-" or since 2023 also Y X W V U
// (1900s), A or since 2023 also B C D E F (2000s). ZZZ is 002–899, or 900–999 for temporary
// numbers; Q = "0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYZZZ mod 31].
const CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

export default defineDetector({
  id: 'fi-hetu',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]${ID_END}`, 'gu')],
  context: ['henkilötunnus', 'hetu', 'henkilotunnus', 'personbeteckning', 'personal identity code'],
  score: 0.9,
  validate: (v) => {
    const sign = v[6]!;
    const century = sign === '+' ? 1800 : '-YXWVU'.includes(sign) ? 1900 : 2000;
    if (!isCalendarDate(century + twoDigits(v, 4), twoDigits(v, 2), twoDigits(v, 0))) return false;
    if (Number(v.slice(7, 10)) < 2) return false;
    return CHECK[Number(v.slice(0, 6) + v.slice(7, 10)) % 31] === v[10];
  },
  examples: {
    positive: [
      '131052-308T', // python-stdnum fi.hetu test number
      '131052A308T', // python-stdnum: the same digits with the 2000s sign
      '010594Y9032', // stdnum (npm) fi.hetu test number with a 2023 century sign (Y = 1900s)
      { text: 'Henkilötunnus: 131052-308T.', match: '131052-308T' },
    ],
    negative: [
      '131052-308U', // wrong check character
      '310252-308Y', // python-stdnum: 31 February
      '131052-000V', // python-stdnum: individual number 000 is never issued
      '131052/308T', // python-stdnum: "/" is no century sign
    ],
  },
});
