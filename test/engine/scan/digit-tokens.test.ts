import { describe, expect, it } from 'vitest';
import { TextScan } from '../../../src/engine/scan/index.js';
import { randomTexts } from '../../helpers/random-text.js';

/** The engine's digit-token scan (scan/digit-tokens.ts), shared by the card, phone, ZIP, IBAN and ID detectors. */
const tokens = (text: string) => new TextScan(text).digitTokens;

/** [start0, end0, start1, end1, …] of the digit runs. */
function runsOf(text: string): number[] {
  const runs = tokens(text).digitRuns;
  const out: number[] = [];
  for (let k = 0; k < runs.count; k++) out.push(runs.start(k), runs.end(k));
  return out;
}

describe('digit tokens', () => {
  it('start at a token with six digits or more and after each joiner inside it', () => {
    expect([...tokens('In 1991, SSN 536-90-4399 and ABC 12345.').numberStarts]).toEqual([9, 13, 17, 20]);
    expect([...tokens('In 1991, SSN 536-90-4399 and ABC/912.701.234.').numberStarts]).toEqual([9, 13, 17, 20, 29, 33, 37, 41]);
    expect([...tokens('no numbers here').numberStarts]).toEqual([]);
  });

  it('keeps the starts with enough digits after them in their token', () => {
    const t = tokens('In 1991, SSN 536-90-4399 and ABC/912.701.234, tel +44 20 7946 0958.');
    expect(t.numberStartsWith(6)).toEqual([9, 13, 17, 29, 33, 37, 51, 54, 57]);
    expect(t.numberStartsWith(13)).toEqual([]);
    expect(t.numberStartsWith(6)).toBe(t.numberStartsWith(6)); // made once per call and count
  });

  it('gives the runs of digits', () => {
    expect(runsOf('a 12 b3456-7 x')).toEqual([2, 4, 6, 10, 11, 12]);
  });

  it('gives the end of a run of 255 digits or more from the text', () => {
    const long = '7'.repeat(254) + ' ' + '8'.repeat(255) + ' ' + '9'.repeat(700) + 'x1';
    expect(runsOf(long)).toEqual([0, 254, 255, 510, 511, 1211, 1212, 1213]);
  });

  it('gives the runs of a text of many blocks, dense and sparse (their starts kept in two bytes or four)', () => {
    const dense = Array.from({ length: 500 }, (_, i) => `id=${i} at 10.0.${i % 256}.7`).join('\n');
    const sparse = `${dense}\n${'x'.repeat(70_000)} 42 ${'y'.repeat(70_000)} 7-7`;
    for (const text of [dense, sparse]) {
      const expected = [...text.matchAll(/\d+/g)].flatMap((m) => [m.index, m.index + m[0].length]);
      expect(runsOf(text)).toEqual(expected);
    }
    expect(runsOf(sparse).length / 2).toBe(2503);
    expect(tokens(dense).parts().runStarts.wide).toBeUndefined();
    expect(tokens(sparse).parts().runStarts.wide).toBeInstanceOf(Int32Array);
  });

  it('is built once per scan, on first use', () => {
    const scan = new TextScan('SSN 536-90-4399');
    expect(scan.digitTokens).toBe(scan.digitTokens);
  });
});

describe('the shared digit scan', () => {
  /**
   * The definition of the starts: each token that a global scan with DIGIT_TOKEN finds, with
   * six digits or more, begins at its first digit moved back over the capitals and joiners
   * before it; inside it, a number may start after each joiner.
   */
  function plain(text: string, minDigits: number) {
    const numbers: number[] = [];
    const isToken = (c: string | undefined) => c !== undefined && /[0-9A-Z]/.test(c);
    const isJoiner = (c: string | undefined) => c !== undefined && ' .-/+'.includes(c);
    for (const m of text.matchAll(/\d[0-9A-Z]*(?:[ .\-/+][0-9A-Z]+)*/g)) {
      const end = m.index + m[0].length;
      let start = m.index;
      while (start > 0 && (isToken(text[start - 1]) || (isJoiner(text[start - 1]) && isToken(text[start - 2])))) start--;
      const digitsFrom = (i: number) => text.slice(i, end).replace(/\D/g, '').length;
      if (digitsFrom(start) < 6) continue;
      for (let i = start; i < end; i++) {
        if (i > start && !isJoiner(text[i - 1])) continue;
        if (digitsFrom(i) < minDigits) continue;
        numbers.push(i);
      }
    }
    return numbers;
  }

  it('gives the starts and digit runs of the plain definition, on 5,000 random texts', () => {
    const pieces = ['1', '23', '4567', 'A', 'SSN', 'x', ' ', ' ', '-', '.', '/', '+', ':', '--', 'é', '\n'];
    let found = 0;
    for (const text of randomTexts(pieces, 5000, 24, 5)) {
      const runs = [...text.matchAll(/\d+/g)].flatMap((m) => [m.index, m.index + m[0].length]);
      const t = tokens(text);
      const six = plain(text, 0);
      found += six.length;
      expect({ text, runs: runsOf(text), numbers: [...t.numberStarts] }).toEqual({ text, runs, numbers: six });
      expect({ text, numbers: t.numberStartsWith(9) }).toEqual({ text, numbers: plain(text, 9) });
    }
    expect(found).toBeGreaterThan(1000);
  });
});
