import { describe, expect, it } from 'vitest';
import { configValueSpans } from '../../../src/detectors/names/names-config-values.js';

// The whole-text search that timeZones replaces (names-config-values.ts).
const TIME_ZONE = /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Z][A-Za-z_+-]*(?:\/[A-Z][A-Za-z_+-]*)?/g;
const PIECES = ['Europe', 'America', 'Antarctica', 'Arctic', 'Etc', 'xEurope', '_Asia', '/', 'London', 'Buenos_Aires', 'GMT+1', ' ', 'é', 'Indian', '\n', 'Asia/'];

describe('configValueSpans', () => {
  it("finds the time zones a global search finds, on 20,000 random texts", () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let t = 0; t < 20000; t++) {
      let text = '';
      for (let k = 1 + Math.floor(next() * 12); k > 0; k--) text += PIECES[Math.floor(next() * PIECES.length)];
      const expected = [...text.matchAll(TIME_ZONE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
      expect(configValueSpans(text), JSON.stringify(text)).toEqual(expected);
    }
  });

  it('takes an area and one or two places, not an area inside a word', () => {
    expect(configValueSpans('TZID=America/Argentina/Buenos_Aires;x')).toEqual([{ start: 5, end: 35 }]);
    expect(configValueSpans('SouthAmerica/Lima Europe/Paris')).toEqual([{ start: 18, end: 30 }]);
  });
});
