import { verhoeff } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { isRepeatedDigit } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Indian Aadhaar number (UIDAI): twelve digits, never starting 0 or 1, the last a Verhoeff
// check digit; printed "2341 2341 2346". Twelve digits are a common shape, so only next to an
// Aadhaar word.
export default defineDetector({
  id: 'in-aadhaar',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`[2-9]\d{3}(?<sep>[ -]?)\d{4}\k<sep>\d{4}`, { gated: true }),
  keywords: ['aadha', 'uidai', 'आधार'],
  context: ['Aadhaar', 'Aadhar', 'Aadhaar no', 'Aadhaar number', 'UIDAI', 'आधार'],
  requireContext: true,
  validate: (value) => {
    const d = value.replace(/[ -]/g, '');
    return !isRepeatedDigit(d) && verhoeff(d) && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'Aadhaar: 2341 2341 2346', match: '2341 2341 2346' }, // python-stdnum in.aadhaar test number
      { text: 'Aadhaar no: 234123412346', match: '234123412346' },
    ],
    negative: [
      'Aadhaar: 2341 2341 2347', // wrong Verhoeff digit
      'Aadhaar: 1234 1234 1234', // python-stdnum: starts with 1
      '2341 2341 2346', // no context
    ],
  },
});
