import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// The third reading's call transcript (docs/reader.md): values spoken in words. Fictitious only.
describe('a card number in words after a card word', () => {
  it('takes sixteen digits that pass Luhn', () => {
    expect(found('a quick card payment.\nCALLER: Sure. Four nine two nine, one two three four, five six seven eight, nine oh one five. Expiry oh eight twenty-seven.')).toEqual([
      'CREDIT_CARD:Four nine two nine, one two three four, five six seven eight, nine oh one five@36',
    ]);
  });

  it('takes none that fails Luhn, nor one with no card word', () => {
    expect(found('My card number is four nine two nine, one two three four, five six seven eight, nine oh one two.')).toEqual([]);
    expect(found('Sure. Four nine two nine, one two three four, five six seven eight, nine oh one five.')).toEqual([]);
  });
});

describe('a sort code and an account number in words', () => {
  it('takes six digits after "sort code" and eight after "account number"', () => {
    expect(found('New sort code is twenty, thirty-two, fifty-three and the account number is four three, one nine, eight eight, two seven.')).toEqual([
      'IBAN:twenty, thirty-two, fifty-three@17',
      'IBAN:four three, one nine, eight eight, two seven@75',
    ]);
  });

  it('takes no other count of digits', () => {
    expect(found('Sort code to follow in twenty minutes')).toEqual([]);
    expect(found('the account number has four digits, one two three four')).toEqual([]);
  });
});

describe('a date of birth in words', () => {
  it('takes an ordinal, a month and a year in words after "birth" or "born"', () => {
    expect(found('AGENT: And your date of birth?\nCALLER: Third of June nineteen seventy-nine.')).toEqual(['DATE:Third of June nineteen seventy-nine@39']);
    expect(found('born on June the fourth, two thousand and four')).toEqual(['DATE:June the fourth, two thousand and four@8']);
  });

  it('takes no date without a year', () => {
    expect(found('born on the fourth of July')).toEqual([]);
  });
});

describe('a postcode spelled out', () => {
  it('takes letters and digit words that make a UK postcode, and a ZIP code in words', () => {
    expect(found("the postcode?\nCALLER: Forty two Alder Crescent, that's L-S-six, four D-Q. Leeds.")).toEqual([
      'ADDRESS:Alder Crescent@32',
      'ZIP_CODE:L-S-six, four D-Q@55',
      'ADDRESS:Leeds@74',
    ]);
    expect(found('my zip code is nine oh two one oh')).toEqual(['ZIP_CODE:nine oh two one oh@15']);
  });

  it('takes letters that make no postcode', () => {
    expect(found('the postcode is on the form, A B C')).toEqual([]);
  });
});

describe('an e-mail address spelled out', () => {
  it('takes the local part back to a word that is no part of it, and the domain to its top level', () => {
    const text =
      'AGENT: And the email address we have is gareth dot pemberton at hotmail dot co dot uk, is that still right?\n' +
      "CALLER: No, it's g pemberton seventy nine at gmail dot com now, all one word.";
    expect(found(text).filter((f) => f.startsWith('EMAIL'))).toEqual([
      'EMAIL_ADDRESS:gareth dot pemberton at hotmail dot co dot uk@40',
      'EMAIL_ADDRESS:g pemberton seventy nine at gmail dot com@125',
    ]);
  });

  it('takes no place or a sentence without a local part', () => {
    expect(found('Email us at the office dot com bubble')).toEqual([]);
    expect(found("I will email you at home. It's at example dot com")).toEqual([]);
    expect(found('gareth dot pemberton at hotmail dot co dot uk').filter((f) => f.startsWith('EMAIL'))).toEqual([]); // no e-mail word
  });
});
