import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding but dates as "ENTITY:value", in text order. */
function found(text: string): string[] {
  return analyze(text, {}, '')
    .filter((f) => f.entity !== 'DATE')
    .map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Spanish and Italian titles written with a full stop ("Sra.", "Dott.") were read as the end of a
// sentence, and the surname after them stood: "Estimada Sra. Paredes:" was left whole.
describe('a title abbreviated with a full stop in Spanish or Italian', () => {
  it('starts a name, at a salutation, inside a sentence and at a line start', () => {
    expect(found('Estimada Sra. Paredes:')).toEqual(['PERSON_NAME:Sra. Paredes']);
    expect(found('Le escribimos porque la Sra. Paredes firmó el contrato el día 2.')).toEqual(['PERSON_NAME:Sra. Paredes']);
    expect(found('Sra. Paredes firmó también el anexo.')).toEqual(['PERSON_NAME:Sra. Paredes']);
    expect(found('Ayer Srta. Paredes firmó.')).toEqual(['PERSON_NAME:Srta. Paredes']);
    expect(found('Ieri il Dott. Paredes ha firmato.')).toEqual(['PERSON_NAME:Dott. Paredes']);
  });

  it('leaves the sentence after a title with no name alone', () => {
    expect(found('Atentamente, la Dra.')).toEqual([]);
  });
});
