import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The thirteenth reading's standing member numbers, phones without a trunk label and the lead's
 * probes (docs/reader.md, "leaks30"): each case with the default options and the exact redacted
 * text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('phones after a phrase, a verb or a person\'s "number" (phone/label.ts, phone/near.ts)', () => {
  it('reads Brazil\'s `zap` (WhatsApp) and Italian `Recapito` as labels', () => {
    expect(redact('me chama no zap (11) 98765-4321\n')).toBe('me chama no zap [PHONE_NUMBER]\n');
    expect(redact('me chama no portão (11) 98765-4321\n')).toBe('me chama no portão (11) 98765-4321\n');
    expect(redact('Recapito: 333 987 6543\n')).toBe('Recapito: [PHONE_NUMBER]\n');
    expect(redact('Protocollo: 333 987 6543\n')).toBe('Protocollo: 333 987 6543\n');
  });

  it('reads `message me on` as a phrase, and `contacter … au` as a word of calling', () => {
    expect(redact('Message me on 0423 556 901\n')).toBe('Message me on [PHONE_NUMBER]\n');
    expect(redact('Invoice sent on 0423 556 901\n')).toBe('Invoice sent on 0423 556 901\n');
    expect(redact('Vous pouvez me contacter au 01 45 67 89 10.\n')).toBe('Vous pouvez me contacter au [PHONE_NUMBER].\n');
    expect(redact('Le colis arrive au 01 45 67 89 10.\n')).toBe('Le colis arrive au 01 45 67 89 10.\n');
  });

  it('takes a reply to a question about a number, not the reply alone', () => {
    expect(redact('whats ur number? its 0412 345 678\n')).toBe('whats ur number? its [PHONE_NUMBER]\n');
    expect(redact('whats ur number?\nits 0412 345 678\n')).toBe('whats ur number?\nits [PHONE_NUMBER]\n');
    expect(redact('its 0412 345 678\n')).toBe('its 0412 345 678\n');
    expect(redact('whats the total? its 0412 345 678\n')).toBe('whats the total? its 0412 345 678\n');
  });

  it('takes the number after a person\'s "number" (and "is"), over an ID reading', () => {
    expect(redact('mi número es 612 345 678\n')).toBe('mi número es [PHONE_NUMBER]\n');
    // The same digits after "the number" stay an ID, as before (no one's number).
    expect(redact('the number is 612 345 678\n')).toBe('the number is [NATIONAL_ID]\n');
    expect(redact('my order number is 0412 345 678\n')).toBe('my order number is 0412 345 678\n');
    expect(redact('Rahul ka number 9876543210 hai\n')).toBe('[PERSON_NAME] ka number [PHONE_NUMBER] hai\n');
    expect(redact('order ka number 9876543210 hai\n')).toBe('order ka number 9876543210 hai\n');
  });

  it('reads a label before "is": `Mi cel es`, and Arabic\'s phone of a titled person', () => {
    expect(redact('Mi cel es 55 1234 5678\n')).toBe('Mi cel es [PHONE_NUMBER]\n');
    expect(redact('Mi total es 55 1234 5678\n')).toBe('Mi total es 55 1234 5678\n');
    expect(redact('هاتف السيد محمد العلي هو 0501234567\n')).toContain('هو [PHONE_NUMBER]\n');
    expect(redact('رقم الطلب هو 0501234567\n')).toBe('رقم الطلب هو 0501234567\n');
  });
});

describe('the lead\'s probes', () => {
  it('takes an IRC speaker with no time stamp when marked as a nickname (username-irc.ts)', () => {
    expect(redact('<sarah_k> hi all\n')).toBe('<[USERNAME]> hi all\n');
    expect(redact('<file> the input to read\n')).toBe('<file> the input to read\n');
    expect(redact('<sarah_k> see <b>this</b>\n')).toBe('<sarah_k> see <b>this</b>\n');
  });

  it('takes a US month and day after "on", not a fraction (date-month-day.ts)', () => {
    expect(redact('Seen by Dr Rajesh Menon on 3/14.\n')).toBe('Seen by [PERSON_NAME] on [DATE].\n');
    expect(redact('We finished 3/14 of the tests.\n')).toBe('We finished 3/14 of the tests.\n');
    expect(redact('Load stayed on 3/4 of the nodes.\n')).toBe('Load stayed on 3/4 of the nodes.\n');
  });

  it('takes a badge number after its word (account-id.ts)', () => {
    expect(redact('badge ID 7741-2209\n')).toBe('badge ID [USERNAME]\n');
    expect(redact('badge holder 7741-2209\n')).toBe('badge holder 7741-2209\n');
  });
});

describe('member numbers after their word or their institution\'s name (account-id.ts)', () => {
  it('takes the IPS asegurado number, the RSSB number and a health plan\'s contract', () => {
    expect(redact('N° de asegurado:     0418273-01\n')).toBe('N° de asegurado:     [USERNAME]\n');
    expect(redact('N° de expediente:    0418273-01\n')).toBe('N° de expediente:    0418273-01\n');
    expect(redact('RSSB number: 1989041827\n')).toBe('RSSB number: [USERNAME]\n');
    expect(redact('RSSB circular 1989041827\n')).toBe('RSSB circular 1989041827\n');
    expect(redact('Num. Contrato:  SSA 0041827365-01\n')).toBe('Num. Contrato:  [USERNAME]\n');
    expect(redact('Num. Factura:  SSA 0041827365-01\n')).toBe('Num. Factura:  SSA 0041827365-01\n');
  });
});
