import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/** The text as `anonymize text` gives it with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Words the tenth reading saw removed that name no one (docs/reader.md, over8), by class, each
// beside the person or the account that must still go. Fictitious people and identifiers only.
describe('RTF control words', () => {
  it("takes no control word after a BIC's capitals for a Windows logon, and still the logon RTF writes with its backslash doubled", () => {
    expect(
      out(
        '{\\rtf1\\ansi\\deff0\n' +
          '\\pard IBAN : DE89 3704 0044 0532 0130 00\\par\n' +
          'BIC : COBADEFFXXX\\par\n' +
          'Session ouverte par CONTOSO\\\\jsmith le matin.\\par\n}\n',
      ),
    ).toBe(
      '{\\rtf1\\ansi\\deff0\n' +
        '\\pard IBAN : [IBAN]\\par\n' +
        'BIC : COBADEFFXXX\\par\n' +
        'Session ouverte par CONTOSO\\\\[USERNAME] le matin.\\par\n}\n',
    );
  });

  it('still takes DOMAIN\\user with one backslash outside an RTF document', () => {
    expect(out('Logon account: CONTOSO\\jsmith\n')).toBe('Logon account: CONTOSO\\[USERNAME]\n');
  });
});

describe('Albanian sentence openers', () => {
  it("takes no Albanian word opening a sentence for a person, and still the people", () => {
    expect(
      out(
        'Vërtetohet se shtetasi Dritan Mema punon pranë shoqërisë sonë që nga viti 2020.\n' +
          'Sigurimet shoqërore dhe shëndetësore paguhen rregullisht nga punëdhënësi.\n' +
          'Me respekt,\n' +
          'Artan Gjoka                                Blerta Kola\n',
      ),
    ).toBe(
      'Vërtetohet se shtetasi [PERSON_NAME] punon pranë shoqërisë sonë që nga viti 2020.\n' +
        'Sigurimet shoqërore dhe shëndetësore paguhen rregullisht nga punëdhënësi.\n' +
        'Me respekt,\n' +
        '[PERSON_NAME]                                [PERSON_NAME]\n',
    );
  });
});

describe('lower-case words of a French letter', () => {
  it("takes no French word a list lacks for a person in a letter's subject line, and still the people", () => {
    expect(out("Objet : confirmation de votre affiliation — matricule 1985 0714 123 41\n\nMadame,\n\nNous vous confirmons que votre enfant, Lucas Bertrand, est coassuré sous votre matricule à\ncompter du 1er décembre. Vous recevrez sa carte dans les prochains jours.\n\nVeuillez agréer, Madame, nos salutations distinguées.\nYves Kremer\n")).toBe("Objet : confirmation de votre affiliation — matricule [NATIONAL_ID]\n\nMadame,\n\nNous vous confirmons que votre enfant, [PERSON_NAME], est coassuré sous votre matricule à\ncompter du 1er décembre. Vous recevrez sa carte dans les prochains jours.\n\nVeuillez agréer, Madame, nos salutations distinguées.\n[PERSON_NAME]\n");
  });
});
