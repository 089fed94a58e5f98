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

describe('traditional Chinese names after a role on a letter', () => {
  it('takes a name after 受文者 with a spaced 先生, and after 受益人, for a person', () => {
    expect(out('受文者：陳冠宇 先生\n二、受益人：林雅婷（配偶），身分證統一編號 A234518765。\n')).toBe(
      '受文者：[PERSON_NAME] 先生\n二、受益人：[PERSON_NAME]（配偶），身分證統一編號 [NATIONAL_ID]。\n',
    );
  });

  it('keeps a party that opens with no surname of the list', () => {
    expect(out('受益人：本公司\n')).toBe('受益人：本公司\n');
  });
});

describe('Lithuanian sentence openers', () => {
  const letter =
    'Informuojame, kad pagal Jūsų pateiktą 2025 m. pajamų deklaraciją permoka bus grąžinta per 30 dienų.\n\n' +
    'Deklaracijoje nurodyta sutuoktinė Rūta Kazlauskienė.\n\nJeigu turite klausimų, skambinkite inspekcijai.\n';

  it('takes no capitalised word opening a Lithuanian sentence for a person, and still the wife named', () => {
    expect(out(letter)).toBe(
      'Informuojame, kad pagal Jūsų pateiktą 2025 m. pajamų deklaraciją permoka bus grąžinta per 30 dienų.\n\n' +
        'Deklaracijoje nurodyta sutuoktinė [PERSON_NAME].\n\nJeigu turite klausimų, skambinkite inspekcijai.\n',
    );
  });

  it('still takes the street before `pr.` and a house number in a Lithuanian letter', () => {
    // The street name is still removed (as a name); the postcode and town are the address since leaks13.
    expect(out(`Gerb. Tomui Kazlauskui\nSavanorių pr. 214-17, LT-50194 Kaunas\n\n${letter}`)).toBe(
      'Gerb. [PERSON_NAME]\n[PERSON_NAME] pr. 214-17, [ADDRESS]\n\n' +
        'Informuojame, kad pagal Jūsų pateiktą 2025 m. pajamų deklaraciją permoka bus grąžinta per 30 dienų.\n\n' +
        'Deklaracijoje nurodyta sutuoktinė [PERSON_NAME].\n\nJeigu turite klausimų, skambinkite inspekcijai.\n',
    );
  });

  it('still takes an unknown name opening an English sentence for a person', () => {
    expect(out('Thanks for the call.\nDeklaracijoje called back about the refund.\n')).toBe('Thanks for the call.\n[PERSON_NAME] called back about the refund.\n');
  });
});
