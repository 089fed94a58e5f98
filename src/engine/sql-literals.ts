import { knownFieldEntity } from './known-fields.js';
import type { TextScan } from './scan/index.js';

/**
 * The string literals an SQL query compares a named column with (`WHERE bsn = '271849368' AND
 * voornaam = 'Fenna'`: a query in a database's log, an audit log's `"query"`, a slow-query log):
 * the column says what the literal holds, as a CSV header or a JSON key does, so each is read
 * with the column's name as its hint (known-fields.ts). Only a column whose name is a known
 * field's; the literal runs to the next single quote not doubled (SQL-92 §5.3 writes a quote
 * inside a literal as `''`) on the same line. Found by literal searches (`= '`, `='`, ` LIKE '`).
 * A LIKE pattern (SQL-92 §8.5; Postgres' ILIKE) is read without the `%` wildcards at its ends
 * (`c.last_name LIKE 'Kowalczyk%'`, the twenty-first reading's MySQL general log); a piece in
 * lower case between two wildcards is a substring searched for (`name LIKE '%son%'`).
 */
export interface SqlLiteral {
  start: number;
  end: number;
  column: string;
}

const MARKS = ["= '", "='", " LIKE '", " like '", " ILIKE '", " ilike '"];
const LONGEST = 200;

export function sqlComparedLiterals(text: string, scan: TextScan): SqlLiteral[] {
  const out: SqlLiteral[] = [];
  for (const mark of MARKS) {
    for (const at of scan.literal(mark)) {
      const literal = literalAt(text, at, mark.length);
      if (literal) out.push(literal);
    }
  }
  return out;
}

/** The literal whose opening quote ends the mark at `at`, when a known field's column is compared with it. */
function literalAt(text: string, at: number, markLength: number): SqlLiteral | undefined {
  // "!=", "<=", ">=", "==", ":=": no equality of a column with a value, or not SQL's.
  const before = text.charCodeAt(at - 1);
  if (before === 33 || before === 60 || before === 62 || before === 61 || before === 58) return undefined;
  let k = at - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  // A column quoted as MySQL (`col`) or standard SQL ("col") writes it.
  const quote = text.charCodeAt(k);
  if (quote === 96 || quote === 34 || quote === 93) k--;
  const end = k + 1;
  while (k >= 0 && isColumnChar(text.charCodeAt(k))) k--;
  const column = text.slice(k + 1, end);
  if (column.length === 0 || !knownFieldEntity(column)) return undefined;
  const start = at + markLength;
  let i = start;
  for (; i < text.length && i - start <= LONGEST; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return undefined;
    if (c !== 39) continue;
    if (text.charCodeAt(i + 1) === 39) i++;
    else break;
  }
  if (i >= text.length || text.charCodeAt(i) !== 39 || i === start) return undefined;
  if (markLength === 2 || markLength === 3) return { start, end: i, column };
  let from = start;
  let to = i;
  while (from < to && text.charCodeAt(from) === 37) from++;
  while (to > from && text.charCodeAt(to - 1) === 37) to--;
  // A lower-case piece between two wildcards is a substring searched for (`LIKE '%son%'`), no one's name.
  if (from > start && to < i && /^\p{Ll}/u.test(text.slice(from, from + 1))) return undefined;
  return from < to ? { start: from, end: to, column } : undefined;
}

// A column's name: letters (any script), digits, "_", "$".
const isColumnChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c >= 0xc0;
