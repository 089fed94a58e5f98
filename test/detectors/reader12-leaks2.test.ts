import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The twelfth reading's standing values, second round (docs/reader.md, "leaks23"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('Latin-script patronymics (person-name-latin-patronymic.ts)', () => {
  it('takes an Uzbek name with its patronymic whole, in capitals and declined', () => {
    // "Ushbu" (Uzbek "this") stays since over12's Uzbek form words.
    expect(redact("Ushbu ma'lumotnoma KARIMOVA DILNOZA RUSTAMOVNAga berildi.\n")).toBe("Ushbu ma'lumotnoma [PERSON_NAME] berildi.\n");
    expect(redact("Turmush o'rtog'i: Karimov Sardor Baxtiyorovich, tel. yo'q\n")).toContain(': [PERSON_NAME], tel.');
    // The patronymic alone, with no names before it, stays.
    expect(redact('RUSTAMOVNA berildi.\n')).toBe('RUSTAMOVNA berildi.\n');
  });

  it('takes an Azerbaijani name with qızı/oğlu, declined, also the father\'s name alone on a line', () => {
    expect(redact('Məmmədova Aygün Elçin qızından\n')).toBe('[PERSON_NAME]\n');
    expect(redact('həyat yoldaşım Məmmədov Orxan\nRafiq oğlu: +994 55 720 18 46.\n')).toBe('həyat yoldaşım [PERSON_NAME]\n[PERSON_NAME]: [PHONE_NUMBER].\n');
    // The word after a lower-case word (his son) stays.
    expect(redact('onun oğlu gəldi.\n')).toBe('onun oğlu gəldi.\n');
  });
});

describe('over-redaction (username-assignment.ts)', () => {
  it("leaves sshd's `Last login:` weekday; a login after `login:` is still taken", () => {
    expect(redact('Last login: Tue Nov 17 09:12:44 2026 from 10.0.0.5\n')).toBe('Last login: [DATE] from 10.0.0.5\n');
    expect(redact('login: a.kowalski\n')).toBe('login: [USERNAME]\n');
  });
});

describe('postcodes on an address line (address/labelled.ts, zip-code.ts)', () => {
  it('takes a Maltese and an Azerbaijani address line after its label, the postcode in it', () => {
    expect(redact('Indirizz: 14, Triq il-Kbira San Ġużepp, Ħal Qormi QRM 2417\n')).toBe('Indirizz: [ADDRESS]\n');
    expect(redact('Ünvan: AZ1014, Bakı şəhəri, Nəsimi rayonu, Füzuli küçəsi 47, mənzil 18\n')).toBe('Ünvan: [ADDRESS]\n');
    // The label before a word with no digit (unchanged) stays.
    expect(redact('Ünvan: dəyişməyib\n')).toBe('Ünvan: dəyişməyib\n');
  });

  it('takes six digits after the Belarusian and Russian postal index; `индекс` alone stays', () => {
    expect(redact('Месца жыхарства: г. Мінск, вул. Якуба Коласа, д. 41, кв. 18 (паштовы індэкс 220113).\n')).toBe('Месца жыхарства: [ADDRESS] (паштовы індэкс [ZIP_CODE]).\n');
    expect(redact('почтовый индекс: 125009\n')).toBe('почтовый индекс: [ZIP_CODE]\n');
    expect(redact('индекс 220113 вырос\n')).toBe('индекс 220113 вырос\n');
  });
});

describe("Jamaica's postal districts (address/postal-block.ts)", () => {
  it('takes `Kingston 19` on its own line in an address block, with the post office above it', () => {
    expect(redact('Mr. Kemar Anthony Whyte\nLot 14, Brentwood Drive\nRed Hills P.O.\nKingston 19\nSt. Andrew\n')).toContain('\n[ADDRESS]\n[ADDRESS]\n');
    // The line alone (a blank line above it), and a district past 20, stay.
    expect(redact('Results\n\nKingston 19\n')).toBe('Results\n\nKingston 19\n');
    expect(redact('Lot 14, Brentwood Drive\nKingston 24\n')).toContain('\nKingston 24\n');
  });
});

describe('a family name in capitals after a French title and given names (person-name-title-caps.ts)', () => {
  it('takes `M. Mamadou Lamine DIOP` whole; a legal form in capitals after the names stays out', () => {
    expect(redact('Nous attestons que M. Mamadou Lamine DIOP, né le 4 mars 1988.\n')).toContain('que [PERSON_NAME], né le');
    expect(redact('prévenir son épouse, Mme Aïssatou Ndiaye DIOP,\n')).toBe('prévenir son épouse, [PERSON_NAME],\n');
    expect(redact('prévenir son épouse, Mme Aïssatou Ndiaye SARL,\n')).not.toContain('[PERSON_NAME],');
  });
});
