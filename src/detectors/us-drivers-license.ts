import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// US driver's licence numbers: every state has its own format and none carries a check digit
// that is published, so this detector only counts shapes next to a driver's-licence word. The
// shapes cover the AAMVA DL/ID card design standard's state formats: one to three letters and
// 4–14 digits (CA A1234567, IL A123-4567-8901 printed with dashes, FL A123-456-78-901-0),
// 7–12 digits (NY, TX, PA…), and Washington's 2018+ "WDL" + 9 letters/digits.
const CONTEXT = [
  "driver's license", "driver’s license", 'drivers license', 'driver license', "driver's licence",
  "driver’s licence", 'drivers licence', 'driving licence', 'driving license', "driver's lic", 'DL', 'DL#', 'DLN',
  'DL no', 'DL number', 'license no', 'licence no',
];

export default defineDetector({
  id: 'us-drivers-license',
  entity: 'NATIONAL_ID',
  patterns: [
    new RegExp(String.raw`${ID_START}(?:WDL[A-Z0-9]{9}|[A-Z]{1,3}\d{4,14}|[A-Z]\d{3}-\d{4}-\d{4}|[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d)${ID_END}`, 'gu'),
    new RegExp(String.raw`${ID_START}\d{7,12}${ID_END}`, 'gu'),
  ],
  keywords: ['driv', 'licen', 'dl'],
  context: CONTEXT,
  requireContext: true,
  score: NATIONAL_ID_SCORE.shapeOnly,
  examples: {
    positive: [
      { text: "Driver's license: D1234567", match: 'D1234567' }, // California shape, AAMVA
      { text: 'DL# S123-456-78-901-0 (FL)', match: 'S123-456-78-901-0' }, // Florida printed shape
      { text: 'drivers license 123456789 issued in NY', match: '123456789' }, // New York: 9 digits
      { text: 'Driver license no. A123-4567-8901', match: 'A123-4567-8901' }, // Illinois printed shape
      { text: 'DLN WDLABCD456DG', match: 'WDLABCD456DG' }, // Washington since 2018
    ],
    negative: [
      'D1234567', // no driver's-licence word nearby
      'order number A1234567 shipped',
      "driver's license: pending", // no number
      "driver's license 12345", // too short for any state
    ],
  },
});
