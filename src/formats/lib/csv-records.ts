/**
 * CSV records as they are written: where each record and each of its fields begins and ends,
 * and its values. Any line ending ends a record outside quotes — "\r\n", "\n" or a lone "\r",
 * mixed in one file as exports often are (Python's csv module reads them the same way) — and
 * stays part of the record's raw text, so a record nothing was found in is copied byte for
 * byte. RFC 4180 quoting: a field that starts with '"' runs to the matching quote, '""' is an
 * escaped quote; characters after the closing quote up to the delimiter are kept in the value
 * (lenient, as papaparse and Python are). Hand-written because no parser we know of reports
 * how each field was written, and papaparse splits at one line ending per file.
 */
export interface CsvRecord {
  /** Offset of the record's first character in the scanned text. */
  start: number;
  /** Offset after its last field (before the line ending). */
  end: number;
  /** Offset after its line ending (= end at the end of the text). */
  next: number;
  /** Each field exactly as written, quotes included. */
  raw: string[];
  /** Each field's value (the same array as `raw` when no field is quoted). */
  values: string[];
}

export interface ScanResult {
  records: CsvRecord[];
  /** Where the first record that was not complete begins (the text's length when all were). */
  consumed: number;
  /** At the end of the text a quote was opened and never closed (only reported when final). */
  unclosed: boolean;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Records and fields as scanTable() finds them, as offsets into the scanned text and no strings:
 * a 1 MB block of a customer export is 50,000 fields, and a string and two arrays per record
 * kept between a document's two passes were most of its garbage collection.
 */
export class FieldTable {
  /** Records in the table. */
  records = 0;
  /** Fields in the table. */
  fields = 0;
  /** Record r's fields are [first[r], first[r + 1]). */
  first: Int32Array;
  /** Record r's start, the end of its last field, and where the next begins (after its line ending). */
  start: Int32Array;
  end: Int32Array;
  next: Int32Array;
  /** Field f as written (quotes included): [fieldStart[f], fieldEnd[f]). */
  fieldStart: Int32Array;
  fieldEnd: Int32Array;
  /** The offset of a quoted field's closing quote; -1 for a field not quoted. */
  close: Int32Array;

  /** With room for `fields` fields (and a record per 8) before the arrays grow. */
  constructor(fields = 0) {
    const n = Math.max(256, fields);
    this.fieldStart = new Int32Array(n);
    this.fieldEnd = new Int32Array(n);
    this.close = new Int32Array(n);
    const r = Math.max(64, n >> 3);
    this.first = new Int32Array(r);
    this.start = new Int32Array(r);
    this.end = new Int32Array(r);
    this.next = new Int32Array(r);
  }

  addField(start: number, end: number, close: number): void {
    const f = this.fields++;
    if (f === this.fieldStart.length) {
      this.fieldStart = grow(this.fieldStart);
      this.fieldEnd = grow(this.fieldEnd);
      this.close = grow(this.close);
    }
    this.fieldStart[f] = start;
    this.fieldEnd[f] = end;
    this.close[f] = close;
  }

  addRecord(start: number, end: number, next: number, first: number): void {
    const r = this.records++;
    if (r + 1 >= this.first.length) {
      this.first = grow(this.first);
      this.start = grow(this.start);
      this.end = grow(this.end);
      this.next = grow(this.next);
    }
    this.first[r] = first;
    this.first[r + 1] = this.fields;
    this.start[r] = start;
    this.end[r] = end;
    this.next[r] = next;
  }

  /** Record r's number of fields. */
  width(r: number): number {
    return this.first[r + 1]! - this.first[r]!;
  }

  /** Field f's value in `text` (the text scanned): unquoted, '""' read as '"'. */
  value(text: string, f: number): string {
    const start = this.fieldStart[f]!;
    const close = this.close[f]!;
    if (close < 0) return text.slice(start, this.fieldEnd[f]);
    // Inside the quotes every '"' is half of a '""' (scanTable), so left to right they pair up.
    return text.slice(start + 1, close).replaceAll('""', '"') + text.slice(close + 1, this.fieldEnd[f]);
  }

