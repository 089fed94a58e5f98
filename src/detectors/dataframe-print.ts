import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { columnEntity } from './lib/column-names.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A data frame printed as text (pandas' `df.head()`, R's `print(df)`, in a notebook's output or
 * pasted into a ticket): a header line of column names parted by two blanks or more, then rows
 * that open with the index, each cell right-aligned under its column's name. The values of a
 * column whose name says what they are (`customer_id`, `member_no`, `sort_code`, `dob`,
 * `postcode`: lib/column-names.ts) are of that type; the rows end at the first line with no
 * cell ending where the name ends. Names, e-mail addresses and phone numbers in the other cells
 * are found by their own detectors. In a notebook each line is a JSON string: the columns are
 * counted from its opening quote.
 */
// A data frame's column names are identifiers: the id and number columns end so ("customer_id",
// "member_no", "sort_code"); "dob" and "zip" stand alone. (Whole words such as "customer" or
// "account" would send the engine's keyword pass into every word of prose that starts so.)
const KEYWORDS = ['_id', '_no', '_num', '_code', 'dob', 'zip'];
const TYPES = new Set(['USERNAME', 'IBAN', 'ZIP_CODE', 'DATE', 'NATIONAL_ID']);
const HEADER = /^[ \t]*[A-Za-z_][\w.]*(?:[ \t]{2,}[A-Za-z_][\w.]*){2,}[ \t]*$/;
const CELL = /\S+(?: \S+)*/g;
const MAX_ROWS = 500;

interface Line {
  /** Where the line's columns are counted from (after a JSON string's quote). */
  origin: number;
  /** The line's content: up to its end, a JSON string's `\n"` or `"`. */
  content: string;
  /** The start of the next line. */
  next: number;
}

function lineAt(text: string, from: number): Line | undefined {
  if (from >= text.length) return undefined;
  let end = text.indexOf('\n', from);
  if (end < 0) end = text.length;
  let raw = text.slice(from, end).replace(/\r$/, '');
  let origin = from;
  const quoted = /^[ \t]*"/.exec(raw);
  if (quoted) {
    origin = from + quoted[0].length;
    raw = raw.slice(quoted[0].length).replace(/(?:\\n)?",?[ \t]*$/, '');
  }
  return { origin, content: raw, next: end + 1 };
}

function* findFrames(text: string, ctx: DetectorContext): Iterable<Candidate> {
  const hits = ctx.keywordHits ?? keywordPlaces(text, KEYWORDS);
  let doneUpTo = -1;
  let lastLine = -1;
  for (const hit of hits) {
    if (hit < doneUpTo || !inColumnName(text, hit)) continue;
    const lineStart = text.lastIndexOf('\n', hit - 1) + 1;
    if (lineStart === lastLine) continue;
    lastLine = lineStart;
    const header = lineAt(text, lineStart);
    if (!header || !HEADER.test(header.content)) continue;
    // The columns whose names give their type: each name's end (columns are right-aligned).
    const columns: { end: number; entity: string }[] = [];
    for (const m of header.content.matchAll(CELL)) {
      const entity = columnEntity(m[0]);
      if (entity && TYPES.has(entity)) columns.push({ end: m.index + m[0].length, entity });
    }
    if (columns.length === 0) continue;
    let at = header.next;
    for (let n = 0; n < MAX_ROWS; n++) {
      const row = lineAt(text, at);
      if (!row || !/^\S+[ \t]{2,}\S/.test(row.content)) break;
      const cells = [...row.content.matchAll(CELL)];
      let aligned = false;
      for (const col of columns) {
        const cell = cells.find((c) => c.index + c[0].length === col.end);
        if (!cell || cell.index === 0) continue;
        aligned = true;
        if (/^(?:NaN|None|NaT|<NA>|\.\.\.)$/.test(cell[0])) continue;
        yield { start: row.origin + cell.index, end: row.origin + cell.index + cell[0].length, entity: col.entity as Candidate['entity'] };
      }
      if (!aligned) break;
      at = row.next;
    }
    doneUpTo = at;
  }
}

/**
 * Whether the word around `hit` stands as a column's name: two blanks, a line's start or a
 * quote before it, two blanks or a line's end after it (most keyword hits are words of prose).
 */
function inColumnName(text: string, hit: number): boolean {
  let s = hit;
  while (s > 0 && isNameChar(text.charCodeAt(s - 1))) s--;
  let e = hit;
  while (e < text.length && isNameChar(text.charCodeAt(e))) e++;
  const before = s === 0 || text.charCodeAt(s - 1) === 10 || text.charCodeAt(s - 1) === 34 || (text.charCodeAt(s - 1) === 32 && text.charCodeAt(s - 2) === 32);
  const c = text.charCodeAt(e);
  const after = e >= text.length || c === 10 || c === 13 || (c === 32 && text.charCodeAt(e + 1) === 32) || c === 92;
  return before && after;
}

/** A letter, digit, "_" or ".": a column name's characters. */
const isNameChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46;


export default defineDetector({
  id: 'dataframe-print',
  entity: 'USERNAME',
  find: findFrames,
  keywords: KEYWORDS,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious rows (the fourth reading's notebook prints them).
      {
        text: 'Out[4]:\n   customer_id      first_name   churn_score\n0        10482          Ingrid         0.82\n1        10517          Rashid         0.77\n',
        match: ['10482', '10517'],
      },
      {
        text: '"text/plain": [\n "   member_no  plan  score\\n",\n "0    M-48213  gold   0.8\\n",\n "1    M-48299  free   0.4"\n]',
        match: ['M-48213', 'M-48299'],
      },
    ],
    negative: [
      '   customer_id      first_name   churn_score\n', // no rows
      '   order_id      item   price\n0    10482   pen   2.50\n', // an order names no one
      'customer_id  first_name  score\nThe customer id is used below.', // prose after a header
    ],
  },
});
