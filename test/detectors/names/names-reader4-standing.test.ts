import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/**
 * Names the fourth and third readings left standing or took wrongly (docs/reader.md), fixed by
 * names-german-subject.ts, names-field-owners.ts, names-irish.ts and names-places.ts: each with
 * the default options and the exact redacted text, and the guards that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a German sentence opened by a surname no list knows', () => {
  it('is a person before the perfect of a verb only people do', () => {
    expect(redact('Sehr geehrte Frau Wagner,\n\nBrambatti hat gestern angerufen und nach dem Vertrag gefragt.')).toBe(
      'Sehr geehrte [PERSON_NAME],\n\n[PERSON_NAME] hat gestern angerufen und nach dem Vertrag gefragt.',
    );
    expect(redact('Die Wohnung ist frei. Ferraguzzi hatte noch nicht unterschrieben.')).toBe('Die Wohnung ist frei. [PERSON_NAME] hatte noch nicht unterschrieben.');
  });
  it('keeps a German noun opening a sentence before "hat" or "ist"', () => {
    expect(redact('Die Wohnung ist frei. Grundlage hat sich geändert. Ziel ist die Wohnung.')).toBe('Die Wohnung ist frei. Grundlage hat sich geändert. Ziel ist die Wohnung.');
  });
});

describe('a form label "… name:" whose owner is no person', () => {
  it('reads "Employer name:" as a firm, "Name:" still as a person', () => {
    expect(redact('Employer name: Brightwater Logistics\nName: Tom Reyes')).toBe('Employer name: [ORGANIZATION]\nName: [PERSON_NAME]');
  });
  it('reads "Project name:" as no person, "Customer name:" still as one', () => {
    expect(redact('Project name: Zephyrine Lark\nCustomer name: Tom Reyes')).toBe('Project name: Zephyrine Lark\nCustomer name: [PERSON_NAME]');
  });
});

describe('a town that is a person name too, before a family name', () => {
  it('takes both words ("Keller Williams", the third reading\'s listing)', () => {
    expect(redact("My agent is Carla Ybarra at Keller Williams if you'd consider 2%.")).toBe("My agent is [PERSON_NAME] at [PERSON_NAME] if you'd consider 2%.");
  });
  it('keeps the town alone a town, and a weekday no family name', () => {
    expect(redact('She moved to Keller last year. On Monday the board met.')).toBe('She moved to [ADDRESS] last year. On Monday the board met.');
  });
});

describe('an Irish name with the particle of its surname', () => {
  it('takes the given name no list knows, and its later mentions', () => {
    expect(redact('Pupil:          Cillian Ó Dónaill\n\nCillian has had a wonderful year.')).toBe('Pupil:          [PERSON_NAME]\n\n[PERSON_NAME] has had a wonderful year.');
  });
  it('keeps "Mac" before a word of no Irish spelling', () => {
    expect(redact('The price of a Big Mac Meal rose.')).toBe('The price of a Big Mac Meal rose.');
  });
});

describe('words of other languages taken for people (the readings\' over-redaction)', () => {
  it('keeps greetings, a lease\'s parties and registers, German "geb."', () => {
    expect(redact('Bonjour à tous, la réunion est demain.')).toBe('Bonjour à tous, la réunion est demain.');
    expect(redact('Patient:   Herr Friedrich Oberländer, geb. 18.09.1951')).toBe('Patient:   [PERSON_NAME], geb. [DATE]');
    const lease = "carta d'identità n. 123\nrilasciata dal Comune di Roma, di seguito denominata \"CONDUTTRICE\",\nIl Locatore ______          La Conduttrice ______";
    expect(redact(lease)).toBe(lease);
  });
  it('still takes a surname after an article in Italian legal prose', () => {
    expect(redact('Il Brambatti non ha firmato. Ieri il Comune ha risposto.')).toBe('[PERSON_NAME] non ha firmato. Ieri il Comune ha risposto.');
  });
});

describe("a party's role before \"'s\" on a form", () => {
  it("keeps a W-2's box labels (the third reading's letter), still takes a name so written", () => {
    expect(redact("  Box a  Employee's social security number\n  Box e  Employee's name ........ Marcus T Delgado\n")).toBe(
      "  Box a  Employee's social security number\n  Box e  Employee's name ........ [PERSON_NAME]\n",
    );
    expect(redact("lol Grant's car broke down again")).toBe("lol [PERSON_NAME]'s car broke down again");
  });
});
