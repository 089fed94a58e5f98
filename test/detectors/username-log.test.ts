import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { keywordWindows } from '../../src/engine/detector.js';
import { KeywordPlan } from '../../src/engine/keywords.js';
import usernameLog from '../../src/detectors/username-log.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

/** The regexes the finders stand in for (the Common Log Format's user, a review line's login), as the engine ran them over windows. */
const CLF = /(?<!\S)[^\s\[\]"]+ [^\s\[\]"]+ (?<value>[A-Za-z0-9_][A-Za-z0-9._@-]{0,62}) \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:/dg;
const REVIEW = /^(?<value>[a-z][a-z0-9._-]{1,38}) (?:commented|replied|approved(?: these changes)?|requested changes|reviewed)(?=:| on | in |\s*$)/dgm;

function byRegex(text: string, windows: readonly number[], regexes = [CLF, REVIEW]): string[] {
  const out: string[] = [];
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const slice = text.slice(from, windows[w + 1]);
    for (const re of regexes) for (const m of slice.matchAll(re)) out.push(`${from + m.indices!.groups!.value![0]}-${from + m.indices!.groups!.value![1]}`);
  }
  return out.sort();
}

function byFinder(text: string, keywordHits: readonly number[] | undefined): string[] {
  const out: string[] = [];
  usernameLog.findEach!(text, { region: 'US', hint: '', prior: [], keywordHits, cueHits: undefined, scan: undefined }, (start, end) => out.push(`${start}-${end}`));
  return out.sort();
}

/** Where the detector's keywords begin (case-insensitive, at a word's start as the engine's keyword pass reads them). */
const plan = new KeywordPlan([usernameLog]);
function keywordHitsOf(text: string): number[] {
  return [...(plan.occurrences(text).get(0) ?? [])];
}

describe('username-log: the Common Log Format remote user', () => {
  it('finds the user before the bracketed date, and nothing where a word or the date is off', () => {
    const text = [
      '198.51.100.23 - alice.wong [18/Oct/2023:13:05:02 +0000] "POST /login HTTP/1.1" 302 0',
      '198.51.100.24 - - [18/Oct/2023:13:05:02 +0000] "GET / HTTP/1.1" 200 5',
      '10.0.0.1 x"y bwalker [18/Oct/2023:13:05:02 +0000]', // a quote in the ident
      '10.0.0.1  -  cdiaz [18/Oct/2023:13:05:02 +0000]', // two blanks
      '10.0.0.1 - d.ngata [18/oct/2023:13:05:02 +0000]', // the month in small letters
      '10.0.0.1 - e.moss [8/Oct/1999:13:05:02 +0000]',
    ].join('\n');
    const values = byFinder(text, undefined).map((span) => text.slice(...(span.split('-').map(Number) as [number, number])));
    expect(values).toEqual(['alice.wong', 'e.moss']); // "-" is no user: a user begins with a letter, digit or "_"
    expect(analyze(text).filter((f) => f.detector === 'username-log').map((f) => text.slice(f.start, f.end))).toEqual(['alice.wong', 'e.moss']);
  });

  it('finds what the regexes find over the same keyword windows, on 1,500 random texts', () => {
    const keyworded = [' [12/Oct/2024:', '/20', ' commented', ' replied:', ' approved these changes', ' reviewed', ' requested changes on', '\nmsok commented', '\ryd-1 replied', '\u2028ab approved', 'x\nk.ito reviewed', '\njdoe approved these changes'];
    const plain = ['198.51.100.7', '-', '-', ' ', ' ', ' ', ' ', ' ', '  ', '\t', '\n', '\n', '\r', '\u2028', '\u00a0', ' [', ' [1/Mar/1999:', ' [01/mar/1920:', '[', ']', '"', 'jdoe', 'jdoe', 'a.b@c', '_x', '.y', 'ab-c', 'Kim', 'x'.repeat(70), 'GET /', '2024', '10.1.2.3 - k.ito', 'h x', ' y', ':', ' on ', ' in '];
    const next = randomInts(99);
    let found = 0;
    let windowed = 0;
    let reviews = 0;
    for (const text of randomTexts(plain, 1500, 1000, 7)) {
      // Keyworded pieces dropped in at a few places: some texts are read whole, others in narrow windows.
      let t = text;
      for (let k = next() % 4; k > 0; k--) {
        const at = next() % (t.length + 1);
        t = t.slice(0, at) + keyworded[next() % keyworded.length] + t.slice(at);
      }
      const hits = keywordHitsOf(t);
      if (hits.length) {
        const windows = keywordWindows(t, hits, 256);
        const expected = byRegex(t, windows ?? [0, t.length]);
        found += expected.length;
        reviews += byRegex(t, windows ?? [0, t.length], [REVIEW]).length;
        if (windows) windowed++;
        expect({ t, spans: byFinder(t, hits) }).toEqual({ t, spans: expected });
      }
      expect({ t, spans: byFinder(t, undefined) }).toEqual({ t, spans: byRegex(t, [0, t.length]) });
    }
    expect(found).toBeGreaterThan(300);
    expect(windowed).toBeGreaterThan(500);
    expect(reviews).toBeGreaterThan(50);
  });

  it('finds the same in narrow windows as the regex does', () => {
    const line = '203.0.113.9 - kfischer [02/Jan/2024:10:00:00 +0000] "GET / HTTP/1.1" 200 1\n';
    const text = 'x '.repeat(400) + line + 'y '.repeat(400) + line;
    const hits = [text.indexOf('/20'), text.lastIndexOf('/20')];
    const windows = keywordWindows(text, hits, 256)!;
    expect(windows.length).toBe(4);
    expect(byFinder(text, hits)).toEqual(byRegex(text, windows));
    expect(byFinder(text, hits).length).toBe(2);
  });
});
