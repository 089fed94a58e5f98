import { describe, expect, it } from 'vitest';
import { isFieldName, knownFieldEntity } from '../../src/lexicon/field-names.js';

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
});
