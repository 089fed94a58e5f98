import { describe, expect, it } from 'vitest';
import usernamePhrase, { BARE, BRACKETED, BYLINE, FINDER_REGEXES, OWNED, PHRASE } from '../../src/detectors/username-phrase.js';
import { analyze } from '../../src/engine/analyze.js';
import { randomInts } from '../helpers/random-text.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

/** The patterns as they were written before, with the word boundary looked for before the first word. */
const BOUNDARY_FIRST = {
  PHRASE: /(?<![\p{L}\p{N}_])(?:user ?name|user id|login(?: name)?|log-in|screen ?name|gamertag)\s+(?:is|was|will be)\s+["'“‘]?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu,
  BYLINE: /(?<![\p{L}\p{N}_])(?:posted|written|submitted|uploaded|shared|edited|listed)\s+by\s+@?(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu,
  OWNED: /(?<![\p{L}\p{N}_])(?:system|admin|administrator|staff|network|windows|sso|my|your|his|her|their|our)\s+(?:login|log-in|user ?name)\s+(?<value>[A-Za-z0-9_][A-Za-z0-9._-]{0,62}[A-Za-z0-9_])(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/giu,
};

const spans = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => `${m.index}:${m[0].length}`);

describe('username-phrase patterns with the word boundary after the first word', () => {
  it('match what the boundary-first patterns match, on 12,000 random texts', () => {
    const next = randomInts(20);
    const pick = (list: readonly string[]) => list[next() % list.length]!;
    // Phrases in the patterns' order of parts, each part drawn from what fits and what does not.
    const before = ['', '', ' ', '\n', 'y', 'Y', 'fl', 't', 'x', '_', 'é', '1', '.', '"', '('];
    const first = ['user', 'User name', 'username', 'user id', 'login', 'LOGIN name', 'log-in', 'screen', 'gamertag', 'my', 'your', 'Your', 'our', 'her', 'their', 'his', 'admin', 'administrator', 'sso', 'system', 'flavour', 'posted', 'Edited', 'reposted', 'listed', 'shared'];
    const blank = [' ', ' ', '  ', '\n', '', '\t'];
    const second = ['is', 'was', 'will be', 'login', 'log-in', 'user name', 'username', 'name', 'id', 'by', 'by @'];
    const value = ['jdoe_1', 'k.brennan92', '"mrossi"', 'x', 'Greta.L', 'a@b', 'the'];
    const after = ['', ' ', '.', '. ', '.x', '@', 'é', '_'];
    let found = 0;
    for (let i = 0; i < 12000; i++) {
      let text = '';
      for (let k = 1 + (next() % 3); k > 0; k--) text += pick(before) + pick(first) + pick(blank) + pick(second) + pick(blank) + pick(value) + pick(after);
      for (const [name, re] of [['PHRASE', PHRASE], ['OWNED', OWNED], ['BYLINE', BYLINE]] as const) {
        const want = spans(BOUNDARY_FIRST[name], text);
        found += want.length;
        expect({ name, text, got: spans(re, text) }).toEqual({ name, text, got: want });
      }
    }
    expect(found).toBeGreaterThan(700);
  });

  it('find a login after "your" and none after a word that ends in "our"', () => {
    const users = (text: string) => analyze(text, { entities: ['USERNAME'] }).map((f) => text.slice(f.start, f.end));
    // "k9": an owned login needs a digit, "_" or "."; a bare one (BARE) three letters too.
    expect(users('Please confirm your login k9 before noon.')).toEqual(['k9']);
    expect(users('Please confirm flavour login k9 before noon.')).toEqual([]);
  });
});

const { byRegex, byFinder, onRandomTexts } = stickyFinderCheck(usernamePhrase, FINDER_REGEXES);

describe('username-phrase: the regexes tried where a match can begin', () => {
  it('finds what PHRASE, OWNED, BRACKETED and BYLINE find over the same keyword windows, on 3,000 random texts', () => {
    // Phrases in the regexes' order of parts, each part drawn from what fits and what does not
    // (the blanks \s takes, the letters the "iu" flags fold), between random pieces.
    const before = ['', '', ' ', '\n', 'y', 'fl', '_', 'é', '1', '.', '"', '('];
    const first = ['user', 'User name', 'username', 'USER ID', 'login', 'LOGIN name', 'log-in', 'screen', 'gamertag', 'uſername', 'my', 'your', 'our', 'flavour', 'her', 'their', 'his', 'admin', 'administrator', 'ſso', 'system', 'Windows', 'posted', 'Edited', 'reposted', 'listed', 'ſhared', 'submitted', 'posted', 'written', 'uploaded'];
    const blank = [' ', ' ', '  ', '\n', '', '\t', '\u00a0', '\u2028', '\u3000', ' \n '];
    const second = ['is', 'was', 'will be', 'login', 'log-in', 'user name', 'username', 'name', 'id', 'by', 'by', 'by', 'BY @', 'bye', '(jdoe_1)', '(Greta.L)', 'login (k.ito)'];
    const value = ['jdoe_1', 'k.brennan92', '"mrossi"', 'x', 'Greta.L', 'a@b', 'the', 'login', 'our', 'my login'];
    const after = ['', ' ', '.', '. ', '.x', '@', 'é', '_', ')'];
    let owned = 0;
    let bylines = 0;
    const { windowed, windowedSpans: found } = onRandomTexts({
      pieces: ['lorem ', 'ipsum ', 'dolor ', 'sit ', 'amet ', '\n', 'x', '1'],
      count: 3000,
      seed: 11,
      partsSeed: 31,
      part: (pick) => pick(before) + pick(first) + pick(blank) + pick(second) + pick(blank) + pick(value) + pick(after),
      // Some texts are read whole, others in narrow windows (filler between their parts).
      filler: 'lorem ipsum dolor sit amet '.repeat(40),
      fillerEvery: 2,
      window: 256,
      each: (t) => {
        owned += [...t.matchAll(OWNED)].length;
        bylines += [...t.matchAll(BYLINE)].length;
      },
    });
    expect(found).toBeGreaterThan(300);
    expect(windowed).toBeGreaterThan(500);
    expect(owned).toBeGreaterThan(50);
    expect(bylines).toBeGreaterThan(50);
  });

  it('gives a match its place once: "my login our login bob" is one owned login, "our"', () => {
    const text = 'my login our login bob';
    expect(byFinder(text, undefined)).toEqual(byRegex(text, [0, text.length]));
    // OWNED's "our" once; BARE's "our" and "bob" (validate then refuses both: no digit, "_" or ".").
    expect(byFinder(text, undefined)).toEqual(['19-22', '9-12', '9-12']);
  });
});
