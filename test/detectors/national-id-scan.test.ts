import { describe, expect, it } from 'vitest';
import { digitRuns, idStarts, idStartsWith, numberStarts, numberStartsWith } from '../../src/detectors/lib/national-id-scan.js';
import { randomTexts } from '../helpers/random-text.js';

/** The shared digit scan of card, phone, ZIP and IBAN detectors (lib/national-id-scan.ts). */

describe('idStarts', () => {
  it('starts at a token and after each space or "+" inside it; skips tokens with < 6 digits', () => {
    const text = 'In 1991, SSN 536-90-4399 and ABC 12345.';
    expect(idStarts(text)).toEqual([9, 13]);
  });

  it('keeps the starts with enough digits after them in their token', () => {
    const text = 'In 1991, SSN 536-90-4399 and ABC/912.701.234, tel +44 20 7946 0958.';
    expect(idStarts(text)).toEqual([9, 13, 29, 51, 54, 57, 62]);
    expect(idStartsWith(text, 6)).toEqual([9, 13, 29, 51, 54, 57]); // "0958" has 4
    expect(idStartsWith(text, 9)).toEqual([9, 13, 29, 51, 54]);
    expect(numberStartsWith(text, 6)).toEqual([9, 13, 17, 29, 33, 37, 51, 54, 57]);
    expect(numberStartsWith(text, 13)).toEqual([]);
  });

  it('numberStarts also starts after ". - /" inside a token', () => {
    expect(numberStarts('In 1991, SSN 536-90-4399 and ABC/912.701.234.')).toEqual([9, 13, 17, 20, 29, 33, 37, 41]);
  });

  it('gives the same answer for an equal string built separately', () => {
    const a = ['SSN ', '536-90-4399'].join('');
    const b = `SSN ${'536-90-4399'}`;
    expect(idStarts(a)).toEqual([0, 4]);
    expect(idStarts(b)).toEqual([0, 4]);
    expect(idStarts('no numbers here')).toEqual([]);
  });
});

describe('the shared digit scan', () => {
  /**
   * The definition of the starts: each token that a global scan with DIGIT_TOKEN finds, with
   * six digits or more, begins at its first digit moved back over the capitals and joiners
   * before it; inside it, a number may start after each joiner (an ID after " " and "+").
   */
  function plain(text: string, minDigits: number) {
    const ids: number[] = [];
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
        if (i === start || text[i - 1] === ' ' || text[i - 1] === '+') ids.push(i);
      }
    }
    return { ids, numbers };
  }

  it('gives the starts and digit runs of the plain definition, on 5,000 random texts', () => {
    const pieces = ['1', '23', '4567', 'A', 'SSN', 'x', ' ', ' ', '-', '.', '/', '+', ':', '--', 'é', '\n'];
    let found = 0;
    for (const text of randomTexts(pieces, 5000, 24, 5)) {
      const runs = [...text.matchAll(/\d+/g)].flatMap((m) => [m.index, m.index + m[0].length]);
      const six = plain(text, 0);
      const nine = plain(text, 9);
      found += six.ids.length;
      expect({ text, runs: digitRuns(text), ids: idStarts(text), numbers: numberStarts(text) }).toEqual({ text, runs, ids: six.ids, numbers: six.numbers });
      expect({ text, ids: idStartsWith(text, 9), numbers: numberStartsWith(text, 9) }).toEqual({ text, ...nine });
    }
    expect(found).toBeGreaterThan(1000);
  });
});
