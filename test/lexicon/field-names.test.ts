import { describe, expect, it } from 'vitest';
import { fieldEntityOfKey, fieldKey, isFieldName, knownFieldEntity } from '../../src/lexicon/field-names.js';

describe('field names', () => {
  it('knows a field by its name in any spelling', () => {
    expect(knownFieldEntity('Customer_Name')).toBe('PERSON_NAME');
    expect(knownFieldEntity('emailAddress')).toBe('EMAIL_ADDRESS');
    expect(isFieldName('Zip Code')).toBe(true);
  });

  it("is not fooled by the names of an object's own properties (a cell reading `constructor`)", () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(knownFieldEntity(word), word).toBeUndefined();
      expect(isFieldName(word), word).toBe(false);
    }
  });

  // knownFieldEntity reads a name's first word before building its key (fieldKey): it must
  // answer as the key's look-up does for every name without a digit or `@`.
  it('answers as the look-up of the whole key, on 20,000 random names', () => {
    const words = ['name', 'Full', 'first', 'E', 'mail', 'Address', 'customer', 'Contact', 'ΟΔΟΣ', 'Σ', 'İd', 'phone', 'Nome', 'prénom', 'x', 'Amara', 'B.', '姓名', 'ssn'];
    const seps = ['', ' ', '_', '-', '.', ':', '*', '#', '\t', '\n', '\u00a0', '\u3000', '  ', ' _ ', '.:'];
    let state = 20261128;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    let known = 0;
    for (let k = 0; k < 20_000; k++) {
      let name = seps[next(seps.length)]!;
      const count = 1 + next(3);
      for (let w = 0; w < count; w++) {
        let word = words[next(words.length)]!;
        const style = next(4);
        if (style === 1) word = word.toUpperCase();
        else if (style === 2) word = word.toLowerCase();
        name += word + (w + 1 < count ? seps[next(seps.length)]! : '');
      }
      name += next(3) === 0 ? seps[next(seps.length)]! : '';
      if (name.length > 40) continue;
      const expected = fieldEntityOfKey(fieldKey(name));
      if (expected) known++;
      expect(knownFieldEntity(name), JSON.stringify(name)).toBe(expected);
    }
    expect(known).toBeGreaterThan(1_000);
  });
});
