import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * The account numbers in a text table's "Account #" column, as a credit report, a statement of
 * accounts or a collections letter prints its trade lines: a header line of three column names
 * or more parted by two blanks, the account column's name among them, and rows whose cell
 * starts where the name starts (left-aligned: Equifax, Experian and TransUnion disclosures, a
 * fixed-width export). A cell with six digits or more, maybe with hyphens and capitals
 * (`8274019283-001`), is the account's number: reported as IBAN, as bank-account.ts reports a
 * number after the same label. The rows end at a blank line or a row with no cell there. From
 * the engine's keyword hits of the column names.
 */
const KEYWORDS = ['account #', 'account no', 'account number', 'acct #', 'acct no'];
const MAX_ROWS = 200;
const VALUE = /^[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){5,29}$/;

function* findColumns(text: string, ctx: DetectorContext): Iterable<Candidate> {
  let after = -1;
  for (const hit of ctx.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit < after) continue;
    const lineStart = text.lastIndexOf('\n', hit - 1) + 1;
    const col = hit - lineStart;
    // The name opens its line or a column (two blanks before it) and a gap or the line's end follows it.
    if (col > 0 && !(text.charCodeAt(hit - 1) === 32 && text.charCodeAt(hit - 2) === 32)) continue;
    let lineEnd = text.indexOf('\n', hit);
    if (lineEnd < 0) lineEnd = text.length;
    const nameEnd = cellEnd(text, hit, lineEnd);
    if (!/^acc(?:oun)?t[ \t]+(?:#|no\.?|number)$/i.test(text.slice(hit, nameEnd))) continue;
    if (text.slice(lineStart, lineEnd).trim().split(/[ \t]{2,}/).length < 3) continue;
    let at = lineEnd + 1;
    for (let n = 0; n < MAX_ROWS && at < text.length; n++) {
      let rowEnd = text.indexOf('\n', at);
      if (rowEnd < 0) rowEnd = text.length;
      const start = at + col;
      const c = text.charCodeAt(start);
      if (start >= rowEnd || c === 32 || c === 9 || c === 13 || (col > 0 && !(text.charCodeAt(start - 1) === 32 && text.charCodeAt(start - 2) === 32))) break;
      const end = cellEnd(text, start, rowEnd);
      const cell = text.slice(start, end);
      if (VALUE.test(cell) && cell.replace(/\D/g, '').length >= 6) yield { start, end };
      at = rowEnd + 1;
    }
    after = at;
  }
}

/** The end of the cell from `from`: two blanks, a tab or the line's end. */
function cellEnd(text: string, from: number, lineEnd: number): number {
  let e = from;
  while (e < lineEnd && text.charCodeAt(e) !== 9 && !(text.charCodeAt(e) === 32 && (text.charCodeAt(e + 1) === 32 || e + 1 >= lineEnd)) && text.charCodeAt(e) !== 13) e++;
  return e;
}


export default defineDetector({
  id: 'table-account-column',
  entity: 'IBAN',
  find: findColumns,
  keywords: KEYWORDS,
  score: 0.8,
  examples: {
    positive: [
      // Fictitious trade lines (the fifth reading's credit disclosure).
      {
        text: 'ACCOUNTS\nCreditor              Account #           Opened    Balance\nNAVIENT (STUDENT)     9104829173          09/2006   $11,842\nWELLS FARGO AUTO      8274019283-001      04/2022   $14,205\n',
        match: ['9104829173', '8274019283-001'],
      },
    ],
    negative: [
      'Creditor              Account #           Opened\nNAVIENT               closed              09/2006\n', // no number in the cell
      'Please quote your account number  when you write, as shown\n12345678 below', // prose, no table
    ],
  },
});
