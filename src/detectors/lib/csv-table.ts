import type { EntityName } from '../../entities.js';
import { codeAt } from './char-codes.js';
import { columnEntity } from './column-names.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * The CSV tables pasted into a text (an export in an e-mail or a ticket) whose header names at
 * least one column of a known type: the header is a line of three or more column names (letters
 * first, no blank inside a quoted name's edge) separated by one delimiter, `,` `;` or a tab (RFC
 * 4180 §2; Excel's exports in locales with a decimal comma use `;`); the rows are the lines right
 * after it with as many cells, quoted as RFC 4180 §2 says (`"a, b"`, `""` inside). Read by
 * csv-block (the rows' cells, by their columns) and by the names analysis (the header's names
 * are no one's: `POCity`, `Prénom`, `Etunimi`).
 */
// A column name: a letter first, words of letters, digits and `_ . - / #` joined by single
// spaces, maybe quoted. No part of a line may be read two ways (a name never ends in a blank,
// blanks around a delimiter are spaces only, the delimiter is the first one throughout): a line
// of prose with many commas that is no header fails in linear time.
// A colon inside a name is a namespace's (`cognito:username`, `custom:member_id` of an Amazon
// Cognito export: the twelfth reading).
// A form's question as its column (a Google Forms export: `Which shifts can you volunteer for?`,
// `Emergency contact (name and phone)`: the fifteenth reading) holds `?`, brackets and apostrophes.
// A `*` before a name marks a column the import requires (Xero's contacts and invoices exports:
// `*ContactName,AccountNumber,EmailAddress,…`, the nineteenth reading's xero-contacts.csv).
const FIELD = String.raw`"?\*?[\p{L}][\p{L}\p{N}_.\-/#:?()'’]*(?: [\p{L}\p{N}_.\-/#:?()'’]+)*"?`;
export const HEADER = new RegExp(String.raw`[ \t]*${FIELD}[ ]*([,;\t])[ ]*${FIELD}(?:[ ]*\1[ ]*${FIELD})+[ \t]*\r?(?=\n|$)`, 'uy');
/** The longest column name taken (a header's names are short). */
const MAX_NAME = 40;
/** The widest a header's cell is between two delimiters: a name, its quotes and a few blanks. */
const MAX_CELL = MAX_NAME + 8;

/**
 * Whether the line text[start, end) can be a header, before HEADER reads it: the first of `,`
 * `;` or a tab comes within MAX_CELL characters, and so does each next one and the line's end,
 * two delimiters or more. A line of prose fails within its first few dozen characters (most
 * prose opens with a longer clause than a column name), so the text costs about one look at
 * each line's start, not a regex over every character (a court judgment: 5 ms → 0.1 ms).
 * A line that does not begin as a name does (an ASCII character other than a letter, after
 * its indent and an optional quote) fails at once: on 10 MB of logs, the JSON lines' commas were
 * counted to each line's end.
 */
export function mayBeHeader(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++; // the line's indent
  // The first name begins with a letter, maybe quoted (FIELD): a JSON line's "{", a log line's
  // date or address is no header, and is left before its commas are counted to its end.
  if (text.charCodeAt(i) === 34) i++;
  if (text.charCodeAt(i) === 42) i++; // Xero's `*` before a required column (FIELD)
  const first = text.charCodeAt(i);
  if (first < 128 && !((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return false;
  let sep = -1;
  let count = 0;
  let last = i;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (sep < 0 ? c === 44 || c === 59 || c === 9 : c === sep) {
      sep = c;
      count++;
      last = i + 1;
    } else if (i - last > MAX_CELL) return false;
  }
  return count >= 2 && end - last <= MAX_CELL;
}

/** Where each cell of the line text[start, end) starts and ends (quotes outside), split at `sep`. */
function cells(text: string, start: number, end: number, sep: string): [number, number][] {
  const out: [number, number][] = [];
  let i = start;
  for (;;) {
    let s = i;
    let e: number;
    while (s < end && (text[s] === ' ' || text[s] === '\t') && text[s] !== sep) s++;
    if (text[s] === '"') {
      let j = s + 1;
      for (; j < end; j++) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') j++;
          else break;
        }
      }
      e = j;
      s++;
      i = j + 1;
      while (i < end && text[i] !== sep) i++;
    } else {
      i = s;
      while (i < end && text[i] !== sep) i++;
      e = i;
      while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\t' || text[e - 1] === '\r')) e--;
    }
    out.push([s, e]);
    if (i >= end) return out;
    i++;
  }
}

/**
 * Whether the line after the one ending at `end` is empty (or a lone "\r"), or there is none: a
 * header without a quote then has no row (its three cells or more against the blank line's one).
 */
function noRowAfter(text: string, end: number): boolean {
  const c = codeAt(text, end + 1);
  return c === -1 || c === 10 || (c === 13 && (end + 2 === text.length || text.charCodeAt(end + 2) === 10));
}

/** The most lines one row's quoted cell spans (a note, a postal address written out). */
const MAX_RECORD_LINES = 12;

/**
 * Where the row that begins at `start` ends: its line's end, or, when a quoted cell opens on it
 * and does not close (RFC 4180 §2.6: a quoted field may hold line breaks, as Google Contacts'
 * `Address 1 - Formatted` and a password manager's `notes` do: the twenty-fifth reading), the end
 * of the line where it closes, up to MAX_RECORD_LINES lines on; the line's end when it never does.
 */
function recordEnd(text: string, start: number, sep: string): number {
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0) return text.length;
  let i = start;
  let cellStart = true;
  let quoted = false;
  for (let lines = 0; ; i++) {
    if (i === lineEnd) {
      if (!quoted || lines === MAX_RECORD_LINES) break;
      const next = text.indexOf('\n', lineEnd + 1);
      if (next < 0) break;
      lineEnd = next;
      lines++;
      continue;
    }
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (ch === sep) cellStart = true;
    else if (cellStart && ch === '"') {
      quoted = true;
      cellStart = false;
    } else if (ch !== ' ' && ch !== '\t') cellStart = false;
  }
  return quoted ? firstLineEnd(text, start) : lineEnd;
}

function firstLineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

/**
 * Whether a header is a password manager's export's (Bitwarden's `name,…,login_uri,
 * login_username,login_password`, LastPass's `url,username,password,totp,extra,name`, Chrome's
 * `name,url,username,password`): a password column beside a link's. Its `name` or `title` is the
 * item's (`Corp VPN`, `GitLab`, `mBank`), no one's.
 */
function isPasswordExport(text: string, header: [number, number][], entities: (EntityName | undefined)[]): boolean {
  let url = false;
  let password = false;
  for (let c = 0; c < header.length; c++) {
    const name = text.slice(header[c]![0], header[c]![1]);
    if (LINK_COLUMN.test(name)) url = true;
    else if (entities[c] === 'API_KEY' && /pass/i.test(name)) password = true;
  }
  return url && password;
}
const LINK_COLUMN = /^"?(?:login[_ ]?)?(?:url|uri|website|web site|site)"?$/i;
const ITEM_NAME = /^"?(?:name|title)"?$/i;

/** A table: its header's names and each row's cells, [start, end) of each (quotes outside). */
export interface CsvTable {
  header: [number, number][];
  /** The type of each column's values, by its name (column-names.ts). */
  entities: (EntityName | undefined)[];
  rows: [number, number][][];
}

/** The tables of `text`, in order. */
export function findCsvTables(text: string): CsvTable[] {
  const out: CsvTable[] = [];
  // The first '"' at or after `start` (text.length when none), kept ahead of the lines read.
  let quote = -1;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (quote < start) {
      quote = text.indexOf('"', start);
      if (quote < 0) quote = text.length;
    }
    // A file saved by Excel as "CSV UTF-8" opens with a byte order mark before its header (the
    // twelfth reading's club export): the header begins after it.
    const from = text.charCodeAt(start) === 0xfeff ? start + 1 : start;
    // Prose's paragraphs are lines between blank lines: each is passed over without reading it.
    if ((quote >= end && noRowAfter(text, end)) || !mayBeHeader(text, from, end)) {
      start = end + 1;
      continue;
    }
    HEADER.lastIndex = from;
    const m = HEADER.exec(text);
    if (m === null) {
      start = end + 1;
      continue;
    }
    start = end + 1;
    const sep = m[1]!;
    const header = cells(text, m.index, m.index + m[0].length, sep);
    if (header.some(([s, e]) => e - s > MAX_NAME)) continue;
    const entities = header.map(([s, e]) => columnEntity(text.slice(s, e)));
    if (!entities.some(Boolean)) continue;
    if (isPasswordExport(text, header, entities)) for (let c = 0; c < header.length; c++) if (ITEM_NAME.test(text.slice(header[c]![0], header[c]![1]))) entities[c] = undefined;
    const rows: [number, number][][] = [];
    let lineStart = m.index + m[0].length + 1;
    while (lineStart < text.length) {
      const lineEnd = recordEnd(text, lineStart, sep);
      const row = cells(text, lineStart, lineEnd, sep);
      if (row.length !== header.length) break;
      rows.push(row);
      lineStart = lineEnd + 1;
    }
    out.push({ header, entities, rows });
    start = Math.max(start, lineStart);
  }
  return out;
}

function tablesOfScan(scan: TextScan): readonly CsvTable[] {
  return findCsvTables(scan.text);
}

/** The tables of `text`, found once per analyze() call (csv-block and the names analysis ask). */
export function csvTablesOf(text: string, ctx: { scan?: TextScan | undefined }): readonly CsvTable[] {
  return scanOf(text, ctx).shared(tablesOfScan);
}
