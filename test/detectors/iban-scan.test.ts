import { describe, expect, it } from 'vitest';
import { ibanStarts, START } from '../../src/detectors/iban.js';
import { randomTexts } from '../helpers/random-text.js';

describe('IBAN starts from the shared digit runs', () => {
  it('are what a global scan with START finds, on 20,000 random texts', () => {
    const global = new RegExp(START.source, 'g');
    let found = 0;
    for (const text of randomTexts(['G', 'B', 'd', 'e', 'X', '8', '2', '0', '1', ' ', ' ', '-', 'é', '\n'], 20000, 20)) {
      const want = [...text.matchAll(global)].map((m) => [m.index, m[0], m[1]]);
      found += want.length;
      expect({ text, got: [...ibanStarts(text)].map((m) => [m.index, m[0], m[1]]) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(1000);
  });
});
