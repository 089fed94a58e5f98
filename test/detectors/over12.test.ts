import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over12: words removed as what they are not', () => {
  it('keeps devices and the platforms one reaches people through, and the people beside them go', () => {
    expect(redacted('I bought a MacBook yesterday')).toBe('I bought a MacBook yesterday');
    expect(found('I bought a MacBook from Marek Novak yesterday')).toEqual(['PERSON_NAME:Marek Novak']);
    expect(found('My new PlayStation arrived, so I told Olivia')).toEqual(['PERSON_NAME:Olivia']);
    expect(found('The Chromebook belongs to Anneliese Hartmann')).toEqual(['PERSON_NAME:Anneliese Hartmann']);
    expect(found('I watched YouTube and updated LinkedIn with Priya')).toEqual(['PERSON_NAME:Priya']);
    expect(found('Message me on WhatsApp or pay Tomasz Leeds with PayPal')).toEqual(['PERSON_NAME:Tomasz Leeds']);
    // The firm with its legal form is still an organization, at a sentence's start too.
    expect(found('PayPal Holdings Inc. sued Marek Novak')).toEqual(['ORGANIZATION:PayPal Holdings Inc.', 'PERSON_NAME:Marek Novak']);
    expect(found('LinkedIn Corporation sued Marek Novak')).toEqual(['ORGANIZATION:LinkedIn Corporation', 'PERSON_NAME:Marek Novak']);
  });

  it("reads an identifier's acronym defined after its name as the number, not a body", () => {
    expect(found('RE: TAXPAYER REGISTRATION NUMBER (TRN) — AMENDMENT OF PARTICULARS')).toEqual([]);
    expect(redacted('Taxpayer Registration Number (TRN): please quote your TRN 118-427-365 on all correspondence with Tomasz Leeds.')).toBe(
      'Taxpayer Registration Number (TRN): please quote your TRN [NATIONAL_ID] on all correspondence with [PERSON_NAME].',
    );
    // A body's acronym defined after its name is still one, and every mention of it.
    expect(found('The Kurdistan Workers Party (PKK) said the PKK would talk.')).toEqual(['ORGANIZATION:Kurdistan Workers Party', 'ORGANIZATION:PKK', 'ORGANIZATION:PKK']);
  });

  it('keeps everyday acronyms read as words; an agency in quotes still goes', () => {
    expect(found('We met in the "VIP" lounge with Harriet')).toEqual(['PERSON_NAME:Harriet']);
    expect(found('Please RSVP by Friday to Siobhan, the ATM was broken')).toEqual(['PERSON_NAME:Siobhan']);
    expect(found('We met in the "NASA" lounge')).toEqual(['ORGANIZATION:NASA']);
  });

  it('reads "& Associés", "y Asociados" as the end of a firm\'s name, not a second person', () => {
    expect(found('Dupont & Associés, avocats')).toEqual(['ORGANIZATION:Dupont & Associés']);
    expect(found('Rossi & Associati, avvocati')).toEqual(['ORGANIZATION:Rossi & Associati']);
    expect(found('Smith & Associates, solicitors')).toEqual(['ORGANIZATION:Smith & Associates']);
  });

  it('reads a town in brackets right after a number as the place the number rings', () => {
    expect(redacted('Call +61 2 9374 4000 (Sydney)')).toBe('Call [PHONE_NUMBER] ([ADDRESS])');
    // The same given name before the number is the person called.
    expect(found('Call Sydney on +61 2 9374 4000')).toEqual(['PERSON_NAME:Sydney', 'PHONE_NUMBER:+61 2 9374 4000']);
    expect(found('I met Sydney (Sydney) yesterday')).toEqual(['PERSON_NAME:Sydney', 'PERSON_NAME:Sydney']);
  });

  it("reads a word no list knows after a postcode, ending the line, as the town (Italy's, Austria's own names)", () => {
    expect(found('50123 Firenze')).toEqual(['ADDRESS:50123 Firenze']);
    expect(found('Lungarno Corsini 12, 50123 Firenze (FI)')).toEqual(['ADDRESS:50123 Firenze']);
    expect(found('Kundenservice\n1010 Wien')).toEqual(['ADDRESS:1010 Wien']);
    // Not a word after a number inside a sentence, nor a listed surname.
    expect(found('Invoice 50123 Brambatti paid')).toEqual(['PERSON_NAME:Brambatti']);
    expect(found('Invoice 50123 Novak')).toEqual(['PERSON_NAME:Novak']);
  });

  it("keeps a Maltese, Swahili, Uzbek, Azerbaijani and Central American form's words; its people still go", () => {
    expect(found("Formola ta' Reġistrazzjoni għal Persuna li qed tfittex Xogħol")).toEqual([]);
    expect(redacted('TAQSIMA A — Dettalji Personali\nIsem: Marija Antonella\nNumru tal-Karta tal-Identità: 0418273M\n')).toBe(
      'TAQSIMA A — Dettalji Personali\nIsem: [PERSON_NAME]\nNumru tal-Karta tal-Identità: [NATIONAL_ID]\n',
    );
    expect(found('Namba ya Kitambulisho cha Taifa (NIDA): 19890512-14127-00004-18')).toEqual(['NATIONAL_ID:19890512-14127-00004-18']);
    expect(redacted('Akaunti ya benki ya Joseph Mwakalinga (CRDB): 0152418273600')).toBe('Akaunti ya benki ya [PERSON_NAME] (CRDB): 0152418273600');
    expect(found("Ushbu ma'lumotnoma Karimova Dilnoza Rustamovnaga berildi")).toEqual(['PERSON_NAME:Karimova Dilnoza Rustamovnaga']);
    expect(found('Xahiş edirəm, Quliyev Tural Vaqif oğlunun hesabına köçürün')).toEqual(['PERSON_NAME:Quliyev Tural Vaqif oğlunun']);
    // "Licda." is a title (Licenciada): the name after it goes, the title stays.
    expect(found('La suscrita, Licda. Mariela Chaves Arce, hace constar')).toEqual(['PERSON_NAME:Mariela Chaves Arce']);
    expect(found('Jefatura, Plataforma de Servicios — Sucursal de Liberia')).toEqual(['ADDRESS:Liberia']);
  });
});
