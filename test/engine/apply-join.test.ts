import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/index.js';

// apply() writes a text with 10,000 findings or more (a log) by join() rather than as a rope:
// the output must be the same either way, JSON number values written as strings included.
describe('the output of a text with many findings', () => {
  const redactor = createRedactor();
  const line = (i: number) => `{"card":4111111111111111,"n":${i}} to anna.novak${i}@example.com, ok\n`;

  it('is what the same lines give one by one', () => {
    const lines = Array.from({ length: 5200 }, (_, i) => line(i));
    const text = lines.join('');
    const findings = redactor.analyze(text);
    expect(findings.length).toBe(10400);
    const out = redactor.apply(text, findings);
    expect(out).toBe(lines.map((l) => redactor.redact(l).text).join(''));
    expect(out.slice(0, 58)).toBe('{"card":"[CREDIT_CARD]","n":0} to [EMAIL_ADDRESS], ok\n{"ca');
  });
});
