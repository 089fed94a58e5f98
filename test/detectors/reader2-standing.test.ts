import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The personal values the second reading had left standing (docs/reader.md, "The second
 * reading", "what still stands"), one case each, with default options and the exact text a
 * redaction leaves. Each failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national numbers the reading left', () => {
  it.each([
    // The Spanish social security number (NAF), with slashes alone and bare after its label.
    ['Número de afiliación: 46/10293847/53', 'Número de afiliación: [NATIONAL_ID]'],
    ['mi NUSS es 461029384753, gracias', 'mi NUSS es [NATIONAL_ID], gracias'],
    ['wrong control: 46/10293847/54.', 'wrong control: 46/10293847/54.'],
    // A Ghana card number in a CSV line of a shell history.
    ['echo "x,1987,GHA-714002381-5" >> /tmp/test_patients.csv', 'echo "x,1987,[NATIONAL_ID]" >> /tmp/test_patients.csv'],
    // An English pupil's UPN after its label; without the label, a letter and twelve digits stay.
    ['D.O.B.: 12/07/2016                      UPN: X821207114032', 'D.O.B.: [DATE]                      UPN: [NATIONAL_ID]'],
    ['order X821207114032 shipped', 'order X821207114032 shipped'],
  ])('%j', (text, out) => {
    expect(redact(text)).toBe(out);
  });
});

describe('secrets', () => {
  it('takes a GitHub token longer than 40 characters whole', () => {
    expect(redact('export GITHUB_TOKEN=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Q7rT2x\n')).toBe('export GITHUB_TOKEN=[API_KEY]\n');
  });
});
