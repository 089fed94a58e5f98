import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

describe('leaks34: the lead\'s and probes25\'s leftover probes', () => {
  it('reads a phone by whom or how it reaches: a Korean mobile, a call-back question, on/to, a name and a colon, a Japanese contact phrase', () => {
    expect(redacted('Ms. Sun-Hee Park, 010-1234-5678')).toBe('[PERSON_NAME], [PHONE_NUMBER]');
    expect(redacted('Können Sie mich zurückrufen? 089 12345678')).toBe('Können Sie mich zurückrufen? [PHONE_NUMBER]');
    expect(redacted('Ask for Declan on 07823 456781')).toBe('Ask for [PERSON_NAME] on [PHONE_NUMBER]');
    expect(redacted('Photo sent to 07700 900342')).toBe('Photo sent to [PHONE_NUMBER]');
    expect(redacted('Conferme a Chiara: 328 456 7890')).toBe('Conferme a [PERSON_NAME]: [PHONE_NUMBER]');
    expect(redacted('変更の際は 03-5412-7789 までご連絡ください')).toBe('変更の際は [PHONE_NUMBER] までご連絡ください');
    // Near misses: a reference word, a question with no word of calling, no reaching word, a
    // capitalised label opening its line, the number before no contact phrase.
    expect(redacted('ref 010-1234-5678')).toBe('ref 010-1234-5678');
    expect(redacted('Was ist das? 089 12345678')).toBe('Was ist das? 089 12345678');
    expect(redacted('see 07700 900461')).toBe('see 07700 900461');
    expect(redacted('Kunde: 333 987 6543')).toBe('Kunde: 333 987 6543');
    expect(redacted('変更の際は 03-5412-7789 番です')).toBe('変更の際は 03-5412-7789 番です');
  });

  it('keeps a car make and model after an adjective, a payment channel and a licence\'s party as words', () => {
    expect(redacted('He drives a silver Toyota Camry.')).toBe('He drives a silver Toyota Camry.');
    expect(redacted('Zelle payment received.')).toBe('Zelle payment received.');
    expect(redacted("Driver's license: D1234567, exp 09/2028")).toBe("Driver's license: [NATIONAL_ID], exp [DATE]");
    // Near misses: a given name with a possessive is a person's; no determiner before the make.
    expect(redacted("Grant's license: D1234567")).toBe("[PERSON_NAME]'s license: [LICENSE_KEY]");
    expect(redacted('a friend Toyota')).toBe('a friend [ADDRESS]');
  });

  it('reads a possessive inside brackets after a given name as no nickname', () => {
    expect(redacted("Pick-up by Hannah (Tom's mum) at 3pm.")).toBe("Pick-up by [PERSON_NAME] ([PERSON_NAME]'s mum) at 3pm.");
    // Near miss: a nickname in brackets is still one span with its given name.
    expect(redacted('Robert (Bob) said hi')).toBe('[PERSON_NAME] said hi');
  });
});
