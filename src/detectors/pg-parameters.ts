import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { columnEntity } from './lib/column-names.js';

/**
 * The bound values of a PostgreSQL log's statement, by the columns they are compared with or
 * written to: with log_min_duration_statement (or log_statement) a server logs an extended-
 * protocol statement with `$1`, `$2` placeholders, and on the next line `DETAIL:  parameters:
 * $1 = 'Nwachukwu', $2 = 'M14 5RG'` (PostgreSQL manual, §20.8.3 "What to Log"). The values
 * alone say little (a surname, a postcode); the statement says which column each one meets:
 * `last_name = $1`, `lower(last_name) = lower($1)`, `SET phone = $1`, or its place in an
 * INSERT's column list (`INSERT INTO t (email, phone) VALUES ($1, $2)`). A column whose name
 * says its type (lib/column-names.ts, as for an SQL dump's INSERT) gives it to the value.
 */
const PARAMETER = /\$(\d{1,3}) = (?:'((?:[^'\n]|'')*)'|NULL)/g;

function* findParameters(text: string): Iterable<Candidate> {
  for (let at = text.indexOf('parameters: $'); at !== -1; at = text.indexOf('parameters: $', at + 13)) {
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = text.length;
    const statement = statementBefore(text, at);
    if (statement === undefined) continue;
    const columns = placeholderColumns(statement);
    PARAMETER.lastIndex = at;
    const line = text.slice(0, lineEnd);
    for (let m = PARAMETER.exec(line); m !== null; m = PARAMETER.exec(line)) {
      if (m[2] === undefined || m[2] === '') continue;
      const column = columns.get(Number(m[1]));
      const entity = column === undefined ? undefined : columnEntity(column);
      if (entity === undefined) continue;
      const start = m.index + m[0].length - m[2].length - 1;
      yield { start, end: start + m[2].length, score: 0.85, entity };
    }
  }
}

/** The statement logged on the line before the DETAIL line at `at` (its text after "statement:", "execute …:"). */
function statementBefore(text: string, at: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', at - 1);
  if (lineStart <= 0) return undefined;
  const prevStart = text.lastIndexOf('\n', lineStart - 1) + 1;
  const prev = text.slice(prevStart, lineStart);
  const m = /(?:execute [^:\n]*|statement|bind [^:\n]*):[ \t]*(.*)$/.exec(prev);
  return m?.[1];
}

/** Each placeholder's column in a statement: compared (`col = $1`, `lower(col) = lower($1)`), set, or inserted. */
function placeholderColumns(statement: string): Map<number, string> {
  const out = new Map<number, string>();
  const compared = /(?:\b(?:lower|upper|trim)\()?"?([A-Za-z_][\w]*)"?\)?[ \t]*(?:=|<>|!=|\bI?LIKE\b)[ \t]*(?:(?:lower|upper|trim)\()?\$(\d{1,3})\b/gi;
  for (let m = compared.exec(statement); m !== null; m = compared.exec(statement)) out.set(Number(m[2]), m[1]!);
  const insert = /\binsert[ \t]+into[ \t]+[\w."]+[ \t]*\(([^)]*)\)[ \t]*values[ \t]*\(([^)]*)\)/i.exec(statement);
  if (insert) {
    const names = insert[1]!.split(',').map((c) => c.trim());
    insert[2]!.split(',').forEach((v, i) => {
      const p = /^\$(\d{1,3})$/.exec(v.trim());
      if (p && names[i]) out.set(Number(p[1]), names[i]!);
    });
  }
  return out;
}

export default defineDetector({
  id: 'pg-parameters',
  entity: 'PERSON_NAME',
  find: findParameters,
  keywords: ['parameters: $'],
  examples: {
    positive: [
      // The PostgreSQL manual's log line layout (§20.8.3), with fictitious values.
      {
        text: "LOG:  duration: 2418.552 ms  execute <unnamed>: SELECT * FROM customers WHERE lower(last_name) = lower($1) AND status = $2\nDETAIL:  parameters: $1 = 'Nwachukwu', $2 = 'active'\n",
        match: 'Nwachukwu',
      },
    ],
    negative: [
      "LOG:  execute <unnamed>: SELECT * FROM orders WHERE status = $1\nDETAIL:  parameters: $1 = 'Shipped'\n", // a column that names no type
    ],
  },
});
