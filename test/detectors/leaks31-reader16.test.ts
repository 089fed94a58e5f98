import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the sixteenth independent reader left standing (docs/reader.md, "The sixteenth
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-sixteenth.ts)', () => {
  it('takes a Kuwaiti civil number by its date and check digit (kw/civil-id)', () => {
    expect(redact('الرقم المدني: 292031404187\n')).toBe('الرقم المدني: [NATIONAL_ID]\n');
    expect(redact('Civil ID: 288020122596\n')).toBe('Civil ID: [NATIONAL_ID]\n');
    // A wrong check digit, or no label: the digits stay.
    expect(redact('Civil ID: 292091998297\n')).toBe('Civil ID: 292091998297\n');
    expect(redact('Order 288020122596 shipped\n')).toBe('Order 288020122596 shipped\n');
  });

  it('takes an Afghan e-Tazkira number after its name (af/tazkira)', () => {
    expect(redact('تذکره نمبر 1398-0101-27365\n')).toBe('تذکره نمبر [NATIONAL_ID]\n');
    // A Gregorian year, or no name: no tazkira.
    expect(redact('تذکره نمبر 2024-0101-27365\n')).toBe('تذکره نمبر 2024-0101-27365\n');
    expect(redact('ref 1398-0101-27365\n')).toBe('ref 1398-0101-27365\n');
  });

  it('takes an Ivorian CNI and CNPS number, a Congolese voter card (ci/cni, ci/cnps, cd/electeur)', () => {
    // (The labels' abbreviations are the organization detector's to read: only the values are asserted here.)
    expect(redact('  N° CNI                : CI004182736\n')).toMatch(/^  N° \S+ {16}: \[NATIONAL_ID\]\n$/);
    expect(redact('  N° Immatriculation CNPS : 190061827354\n')).toMatch(/^  N° Immatriculation \S+ : \[NATIONAL_ID\]\n$/);
    expect(redact("porteur de la carte d'electeur N° 10418273650 delivree\n")).toBe("porteur de la carte d'electeur N° [NATIONAL_ID] delivree\n");
    // The same prints under another label stay.
    expect(redact('Ticket CI004182736 ouvert\n')).toBe('Ticket CI004182736 ouvert\n');
    expect(redact('La commande n° 10418273650 est livree\n')).toContain('n° 10418273650 est livree');
  });

  it('reads no EU VAT number into a prefix and words of prose (eu/vat: a digit in the body)', () => {
    expect(redact("immatriculé à l'IPR:ES sous le n° 7\n")).toBe("immatriculé à l'IPR:ES sous le n° 7\n");
    expect(redact('VAT ES X1234567L\n')).toBe('VAT [VAT_NUMBER]\n');
  });
});

describe('Dari labels of an Afghan tazkira form (person-name-script-labelled.ts)', () => {
  it('takes the surname after تخلص and the grandfather after نام پدرکلان', () => {
    expect(redact('مشخصات متقاضی:\nنام: محمد نادر\nتخلص: احمدزی\nنام پدر: عبدالرحیم\nنام پدرکلان: غلام سخی\nتاریخ تولد: ۱۳۷۰/۰۵/۱۲\n')).toBe(
      'مشخصات متقاضی:\nنام: [PERSON_NAME]\nتخلص: [PERSON_NAME]\nنام پدر: [PERSON_NAME]\nنام پدرکلان: [PERSON_NAME]\nتاریخ تولد: [DATE]\n',
    );
    // حاجی (one who made the pilgrimage) is an honorific, no part of the name (leaks36).
    expect(redact('نام پدر کلان: حاجی محمد\n')).toBe('نام پدر کلان: حاجی [PERSON_NAME]\n');
  });

  it('leaves "none" after a label', () => {
    expect(redact('تخلص: ندارد\n')).toBe('تخلص: ندارد\n');
    expect(redact('نام: ندارد\n')).toBe('نام: ندارد\n');
  });
});
