import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/index.js';

// A log line of JSON keeps being JSON when a value written as a number is redacted: the
// replacement of a key's whole number value is written as a string.
describe('a JSON number value redacted in text', () => {
  const redactor = createRedactor();

  it('is written back as a JSON string, and the line still parses', () => {
    const line = '{"card":4111111111111111,"user_id":48213,"name":"Jane Doe"}';
    const out = redactor.redact(line).text;
    expect(out).toBe('{"card":"[CREDIT_CARD]","user_id":"[USERNAME]","name":"[PERSON_NAME]"}');
    expect(JSON.parse(out)).toEqual({ card: '[CREDIT_CARD]', user_id: '[USERNAME]', name: '[PERSON_NAME]' });
  });

  it('keeps spaces around the colon and before a closing brace or bracket', () => {
    expect(redactor.redact('{"card" : 4111111111111111 }').text).toBe('{"card" : "[CREDIT_CARD]" }');
    expect(redactor.redact('{"cards": [1, {"n":4111111111111111}]}').text).toBe('{"cards": [1, {"n":"[CREDIT_CARD]"}]}');
  });

  it('leaves numbers that are no JSON value as they were replaced', () => {
    expect(redactor.redact('card 4111111111111111, thanks').text).toBe('card [CREDIT_CARD], thanks');
    expect(redactor.redact('{"card":"4111111111111111"}').text).toBe('{"card":"[CREDIT_CARD]"}');
    expect(redactor.redact('card: 4111111111111111, due').text).toBe('card: [CREDIT_CARD], due');
  });

  it('writes a mask as a string too', () => {
    const masked = createRedactor({ style: 'mask', maskKeepLast: 4 }).redact('{"card":4111111111111111}').text;
    expect(masked).toBe('{"card":"************1111"}');
  });
});
