import { describe, expect, it } from 'vitest';
import { LOCAL_BEFORE_AT, localStart } from '../../src/detectors/email.js';
import { randomTexts } from '../helpers/random-text.js';

/** The reference: the local part matched at the end of text.slice(from, at). */
function reference(text: string, from: number, at: number): number | undefined {
  const m = LOCAL_BEFORE_AT().exec(text.slice(from, at));
  return m ? from + m.index : undefined;
}

// Characters that matter at a local part's edges: atom characters in and out of the
// look-behind set, dots, quotes, spaces, letters beyond ASCII and astral ones.
const ALPHABET = ['a', 'Z', '7', '_', '.', '-', '+', '%', '!', '#', '/', '=', '~', '"', ' ', '@', '<', ',', 'é', 'ß', 'Ж', '😀', '𝒜', '\\'];

describe('email local part read backwards from the "@"', () => {
  it('starts where the regex over the slice before the "@" starts, on 20,000 random texts', () => {
    let found = 0;
    for (const s of randomTexts(ALPHABET, 20000)) {
      const text = `${s}@example.com`;
      for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
        for (const reach of [80, 5]) {
          const from = Math.max(0, at - reach);
          const want = reference(text, from, at);
          if (want !== undefined) found++;
          expect({ text, from, got: localStart(text, from, at) }).toEqual({ text, from, got: want });
        }
      }
    }
    expect(found).toBeGreaterThan(5000); // the comparison is not vacuous
  });

  it('reads dot-atoms, quoted strings and stops at what may not precede one', () => {
    const cases: [string, string | undefined][] = [
      ['mail jane.doe+x@example.com', 'jane.doe+x'],
      ['say "john doe"@example.org', '"john doe"'],
      ['a@b@example.com', undefined], // "b" follows an "@"
      ['x!y#z@example.com', 'x!y#z'],
      ['.jane@example.com', undefined], // nor a dot
    ];
    for (const [text, local] of cases) {
      const at = text.lastIndexOf('@');
      const start = localStart(text, 0, at);
      expect(start === undefined ? undefined : text.slice(start, at)).toBe(local);
    }
  });
});
