import { luhn } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// Canadian Social Insurance Number: nine digits printed 3-3-3, Luhn check (Employment and
// Social Development Canada, SIN Code of Practice). The first digit is the region of issue
// (1–7) or 9 for temporary residents; 0 and 8 are not issued to people (0 holds fictitious
// numbers such as the 046 454 286 printed on ESDC's sample card).
// A Luhn-valid 3-3-3 group is common, so only next to a SIN word. No keyword prefilter: "sin"
// occurs inside ordinary words (since, using), so it would let nearly every text through.
export default defineDetector({
  id: 'ca-sin',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`[1-79]\d{2}(?<sep>[- ]?)\d{3}\k<sep>\d{3}`, { gated: true }),
  context: ['SIN', 'SIN#', 'social insurance', 'social insurance number', 'NAS', "numéro d'assurance sociale", 'assurance sociale'],
  requireContext: true,
  validate: (value) => luhn(value.replace(/[- ]/g, '')) && NATIONAL_ID_SCORE.contextual,
  examples: {
    positive: [
      { text: 'SIN: 123 456 782', match: '123 456 782' }, // python-stdnum ca.sin test number
      { text: 'Social Insurance Number 123-456-782', match: '123-456-782' },
      { text: "numéro d'assurance sociale : 123456782", match: '123456782' },
    ],
    negative: [
      'SIN: 123 456 789', // wrong Luhn check digit
      'SIN: 046 454 286', // ESDC's sample card: first digit 0 is never issued
      '123 456 782', // no SIN word nearby
      'SIN 123 456-782', // mixed separators
    ],
  },
});
