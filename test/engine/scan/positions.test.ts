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
