import { luhn } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// Swedish personnummer (Skatteverket, SKV 704): YYMMDD-NNNC, with "+" instead of "-" once the
// holder turns 100, or with the full year YYYYMMDD; C is the Luhn check digit over the ten
// digits YYMMDDNNN. A samordningsnummer adds 60 to the day. With its separator the number
// stands on its own; ten or twelve bare digits need a personnummer word.
const CONTEXT = ['personnummer', 'personnr', 'pnr', 'samordningsnummer', 'personal identity number', 'person-nr'];
const nearContext = contextTest(CONTEXT);

export default defineDetector({
  id: 'se-personnummer',
  entity: 'NATIONAL_ID',
  patterns: [new RegExp(String.raw`${ID_START}(?:19|20)?\d{6}[-+]?\d{4}${ID_END}`, 'gu')],
  context: CONTEXT,
  validate: (value, ctx) => {
    const digits = value.replace(/[-+]/g, '');
    const ten = digits.slice(-10);
    const yy = twoDigits(ten, 0);
    // Without the full year the century is unknown; a year divisible by 4 has a 29 February in
    // both 1900–1999 and 2000–2099 except 1900, so 2000 + yy decides leap days correctly.
    const year = digits.length === 12 ? Number(digits.slice(0, 4)) : 2000 + yy;
    if (!isCalendarDate(year, twoDigits(ten, 2), twoDigits(ten, 4) % 60) || !luhn(ten)) return false;
    // With its separator the ten-digit form is the one Swedes write; a twelve-digit one starting
    // 20 is also how build stamps and timestamps look (20230115-1029), so that needs context.
    const separated = digits.length !== value.length;
    if (separated && (digits.length === 10 || digits.startsWith('19'))) return 0.8;
    return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
  },
  examples: {
    positive: [
      '880320-0016', // python-stdnum se.personnummer test number
      '19880320-0016', // the same with the full year
      '880320+0016', // the same holder past 100
      '701063-2391', // python-stdnum: a samordningsnummer (day 63 = 3 + 60)
      { text: 'Personnummer: 8803200016', match: '8803200016' },
      { text: 'personnummer 20050101-2389', match: '20050101-2389' }, // born 2005: context needed
    ],
    negative: [
      '880320-0018', // wrong check digit
      '881320-0016', // month 13
      '8803200016', // bare without context
      'build 20230115-1029', // a build stamp that passes Luhn: twelve digits from 20… need context
    ],
  },
});
