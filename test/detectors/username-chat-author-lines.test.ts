// logs25 (issue 20): username-chat-author tries AUTHOR ("[07-Mar-26 19:02] wobblyfrog#0\n…") and
// COLON_AUTHOR ("[14:02] jenny_b: hi") only at the "["s that begin a line as `^` reads a window,
// each from the end of its own last match on, instead of the engine scanning them over the
// keyword windows (on a log, where "] " makes them the whole text, `^\[` tried every line,
// ~6 ms per 10 MB each). The finder must give the spans the three regexes' global scans gave
// over the same windows. ANONYMIZE_LONG_TESTS=1 (scripts/long-equivalence.sh) runs 40,000 texts.
import { describe, expect, it } from 'vitest';
import chatAuthor, { AUTHOR, COLON_AUTHOR, FINDER_REGEXES } from '../../src/detectors/username-chat-author.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onBuiltTexts } = stickyFinderCheck(chatAuthor, FINDER_REGEXES);
const TEXTS = process.env.ANONYMIZE_LONG_TESTS ? 40000 : 3000;

/** How many matches `re` (a global regex of the detector) has over the whole text. */
const matchesOf = (re: RegExp, text: string): number => [...text.matchAll(re)].length;

describe('username-chat-author: AUTHOR and COLON_AUTHOR tried from the line starts', () => {
  it(`finds what the three regexes find over the same keyword windows and the whole text, on ${TEXTS} random texts`, () => {
    // Every line end `^` knows and some it does not, stamps that hold a line end or a "[" (a
    // match may run over a later line's "["), 30 and 31 characters, handles of both regexes'
    // alphabets, discriminators, display names, and what may follow: a message, another stamp.
    const lineStart = ['', '\n', '\r\n', '\r', '\u2028', '\u2029', ' ', 'x', '\u0085', '['];
    const stamp = ['[07-Mar-26 19:02]', '[14:02]', '[x]', `[${'1'.repeat(30)}]`, `[${'1'.repeat(31)}]`, '[1\u2028[2:02]', '[1\r[2]', '[\n]', '[]', '[[1]', '[a]b]'];
    const blank = [' ', '\t', '  ', '', '\n'];
    const handle = ['wobblyfrog', 'm1nty', 'kestrel.keys', 'jenny_b', 'J-doe', 'Ab', 'a', 'a'.repeat(32), '1ab', 'x y'];
    const extra = ['', '', '#0', '#12345', ' (Ollie)', ' (a(b))', '#0 (Ollie)'];
    const after = ['\nhello', '\r\nhello', '\n  hi', '\n[07-Mar-26 19:03] x', '\n\n', ': hi', ':  x', ':\n', ': ', '\n', ' said', ''];
    const filler = ['lorem ', '] ', ']: ', '\n', ' [1', 'lorem ipsum dolor sit amet '.repeat(8)];
    let authors = 0;
    let colons = 0;
    const { windowed } = onBuiltTexts(TEXTS, 25, 120, (pick, next) => {
      let t = pick(filler);
      for (let k = 1 + (next() % 4); k > 0; k--) t += pick(lineStart) + pick(stamp) + pick(blank) + pick(handle) + pick(extra) + pick(after) + pick(filler);
      authors += matchesOf(AUTHOR, t);
      colons += matchesOf(COLON_AUTHOR, t);
      return t;
    });
    // Each regex matches in more than one text in thirty; windows narrower than the text are met.
    expect(authors).toBeGreaterThan(TEXTS / 30);
    expect(colons).toBeGreaterThan(TEXTS / 30);
    expect(windowed).toBeGreaterThan(TEXTS / 20);
  });

  it('gives a match at a window\'s start and after each line end `^` reads, not after U+0085', () => {
    const text = '[14:02] jenny_b: hi\r[14:03] m.ortiz: ok\u2028[14:04] li_wei: yo\u0085[14:05] kim_j: no';
    expect(byFinder(text, undefined)).toEqual(['28-35', '48-54', '8-15']);
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
  });

  it('skips the "[" inside a match: the next try begins where the last match ended', () => {
    // COLON_AUTHOR's stamp holds a U+2028 and a "[": the global scan never tried the inner "[",
    // which would give the same span again.
    const text = '[1\u2028[14:02] jenny_b: hi';
    expect(byRegex(text, [0, text.length])).toEqual(['11-18']);
    expect(byFinder(text, undefined)).toEqual(['11-18']);
  });
});
