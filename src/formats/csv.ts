import path from 'node:path';
import type { EntityName } from '../entities.js';
import { isFieldName } from '../engine/known-fields.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { InputError } from '../errors.js';
import { parseColumns, planColumns, type ColumnPlan } from './lib/csv-columns.js';
import { analyzeCells, joinCells, redactCells, type JoinedCells } from './lib/cells.js';
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
    const columns = typeof ctx.options.columns === 'string' ? parseColumns(ctx.options.columns) : undefined;
    const ext = path.extname(inputPath).toLowerCase();
    const tab = ext === '.tsv' || ext === '.tab' ? '\t' : undefined;
    // A second pass after a first that kept what it read: the same blocks, not read again.
    const kept = ctx.discardOutput ? undefined : (ctx.carry?.get(CARRY) as KeptFile | undefined);
    if (kept) {
      ctx.carry!.delete(CARRY);
      const rows = new CsvRewriter(ctx, createCodec(kept.encoding), kept.delimiter, columns);
      const out = await FileWriter.create(outputPath);
      try {
        for (let i = 0; i < kept.blocks.length; i++) {
          const block = kept.blocks[i]!;
          kept.blocks[i] = undefined; // its memory goes as the pass goes on
          await out.write(rows.replay(block));
        }
      } finally {
        await out.close();
      }
      return { counts: sortCounts(rows.counts), warnings: [] };
    }
    const encoding = detectEncoding(await readHead(inputPath), true);
    if (!encoding) throw new InputError(ctx.displayName, 'not CSV text (binary content)');
    const codec = createCodec(encoding);
    const rows = new CsvRewriter(ctx, codec, tab, columns);
    // A document's first pass only shows the redactor the cells (formats/document.ts), and keeps
    // its blocks for the second (FormatContext.carry) while the file is small enough.
    const keep: KeptFile | undefined = ctx.discardOutput && ctx.carry ? { encoding, delimiter: '', blocks: [], chars: 0 } : undefined;
    rows.keep = keep;
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
    if (keep && rows.keep) ctx.carry!.set(CARRY, keep);
    return { counts: sortCounts(rows.counts), warnings: [] };
  },
};

/** Where a first pass leaves its blocks in FormatContext.carry. */
const CARRY = 'csv';
/** A first pass keeps its blocks for the second up to this many characters of text in all (about as many bytes of file). */
const KEEP_CHARS = 8 * 1024 * 1024;

/** A first pass's blocks, as it scanned and joined them, for the second (see KeptBlock). */
interface KeptFile {
  encoding: Parameters<typeof createCodec>[0];
  delimiter: string;
  blocks: (KeptBlock | undefined)[];
  chars: number;
}

/**
 * One block of the file as push() scanned it: the text it scanned, its records, where the
 * first incomplete one began, and each column's cells and their join (the very text the
 * redactor was shown, so the second pass's analysis finds the first's findings by identity).
 */
interface KeptBlock {
  text: string;
  records: CsvRecord[];
  consumed: number;
  final: boolean;
  /** The file's BOM came off before this block (its first). */
  bom: boolean;
  /** By column: its non-empty cells, their rows (record index less the block's first data record), and their join. */
  columns: KeptColumn[] | undefined;
}

interface KeptColumn {
  rows: number[];
  cells: string[];
  joined: JoinedCells | undefined;
}

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
  /** A first pass's blocks so far, kept for the second (undefined once past KEEP_CHARS). */
  keep: KeptFile | undefined;

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
    const block: KeptBlock = { text: this.pending, records, consumed, final, bom: out !== '', columns: undefined };
    const keep = this.keep;
    if (keep) {
      keep.delimiter = this.delimiter!;
      keep.chars += block.text.length;
      if (keep.chars > KEEP_CHARS) this.keep = undefined;
      else keep.blocks.push(block);
    }
    return this.block(block, out);
  }

  /** push() for a block a first pass kept (KeptFile): the same output, from what it scanned. */
  replay(block: KeptBlock): Buffer {
    let out = '';
    if (!this.started) {
      this.started = true;
      if (block.bom) {
        out = '\uFEFF';
        this.consumed = 1;
      }
    }
    this.pending = block.text;
    return this.block(block, out);
  }

  /** The output of a scanned block (after `out`, the BOM if any), and the state for the next. */
  private block(block: KeptBlock, out: string): Buffer {
    const { records, consumed, final } = block;
    let first = 0;
    if (this.hints === undefined && records.length > 0) {
      out += this.header(this.pending.slice(0, records[0]!.next), records[0]!);
      first = 1;
    }
    const changes = this.redactBlock(block, first);
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
   * New values for the cells of the block's records from `from` on that change, by record index
   * less `from`. Each scanned column of the block is analyzed in one call (see analyzeCells) with
   * its header as the hint; forced columns are replaced whole. The columns' cells and joins are
   * the block's (KeptBlock.columns), made here the first time.
   */
  private redactBlock(block: KeptBlock, from: number): ((string | undefined)[] | undefined)[] {
    const records = block.records;
    const to = records.length;
    const changes = new Array<(string | undefined)[] | undefined>(Math.max(0, to - from));
    const plan = this.plan!;
    const redactor = this.ctx.redactor;
    const columns = (block.columns ??= gatherColumns(records, from, to));
    for (let col = 0; col < columns.length; col++) {
      const forced = plan.forced.get(col);
      if (!forced && !plan.scanned(col)) continue;
      const column = columns[col]!;
      const { rows, cells } = column;
      const set = (k: number, value: string) => {
        (changes[rows[k]!] ??= [])[col] = value;
      };
      if (forced) {
        for (let k = 0; k < cells.length; k++) set(k, redactor.replacement(cells[k]!, forced));
        this.counts[forced] = (this.counts[forced] ?? 0) + cells.length;
        continue;
      }
      const hint = this.hints![col] ?? '';
      const joined = (column.joined ??= joinCells(cells));
      if (this.ctx.discardOutput) {
        analyzeCells(redactor, cells, hint, false, joined);
        continue;
      }
      const scan = this.ctx.scan;
      if (!scan) {
        redactCells(redactor, cells, hint, this.counts, (k, text) => set(k, keepInert(cells[k]!, text)), joined);
        continue;
      }
      analyzeCells(redactor, cells, hint, true, joined).forEach((found, k) => {
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

/**
 * Each column's non-empty cells of records [from, to) and their rows (record index less `from`),
 * in one walk over the records (a walk per column read every record ten times over).
 */
function gatherColumns(records: readonly CsvRecord[], from: number, to: number): KeptColumn[] {
  const columns: KeptColumn[] = [];
  for (let row = from; row < to; row++) {
    const values = records[row]!.values;
    for (let col = columns.length; col < values.length; col++) columns.push({ rows: [], cells: [], joined: undefined });
    for (let col = 0; col < values.length; col++) {
      const value = values[col]!;
      if (value) {
        const column = columns[col]!;
        column.rows.push(row - from);
        column.cells.push(value);
      }
    }
  }
  return columns;
}

export default csv;
