import { describe, expect, it } from 'vitest';
import { hasKeyword, keywordsIn, registerKeywords } from '../../src/detectors/lib/national-id-keywords.js';

// Importing the lib alone: the registry holds only what this file registers (test files are
// isolated module graphs).
registerKeywords(['id', 'identity', 'tin', 'steuer', 'sofi', 'זהות', 'ss#', 'c.n.p']);

describe('keywordsIn', () => {
  it('finds exactly the registered keywords a text contains, in any case', () => {
    expect([...keywordsIn('The MEETING at noon')].sort()).toEqual(['tin']);
    expect([...keywordsIn('nothing here')]).toEqual([]);
  });

  it('reports a keyword that only occurs inside a longer one at the same position', () => {
    expect([...keywordsIn('Identity card')].sort()).toEqual(['id', 'identity']);
  });

  it('reports keywords whose occurrences overlap', () => {
    expect([...keywordsIn('steuertin')].sort()).toEqual(['steuer', 'tin']);
  });

  it('treats keywords as literal text and handles non-Latin ones', () => {
    expect([...keywordsIn('SS# 123')]).toEqual(['ss#']);
    expect([...keywordsIn('sssss cXnXp')]).toEqual([]);
    expect([...keywordsIn('C.N.P. 1630615123457')]).toEqual(['c.n.p']);
    expect([...keywordsIn('מספר זהות')]).toEqual(['זהות']);
  });
});

describe('hasKeyword', () => {
  it('looks in the text, then in the hint', () => {
    expect(hasKeyword(['sofi'], 'Sofi-nummer 111222333', '')).toBe(true);
    expect(hasKeyword(['sofi'], '111222333', 'SOFI')).toBe(true);
    expect(hasKeyword(['sofi'], '111222333', 'BSN')).toBe(false);
    expect(hasKeyword(['steuer'], 'sofi', '')).toBe(false);
  });
});
