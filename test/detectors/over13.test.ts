import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over13: words removed as what they are not', () => {
  it('keeps German nouns by their shape in a text too short to be known as German; the people beside them go', () => {
    expect(redacted('anbei die Rechnung')).toBe('anbei die Rechnung');
    expect(redacted('Rechnung für März')).toBe('Rechnung für März');
    expect(found('Rechnung für März, Herr Schmidt')).toEqual(['PERSON_NAME:Herr Schmidt']);
    expect(found('Name: Lukas Becker, Versichertennr. A123456780')).toEqual(['PERSON_NAME:Lukas Becker', 'NATIONAL_ID:A123456780']);
    expect(found('Patient: Hannelore Schüttler, geb. 12.03.1951, Hausarzt Dr. med. Klaus Weber')).toEqual(['PERSON_NAME:Hannelore Schüttler', 'PERSON_NAME:Klaus Weber']);
    expect(found('Mit freundlichen Grüßen, Sabine Krüger, Buchhaltung')).toEqual(['PERSON_NAME:Sabine Krüger']);
    // An unknown surname after a surname's particle and an article is still one ("van der").
    expect(found('I met Anna van der Brunswijk')).toEqual(['PERSON_NAME:Anna van der Brunswijk']);
  });

  it("keeps other languages' months and weekdays (the date lexicon's), and the people beside them go", () => {
    expect(redacted('Ci vediamo a Maggio, Giulia')).toBe('Ci vediamo a Maggio, [PERSON_NAME]');
    expect(redacted('Ci vediamo a giugno, Giulia')).toBe('Ci vediamo a giugno, [PERSON_NAME]');
    expect(redacted('Llamé a Carmen el Martes')).toBe('Llamé a [PERSON_NAME] el Martes');
    expect(redacted('De vergadering is op Dinsdag met Pieter de Vries')).toBe('De [PERSON_NAME] is op Dinsdag met [PERSON_NAME]');
    expect(found('le 32 janv. 2025')).toEqual([]);
    // The same words as surnames, after a given name or a title, are still people.
    expect(found('Giulia Maggio called')).toEqual(['PERSON_NAME:Giulia Maggio']);
    expect(found('Dr. Maggio called')).toEqual(['PERSON_NAME:Dr. Maggio']);
    expect(found('Carmen Martes Ruiz called')).toEqual(['PERSON_NAME:Carmen Martes Ruiz']);
  });
});

describe('over13: greetings and kinship nouns of other languages before a name', () => {
  it('keeps the greeting and the kinship noun; the name after them goes', () => {
    expect(redacted('Ahoj, jsem Tereza Dvořáková')).toBe('Ahoj, jsem [PERSON_NAME]');
    expect(redacted('te paso el contacto de mi primo Andrés')).toBe('te paso el contacto de mi primo [PERSON_NAME]');
    // The same word as a given name, with no name after it, is still one.
    expect(redacted('i met primo yesterday')).toBe('i met [PERSON_NAME] yesterday');
  });
});
