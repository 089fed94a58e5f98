import { describe, expect, it } from 'vitest';
import { HEADER, mayBeHeader } from '../../src/detectors/lib/csv-table.js';
import { randomInts } from '../helpers/random-text.js';

describe('csv-block: the look at a line before HEADER reads it', () => {
  it('passes every line HEADER takes, on 40,000 random lines', () => {
    // Lines of cells: column names (ASCII, accented, other scripts, quoted or not) and what
    // begins a log's lines (a JSON object's "{", digits, a bracket), between delimiters and
    // blanks; each cell within MAX_CELL, which mayBeHeader also asks for.
    const indent = ['', '', ' ', '\t', '  '];
    const cell = ['Name', 'first_name', '"first_name"', 'é', 'Ωmega', 'ä1', '{"a"', '1a', '"', '"1"', ' a', 'a ', '[b', 'a b', '"Ω"', '_x', '#', 'x'.repeat(38), ''];
    const sep = [',', ',', ';', '\t', ', ', ' ;'];
    const end = ['', '', '\r', ' ', ','];
    const next = randomInts(7);
    const pick = (list: readonly string[]) => list[next() % list.length]!;
    let taken = 0;
    let refused = 0;
    for (let n = 0; n < 40000; n++) {
      let line = pick(indent) + pick(cell);
      for (let k = 1 + (next() % 4); k > 0; k--) line += pick(sep) + pick(cell);
      line += pick(end);
      const text = `${line}\n`;
      HEADER.lastIndex = 0;
      const header = HEADER.test(text);
      const may = mayBeHeader(text, 0, line.length);
      if (header) {
        taken++;
        expect({ line, may }).toEqual({ line, may: true });
      } else if (!may) refused++;
    }
    expect(taken).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(10000);
  });
});
