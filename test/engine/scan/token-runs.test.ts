import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';
import { TextScan } from '../../../src/engine/scan/index.js';
import { MIN_RUN, scanTokenRuns } from '../../../src/engine/scan/token-runs.js';
import { randomTexts } from '../../helpers/random-text.js';

describe('token runs', () => {
  it('finds runs of at least 15 token characters', () => {
    const text = 'short words, key=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 and more';
    const runs = scanTokenRuns(text);
    expect([...runs]).toEqual([13, 57]);
    expect(text.slice(13, 57)).toBe('key=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');
  });

  it('runs to the end of the text, and leaves shorter runs out', () => {
    expect([...scanTokenRuns('x AIzaSyD0123456789abcdefghij')]).toEqual([2, 29]);
    expect([...scanTokenRuns('a'.repeat(MIN_RUN - 1))]).toEqual([]);
    expect([...scanTokenRuns('a'.repeat(MIN_RUN))]).toEqual([0, MIN_RUN]);
  });

  it('are every run a plain walk finds, on 20,000 random texts', () => {
    const plain = new RegExp(`[A-Za-z0-9_+/=.~$:-]{${MIN_RUN},}`, 'g');
    let found = 0;
    for (const text of randomTexts(['abcd', 'Z9', 'x', '_', ':', '-', '.', '/', ' ', ' ', ',', 'é', '"', '\n', 'ghp_zQWBu'], 20000, 20)) {
      const want = [...text.matchAll(plain)].flatMap((m) => [m.index, m.index + m[0].length]);
      found += want.length;
      expect({ text, got: [...scanTokenRuns(text)] }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(3000);
  });
});

describe('TextScan', () => {
  it('builds the token runs once, on first use', () => {
    const scan = new TextScan('token 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');
    const first = scan.tokenRuns;
    expect([...first]).toEqual([6, 46]);
    expect(scan.tokenRuns).toBe(first);
  });

  it('gives analyze() the same findings as finders that scan for themselves', () => {
    const text = 'deploy key 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, license AAAAA-BBBBB-CCCCC-DDDDD-EEEEE';
    expect(analyze(text, { entities: ['API_KEY'] }).map((f) => text.slice(f.start, f.end))).toEqual(['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']);
  });
});
