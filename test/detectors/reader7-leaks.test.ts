import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the seventh independent reader left standing (docs/reader.md, "The seventh
 * reading"), fixed after it: each case with the default options and the exact redacted text,
 * beside a near miss that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/)', () => {
  it('takes an Emirates ID in its dashed layout, and bare after its name (ae/eid)', () => {
    expect(redact('Emirates ID: 784-1987-2364519-2\n')).toBe('Emirates ID: [NATIONAL_ID]\n');
    expect(redact('son Aarav (Emirates ID\n784-2019-8371925-9) too\n')).toBe('son [PERSON_NAME] (Emirates ID\n[NATIONAL_ID]) too\n');
    // A wrong Luhn digit, or fifteen bare digits with no word, stay.
    expect(redact('Emirates ID: 784-1987-2364519-3\n')).toBe('Emirates ID: 784-1987-2364519-3\n');
    expect(redact('ref 784201983719259\n')).toBe('ref 784201983719259\n');
  });

  it('takes an HKID with its check character in brackets (hk/hkid)', () => {
    expect(redact('HKID No. 香港身份證號碼: K384915(5)\n')).toBe('HKID No. 香港身份證號碼: [NATIONAL_ID]\n');
    expect(redact('Tenant: Y627013(A)\n')).toBe('Tenant: [NATIONAL_ID]\n');
    expect(redact('Tenant: Y627013(4)\n')).toBe('Tenant: Y627013(4)\n');
    expect(redact('see f(3) and g(A)\n')).toBe('see f(3) and g(A)\n');
  });

  it("takes a Colombian cédula and tarjeta de identidad after their names (co/cedula)", () => {
    expect(redact('identificada con cédula de ciudadanía\nNo. 52.834.172 de Bogotá\n')).toBe('identificada con cédula de ciudadanía\nNo. [NATIONAL_ID] de [ADDRESS]\n');
    expect(redact('Rojas Mejía, C.C. 79.482.615. La empresa\n')).toBe('[PERSON_NAME], C.C. [NATIONAL_ID]. La empresa\n');
    expect(redact('the CC 123456 build and 79.482.615 units\n')).toBe('the CC 123456 build and 79.482.615 units\n');
  });

  it('takes a СНИЛС (ru/snils), an NHI (nz/nhi), an NTN (pk/ntn), a Malaysian tax number (my/tin)', () => {
    expect(redact('СНИЛС: 128-734-592 88\n')).toBe('СНИЛС: [NATIONAL_ID]\n');
    expect(redact('СНИЛС: 128-734-592 89\n')).toBe('СНИЛС: 128-734-592 89\n');
    expect(redact('NHI: ZHR4821\n')).toBe('NHI: [NATIONAL_ID]\n');
    expect(redact('Part ZHR4821\n')).toBe('Part ZHR4821\n');
    expect(redact('NTN:                  4172836-9\n')).toBe('NTN:                  [NATIONAL_ID]\n');
    expect(redact('Build 4172836-9\n')).toBe('Build 4172836-9\n');
    expect(redact('No. Cukai Pendapatan : SG 23847196050\n')).toContain(': [NATIONAL_ID]\n');
    expect(redact('Flight SG 23847196050\n')).toBe('Flight SG 23847196050\n');
  });
});
