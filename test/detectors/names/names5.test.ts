import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/** The text as `anonymize files` gives one document with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Names left standing and words over-redacted in the eighth reading (docs/reader.md, names5),
// each beside a near case. Fictitious people and identifiers only.
describe("a number's abbreviation after a role noun", () => {
  it('takes no `No.` after `Employee` for a person, nor the same word further down', () => {
    expect(out('Employee No.: BOS-26-01184\n  SSS No.:        34-1829375-6\n  PhilSys Card No. (PCN): 4821-3795-1064-2837\n')).toBe(
      'Employee No.: [USERNAME]\n  SSS No.:        [NATIONAL_ID]\n  PhilSys Card No. (PCN): [NATIONAL_ID]\n',
    );
    expect(out('Employee No: 1234\n')).toBe('Employee No: 1234\n');
  });

  it('still takes a name after `employee` for a person', () => {
    expect(out('our employee No Min-jun signed\n')).toBe('our employee [PERSON_NAME] signed\n');
  });
});

describe('Ukrainian names in their cases', () => {
  it('takes a family name, given name and patronymic in the genitive for a person', () => {
    expect(out('Разом із довідкою подається заява дружини, Коваленко Ірини Василівни\n(РНОКПП 3151807350).\n')).toBe(
      'Разом із довідкою подається заява дружини, [PERSON_NAME]\n(РНОКПП [NATIONAL_ID]).\n',
    );
  });

  it('keeps the adjective that ends as a patronymic does', () => {
    expect(out('Сума рівна нулю. Рівна дорога веде до міста.\n')).toBe('Сума рівна нулю. Рівна дорога веде до міста.\n');
  });
});
