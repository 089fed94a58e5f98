import { defineDetector } from '../engine/detector.js';
import { NATIONAL_ID_SCORE, contextTest } from './lib/national-id-context.js';
import { ID_END, ID_START } from './lib/national-id-patterns.js';

// US driver's licence numbers: every state has its own format and none carries a check digit
// that is published, so this detector only counts shapes next to a driver's-licence word. The
// shapes cover the AAMVA DL/ID card design standard's state formats: one to three letters and
// 4–14 digits (CA A1234567, IL A123-4567-8901 printed with dashes, FL A123-456-78-901-0),
// 7–12 digits (NY, TX, PA…), and Washington's 2018+ "WDL" + 9 letters/digits and its earlier
// twelve characters (WA DOL: the surname's first five letters, `*` filling a short one, the first
// and middle initials, three digits and two check characters: `VENKAAR418PN`); the letters
// joined by a dash as people copy them (`Driver licence no. DL-4827193`). Canada's as the cards
// print them: Ontario's letter and fourteen digits in groups of four, five and five (the MTO's
// `A1234-56789-01234`: the surname's first letter, then digits), Quebec's letter and twelve
// digits in groups of four, six and two (the SAAQ's `A1234-123456-12`).
const DRIVING = [
  "driver's license", "driver’s license", 'drivers license', 'driver license', "driver's licence",
  "driver’s licence", 'drivers licence', 'driver licence', 'driving licence', 'driving license', "driver's lic", "driver’s lic",
];
const CONTEXT = [...DRIVING, 'DL', 'DL#', 'DLN', 'DL no', 'DL number'];
// "license" alone also introduces software licence numbers (LICENSE_KEY scores those 0.85 +
// context). A driver's-licence phrase is the stronger evidence, so it lifts this detector to
// the same top score, and NATIONAL_ID then wins the tie by catalog order.
const nearDriving = contextTest(DRIVING);

export default defineDetector({
  id: 'us-drivers-license',
  entity: 'NATIONAL_ID',
  patterns: () => [
    new RegExp(String.raw`${ID_START}(?:WDL[A-Z0-9]{9}|[A-Z][A-Z*]{4}[A-Z]{2}\d{3}[A-Z0-9]{2}|[A-Z]{1,3}\d{4,14}|[A-Z]{1,3}-\d{5,12}|[A-Z]\d{3}-\d{4}-\d{4}|[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d|[A-Z]\d{4}-\d{5}-\d{5}|[A-Z]\d{4}-\d{6}-\d{2})${ID_END}`, 'g'),
    new RegExp(String.raw`${ID_START}\d{7,12}${ID_END}`, 'g'),
    // Digits in spaced groups, right after a licence label ("licence no 045 921 736"): how a
    // chat copies a card's printed number. The groups hold 7 to 12 digits in all (validate).
    /(?<![\p{L}\p{N}])licen[cs]e[ \t]*(?:no\.?|number|nr\.?|#)?[ \t]*:?[ \t]*(?<value>\d{2,4}(?: \d{2,4}){1,3})(?![\p{L}\p{N}]| \d)/giu,
  ],
  keywords: ['driv', 'dl'],
  context: CONTEXT,
  requireContext: true,
  score: NATIONAL_ID_SCORE.shapeOnly,
  validate: (value, ctx) => {
    if (value.includes(' ')) {
      const digits = value.replace(/ /g, '').length;
      if (digits < 7 || digits > 12) return false;
    }
    return nearDriving(ctx) ? 0.75 : true; // 0.75 + 0.25 context = 1
  },
  examples: {
    positive: [
      { text: "Driver's license: D1234567", match: 'D1234567' }, // California shape, AAMVA
      { text: 'Driver’s license number: D1234567', match: 'D1234567' }, // typographic apostrophe
      { text: 'DL# S123-456-78-901-0 (FL)', match: 'S123-456-78-901-0' }, // Florida printed shape
      { text: 'drivers license 123456789 issued in NY', match: '123456789' }, // New York: 9 digits
      { text: 'Driver license no. A123-4567-8901', match: 'A123-4567-8901' }, // Illinois printed shape
      { text: 'DLN WDLABCD456DG', match: 'WDLABCD456DG' }, // Washington since 2018
      { text: 'ID checked (WA DL VENKAAR418PN).', match: 'VENKAAR418PN' }, // Washington before 2018 (the fifteenth reading's vet record)
      { text: 'WA driver license LEE**JM123AB', match: 'LEE**JM123AB' }, // a short surname filled with `*`
      { text: 'Driver licence no. DL-4827193', match: 'DL-4827193' }, // the letters joined by a dash (the lead's probes)
      { text: "Driver's licence: D1234-56789-01234 (Ontario)", match: 'D1234-56789-01234' }, // Ontario's printed shape (the lead's session-26 probes)
      { text: 'Permis de conduire / driver licence: T6523-150892-08', match: 'T6523-150892-08' }, // Quebec's printed shape
      { text: 'Driver licence (VIC): 087654321', match: '087654321' }, // the Australian spelling, a Victorian licence's nine digits
      { text: 'a photo of a drivers licence\nwith the name Joshua M Brennan, licence no 045 921 736, address', match: '045 921 736' }, // spaced, after its label
    ],
    negative: [
      'D1234567', // no driver's-licence word nearby
      'DL-4827193', // nor here: the value's own letters are no label
      'VENKAAR418PN', // the Washington shape with no licence word
      'order number A1234567 shipped',
      "driver's license: pending", // no number
      "driver's license 12345", // too short for any state
      'driving licence no 12 34', // spaced, too short
      'D1234-56789-01234', // Ontario's shape with no licence word
    ],
  },
});
