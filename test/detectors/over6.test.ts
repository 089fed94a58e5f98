import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/** The text as `anonymize text` gives it with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Words the ninth reading saw removed that name no one (docs/reader.md, over6), by class, each
// beside the person who must still go. Fictitious people only.
describe('sentence openers of languages known by their function words', () => {
  it('takes no Icelandic word opening a sentence for a person, and still the person inside it', () => {
    expect(out('Endurgreiðsla verður lögð inn á reikning þinn eigi síðar en 1. desember. Samkvæmt skrá greiddi Þorvaldur Egilsson 2.000 kr.\nHafir þú athugasemdir skaltu senda þær til Ragnheiðar Björnsdóttur.\n')).toBe(
      // "1. desember": an Icelandic day and month, a date since probes22.
      'Endurgreiðsla verður lögð inn á reikning þinn eigi síðar en [DATE]. Samkvæmt skrá greiddi [PERSON_NAME] 2.000 kr.\nHafir þú athugasemdir skaltu senda þær til [PERSON_NAME].\n',
    );
  });

  it('takes no Slovene word opening a sentence for a person', () => {
    expect(out('Nadomestilo bo nakazano na vaš račun pri banki. Kopijo obvestila smo poslali tudi gospe Mojci Zalokar.\n')).toBe(
      'Nadomestilo bo nakazano na vaš račun pri banki. Kopijo obvestila smo poslali tudi gospe [PERSON_NAME].\n',
    );
  });

  it("takes no Slovak payslip's label for a person, and still the clerk", () => {
    expect(out('Mzdová zložka: Základná mzda za mesiac, vyplatené dňa 10.12.2026 na účet. Vypracoval: Juraj Hudec\n')).toBe(
      'Mzdová zložka: Základná mzda za mesiac, vyplatené dňa [DATE] na účet. Vypracoval: [PERSON_NAME]\n',
    );
  });

  it('takes no Latvian word opening a sentence for a person, and still a street named after one', () => {
    expect(out('Lūdzu piešķirt pabalstu par meitu Annu Kalniņu. Pabalstu lūdzu pārskaitīt uz kontu, konta īpašnieks Ilze Krūmiņa.\nDeklarētā dzīvesvieta: Brīvības gatve 18, Rīga\n')).toBe(
      'Lūdzu piešķirt pabalstu par meitu [PERSON_NAME]. Pabalstu lūdzu pārskaitīt uz kontu, konta īpašnieks [PERSON_NAME].\nDeklarētā dzīvesvieta: [ADDRESS]\n',
    );
  });

  it('still takes a name no list knows opening an English sentence beside a place written with a háček', () => {
    expect(out('Bohdan wrote to me yesterday about the invoice from Košice.\n')).toBe('[PERSON_NAME] wrote to me yesterday about the invoice from [ADDRESS].\n');
  });
});

describe("a database's role named after a business function", () => {
  it('takes no role for a user name, and still the person who ran the command', () => {
    expect(out('sudo: okonkwo.adaeze : TTY=pts/3 ; USER=root ; COMMAND=/usr/bin/psql -U billing -h db-internal\n')).toBe(
      'sudo: [USERNAME] : TTY=pts/3 ; USER=root ; COMMAND=/usr/bin/psql -U billing -h db-internal\n',
    );
    expect(out('psql -U ingrid.solberg -h db-internal\n')).toBe('psql -U [USERNAME] -h db-internal\n');
  });
});

describe("a form's label in a column of its line", () => {
  it('takes no label that is also a surname for a person, and still the person in the field before it', () => {
    expect(out('Fecha emisión : 22/11/2026   Hora: 18:42:07\n')).toBe('Fecha emisión : [DATE]   Hora: 18:42:07\n');
    expect(out('Cliente: Luis Hora   Tel: 987 412 638\n')).toBe('Cliente: [PERSON_NAME]   Tel: [PHONE_NUMBER]\n');
  });

  it("still takes a speaker's name after a time", () => {
    expect(out('10:42:07   Hora: hi there\n')).toBe('10:42:07   [PERSON_NAME]: hi there\n');
  });
});
