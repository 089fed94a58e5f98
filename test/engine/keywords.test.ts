import { describe, expect, it } from 'vitest';
import { defineDetector } from '../../src/engine/detector.js';
import { KeywordPlan } from '../../src/engine/keywords.js';
import { DETECTORS } from '../../src/detectors/index.js';
import { analyze } from '../../src/engine/analyze.js';
import { randomTexts } from '../helpers/random-text.js';

const det = (keywords: string[], keywordsInWords = false) =>
  defineDetector({ id: 'k', entity: 'CUSTOM_ENTITY', patterns: [/x/], keywords, keywordsInWords, examples: { positive: [], negative: [] } });

/** occurrences' lists as arrays, for toEqual. */
const arrays = (hits: ReadonlyMap<number, ArrayLike<number>>) => new Map([...hits].map(([owner, at]) => [owner, Array.from(at)]));

describe('KeywordPlan', () => {
  const plan = new KeywordPlan([det(['tin', 'id']), det(['nummer', 'token'], true), det(['@', '-----begin']), det(['זהות', 'ssn'])]);

  it('counts word-start keywords only at the start of a word, case-insensitively', () => {
    expect(arrays(plan.occurrences('continue did TIN-no, Id: 7'))).toEqual(new Map([[0, [13, 21]]]));
  });

  it('counts keywords anywhere for keywordsInWords detectors and for punctuation keywords', () => {
    expect(arrays(plan.occurrences('Fødselsnummer apiToken a@b -----BEGIN'))).toEqual(
      new Map([
        [1, [7, 17]],
        [2, [24, 27]],
      ]),
    );
  });

  it('finds non-Latin keywords and keywords at the very end', () => {
    expect(arrays(plan.occurrences('מספר זהות ssn'))).toEqual(new Map([[3, [5, 10]]]));
  });

  it('finds a keyword that starts with an accented letter at a word start, in either case', () => {
    const accented = new KeywordPlan([det(['áfa', 'ust-id'])]);
    expect(arrays(accented.occurrences('az áfa, ÁFA: 1; xáfa; UST-ID'))).toEqual(new Map([[0, [3, 8, 22]]]));
  });

  it('decides on the first three characters without losing two-letter keywords or punctuation', () => {
    const plan3 = new KeywordPlan([det(['nr']), det(['cd-key', 'vat']), det(['iban'])]);
    expect(arrays(plan3.occurrences('NR cd-key cd_key va vat VAT iba IBAN nr'))).toEqual(
      new Map([
        [0, [0, 37]],
        [1, [3, 20, 24]],
        [2, [32]],
      ]),
    );
  });

  it('finds nothing when no keyword occurs', () => {
    expect(arrays(plan.occurrences('nothing here'))).toEqual(new Map());
  });

  it('gives each owner its positions once, ascending, in Int32Arrays of their exact length, owners in the order of their first hit', () => {
    // "user" and "username" (one owner) start at the same places: each place once. 30,000 lines:
    // each owner's list is made from the pass's pairs at the end (Hits.lists), not grown.
    const many = new KeywordPlan([det(['user', 'username']), det(['mail']), det(['token'])]);
    const line = 'mail username=x user ';
    const text = line.repeat(30000);
    const hits = many.occurrences(text);
    expect([...hits.keys()]).toEqual([1, 0]);
    const mail = hits.get(1)!;
    const user = hits.get(0)!;
    // Int32Arrays of their exact length (outside V8's heap: 4 bytes a position, not a JS array's 8).
    expect(user).toBeInstanceOf(Int32Array);
    expect(user.buffer.byteLength).toBe(60000 * 4);
    expect([...mail]).toEqual(Array.from({ length: 30000 }, (_, k) => k * line.length));
    expect([...user]).toEqual(Array.from({ length: 60000 }, (_, k) => (k >> 1) * line.length + (k % 2 ? 16 : 5)));
  });

  it('reads the codes no keyword holds as no child, and a Kelvin sign as a "k"', () => {
    const mixed = new KeywordPlan([det(['k1-x', 'a/c', 'zz']), det(['kz'])]);
    // "K1_X" (no "_" in any keyword), "a/c" in capitals, "zz" at the end; "\u212az" reads as "kz".
    expect(arrays(mixed.occurrences('K1_X K1-X A/C \u212az k1-x zz'))).toEqual(
      new Map([
        [0, [5, 10, 17, 22]],
        [1, [14]],
      ]),
    );
  });
});

describe('detectors gated by their literals', () => {
  // A find() detector whose every match holds one of its keywords: skipped by the keyword pass
  // when none occurs, it must find on any text what it finds run on the whole text.
  const cases: { id: string; pieces: string[] }[] = [
    {
      id: 'secret-header',
      pieces: ['Authorization: Bearer ', 'AUTHORIZATION=token ', 'authorization', 'Bearer ', 'bearer ', 'BEARER ', ': ', '"', ' ', 'Basic ', 'Zq8Lm2Vx9Kp4Rt7Wn3Bc6Yd1', 'Zq8Lm2Vx9Kp4Rt7Wn3Bc6Yd1', 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==', 'x', '-', 'Proxy-', 'é', '_'],
    },
    { id: 'username-path', pieces: ['/home/', '/Users/', '/USERS/', 'C:', ':\\', '\\\\', ':/', 'Users', 'jdoe', 'maria.garcia', '~', 'lchen/', 'CORP\\', 'x', ' ', '/', '.', '\n'] },
  ];
  for (const { id, pieces } of cases) {
    it(`${id}: the same findings gated and ungated, on 20,000 random texts`, () => {
      const gated = DETECTORS.find((d) => d.id === id)!;
      const ungated = { ...gated, keywords: undefined };
      let found = 0;
      for (const text of randomTexts(pieces, 20000, 10, 3)) {
        const want = analyze(text, { detectors: [ungated] });
        found += want.length;
        expect({ text, got: analyze(text, { detectors: [gated] }) }).toEqual({ text, got: want });
      }
      expect(found).toBeGreaterThan(500);
    });
  }
});
