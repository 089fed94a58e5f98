import { describe, expect, it } from 'vitest';
import usernamePath from '../../src/detectors/username-path.js';
import { analyze } from '../../src/engine/analyze.js';
import { literalsAtHits } from '../../src/engine/detector.js';
import { KeywordPlan } from '../../src/engine/keywords.js';
import type { DetectorContext } from '../../src/engine/types.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

const plan = new KeywordPlan([usernamePath]);
const hitsOf = (text: string): number[] => [...(plan.occurrences(text).get(0) ?? [])];
const spans = (text: string, keywordHits: readonly number[] | undefined): string[] => {
  const ctx: DetectorContext = { region: 'US', hint: '', prior: [], keywordHits, cueHits: undefined, scan: undefined };
  return [...usernamePath.find!(text, ctx)].map((c) => `${c.start}-${c.end}`);
};

describe('username-path: the literals read from the keyword hits', () => {
  it('gives what the literals searched for in the text give, on 5,000 random texts', () => {
    // The scans' literals in the cases they are written in and others the keyword pass also
    // finds (/USERS/, :\ after a letter or not), next to user names, route words and ids.
    const lead = ['/home/', '/Users/', '/users/', '/USERS/', '/u/', '/U/', '/profile/', '/profiles/', '/Profile/', 'C:\\Users\\', 'c:/users/', 'D:\\\\Users\\\\', 'x:\\Documents and Settings\\', ':\\', ':/', '~', '/u/u/', 'CONTOSO\\', 'CORP\\\\', '\\n', 'HKLM\\'];
    const name = ['jdoe', 'maria.garcia', 'kwame.mensah', 'lchen', 'runner', 'sign_in', '48213', 'nina.p', 'ntlm', 'Public', 'rkowalski'];
    const tail = ['/', '/settings', '\\Documents', ' ', '"', '', '.', ':', '\n'];
    const pieces = [' ', 'GET ', 'see ', 'a', '\n', 'https://x.example', 'login '];
    const next = randomInts(31);
    const pick = (list: readonly string[]) => list[next() % list.length]!;
    let found = 0;
    for (const text of randomTexts(pieces, 5000, 4, 33)) {
      let t = text;
      for (let k = next() % 4; k > 0; k--) t += pick(lead) + pick(name) + pick(tail) + pick(pieces);
      const hits = hitsOf(t);
      const expected = spans(t, undefined);
      found += expected.length;
      // The engine runs a keyword detector only where its keywords occur.
      if (!hits.length) expect(expected).toEqual([]);
      else expect({ t, spans: spans(t, hits) }).toEqual({ t, spans: expected });
    }
    expect(found).toBeGreaterThan(1500);
  });

  it('reads each literal at a hit where it begins, each place once', () => {
    const text = 'a /Users/x /users/y :\\b ~z';
    expect(literalsAtHits(text, ['/home/', '/Users/'], [2, 2, 11, 20])).toEqual([2]);
    expect(literalsAtHits(text, [':\\', '~'], [19, 20, 24])).toEqual([20, 24]);
  });

  it('finds a home directory, a Windows profile and a route through the engine', () => {
    const text = 'open /home/jdoe/app; C:\\Users\\kwame.mensah\\x; GET /users/rkowalski/settings';
    const found = analyze(text, { detectors: [usernamePath] }).map((f) => text.slice(f.start, f.end));
    expect(found).toEqual(['jdoe', 'kwame.mensah', 'rkowalski']);
  });
});
