import path from 'node:path';
import type { EntityName } from '../entities.js';
import { isFieldName } from '../engine/known-fields.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { InputError } from '../errors.js';
import { parseColumns, planColumns, type ColumnPlan } from './lib/csv-columns.js';
import { analyzeCells, redactCells } from './lib/cells.js';
import { formatField, keepInert } from './lib/csv-fields.js';
import { detectDelimiter, scanRecords, type CsvRecord } from './lib/csv-records.js';
import { createCodec, detectEncoding, ENCODING_NAMES, latin1Compact, type TextCodec } from './lib/encoding.js';
import { FileWriter, readChunks, readHead } from './lib/files.js';
import { isUnicodeText, isWindows1252Text } from './lib/sniff.js';
import type { FormatContext, FormatHandler, TextPlace } from './types.js';

/** Parse once this much decoded text is buffered; memory stays a few times this. */
const BLOCK = 1024 * 1024;
const NOTHING = Buffer.alloc(0);
/** A record longer than this is not a CSV record but a runaway quote. */
const MAX_RECORD = 64 * 1024 * 1024;

/**
 * CSV and TSV, streamed. `scanRecords` splits records and fields as written (any mix of line
 * endings), so a record without findings is copied byte for byte; a changed record is rebuilt from its raw
 * fields, rewriting only the changed cells. Encoding (UTF-8, UTF-16 with BOM, windows-1252),
 * BOM, delimiter, quoting and line endings are kept. The header row is redacted like any row
 * and its names are the hint for their columns' cells. Options: `columns` (see csv-columns.ts).
 */
const csv: FormatHandler = {
  id: 'csv',
  extensions: ['.csv', '.tsv', '.tab'],
  sniff: (head) => isUnicodeText(head) || isWindows1252Text(head),
  async redact(inputPath, outputPath, ctx) {
    const encoding = detectEncoding(await readHead(inputPath), true);
    if (!encoding) throw new InputError(ctx.displayName, 'not CSV text (binary content)');
    const codec = createCodec(encoding);
    const columns = typeof ctx.options.columns === 'string' ? parseColumns(ctx.options.columns) : undefined;
    const ext = path.extname(inputPath).toLowerCase();
    const rows = new CsvRewriter(ctx, codec, ext === '.tsv' || ext === '.tab' ? '\t' : undefined, columns);
    // A document's first pass only shows the redactor the cells (formats/document.ts).
    const out = ctx.discardOutput ? undefined : await FileWriter.create(outputPath);
    try {
      for await (const chunk of readChunks(inputPath)) {
        const text = rows.decode(chunk);
        if (!text) continue;
        const bytes = rows.push(text, false);
        await out?.write(bytes);
      }
      const bytes = rows.push(rows.decode(), true);
      await out?.write(bytes);
    } finally {
      await out?.close();
    }
    return { counts: sortCounts(rows.counts), warnings: [] };
  },
};

class CsvRewriter {
  readonly counts: Partial<Record<EntityName, number>> = {};
  private pending = '';
  private delimiter: string | undefined;
  private hints: string[] | undefined;
  private plan: ColumnPlan | undefined;
  private started = false;
  /** Records written so far, for messages. */
  private recordCount = 0;
  /** Where `pending` starts in the decoded file (for ScanHooks places). */
  private consumed = 0;

  constructor(
    private readonly ctx: FormatContext,
    private readonly codec: TextCodec,
    delimiter: string | undefined,
    private readonly columns: ReturnType<typeof parseColumns> | undefined,
  ) {
    this.delimiter = delimiter;
  }

  decode(chunk?: Buffer): string {
    try {
      return chunk ? this.codec.decode(chunk) : this.codec.end();
    } catch {
      throw new InputError(this.ctx.displayName, `not valid ${ENCODING_NAMES[this.codec.encoding]} text`);
    }
  }

  /** Adds decoded text; returns the encoded output for every complete record so far. */
  push(text: string, final: boolean): Buffer {
    this.pending += text;
    if (!final && this.pending.length < BLOCK) return NOTHING;
    let out = '';
    if (!this.started) {
      this.started = true;
      // Keep a leading BOM out of the records and write it back as it was. Without it, the text
      // is held with one byte per character where it can be (the rest of the file is appended to it).
      if (this.pending.charCodeAt(0) === 0xfeff) {
        out = '\uFEFF';
        this.pending = latin1Compact(this.pending.slice(1));
        this.consumed = 1;
      }
      this.delimiter ??= detectDelimiter(this.pending.slice(0, 64 * 1024), final && this.pending.length <= 64 * 1024);
    }
    const { records, consumed, unclosed } = scanRecords(this.pending, this.delimiter!, final);
    if (unclosed) {
      throw new InputError(this.ctx.displayName, `malformed CSV: a quote opened in record ${this.recordCount + records.length + 1} is never closed`);
    }
    let first = 0;
    if (this.hints === undefined && records.length > 0) {
      out += this.header(this.pending.slice(0, records[0]!.next), records[0]!);
      first = 1;
    }
    const changes = this.redactBlock(records, first, records.length);
    if (!this.ctx.discardOutput) {
      for (let i = first; i < records.length; i++) {
        const record = records[i]!;
        const changed = changes[i - first];
        out += changed ? this.rebuild(record, changed) : this.pending.slice(record.start, record.next);
      }
      if (final) out += this.pending.slice(consumed);
    }
    this.consumed += final ? this.pending.length : consumed;
    this.pending = final ? '' : this.pending.slice(consumed);
    this.recordCount += records.length;
    if (this.pending.length > MAX_RECORD) throw new InputError(this.ctx.displayName, `a record longer than ${MAX_RECORD >> 20} MB (an unclosed quote?)`);
    return this.ctx.discardOutput ? NOTHING : this.codec.encode(out);
  }

