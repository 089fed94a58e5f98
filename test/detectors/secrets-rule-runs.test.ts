import { describe, expect, it } from 'vitest';
import { isWordsOnly } from '../../src/detectors/secrets/rule.js';

describe('token runs a secret rule skips', () => {
  it('knows a run of letters and hyphens with a small letter (a word, never a key)', () => {
    const text = '(Bundesverfassungsgericht) well-established AKIAFMZYEXAMPLEKEY ab1 -- x';
    const at = (word: string) => [text.indexOf(word), text.indexOf(word) + word.length] as const;
    expect(isWordsOnly(text, ...at('Bundesverfassungsgericht'))).toBe(true);
    expect(isWordsOnly(text, ...at('well-established'))).toBe(true);
    // Capitals alone may be a key (an AWS key id is base32); a digit is no word's.
    expect(isWordsOnly(text, ...at('AKIAFMZYEXAMPLEKEY'))).toBe(false);
    expect(isWordsOnly(text, ...at('ab1'))).toBe(false);
    expect(isWordsOnly(text, ...at('--'))).toBe(false);
    // Only the span is read: the parenthesis before it is not.
    expect(isWordsOnly(text, 0, 5)).toBe(false);
    expect(isWordsOnly(text, 1, 5)).toBe(true);
    expect(isWordsOnly(text, 3, 3)).toBe(false);
  });
});
