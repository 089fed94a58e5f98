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
 * Scans `text` from `from` into records. Unless `final`, a record that may continue past the
 * end of `text` (an open quote, a last line without its line ending, a "\r" that a "\n" may
 * follow) is left for the next call. `limit` stops after that many records.
 */
export function scanRecords(text: string, delimiter: string, final: boolean, from = 0, limit = Infinity): ScanResult {
  const records: CsvRecord[] = [];
  const n = text.length;
  const d0 = delimiter.charCodeAt(0);
  const single = delimiter.length === 1;
  let i = from;
  while (i < n && records.length < limit) {
    const start = i;
    const raw: string[] = [];
    // The values are the raw fields, one array for both, until a field is quoted.
    let values: string[] | undefined;
    let complete = false;
    let unclosed = false;
    for (;;) {
      const fieldStart = i;
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        let parts = '';
        let closed = false;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q < 0) break;
          if (q + 1 < n && text.charCodeAt(q + 1) === QUOTE) {
            parts += text.slice(j, q + 1);
            j = q + 2;
            continue;
          }
          if (q + 1 === n && !final) break; // a '"' that the next chunk may double
          parts += text.slice(j, q);
          j = q + 1;
          closed = true;
          break;
        }
        if (!closed) {
          unclosed = true;
          break;
        }
        i = j;
        while (i < n && !isStop(text, i, d0, delimiter, single)) i++;
        value = parts + text.slice(j, i);
        values ??= raw.slice();
        raw.push(text.slice(fieldStart, i));
        values.push(value);
      } else {
        while (i < n && !isStop(text, i, d0, delimiter, single)) i++;
        // As written: one string for both.
        value = text.slice(fieldStart, i);
        raw.push(value);
        values?.push(value);
      }
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
    if (unclosed) return { records, consumed: start, unclosed: final };
    if (!complete) return { records, consumed: start, unclosed: false };
    const end = i;
    if (i < n) {
      if (text.charCodeAt(i) === CR) {
        if (i + 1 < n) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
        else if (final) i += 1;
        else return { records, consumed: start, unclosed: false }; // "\r" then maybe "\n"
      } else i += 1;
    }
    records.push({ start, end, next: i, raw, values: values ?? raw });
  }
  return { records, consumed: i, unclosed: false };
}

function isStop(text: string, i: number, d0: number, delimiter: string, single: boolean): boolean {
  const c = text.charCodeAt(i);
  return c === CR || c === LF || (c === d0 && (single || text.startsWith(delimiter, i)));
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
