import { expect } from 'vitest';
import { keywordWindows } from '../../src/engine/detector.js';
import { KeywordPlan } from '../../src/engine/keywords.js';
import type { Detector } from '../../src/engine/types.js';
import { randomInts, randomTexts } from './random-text.js';

/** How `onRandomTexts` builds its texts and windows them. */
export interface RandomTextsPlan {
  /** The texts' openings, random runs of these (randomTexts), and what joins their parts. */
  pieces: readonly string[];
  count: number;
  /** randomTexts' seed; `partsSeed` drives the parts and their joins. */
  seed: number;
  partsSeed: number;
  /** One part of a text, its pieces drawn by `pick`. */
  part: (pick: (list: readonly string[]) => string) => string;
  /** After one part in `fillerEvery` (at random) comes `filler`, so the keyword windows are narrow; else a piece. */
  filler: string;
  fillerEvery: number;
  /** The engine's keyword window around each hit (keywordWindows). */
  window: number;
  /** Called with each text, to count what it holds. */
  each?: (text: string) => void;
}

/**
 * For a detector whose findEach tries its regexes only where a match can begin: the spans of its
 * `value` group as the engine's global scans found them over the keyword windows (`byRegex`), the
 * spans the finder gives (`byFinder`), and the detector's keyword hits in a text. `onRandomTexts`
 * asserts on random texts that the finder gives what the global scans give, over the keyword
 * windows and over the whole text.
 */
export function stickyFinderCheck(detector: Detector, regexes: readonly RegExp[]) {
  const plan = new KeywordPlan([detector]);
  function byRegex(text: string, windows: readonly number[]): string[] {
    const out: string[] = [];
    for (let w = 0; w < windows.length; w += 2) {
      const from = windows[w]!;
      const slice = text.slice(from, windows[w + 1]);
      for (const re of regexes) {
        for (const m of slice.matchAll(new RegExp(re.source, `${re.flags}d`))) out.push(`${from + m.indices!.groups!.value![0]}-${from + m.indices!.groups!.value![1]}`);
      }
    }
    return out.sort();
  }
  function byFinder(text: string, keywordHits: readonly number[] | undefined): string[] {
    const out: string[] = [];
    detector.findEach!(text, { region: 'US', hint: '', prior: [], keywordHits, cueHits: undefined, scan: undefined }, (start, end) => out.push(`${start}-${end}`));
    return out.sort();
  }
  const keywordHitsOf = (text: string): number[] => [...(plan.occurrences(text).get(0) ?? [])];
  /**
   * `count` texts, each made by `build` from the draws of randomInts(`seed`) (`next`, and `pick`
   * of a list): asserts that the finder gives what the global scans give over the keyword windows
   * (`window` wide) and over the whole text. Returns how many texts were read in windows narrower
   * than the text, and how many spans the global scans gave over the windows and the whole texts.
   */
  function onBuiltTexts(
    count: number,
    seed: number,
    window: number,
    build: (pick: (list: readonly string[]) => string, next: () => number) => string,
  ): { windowed: number; windowedSpans: number; wholeSpans: number } {
    const next = randomInts(seed);
    const pick = (list: readonly string[]) => list[next() % list.length]!;
    let windowed = 0;
    let windowedSpans = 0;
    let wholeSpans = 0;
    for (let i = 0; i < count; i++) {
      const t = build(pick, next);
      const hits = keywordHitsOf(t);
      if (hits.length) {
        const windows = keywordWindows(t, hits, window);
        if (windows) windowed++;
        const expected = byRegex(t, windows ?? [0, t.length]);
        windowedSpans += expected.length;
        expect({ t, spans: byFinder(t, hits) }).toEqual({ t, spans: expected });
      }
      const whole = byRegex(t, [0, t.length]);
      wholeSpans += whole.length;
      expect({ t, spans: byFinder(t, undefined) }).toEqual({ t, spans: whole });
    }
    return { windowed, windowedSpans, wholeSpans };
  }
  /**
   * Random texts (onBuiltTexts): each opens with a random run of `pieces`, then holds one to four
   * parts, each followed by the filler or a piece.
   */
  function onRandomTexts(p: RandomTextsPlan): { windowed: number; windowedSpans: number; wholeSpans: number } {
    const openings = randomTexts(p.pieces, p.count, 6, p.seed)[Symbol.iterator]();
    return onBuiltTexts(p.count, p.partsSeed, p.window, (pick, next) => {
      let t: string = openings.next().value!;
      for (let k = 1 + (next() % 4); k > 0; k--) {
        t += p.part(pick);
        t += next() % p.fillerEvery === 0 ? p.filler : pick(p.pieces);
      }
      p.each?.(t);
      return t;
    });
  }
  return { byRegex, byFinder, keywordHitsOf, onBuiltTexts, onRandomTexts };
}
