// logs25 (issue 20): username-handle tries HANDLE only at the "@"s whose code unit before (in the
// keyword window) is outside its look-behind's class [\w@.+/\\{\]-], instead of the engine
// scanning it over the windows (on a log, every e-mail address's "@" entered the regex, ~8 ms per
// 10 MB). The finder must give the spans HANDLE's global scan gave over the same windows.
// ANONYMIZE_LONG_TESTS=1 (scripts/long-equivalence.sh) runs 40,000 texts.
import { describe, expect, it } from 'vitest';
import handle, { HANDLE } from '../../src/detectors/username-handle.js';
import { DEFAULT_WINDOW } from '../../src/engine/detector.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onBuiltTexts } = stickyFinderCheck(handle, [new RegExp(HANDLE.source, 'g')]); // the helper adds the "d" flag
const TEXTS = process.env.ANONYMIZE_LONG_TESTS ? 40000 : 3000;

describe('username-handle: HANDLE tried at the "@"s', () => {
  it(`finds what HANDLE finds over the same keyword windows and the whole text, on ${TEXTS} random texts`, () => {
    // Every character of the look-behind's class before "@" and some outside it (non-ASCII, a
    // digit-like "٣", blanks), handles short and long (39/40 characters), Matrix IDs, what the
    // look-ahead refuses ("/", "(", "-", ".x"), "@"s in a row.
    const before = ['', ' ', '\n', '(', '<', 'a', 'Z', '0', '_', '@', '.', '+', '/', '\\', '{', ']', '-', '[', '*', 'é', '٣', '\u00a0', '"', ':'];
    const value = ['jdoe', 'k.tanaka', 'm-lopez', 'a', '_', '9', 'a.', 'a'.repeat(40), 'b'.repeat(41), 'jana:chat.example.org:8448', 's.oeztuerk:tchncs.de', 'x:y', '', '@x'];
    const after = ['', ' ', '/', '(', '-', '.x', '. ', '@', ':', '!', 'é', '\n'];
    const filler = ['lorem ', 'mail jane.doe@example.com ', '\n', 'x', 'lorem ipsum dolor sit amet '.repeat(12), 'lorem ipsum dolor sit amet '.repeat(50)];
    const { windowed, wholeSpans: found } = onBuiltTexts(TEXTS, 26, DEFAULT_WINDOW, (pick, next) => {
      let t = pick(filler);
      for (let k = 1 + (next() % 4); k > 0; k--) t += pick(before) + '@' + pick(value) + pick(after) + pick(filler);
      return t;
    });
    expect(found).toBeGreaterThan(TEXTS / 2);
    expect(windowed).toBeGreaterThan(TEXTS / 20);
  });

  it('tries an "@" at a window\'s start and skips those after the class', () => {
    const text = '@jdoe x@no {@no ]@no -@no é@ok';
    expect(byFinder(text, undefined)).toEqual(['1-5', '28-30']);
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
  });
});
