import { describe, expect, it } from 'vitest';
import { BYLINE, OWNED, PHRASE } from '../../src/detectors/username-phrase.js';
import { analyze } from '../../src/engine/analyze.js';
import { randomInts } from '../helpers/random-text.js';

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
    expect(users('Please confirm your login k_brennan92 before noon.')).toEqual(['k_brennan92']);
    expect(users('Please confirm flavour login k_brennan92 before noon.')).toEqual([]);
  });
});
