import { describe, expect, it } from 'vitest';
import { anchorOf, hasLiteral, literalOccurrences } from '../../../src/engine/scan/literals.js';
import { randomInts, randomTexts } from '../../helpers/random-text.js';

/** Every place `literal` occurs in `text`, overlapping ones too: the plain definition. */
function plainOccurrences(text: string, literal: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(literal); i !== -1; i = text.indexOf(literal, i + 1)) out.push(i);
  return out;
}

describe('literal search', () => {
  it('starts at the least common character, a common letter only with two more after it', () => {
    expect(anchorOf(' FROM stdin;')).toBe(1);
    expect(anchorOf(' [')).toBe(1);
    expect(anchorOf('hort')).toBe(0);
    expect(anchorOf('htpasswd')).toBe(2);
    expect(anchorOf('stdin;')).toBe(5);
    expect(anchorOf('=')).toBe(0);
    expect(anchorOf('--')).toBe(0);
  });

  it('finds what indexOf finds, overlapping places too', () => {
    const text = 'COPY t (a) FROM stdin;\nx --- y [ z [LINE] hort short';
    expect([...literalOccurrences(text, ' FROM stdin;')]).toEqual([10]);
    expect([...literalOccurrences(text, '--')]).toEqual([25, 26]);
    expect([...literalOccurrences(text, ' [')]).toEqual([30, 34]);
    expect([...literalOccurrences(text, 'hort')]).toEqual([42, 48]);
    expect([...literalOccurrences(text, ' FROM STDIN;')]).toEqual([]);
    expect(hasLiteral(text, 'stdin;')).toBe(true);
    expect(hasLiteral(text, 'stdin:')).toBe(false);
  });

  it('agrees with the plain search on 20,000 random texts and literals', () => {
    const alphabet = [' ', 'a', 'e', 'r', 't', 'F', 'R', '[', '-', ';', '.', '\n', 'é', 'Δ', 'ab', ' F', 'rt '];
    const next = randomInts(777);
    const pieces = [' ', 'a', 'e', 'r', 't', 'F', '[', '-', ';', '.', 'é', 'Δ', 'x'];
    let found = 0;
    for (const text of randomTexts(alphabet, 20000, 40)) {
      let literal = '';
      const length = 1 + (next() % 9);
      for (let j = 0; j < length; j++) literal += pieces[next() % pieces.length];
      // Half of the literals are cut from the text itself, so that most of them occur.
      if (next() % 2 && text.length > 1) {
        const from = next() % text.length;
        literal = text.slice(from, from + 1 + (next() % 9));
      }
      const want = plainOccurrences(text, literal);
      found += want.length;
      expect({ text, literal, got: [...literalOccurrences(text, literal)] }).toEqual({ text, literal, got: want });
      expect(hasLiteral(text, literal)).toBe(want.length > 0);
    }
    expect(found).toBeGreaterThan(12000);
  });
});
