import { describe, expect, it } from 'vitest';
import { FNV_OFFSET, FNV_PRIME, SpellingTable } from '../../../src/detectors/lib/spelling-table.js';

const hashOf = (text: string, start: number, end: number): number => {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
};
const hashed = (raw: string): number => hashOf(raw, 0, raw.length);

describe('SpellingTable', () => {
  it('finds a spelling where it stands in another text, and only that spelling', () => {
    const table = new SpellingTable<{ raw: string }>(4, 64);
    const smith = { raw: 'Smith' };
    table.add(smith, hashed('Smith'));
    expect(table.find('Dear Smith,', 5, 10, hashOf('Dear Smith,', 5, 10))).toBe(smith);
    expect(table.find('Dear smith,', 5, 10, hashOf('Dear smith,', 5, 10))).toBeUndefined();
    expect(table.find('Smithson', 0, 8, hashed('Smithson'))).toBeUndefined();
  });

  it('tells apart spellings filed under one hash', () => {
    const table = new SpellingTable<{ raw: string }>(4, 64);
    const a = { raw: 'ab' };
    const b = { raw: 'cd' };
    table.add(a, 7);
    table.add(b, 7);
    expect(table.find('ab', 0, 2, 7)).toBe(a);
    expect(table.find('cd', 0, 2, 7)).toBe(b);
    expect(table.find('ef', 0, 2, 7)).toBeUndefined();
  });

  it('keeps what it holds as it grows, and starts empty again past half of its largest size', () => {
    const table = new SpellingTable<{ raw: string }>(4, 16);
    const words = Array.from({ length: 8 }, (_, i) => ({ raw: `w${i}` }));
    for (const w of words) table.add(w, hashed(w.raw));
    // Eight words: grown from 4 slots to 16, each still found.
    expect(words.filter((w) => table.find(w.raw, 0, 2, hashed(w.raw)) !== w)).toEqual([]);
    // The ninth fills 16 slots over half: the table is emptied, not grown past 16.
    table.add({ raw: 'w8' }, hashed('w8'));
    expect(table.find('w0', 0, 2, hashed('w0'))).toBeUndefined();
    expect(table.find('w8', 0, 2, hashed('w8'))).toBeUndefined();
  });
});
