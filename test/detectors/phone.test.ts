import { describe, expect, it } from 'vitest';
import { hasGroupMark, isDottedQuad, stretches } from '../../src/detectors/phone.js';
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

  it('does not read it in the default region (US) without a phone label', () => {
    expect(phones('see 020 7946 0958.')).toEqual([]);
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

function spans(text: string, region?: string): [number, number, string][] {
  return analyze(text, { entities: ['PHONE_NUMBER'], ...(region ? { region } : {}) }).map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

describe('a national number right after a phone label is read in every region', () => {
  // libphonenumber's metadata example numbers (AU, DE, FR, IN, KE, NL) and the brief's own cases
  it.each([
    ['tel. 010 555 1234', 5, 17],
    ['Telefon: 030 12345678', 9, 21],
    ['{"phone":"030 12345678"}', 10, 22],
    ['mobile=06 12 34 56 78', 7, 21],
    ['Tel: 02 9876 5432', 5, 17],
    ['Telefon:030 12345678', 8, 20],
    ['Tel.-Nr.: 01512 3456789', 10, 23],
    ['"homePhone": "0412 345 678"', 14, 26],
    ['<phone>030 12345678</phone>', 7, 19],
    ['Tel (home): 030 12345678', 12, 24],
    ['Contact number: 0712 123456', 16, 27],
    ['numéro de téléphone : 01 23 45 67 89', 22, 36],
    ['**Phone:** 06 12345678', 11, 22],
    ['| Handy | 081234 56789 |', 10, 22],
    ['Teléfono móvil: 612 34 56 78', 16, 28],
    ['Cellulare 312 345 6789', 10, 22],
    ['電話: 03-1234-5678', 4, 16],
    ['phone_2="0412-345-678"', 9, 21],
  ])('%s', (text, start, end) => {
    expect(spans(text)).toEqual([[start, end, text.slice(start, end)]]);
  });

  it('also after a label whose number follows another one', () => {
    expect(spans('Tel 030 1234567 / 0170 1234567')).toEqual([
      [4, 15, '030 1234567'],
      [18, 30, '0170 1234567'],
    ]);
  });

  it('and in a field named for phones (a CSV column, a JSON key as the hint)', () => {
    const text = '030 12345678 (Büro)';
    expect(analyze(text, { entities: ['PHONE_NUMBER'] }, 'Festnetz').map((f) => [f.start, f.end])).toEqual([[0, 12]]);
    expect(analyze(text, { entities: ['PHONE_NUMBER'] }, 'notes').map((f) => [f.start, f.end])).toEqual([]);
  });

  it.each([
    'order 030 12345678', // another word
    'invoice ref 0412 345 678', // an invoice number after "ref"
    'see 1234 567 890 attached', // 4-3-3 digits, no word
    'Tel Aviv 2024 1995', // a place, then years
    'I lost my phone. 030 12345678', // a sentence's end between
    'Telefon: 2024-01-15', // a date
    'phone: 192.168.1.10', // an IPv4 address
    'Fax: 21 12 34', // six digits
    'microphone 030 12345678', // a word that ends in "phone"
    'Telefon: 12.03.2024', // a dotted date
  ])('leaves %s', (text) => {
    expect(spans(text)).toEqual([]);
  });

  it('keeps the --region reading and its score when the region accepts the number; a number of another region after a label outranks an ID standing alone', () => {
    expect(analyze('Tel: (415) 555-0132', { entities: ['PHONE_NUMBER'] }).map((f) => f.score)).toEqual([0.85]);
    expect(analyze('"homePhone": "030 12345678"', { entities: ['PHONE_NUMBER'] }).map((f) => f.score)).toEqual([0.9]);
  });
});

describe("Ofcom's numbers for drama", () => {
  // Ofcom, "Telephone numbers for drama": libphonenumber refuses 07700 900xxx, 01632 960xxx and 0115 496 0xxx
  it.each([
    ['Mobile: 07700 900461', 8, 20],
    ['Tel 01632 960123', 4, 16],
    ['Tel. 0115 496 0999', 5, 18],
    ['Phone: 020 7946 0000', 7, 20],
    ['call +44 7700 900123', 5, 20],
  ])('%s', (text, start, end) => {
    expect(spans(text)).toEqual([[start, end, text.slice(start, end)]]);
  });

  it('are national GB numbers in --region GB without a label, not in US', () => {
    expect(spans('see 07700 900461', 'GB')).toEqual([[4, 16, '07700 900461']]);
    expect(spans('see 07700 900461')).toEqual([]);
  });

  it('end at the range: 07700 901000 is no drama number', () => {
    expect(spans('see 07700 901000', 'GB')).toEqual([]);
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
  it('are what /(?:\\(\\+|[+(])?\\d[\\d ().\\-/]{5,}\\d/g finds, on 20,000 random texts', () => {
    const global = /(?:\(\+|[+(])?\d[\d ().\-/]{5,}\d/g;
    let found = 0;
    for (const text of randomTexts(['1', '2', '0', ' ', '(', ')', '.', '-', '/', '+', 'a', ':'], 20000, 30)) {
      const want = [...text.matchAll(global)].flatMap((m) => [m.index, m.index + m[0].length]);
      found += want.length;
      expect({ text, got: [...stretches(text)] }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(5000);
  });
});

describe('isDottedQuad', () => {
  it('is the DOTTED shape of phone/shapes.ts on every slice of 5,000 random texts', () => {
    const dotted = /^\d{1,3}(?:\.\d{1,3}){3}$/;
    let yes = 0;
    for (const text of randomTexts(['1', '0', '22', '.', '.', '3.', '4444', ' '], 5000, 12)) {
      for (let start = 0; start < text.length; start++) {
        for (let end = start + 1; end <= text.length; end++) {
          const want = dotted.test(text.slice(start, end));
          if (want) yes++;
          if (isDottedQuad(text, start, end) !== want) expect({ text, start, end, got: !want }).toEqual({ text, start, end, got: want });
        }
      }
    }
    expect(yes).toBeGreaterThan(500);
  });
});

describe('hasGroupMark', () => {
  it('tells a space, bracket, hyphen or dot inside the span, as /[ ()\\-.]/ on its slice', () => {
    expect(hasGroupMark('x 0412345678', 2, 12)).toBe(false);
    expect(hasGroupMark('x 0412 345678', 2, 13)).toBe(true);
    expect(hasGroupMark('(03)12345678', 0, 12)).toBe(true);
    expect(hasGroupMark('(03)12345678', 1, 3)).toBe(false);
    expect(hasGroupMark('0412-345', 0, 8)).toBe(true);
    expect(hasGroupMark('0412.345', 0, 8)).toBe(true);
    expect(hasGroupMark('0412/345', 0, 8)).toBe(false);
    expect(hasGroupMark('0412 345', 4, 4)).toBe(false);
    const slashes = ['0', '12', ' ', '(', ')', '-', '.', '/', '+', 'a', '\t'];
    for (const text of randomTexts(slashes, 2000, 10, 7)) {
      expect({ text, got: hasGroupMark(text, 0, text.length) }).toEqual({ text, got: /[ ()\-.]/.test(text) });
    }
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

describe('a number valid as a phone right after a phone label is a phone number, not a national ID', () => {
  const all = (text: string) => analyze(text, {}).filter((f) => f.entity === 'PHONE_NUMBER' || f.entity === 'NATIONAL_ID').map((f) => [f.entity, f.start, f.end]);
  it.each([
    ['Teléfono móvil: 612 345 678', 16, 27], // ES mobile; its nine digits also pass an ID check
    ['Teléfono: 612 345 678', 10, 21],
    ['Tfno: 612 345 678', 6, 17],
    ['llámame al 612 345 678', 11, 22],
    ['M: 612 345 678', 3, 14],
  ])('%s', (text, start, end) => {
    expect(all(text)).toEqual([['PHONE_NUMBER', start, end]]);
  });

  it('leaves the ID where no phone label is right before the number, or where an ID word is also near', () => {
    // 612 345 678 is also a valid Canadian SIN (Luhn)
    expect(all('see 612 345 678')).toEqual([['NATIONAL_ID', 4, 15]]);
    expect(all('SIN/Teléfono: 612 345 678')).toEqual([['NATIONAL_ID', 14, 25]]);
  });
});

describe('one-letter labels of letterheads and signatures', () => {
  // Ofcom drama numbers (UK), libphonenumber's example numbers (FR, ES, IT)
  it('reads the number after each label of a signature line', () => {
    expect(spans('M: +44 7700 900412 | T: 0113 496 0321')).toEqual([
      [3, 18, '+44 7700 900412'],
      [24, 37, '0113 496 0321'],
    ]);
    expect(spans('T: 020 7946 0958 · F: 020 7946 0959')).toEqual([
      [3, 16, '020 7946 0958'],
      [22, 35, '020 7946 0959'],
    ]);
  });

  it.each([
    ['T: 020 7946 0958', 3, 16],
    ['F: 020 7946 0958', 3, 16],
    ['Jane Roe\nt. 06 12 34 56 78', 12, 26],
    ['Jane Roe\n  m. 347 123 4567', 14, 26],
    ['P: 0113 496 0321 • E: jane@example.org', 3, 16],
    ['Tel/Fax: 020 7946 0958', 9, 22],
  ])('%s', (text, start, end) => {
    expect(spans(text)).toEqual([[start, end, text.slice(start, end)]]);
  });

  it.each([
    'Plan T: 1234567', // the letter follows a word
    'Plan T: 020 7946 0958', // the same with a phone-shaped number
    'T: 2024 1215', // eight digits without a trunk 0: a date or an amount in a table
    '| T: 2024 1215 |',
    'P: 12345678',
    'T 020 7946 0958', // no ":" or "." after the letter
    'size M: 0113 496 0321',
  ])('leaves %s', (text) => {
    expect(spans(text)).toEqual([]);
  });
});

describe('phrases that ask to be called at the number after them', () => {
  // libphonenumber's example numbers (IT, FR, ES, DE), Ofcom drama numbers (UK)
  it.each([
    ['chiamarmi al 347 123 4567', 13, 25],
    ['oppure chiamarmi\nal 347 123 4567.', 20, 32],
    ['she called twice from 06 12 34 56 78', 22, 36],
    ['llámame al 612 345 678', 11, 22],
    ['ruf mich an unter 0151 23456789', 18, 31],
    ['Rufen Sie mich an unter 030 12345678', 24, 36],
    ['appelez-moi au 06 12 34 56 78', 15, 29],
    ["n'hésitez pas à m'appeler au 06 12 34 56 78", 29, 43],
    ['Call me on 020 7946 0958', 11, 24],
  ])('%s', (text, start, end) => {
    expect(spans(text)).toEqual([[start, end, text.slice(start, end)]]);
  });

  it('takes the number as a phone number, not a national ID', () => {
    expect(analyze('llámame al 612 345 678', {}).filter((f) => f.entity === 'PHONE_NUMBER' || f.entity === 'NATIONAL_ID').map((f) => f.entity)).toEqual(['PHONE_NUMBER']);
  });

  it.each([
    'call 1234567890 ended', // a phone system's call id: a verb alone is no label
    'INFO call 0612345678 ended after 45 s',
    'al 347 123 4567', // the end of a phrase without its verb
    'from 06 12 34 56 78',
    'fissato al 0612 345 678', // another verb
    'moved from 06 12 34 56 78',
    'Reach me at 06 12 34 56 78 after six.', // "reach me at" is said of addresses too: bench/quality-phone.mjs's sentence without a phone word
  ])('leaves %s', (text) => {
    expect(spans(text)).toEqual([]);
  });
});
