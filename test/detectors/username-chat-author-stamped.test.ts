// logs22 (issue 20): username-chat-author tries AUTHOR_STAMPED ("jenny_b [2:02 PM]: hi") only at
// the line starts that a stamp's "[" (after a blank, before a digit) reaches back to over blanks
// and a handle's characters, instead of the engine scanning it over the keyword windows (on a log,
// where "] " makes them the whole text, its `^` tried every line, ~27 ms per 10 MB). The finder
// must give the spans AUTHOR_STAMPED's global scan gave over the same windows (and, since logs25,
// AUTHOR's and COLON_AUTHOR's: username-chat-author-lines.test.ts).
import { describe, expect, it } from 'vitest';
import chatAuthor, { FINDER_REGEXES } from '../../src/detectors/username-chat-author.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onRandomTexts } = stickyFinderCheck(chatAuthor, FINDER_REGEXES);

describe('username-chat-author: AUTHOR_STAMPED tried from the stamps', () => {
  it('finds what AUTHOR_STAMPED finds over the same keyword windows and the whole text, on 4,000 random texts', () => {
    // Line starts of every kind, handles short, long (32 and 33 characters) and not starting with
    // a letter, blanks, stamps with and without their time, what may follow.
    const before = ['', '\n', '\r\n', '\u2028', ' ', 'x', '] ', '[', 'é'];
    const handle = ['jenny_b', 'm.ortiz', 'a', 'ab', 'J-doe', '1ab', 'a'.repeat(32), 'b'.repeat(33), 'x y', '_a'];
    const blank = [' ', '  ', '\t', ' \t', '', '\n'];
    const stamp = ['[2:02 PM]', '[14:02]', '[14:02:11]', '[2:02pm]', '[2:02 p.m.]', '[x]', '[1]', '[ 2:02]', '[2:02 PM]:', '[[2:02]'];
    const after = [' hi', ': ok', ' ', '\n', '  x', ''];
    const { windowed, wholeSpans: found } = onRandomTexts({
      pieces: ['lorem ', '] ', ']: ', '\n', 'x', '1', ' [1', ' [2:02] '],
      count: 4000,
      seed: 22,
      partsSeed: 22,
      part: (pick) => pick(before) + pick(handle) + pick(blank) + pick(stamp) + pick(after),
      filler: 'lorem ipsum dolor sit amet '.repeat(10),
      fillerEvery: 4,
      window: 120,
    });
    expect(found).toBeGreaterThan(500);
    expect(windowed).toBeGreaterThan(300);
  });

  it('gives the author before a stamp at a window\'s start, where `^` reads one', () => {
    const text = 'jenny_b [2:02 PM]: hi there\nm.ortiz [14:02] ok';
    expect(byFinder(text, undefined)).toEqual(['0-7', '28-35']);
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
  });
});
