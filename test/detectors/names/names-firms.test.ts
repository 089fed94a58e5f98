import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order (default options). */
function found(text: string): string[] {
  return analyze(text, {}).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

// Invented firms and people (the third reading's leaks, reworded).
describe('a firm named by its trade or industry word', () => {
  it('takes the whole name, a word that is also a name included, as one organization', () => {
    expect(found('Thank you for calling Northwind Energy, how can I help?')).toEqual(['ORGANIZATION:Northwind Energy']);
    expect(found('CedarLake Pharmacy: your order is ready.')).toEqual(['ORGANIZATION:CedarLake Pharmacy']);
    expect(found('We trained at Harbourview Gym last week.')).toEqual(['ORGANIZATION:Harbourview Gym']);
    expect(found('The quote came from Zorvex Logistics today.')).toEqual(['ORGANIZATION:Zorvex Logistics']);
  });

  it('takes two capitalised words or more before the trade word inside a sentence', () => {
    expect(found('There is a survey by Hill Country Surveying on file.')).toEqual(['ORGANIZATION:Hill Country Surveying']);
  });

  it('takes a name in capitals ending in a US professional corporation form', () => {
    expect(found('CASCADE VALLEY ORTHOPEDICS, P.C.\nDear patient,')).toEqual(['ORGANIZATION:CASCADE VALLEY ORTHOPEDICS, P.C.']);
  });

  it('leaves an ordinary word before an industry word', () => {
    expect(found('Energy prices rose again this winter.')).toEqual([]);
    expect(found('Best Solutions for you and your family.')).toEqual([]);
    expect(found('We looked at Clean Energy in the report.')).toEqual([]);
  });
});

describe('a firm after its label on a form', () => {
  it('takes the capitalised words after "Employer:", "Company:", "Organization:" opening a line', () => {
    expect(found('Employer: Northwind Maple\nName: Jan Novak')).toEqual(['ORGANIZATION:Northwind Maple', 'PERSON_NAME:Jan Novak']);
    expect(found('Company: Harbor Blue\n')).toEqual(['ORGANIZATION:Harbor Blue']);
    expect(found('Organization: Fjordline Design')).toEqual(['ORGANIZATION:Fjordline Design']);
  });

  it('leaves the label inside a line', () => {
    expect(found('Notes: Employer: Harbor Blue')).toEqual([]);
  });
});
