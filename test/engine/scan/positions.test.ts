import { describe, expect, it } from 'vitest';
import { Positions } from '../../../src/engine/scan/positions.js';

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
  it('hands out a copy when over a quarter of a large storage is unused, a view otherwise', () => {
    const list = new Positions();
    for (let i = 0; i < 300_000; i++) list.push(i);
    const done = list.done(); // storage of 524,288: 224,288 unused
    expect(done.length).toBe(300_000);
    expect(done.buffer.byteLength).toBe(300_000 * 4);
    expect(done[299_999]).toBe(299_999);
    const small = new Positions();
    for (let i = 0; i < 300; i++) small.push(i);
    expect(small.done().buffer.byteLength).toBe(512 * 4);
  });
});
