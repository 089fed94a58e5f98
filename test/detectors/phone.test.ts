import { describe, expect, it } from 'vitest';
import { stretches } from '../../src/detectors/phone.js';
import { followsCurrencyCode } from '../../src/detectors/phone/shapes.js';
import { analyze } from '../../src/engine/analyze.js';
import { randomTexts } from '../helpers/random-text.js';

function phones(text: string, region?: string): string[] {
  return analyze(text, { entities: ['PHONE_NUMBER'], ...(region ? { region } : {}) }).map((f) => text.slice(f.start, f.end));
}

describe('phone default region (--region)', () => {
  // Ofcom drama range 020 7946 0000–0999
  it('reads a national number in the given region', () => {
    expect(phones('Tel 020 7946 0958.', 'GB')).toEqual(['020 7946 0958']);
    expect(phones('Tel 020 7946 0958.', 'gb')).toEqual(['020 7946 0958']);
  });

  it('does not read it in the default region (US)', () => {
    expect(phones('Tel 020 7946 0958.')).toEqual([]);
  });

  it('reads international numbers whatever the region', () => {
    expect(phones('Tel +1 415 555 0132.', 'GB')).toEqual(['+1 415 555 0132']);
  });

  it('scores an international number above a national one and lifts both with context', () => {
    const score = (text: string) => analyze(text, { entities: ['PHONE_NUMBER'] })[0]?.score;
    expect(score('see (415) 555-0132 now')).toBe(0.6);
    expect(score('phone: (415) 555-0132')).toBe(0.85);
    expect(score('see +1 415 555 0132 now')).toBe(0.8);
    expect(score('see 415.555.0132 now')).toBe(0.55);
    expect(score('see 4155550132 now')).toBeUndefined();
    expect(score('cell 4155550132')).toBe(0.65);
  });
});

describe('national numbers split where the region never splits them', () => {
  // One-digit-off identifiers of ../shared/data/ids-dev.jsonl's shapes (DK CPR, FI HETU, BG PNF,
  // CR cédula, EC cédula, SK DIČ): each parses as a valid US number, none is printed as one.
  it.each(['201795-7764', '229561-3497', '6583 868765', '8385 914 924', '94-2670-1026', '246728809-7', '443 221 97 47'])(
    'leaves %s alone without a phone word',
    (printed) => {
      expect(phones(`Ref ${printed} was attached to the ticket.`)).toEqual([]);
    },
  );

  it('still takes it next to a phone word, as a bare run of digits', () => {
    expect(phones('Phone: 6583 868765.')).toEqual(['6583 868765']);
    expect(phones('call 201795-7764 today')).toEqual(['201795-7764']);
  });

  it("keeps the plan's own groups, their coarser forms and numbers printed with a trunk prefix", () => {
    // NANPA 555-01XX fiction range; Ofcom drama range; DIN 5008 sets a German area code apart
    expect(phones('see 415 5550132 now')).toEqual(['415 5550132']);
    expect(phones('see (415)555-0132 now')).toEqual(['(415)555-0132']);
    expect(phones('see 1-415-555-0132 now')).toEqual(['1-415-555-0132']);
    expect(phones('see 020 7946 0958 now', 'GB')).toEqual(['020 7946 0958']);
    expect(phones('see 0151 23456789 now', 'DE')).toEqual(['0151 23456789']);
  });

  it('does not take a number whose area code is run into the exchange', () => {
    expect(phones('see 415555-0132 now')).toEqual([]);
  });
});

describe('card, IBAN and timestamp digits are not phones', () => {
  it.each([
    ['Visa 4242 4242 4242 4242', 'CREDIT_CARD'], // Stripe test card
    ['Amex 3782 822463 10005', 'CREDIT_CARD'], // Stripe/PayPal test card
    ['IBAN GB82 WEST 1234 5698 7654 32', 'IBAN'], // ECBS example
  ])('%s is one %s finding', (text, entity) => {
    const findings = analyze(text);
    expect(findings.map((f) => f.entity)).toEqual([entity]);
  });
});

describe('phone region validation', () => {
  it('refuses a region that has no numbering plan, naming it', () => {
    expect(() => analyze('call 415 555 0132', { region: 'ZZ' })).toThrow('unknown phone region "ZZ": use an ISO 3166-1 alpha-2 code such as US or GB');
  });
});

describe('dotted numbers', () => {
  it('reads a French number in dotted pairs but not an IPv4 address', () => {
    // ARCEP reserves 01 99 00 xx xx for fiction (ARCEP decision 2012-0856)
    expect(phones('tél. 01.99.00.12.34', 'FR')).toEqual(['01.99.00.12.34']);
    expect(phones('host 192.168.100.200', 'FR')).toEqual([]);
  });
});

describe('phone stretches from the shared digit runs', () => {
  it('are what /[+(]?\\d[\\d ().\\-/]{5,}\\d/g finds, on 20,000 random texts', () => {
    const global = /[+(]?\d[\d ().\-/]{5,}\d/g;
    let found = 0;
    for (const text of randomTexts(['1', '2', '0', ' ', '(', ')', '.', '-', '/', '+', 'a', ':'], 20000, 30)) {
      const want = [...text.matchAll(global)].flatMap((m) => [m.index, m.index + m[0].length]);
      found += want.length;
      expect({ text, got: stretches(text) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(5000);
  });
});

describe('followsCurrencyCode', () => {
  it('agrees with the currency regex on the five characters before, on 20,000 random texts', () => {
    const plain = /(?<![\p{L}])(?:USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|HRK|TRY|TRL|RUB|UAH|CNY|HKD|SGD|INR|BRL|MXN|ARS|ZAR|KRW|ILS|AED|SAR|ATS|DEM|FRF|ITL|ESP|NLG|BEF|GRD|PTE|FIM|IEP|CYP)\.?\s?$/u;
    let yes = 0;
    for (const text of randomTexts(['EUR', 'TRL', 'USD', 'xEUR', 'E', 'UR', '.', ' ', '\u00a0', '\t', 'a', '1', '(', '€'], 20000, 6, 5)) {
      for (let start = 0; start <= text.length; start++) {
        const want = plain.test(text.slice(Math.max(0, start - 5), start));
        if (want) yes++;
        expect({ text, start, got: followsCurrencyCode(text, start) }).toEqual({ text, start, got: want });
      }
    }
    expect(yes).toBeGreaterThan(2000);
  });
});
