import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Values the lead's probes of session 21 left standing (docs/reader.md, "leaks25"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('names in free text', () => {
  it('takes a Russian given name after a greeting and after a verb of calling (names-cyrillic.ts)', () => {
    expect(redact('Привет, Дима! Позвони Ольге на +7 916 482-71-93\n')).toBe('Привет, [PERSON_NAME]! Позвони [PERSON_NAME] на [PHONE_NUMBER]\n');
    expect(redact('Напиши Диме, пожалуйста\n')).toBe('Напиши [PERSON_NAME], пожалуйста\n');
    // The verb opening the sentence is no part of the name after it.
    expect(redact('Позвони Ольге Ивановой завтра\n')).toBe('Позвони [PERSON_NAME] завтра\n');
    // A place after a preposition, an abbreviation, a greeting that reads on: they stay.
    expect(redact('Позвони в Сбербанк завтра\n')).toBe('Позвони в Сбербанк завтра\n');
    expect(redact('Позвони МЧС\n')).toBe('Позвони МЧС\n');
    expect(redact('Привет, Москва встречает гостей\n')).toBe('Привет, Москва встречает гостей\n');
  });

  it('takes a Kyrgyz dative after a Russian patronymic (reader13 malymkat-kg)', () => {
    expect(redact('Ушул малымкат Токтогулова Нурзада Эркиновнага, берилди.\n')).toBe('Ушул малымкат [PERSON_NAME], берилди.\n');
    // One such word alone is no name.
    expect(redact('Эркиновнага берилди.\n')).toBe('Эркиновнага берилди.\n');
  });

  it('takes the name after a signature label in Polish (names-person-cues.ts)', () => {
    expect(redact('Podpis: Jan Nowak\n')).toBe('Podpis: [PERSON_NAME]\n');
    expect(redact('Podpis: nieczytelny\n')).toBe('Podpis: nieczytelny\n');
  });

  it("takes a sign-off's name that is also a word, on the sign-off's line", () => {
    expect(redact('Thanks! Best, Will\n')).toBe('Thanks! Best, [PERSON_NAME]\n');
    expect(redact('Best, Team\n')).toBe('Best, Team\n');
    expect(redact('All the best, will do\n')).toBe('All the best, will do\n');
  });

  it('takes the rest of a list of lower-case names after a field label', () => {
    expect(redact('cc: alice, bob, carol@example.org\n')).toBe('cc: [PERSON_NAME], [PERSON_NAME], [EMAIL_ADDRESS]\n');
    // A list whose first item is no name stays.
    expect(redact('tags: alpha, bob, work\n')).toBe('tags: alpha, bob, work\n');
  });

  it('takes a Chinese name after an English "… by" (names-scripts.ts)', () => {
    expect(redact('Translated by Zhang Wei (张伟), proofread by 李娜\n')).toBe('Translated by [PERSON_NAME] ([PERSON_NAME]), proofread by [PERSON_NAME]\n');
    // No listed surname opens it (a committee), or it runs on: it stays.
    expect(redact('approved by 委员会\n')).toBe('approved by 委员会\n');
    expect(redact('edited by 王府井大街\n')).toBe('edited by 王府井大街\n');
  });
});

describe('numbers after their labels', () => {
  it("takes Scotland's CHI number after `CHI` (national-ids gb/chi: birth date, mod 11)", () => {
    expect(redact('Patient record (CHI 0101701233) attached\n')).toBe('Patient record (CHI [NATIONAL_ID]) attached\n');
    // A wrong check digit, or no label: it stays.
    expect(redact('Patient record (CHI 0101701234) attached\n')).toBe('Patient record (CHI 0101701234) attached\n');
    expect(redact('Patient record 0101701233 attached\n')).toBe('Patient record 0101701233 attached\n');
  });

  it('takes a driving licence with a dashed prefix and a German Führerschein number', () => {
    expect(redact('Driver licence no. DL-4827193\n')).toBe('Driver licence no. [NATIONAL_ID]\n');
    expect(redact("Driver's License #: D4827193\n")).toBe("Driver's License #: [NATIONAL_ID]\n");
    expect(redact('Führerschein-Nr.: B072RRE2I55\n')).toBe('Führerschein-Nr.: [NATIONAL_ID]\n');
    // No label, or another number's label: it stays.
    expect(redact('ref DL-4827193\n')).toBe('ref DL-4827193\n');
    expect(redact('Bestellnummer B072RRE2I55\n')).toBe('Bestellnummer B072RRE2I55\n');
  });

  it("takes a student's number after its label (account-id.ts)", () => {
    expect(redact('Student ID: 20231847\n')).toBe('Student ID: [USERNAME]\n');
    expect(redact('Student ID: pending\n')).toBe('Student ID: pending\n');
  });
});

describe('addresses', () => {
  it('takes a Portuguese postcode and its locality after the street (address.ts)', () => {
    expect(redact('Olá, a morada é Rua Augusta 100, 1100-053 Lisboa\n')).toBe('Olá, a morada é [ADDRESS]\n');
    // A postcode with no locality after it stays out of the address.
    expect(redact('Rua Augusta 100, 1100-053\n')).toBe('[ADDRESS], 1100-053\n');
  });

  it('takes the Vietnamese address after `địa chỉ:` anywhere on its line (address/labelled.ts)', () => {
    expect(redact('Anh ơi, địa chỉ: 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội\n')).toBe('Anh ơi, địa chỉ: [ADDRESS]\n');
    expect(redact('Địa chỉ: số 25 phố Lý Thường Kiệt, quận Hoàn Kiếm, Hà Nội\n')).toBe('Địa chỉ: số [ADDRESS]\n');
    // No number in the value: it stays.
    expect(redact('địa chỉ: chưa có\n')).toBe('địa chỉ: chưa có\n');
  });
});

describe('phones', () => {
  it('takes a number after Turkish `telefonum` (my phone); `cep` only before a Turkish mobile (probes-lead29)', () => {
    expect(redact('telefonum 0532 481 72 93\n')).toBe('telefonum [PHONE_NUMBER]\n');
    expect(redact('cep 0532 481 72 93\n')).toBe('cep [PHONE_NUMBER]\n');
    expect(redact('cep 0532 481 72 93 12\n')).toBe('cep 0532 481 72 93 12\n');
  });

  it("takes a Spanish mobile in its groups after a contact's word and name", () => {
    expect(redact('contacto de mi primo Andrés: 612 48 17 29\n')).toContain(': [PHONE_NUMBER]\n');
    // No word of phones or contact: it stays.
    expect(redact('pedido 612 48 17 29\n')).toBe('pedido 612 48 17 29\n');
  });
});

describe('secrets', () => {
  it("keeps a password's trailing `!` in the value (secrets/phrase.ts)", () => {
    expect(redact('pw: latte2024!\n')).toBe('pw: [API_KEY]\n');
    // A full stop after it still ends the sentence.
    expect(redact('The password is Tr0ub4dor&3x.\n')).toBe('The password is [API_KEY].\n');
  });
});
