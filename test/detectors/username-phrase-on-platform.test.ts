// logs21 (issue 20): username-phrase tries ON_PLATFORM ("ping marcus.t on Slack") only where the
// run of a value's characters before the blanks before " on " begins, instead of the engine
// scanning it over the keyword windows (on a log it tried every word, ~70 ms per 10 MB that holds
// no " on "). The finder must give the spans ON_PLATFORM's global scan gave over the same windows.
import { describe, expect, it } from 'vitest';
import usernamePhrase, { FINDER_REGEXES, ON_PLATFORM } from '../../src/detectors/username-phrase.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onRandomTexts } = stickyFinderCheck(usernamePhrase, FINDER_REGEXES);

describe('username-phrase: ON_PLATFORM tried from the " on "s', () => {
  it('finds what ON_PLATFORM and the other regexes find over the same keyword windows, on 4,000 random texts', () => {
    // The value's characters and the codes its look-behind refuses before it, the blanks, "on"
    // twice in a row, and tools' names with and without their capital.
    const before = ['', ' ', '\n', '@', '.', '-', '/', ':', '\\', 'é', '1', '_', '(', '"'];
    const value = ['marcus.t', 'kofi_a', 'x', 'Maria', 'a.b.c.d.e', 'a..b', '3x', 'j-doe', 'on', 'on on', 'ab_1-c.d', 'user'];
    const blank = [' ', '  ', '\t', ' \t ', '\n', ''];
    const tool = ['Slack', 'slack', 'SLACK', 'Teams', 'teams', 'MS Teams', 'Microsoft\tTeams', 'Signal', 'Discord', 'on Slack', 'GitHub', 'Slacker', 'Wire'];
    let found = 0;
    const { windowed } = onRandomTexts({
      pieces: ['lorem ', 'ipsum ', 'on ', ' on', 'user ', '\n', 'x', '1'],
      count: 4000,
      seed: 21,
      partsSeed: 21,
      part: (pick) => pick(before) + pick(value) + pick(blank) + 'on' + pick(blank) + pick(tool) + pick(['', ' ', '.', 'x', '1', 'é']),
      filler: 'lorem ipsum dolor sit amet '.repeat(40),
      fillerEvery: 3,
      window: 256,
      each: (t) => {
        found += [...t.matchAll(ON_PLATFORM)].length;
      },
    });
    expect(found).toBeGreaterThan(400);
    expect(windowed).toBeGreaterThan(300);
  });

  it('gives a match its place once: in "x on on Slack" the value is the first "on"', () => {
    const text = 'x on on Slack';
    expect(byFinder(text, undefined)).toEqual(['2-4']);
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
  });
});
