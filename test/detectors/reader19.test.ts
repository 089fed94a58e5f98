import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the nineteenth independent reader left standing (docs/reader.md, "The nineteenth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-nineteenth.ts)', () => {
  it('takes the Faroese p-tal after its name, its first six digits a date (fo/p-tal)', () => {
    expect(redact('P-tal: 140385-127 (Jógvan)\n')).toBe('P-tal: [NATIONAL_ID] (Jógvan)\n');
    expect(redact('Hjúnafelagi: Rannvá, p-tal 230988-214, hevur\n')).toContain(', p-tal [NATIONAL_ID], hevur\n');
    // No day 32, no name: they stay.
    expect(redact('P-tal: 320385-127\n')).toBe('P-tal: 320385-127\n');
    expect(redact('Málsnr.: 140385-127\n')).toBe('Málsnr.: 140385-127\n');
  });

  it("takes Burkina Faso's CNIB and IFU after their names (bf/cnib, bf/ifu)", () => {
    expect(redact('CNIB N° B10482736 délivrée le\n')).toBe('CNIB N° [NATIONAL_ID] délivrée le\n');
    expect(redact('N° IFU personnel : 00182736 Y\n')).toBe('N° IFU personnel : [VAT_NUMBER]\n');
    expect(redact('Lot B10482736 livré\n')).toBe('Lot B10482736 livré\n');
    expect(redact('Réf. 00182736 Y\n')).toBe('Réf. 00182736 Y\n');
  });

  it("takes Eritrea's identity card number after መንነት (er/national-id)", () => {
    expect(redact('ቁጽሪ መንነት ወረቐት: 0418273\n')).toBe('ቁጽሪ መንነት ወረቐት: [NATIONAL_ID]\n');
    expect(redact('ምስክር — ቁ.መንነት 0611842\n')).toBe('ምስክር — ቁ.መንነት [NATIONAL_ID]\n');
    expect(redact('መዝገብ ቁ. 0418273\n')).toBe('መዝገብ ቁ. 0418273\n');
  });
});

describe('a card number after "National ID No." in the forms the reading printed (national-id-labelled.ts)', () => {
  it('takes digits in groups of four and eight mixed capitals and digits, a word before the label or not', () => {
    expect(redact('Fika ID / National ID No.: 1994 0803 4172\n')).toBe('Fika ID / National ID No.: [NATIONAL_ID]\n');
    expect(redact('Nationality: Liberian   NIR National ID No.: 1995-0109-4182-7\n')).toBe('Nationality: Liberian   NIR National ID No.: [NATIONAL_ID]\n');
    expect(redact('Holder: National ID No.: HNL4YD73    Sex: F\n')).toBe('Holder: National ID No.: [NATIONAL_ID]    Sex: F\n');
  });

  it('leaves a word with one digit, letters alone and a date', () => {
    expect(redact('National ID No.: PENDING1\n')).toBe('National ID No.: PENDING1\n');
    expect(redact('National ID No.: ABCDEFGH\n')).toBe('National ID No.: ABCDEFGH\n');
    expect(redact('National ID No.: 1994 08\n')).toBe('National ID No.: 1994 08\n');
  });
});

describe("a Xero contacts export's columns (csv-block.ts, lib/column-names.ts)", () => {
  it('reads a header whose first column carries the required mark, and the PO/SA, bank and Skype columns', () => {
    const csv = '*ContactName,EmailAddress,POAttentionTo,POAddressLine1,POCity,SkypeName,BankAccountName,BankAccountNumber\n' + '"Nguyen, Thi Thu Ha",thuha@example.com,Thi Thu Ha Nguyen,12 Pembroke Street,Cabramatta,thuha.n84,T T H Nguyen,082-356 52736 4018\n';
    const row = redact(csv).split('\n')[1];
    expect(row).toBe('"[PERSON_NAME]",[EMAIL_ADDRESS],[PERSON_NAME],[ADDRESS],[ADDRESS],[USERNAME],[PERSON_NAME],[IBAN]');
  });

  it('leaves a line whose first cell is a mark and a number, no column name', () => {
    expect(redact('*2026,Widgets,0823565273\nx,y,z\n')).toBe('*2026,Widgets,0823565273\nx,y,z\n');
  });
});

describe("HL7 v3 name parts in a CDA document (engine/xml-elements.ts)", () => {
  it('takes <given> and <family> inside <name>, each whole', () => {
    const xml = '<guardianPerson>\n  <name><given>Bernice</given><family>Whitfield</family></name>\n</guardianPerson>\n';
    expect(redact(xml)).toBe('<guardianPerson>\n  <name><given>[PERSON_NAME]</given><family>[PERSON_NAME]</family></name>\n</guardianPerson>\n');
    expect(redact('<name use="L">\n  <given>LaShonda</given>\n</name>\n')).toBe('<name use="L">\n  <given>[PERSON_NAME]</given>\n</name>\n');
  });

  it('leaves <family> and <given> outside a <name>', () => {
    expect(redact('<font><family>Courier</family></font>\n<addr><family>inet6</family></addr>\n')).toBe('<font><family>Courier</family></font>\n<addr><family>inet6</family></addr>\n');
    expect(redact('<names><given>Alpha</given></names>\n')).toBe('<names><given>Alpha</given></names>\n');
  });
});
