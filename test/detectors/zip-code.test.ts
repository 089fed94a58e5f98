import { describe, expect, it } from 'vitest';
import { NOT_BEFORE, TOKEN, zipTokens } from '../../src/detectors/zip-code.js';
import { analyze } from '../../src/engine/analyze.js';
import { randomTexts } from '../helpers/random-text.js';

const zips = (text: string, hint = '') =>
  analyze(text, { entities: ['ZIP_CODE'] }, hint).map((f) => text.slice(f.start, f.end));

describe('ZIP_CODE from a column header', () => {
  it('takes a bare five-digit value when the hint names a ZIP or postal code column', () => {
    expect(zips('62704', 'zip')).toEqual(['62704']);
    expect(zips('62704-1234', 'Postal Code')).toEqual(['62704-1234']);
  });

  it('does not take it under another header or none', () => {
    expect(zips('62704', 'order_id')).toEqual([]);
    expect(zips('62704')).toEqual([]);
  });
});

describe('ZIP-shaped tokens from the shared digit runs', () => {
  const global = new RegExp(TOKEN().source, 'gu');
  const reference = (text: string) =>
    [...text.matchAll(global)].filter((m) => m.index === 0 || !NOT_BEFORE().test(text[m.index - 1]!)).flatMap((m) => [m.index, m.index + m[0].length]);

  it('are what a global scan finds where a ZIP may start, on 20,000 random texts', () => {
    let found = 0;
    const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
    for (const text of randomTexts([...digits, ...digits, '-', ' ', ' ', '.', ',', '/', 'a', '$', '٣'], 20000, 30)) {
      const want = reference(text);
      found += want.length;
      expect({ text, got: zipTokens(text) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(1000);
  });
});
