import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/** The text as `anonymize text` gives it with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Words the independent readings saw removed that name no one (docs/reader.md, over3). Fictitious people only.
describe('abbreviations read as initials', () => {
  it('takes the Indonesian street abbreviation Jl. for a street, not an initial', () => {
    expect(out('Alamat: Jl. Cikutra Baru No. 27, Bandung\n')).toBe('Alamat: [ADDRESS]\n');
  });

  it('takes the Romanian register number abbreviation Nr. for no initial', () => {
    expect(out('Nr. Reg. Com.: J12/4482/2014\n')).toBe('Nr. Reg. Com.: J12/4482/2014\n');
  });

  it('still takes a one-letter initial and its surname for a person', () => {
    expect(out('Kontak: J. Hartono, Bandung\n')).toBe('Kontak: [PERSON_NAME], [ADDRESS]\n');
    expect(out('Semnat: N. Popescu\n')).toBe('Semnat: [PERSON_NAME]\n');
  });
});

describe('a one-line Danish or Spanish text opening with a word no list knows', () => {
  it('takes no opening word of a Danish sentence for a person', () => {
    expect(out('Beløbet udbetales til din konto.\n')).toBe('Beløbet udbetales til din konto.\n');
  });

  it('still takes a person in a Danish sentence', () => {
    expect(out('Søren Kierkegaard skal have pengene til din konto.\n')).toBe('[PERSON_NAME] skal have pengene til din konto.\n');
  });

  it('takes no word opening a Spanish sentence before a preposition for a person', () => {
    expect(out('Escribo desde casa para informarle.\n')).toBe('Escribo desde casa para informarle.\n');
  });

  it('still takes a person opening a Spanish sentence with a verb', () => {
    expect(out('Xiomara Quintero escribe desde casa.\n')).toBe('[PERSON_NAME] escribe desde casa.\n');
  });
});

describe('element names of markup never closed', () => {
  it('takes no element with attributes for a name', () => {
    expect(out('<Poa co="S/O Narayanan Ramaswamy" vtc="Chennai"/>\n<LData lang="ta"/>\n')).toBe('<Poa co="S/O [PERSON_NAME]" vtc="[ADDRESS]"/>\n<LData lang="ta"/>\n');
  });

  it('still takes a name in angle brackets without attributes (a chat log)', () => {
    expect(out('<Anna> hi Tomasz\n')).toBe('<[PERSON_NAME]> hi [PERSON_NAME]\n');
  });
});

describe('a Malay sentence opening with a word no list knows', () => {
  it('takes no opening word of a Malay sentence for a person', () => {
    expect(out('Bayaran balik cukai akan dikreditkan kepada anda.\n')).toBe('Bayaran balik cukai akan dikreditkan kepada anda.\n');
  });

  it('still takes a person inside a Malay sentence', () => {
    expect(out('Bayaran balik cukai akan dikreditkan kepada Ahmad Zulkifli.\n')).toBe('Bayaran balik cukai akan dikreditkan kepada [PERSON_NAME].\n');
  });
});

describe('a bank named by one word', () => {
  it('takes a word ending in bank for an organization, not a person', () => {
    const found = createRedactor().analyze('Bayaran akan dikreditkan ke akaun Maybank puan.\n');
    expect(found.filter((f) => f.start === 34).map((f) => f.entity)).toEqual(['ORGANIZATION']);
  });

  it('still takes a person named in the same sentence', () => {
    expect(out('Penerima: akaun Maybank milik Ahmad Zulkifli.\n')).toBe('Penerima: akaun [ORGANIZATION] milik [PERSON_NAME].\n');
  });
});

describe('a DICOM header dump', () => {
  it('takes no value representation code for an organization', () => {
    expect(out('(0008,0030) TM [143512]                                 #   6, 1 StudyTime\n')).toBe('(0008,0030) TM [143512]                                 #   6, 1 StudyTime\n');
  });

  it('still takes the institution and the patient', () => {
    expect(out("(0008,0080) LO [St Columba's General Hospital]  #  30, 1 InstitutionName\n(0010,0010) PN [BYRNE^DECLAN]  #  12, 1 PatientName\n")).toBe(
      '(0008,0080) LO [[ORGANIZATION]]  #  30, 1 InstitutionName\n(0010,0010) PN [[PERSON_NAME]]  #  12, 1 PatientName\n',
    );
  });
});
