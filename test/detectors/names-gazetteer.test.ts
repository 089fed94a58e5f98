import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataUrl, PAGE, PagedLines, TextLines } from '../../src/detectors/names/names-gazetteer.js';

// A list is searched in place by positional reads of its pages first, then in its whole text
// (issue 20: start-up). Both must answer alike for every key, every prefix of one and words that
// are none, or a short text and a long one would find different names.

const FILES = ['names-given.txt', 'names-family.txt', 'words-common.txt', 'words-rare.txt', 'names-known.txt', 'places.txt'];

/** The two ways over one file; the paged one notes the pages it reads. */
function both(file: string): { text: TextLines; paged: PagedLines; pages: Set<number> } {
  const bytes = readFileSync(dataUrl(file));
  const pages = new Set<number>();
  const paged = new PagedLines(
    () => bytes.length,
    (n) => {
      pages.add(n);
      return bytes.subarray(n * PAGE, (n + 1) * PAGE);
    },
  );
  return { text: new TextLines(bytes.toString('utf8')), paged, pages };
}

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('gazetteers searched in place and whole', () => {
  for (const file of FILES) {
    it(`${file}: the same answers both ways`, () => {
      const { text, paged } = both(file);
      const keys = readFileSync(dataUrl(file), 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')[0]!);
      const rnd = random(file.length);
      const probes = new Set<string>(['', 'a', 'zzzz', '\u00ff', 'new', 'st.', 'short', 'jane', 'london', keys[0]!, keys[keys.length - 1]!]);
      // Every key of the small lists, a sample of the large ones, each with a prefix and a neighbour.
      const step = Math.max(1, Math.floor(keys.length / 2000));
      for (let i = 0; i < keys.length; i += step) {
        const k = keys[Math.min(keys.length - 1, i + Math.floor(rnd() * step))]!;
        probes.add(k);
        probes.add(k.slice(0, 1 + Math.floor(rnd() * k.length)));
        probes.add(k + String.fromCharCode(97 + Math.floor(rnd() * 26)));
        probes.add(k.split(' ')[0]!);
      }
      let found = 0;
      for (const p of probes) {
        const want = text.lookup(p);
        if (want !== undefined) found++;
        expect(paged.lookup(p), p).toBe(want);
        expect(paged.hasCompound(p), p).toBe(text.hasCompound(p));
      }
      expect(found).toBeGreaterThan(probes.size / 4);
    });
  }

  it('a lookup in places.txt reads about a dozen of its 371 pages', () => {
    const { paged, pages } = both('places.txt');
    expect(paged.lookup('london')).toBe('3');
    expect(pages.size).toBeGreaterThan(5);
    expect(pages.size).toBeLessThan(16);
  });
});
