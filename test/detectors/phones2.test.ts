import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * A national mobile printed right after its owner's name, as signatures and contact lines do,
 * with no phone word (docs/reader.md, "phones2"): default options and the exact redacted text,
 * each beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('mobiles with a trunk 0 after a name (phone/near.ts TRUNK_MOBILE)', () => {
  it('takes a French mobile in pairs after a name and a dash or a comma', () => {
    expect(redact('Cordialement, Julien Moreau — 06 12 34 56 78\n')).toBe('Cordialement, [PERSON_NAME] — [PHONE_NUMBER]\n');
    expect(redact('Julien Moreau, 07 12 34 56 78\n')).toBe('[PERSON_NAME], [PHONE_NUMBER]\n');
    // An amount's word before it, or pairs that mix their separators, stay.
    expect(redact('Montant, 06 12 34 56 78\n')).toBe('Montant, 06 12 34 56 78\n');
    expect(redact('Julien Moreau, 06 12.34 56 78\n')).toBe('[PERSON_NAME], 06 12.34 56 78\n');
  });

  it('takes a German mobile after a name and a dash, not after a total', () => {
    expect(redact('Grüße, Jonas Weber – 0171 2345678\n')).toBe('Grüße, [PERSON_NAME] – [PHONE_NUMBER]\n');
    expect(redact('Total – 0171 2345678\n')).toBe('Total – 0171 2345678\n');
    expect(redact('Montag, 0171 2345678\n')).toBe('Montag, 0171 2345678\n');
    expect(redact('Kundennummer – 0171 2345678\n')).toBe('Kundennummer – 0171 2345678\n');
  });

  it('takes a Dutch 06 after a whole name and blanks, not after one capitalised word', () => {
    expect(redact('Groetjes, Sanne de Vries 06-12345678\n')).toBe('Groetjes, [PERSON_NAME] [PHONE_NUMBER]\n');
    expect(redact('Bestelling 06-12345678\n')).toBe('Bestelling 06-12345678\n');
  });

  it('takes an Australian 04 after a name, not after an invoice word or a batch', () => {
    expect(redact('Cheers, Tom Baker 0412 345 678\n')).toBe('Cheers, [PERSON_NAME] [PHONE_NUMBER]\n');
    expect(redact('Invoice 0412 345 678\n')).toBe('Invoice 0412 345 678\n');
    expect(redact('Batch 0412 345 678\n')).toBe('Batch 0412 345 678\n');
    expect(redact('Tom Baker, ref 0412 345 678\n')).toBe('[PERSON_NAME], ref 0412 345 678\n');
  });
});

describe('mobiles with no trunk prefix after a name (phone/near.ts SIGNED_NO_TRUNK)', () => {
  it('takes an Italian 3xx mobile after a name, not a bare one', () => {
    expect(redact('Saluti, Marco Rossi 333 987 6543\n')).toBe('Saluti, [PERSON_NAME] [PHONE_NUMBER]\n');
    expect(redact('Ordine 333 987 6543\n')).toBe('Ordine 333 987 6543\n');
  });

  it('takes a Polish mobile after a name, not after a total', () => {
    expect(redact('Pozdrawiam, Anna Nowak 601 234 567\n')).toBe('Pozdrawiam, [PERSON_NAME] [PHONE_NUMBER]\n');
    expect(redact('Razem, 601 234 567\n')).toBe('Razem, 601 234 567\n');
    // A payroll's line: the same groups are an amount's when a currency or decimals follow.
    expect(redact('Jan Kowalski 601 234 567 zł\n')).toBe('Jan Kowalski 601 234 567 zł\n');
    expect(redact('Jan Kowalski, 601 234 567,00 PLN\n')).toBe('Jan Kowalski, 601 234 567,00 PLN\n');
  });

  it('takes an Indian mobile after a greeting\'s first name, not after a date', () => {
    expect(redact('Thanks, Priya 98765 43210\n')).toBe('Thanks, [PERSON_NAME] [PHONE_NUMBER]\n');
    expect(redact('Received 98765 43210\n')).toBe('Received 98765 43210\n');
  });

  it('takes a Brazilian mobile with its area code after a name, not after an amount or an order word', () => {
    expect(redact('Abraço, Ana Souza (11) 98765-4321\n')).toBe('Abraço, [PERSON_NAME] [PHONE_NUMBER]\n');
    expect(redact('Valor – (11) 98765-4321\n')).toBe('Valor – (11) 98765-4321\n');
    expect(redact('Pedido (11) 98765-4321\n')).toBe('Pedido (11) 98765-4321\n');
  });
});
