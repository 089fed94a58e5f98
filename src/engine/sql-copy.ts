import { CELL_SEPARATOR, knownFieldEntity } from './known-fields.js';
import type { TextScan } from './scan/index.js';

/**
 * The rows of a PostgreSQL `COPY table (col, …) FROM stdin;` block (pg_dump's plain format):
 * tab-separated fields, one row a line, until a line `\.` (PostgreSQL's COPY, "Text Format").
 * The statement's column list says what each field holds, as a CSV header does, so the fields
 * of a column named as a known field (`first_name`, `street`: known-fields.ts) are read with the
 * column's name as their hint, all of a column's fields in one text (joined as a CSV column's
 * cells are, CELL_SEPARATOR). `\N` (null) is no value. Found from the literal ` FROM stdin;`
 * (and `STDIN`), one search a call: most texts hold none.
 */
export interface CopyColumn {
  /** The column's name, the hint its fields are read with. */
  column: string;
  /** Its fields joined by CELL_SEPARATOR. */
  joined: string;
  /** Where each field starts in the text and in `joined`, pairwise: [textStart, joinedStart, …]. */
  at: number[];
}

const MARKS = [' FROM stdin;', ' FROM STDIN;'];
const STATEMENT = /(?:^|\n)[ \t]*COPY[ \t]+(?:"?[\w$]+"?\.)?"?[\w$]+"?[ \t]*\(([^()\n]{1,2000})\)[ \t]*$/;
const END = '\n\\.';

export function copyColumns(text: string, scan: TextScan): CopyColumn[] {
  const out: CopyColumn[] = [];
  for (const mark of MARKS) {
    for (const at of scan.literal(mark)) {
      const lineStart = text.lastIndexOf('\n', at) + 1;
      const m = STATEMENT.exec(text.slice(Math.max(0, lineStart - 1), at));
      if (!m) continue;
      const names = m[1]!.split(',').map((n) => n.trim().replace(/^"|"$/g, ''));
      if (!names.some((n) => knownFieldEntity(n))) continue;
      const rowsStart = text.indexOf('\n', at);
      if (rowsStart < 0) continue;
      let rowsEnd = text.indexOf(END, rowsStart);
      if (rowsEnd < 0) rowsEnd = text.length;
      out.push(...columnsOf(text, rowsStart + 1, rowsEnd, names));
    }
  }
  return out;
}

/** The known fields' columns of the rows in text[from, to). */
function columnsOf(text: string, from: number, to: number, names: readonly string[]): CopyColumn[] {
  const columns = names.map((column) => (knownFieldEntity(column) ? { column, parts: [] as string[], at: [] as number[], length: 0 } : undefined));
  for (let ls = from; ls < to; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0 || le > to) le = to;
    let fs = ls;
    for (let k = 0; fs <= le && k < columns.length; k++) {
      let fe = text.indexOf('\t', fs);
      if (fe < 0 || fe > le) fe = le;
      const col = columns[k];
      const value = text.slice(fs, fe);
      if (col && value !== '\\N' && value.trim() !== '') {
        if (col.parts.length) col.length += CELL_SEPARATOR.length;
        col.at.push(fs, col.length);
        col.parts.push(value);
        col.length += value.length;
      }
      fs = fe + 1;
    }
    ls = le + 1;
  }
  const out: CopyColumn[] = [];
  for (const col of columns) if (col?.parts.length) out.push({ column: col.column, joined: col.parts.join(CELL_SEPARATOR), at: col.at });
  return out;
}

/** Where a span [start, end) of a column's joined text lies in the text, when it is inside one field. */
export function copySpan(col: CopyColumn, start: number, end: number): [number, number] | undefined {
  // The last field starting at or before `start` (binary search over the joined starts).
  let lo = 0;
  let hi = col.at.length / 2 - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (col.at[mid * 2 + 1]! <= start) lo = mid;
    else hi = mid - 1;
  }
  const textStart = col.at[lo * 2]!;
  const joinedStart = col.at[lo * 2 + 1]!;
  const nextJoined = lo * 2 + 3 < col.at.length ? col.at[lo * 2 + 3]! - CELL_SEPARATOR.length : col.joined.length;
  if (start < joinedStart || end > nextJoined) return undefined;
  return [textStart + start - joinedStart, textStart + end - joinedStart];
}
