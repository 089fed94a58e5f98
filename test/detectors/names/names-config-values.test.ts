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

  // The whole-text search that publicIds replaces.
  const PUBLIC_ID = /(?<![\p{L}\p{N}])[-+]\/\/[^\n/]+(?:\/\/[^\n/]+)*\/\/[A-Z]{2}\b/gu;
  const ID_PIECES = ['-//', '+//', '//', '///', '-', '+', '/', 'Acme Corp', 'W3C', 'DTD XHTML 1.0', 'EN', 'en', 'ENG', 'x', 'é', '\n', ' ', '1', 'Europe/Paris', 'https://', 'ISO', '//EN', '//FR', '-//Acme', '+//IDN', 'Corp//', '//DTD'];

  it('finds the formal public identifiers a global search finds, on 20,000 random texts', () => {
    let seed = 12;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let ids = 0;
    for (let t = 0; t < 20000; t++) {
      let text = '';
      for (let k = 1 + Math.floor(next() * 14); k > 0; k--) text += ID_PIECES[Math.floor(next() * ID_PIECES.length)];
      const zones = [...text.matchAll(TIME_ZONE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
      const found = [...text.matchAll(PUBLIC_ID)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
      ids += found.length;
      expect(configValueSpans(text), JSON.stringify(text)).toEqual([...zones, ...found]);
    }
    expect(ids).toBeGreaterThan(600);
  });

  it('takes a public identifier from its sign to its language, not after a letter', () => {
    expect(configValueSpans('PRODID:-//Acme Corp//Calendar 1.0//EN\nx-//A//EN +//B//FR')).toEqual([
      { start: 7, end: 37 },
      { start: 48, end: 56 },
    ]);
  });

  it('takes an area and one or two places, not an area inside a word', () => {
    expect(configValueSpans('TZID=America/Argentina/Buenos_Aires;x')).toEqual([{ start: 5, end: 35 }]);
    expect(configValueSpans('SouthAmerica/Lima Europe/Paris')).toEqual([{ start: 18, end: 30 }]);
  });
});
