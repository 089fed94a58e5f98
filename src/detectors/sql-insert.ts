import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { columnEntity } from './lib/column-names.js';

/**
 * The values of an SQL dump's INSERT statements whose column names say what they hold: in
 * `INSERT INTO customers (first_name, last_name, dob) VALUES ('Evelyn', 'Marsh', '1968-02-29')`
 * the first two are a person's names and the third a date, whatever the detectors would make of
 * a lone "Marsh". The columns are those the statement lists, or else those of the table's
 * CREATE TABLE earlier in the text (mysqldump writes `INSERT INTO t VALUES (…),(…);`).
 * Strings are quoted with ' (doubled or backslash-escaped inside, as MySQL and PostgreSQL
 * dumps write them); NULL and other bare values are numbers or keywords.
 */
const CREATE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:[`"[]?\w+[`"\]]?\.)?[`"[]?(\w+)[`"\]]?\s*\(/gi;
const INSERT = /\bINSERT\s+(?:IGNORE\s+)?INTO\s+(?:[`"[]?\w+[`"\]]?\.)?[`"[]?(\w+)[`"\]]?\s*(?:\(([^()]*)\)\s*)?VALUES\s*/gi;
const NOT_COLUMN = /^(?:PRIMARY|KEY|UNIQUE|CONSTRAINT|INDEX|FOREIGN|CHECK|FULLTEXT|SPATIAL)\b/i;

/** The column names of each table created in the text. */
function tableColumns(text: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  CREATE.lastIndex = 0;
  for (let m = CREATE.exec(text); m !== null; m = CREATE.exec(text)) {
    const columns: string[] = [];
    let depth = 1;
    let i = CREATE.lastIndex;
    let itemStart = i;
    for (; i < text.length && depth > 0; i++) {
      const c = text[i];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      if ((c === ',' && depth === 1) || depth === 0) {
        const item = text.slice(itemStart, i).trim();
        if (item && !NOT_COLUMN.test(item)) columns.push(/^[`"[]?([^`"\]\s]+)/.exec(item)![1]!);
        itemStart = i + 1;
      }
    }
    tables.set(m[1]!.toLowerCase(), columns);
  }
  return tables;
}

function* findInsertValues(text: string): Iterable<Candidate> {
  let tables: Map<string, string[]> | undefined;
  INSERT.lastIndex = 0;
  for (let m = INSERT.exec(text); m !== null; m = INSERT.exec(text)) {
    const columns = m[2] !== undefined ? m[2].split(',').map((c) => c.trim()) : (tables ??= tableColumns(text)).get(m[1]!.toLowerCase());
    const entities = columns?.map(columnEntity);
    let i = INSERT.lastIndex;
    if (!entities?.some(Boolean)) continue;
    // Tuples until the statement's ";" (or the text's end); a function call's parentheses
    // ("NOW()") are inside a value.
    let column = 0;
    let depth = 0;
    while (i < text.length && !(text[i] === ';' && depth === 0)) {
      const c = text[i]!;
      if (c === '(') {
        if (depth++ === 0) column = 0;
      } else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ',' && depth === 1) column++;
      else if (c === "'") {
        const start = i + 1;
        let j = start;
        for (; j < text.length; j++) {
          if (text[j] === '\\') j++;
          else if (text[j] === "'") {
            if (text[j + 1] === "'") j++;
            else break;
          }
        }
        const entity = depth === 1 ? entities[column] : undefined;
        if (entity && j > start && /[\p{L}\p{N}]/u.test(text.slice(start, j))) yield { start, end: j, score: 1, entity };
        i = j;
      }
      i++;
    }
    INSERT.lastIndex = i;
  }
}

export default defineDetector({
  id: 'sql-insert',
  entity: 'PERSON_NAME',
  find: findInsertValues,
  keywords: ['insert'],
  examples: {
    positive: [
      // Fictitious customers, as mysqldump and pg_dump --inserts write them.
      { text: "INSERT INTO `customers` (`id`,`first_name`,`last_name`) VALUES (1,'Evelyn','Marsh'),(2,'Rajesh','Iyer');", match: ['Evelyn', 'Marsh', 'Rajesh', 'Iyer'] },
      {
        text: "CREATE TABLE `customers` (\n  `id` int NOT NULL,\n  `first_name` varchar(64),\n  `last_name` varchar(64),\n  PRIMARY KEY (`id`)\n);\nINSERT INTO `customers` VALUES (4,'Marcus','O\\'Neill');",
        match: ['Marcus', "O\\'Neill"],
      },
      { text: "INSERT INTO public.patients (mrn, name) VALUES ('00482917', 'Teresa Rodriguez');", match: 'Teresa Rodriguez' },
    ],
    negative: [
      "INSERT INTO `products` (`id`,`title`,`price`) VALUES (1,'Marsh Lamp',12.5);", // no column that holds people
      "INSERT INTO customers (first_name) VALUES (NULL);",
    ],
  },
});
