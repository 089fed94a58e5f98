import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../src/detectors/index.js';
import { analyze } from '../../src/engine/analyze.js';

/**
 * NATIONAL_ID behaviour that the per-detector catalog examples can't show: scores, context
 * carried by a CSV header (the hint), precision on text full of other numbers, and the keyword
 * prefilter never hiding a context word.
 */

const NATIONAL_ID = DETECTORS.filter((d) => d.entity === 'NATIONAL_ID');

function findings(text: string, hint = '') {
  return analyze(text, { entities: ['NATIONAL_ID'] }, hint).map((f) => ({
    value: text.slice(f.start, f.end),
    score: f.score,
    detector: f.detector,
  }));
}

describe('NATIONAL_ID scores', () => {
  it('a validated number in its printed shape stands alone at 0.85, and a context word lifts it', () => {
    expect(findings('ref 536-90-4399')).toEqual([{ value: '536-90-4399', score: 0.85, detector: 'us-ssn' }]);
    expect(findings('SSN 536-90-4399')).toEqual([{ value: '536-90-4399', score: 1, detector: 'us-ssn' }]);
  });

  it('a validated bare digit run counts only next to a context word, at 0.95', () => {
    expect(findings('BSN 111222333')).toEqual([{ value: '111222333', score: 0.95, detector: 'nl-bsn' }]);
    expect(findings('PESEL 44051401359')).toEqual([{ value: '44051401359', score: 0.95, detector: 'pl-pesel' }]);
    expect(findings('ref 111222333 and 44051401359')).toEqual([]);
  });

  it('a shape with no checksum counts only with context, at 0.65', () => {
    expect(findings("driver's license D1234567")).toEqual([
      { value: 'D1234567', score: 0.65, detector: 'us-drivers-license' },
    ]);
    expect(findings('passport 123456789')).toEqual([{ value: '123456789', score: 0.65, detector: 'us-passport' }]);
  });

  it('a DK CPR number (date-checked only) scores 0.85 with its context word', () => {
    expect(findings('CPR 0101804321')).toEqual([{ value: '0101804321', score: 0.85, detector: 'dk-cpr' }]);
  });
});

describe('context from a CSV column header (the hint)', () => {
  it.each([
    ['BSN', '111222333', 'nl-bsn'],
    ['PESEL', '44051401359', 'pl-pesel'],
    ['Aadhaar', '234123412346', 'in-aadhaar'],
    ['SSN', '536904399', 'us-ssn'],
    ['CPF', '39053344705', 'br-cpf'],
    ['fødselsnummer', '15108695088', 'no-fodselsnummer'],
  ])('a %s column makes a bare cell a NATIONAL_ID', (header, cell, detector) => {
    expect(findings(cell)).toEqual([]);
    expect(findings(cell, header)).toEqual([{ value: cell, score: 0.95, detector }]);
  });
});

describe('NATIONAL_ID precision on other numbers', () => {
  // None of these is a national ID number; no NATIONAL_ID detector may claim any part of them.
  const nearMisses = [
    'Call (555) 123-4567 or +1 212 555 0123 today.', // US phone numbers
    'Office: +44 20 7946 0958, mobile 07700 900123.', // UK phone numbers (Ofcom drama ranges)
    'Ring +46 8 123 456 78 or +49 30 123456789.', // Swedish and German phone numbers
    'Order #100234567 shipped in parcel 1Z999AA10123456784.', // order and tracking numbers
    'ISBN 978-3-16-148410-0 and ISBN 0-306-40615-2.', // ISBN-13 and ISBN-10
    'Logged at 2024-03-15T10:22:33Z, epoch ms 1710512345678.', // timestamps
    'Build 20230115-1029 deployed to 192.168.100.200 running v10.2.33.', // build stamp, IP, version
    'Total $1,234,567.89 due 31/12/2024, invoice 2023-0001234.', // money, date, invoice
    'Card 4111 1111 1111 1111 expires 12/29.', // a test card number
    'IBAN DE89 3704 0044 0532 0130 00 at bank code 37040044.', // an IBAN
    'Steps: 12 345 678 901 234 items counted.', // a long grouped count
    'Pages 123-45-67 and figure 12-34-5678.', // near-SSN shapes
  ];
  it.each(nearMisses)('finds no NATIONAL_ID in %s', (text) => {
    expect(findings(text)).toEqual([]);
  });

  it('an ID-like bare number next to an unrelated label stays untouched', () => {
    expect(findings('Invoice number 111222333, PO 44051401359, ticket 234123412346')).toEqual([]);
  });
});

describe('NATIONAL_ID detectors', () => {
  it('cover at least 20 countries besides the US', () => {
    const countries = new Set(NATIONAL_ID.map((d) => d.id.slice(0, 2)).filter((c) => c !== 'us'));
    expect(countries.size).toBeGreaterThanOrEqual(20);
  });

  it.each(NATIONAL_ID.filter((d) => d.requireContext && d.keywords?.length).map((d) => [d.id, d] as const))(
    "%s: every context word contains one of its keywords (else the prefilter could hide it)",
    (_id, det) => {
      const uncovered = (det.context ?? []).filter((w) => !det.keywords!.some((k) => w.toLowerCase().includes(k)));
      expect(uncovered).toEqual([]);
    },
  );

  it.each(NATIONAL_ID.filter((d) => d.keywords?.length).map((d) => [d.id, d] as const))(
    '%s: keywords are lower-case',
    (_id, det) => {
      expect(det.keywords!.filter((k) => k !== k.toLowerCase())).toEqual([]);
    },
  );
});
