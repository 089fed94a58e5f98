import { defineDetector } from '../engine/detector.js';

/**
 * An identity card's number after a label that names the card, where the number has no shape
 * of its own (the eighth reading: docs/reader.md, leaks13): a field that follows no word, with
 * `ID No.:`, `ID Number:` or `National ID No.:` (a Kenyan KRA notice's `ID No.: 28417365`: seven
 * or eight digits, no check digit), `identity card number` / `ID card no.` anywhere, and a
 * Ukrainian ID card's nine digits after `ID-картка` and `№` (`паспорт громадянина України
 * (ID-картка) № 004817293`). A bare `ID No.` after another word (`Transaction ID No.`, `Order
 * ID number`) names no card and stays; so do values with letters, dates and short counts.
 */
// Seven to ten digits: no date (no separator), no part of a longer run or of a word. The
// field's label follows no word (`Transaction ID No.`): it opens its line, or follows a mark.
const FIELD_VALUE = String.raw`(?<value>\d{7,10})(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const FIELD = String.raw`(?<![\p{L}\p{N}_.-][ \t]*|[\p{L}\p{N}_.-])(?:[Nn]ational[ \t]+|NATIONAL[ \t]+)?(?:ID|I\.D\.)[ \t]+(?:[Cc]ard[ \t]+|CARD[ \t]+)?(?:[Nn]o\.?|[Nn]umber|NO\.?|NUMBER|#)[ \t]*[:：]?[ \t]*${FIELD_VALUE}`;
// After `National ID No.` / `National ID Number` (the card named whole, so a word may stand before
// it: `NIR National ID No.:`), also the forms the nineteenth reading's cards print: digits in
// groups of four (a Tongan card's `1994 0803 4172`, a Liberian NIR's `1995-0109-4182-7`) and
// eight capitals and digits mixed (a Malawian NRB card's `HNL4YD73`: at least two of each).
const NATIONAL_VALUE = String.raw`(?<value>\d{4}(?:[ -]\d{4}){1,2}(?:-\d)?|(?=(?:[A-Z]*\d){2})(?=(?:\d*[A-Z]){2})[A-Z\d]{8})(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const NATIONAL_FIELD = String.raw`(?<![\p{L}\p{N}_])(?:[Nn]ational|NATIONAL)[ \t]+(?:ID|I\.D\.)[ \t]+(?:[Cc]ard[ \t]+|CARD[ \t]+)?(?:[Nn]o\.?|[Nn]umber|NO\.?|NUMBER|#)[ \t]*[:：]?[ \t]*${NATIONAL_VALUE}`;
const CARD = String.raw`(?<![\p{L}\p{N}])(?:identity|ID)[ \t]+card[ \t]+(?:no\.?|number|#)[ \t]*[:：]?[ \t]*${FIELD_VALUE}`;
// French `carte d'identité [nationale | its country's adjective] n°` and eight to twelve digits
// (leaks36: the sixteenth reading's Lebanese bank letter, `titulaire de la carte d'identité
// libanaise n° 000418273659`; Lebanon's card number has no published check), after the
// number sign; a number with a part after a hyphen (`n° 20241827-18`, a file's) stays.
const FR_CARD = String.raw`(?<![\p{L}\p{N}])carte[ \t]+(?:nationale[ \t]+)?d['’]identit(?:é|e)(?:[ \t]+\p{Ll}{4,14}){0,2}[ \t]+(?:n[°º]|num(?:é|e)ro)[ \t]*:?[ \t]*(?<value>\d{8,12})(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const UA_CARD = String.raw`(?<![\p{L}\p{N}])ID-картк[аиуіо]\)?[ \t]*№[ \t]*(?<value>\d{9})(?![\p{L}\p{N}])`;
// The last four digits of a US Social Security number, as a bank, a payroll or a support chat
// asks for them to verify the holder (the serial, the part that is no area or group: SSA's
// "The SSN Numbering Scheme"): after the SSN's name and "ending (in)" or "last 4/four
// (digits)" (`SSN ending 4821`, `last 4 of SSN: 4821`, `SSN (last 4): 4821`), or in the number
// masked as receipts and statements print it (`xxx-xx-4821`, `***-**-4821`). Four digits alone
// after "ending" (`card ending 4821`) or a masked card stay: they are no SSN's.
const SSN_WORD = String.raw`(?:SSN|SS#|[Ss]ocial[ \t]+[Ss]ecurity(?:[ \t]+(?:[Nn]umber|[Nn]o\.?|#))?|SOCIAL[ \t]+SECURITY(?:[ \t]+(?:NUMBER|NO\.?|#))?)`;
const LAST_FOUR = String.raw`(?:[Ll]ast|LAST)[ \t]+(?:4|[Ff]our|FOUR)(?:[ \t]+(?:[Dd]igits|DIGITS))?`;
const SSN_VALUE = String.raw`(?<value>\d{4})(?![\p{L}\p{N}]|[-/.,]\p{N})`;
const SSN_ENDING = String.raw`(?<![\p{L}\p{N}])${SSN_WORD}[ \t]+(?:(?:that[ \t]+)?(?:ending|ends|ENDING)(?:[ \t]+(?:in|with|IN))?|\(?${LAST_FOUR}\)?)[ \t]*(?:[:#=]|is|was)?[ \t]*${SSN_VALUE}`;
const SSN_LAST_OF = String.raw`(?<![\p{L}\p{N}])${LAST_FOUR}[ \t]+(?:of|OF)[ \t]+(?:(?:your|my|his|her|their|the|YOUR|MY)[ \t]+)?${SSN_WORD}[ \t]*(?:[:#=]|is|was|are|were)?[ \t]*${SSN_VALUE}`;
const SSN_MASKED = String.raw`(?<![\p{L}\p{N}*•-])(?:[Xx]{3}-[Xx]{2}|\*{3}-\*{2}|•{3}-•{2})-${SSN_VALUE}`;

export default defineDetector({
  id: 'national-id-labelled',
  entity: 'NATIONAL_ID',
  patterns: () => [new RegExp(FIELD, 'gu'), new RegExp(NATIONAL_FIELD, 'gu'), new RegExp(CARD, 'giu'), new RegExp(UA_CARD, 'giu'), new RegExp(FR_CARD, 'giu'), new RegExp(SSN_ENDING, 'gu'), new RegExp(SSN_LAST_OF, 'gu'), new RegExp(SSN_MASKED, 'gu')],
  keywords: ['id no', 'id number', 'id #', 'id card', 'i.d. no', 'i.d. number', 'national id', 'identity card', 'id-картк', "carte d'identit", 'carte d’identit', 'ssn', 'ss#', 'social security', 'xxx-xx-', '***-**-', '•••-••-'],
  window: 48,
  score: 0.85,
  examples: {
    positive: [
      // Fictitious numbers (the eighth reading's KRA notice and Ukrainian income certificate).
      { text: 'ID No.: 28417365', match: '28417365' },
      { text: 'National ID Number: 31840276', match: '31840276' },
      { text: 'holder of identity card number 4417203', match: '4417203' },
      // The nineteenth reading's Tongan, Liberian and Malawian cards (fictitious numbers).
      { text: 'Fika ID Fakafonua / National ID No.: 1994 0803 4172', match: '1994 0803 4172' },
      { text: 'Nationality: Liberian   NIR National ID No.: 1995-0109-4182-7', match: '1995-0109-4182-7' },
      { text: '1. CHISALE, Mphatso Grace      National ID No.: HNL4YD73    Date', match: 'HNL4YD73' },
      { text: 'паспорт громадянина України (ID-картка) № 004817293, виданий', match: '004817293' },
      // The sixteenth reading's Lebanese bank letter (a fictitious number).
      { text: "titulaire de la carte d'identité libanaise n° 000418273659, registre", match: '000418273659' },
      // An SSN's last four, fictitious (the lead's session-24 probes).
      { text: 'SSN ending 4821', match: '4821' },
      { text: 'Can you confirm the last 4 of your SSN: 4821?', match: '4821' },
      { text: 'SSN (last 4): 4821', match: '4821' },
      { text: 'Employee SSN: xxx-xx-4821', match: '4821' },
    ],
    negative: [
      'Transaction ID No.: 28417365', // another word before "ID": no card
      'ID No.: 2026', // too short
      'ID No.: 28417365/2026', // a file's number and year
      'ID No.: 284173651234', // too long
      'National ID No.: PENDING1', // one digit: a word's
      'National ID No.: ABCDEFGH', // no digit
      'National ID No.: 2026-11-28', // a date
      'National ID No.: 1994 08', // a year and a month
      'see the ID card office at 12 Main St',
      'ID-картка № 0048', // too short
      "carte d'identité n° 20241827-18", // a file's number and its part
      "carte d'identité n° 4182736", // seven digits: too short
      'card ending 4821', // a card's last four
      'SSN ending 48213', // five digits: no last four
      'last 4 of card: 4821',
      'xxx-xx-xxxx', // no digits
    ],
  },
});
