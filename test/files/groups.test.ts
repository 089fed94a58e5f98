import { describe, expect, it } from 'vitest';
import { GROUP_FILES, packGroups, settleGroup, SMALL_FILE_BYTES } from '../../src/files/groups.js';

const files = (...sizes: number[]) => sizes.map((size, i) => ({ name: `f${i}`, size }));
const names = (groups: { name: string }[][]) => groups.map((g) => g.map((f) => f.name));

describe('packGroups', () => {
  it('packs neighbours in order, up to GROUP_FILES, with at least 8 groups per worker', () => {
    const many = files(...new Array(1000).fill(1024));
    const groups = packGroups(many, 2);
    expect(groups.map((g) => g.length)).toEqual([...new Array(31).fill(GROUP_FILES), 1000 - 31 * GROUP_FILES]);
    expect(groups.flat()).toEqual(many);
    // 40 files on 2 workers: 3 per group, 14 groups.
    expect(packGroups(files(...new Array(40).fill(10)), 2).map((g) => g.length)).toEqual([...new Array(13).fill(3), 1]);
  });

  it('sends a file over SMALL_FILE_BYTES alone, and keeps a group within 1 MB', () => {
    const mixed = files(...new Array(400).fill(10), SMALL_FILE_BYTES + 1, 10, 10);
    expect(names(packGroups(mixed, 1)).slice(-3)).toEqual([names([mixed.slice(384, 400)])[0], ['f400'], ['f401', 'f402']]);
    // Five files a group by count, but four of 256 KB fill a megabyte.
    expect(packGroups(files(...new Array(40).fill(SMALL_FILE_BYTES)), 1).map((g) => g.length)).toEqual(new Array(10).fill(4));
  });

  it('gives a batch of one file one group of one', () => {
    expect(names(packGroups(files(5), 4))).toEqual([['f0']]);
    expect(packGroups([], 4)).toEqual([]);
  });
});

describe('settleGroup', () => {
  it("gives each file its worker's outcome", () => {
    const value = [{ ok: true as const, value: 'a' }, { ok: false as const, reason: 'empty file' }];
    expect(settleGroup(['x', 'y'], { ok: true, value })).toEqual({ settled: [['x', value[0]], ['y', value[1]]], retry: [] });
  });

  it('fails the file the worker died on and sends the others again', () => {
    expect(settleGroup(['x', 'y', 'z'], { ok: false, reason: 'timed out after 1 s', item: 1 })).toEqual({
      settled: [['y', { ok: false, reason: 'timed out after 1 s' }]],
      retry: ['x', 'z'],
    });
    // Before its first item message: the first file.
    expect(settleGroup(['x', 'y'], { ok: false, reason: 'ran out of memory' })).toEqual({ settled: [['x', { ok: false, reason: 'ran out of memory' }]], retry: ['y'] });
  });

  it('sends a group that had not begun again whole (it waited behind the one that killed its worker)', () => {
    expect(settleGroup(['x', 'y'], { ok: false, reason: 'ran out of memory', waiting: true })).toEqual({ settled: [], retry: ['x', 'y'] });
  });
});