  /** Field f as written. */
  raw(text: string, f: number): string {
    return text.slice(this.fieldStart[f], this.fieldEnd[f]);
  }
}

function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

export interface TableScan {
  table: FieldTable;
  /** Where the first record that was not complete begins (the text's length when all were). */
  consumed: number;
  /** At the end of the text a quote was opened and never closed (only reported when final). */
  unclosed: boolean;
}

/**
 * Scans `text` from `from` into records. Unless `final`, a record that may continue past the
 * end of `text` (an open quote, a last line without its line ending, a "\r" that a "\n" may
 * follow) is left for the next call. `limit` stops after that many records.
 */
export function scanRecords(text: string, delimiter: string, final: boolean, from = 0, limit = Infinity): ScanResult {
  const { table, consumed, unclosed } = scanTable(text, delimiter, final, from, limit);
  const records: CsvRecord[] = [];
  for (let r = 0; r < table.records; r++) {
    const raw: string[] = [];
    let quoted = false;
    for (let f = table.first[r]!; f < table.first[r + 1]!; f++) {
      raw.push(table.raw(text, f));
      if (table.close[f]! >= 0) quoted = true;
    }
    const values = quoted ? raw.map((_, i) => table.value(text, table.first[r]! + i)) : raw;
    records.push({ start: table.start[r]!, end: table.end[r]!, next: table.next[r]!, raw, values });
  }
  return { records, consumed, unclosed };
}

/** scanRecords, into a FieldTable: the same records, as offsets. */
export function scanTable(text: string, delimiter: string, final: boolean, from = 0, limit = Infinity): TableScan {
  // Room for a field per 16 characters (a customer export has one per 18) before it grows.
  const table = new FieldTable(limit === Infinity ? (text.length - from) >> 4 : 0);
  const n = text.length;
  const d0 = delimiter.charCodeAt(0);
  const single = delimiter.length === 1;
  let i = from;
  while (i < n && table.records < limit) {
    const start = i;
    const first = table.fields;
    let complete = false;
    for (;;) {
      const fieldStart = i;
      let close = -1;
      if (text.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q < 0) break;
          if (q + 1 < n && text.charCodeAt(q + 1) === QUOTE) {
            j = q + 2;
            continue;
          }
          if (q + 1 === n && !final) break; // a '"' that the next chunk may double
          close = q;
          break;
        }
        if (close < 0) {
          table.fields = first;
          return { table, consumed: start, unclosed: final };
        }
        i = close + 1;
      }
      if (single) {
        for (; i < n; i++) {
          const c = text.charCodeAt(i);
          if (c === d0 || c === CR || c === LF) break;
        }
      } else while (i < n && !isStop(text, i, d0, delimiter)) i++;
      table.addField(fieldStart, i, close);
      if (i >= n) {
        complete = final;
        break;
      }
      const c = text.charCodeAt(i);
      if (c === CR || c === LF) {
        complete = true;
        break;
      }
      i += delimiter.length; // a delimiter: another field follows
    }
    if (!complete) {
      table.fields = first;
      return { table, consumed: start, unclosed: false };
    }
    const end = i;
    if (i < n) {
      if (text.charCodeAt(i) === CR) {
        if (i + 1 < n) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
        else if (final) i += 1;
        else {
          table.fields = first;
          return { table, consumed: start, unclosed: false }; // "\r" then maybe "\n"
        }
      } else i += 1;
    }
    table.addRecord(start, end, i, first);
  }
  return { table, consumed: i, unclosed: false };
}

function isStop(text: string, i: number, d0: number, delimiter: string): boolean {
  const c = text.charCodeAt(i);
  return c === CR || c === LF || (c === d0 && text.startsWith(delimiter, i));
}

/** Delimiters tried, in order of preference when they fit equally well. */
const CANDIDATES = [',', ';', '\t', '|'];

/**
 * The delimiter of a sample: the candidate under which the first records (up to 20) most often
 * have the same number of fields, more than one, as a share of the records it makes, less the
 * share of fields holding a quote they don't start with (a quoted field is cut open by a wrong
 * delimiter); ties go to more fields, then to the order above. So `Lindenweg 7, 22081 Hamburg`
 * doesn't make ',' the delimiter of a ';' file. ',' when none splits anything.
 */
export function detectDelimiter(sample: string, final: boolean): string {
  let best = ',';
  let bestScore = -Infinity;
  let bestWidth = 0;
  for (const delimiter of CANDIDATES) {
    const records = scanRecords(sample, delimiter, final, 0, 20).records.filter((r) => !(r.values.length === 1 && r.values[0] === ''));
    if (records.length === 0) continue;
    const counts = new Map<number, number>();
    let strays = 0;
    for (const r of records) {
      counts.set(r.values.length, (counts.get(r.values.length) ?? 0) + 1);
      for (const raw of r.raw) if (raw.indexOf('"', 1) >= 0 && !raw.startsWith('"')) strays++;
    }
    let width = 0;
    let agree = 0;
    for (const [w, k] of counts) if (k > agree || (k === agree && w > width)) [width, agree] = [w, k];
    if (width < 2) continue;
    const score = (agree - strays) / records.length;
    if (score > bestScore || (score === bestScore && width > bestWidth)) [best, bestScore, bestWidth] = [delimiter, score, width];
  }
  return best;
}
