import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Phones the thirteenth and fourteenth readings left standing (docs/reader.md, "leaks28"): each
 * case with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a second number after a list mark (phone.ts listedAfterPhone)', () => {
  it('takes it after its kind (`/ casa`) and after the first one\'s carrier in brackets', () => {
    expect(redact('  Teléfono: 7418-2736 / casa 2241-8273\n')).toBe('  Teléfono: [PHONE_NUMBER] / casa [PHONE_NUMBER]\n');
    expect(redact('Mobile:           941 8273 (Vodafone) / 704 1827 (Digicel)\n')).toBe('Mobile:           [PHONE_NUMBER] ([ORGANIZATION]) / [PHONE_NUMBER] (Digicel)\n');
    // After no phone, or after a word that names no phone's kind, it stays.
    expect(redact('Pedido: 7418-2736 / casa 2241-8273\n')).toBe('Pedido: 7418-2736 / casa 2241-8273\n');
    expect(redact('  Teléfono: 7418-2736 / pedido 2241-8273\n')).toBe('  Teléfono: [PHONE_NUMBER] / pedido 2241-8273\n');
  });
});

describe('a relative as the label (phone/label.ts)', () => {
  it('takes the number after a relation in brackets in Spanish', () => {
    expect(redact('Contacto de emergencia: (esposo), 7841-2736\n')).toBe('Contacto de emergencia: (esposo), [PHONE_NUMBER]\n');
    expect(redact('Expediente (anexo), 7841-2736\n')).toBe('Expediente (anexo), 7841-2736\n');
  });

  it('takes the number after "my wife:" and stays after a bare relation', () => {
    expect(redact('Mi esposa: 76541827.\n')).toBe('Mi esposa: [PHONE_NUMBER].\n');
    expect(redact('Esposa: 76541827\n')).toBe('Esposa: 76541827\n');
  });
});

describe('phone labels', () => {
  it('reads Portuguese `telefone fixo` as a label (lexicon/phone-words.ts)', () => {
    expect(redact('o telefone fixo 21 41 82 73.\n')).toBe('o telefone fixo [PHONE_NUMBER].\n');
    expect(redact('o processo fixo 21 41 82 73.\n')).toBe('o processo fixo 21 41 82 73.\n');
  });

  it('reads Vietnamese `Liên hệ:` as a label, and not the English pronoun', () => {
    expect(redact('Liên hệ: 0912 345 678\n')).toContain(': [PHONE_NUMBER]\n');
    expect(redact('He said: 0912 345 678\n')).toBe('He said: 0912 345 678\n');
  });
});

describe('British mobiles in the 5-6 grouping (phone/near.ts)', () => {
  it('takes one after a name or a postcode and a comma, a dash or "and"', () => {
    expect(redact('# Walsh – 07781 418273 (personal)\n')).toBe('# Walsh – [PHONE_NUMBER] (personal)\n');
    expect(redact('* Declan: wife, McCartan, 07912 418273\n')).toContain(', [PHONE_NUMBER]\n');
    expect(redact('I have put Manchester M32 8LT and 07781 418273 from your form\n')).toContain(' and [PHONE_NUMBER] from your form\n');
    // With no one before it, or after a reference word, it still asks for a phone word.
    expect(redact('see 07700 900461\n')).toBe('see 07700 900461\n');
    expect(redact('Invoice, 07700 900461\n')).toBe('Invoice, 07700 900461\n');
  });
});

describe('the North American long-distance 1 (phone.ts nanpTrunkBefore)', () => {
  it('takes the 1 before a bracketed area code that opens the value', () => {
    expect(redact('  Cell:           1 (868) 741-8273\n')).toBe('  Cell:           [PHONE_NUMBER]\n');
    expect(redact('Item 1 (415) 555-0132\n')).toBe('Item 1 [PHONE_NUMBER]\n');
  });
});
