import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

// Words removed that name no one, by cause, from the readings' over-redacted words
// (`npx tsx scripts/reader-standing.ts readerN --over --show`); see docs/reader.md `## over1`.
// Every text is fictitious.
describe('over1: words removed that name no one (default options)', () => {
  it("keeps the keys of an audit log's name/value pairs, in any case; a person's name as a value still goes", () => {
    // Exchange's unified audit log: a cmdlet's parameters as {"Name":…,"Value":…} pairs.
    expect(redacted('{"Operation":"New-InboxRule","Parameters":[{"Name":"ForwardTo","Value":"backup@example.org"},{"Name":"Name","Value":".."}]}')).toBe(
      '{"Operation":"New-InboxRule","Parameters":[{"Name":"ForwardTo","Value":"[EMAIL_ADDRESS]"},{"Name":"Name","Value":".."}]}',
    );
    expect(found('{"Parameters":[{"Name":"Identity","Value":"x"}]}')).toEqual([]);
    expect(redacted('{"name": "Brigid Okafor", "role": "owner"}')).toBe('{"name": "[PERSON_NAME]", "role": "owner"}');
    expect(redacted('{"Name":"Brigid Okafor","Role":"owner"}')).toBe('{"Name":"[PERSON_NAME]","Role":"owner"}');
  });

  it('keeps a part of a URN (ISO 20022 namespace); a lower-case company in a post still goes', () => {
    expect(found('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">')).toEqual([]);
    expect(found('we went to see the tech guys at google')).toEqual(['ORGANIZATION:tech']);
  });

  it("keeps the words of a form's labels in two languages; the values after them still go", () => {
    // Kosovo's civil status certificate: Albanian / Serbian labels.
    expect(redacted('Emri / Ime:                 Arbëresha\nVendi i lindjes / Mesto rođenja: Prizren\nEmri i babait / Ime oca:    Fatmir Krasniqi\n')).toBe(
      'Emri / Ime:                 [PERSON_NAME]\nVendi i lindjes / Mesto rođenja: [ADDRESS]\nEmri i babait / Ime oca:    [PERSON_NAME]\n',
    );
    expect(redacted('Zyrtari i gjendjes civile / Matičar:\nBesnik Hoxha  (nënshkrimi)')).toBe('Zyrtari i gjendjes civile / Matičar:\n[PERSON_NAME]  (nënshkrimi)');
    // Two given names about a slash are people, not a label (only words no list knows are the label's).
    expect(found('Orrin / Kalinda: see below.')).toEqual(['PERSON_NAME:Orrin', 'PERSON_NAME:Kalinda']);
  });

  it('keeps a lower-case word of another language that the lists hold as a given name; the name in an English chat still goes', () => {
    // Chichewa "malo" (land) on a Malawian land certificate, beside words of its language.
    expect(found('Name of holder(s) (Dzina la mwini malo):')).toEqual([]);
    expect(found('   (as joint holders / eni malo ogwirizana — banja)')).toEqual([]);
    expect(found('Mkazi ndi mwamuna ali ndi ufulu wofanana pa malo awa (equal rights of spouses).')).toEqual([]);
    expect(found('thanks malo for the help')).toEqual(['PERSON_NAME:malo']);
    // A log's value stays a name, whatever the line's other words are.
    expect(found('2026-11-24 07:41:02 1tF9zQ-0071Gh-5K <= a@b.example U=gareth P=local S=1102')).toEqual(['EMAIL_ADDRESS:a@b.example', 'PERSON_NAME:gareth']);
    expect(found('i met emma and malo yesterday lol')).toEqual(['PERSON_NAME:emma', 'PERSON_NAME:malo']);
  });

  it("keeps a German institution's generic noun alone (a form's label); a compound or a named body still goes", () => {
    expect(redacted('Versicherung: AOK PLUS, Versichertennummer R482917362')).toBe('Versicherung: AOK PLUS, Versichertennummer [NATIONAL_ID]');
    expect(found('Die Versicherung hat gezahlt.')).toEqual([]);
    expect(found('Er arbeitet bei der Landesversicherung.')).toEqual(['ORGANIZATION:Landesversicherung']);
    expect(found('Schreiben vom Bundesministerium der Finanzen.')).toEqual(['ORGANIZATION:Bundesministerium der Finanzen']);
    expect(found('Allianz Versicherung AG zahlt.')).toEqual(['ORGANIZATION:Allianz Versicherung AG']);
  });
});
