import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/** The text as `anonymize text` gives it with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Words the independent readings saw removed that name no one (docs/reader.md, over4), each
// beside a near case where a person is still found. Fictitious people only.
describe('identifiers made of words', () => {
  it('takes no API call or event name in a JSON value for a person', () => {
    const event = '{\n  "Records": [\n    {\n      "eventName": "ConsoleLogin",\n      "userIdentity": { "type": "AssumedRole" }\n    }\n  ]\n}\n';
    expect(out(event)).toBe(event);
  });

  it('takes no DICOM keyword or GEDCOM source for a person', () => {
    expect(out('(0002,0000) UL 196     #   4, 1 FileMetaInformationGroupLength\n')).toBe('(0002,0000) UL 196     #   4, 1 FileMetaInformationGroupLength\n');
    expect(out('0 HEAD\n1 SOUR FamilyHistoryApp\n')).toBe('0 HEAD\n1 SOUR FamilyHistoryApp\n');
  });

  it('still takes a channel name in a post for a person', () => {
    expect(out('lol MysteryGuitarMan is back\n')).toBe('lol [PERSON_NAME] is back\n');
  });
});

describe("a letter's greetings and closings in other languages", () => {
  it('takes no Māori greeting or closing for a person', () => {
    expect(out('Kia ora,\n\nMy claim is late again.\n\nNgā mihi,\nTama\n')).toBe('Kia ora,\n\nMy claim is late again.\n\nNgā mihi,\nTama\n');
  });

  it('still takes Kia as a given name', () => {
    expect(out('Kia Roberts called about the claim.\n')).toBe('[PERSON_NAME] called about the claim.\n');
  });

  it('takes no Croatian salutation or polite pronoun for a person, and the surname after it still', () => {
    expect(out('Poštovani gospodine Perišić,\n')).toBe('Poštovani gospodine [PERSON_NAME],\n');
    expect(out('Iznos će biti uplaćen na Vaš tekući račun.\n')).toBe('Iznos će biti uplaćen na Vaš tekući račun.\n');
    expect(out('Protiv ovog rješenja možete izjaviti žalbu.\n')).toBe('Protiv ovog rješenja možete izjaviti žalbu.\n');
  });
});

describe('labels of bilingual forms', () => {
  it('takes no half of a German / English label for a person', () => {
    const card = 'Registration Card                     Zimmer / Room: 214\nAnreise / Arrival: 22.11.2026        Abreise / Departure: 29.11.2026\nMitreisende / Accompanying:  Oliver James Whittaker (Ehegatte / spouse), geb. 02.01.1986\n';
    expect(out(card)).toBe('Registration Card                     Zimmer / Room: 214\nAnreise / Arrival: [DATE]        Abreise / Departure: [DATE]\nMitreisende / Accompanying:  [PERSON_NAME] (Ehegatte / spouse), geb. [DATE]\n');
  });

  it('still takes a surname before a slash and no English word for a person', () => {
    expect(out('Room / Zimmer: 214\n')).toBe('Room / [PERSON_NAME]: 214\n');
    expect(out('Dr. Zimmer / Cardiology\n')).toBe('[PERSON_NAME] / Cardiology\n');
  });

  it('takes no French half of a Canadian slip label for a person', () => {
    expect(out('Social insurance number / Numéro d\'assurance sociale\n')).toBe('Social insurance number / Numéro d\'assurance sociale\n');
    expect(out('Other information / Autres renseignements:  Box 40\n')).toBe('Other information / Autres renseignements:  Box 40\n');
  });
});

describe('German "nach Hause"', () => {
  it('takes no "Hause" after nach or zu for a person', () => {
    expect(out('Der Patient ist mit der Entlassung nach Hause einverstanden.\n')).toBe('Der Patient ist mit der Entlassung nach Hause einverstanden.\n');
  });

  it('still takes Hause after a title for a person', () => {
    expect(out('Der Brief ging an Frau Hause.\n')).toBe('Der Brief ging an [PERSON_NAME].\n');
  });
});

describe('an office after a name and a comma', () => {
  it('takes no lower-case office or abbreviation after a capitalised name for a person', () => {
    expect(out('Kontakt: Ana Jurić, samostalna referentica, tel. 021 305 712\n')).toBe('Kontakt: [PERSON_NAME], samostalna referentica, tel. [PHONE_NUMBER]\n');
  });

  it('still joins lower-case names listed after a lower-case one', () => {
    expect(out('lol emma, kaite and me went out\n')).toBe('lol [PERSON_NAME], [PERSON_NAME] and me went out\n');
  });
});

describe('Malay titles and nouns', () => {
  it('takes no Malay form name for a person', () => {
    expect(out('Dengan hormatnya saya merujuk kepada Borang BE yang telah diterima.\n')).toBe('Dengan hormatnya saya merujuk kepada Borang BE yang telah diterima.\n');
  });

  it('takes Encik as the title of the person after it', () => {
    expect(out('Sila hubungi pegawai kami Encik Lim Wei Jie di talian 03-5512 8800.\n')).toContain('pegawai kami [PERSON_NAME] di talian');
  });
});

describe('a noun, a particle and a surname of the lists', () => {
  it("takes no invoice label's complement for a person", () => {
    expect(out('Número da Nota: 00004817          Data e Hora de Emissão: 12/03/2025\n')).toBe('Número da Nota: 00004817          Data e Hora de Emissão: [DATE]\n');
  });

  it('still takes a given name, a particle and a surname for a person', () => {
    expect(out('Contato: Maria da Nota, tel. 11 3456-7890\n')).toBe('Contato: [PERSON_NAME], tel. [PHONE_NUMBER]\n');
  });
});

describe('a name in Han characters after its romanization (a Hong Kong form)', () => {
  it('takes the romanization in capitals and the characters after a bilingual label', () => {
    expect(out('LANDLORD 業主: CHAN TAI MAN 陳大文\n')).toBe('LANDLORD 業主: [PERSON_NAME] [PERSON_NAME]\n');
    expect(out('TENANT 租客: WONG KA YAN, KELLY 黃嘉欣\n')).toBe('TENANT 租客: [PERSON_NAME] [PERSON_NAME]\n');
  });

  it('takes the characters after a romanization the names phase reads with its title', () => {
    expect(out('Emergency contact of Tenant 租客緊急聯絡人: Ms. Wong Mei Ling 黃美玲 (mother)\n')).toBe('Emergency contact of Tenant 租客緊急聯絡人: [PERSON_NAME] [PERSON_NAME] (mother)\n');
  });

  it('takes no place written in both scripts, nor a label', () => {
    expect(out('Office: Causeway Bay 銅鑼灣 branch\n')).toBe('Office: Causeway Bay 銅鑼灣 branch\n');
    expect(out('Office: Central 中環 branch\n')).toBe('Office: Central 中環 branch\n');
    expect(out('TENANT 租客: see the schedule\n')).toBe('TENANT 租客: see the schedule\n');
  });
});

describe('a second surname carried to the next line', () => {
  it('takes the listed surname opening the next line after a full name', () => {
    const text = 'Mi hijo está afiliado como beneficiario; el cotizante es su padre, Andrés Felipe Rojas\nMejía, C.C. 79.482.615. La empresa empleadora es Transportes Andinos S.A.S.,\nNIT 901.438.275-8.\n';
    expect(out(text)).toBe('Mi hijo está afiliado como beneficiario; el cotizante es su padre, [PERSON_NAME]\n[PERSON_NAME], C.C. [NATIONAL_ID]. La empresa empleadora es [ORGANIZATION],\nNIT 901.438.275-8.\n');
  });

  it('takes no word or place opening the next line', () => {
    expect(out('The form was signed by Andrew Rojas\nYoung, the clerk, agreed.\n')).toBe('The form was signed by [PERSON_NAME]\nYoung, the clerk, agreed.\n');
    expect(out('Firmado por Andrés Felipe Rojas\nAtentamente, la oficina.\n')).toBe('Firmado por [PERSON_NAME]\nAtentamente, la oficina.\n');
  });
});
