import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// US Social Security Number, AAA-GG-SSSS. Since the SSA's randomization (25 June 2011) every
// area is assignable except 000, 666 and 900–999; group 00 and serial 0000 are never issued
// (https://www.ssa.gov/employer/randomization.html, SSA POMS RM 10201.035).
const CONTEXT = ['SSN', 'SSNs', 'SSN#', 'social security', 'social security number', 'soc sec', 'SS#', 'SS no', 'SS number'];

// Numbers the SSA voided after they were printed in public: 078-05-1120 (the Woolworth wallet
// insert, https://www.ssa.gov/history/ssn/misused.html) and 219-09-9999 (an SSA pamphlet's
// sample card, ibid.).
const VOIDED = new Set(['078051120', '219099999']);

const nearContext = contextTest(CONTEXT);

export default defineDetector({
  id: 'us-ssn',
  entity: 'NATIONAL_ID',
  // Dashed or spaced (the same separator twice), or nine bare digits (context-gated below).
  patterns: [new RegExp(String.raw`${ID_START}\d{3}(?<sep>[- ]?)\d{2}\k<sep>\d{4}${ID_END}`, 'gu')],
  context: CONTEXT,
  validate: (value, ctx) => {
    const digits = value.replace(/[- ]/g, '');
    const area = Number(digits.slice(0, 3));
    if (area === 0 || area === 666 || area >= 900) return false;
    if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
    if (VOIDED.has(digits)) return false;
    if (digits.length === value.length) return nearContext(ctx) ? NATIONAL_ID_SCORE.contextual : false;
    return NATIONAL_ID_SCORE.distinctive;
  },
  examples: {
    positive: [
      '536-90-4399', // python-stdnum us.ssn test number
      '123-45-6789', // the SSA's own illustration of the AAA-GG-SSSS layout
      '772 34 5678', // area 772: issued only since the 2011 randomization
      { text: 'SSN: 536904399', match: '536904399' }, // bare digits with context
      { text: 'Social Security number 123456789 on file', match: '123456789' },
      { text: 'ssn=536-90-4399;dob=1970', match: '536-90-4399' },
    ],
    negative: [
      '078-05-1120', // voided: the Woolworth wallet card (SSA)
      '219-09-9999', // voided: SSA pamphlet sample
      '000-12-3456', // area 000 never issued
      '666-12-3456', // area 666 never issued
      '987-65-4321', // 900–999 never issued (987-65-4320..29 are the SSA's advertising range)
      '123-00-4567', // group 00
      '123-45-0000', // serial 0000
      '536904399', // nine bare digits without context
      'call 555-123-4567', // US phone number
      'order ORD-123-45-6789', // part of a longer order number
      'ISBN 978-0-306-40615-7', // an ISBN-13
      'on 2023-01-15 at noon', // an ISO date
      '123-45-6789-0', // longer dashed number
      '536-90 4399', // mixed separators
    ],
  },
});
