import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';

/**
 * A phone number spoken digit by digit, as a call transcript writes it ("oh seven seven
 * double-oh, nine double-oh, four one two"): ten or eleven digits in words ("oh", "zero",
 * "nought" for 0; "double" and "triple" repeat the next), joined by spaces, commas, hyphens or
 * pauses ("..."), after a word that asks for or names a phone number in the 300 characters
 * before ("a good contact number", "call me on"). A run of other length (a card's sixteen
 * digits, an account's eight) is no phone number. Above a name's score: a transcript's "Oh" opening
 * the run is no person.
 */
const DIGIT_WORD = 'zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine';
const UNIT = String.raw`(?:(?:double|triple)[ \t-]?(?:${DIGIT_WORD})|(?:${DIGIT_WORD}))`;
const JOIN = String.raw`(?:[ \t]*(?:,|\.\.\.|…|-)[ \t]*|[ \t]+)`;
const RUN = new RegExp(String.raw`(?<![\p{L}\p{N}'’-])${UNIT}(?:${JOIN}${UNIT}){4,12}(?![\p{L}\p{N}'’-])`, 'giu');
const PART = new RegExp(String.raw`(?:(double|triple)[ \t-]?)?(${DIGIT_WORD})(?![\p{L}])`, 'giu');
const CUE = /(?<![\p{L}])(?:phone|mobile|number|contact|call|ring|tel|telephone|cell|landline|reach)(?![\p{L}])/iu;
const CUE_WINDOW = 300;

function digitCount(run: string): number {
  let n = 0;
  PART.lastIndex = 0;
  for (let m = PART.exec(run); m !== null; m = PART.exec(run)) {
    const times = m[1]?.toLowerCase();
    n += times === 'double' ? 2 : times === 'triple' ? 3 : 1;
  }
  return n;
}

function* findSpokenPhones(text: string): Iterable<Candidate> {
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    const n = digitCount(m[0]);
    if (n < 10 || n > 11) continue;
    if (!CUE.test(text.slice(Math.max(0, m.index - CUE_WINDOW), m.index))) continue;
    yield { start: m.index, end: m.index + m[0].length, score: 0.9 };
  }
}

export default defineDetector({
  id: 'phone-spoken',
  entity: 'PHONE_NUMBER',
  find: findSpokenPhones,
  // The cue words: without one no spoken run is taken.
  keywords: ['phone', 'mobile', 'number', 'contact', 'call', 'ring', 'tel', 'cell', 'landline', 'reach'],
  examples: {
    positive: [
      // Fictitious numbers (Ofcom's drama range 07700 900xxx; NANP 555-01xx).
      { text: 'A good contact number? It is oh seven seven double-oh, nine double-oh, four one two.', match: 'oh seven seven double-oh, nine double-oh, four one two' },
      { text: 'Call me on two one two, five five five, oh one four two', match: 'two one two, five five five, oh one four two' },
    ],
    negative: [
      'The card number is four nine two nine, one two three four, five six seven eight, nine oh one two.', // sixteen digits
      'the account number is four three, one nine, eight eight, two seven', // eight digits
      'one two three four five six seven eight nine ten', // no phone word
    ],
  },
});
