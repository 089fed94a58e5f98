import { describe, expect, it } from 'vitest';
import { AscendingPositions, BLOCK_SHIFT, Bytes, Positions, unpacked, type PackedPositions } from '../../../src/engine/scan/positions.js';

describe('Positions', () => {
  it('keeps every position pushed, in order, past its first storage', () => {
    const list = new Positions();
    for (let i = 0; i < 1000; i++) list.push(i * 3);
    list.set(0, 7);
    expect(list.length).toBe(1000);
    expect(list.at(999)).toBe(2997);
    const done = list.done();
    expect(done.length).toBe(1000);
    expect([...done.slice(0, 3)]).toEqual([7, 3, 6]);
  });
});

describe('Positions.done', () => {
  it('hands out a copy when more than 65,536 places of its storage are unused, a view otherwise', () => {
    const list = new Positions();
    for (let i = 0; i < 300_000; i++) list.push(i);
    const done = list.done(); // storage of 524,288: 224,288 unused
    expect(done.length).toBe(300_000);
    expect(done.buffer.byteLength).toBe(300_000 * 4);
    expect(done[299_999]).toBe(299_999);
    const small = new Positions();
    for (let i = 0; i < 300; i++) small.push(i);
    expect(small.done().buffer.byteLength).toBe(512 * 4);
    // 800,000 in a storage of 1,048,576: 248,576 unused, under a quarter (the token runs of 20 MB of logs).
    const most = new Positions();
    for (let i = 0; i < 800_000; i++) most.push(i);
    expect(most.done().buffer.byteLength).toBe(800_000 * 4);
    const full = new Positions();
    for (let i = 0; i < 1_000_000; i++) full.push(i);
    expect(full.done().buffer.byteLength).toBe(1_048_576 * 4);
  });
});

describe('a short list (a short text\'s: most of them)', () => {
  it('hands out its positions in storage of their own, of their length, and nothing for none', () => {
    // Up to 16 (the first storage, kept in V8's heap) a copy of the pushed part; past it a view of the grown storage.
    const bufferBytes = new Map([[0, 0], [1, 4], [15, 60], [16, 64], [17, 128], [40, 256]]);
    for (const [n, byteLength] of bufferBytes) {
      const list = new Positions();
      const bytes = new Bytes();
      const ascending = new AscendingPositions();
      const pushed = Array.from({ length: n }, (_, i) => i * 5 + 2);
      for (const p of pushed) {
        list.push(p);
        bytes.push(p & 255);
        ascending.push(p);
      }
      const done = list.done();
      expect([...done]).toEqual(pushed);
      expect([...bytes.done()]).toEqual(pushed.map((p) => p & 255));
      const packed = ascending.done();
      expect(all(packed, n)).toEqual(pushed);
      expect(packed.offsets.length).toBe(n);
      expect(done.buffer.byteLength).toBe(byteLength);
    }
  });
});

describe('Bytes.done', () => {
  it('copies when more than 65,536 places are unused', () => {
    const list = new Bytes();
    for (let i = 0; i < 70_000; i++) list.push(i & 255);
    expect(list.done().buffer.byteLength).toBe(131_072);
    const more = new Bytes();
    for (let i = 0; i < 140_000; i++) more.push(i & 255);
    const done = more.done();
    expect(done.buffer.byteLength).toBe(140_000);
    expect(done[139_999]).toBe(139_999 & 255);
  });
});

/** Position k of a packed list, as DigitRuns reads it. */
const at = (p: PackedPositions, k: number) => (p.wide ? p.wide[k]! : p.bases[k >> BLOCK_SHIFT]! + p.offsets[k]!);
const all = (p: PackedPositions, n: number) => Array.from({ length: n }, (_, k) => at(p, k));

describe('AscendingPositions', () => {
  it('keeps positions in two bytes each, a base of four per block of 64', () => {
    const list = new AscendingPositions();
    const pushed: number[] = [];
    for (let i = 0; i < 1000; i++) pushed.push(i * 1000 + (i % 7));
    for (const p of pushed) list.push(p);
    expect(list.length).toBe(1000);
    const done = list.done();
    expect(done.wide).toBeUndefined();
    expect(done.offsets).toBeInstanceOf(Uint16Array);
    expect(done.offsets.length).toBe(1000);
    expect(done.bases.length).toBe(16); // ceil(1000 / 64)
    expect([...done.bases.slice(0, 2)]).toEqual([0, 64_001]);
    expect(all(done, 1000)).toEqual(pushed);
  });

  it('keeps a block whose positions spread over 65,535 characters exactly', () => {
    const list = new AscendingPositions();
    list.push(10);
    list.push(10); // equal positions are ascending too
    list.push(65_545); // 65,535 past the block's first
    const done = list.done();
    expect(done.wide).toBeUndefined();
    expect(all(done, 3)).toEqual([10, 10, 65_545]);
  });

  it('goes to four bytes a position, all of them, past 65,535 from a block\'s first', () => {
    const list = new AscendingPositions();
    const pushed = [5, 70, 100, 65_642, 2_000_000_000];
    for (let i = 0; i < 200; i++) pushed.push(2_000_000_001 + i);
    for (const p of pushed) list.push(p);
    const done = list.done();
    expect(done.wide).toBeInstanceOf(Int32Array);
    expect(done.offsets.length).toBe(0);
    expect([...done.wide!]).toEqual(pushed);
    expect(list.length).toBe(pushed.length);
  });

  it('keeps a position pushed out of order exactly, in four bytes a position', () => {
    const list = new AscendingPositions();
    for (const p of [100, 200, 50, 300]) list.push(p);
    const done = list.done();
    expect([...done.wide!]).toEqual([100, 200, 50, 300]);
  });

  it('starts a new base at each 64th position, however far it is', () => {
    const list = new AscendingPositions();
    const pushed = Array.from({ length: 64 }, (_, i) => i);
    pushed.push(1_000_000, 1_000_001); // the 65th: a block's first, no distance from before
    for (const p of pushed) list.push(p);
    const done = list.done();
    expect(done.wide).toBeUndefined();
    expect([...done.bases]).toEqual([0, 1_000_000]);
    expect(all(done, pushed.length)).toEqual(pushed);
  });

  it('copies its storage to its length when much of it is unused', () => {
    const list = new AscendingPositions();
    for (let i = 0; i < 300_000; i++) list.push(i);
    const done = list.done(); // offsets' storage of 524,288
    expect(done.offsets.buffer.byteLength).toBe(300_000 * 2);
    expect(done.bases.length).toBe(Math.ceil(300_000 / 64));
    expect(at(done, 299_999)).toBe(299_999);
  });

  it('is empty when nothing was pushed', () => {
    const done = new AscendingPositions().done();
    expect(done.offsets.length).toBe(0);
    expect(done.bases.length).toBe(0);
  });
});

describe('unpacked', () => {
  it('gives a packed list as an Int32Array of its own, in both forms', () => {
    const narrow = new AscendingPositions();
    const wide = new AscendingPositions();
    const pushed = Array.from({ length: 200 }, (_, i) => i * 300);
    for (const p of pushed) narrow.push(p);
    for (const p of [...pushed, 1_000_000]) wide.push(p);
    expect([...unpacked(narrow.done())]).toEqual(pushed);
    const done = wide.done();
    const copy = unpacked(done);
    expect([...copy]).toEqual([...pushed, 1_000_000]);
    expect(copy).not.toBe(done.wide);
  });
});
