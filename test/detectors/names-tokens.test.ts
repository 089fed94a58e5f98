import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asciiTokenEnd, FALLBACK, regexTokenEnd, tokenize } from '../../src/detectors/names/names-tokens.js';

const corpus = (file: string) => readFileSync(new URL(`../../fixtures/${file}`, import.meta.url), 'utf8');

describe('asciiTokenEnd', () => {
  // The hand-written matcher must end every token exactly where the TOKEN regex does.
  const tricky = [
    "Mr. Smith met A. B. Jones, U.S.A. and J.R.R. Tolkien; Cz.M. A.-M. Dr.5 Foo._ Bar.@ Jean-Paul2",
    "O'Neil's James' Workers' Party Smith- Xenides-Arestis Doe's. MARY-ANN O'BRIEN A.B.C Ab.Cd. Q_ R@x",
    'St. Mary. Inc., Ltd.; X. Y: Z-1 K9 End.',
  ];
  const texts = [...tricky, corpus('bench/corpus.txt'), corpus('quality/tab-dev.jsonl'), corpus('quality/mixed.jsonl')];

  it('agrees with the TOKEN regex at every ASCII capital of the corpora', () => {
    let compared = 0;
    for (const text of texts) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 65 || c > 90) continue;
        const fast = asciiTokenEnd(text, i);
        if (fast === FALLBACK) continue;
        if (fast !== regexTokenEnd(text, i)) expect({ at: i, around: text.slice(i, i + 20), fast }).toEqual({ at: i, around: text.slice(i, i + 20), fast: regexTokenEnd(text, i) });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100_000);
  });

  it('ends tokens as the regex does on hand-picked cases', () => {
    const ends = (s: string) => asciiTokenEnd(s, 0);
    expect(ends('Jean-Paul2 ')).toBe(4); // backs off to before the hyphen group, as the regex does
    expect(ends("James' car")).toBe(6); // possessive apostrophe after s
    expect(ends('Mr.5')).toBe(-1);
    expect(ends('U.S.A. ')).toBe(6);
    expect(ends('Ab.Cd.')).toBe(-1);
  });
});

describe('tokenize', () => {
  it('folds keys of words joined with a typographic apostrophe like their ASCII spelling', () => {
    expect(tokenize('the Conseil d’Etat and al-Hassan').map((t) => [t.word, t.key])).toEqual([
      ['Conseil', 'conseil'],
      ['d’Etat', "d'etat"],
      ['al-Hassan', 'al-hassan'],
    ]);
  });

  it('splits off possessives and full stops but keeps initials whole', () => {
    const tokens = tokenize("Mr. O'Neil's car. J.R.R. Tolkien wrote.");
    expect(tokens.map((t) => [t.word, t.start, t.end, t.initial, t.sentenceStart])).toEqual([
      ['Mr', 0, 3, false, true],
      ["O'Neil", 4, 10, false, false],
      ['J.R.R.', 18, 24, true, true],
      ['Tolkien', 25, 32, false, false],
    ]);
  });
});

describe('tokenize with spans to leave out', () => {
  it('gives the tokens that overlap none of the spans, as dropping them from the whole list does', () => {
    const text = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Anna Berg wrote to Jan.Novak@Example.org for Ivo Dane.';
    const spans = [
      { start: 0, end: text.indexOf(')') + 1 },
      { start: text.indexOf('Jan.'), end: text.indexOf(' for') },
      { start: text.indexOf('Ivo') + 1, end: text.indexOf('Ivo') + 2 },
    ];
    const outside = (t: { start: number; end: number }) => spans.every((s) => s.end <= t.start || s.start >= t.end);
    const view = (ts: ReturnType<typeof tokenize>) => ts.map((t) => [t.word, t.start, t.end, t.sentenceStart]);
    const pairs = Int32Array.from(spans.flatMap((s) => [s.start, s.end]));
    expect(view(tokenize(text, pairs))).toEqual(view(tokenize(text).filter(outside)));
    expect(view(tokenize(text, pairs)).map(([word]) => word)).toEqual(['Anna', 'Berg', 'Dane']);
  });
});
