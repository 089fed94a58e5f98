import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Irish Personal Public Service Number (Department of Social Protection): seven digits, a check
// letter and, since 2013, a second letter (A or H; W on some older numbers). The check letter is
// "WABCDEFGHIJKLMNOPQRSTUV"[(Σ d·(8…2) + 9·value(second letter)) mod 23], value(A) = 1 … and
// W = 0 (Revenue, PPSN check character). Only next to a PPS word.
const LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';

export default defineDetector({
  id: 'ie-pps',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{7}[A-W][AHW]?`, { gated: true }),
  keywords: ['pps', 'personal public service'],
  context: ['PPS', 'PPSN', 'PPS no', 'PPS number', 'personal public service number'],
  requireContext: true,
  validate: (v) => {
    let sum = 0;
    for (let i = 0; i < 7; i++) sum += (v.charCodeAt(i) - 48) * (8 - i);
    if (v.length === 9) sum += 9 * LETTERS.indexOf(v[8]!);
    return LETTERS[sum % 23] === v[7] && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'PPS: 6433435F', match: '6433435F' }, // python-stdnum ie.pps test number
      { text: 'PPSN 6433435FW', match: '6433435FW' }, // python-stdnum: old W suffix
      { text: 'PPS number 1234567FA', match: '1234567FA' }, // second letter A (since 2013)
    ],
    negative: [
      'PPS: 6433435E', // wrong check letter
      '6433435F', // no context
    ],
  },
});
