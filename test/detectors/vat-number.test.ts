import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

/** VAT_NUMBER across detectors: which spans a realistic document yields, and what it must not. */
function vatNumbers(text: string): string[] {
  return analyze(text)
    .filter((f) => f.entity === 'VAT_NUMBER')
    .map((f) => text.slice(f.start, f.end));
}

describe('VAT_NUMBER in documents', () => {
  it('finds every tax number on an invoice, each whole', () => {
    // Specimens: python-stdnum tests (EU VAT, GB, CH UID, NO MVA, IN GSTIN, AU ABN, CA BN, BR CNPJ).
    const invoice = [
      'ACME Widgets GmbH, USt-IdNr.: DE 136 308 783, Steuernummer intern',
      'Bill to: Exemple SARL, TVA FR40 303 265 045; NL branch NL 8225.69.759 B01.',
      'UK office VAT Reg No 980 7806 84; Swiss entity CHE-105.838.471 MWST; Oslo NO 995 525 828 MVA',
      'India GSTIN 27AAPFU0939F1ZV, Sydney ABN 51 824 753 556, Toronto 123026635RT0001',
      'US payer EIN: 12-3456789 and ITIN 912-70-1234; Brazil 11.017.153/0001-68.',
    ].join('\n');
    expect(vatNumbers(invoice)).toEqual([
      'DE 136 308 783',
      'FR40 303 265 045',
      'NL 8225.69.759 B01',
      '980 7806 84',
      'CHE-105.838.471 MWST',
      'NO 995 525 828 MVA',
      '27AAPFU0939F1ZV',
      '51 824 753 556',
      '123026635RT0001',
      '12-3456789',
      '912-70-1234',
      '11.017.153/0001-68',
    ]);
  });

  it('takes context from the hint (a CSV column header), which also picks the country', () => {
    const cell = (text: string, hint: string) =>
      analyze(text, {}, hint)
        .filter((f) => f.entity === 'VAT_NUMBER')
        .map((f) => [f.detector, text.slice(f.start, f.end)]);
    expect(cell('136308783', 'USt-IdNr.')).toEqual([['national-ids', '136308783']]);
    expect(cell('136308783', 'NIP')).toEqual([]); // a valid DE number, but the column is Polish
    expect(cell('123456789', 'Employer EIN')).toEqual([['national-ids', '123456789']]);
    expect(cell('123456789', 'Order')).toEqual([]);
    expect(cell('07-3456789', 'Order')).toEqual([]); // EIN prefix 07 is never assigned
  });

  it('leaves phone numbers, dates, order numbers, IBANs and amounts alone', () => {
    const text = [
      'Please pay the VAT (20%) by 2024-05-31 or 31.05.2024 to IBAN DE89 3704 0044 0532 0130 00',
      'or GB82 WEST 1234 5698 7654 32, FR14 2004 1010 0505 0001 3M02 606, BE68 5390 0754 7034.',
      'Call +49 30 901820, +1 415 555 0132 or (020) 7946 0958 about order ORD-2024-000123,',
      'invoice 100234567 (VAT included), ISBN 978-3-16-148410-0, card 4111 1111 1111 1111,',
      'version 1.2.3.4, host 192.168.100.200, total EUR 1.234.567,89, tracking 1Z999AA10123456784,',
      'EIN and TIN forms: see page 12-14; ABN lookup at 09:30; GST of 15% on 1 234 567.',
    ].join('\n');
    expect(vatNumbers(text)).toEqual([]);
  });
});

describe('VAT numbers with no word naming them', () => {
  // Specimens: python-stdnum ro/cf docstring (185 472 90), tests/test_eu_vat.doctest (ES X5277343Q),
  // de/vat docstring (DE136308783); each also with its last digit or letter changed.
  it('takes a Romanian CUI in the 3-3-2 layout python-stdnum prints', () => {
    expect(vatNumbers('Number on the scanned form: 185 472 90')).toEqual(['185 472 90']);
    expect(vatNumbers('Number on the scanned form: 185 472 91')).toEqual([]);
    expect(vatNumbers('Number on the scanned form: 18547290')).toEqual([]);
  });

  it('takes an EU country prefix typed in lower or title case when it is joined to the number', () => {
    expect(vatNumbers('Ref Es-X5277343Q was attached to the ticket.')).toEqual(['Es-X5277343Q']);
    expect(vatNumbers('Ref es-x5277343q was attached to the ticket.')).toEqual(['es-x5277343q']);
    expect(vatNumbers('Ref de136308783 was attached to the ticket.')).toEqual(['de136308783']);
    expect(vatNumbers('Ref Es-X5277343R was attached to the ticket.')).toEqual([]);
    expect(vatNumbers('la factura de 136308783 llegó')).toEqual([]);
  });

  it('leaves bare nine-digit numbers with one check digit to a word (BG, EE)', () => {
    // python-stdnum bg/vat and ee/kmkr docstrings
    expect(vatNumbers('The parcel 175074752 arrived on Monday.')).toEqual([]);
    expect(vatNumbers('The parcel 100931558 arrived on Monday.')).toEqual([]);
    expect(vatNumbers('KMKR 100931558 on file.')).toEqual(['100931558']);
  });
});
