import { describe, expect, it } from 'vitest';
import { escapeRegExp, hasContext, wordListRegex } from '../../src/engine/detector.js';
import { randomTexts } from '../helpers/random-text.js';

/** The plain definition: a leading lookbehind, then the words longest first. */
function reference(words: readonly string[], flags: string): RegExp {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${sorted.join('|')})(?![\\p{L}\\p{N}_])`, `${flags}u`);
}

describe('wordListRegex', () => {
  // Words that share a first letter (one lookbehind for them), and letters that match others
  // without case: the Kelvin sign (U+212A) is a "k", the long s (U+017F) an "s".
  const words = ['tel', 'tél', 'telephone', 'c++', '#tag', '𝒜bc', 'ß', 'a.b', 'ID', 'sms', 'Sepa', 'key', 'kg'];
  const pieces = ['tel', 'TEL', 'tél', 'ephone', 'c++', '#', 'tag', '𝒜', 'bc', 'ß', 'SS', 'a.b', 'id', 'x', '_', '1', ' ', ' ', '.', 'é', 's', 'ſ', 'ms', 'epa', '\u212a', 'K', 'ey', 'g'];

  it('matches where the plain definition does, on 20,000 random texts', () => {
    const fast = wordListRegex(words, 'gi')!;
    const plain = reference(words, 'gi');
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 10)) {
      const want = [...text.matchAll(plain)].map((m) => [m.index, m[0]]);
      found += want.length;
      expect({ text, got: [...text.matchAll(fast)].map((m) => [m.index, m[0]]) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(2000);
  });

  it("takes a word's edge as `[\\p{L}\\p{N}_]` does, before and after, with and without case, at every code point below U+3400 and every seventh above", () => {
    // Its edge is written `(?:[\p{L}_]|\p{N})` (V8 parses it faster): the same set of code points.
    for (const flags of ['', 'i']) {
      const fast = wordListRegex(['ab'], flags)!;
      const plain = reference(['ab'], flags);
      const differ: number[] = [];
      for (let cp = 0; cp < 0x110000; cp += cp < 0x3400 ? 1 : 7) {
        const c = String.fromCodePoint(cp);
        if (fast.test(`${c}ab`) !== plain.test(`${c}ab`) || fast.test(`ab${c}`) !== plain.test(`ab${c}`)) differ.push(cp);
      }
      expect(differ).toEqual([]);
      // Each edge is a test: a letter, an Arabic-Indic digit, `_`, a Roman numeral (a number, Nl).
      for (const c of ['x', '١', '_', 'Ⅻ']) expect([fast.test(`${c}ab`), fast.test(`ab${c}`)]).toEqual([false, false]);
      expect([fast.test(' ab'), fast.test('ab-')]).toEqual([true, true]);
    }
  });

  it('gives no regex for no words', () => {
    expect(wordListRegex([])).toBeUndefined();
    expect(wordListRegex([''])).toBeUndefined();
  });
});

describe('hasContext', () => {
  const re = wordListRegex(['SIN', 'social insurance'])!;
  const value = '046 454 286';

  it('takes a context word within 64 characters before or 24 after the value', () => {
    const text = `SIN ${'x'.repeat(56)} n: ${value}`;
    const start = text.indexOf(value);
    expect(start - text.indexOf('SIN')).toBe(64); // the window's first character
    expect(hasContext(re, text, start, start + value.length, '')).toBe(true);
    const after = `${value}, ${'y'.repeat(18)} SIN`; // "SIN" ends 24 characters after the value
    expect(hasContext(re, after, 0, value.length, '')).toBe(true);
    expect(hasContext(re, `${value} ${'y'.repeat(30)} SIN`, 0, value.length, '')).toBe(false);
  });

  it('does not take a word cut by the edge of a window: the text around it decides', () => {
    // "SIN" begins the 64-character window before the value but ends "socialeSIN".
    const glued = `socialeSIN ${'x'.repeat(59)} ${value}`;
    const start = glued.indexOf(value);
    expect(start - glued.indexOf('SIN')).toBe(64);
    expect(hasContext(re, glued, start, start + value.length, '')).toBe(false);
    expect(hasContext(re, glued.replace('socialeSIN', 'sociale SIN').slice(1), start, start + value.length, '')).toBe(true);
    // After the value, "SIN" that the window's end cuts from "SINGLE" is no context word either.
    const cut = `${value} ${'y'.repeat(19)} SINGLE`;
    expect(hasContext(re, cut, 0, value.length, '')).toBe(false);
    expect(hasContext(re, cut.replace('SINGLE', 'SIN.'), 0, value.length, '')).toBe(true);
  });

  it('searches every window and the hint from its start, whatever the regex last searched', () => {
    // hasContext searches with one global twin of `re` (one compile); national IDs pass global
    // lists. A search left lastIndex past a short window's end: the next must still find it.
    const global = wordListRegex(['SIN', 'social insurance'], 'gi')!;
    const after = `${value}, SIN`;
    const before = `SIN: ${value}`;
    for (const list of [re, global]) {
      list.lastIndex = 50;
      expect(hasContext(list, after, 0, value.length, '')).toBe(true);
      expect(hasContext(list, before, 5, 5 + value.length, '')).toBe(true);
      expect(hasContext(list, value, 0, value.length, 'social insurance')).toBe(true);
      expect(hasContext(list, value, 0, value.length, 'number')).toBe(false);
    }
  });

  it('finds what the plain definition finds around a value, on 10,000 random texts, ASCII or not', () => {
    // An ASCII window is searched with ASCII word edges (start13); a window with any other
    // character with the Unicode ones: both must find what `[\p{L}\p{N}_]` edges find.
    const words = ['tel', 'telephone', 'mobile', 'sms', 'key', 'c++'];
    const plain = reference(words, 'gi');
    const definition = (text: string, start: number, end: number, hint: string) => {
      plain.lastIndex = 0;
      if (hint && plain.test(hint)) return true;
      const from = Math.max(0, start - 65);
      plain.lastIndex = start - from > 64 ? 1 : 0;
      if (plain.test(text.slice(from, start))) return true;
      plain.lastIndex = 0;
      return plain.test(text.slice(end, end + 25));
    };
    const pieces = ['tel', 'TEL', 'ephone', 'mobile', 'SMS', 's', 'ms', 'key', 'K', 'c++', 'x', '_', '1', ' ', ': ', '.', '-', 'é', '\u212a', 'ſ', '١', '\u00a0'];
    const lists = [wordListRegex(words)!, wordListRegex(words, 'gi')!];
    let near = 0;
    let ascii = 0;
    for (const [i, text] of [...randomTexts(pieces, process.env.ANONYMIZE_LONG_TESTS ? 250000 : 10000, 16, 2027)].entries()) {
      const start = text.length >> 1;
      const end = Math.min(text.length, start + (i % 4));
      const hint = i % 5 === 0 ? text.slice(0, 4) : '';
      const want = definition(text, start, end, hint);
      near += want ? 1 : 0;
      ascii += /^[\x00-\x7f]*$/.test(text) ? 1 : 0;
      for (const re of lists) expect({ text, start, end, hint, got: hasContext(re, text, start, end, hint) }).toEqual({ text, start, end, hint, got: want });
    }
    expect(near).toBeGreaterThan(2000);
    expect(ascii).toBeGreaterThan(1500);
  });
});
