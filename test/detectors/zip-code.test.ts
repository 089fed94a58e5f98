import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

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
