import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { PatternSearch, splitLeadingLookbehinds } from '../../src/engine/pattern-search.js';
import { randomInts } from '../helpers/random-text.js';

/** Each match of a global regex as `index:match:groups`: the plain definition. */
function plainMatches(re: RegExp, text: string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    out.push(`${m.index}:${m[0]}:${JSON.stringify(m.groups ?? null)}:${m.length}`);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** The same, found by a PatternSearch as the engine steps it (collectInWindows). */
function searchedMatches(search: PatternSearch, text: string): string[] {
  const out: string[] = [];
  let at = 0;
  let m: RegExpExecArray | null;
  while ((m = search.exec(text, at)) !== null) {
    out.push(`${m.index}:${m[0]}:${JSON.stringify(m.groups ?? null)}:${m.length}`);
    at = m.index + m[0].length + (m[0].length === 0 ? 1 : 0);
  }
  return out;
}

describe('splitLeadingLookbehinds', () => {
  it('takes the leading lookbehinds, one or more, up to their closing parenthesis', () => {
    expect(splitLeadingLookbehinds(String.raw`(?<![\p{L}\p{N}])exp\d`, 'iu')).toEqual({ lookbehind: String.raw`(?<![\p{L}\p{N}])`, rest: String.raw`exp\d` });
    expect(splitLeadingLookbehinds(String.raw`(?<=^|\n)(?<!x)(?:a|b)c`, 'm')).toEqual({ lookbehind: String.raw`(?<=^|\n)(?<!x)`, rest: '(?:a|b)c' });
    // A ")" inside a class or escaped does not close the group.
    expect(splitLeadingLookbehinds(String.raw`(?<![)\]\(])\)x`, '')).toEqual({ lookbehind: String.raw`(?<![)\]\(])`, rest: String.raw`\)x` });
    expect(splitLeadingLookbehinds(String.raw`(?<=(?<![\p{L}])(?:dob|birth)[ \t]*)(?<value>\d+)`, 'u')).toEqual({
      lookbehind: String.raw`(?<=(?<![\p{L}])(?:dob|birth)[ \t]*)`,
      rest: String.raw`(?<value>\d+)`,
    });
  });

  it('does not split where the rest alone would find other matches or other groups', () => {
    expect(splitLeadingLookbehinds('exp(?<!x)', '')).toBeUndefined(); // no leading lookbehind
    expect(splitLeadingLookbehinds('(?<!x)', '')).toBeUndefined(); // nothing after it
    expect(splitLeadingLookbehinds('(?<!a)b|c', '')).toBeUndefined(); // the lookbehind is one alternative's
    expect(splitLeadingLookbehinds('(?<=(a))b', '')).toBeUndefined(); // a capture: the rest's groups would be renumbered
    expect(splitLeadingLookbehinds('(?<=(?<x>a))b', '')).toBeUndefined();
    expect(splitLeadingLookbehinds(String.raw`(?<!\1)(b)`, '')).toBeUndefined(); // a back-reference
    expect(splitLeadingLookbehinds('(?<!a)b', 'v')).toBeUndefined(); // nested classes not read
    expect(splitLeadingLookbehinds('(?<!a)(?:b|c)', '')).toEqual({ lookbehind: '(?<!a)', rest: '(?:b|c)' });
  });
});

describe('PatternSearch', () => {
  it('finds the next match where the lookbehinds hold, past a surrogate pair in Unicode mode', () => {
    // The rest matches at 1, where the lookbehind fails: the search goes on after the pair
    // (a start inside it, V8 reads as the pair's start: an endless loop).
    const emoji = new PatternSearch(/(?<!x)😀/gu);
    expect(searchedMatches(emoji, 'x😀😀')).toEqual(['3:😀:null:1']);
    // Without `u` a search may start between the halves of a pair, as the global regex does.
    expect(searchedMatches(new PatternSearch(/(?<!\uD83D)\uDE00|(?<=\uD83D)\uDE00/g), '😀')).toEqual(plainMatches(/(?<!\uD83D)\uDE00|(?<=\uD83D)\uDE00/g, '😀'));
    // Rejected at 1 ("a" before it), the next place is 2.
    expect(searchedMatches(new PatternSearch(/(?<!a)b+/g), 'abb')).toEqual(['2:b:null:1']);
    expect(searchedMatches(new PatternSearch(/(?<![\p{L}\p{N}])exp (?<value>\d\d)/giu), 'xexp 12, EXP 34 exp 5')).toEqual([`9:EXP 34:{"value":"34"}:2`]);
  });

  it('finds what small patterns find on 4,000 random texts of few letters (a rejected place, then the next)', () => {
    const patterns = [/(?<!a)b+/g, /(?<=a|^)[ab]c?/g, /(?<![\p{L}])x+/gu, /(?<!😀)😀/gu, /(?<!\uD83D)[\uDE00b]/g, /(?<=b)(?<!bb)\w/g, /(?<!x)(?:)/g, /(?<=c)(?<!ac)(?<value>b?)x/g];
    const searches = patterns.map((re) => new PatternSearch(re));
    const alphabet = ['a', 'b', 'c', 'x', '😀', ' ', 'é'];
    const next = randomInts(99);
    let found = 0;
    for (let t = 0; t < 4000; t++) {
      let text = '';
      for (let k = 1 + (next() % 12); k > 0; k--) text += alphabet[next() % alphabet.length];
      for (const [i, re] of patterns.entries()) {
        const expected = plainMatches(re, text);
        found += expected.length;
        const got = searchedMatches(searches[i]!, text);
        // expect() only on a difference: 32,000 deep comparisons cost seconds.
        if (got.join('|') !== expected.join('|')) expect({ re: re.source, text, found: got }).toEqual({ re: re.source, text, found: expected });
      }
    }
    expect(found).toBeGreaterThan(10000);
  });

  it("finds each detector pattern's matches as its global regex does, on random texts", () => {
    // Pieces: each pattern's own examples cut in words and pieces of words (where the
    // lookbehinds decide), letters, digits, marks, blanks and an astral character.
    const noise = ['a', 'Z', 'é', '1', '0', '-', '.', '_', ':', '/', ' ', ' ', '\t', '\n', '#', '😀', '\u0301', 'ш', '字', 'x1'];
    const next = randomInts(4242);
    let patterns = 0;
    let split = 0;
    let matched = 0;
    // Texts where the rest alone matches where the pattern does not: the lookbehinds decided.
    let decided = 0;
    for (const det of DETECTORS) {
      if (det.compiled.length === 0) continue;
      const words: string[] = [];
      for (const e of det.examples.positive) {
        const text = typeof e === 'string' ? e : e.text;
        words.push(text);
        for (const match of typeof e === 'string' ? [] : [e.match].flat()) words.push(match, `a${match}`, `1${match}`);
        for (const w of text.split(/(?<=\s)/)) {
          words.push(w);
          if (w.length > 3) words.push(w.slice(0, 2), w.slice(2));
        }
      }
      const pieces = [...words, ...noise];
      det.compiled.forEach((re, p) => {
        patterns++;
        const parts = splitLeadingLookbehinds(re.source, re.flags);
        if (parts) split++;
        const rest = parts && new RegExp(parts.rest, re.flags);
        const search = det.searches[p]!;
        for (let t = 0; t < 40; t++) {
          let text = '';
          for (let k = 3 + (next() % 14); k > 0; k--) text += pieces[next() % pieces.length];
          const expected = plainMatches(re, text);
          matched += expected.length;
          if (rest && plainMatches(rest, text).some((m) => !expected.includes(m))) decided++;
          const found = searchedMatches(search, text);
          if (found.join('|') !== expected.join('|')) expect({ source: re.source, text, found }).toEqual({ source: re.source, text, found: expected });
        }
      });
    }
    // Most patterns begin with a lookbehind; the texts hold matches (the test reads something).
    expect(patterns).toBeGreaterThan(140);
    expect(split).toBeGreaterThan(110);
    expect(matched).toBeGreaterThan(1000);
    expect(decided).toBeGreaterThan(400);

  });
});
