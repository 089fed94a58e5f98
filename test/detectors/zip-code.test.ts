import { describe, expect, it } from 'vitest';
import { AFTER_STATE, INDONESIAN_CITY, NOT_BEFORE, TOKEN, endsInSpace, mayEndWithState, zipTokens } from '../../src/detectors/zip-code.js';
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

describe('the checks read before the regexes of the text before a ZIP', () => {
  it('pass wherever AFTER_STATE or INDONESIAN_CITY matches, on 30,000 random texts', () => {
    let state = 0;
    let city = 0;
    let refused = 0;
    const parts = ['IL', 'CA', 'Texas', 'New York', 'ID', 'Kota Bandung', 'Kab. Bogor', 'x', '9', ' ', ' ', ' ', '\t', '\n', '\u00a0', '.', ',', '(', 'é'];
    for (const text of randomTexts(parts, 30000, 8)) {
      const s = AFTER_STATE().test(text);
      const c = INDONESIAN_CITY().test(text);
      const may = endsInSpace(text) && mayEndWithState(text);
      if (s) state++;
      if (c) city++;
      if (!may) refused++;
      if (s) expect({ text, may }).toEqual({ text, may: true });
      if (c) expect({ text, spaced: endsInSpace(text) }).toEqual({ text, spaced: true });
    }
    expect(state).toBeGreaterThan(500);
    expect(city).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(10000);
  });

  it('refuse what a log puts before its numbers', () => {
    expect(mayEndWithState('"GET /login HTTP/1.1" 200 ')).toBe(false);
    expect(endsInSpace('postfix/smtp[')).toBe(false);
    expect(mayEndWithState('Springfield, IL ')).toBe(true);
    expect(mayEndWithState('Austin, Tex.,   ')).toBe(true);
  });
});
