import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor } from '../../src/engine/redactor.js';

describe('DocumentMemory', () => {
  it('finds remembered values as their types: whole, a person by each name, an organization by its short names', () => {
    const memory = new DocumentMemory();
    memory.rememberValue('Oyelaran Adebanjo', 'PERSON_NAME');
    memory.rememberValue('Kestrel Ventures Ltd', 'ORGANIZATION');
    memory.rememberValue('a.b@example.com', 'EMAIL_ADDRESS');
    const text = 'Adebanjo of Kestrel Ventures wrote from A.B@example.com; Oyelaran Adebanjo signed. Kestrel agreed. adebanjo?';
    // Only the memory's detector runs; overlaps resolved as always (the whole name wins).
    const found = analyze(text, { memory, detectors: [] });
    expect(found.map((c) => [text.slice(c.start, c.end), c.entity, c.score])).toEqual([
      ['Adebanjo', 'PERSON_NAME', 0.7],
      ['Kestrel Ventures', 'ORGANIZATION', 0.75],
      ['A.B@example.com', 'EMAIL_ADDRESS', 0.85],
      ['Oyelaran Adebanjo', 'PERSON_NAME', 0.85],
      ['Kestrel', 'ORGANIZATION', 0.75],
    ]);
  });

  it('holds thousands of values and finds them in one pass over the words', () => {
    const memory = new DocumentMemory();
    const letters = (i: number) => [...i.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
    for (let i = 0; i < 20_000; i++) memory.rememberValue(`Kunde${letters(i)} Example`, 'PERSON_NAME');
    const text = `Ask Kunde${letters(19_999)} Example and Kunde${letters(7)} about Kunde${letters(7)} Example.`;
    const t0 = performance.now();
    const found = analyze(text, { memory, detectors: [] });
    expect(performance.now() - t0).toBeLessThan(1000); // loose: the machine is shared
    expect(found.map((c) => text.slice(c.start, c.end))).toEqual([`Kunde${letters(19_999)} Example`, `Kunde${letters(7)}`, `Kunde${letters(7)} Example`]);
  });

  it('learns as it goes in one pass: a value applies from where it was first found on', () => {
    const redactor = createRedactor({});
    const once = redactor.forDocument(new DocumentMemory(), true);
    expect(once.redact('Ngozi', '').text).toBe('Ngozi');
    expect(once.redact('Ngozi Eze', 'name').text).toBe('[PERSON_NAME]');
    expect(once.redact('Eze called Ngozi', '').text).toBe('[PERSON_NAME] called [PERSON_NAME]');
  });
});
