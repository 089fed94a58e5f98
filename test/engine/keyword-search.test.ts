import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { KeywordPlan, KeywordSearch, keywordPlan } from '../../src/engine/keywords.js';

// KeywordSearch (keyword by keyword, nothing to build: the first texts of a process) must find
// exactly what KeywordPlan (tries and a pair table) finds.

const plan = new KeywordPlan(DETECTORS);
const search = new KeywordSearch(DETECTORS);
const same = (text: string) => expect([...search.occurrences(text)].sort((a, b) => a[0] - b[0]), text).toEqual([...plan.occurrences(text)].sort((a, b) => a[0] - b[0]));

const keywords = [...new Set(DETECTORS.flatMap((d) => [...(d.keywords ?? []), ...(d.cues ?? [])]))];

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('KeywordSearch', () => {
  it('finds what KeywordPlan finds in every detector example', () => {
    for (const d of DETECTORS) {
      for (const e of d.examples.positive) same(typeof e === 'string' ? e : e.text);
      for (const e of d.examples.negative) same(e);
    }
  });

  it('finds what KeywordPlan finds in random mixes of keywords, case, glue and non-ASCII letters', () => {
    const next = random(20);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const glue = [' ', '', '_', '-', '.', ':', '\n', 'x', 'é', 'İ', 'K', '\u212a', '1', '"', 'ß'];
    for (let t = 0; t < 3000; t++) {
      let text = '';
      const parts = 1 + Math.floor(next() * 6);
      for (let p = 0; p < parts; p++) {
        let k = pick(keywords);
        if (next() < 0.3) k = k.toUpperCase();
        else if (next() < 0.3) k = k[0]!.toUpperCase() + k.slice(1);
        if (next() < 0.2) k = k.slice(0, Math.max(1, Math.floor(next() * k.length)));
        text += pick(glue) + k + pick(glue);
      }
      same(text);
    }
  });

  it('finds the same with a new search per text (its table filed from that text alone) as with one search for all', () => {
    const next = random(21);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    for (let t = 0; t < 300; t++) {
      const text = [pick(keywords), pick(keywords).toUpperCase(), 'short', pick(keywords)].join(pick([' ', '', '-', 'é ']));
      const fresh = new KeywordSearch(DETECTORS);
      expect([...fresh.occurrences(text)].sort((a, b) => a[0] - b[0]), text).toEqual([...plan.occurrences(text)].sort((a, b) => a[0] - b[0]));
      // The same search again, on a text with other characters: what it filed for the first stays.
      const other = `${text.toUpperCase()} ${pick(keywords)}`;
      expect([...fresh.occurrences(other)].sort((a, b) => a[0] - b[0]), other).toEqual([...plan.occurrences(other)].sort((a, b) => a[0] - b[0]));
    }
    expect(new KeywordSearch(DETECTORS).occurrences('short').size).toBe(0);
    expect(new KeywordSearch([]).occurrences('ssn 123').size).toBe(0);
  });

  it('keywordPlan answers with the search for the first texts, then with the plan, alike', () => {
    const detectors = [...DETECTORS];
    const pass = keywordPlan(detectors);
    const text = 'My SSN is 123-45-6789, passport no. X1234567, born 01/02/1990. ' + 'filler words here '.repeat(100);
    const first = pass.occurrences(text);
    for (let i = 0; i < 20; i++) pass.occurrences(text);
    expect(pass.occurrences(text)).toEqual(first);
    expect(first).toEqual(plan.occurrences(text));
  });
});

describe('KeywordPlan start tables', () => {
  // The plan decides where to walk its tries from the classes of three or four units (digits
  // share a class, as do the controls, and every unit past ASCII): a superset of the places,
  // so it must find exactly what the search finds where many units share a class.
  it('finds what KeywordSearch finds where keywords differ only in units of one class', () => {
    const owners = [
      { keywords: ['a1b', 'a2', '19x', '7', 'ab3d', 'ab4de'] },
      { keywords: ['\t-', '\n\n', 'x\ry', 'é', 'ÿz', 'zé1', 'k9', 'кот'], keywordsInWords: true },
      { keywords: ['abcd', 'abce', 'abc', 'q'], cues: ['ab', 'b2c3', '-a-', '--x'] },
    ];
    const small = new KeywordPlan(owners);
    const plain = new KeywordSearch(owners);
    const units = ['a', 'B', 'b', 'c', 'd', 'e', '1', '2', '3', '4', '7', '9', 'x', 'y', 'z', 'q', 'k', '\u212a', 'é', 'É', 'ÿ', 'к', 'О', 'т', ' ', '\t', '\n', '\r', '-', '_', '.', 'ab', 'abc', 'ab3d'];
    const next = random(7);
    for (let t = 0; t < 20000; t++) {
      let text = '';
      const length = Math.floor(next() * 12);
      for (let k = 0; k < length; k++) text += units[Math.floor(next() * units.length)]!;
      expect([...small.occurrences(text)].sort((a, b) => a[0] - b[0]), JSON.stringify(text)).toEqual([...plain.occurrences(text)].sort((a, b) => a[0] - b[0]));
    }
  });

  it('reads every unit past ASCII in one class but the Kelvin sign, whose lower case is a "k"', () => {
    const ascii: number[] = [];
    for (let u = 128; u < 0x10000; u++) {
      const lower = String.fromCharCode(u).toLowerCase();
      if (lower.length === 1 && lower.charCodeAt(0) < 128) ascii.push(u);
    }
    expect(ascii).toEqual([0x212a]);
  });
});
