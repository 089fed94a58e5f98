import { describe, expect, it } from 'vitest';
import { byStart, inStartOrder, pairsByStart, spanPairs } from '../../../src/detectors/names/names-span-order.js';
import { randomInts } from '../../helpers/random-text.js';

const span = (start: number, end: number, id: string) => ({ start, end, id });

describe('byStart', () => {
  it('merges lists in order of start, the earlier list first on a tie', () => {
    const a = [span(0, 5, 'a0'), span(10, 12, 'a1'), span(20, 25, 'a2')];
    const b = [span(3, 4, 'b0'), span(10, 11, 'b1')];
    const c = [span(10, 14, 'c0'), span(30, 31, 'c1')];
    expect(byStart([a, b, c]).map((s) => s.id)).toEqual(['a0', 'b0', 'a1', 'b1', 'c0', 'a2', 'c1']);
  });

  it('sorts when a list is out of order, as a stable sort of the lists one after another does', () => {
    const a = [span(5, 6, 'a0'), span(1, 2, 'a1')];
    const b = [span(1, 3, 'b0')];
    expect(byStart([a, b]).map((s) => s.id)).toEqual(['a1', 'b0', 'a0']);
    expect(byStart([[], []])).toEqual([]);
  });

  it('gives what the stable sort gives, on 2,000 random lists', () => {
    const next = randomInts(2030);
    for (let n = 0; n < 2000; n++) {
      const lists = [0, 1, 2].map((l) => {
        const list = Array.from({ length: next() % 6 }, (_, k) => span(next() % 12, 0, `${l}.${k}`));
        // Most lists in order, as the callers' are.
        return next() % 4 === 0 ? list : list.sort((x, y) => x.start - y.start);
      });
      expect(byStart(lists).map((s) => s.id)).toEqual(lists.flat().sort((x, y) => x.start - y.start).map((s) => s.id));
    }
  });
});

describe('inStartOrder', () => {
  it('is true when each span starts at or after the one before it', () => {
    expect(inStartOrder([])).toBe(true);
    expect(inStartOrder([span(1, 2, ''), span(1, 5, ''), span(4, 5, '')])).toBe(true);
    expect(inStartOrder([span(2, 3, ''), span(1, 5, '')])).toBe(false);
  });
});

describe('pairsByStart', () => {
  const pairsOf = (spans: readonly { start: number; end: number }[]) => spans.flatMap((s) => [s.start, s.end]);

  it('merges lists of pairs as byStart merges their spans: the earlier list first on a tie', () => {
    const a = [span(0, 5, 'a0'), span(10, 12, 'a1'), span(20, 25, 'a2')];
    const b = [span(3, 4, 'b0'), span(10, 11, 'b1')];
    const c = [span(10, 14, 'c0'), span(30, 31, 'c1')];
    expect([...pairsByStart([a, b, c].map((l) => spanPairs(l)))]).toEqual([0, 5, 3, 4, 10, 12, 10, 11, 10, 14, 20, 25, 30, 31]);
    expect([...pairsByStart([spanPairs([]), spanPairs([])])]).toEqual([]);
  });

  it('hands back the one list that has pairs as it is (no copy), and merges five lists into one array', () => {
    const only = spanPairs([span(4, 6, ''), span(9, 12, '')]);
    expect(pairsByStart([spanPairs([]), only, spanPairs([])])).toBe(only);
    const five = [[span(7, 8, '')], [span(2, 3, '')], [], [span(2, 9, ''), span(7, 7, '')], [span(1, 2, '')]].map((l) => spanPairs(l));
    expect([...pairsByStart(five)]).toEqual([1, 2, 2, 3, 2, 9, 7, 8, 7, 7]);
  });

  it('keeps only the spans `keep` takes', () => {
    expect([...spanPairs([span(1, 2, 'x'), span(3, 4, 'y'), span(5, 6, 'x')], (s) => s.id === 'x')]).toEqual([1, 2, 5, 6]);
  });

  it('gives byStart\'s spans in byStart\'s order, on 2,000 random lists (some out of order)', () => {
    const next = randomInts(2031);
    for (let n = 0; n < 2000; n++) {
      const lists = [0, 1, 2, 3].map(() => {
        const list = Array.from({ length: next() % 6 }, () => span(next() % 12, next() % 20, ''));
        return next() % 4 === 0 ? list : list.sort((x, y) => x.start - y.start);
      });
      expect([...pairsByStart(lists.map((l) => spanPairs(l)))]).toEqual(pairsOf(byStart(lists)));
    }
  });
});
