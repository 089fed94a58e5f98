import { describe, expect, it } from 'vitest';
import { freeOf } from '../../../src/detectors/names/names-informal.js';
import type { Candidate } from '../../../src/engine/types.js';
import { randomInts } from '../../helpers/random-text.js';

const span = (start: number, end: number): Candidate => ({ start, end, score: 0.6 });

/** The definition freeOf keeps: the spans and the opaque pairs as spans in one list sorted by start, walked once. */
function mergedFreeOf(taken: readonly Candidate[], opaque: readonly number[]): (a: number, b: number) => boolean {
  const all = [...taken];
  for (let k = 0; k < opaque.length; k += 2) all.push(span(opaque[k]!, opaque[k + 1]!));
  all.sort((x, y) => x.start - y.start);
  let t = 0;
  return (a, b) => {
    while (t < all.length && all[t]!.end <= a) t++;
    return !(t < all.length && all[t]!.start < b);
  };
}

describe('freeOf (the informal names: what the other phases and the opaque spans hold)', () => {
  it('answers from both lists, asked in text order', () => {
    const free = freeOf([span(10, 15), span(40, 45)], Int32Array.from([20, 25, 30, 35]));
    expect([free(0, 10), free(12, 13), free(15, 20), free(21, 22), free(25, 30), free(33, 50), free(45, 60)]).toEqual([true, false, true, false, true, false, true]);
    expect(freeOf([], new Int32Array(0))(0, 100)).toBe(true);
  });

  it('holds what a span of either list covers, the spans and the pairs overlapping', () => {
    // The pair [5, 20) starts with the span [5, 6) and goes on past it.
    const free = freeOf([span(5, 6)], Int32Array.from([5, 20]));
    expect([free(0, 5), free(6, 7), free(19, 20), free(20, 21)]).toEqual([true, false, false, true]);
    // A span inside a pair: the pair still holds what follows the span.
    const inside = freeOf([span(12, 14)], Int32Array.from([10, 30]));
    expect([inside(11, 12), inside(15, 16), inside(30, 31)]).toEqual([false, false, true]);
  });

  it('gives the answers of the one merged list on 2,000 random lists and questions', () => {
    const next = randomInts(20);
    for (let round = 0; round < 2000; round++) {
      const taken: Candidate[] = [];
      for (let k = next() % 6; k > 0; k--) {
        const s = next() % 60;
        taken.push(span(s, s + 1 + (next() % 12)));
      }
      taken.sort((x, y) => x.start - y.start);
      const pairs: number[] = [];
      let at = 0;
      for (let k = next() % 8; k > 0; k--) {
        at += next() % 9;
        pairs.push(at, at + 1 + (next() % 10));
      }
      const free = freeOf(taken, Int32Array.from(pairs));
      const expected = mergedFreeOf(taken, pairs);
      let a = 0;
      for (let q = next() % 12; q > 0; q--) {
        a += next() % 8;
        const b = a + 1 + (next() % 6);
        expect(free(a, b), `round ${round}: [${a}, ${b})`).toBe(expected(a, b));
      }
    }
  });
});
