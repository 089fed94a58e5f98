import { describe, expect, it } from 'vitest';
import { blankLedRuns } from '../../../src/detectors/address/blank-led-runs.js';
import { findLowerCaseStreets, findUpperCaseStreets } from '../../../src/detectors/address/lower-case.js';
import { findPostalBlocks } from '../../../src/detectors/address/postal-block.js';
import { scanOf } from '../../../src/engine/scan/index.js';

// logs18: the street and postcode finders read only blankLedRuns' runs, where each walked every
// digit run. Compared here with the same finders given every run (what they read before), on
// random texts of log pieces, fictitious addresses of each layout, and every character before a
// number that the finders test.

function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { int: (n: number) => next() % n, pick: <T>(xs: readonly T[]) => xs[next() % xs.length]! };
}

const PIECES = [
  // Addresses the three finders take (fictitious), in lower case, capitals and letter layouts.
  '615 w bannock st apt 4 boise 83702',
  '12 n main st, springfield il 62701',
  '42 oak street',
  '12b n main st, springfield il 62701',
  '7, elm road apt 2',
  'Current address: 4410 SE ALDER ST APT 12, PORTLAND OR 97215 (reported 2021)',
  '9 ELM ST',
  '77 NW BIRCH AVE, SALEM OR 97301',
  'Rua das Flores 21, 3.º Dto.\n2750-142 Cascais\n',
  'Křižíkova 1184/7\n186 00 Praha 8\n',
  'Vesterbrogade 12\n2200 Nørrebro\n',
  'Lot 14, Brentwood Drive\nRed Hills P.O.\nKingston 19\n',
  'Lot 3, Palm Close\nKingston 5\n',
  // Log pieces: times, dates, addresses, ids, key=value pairs, JSON.
  '2024-03-01T00:00:02.328Z INFO service=billing',
  '192.0.2.199 - - [01/Mar/2024:00:00:06 +0000] "GET /api/v1/orders HTTP/1.1" 404 33983',
  '{"amount":18.97,"latency_ms":650}',
  'postfix/smtp[56582]: 8ED00C82A1: relay=mx0.example.com[203.0.113.80]:25, delay=4.3',
  'order 154278 not found',
  'duration_ms=1629 trace=8bc1b724c928976c',
  '#12 ticket',
  '$5 a12 1.5 10:30',
  '1234567 street',
];
const SEPARATORS = [' ', '\n', '\t', '\r\n', ':', '(', ',', '#', '-', '.', '=', '"', '', '/', 'x', ': ', ', '];

function randomText(g: ReturnType<typeof generator>): string {
  let text = g.int(4) === 0 ? String(g.int(999)) : '';
  const n = 1 + g.int(8);
  for (let i = 0; i < n; i++) text += g.pick(SEPARATORS) + (g.int(3) === 0 ? String(g.int(99999)) + ' ' : '') + g.pick(PIECES);
  return text;
}

/** Every digit run's index: what the finders walked before. */
const everyRun = (text: string) => Int32Array.from({ length: scanOf(text).digitTokens.digitRuns.count }, (_, k) => k);

describe('blankLedRuns', () => {
  it('lists the runs of six digits or fewer after a blank, a line break, "(", "," or ":" and before a blank, a line break, a small letter, "," or "-"', () => {
    const g = generator(18);
    for (let t = 0; t < 2000; t++) {
      const text = randomText(g);
      const scan = scanOf(text);
      const runs = scan.digitTokens.digitRuns;
      const expected: number[] = [];
      for (let k = 0; k < runs.count; k++) {
        const start = runs.start(k);
        const end = runs.end(k);
        if (end - start <= 6 && (start === 0 || /[ \t\n\r(,:]/.test(text[start - 1]!)) && (end === text.length || /[ \t\n\r,a-z-]/.test(text[end]!))) expected.push(k);
      }
      expect([...blankLedRuns(text, scan)]).toEqual(expected);
    }
  });

  it('leaves the street and postcode finders finding what they found reading every run', () => {
    const g = generator(2026);
    const found = { lower: 0, upper: 0, postal: 0 };
    for (let t = 0; t < 1000; t++) {
      const text = randomText(g);
      const scan = scanOf(text);
      const all = everyRun(text);
      const lower = findLowerCaseStreets(text, scan);
      const upper = findUpperCaseStreets(text, scan);
      const postal = findPostalBlocks(text, scan);
      expect(lower).toEqual(findLowerCaseStreets(text, scan, all));
      expect(upper).toEqual(findUpperCaseStreets(text, scan, all));
      expect(postal).toEqual(findPostalBlocks(text, scan, all));
      found.lower += lower.length;
      found.upper += upper.length;
      found.postal += postal.length;
    }
    // The texts hold addresses of every layout after each separator (after ":" the capitals').
    expect(found.lower).toBeGreaterThan(200);
    expect(found.upper).toBeGreaterThan(130);
    expect(found.postal).toBeGreaterThan(200);
  });

  it('finds a street in capitals after a colon, a number at the text start, and leaves "#12"', () => {
    const text = 'Address:4410 SE ALDER ST APT 12, PORTLAND OR 97215';
    expect(findUpperCaseStreets(text).map((c) => text.slice(c.start, c.end))).toEqual(['4410 SE ALDER ST APT 12, PORTLAND OR 97215']);
    const start = '615 w bannock st apt 4 boise 83702';
    expect(findLowerCaseStreets(start).map((c) => start.slice(c.start, c.end))).toEqual([start]);
    expect(findLowerCaseStreets('unit #12 oak street')).toEqual([]);
  });
});
