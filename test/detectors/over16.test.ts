import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over16: words removed that name no one (default options)', () => {
  it("keeps a greeting of another language out of the name's span; the name after it goes alone", () => {
    expect(redacted('Olá Pedro, tudo bem?')).toBe('Olá [PERSON_NAME], tudo bem?');
    expect(redacted('Hola Marta, ¿qué tal?')).toBe('Hola [PERSON_NAME], ¿qué tal?');
    expect(redacted('Chào Minh, hẹn gặp lại.')).toBe('Chào [PERSON_NAME], hẹn gặp lại.');
    expect(redacted('Oi João, tudo bem?')).toBe('Oi [PERSON_NAME], tudo bem?');
    expect(redacted('Olá Pedro Alves, tudo bem?')).toBe('Olá [PERSON_NAME], tudo bem?');
    expect(redacted('Habari Amina, umeshinda?')).toBe('Habari [PERSON_NAME], umeshinda?');
    expect(redacted('Kumusta ka, Jose?')).toBe('Kumusta ka, [PERSON_NAME]?');
    // A surname of the same spelling inside a sentence is still a person's.
    expect(found('Ayer llamé a Marta Hola por teléfono.')).toEqual(['PERSON_NAME:Marta Hola']);
  });

  it('keeps a participle of birth before its date; the date and the town go', () => {
    expect(redacted('Nacido el 14 de marzo de 1987 en Sevilla.')).toBe('Nacido el [DATE] en [ADDRESS].');
    expect(redacted('Nascido em 14 de março de 1987 em Recife.')).toBe('Nascido em [DATE] em [ADDRESS].');
    expect(redacted('Nato il 14 marzo 1987 a Bari.')).toBe('Nato il [DATE] a [ADDRESS].');
    // The town after the date of birth, and after "residente a", is the town, not a person.
    expect(redacted('Sono Marco Rossi, nato il 14 marzo 1987 a Milano.')).toBe('Sono [PERSON_NAME], nato il [DATE] a [ADDRESS].');
    expect(redacted('Paziente nato il 14/03/1987, residente a Roma.')).toBe('Paziente nato il [DATE], residente a [ADDRESS].');
    // NATO in capitals is still the alliance.
    expect(found('NATO il 14 marzo')).toEqual(['ORGANIZATION:NATO']);
  });

  it("keeps a one-word company before its verb as the firm, not a person; a person's surname stays one", () => {
    expect(redacted('Uber is expanding in Lagos.')).toBe('[ORGANIZATION] is expanding in [ADDRESS].');
    expect(redacted('Uber said it would appeal.')).toBe('[ORGANIZATION] said it would appeal.');
    expect(redacted('Uber raised its prices.')).toBe('Uber raised its prices.');
    expect(found('Kimmel said it would appeal.')).toEqual(['PERSON_NAME:Kimmel']);
    // A bank's one-word name with an initialism is the firm too.
    expect(redacted('Please pay into my GTBank account.')).toBe('Please pay into my [ORGANIZATION] account.');
  });

  it("keeps a card's and a product's name, a wiki's category and a role addressed; a person of the same shape goes", () => {
    expect(redacted("N'oubliez pas votre carte Vitale.")).toBe("N'oubliez pas votre carte Vitale.");
    expect(redacted('carte Vitale de Jean Dupont')).toBe('carte Vitale de [PERSON_NAME]');
    expect(redacted('We bought 3 Mac minis for the office.')).toBe('We bought 3 Mac minis for the office.');
    expect(redacted('We ordered 2 Dell monitors and met Maria.')).toBe('We ordered 2 Dell monitors and met [PERSON_NAME].');
    expect(redacted('At 3 John calls.')).toBe('At 3 [PERSON_NAME] calls.');
    expect(redacted('[[Category:Field Service]]')).toBe('[[Category:Field Service]]');
    expect(redacted('[[Category:Field Service]] Written by John Smith.')).toBe('[[Category:Field Service]] Written by [PERSON_NAME].');
    expect(redacted('Dear Hiring Committee,')).toBe('Dear Hiring Committee,');
    expect(redacted('Dear Nobel Committee,')).toBe('Dear [ORGANIZATION],');
  });

  it('keeps a channel after "via"; a street of that shape still goes', () => {
    expect(redacted('Pode pagar via PIX amanhã.')).toBe('Pode pagar via PIX amanhã.');
    expect(redacted('Le comunicazioni saranno inviate via PEC: marco@pec.it')).toBe('Le comunicazioni saranno inviate via PEC: [EMAIL_ADDRESS]');
    expect(redacted('transferred the rent via PayNow just now')).toBe('transferred the rent via PayNow just now');
    expect(redacted('Abito in via XX Settembre 12, Genova.')).toBe('Abito in [ADDRESS].');
  });

  it("keeps other languages' words that open a sentence or a label; the name beside them goes", () => {
    expect(redacted('Un abrazo, Carlos')).toBe('Un abrazo, [PERSON_NAME]');
    expect(redacted('Acude a consulta el lunes.')).toBe('Acude a consulta el lunes.');
    expect(redacted('Paciente con dolor lumbar')).toBe('Paciente con dolor lumbar');
    expect(redacted('Qualquer coisa, me chama.')).toBe('Qualquer coisa, me chama.');
    expect(redacted('Rückruf bitte an Frau Weber.')).toBe('Rückruf bitte an [PERSON_NAME].');
    expect(redacted('Bhai, usko bol dena. Didi ne bhej diya maine.')).toBe('Bhai, usko bol dena. Didi ne bhej diya maine.');
    expect(redacted('Nipigie simu kesho, pepe ni baridi.')).toBe('Nipigie simu kesho, pepe ni baridi.');
    expect(redacted('Salamat po sa tulong.')).toBe('Salamat po sa tulong.');
    expect(redacted('declara-se que a Senhora Albertina Sitoe Macuácua')).toBe('declara-se que a Senhora [PERSON_NAME]');
    expect(redacted('Supervisora de Ventas')).toBe('Supervisora de Ventas');
    expect(redacted('{{Infobox team')).toBe('{{Infobox team');
  });

  it("keeps months of Portuguese and feasts; a person's name beside them goes", () => {
    expect(redacted('mês de Outubro de 2026.')).toBe('mês de Outubro de 2026.');
    expect(redacted('the Christmas card list for Anna Kowalski')).toBe('the Christmas card list for [PERSON_NAME]');
    expect(redacted('See you after Easter, Anna.')).toBe('See you after Easter, [PERSON_NAME].');
  });
});
