import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/**
 * The fourth reading's over-redaction (test/fixtures/reader4): capitalised words of French,
 * Italian and Spanish documents taken for people. French is now read as a Romance text (its
 * function words), so a payslip's rubrics opening a line are no names; an article before a
 * clause's heading ("Art. 1 - Oggetto.") makes it no name. A word after an article stays a name:
 * Italian and Spanish legal prose names people so ("il Brambatti").
 * The people in the same positions are still found. Default options, exact text; fictitious people.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('French rubrics and sentences', () => {
  it('keeps the rubrics of a payslip opening their lines', () => {
    const text = 'Salaire de base 151,67 h\nHeures supplémentaires 25 %\nImpôt sur le revenu prélevé à la source\nDans votre intérêt, conservez ce bulletin pour vous et vos droits.';
    expect(redact(text)).toBe(text);
  });
  it("keeps a subject line's word and still finds the unknown surname inside the sentence", () => {
    expect(redact('Objet : Résiliation contrat n° 2291\nMadame, je vous écris pour résilier mon contrat avec Brunetière dans les délais. Merci pour votre aide.')).toBe(
      'Objet : Résiliation contrat n° 2291\nMadame, je vous écris pour résilier mon contrat avec [PERSON_NAME] dans les délais. Merci pour votre aide.',
    );
  });
  it('finds an unknown surname opening a sentence as the subject of an auxiliary and a participle', () => {
    expect(redact('Bonjour, je vous écris pour le dossier. Kerbrat a appelé hier pour votre contrat dans la journée.')).toBe(
      'Bonjour, je vous écris pour le dossier. [PERSON_NAME] a appelé hier pour votre contrat dans la journée.', // a greeting is no name (NEVER_NAMES)
    );
    expect(redact('Buongiorno, le scrivo per il contratto. Brambatti ha chiamato ieri per il suo contratto della casa.')).toBe(
      'Buongiorno, le scrivo per il contratto. [PERSON_NAME] ha chiamato ieri per il suo contratto della casa.',
    );
  });
  it('still finds the people of French prose', () => {
    expect(redact('Vous trouverez le dossier dans votre espace. Je suis Clémence Vautrin et nous attendons la réponse de Kerbrat pour les documents.')).toBe(
      'Vous trouverez le dossier dans votre espace. Je suis [PERSON_NAME] et nous attendons la réponse de [PERSON_NAME] pour les documents.',
    );
  });
});

describe('Italian articles and clause headings', () => {
  it('still finds an unknown surname after an article, as legal prose writes it', () => {
    expect(redact('Il locatore dichiara che il Brambatti non ha firmato e che la Ferraguzzi ha pagato il deposito per il contratto.')).toBe(
      'Il locatore dichiara che il [PERSON_NAME] non ha firmato e che la [PERSON_NAME] ha pagato il deposito per il contratto.',
    );
  });
  it("still finds a name whose particle is an article, after a known given name", () => {
    expect(redact('Il contratto è firmato da Pietro della Brambilla e da Giulia Rossi, che sono qui per la firma. Anche il notaio Ferraguti ha firmato.')).toBe(
      'Il contratto è firmato da [PERSON_NAME], che sono qui per la firma. Anche il notaio [PERSON_NAME] ha firmato.',
    );
  });
  it("keeps a clause's heading", () => {
    const text = "Art. 1 - Oggetto. Il locatore concede in locazione l'unità per la durata di anni tre.\nArt. 4 - Deposito cauzionale. A garanzia delle obbligazioni la conduttrice versa la somma.";
    expect(redact(text)).toBe(text);
  });
  it('still finds the people of a numbered list', () => {
    expect(redact('Presenti alla riunione, per questo verbale che non è firmato:\n1 - Ferraguti, tesoriere\n2 - Brambatti. Anche il segretario ha firmato.')).toBe(
      'Presenti alla riunione, per questo verbale che non è firmato:\n1 - [PERSON_NAME], tesoriere\n2 - [PERSON_NAME]. Anche il segretario ha firmato.',
    );
  });
});
