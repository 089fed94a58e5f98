import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-29 probes found standing or over-redacted (docs/reader.md,
 * "probes-lead29"): each case with the default options and the exact redacted text, beside a
 * near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a word in lower case after a capitalised one-word name is no surname (names-informal.ts)', () => {
  it('leaves the sentence\'s next word after a capitalised name or noun', () => {
    expect(redact('mein Handy ist kaputt.')).toBe('mein [PERSON_NAME] ist kaputt.');
    expect(redact('Oi Renata! O Thiago pediu pra te mandar o pix dele')).toBe('Oi [PERSON_NAME]! O [PERSON_NAME] pediu pra te mandar o pix dele');
  });

  it('still joins a surname to a name written in lower case', () => {
    expect(redact('salute to sitaram katel and kunjana')).toBe('salute to [PERSON_NAME] and [PERSON_NAME]');
  });
});

describe('Polish contract words (names-polish.ts)', () => {
  it('reads "Umowa zlecenia zawarta w dniu … pomiędzy" as Polish, no name opening it', () => {
    expect(redact('Umowa zlecenia zawarta w dniu 02.11.2026 r. pomiędzy Zbigniewem Kaczmarczykiem (PESEL 84072314560), zam. ul. Piotrkowska 112/4, 90-006 Łódź.')).toBe(
      'Umowa zlecenia zawarta w dniu [DATE] r. pomiędzy [PERSON_NAME] (PESEL [NATIONAL_ID]), zam. [ADDRESS].',
    );
  });
});

describe("a person's number in Swedish, Danish and Norwegian (phone/near.ts)", () => {
  it('takes the number after "mitt nummer är", "mit nummer er", "nummeret mitt er"', () => {
    expect(redact('Mitt nummer är 070-123 45 67 om något strular.')).toBe('Mitt nummer är [PHONE_NUMBER] om något strular.');
    expect(redact('mit nummer er 20 12 34 56.')).toBe('mit nummer er [PHONE_NUMBER].');
    expect(redact('nummeret mitt er 912 34 567.')).toBe('nummeret mitt er [PHONE_NUMBER].');
    expect(redact('Mitt nya nummer är 070-123 45 67')).toBe('Mitt nya nummer är [PHONE_NUMBER]');
  });

  it('leaves a number that is no one\'s', () => {
    for (const text of ['Ordernummer är 070-123 45 67.', 'nummeret er 912 34 567.', 'min number is 5 and 2026 1234']) expect(redact(text)).toBe(text);
  });
});

describe('Turkish "Cep" before a Turkish mobile (phone/label.ts)', () => {
  it('takes a Turkish mobile after "Cep:" and "Cep No:"', () => {
    expect(redact('Cep: 0532 412 87 65. Saygılarımla')).toBe('Cep: [PHONE_NUMBER]. Saygılarımla');
    expect(redact('Cep No: 0532 412 87 65')).toBe('Cep No: [PHONE_NUMBER]');
    expect(redact('Cep: (0532) 412-8765')).toBe('Cep: [PHONE_NUMBER]');
  });

  it("leaves Brazil's CEP a postcode, and a longer run", () => {
    expect(redact('CEP: 01310-100')).toBe('CEP: [ZIP_CODE]');
    expect(redact('Cep: 0532 412 87 65 12')).toBe('Cep: 0532 412 87 65 12');
  });
});

describe('addresses (names-streets.ts, address-turkish.ts)', () => {
  it("takes a Nordic entrance letter and a postcode of 3 + 2 digits", () => {
    expect(redact('Det står på Oskar Lundgren, Storgatan 14B, 752 20 Uppsala.')).toBe('Det står på [PERSON_NAME], [ADDRESS].');
    expect(redact('Drottninggatan 5 B, 111 51 Stockholm')).toBe('[ADDRESS]');
    expect(redact('Hauptstraße 5 In Berlin')).toBe('[ADDRESS] In [ADDRESS]');
    // Finland's flat number after the entrance letter (the sixth reading's kirje-fi).
    expect(redact('Hakija\nHämeenkatu 18 B 27\n33100 Tampere\n')).toBe('Hakija\n[ADDRESS]\n');
  });

  it('takes a Latvian street whose street word follows its name in lower case', () => {
    expect(redact('Deklarētā dzīvesvieta: Brīvības gatve 312 k-2 dz. 48, Rīga, LV-1006')).toBe('Deklarētā dzīvesvieta: [ADDRESS] k-2 dz. 48, [ADDRESS], LV-1006');
    expect(redact('Rīgas reģionālajai nodaļai, Lāčplēša ielā 70a, Rīgā, LV-1011')).toBe('Rīgas reģionālajai nodaļai, [ADDRESS], LV-1011');
  });

  it('takes an Italian, Portuguese or Spanish street whose article follows a lower-case prefix', () => {
    expect(redact('Il mio indirizzo: via dei Mille 23, 24122 Bergamo')).toBe('Il mio indirizzo: [ADDRESS]');
    expect(redact('moro na rua das Flores 742, Porto')).toBe('moro na [ADDRESS]');
    expect(redact('vive en calle de los Reyes 5, Madrid')).toBe('vive en [ADDRESS]');
  });

  it("reads a Turkish street whose type follows its name, with the district and province", () => {
    expect(redact('adresim: Bağdat Caddesi No: 214 D:7, Kadıköy/İstanbul.')).toBe('adresim: [ADDRESS].');
    expect(redact('Fatura No: 214 D:7')).toBe('Fatura No: 214 D:7');
  });
});

describe('Italian chat words (names-romance.ts, names-informal.ts)', () => {
  it('leaves "come stai", "Abita in", "il mio" as words', () => {
    expect(redact('ciao mia, come stai')).toBe('ciao mia, come stai');
    expect(redact('Abita in via dei Mille 23, Bergamo.')).toBe('Abita in [ADDRESS].');
  });
});
