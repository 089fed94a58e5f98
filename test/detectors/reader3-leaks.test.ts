import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import type { EntityName } from '../../src/entities.js';

/**
 * The values the second independent reader left standing (docs/reader.md, "The second
 * reading"), fixed after it: one case each with default options, the exact spans now found and
 * the guards that must stay. Each case failed before its fix.
 */
function spans(text: string, entity: EntityName): [number, number, string][] {
  return analyze(text)
    .filter((f) => f.entity === entity)
    .map((f) => [f.start, f.end, text.slice(f.start, f.end)]);
}

const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national numbers of other regions in brackets after a contact (PHONE_NUMBER)', () => {
  it.each([
    ["NOK: son, Kerensa Tregarthen's husband Jory (07700 900586)", 45, 57],
    ['Witness: Mr Aneurin Hughes, 11 Mill Row, Pontardawe SA8 4HS (07700 900399).', 61, 73],
    ['can you DM me his mobile? the one on the form (0412 555 306) bounces.', 47, 59],
  ])('finds the number in %j', (text, start, end) => {
    expect(spans(text, 'PHONE_NUMBER')).toEqual([[start, end, text.slice(start, end)]]);
  });

  it.each([
    'invoice ref (0412 345 678)', // a reference word before the bracket
    'Invoice (0412 345 678)',
    'paid on the invoice (0412 345 678)',
    'see page (0412 345 678)', // a lower-case word: nobody's
    'what? the total (0412 345 678)', // a question with no phone word
    'Jory (0412345678)', // one run
    'Jory (1234 567 890)', // no trunk 0
  ])('leaves %j', (text) => {
    expect(spans(text, 'PHONE_NUMBER')).toEqual([]);
  });
});
