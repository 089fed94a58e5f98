import { luhn } from './lib/checksums.js';
import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { isCalendarDate, twoDigits } from './lib/national-id-checks.js';
import { idShapeFinder } from './lib/national-id-scan.js';

// South African identity number (Department of Home Affairs; Identification Act 68 of 1997):
// YYMMDD SSSS C A Z — birth date, sequence (gender), citizenship (0 citizen, 1 permanent
// resident, 2 refugee), a digit that is now 8 or 9, and a Luhn check digit. Thirteen digits
// look like millisecond timestamps and barcodes, so only next to an ID word (no keyword
// prefilter: "id" occurs inside too many ordinary words to filter anything).
export default defineDetector({
  id: 'za-id',
  entity: 'NATIONAL_ID',
  find: idShapeFinder(String.raw`\d{6} ?\d{4} ?[012]\d{2}`, { gated: true }),
  context: ['ID', 'ID number', 'ID no', 'identity number', 'SA ID', 'RSA ID', 'South African ID', 'identiteitsnommer', 'ID-nommer'],
  requireContext: true,
  validate: (value) => {
    const d = value.replace(/ /g, '');
    // The century is not encoded; 2000 + YY has the same leap years as 1900 + YY except 00.
    if (!isCalendarDate(2000 + twoDigits(d, 0), twoDigits(d, 2), twoDigits(d, 4))) return false;
    return luhn(d) && NATIONAL_ID_SCORE.contextual;
  },
  examples: {
    positive: [
      { text: 'ID number: 7503305044089', match: '7503305044089' }, // python-stdnum za.idnr test number
      { text: 'SA ID 750330 5044 089', match: '750330 5044 089' },
    ],
    negative: [
      'ID number: 8503305044089', // python-stdnum: fails the Luhn check
      'ID number: 7513305044089', // month 13
      'ID number: 7503305044389', // citizenship digit 3
      '7503305044089', // no context
    ],
  },
});
