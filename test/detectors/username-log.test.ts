import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { keywordWindows } from '../../src/engine/detector.js';
import usernameLog from '../../src/detectors/username-log.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

/** The regex the Common Log Format's finder stands in for, as the engine ran it over windows. */
const CLF = /(?<!\S)[^\s\[\]"]+ [^\s\[\]"]+ (?<value>[A-Za-z0-9_][A-Za-z0-9._@-]{0,62}) \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:/dg;

function byRegex(text: string, windows: readonly number[]): number[] {
  const out: number[] = [];
  for (let w = 0; w < windows.length; w += 2) {
    const from = windows[w]!;
    const slice = text.slice(from, windows[w + 1]);
    for (const m of slice.matchAll(CLF)) out.push(from + m.indices!.groups!.value![0], from + m.indices!.groups!.value![1]);
  }
  return out;
}

function byFinder(text: string, keywordHits: readonly number[] | undefined): number[] {
  const out: number[] = [];
  usernameLog.findEach!(text, { region: 'US', hint: '', prior: [], keywordHits, cueHits: undefined, scan: undefined }, (start, end) => out.push(start, end));
  return out;
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
    const spans = byFinder(text, undefined);
    const values = [];
    for (let k = 0; k < spans.length; k += 2) values.push(text.slice(spans[k], spans[k + 1]));
    expect(values).toEqual(['alice.wong', 'e.moss']); // "-" is no user: a user begins with a letter, digit or "_"
    expect(analyze(text).filter((f) => f.detector === 'username-log').map((f) => text.slice(f.start, f.end))).toEqual(['alice.wong', 'e.moss']);
  });

  it('finds what the regex finds over the same keyword windows, on 3,000 random texts', () => {
    const pieces = ['198.51.100.7', '-', '-', ' ', ' ', ' ', ' ', ' ', '  ', '\t', '\n', '\u00a0', ' [', ' [12/Oct/2024:', ' [1/Mar/1999:', ' [01/mar/2020:', '[', ']', '"', 'jdoe', 'jdoe', 'a.b@c', '_x', '.y', 'ab-c', '/20', 'x'.repeat(70), 'GET /', '2024', '10.1.2.3 - k.ito', 'h x', ' y'];
    const next = randomInts(99);
    let found = 0;
    let windowed = 0;
    for (const text of randomTexts(pieces, 3000, 300, 7)) {
      // Keyword hits at random places: some texts read whole, others in narrow windows.
      const hits: number[] = [];
      for (let p = next() % 40; p < text.length; p += 1 + (next() % (next() % 2 ? 60 : 1500))) hits.push(p);
      const reach = 256;
      const windows = keywordWindows(text, hits, reach);
      const expected = byRegex(text, windows ?? [0, text.length]);
      found += expected.length / 2;
      if (windows) windowed++;
      expect({ text, hits, spans: byFinder(text, hits) }).toEqual({ text, hits, spans: expected });
      expect({ text, spans: byFinder(text, undefined) }).toEqual({ text, spans: byRegex(text, [0, text.length]) });
    }
    expect(found).toBeGreaterThan(1000);
    expect(windowed).toBeGreaterThan(500);
  });

  it('finds the same in narrow windows as the regex does', () => {
    const line = '203.0.113.9 - kfischer [02/Jan/2024:10:00:00 +0000] "GET / HTTP/1.1" 200 1\n';
    const text = 'x '.repeat(400) + line + 'y '.repeat(400) + line;
    const hits = [text.indexOf('/20'), text.lastIndexOf('/20')];
    const windows = keywordWindows(text, hits, 256)!;
    expect(windows.length).toBe(4);
    expect(byFinder(text, hits)).toEqual(byRegex(text, windows));
    expect(byFinder(text, hits).length).toBe(4);
  });
});
