import { defineDetector } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * A phone number spoken digit by digit, as a call transcript writes it ("oh seven seven
 * double-oh, nine double-oh, four one two"): ten to twelve digits in words (twelve: a number
 * with its country code, "four four seven seven…", or a speaker's extra digit) ("oh", "zero",
 * "nought" for 0; "double" and "triple" repeat the next), joined by spaces, commas, hyphens or
 * pauses ("..."), after a word that asks for or names a phone number in the 300 characters
 * before ("a good contact number", "call me on"). A run of other length (a card's sixteen
 * digits, an account's eight) is no phone number. Above a name's score: a transcript's "Oh" opening
 * the run is no person.
 */
const DIGIT_WORD = 'zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine';
const UNIT = String.raw`(?:(?:double|triple)[ \t-]?(?:${DIGIT_WORD})|(?:${DIGIT_WORD}))`;
const JOIN = String.raw`(?:[ \t]*(?:,|\.\.\.|…|-)[ \t]*|[ \t]+)`;
// ASCII and \b, no look-behind and no Unicode mode (each made irregexp several times slower on
// prose): the character before a run is checked in runsIn, as the look-behind would.
const RUN = new RegExp(String.raw`\b${UNIT}(?:${JOIN}${UNIT}){4,12}(?![A-Za-z0-9'’-])(?![\u00C0-\uFFFF])`, 'gi');
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

// RUN from a given start (a run the window's end cut).
const RUN_AT = lazy(() => new RegExp(RUN.source, 'iy'));

/**
 * The runs that start in text[from, to), as RUN finds them in the whole text: the character
 * before read on the text, not the slice; each run of a slice read again whole on the text.
 */
function* runsIn(text: string, from: number, to: number): Iterable<RegExpExecArray & { at: number }> {
  const slice = from === 0 && to === text.length ? text : text.slice(from, to);
  RUN.lastIndex = 0;
  for (let m = RUN.exec(slice); m !== null; m = RUN.exec(slice)) {
    const at = from + m.index;
    if (at > 0 && /[\p{L}\p{N}'’-]/u.test(text[at - 1]!)) {
      RUN.lastIndex = m.index + 1; // a run may start inside this one, as the look-behind allowed
      continue;
    }
    if (to < text.length) {
      // The window's end may cut the run (mid-word, too): each is read again whole, on the text.
      const whole = RUN_AT();
      whole.lastIndex = at;
      const w = whole.exec(text);
      if (!w) continue;
      yield Object.assign(w, { at });
      RUN.lastIndex = at + w[0].length - from;
      if (RUN.lastIndex >= slice.length) return;
      continue;
    }
    yield Object.assign(m, { at });
  }
}

/**
 * With the keyword pass's hits (ctx.keywordHits), RUN is read only in the CUE_WINDOW after each
 * phone word: a regex of digit words over a whole page of prose cost 6 ms (every "one", every "o").
 */
function* findSpokenPhones(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const hits = ctx?.keywordHits;
  const windows: [number, number][] = [];
  if (!hits) windows.push([0, text.length]);
  else {
    for (const at of hits) {
      const to = Math.min(text.length, at + CUE_WINDOW);
      const last = windows[windows.length - 1];
      if (last && at <= last[1]) last[1] = to;
      else windows.push([at, to]);
    }
  }
  let done = 0;
  for (const [from, to] of windows) {
    for (const m of runsIn(text, from, to)) {
      if (m.at < done) continue;
      const n = digitCount(m[0]);
      if (n < 10 || n > 12) continue;
      if (!CUE.test(text.slice(Math.max(0, m.at - CUE_WINDOW), m.at))) continue;
      done = m.at + m[0].length;
      yield { start: m.at, end: done, score: 0.9 };
    }
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
      { text: 'my number is four four seven seven double oh nine double oh four six one, thanks', match: 'four four seven seven double oh nine double oh four six one' },
    ],
    negative: [
      'The card number is four nine two nine, one two three four, five six seven eight, nine oh one two.', // sixteen digits
      'the account number is four three, one nine, eight eight, two seven', // eight digits
      'the number is four nine two nine one two three four five six seven eight nine', // thirteen digits
      'one two three four five six seven eight nine ten', // no phone word
    ],
  },
});
