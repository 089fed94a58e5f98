import { describe, expect, it } from 'vitest';
import { collectWords, collectWordsByRegex, type Word } from '../../src/detectors/names/names-line-words.js';
import { randomTexts } from '../helpers/random-text.js';

/** The words of each line of `text` as [start, end, key, lower], by `collect`. */
function lineWords(text: string, collect: typeof collectWords): [number, number, string, boolean][] {
  const out: [number, number, string, boolean][] = [];
  const words: Word[] = [];
  const pool: Word[] = [];
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    words.length = 0;
    collect(text, from, to, words, pool);
    for (const w of words) out.push([w.start, w.end, w.key, w.lower]);
    from = to + 1;
  }
  return out;
}

describe("an informal line's words read code by code", () => {
  it('are LINE_WORD\'s matches on a log line, with exact spans', () => {
    const text = '2024-03-01T00:00:02Z INFO service=billing user=jonas.petrov path=/api/v1/orders dont-stop it\'s x-Ray';
    expect(lineWords(text, collectWords).map(([s, e, key]) => `${text.slice(s, e)}=${key}`)).toEqual(['INFO=info', 'service=service', 'billing=billing', 'user=user', 'path=path', 'dont-stop=dont-stop', 'it=it', 'x-Ray=x-ray']);
  });

  it('are what LINE_WORD finds, on 20,000 random texts', () => {
    // Mostly ASCII (a line beyond it is read by the regex itself), a character beyond it now and then.
    const ascii = ['ab', 'Cd', 'x', 'E', "'", "'s", '-', '.', '_', '@', '#', '/', '9', ' ', ' ', '\t', '=', ':', '\n'];
    const pieces = [...ascii, ...ascii, ...ascii, ...ascii, 'é', '’', 'ß', 'Ω', '\u0301', '٣'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 24, 2027)) {
      const want = lineWords(text, collectWordsByRegex);
      found += want.length;
      expect({ text, got: lineWords(text, collectWords) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(15000);
  });
});
