import { describe, expect, it } from 'vitest';
import { greetingsOnLine } from '../../../src/detectors/names/names-lower-mentions.js';
import { analyze } from '../../../src/engine/analyze.js';

// greetingsOnLine finds the greetings of a line by a global search on the line alone; the plain
// version read every word of the line letter by letter and tried GREETED at the words whose
// hash was a greeting's. Both must give the same places on random lines.
const GREETED = /(?:[Tt]hx|[Tt]hanks|[Tt]hank you|[Tt]y|[Tt]ks|[Cc]heers|[Hh]i|[Hh]ey|[Hh]iya|[Hh]ello|[Bb]ye|[Dd]ear|[Mm]orning|[Tt]a),?[ \t]+([a-z]+)(?![A-Za-z0-9_@.'’-])/y;
const isWordCode = (c: number) => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c === 95 || c > 127;
const HASHES = new Set(['thx', 'thanks', 'thank', 'ty', 'tks', 'cheers', 'hi', 'hey', 'hiya', 'hello', 'bye', 'dear', 'morning', 'ta'].map((w) => hash(w, 0, w.length)));

function hash(s: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) h = (h * 33 + (s.charCodeAt(i) | 0x20)) & 0xfffff;
  return h & 4095;
}

function plain(text: string, ls: number, le: number): number[] {
  const out: number[] = [];
  let wordStart = -1;
  for (let i = ls; i <= le; i++) {
    const c = i < le ? text.charCodeAt(i) : 32;
    const lower = c | 0x20;
    if (lower >= 97 && lower <= 122 && c < 128) {
      if (wordStart < 0) {
        if (i > ls && isWordCode(text.charCodeAt(i - 1))) continue;
        wordStart = i;
      }
      continue;
    }
    if (wordStart < 0) continue;
    const at = wordStart;
    wordStart = -1;
    if (!HASHES.has(hash(text, at, i))) continue;
    GREETED.lastIndex = at;
    const m = GREETED.exec(text);
    if (m && at + m[0].length <= le) out.push(at);
  }
  return out;
}

let seed = 20;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const PARTS = ['hi', 'Hi', 'HI', 'hiya', 'hey', 'Hey', 'thank you', 'Thanks', 'thx', 'ty', 'Ta', 'ta', 'tks', 'cheers', 'hello', 'bye', 'Dear', 'morning', 'tom', 'anna', 'Tom', 'sam.', 'x@y', 'data', 'party', 'Delhi', 'chi', '9hi', '_hi', 'é', 'éhi', 'thé', '’', "'", '-', ',', '.', '!', '😀', '12', 'GET /api'];
const SEPARATORS = [' ', ' ', ', ', '\t', '', '\n', '  '];

describe('greetingsOnLine', () => {
  it('finds the places the word-by-word reading found, on 5,000 random lines cut anywhere', () => {
    let found = 0;
    for (let t = 0; t < 5000; t++) {
      const parts: string[] = [];
      for (let k = 2 + Math.floor(next() * 10); k > 0; k--) parts.push(pick(PARTS), pick(SEPARATORS));
      const text = parts.join('');
      // A line may start or end inside a word, as well as at the text's ends.
      const ls = Math.floor(next() * Math.min(6, text.length));
      const le = next() < 0.5 ? text.length : ls + Math.floor(next() * (text.length - ls + 1));
      const expected = plain(text, ls, le);
      found += expected.length;
      const got: number[] = [];
      greetingsOnLine(text, ls, le, got);
      expect(got, JSON.stringify([text, ls, le])).toEqual(expected);
    }
    expect(found).toBeGreaterThan(1200);
  });

  it('takes the greeted given name in a chat where the person is found capitalised', () => {
    const text = 'Agent (Tom Baker): how can I help?\nthx tom ur the best!!\nhi hey tom :)\nthe data tom sent';
    const people = analyze(text, { entities: ['PERSON_NAME'] }).map((f) => text.slice(f.start, f.end));
    expect(people).toEqual(['Tom Baker', 'tom', 'tom']);
  });
});
