import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import type { EntityName } from '../entities.js';
import { columnEntity } from './lib/column-names.js';
import { cellFitsColumn } from './lib/field-fits.js';

/**
 * A table printed with its column names underlined by dashes, as PowerShell's Format-Table
 * (and `Select-Object`'s default view), SQL*Plus and sqlcmd print query results: a header line,
 * a line of dash groups (one a column, parted by blanks), then rows whose cells stand under
 * their group, left-aligned. The values of a column whose name says what they are (`Name`,
 * `SamAccountName`, `EmailAddress`, `username`…: lib/column-names.ts) are of that type: the
 * twelfth reading's PowerShell transcript (`Get-ADGroupMember … | Select-Object
 * Name,SamAccountName`). The rows end at a blank line. From the places of `--` (one literal
 * search a call): a line of dashes opens with them.
 */
const DASHES = /^-+(?:[ \t]+-+)+[ \t]*\r?$/;
const MAX_ROWS = 500;

function findTables(text: string, ctx: DetectorContext | undefined): Candidate[] {
  const out: Candidate[] = [];
  const hits = ctx?.scan ? ctx.scan.literal('--') : literalPlaces(text, '--');
  let after = -1;
  for (const hit of hits) {
    if (hit < after || (hit > 0 && text.charCodeAt(hit - 1) !== 10)) continue;
    let lineEnd = text.indexOf('\n', hit);
    if (lineEnd < 0) lineEnd = text.length;
    after = lineEnd;
    const dashes = text.slice(hit, lineEnd);
    if (!DASHES.test(dashes) || hit < 2) continue;
    const headerStart = text.lastIndexOf('\n', hit - 2) + 1;
    const header = text.slice(headerStart, hit - 1).replace(/\r$/, '');
    const starts: number[] = [];
    for (const m of dashes.matchAll(/-+/g)) starts.push(m.index);
    const entities: (EntityName | undefined)[] = starts.map((s, k) => {
      const name = header.slice(s, k + 1 < starts.length ? starts[k + 1] : undefined).trim();
      return name && !/\s{2}/.test(name) ? columnEntity(name) : undefined;
    });
    if (!entities.some(Boolean)) continue;
    let row = lineEnd + 1;
    for (let n = 0; n < MAX_ROWS && row < text.length; n++) {
      let end = text.indexOf('\n', row);
      if (end < 0) end = text.length;
      const line = text.slice(row, end).replace(/\r$/, '');
      if (line.trim() === '') break;
      for (let k = 0; k < starts.length; k++) {
        const entity = entities[k];
        if (!entity) continue;
        const cellEnd = Math.min(line.length, k + 1 < starts.length ? starts[k + 1]! : line.length);
        let s = starts[k]!;
        let e = cellEnd;
        // A cell begins where its column does: text running into it from the left is another's.
        if (s > 0 && s <= line.length && line.charCodeAt(s - 1) !== 32) continue;
        while (s < e && line.charCodeAt(s) === 32) s++;
        while (e > s && (line.charCodeAt(e - 1) === 32 || line.charCodeAt(e - 1) === 9)) e--;
        if (e > s && fits(line.slice(s, e), entity)) out.push({ start: row + s, end: row + e, score: 0.9, entity });
      }
      row = end + 1;
      after = row;
    }
  }
  return out;
}

function literalPlaces(text: string, literal: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length)) out.push(at);
  return out;
}

/** Whether a cell's value can be of its column's type; a user name holds no blank. */
function fits(value: string, entity: EntityName): boolean {
  return cellFitsColumn(value, entity) && !(entity === 'USERNAME' && /\s/.test(value));
}

export default defineDetector({
  id: 'table-dashed-header',
  entity: 'USERNAME',
  find: findTables,
  examples: {
    // Each on lines of its own (the catalog wraps an example in a sentence or a log line).
    positive: [
      // A fictitious group (the twelfth reading's PowerShell transcript).
      {
        text: '\nName                     SamAccountName\n----                     --------------\nPichler-Aigner Florian   f.pichler-aigner\nRauscher Theresa         t.rauscher\n\n',
        // The user names (the names are PERSON_NAME's, from the Name column).
        match: ['f.pichler-aigner', 't.rauscher'],
      },
    ],
    negative: [
      '\nProcess      CPU\n-------      ---\nexplorer     12.5\n\n', // no column that says what it holds
      '\n-- a SQL comment\n-- another\n', // no dash groups
    ],
  },
});
