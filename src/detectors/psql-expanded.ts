import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';
import { columnEntity } from './lib/column-names.js';
import { cellFitsColumn } from './lib/field-fits.js';

/**
 * The values of a record printed by psql's expanded display (`\x`, postgresql.org "psql",
 * `\pset expanded`): each record opens with a line `-[ RECORD 1 ]----+-----` and then one line a
 * column, `name | value`, the names padded to one width. A column whose name says what it holds
 * (`apelido`, `last_name`, `morada`, `phone`) gives its value as that type, as a table's column
 * does (csv-block.ts, at its score: the whole cell): a surname alone (`apelido | Kiala`) is in no gazetteer, and an Angolan
 * address (`Casa n.º 418`, `Quarteirão 27`) shows no street word the address finder knows. A
 * value psql wraps (a `+` at the line's end) is not read. Found from the literal `-[ RECORD `.
 */
const ROW = /^ *([^\s|][^|\n]{0,62}?) *\| ?(.*)$/;

function findRecordValues(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  for (const at of scanOf(text, ctx).literal('-[ RECORD ')) {
    if (!/^-\[ RECORD \d+ \]/.test(text.slice(at, at + 24))) continue;
    let p = text.indexOf('\n', at);
    for (let lines = 0; p >= 0 && lines < 500; lines++) {
      const start = p + 1;
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const row = ROW.exec(text.slice(start, end));
      if (!row) break;
      let value = row[2]!;
      const entity = columnEntity(row[1]!);
      if (entity !== undefined && !value.endsWith('+')) {
        value = value.trimEnd();
        const from = end - row[2]!.length;
        if (value.length > 0 && cellFitsColumn(value, entity)) out.push({ start: from, end: from + value.length, score: 1, entity });
      }
      p = end < text.length ? end : -1;
    }
  }
  return out;
}

export default defineDetector({
  id: 'psql-expanded',
  entity: 'PERSON_NAME',
  find: findRecordValues,
  examples: {
    positive: [
      // psql's expanded display (postgresql.org, "psql", \x), a fictitious customer.
      { text: '-[ RECORD 1 ]----+---------\nid               | 41827\napelido          | Kiala\nmunicipio        | Viana', match: 'Kiala' },
      { text: '-[ RECORD 2 ]-+------\nlast_name     | Tchipilica\nemail         | \n', match: 'Tchipilica' },
    ],
    negative: [
      'apelido | Kiala\n', // no record header: a table's row or a sentence with a bar
      '-[ RECORD 1 ]----+---------\nstatus           | Kiala\n', // a column that names nothing
      '-[ RECORD 1 ]----+---------\nlast_name        | n/a\n', // a placeholder
    ],
  },
});
