import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Session 16, leaks13: what the eighth reading (docs/reader.md, "The eighth reading") left.
 * Each case with the default options and the exact redacted text, beside a near miss that shows
 * the rule leaves an ordinary word or number in the same place.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a phone whose label ends the line before (phone/near.ts)', () => {
  it('takes the number after "mobile number" at the end of the line before, over a joining word', () => {
    expect(redact('Our records show your mobile number\nas 0722 418 375; update it on iTax.')).toBe('Our records show your mobile number\nas [PHONE_NUMBER]; update it on iTax.');
    expect(redact('If anything changes, my number\nis 0433 555 190 until May.')).toBe('If anything changes, my number\nis [PHONE_NUMBER] until May.');
  });

  it('leaves it after a reference word, over a blank line, and after two words', () => {
    expect(redact('Our records show your order number\nas 0722 418 375; update it on iTax.')).toBe('Our records show your order number\nas 0722 418 375; update it on iTax.');
    expect(redact('Our records show your mobile number\n\nas 0722 418 375; update it on iTax.')).toBe('Our records show your mobile number\n\nas 0722 418 375; update it on iTax.');
    expect(redact('Our records show your mobile number\nand batch 0722 418 375 as shipped.')).toBe('Our records show your mobile number\nand batch 0722 418 375 as shipped.');
  });
});
