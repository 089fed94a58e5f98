import { describe, expect, it } from 'vitest';
import { collectWords, collectWordsByRegex, lowerWordsAscii, Verdict, type Word } from '../../src/detectors/names/names-line-words.js';
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

// A judge by key for the tests: "keep" is kept, "stop" sends the line to collectWords, "near"
// does where a blank follows it.
const judge = (key: string): Verdict => (key === 'keep' ? Verdict.Keep : key === 'stop' ? Verdict.ReadLine : key === 'near' ? Verdict.Beside : Verdict.Skip);
const blankAfter = (text: string, _start: number, end: number): boolean => text.charCodeAt(end) === 32;

/** lowerWordsAscii on the whole of `text`: its answer and the words kept, as [start, end, key, lower]. */
function lowerWords(text: string): [boolean, [number, number, string, boolean][]] {
  const kept: Word[] = [];
  const whole = lowerWordsAscii(text, 0, text.length, judge, blankAfter, kept);
  return [whole, kept.map((w) => [w.start, w.end, w.key, w.lower])];
}

describe("an informal line's lower-case words judged by spelling (lowerWordsAscii)", () => {
  it('keeps the words judged Keep with their exact spans, passing capitalised words and words inside others', () => {
    expect(lowerWords("INFO keep service=keep Keep keep's user.keep x-keep keep-it")).toEqual([
      true,
      [
        [5, 9, 'keep', true],
        [18, 22, 'keep', true],
        [28, 32, 'keep', true],
      ],
    ]);
  });

  it('answers false at a word judged ReadLine, at a word judged Beside where the test says so, and beyond ASCII', () => {
    expect(lowerWords('keep stop keep')[0]).toBe(false);
    expect(lowerWords('near=1 keep')).toEqual([true, [[7, 11, 'keep', true]]]);
    expect(lowerWords('near keep')[0]).toBe(false);
    expect(lowerWords('keep é')[0]).toBe(false);
    expect(lowerWords('Stop NEAR near')).toEqual([true, []]);
  });

  it("keeps what collectWords' lower-case words say, on 20,000 random texts", () => {
    const ascii = ['keep', 'stop', 'near', 'Keep', 'kEep', 'ab', "'", "'s", '-', '.', '_', '@', '/', '9', ' ', ' ', '=', ':'];
    const pieces = [...ascii, ...ascii, ...ascii, 'é', '’'];
    let whole = 0;
    for (const text of randomTexts(pieces, 20000, 16, 2028)) {
      const words: Word[] = [];
      collectWords(text, 0, text.length, words, []);
      let want = !/[^\x00-\x7f]/.test(text);
      const kept: [number, number, string, boolean][] = [];
      for (const w of words) {
        if (!w.lower) continue;
        const v = judge(w.key);
        if (v === Verdict.ReadLine || (v === Verdict.Beside && blankAfter(text, w.start, w.end))) want = false;
        if (v === Verdict.Keep) kept.push([w.start, w.end, w.key, w.lower]);
      }
      const [got, gotKept] = lowerWords(text);
      expect({ text, got }).toEqual({ text, got: want });
      if (want) {
        whole++;
        expect({ text, gotKept }).toEqual({ text, gotKept: kept });
      }
    }
    expect(whole).toBeGreaterThan(5000);
  });
});
