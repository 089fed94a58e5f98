import type { EntityName } from '../../entities.js';
import type { Candidate } from '../../engine/types.js';

/** A piece of a delimited value: [start, end) in the text. */
export type Piece = [start: number, end: number];

/**
 * The pieces of text[start, end) between the separators `separator` (an HL7 field's components,
 * an X12 segment's elements), in order; two separators side by side give an empty piece.
 */
export function piecesOf(text: string, start: number, end: number, separator: string): Piece[] {
  const pieces: Piece[] = [];
  for (let at = start; ; ) {
    let next = text.indexOf(separator, at);
    if (next < 0 || next > end) next = end;
    pieces.push([at, next]);
    if (next >= end) return pieces;
    at = next + 1;
  }
}

/**
 * One candidate over pieces[first..last] (0-based, both included; pieces past the end are none),
 * from the first that holds something to the last: when it holds a letter or a digit.
 */
export function spanOfPieces(text: string, pieces: readonly Piece[], first: number, last: number, entity: EntityName): Candidate | undefined {
  let start = -1;
  let end = -1;
  for (let n = first; n <= last && n < pieces.length; n++) {
    const [s, e] = pieces[n]!;
    if (e > s) {
      if (start < 0) start = s;
      end = e;
    }
  }
  return start >= 0 && /[\p{L}\p{N}]/u.test(text.slice(start, end)) ? { start, end, score: 1, entity } : undefined;
}
