import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/** The text as `anonymize text` gives it with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Words the readings saw removed that name no one (docs/reader.md, over7), by class, each beside
// the person who must still go. Fictitious people only.
describe("a table's cells in a language known by its function words", () => {
  it("takes no Slovak payslip's column heading or cell's first word for a person, and still the people", () => {
    expect(
      out(
        'Os. číslo: 00412        Meno: Ing. Martina Kolárová        Rodné číslo: 885215/4418\n' +
          'Mzdová zložka              Dni   Hodiny        Suma     |  Odvody zamestnanca        Suma\n' +
          'Základná mzda               20    160,0    1 650,00     |  Daň z príjmu 19 %        201,40\n' +
          'Nezdaniteľná časť: 470,54 €   Daňový bonus: 140,00 € (dieťa: Samuel Kolár)\n' +
          'Vyplatené dňa 10.12.2026 na účet za mesiac november. Vypracoval: Juraj Hudec\n',
      ),
    ).toBe(
      'Os. číslo: 00412        Meno: Ing. [PERSON_NAME]        Rodné číslo: 885215/4418\n' +
        'Mzdová zložka              Dni   Hodiny        Suma     |  Odvody zamestnanca        Suma\n' +
        'Základná mzda               20    160,0    1 650,00     |  Daň z príjmu 19 %        201,40\n' +
        'Nezdaniteľná časť: 470,54 €   Daňový bonus: 140,00 € (dieťa: [PERSON_NAME])\n' +
        'Vyplatené dňa [DATE] na účet za mesiac november. Vypracoval: [PERSON_NAME]\n',
    );
  });

  it('still takes a name in an English table', () => {
    expect(out('Shift        Hours      Paid\nMorning      8          Sarah\nNotes: Marek covered it.\n')).toBe('Shift        Hours      Paid\nMorning      8          [PERSON_NAME]\nNotes: [PERSON_NAME] covered it.\n');
  });
});

describe('Vietnamese syllables', () => {
  it('takes no Vietnamese word before a word in lower case for a person, and still the people', () => {
    expect(
      out(
        'Độc lập - Tự do - Hạnh phúc\nV/v trả kết quả cấp đổi thẻ Căn cước của ông Nguyễn Văn Hùng\nMọi thắc mắc xin liên hệ cán bộ tiếp nhận: Thượng úy Lê Quốc Bảo.\n',
      ),
    ).toBe('Độc lập - Tự do - Hạnh phúc\nV/v trả kết quả cấp đổi thẻ Căn cước của ông [PERSON_NAME]\nMọi thắc mắc xin liên hệ cán bộ tiếp nhận: Thượng úy [PERSON_NAME].\n');
  });

  it('still takes a given name after its honorific', () => {
    expect(out('Anh Hùng đã nhận thẻ của phường và các cán bộ.\n')).toBe('[PERSON_NAME] đã nhận thẻ của phường và các cán bộ.\n');
  });
});

describe("a language's own words", () => {
  it('takes no Spanish noun of action for a person, and still the clerk', () => {
    expect(out('Representación impresa del comprobante electrónico.\nAtención al cliente: Mariela Quispe\n')).toBe(
      'Representación impresa del comprobante electrónico.\nAtención al cliente: [PERSON_NAME]\n',
    );
  });
});

describe('software and domains', () => {
  it('takes no identity provider or domain in an audit log for a person, and still the user', () => {
    expect(out('{"displayMessage": "User login to Okta", "target": [{"displayName": "Salesforce.com"}], "actor": {"displayName": "Dwayne Okafor"}}\n')).toBe(
      '{"displayMessage": "User login to Okta", "target": [{"displayName": "Salesforce.com"}], "actor": {"displayName": "[PERSON_NAME]"}}\n',
    );
  });
});