  /** The header: redacted on its own (it may be data after all); its names become the hints. */
  private header(raw: string, record: CsvRecord): string {
    const values = record.values;
    this.hints = values.map((v) => v.trim());
    this.plan = planColumns(this.columns, values, this.ctx.displayName);
    const changed: (string | undefined)[] = [];
    values.forEach((value, i) => {
      // A field's name is no value ("iban" is also a given name): it stays as it is.
      const r = value === '' || isFieldName(value.trim()) ? undefined : this.ctx.redactor.redact(value);
      if (r?.findings.length) {
        countFindings(r.findings, this.counts);
        this.ctx.scan?.found(r.findings, this.fieldPlace(record, i), value);
        changed[i] = keepInert(value, r.text);
      }
    });
    return changed.length ? this.rebuild(record, changed) : raw;
  }

  /**
   * New values for the cells of records [from, to) that change, by record index less `from`. Each
   * scanned column of the block is analyzed in one call (see analyzeCells) with its header as the
   * hint; forced columns are replaced whole.
   */
  private redactBlock(records: readonly CsvRecord[], from: number, to: number): ((string | undefined)[] | undefined)[] {
    const changes = new Array<(string | undefined)[] | undefined>(to - from);
    const plan = this.plan!;
    const redactor = this.ctx.redactor;
    // Each column's non-empty cells and their rows, in one walk over the records (a walk per
    // column read every record ten times over).
    const columnRows: number[][] = [];
    const columnCells: string[][] = [];
    for (let row = from; row < to; row++) {
      const values = records[row]!.values;
      for (let col = columnCells.length; col < values.length; col++) {
        columnRows.push([]);
        columnCells.push([]);
      }
      for (let col = 0; col < values.length; col++) {
        const value = values[col]!;
        if (value) {
          columnRows[col]!.push(row - from);
          columnCells[col]!.push(value);
        }
      }
    }
    for (let col = 0; col < columnCells.length; col++) {
      const forced = plan.forced.get(col);
      if (!forced && !plan.scanned(col)) continue;
      const rows = columnRows[col]!;
      const cells = columnCells[col]!;
      const set = (k: number, value: string) => {
        (changes[rows[k]!] ??= [])[col] = value;
      };
      if (forced) {
        for (let k = 0; k < cells.length; k++) set(k, redactor.replacement(cells[k]!, forced));
        this.counts[forced] = (this.counts[forced] ?? 0) + cells.length;
        continue;
      }
      const hint = this.hints![col] ?? '';
      if (this.ctx.discardOutput) {
        analyzeCells(redactor, cells, hint, false);
        continue;
      }
      const scan = this.ctx.scan;
      if (!scan) {
        redactCells(redactor, cells, hint, this.counts, (k, text) => set(k, keepInert(cells[k]!, text)));
        continue;
      }
      analyzeCells(redactor, cells, hint).forEach((found, k) => {
        if (found.length === 0) return;
        countFindings(found, this.counts);
        const value = cells[k]!;
        scan.found(found, this.fieldPlace(records[from + rows[k]!]!, col), value);
        set(k, keepInert(value, redactor.apply(value, found)));
      });
    }
    return changes;
  }

  /** Where field `col` of `record` holds its value in the whole text, for ScanHooks. */
  private fieldPlace(record: CsvRecord, col: number): TextPlace {
    let offset = this.consumed + record.start;
    for (let i = 0; i < col && i < record.raw.length; i++) offset += record.raw[i]!.length + this.delimiter!.length;
    return record.raw[col]?.startsWith('"') ? { offset: offset + 1, escape: 'csv' } : { offset };
  }

  /** A changed record (of `pending`): unchanged fields and the line ending byte for byte, changed ones quoted as they were. */
  private rebuild(record: CsvRecord, changed: readonly (string | undefined)[]): string {
    const d = this.delimiter!;
    let out = '';
    for (let i = 0; i < record.raw.length; i++) {
      const raw = record.raw[i]!;
      const next = changed[i];
      if (i > 0) out += d;
      out += next === undefined || next === record.values[i] ? raw : formatField(next, raw.startsWith('"'), d);
    }
    return out + this.pending.slice(record.end, record.next);
  }
}

export default csv;
