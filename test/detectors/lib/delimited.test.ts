import { describe, expect, it } from 'vitest';
import { piecesOf, spanOfPieces } from '../../../src/detectors/lib/delimited.js';

describe('piecesOf', () => {
  it('gives the pieces between separators, empty ones included, up to the end given', () => {
    const text = 'NM1*IL*1**Doe|rest';
    expect(piecesOf(text, 0, 13, '*')).toEqual([[0, 3], [4, 6], [7, 8], [9, 9], [10, 13]]);
  });
  it('gives one piece when no separator occurs before the end', () => {
    expect(piecesOf('Smith^John', 0, 5, '^')).toEqual([[0, 5]]);
  });
});

describe('spanOfPieces', () => {
  const text = 'Smith^^John^^^';
  const pieces = piecesOf(text, 0, text.length, '^');
  it('spans from the first piece that holds something to the last, skipping empty ones', () => {
    expect(spanOfPieces(text, pieces, 0, 4, 'PERSON_NAME')).toEqual({ start: 0, end: 11, score: 1, entity: 'PERSON_NAME' });
    expect(spanOfPieces(text, pieces, 1, 9, 'PERSON_NAME')).toEqual({ start: 7, end: 11, score: 1, entity: 'PERSON_NAME' });
  });
  it('gives nothing for empty pieces, or pieces with no letter or digit', () => {
    expect(spanOfPieces(text, pieces, 3, 5, 'PERSON_NAME')).toBeUndefined();
    expect(spanOfPieces('-*-', piecesOf('-*-', 0, 3, '*'), 0, 1, 'USERNAME')).toBeUndefined();
  });
});
