import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/** The text redacted with the default options, as `anonymize text` does. */
function redacted(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

describe('probes1: the lead’s probes of session 20', () => {
  it('reads Spanish, Catalan, Italian, Portuguese and French street lines whole', () => {
    expect(redacted('Vive en C/ Mayor 5, 2º izq., 28013 Madrid.')).toBe('Vive en [ADDRESS].');
    expect(redacted('Carta para: Sra. María José Fernández Ortega, C/ de Alcalá 214, 4º B, 28028 Madrid.')).toBe('Carta para: [PERSON_NAME], [ADDRESS].');
    expect(redacted('Pº de la Castellana 89, 28046 Madrid')).toBe('[ADDRESS]');
    expect(redacted('Carrer de Mallorca 401, 08013 Barcelona')).toBe('[ADDRESS]');
    expect(redacted('Pza. Mayor 3, 28012 Madrid')).toBe('[ADDRESS]');
    expect(redacted('residente in Via Garibaldi 27/B, 50123 Firenze.')).toBe('residente in [ADDRESS].');
    expect(redacted('Rua das Flores, 742, apto 31, Pinheiros, São Paulo - SP, 05422-010, celular')).toBe('[ADDRESS], [ADDRESS], celular');
    expect(redacted('demeurant 8 bis rue des Lilas, 69003 Lyon')).toBe('demeurant [ADDRESS]');
    expect(redacted('Travessa do Carmo 3, 1.º Dto.')).toBe('[ADDRESS]');
    expect(redacted('Exma. Senhora\nRua dos Lagares 17, 2.º Esq.\n1100-306 Lisboa')).toBe('Exma. Senhora\n[ADDRESS]\n[ADDRESS]');
    // Near misses: "C/" before no numbered street, a door letter that begins a word, a state
    // code without its CEP, "bis" after no street, and Travessa as a surname.
    expect(redacted('Section C/ Part B of the form.')).toBe('Section C/ Part B of the form.');
    expect(redacted('The Via Garibaldi 27/Bravo team.')).toBe('The [ADDRESS]/Bravo team.');
    expect(redacted('Paris - SP, 2024 Olympics')).toBe('Paris - [ORGANIZATION], 2024 Olympics');
    expect(redacted('We moved 8 bis to the left.')).toBe('We moved 8 bis to the left.');
    expect(redacted('Ms Travessa came in on Monday.')).toBe('[PERSON_NAME] came in on Monday.');
  });

  it('takes a given name after I’m, I am and call me, not a word', () => {
    expect(redacted("I'm Alejandro, 34, living in Guadalajara")).toBe("I'm [PERSON_NAME], 34, living in [ADDRESS]");
    expect(redacted("Hi, I'm Alejandro and I need help")).toBe("Hi, I'm [PERSON_NAME] and I need help");
    expect(redacted("Hi, I'm Alejandro. I need help")).toBe("Hi, I'm [PERSON_NAME]. I need help");
    expect(redacted('I am Chidi, a nurse')).toBe('I am [PERSON_NAME], a nurse');
    expect(redacted('call me Alejandro please')).toBe('call me [PERSON_NAME] please');
    // Near misses: adjectives after the same words stay, and so does "I'm" itself.
    expect(redacted("I'm Tired today")).toBe("I'm Tired today");
    expect(redacted("Hi, I'm Tired.")).toBe("Hi, I'm Tired.");
    expect(redacted("I'm Sorry")).toBe("I'm Sorry");
    expect(redacted('I am Happy')).toBe('I am Happy');
    expect(redacted("I'm Good")).toBe("I'm Good");
    // German: the name, not the "und" after it.
    expect(redacted('Ich bin Jonas und wohne in Berlin')).toBe('Ich bin [PERSON_NAME] und wohne in [ADDRESS]');
  });

  it('leaves chat words and a French word standing', () => {
    expect(redacted('happy bday to my bestie')).toBe('happy bday to my bestie');
    expect(redacted('im @sarah.k.91 on insta')).toBe('im @[USERNAME] on insta');
    expect(redacted('acct 0123456789 gtbank')).toBe('acct [IBAN] gtbank');
    // Near miss: a given name after the same words is still a person.
    expect(redacted('happy bday to my bestie Alejandro')).toBe('happy bday to my bestie [PERSON_NAME]');
  });

  it('finds a BVN after its label in lower case, and a German area code before " / "', () => {
    expect(redacted('my bvn is 22183746519')).toBe('my bvn is [NATIONAL_ID]');
    expect(redacted('My BVN: 22183746519')).toBe('My BVN: [NATIONAL_ID]');
    // Near misses: not issued from 22, ten digits, no label.
    expect(redacted('my bvn is 31183746519')).toBe('my bvn is 31183746519');
    expect(redacted('my bvn is 2218374651')).toBe('my bvn is 2218374651');
    expect(redacted('ref 22183746519')).toBe('ref 22183746519');
    expect(redacted('Tel. 030 / 12 34 56 78')).toBe('Tel. [PHONE_NUMBER]');
    expect(redacted('Tel. 0221 / 12 34 56')).toBe('Tel. [PHONE_NUMBER]');
    // Near miss: a score with a slash is no number.
    expect(redacted('Score 030 / 12 of 20')).toBe('Score 030 / 12 of 20');
  });
});
