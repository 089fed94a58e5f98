import { describe, expect, it } from 'vitest';
import { defineDetector } from '../../src/engine/detector.js';
import { KeywordPlan } from '../../src/engine/keywords.js';

const det = (keywords: string[], keywordsInWords = false) =>
  defineDetector({ id: 'k', entity: 'CUSTOM_ENTITY', patterns: [/x/], keywords, keywordsInWords, examples: { positive: [], negative: [] } });

describe('KeywordPlan', () => {
  const plan = new KeywordPlan([det(['tin', 'id']), det(['nummer', 'token'], true), det(['@', '-----begin']), det(['זהות', 'ssn'])]);

  it('counts word-start keywords only at the start of a word, case-insensitively', () => {
    expect(plan.occurrences('continue did TIN-no, Id: 7')).toEqual(new Map([[0, [13, 21]]]));
  });

  it('counts keywords anywhere for keywordsInWords detectors and for punctuation keywords', () => {
    expect(plan.occurrences('Fødselsnummer apiToken a@b -----BEGIN')).toEqual(
      new Map([
        [1, [7, 17]],
        [2, [24, 27]],
      ]),
    );
  });

  it('finds non-Latin keywords and keywords at the very end', () => {
    expect(plan.occurrences('מספר זהות ssn')).toEqual(new Map([[3, [5, 10]]]));
  });

  it('finds a keyword that starts with an accented letter at a word start, in either case', () => {
    const accented = new KeywordPlan([det(['áfa', 'ust-id'])]);
    expect(accented.occurrences('az áfa, ÁFA: 1; xáfa; UST-ID')).toEqual(new Map([[0, [3, 8, 22]]]));
  });

  it('decides on the first three characters without losing two-letter keywords or punctuation', () => {
    const plan3 = new KeywordPlan([det(['nr']), det(['cd-key', 'vat']), det(['iban'])]);
    expect(plan3.occurrences('NR cd-key cd_key va vat VAT iba IBAN nr')).toEqual(
      new Map([
        [0, [0, 37]],
        [1, [3, 20, 24]],
        [2, [32]],
      ]),
    );
  });

  it('finds nothing when no keyword occurs', () => {
    expect(plan.occurrences('nothing here')).toEqual(new Map());
  });
});
