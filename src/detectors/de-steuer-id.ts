import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { iso7064Mod11_10 } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// German Steuer-Identifikationsnummer (IdNr, § 139b AO; BZSt): 11 digits, the first not 0.
// In the first ten digits exactly one digit occurs twice or (since 2016) three times and the
// others at most once; the last digit is the ISO/IEC 7064 MOD 11,10 check digit. It is a
// personal number for life, so it is a NATIONAL_ID. Eleven digits are a common shape, so only
// next to a Steuer-ID word.
export default defineDetector({
  id: 'de-steuer-id',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`[1-9]\d(?<sep> ?)\d{3}\k<sep>\d{3}\k<sep>\d{3}`, { gated: true }),
  keywords: ['steuer', 'idnr', 'identifikation', 'tax id'],
  context: [
    'Steuer-ID', 'Steuer-IdNr', 'Steuer-Identifikationsnummer', 'Steueridentifikationsnummer',
    'steuerliche Identifikationsnummer', 'Identifikationsnummer', 'IdNr', 'Steuer-ID-Nr', 'tax ID',
  ],
  requireContext: true,
  validate: (value) => {
    const digits = value.replace(/ /g, '');
    if (!hasOneRepeatedDigit(digits.slice(0, 10))) return false;
    return iso7064Mod11_10(digits) && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'Steuer-ID: 36 574 261 809', match: '36 574 261 809' }, // python-stdnum de.idnr test number
      { text: 'Steueridentifikationsnummer 11234567890', match: '11234567890' }, // python-stdnum: one digit twice
      { text: 'IdNr. 11123456786', match: '11123456786' }, // python-stdnum: one digit three times (since 2016)
    ],
    negative: [
      'Steuer-ID: 36 574 261 808', // wrong check digit
      'Steuer-ID: 12345678903', // every digit once: not an IdNr
      'Steuer-ID: 11223456784', // two repeated digits
      '36574261809', // no context
    ],
  },
});

/** BZSt rule: in the first ten digits one digit occurs two or three times, no other repeats. */
function hasOneRepeatedDigit(first10: string): boolean {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < first10.length; i++) counts[first10.charCodeAt(i) - 48]!++;
  let repeated = 0;
  for (const n of counts) {
    if (n > 3) return false;
    if (n > 1) repeated++;
  }
  return repeated === 1;
}
