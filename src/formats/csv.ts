import path from 'node:path';
import type { EntityName } from '../entities.js';
import { isFieldName } from '../engine/known-fields.js';
import { analyze, countFindings, sortCounts } from '../engine/redactor.js';
import { InputError } from '../errors.js';
import { parseColumns, planColumns, type ColumnPlan } from './lib/csv-columns.js';
import { analyzeCells, cellAt, cellCount, firstCells, joinCells, redactCells, type JoinedCells } from './lib/cells.js';
import { formatField, keepInert } from './lib/csv-fields.js';
import { detectDelimiter, scanTable, type FieldTable } from './lib/csv-records.js';
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
 * CSV and TSV, streamed. `scanTable` finds records and fields as written (any mix of line
 * endings, as offsets), so everything but a changed cell is copied byte for byte and a changed
 * cell is written in its field's place, quoted as it was. Encoding (UTF-8, UTF-16 with BOM, windows-1252),
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

/** Cells of each column in the sample the detectors see first (CsvRewriter.sampleColumns). */
const SAMPLE_CELLS = 100;

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
 * One block of the file as push() scanned it: the text it scanned, its records and fields (as
 * offsets), where the first incomplete one began, and each column's cells, joined (the very
 * text the redactor was shown, so the second pass's analysis finds the first's findings by
 * identity).
 */
interface KeptBlock {
  text: string;
  table: FieldTable;
  consumed: number;
  final: boolean;
  /** The file's BOM came off before this block (its first). */
  bom: boolean;
  /** By column: its non-empty cells' rows (record index less the block's first data record) and their join. */
  columns: KeptColumn[] | undefined;
}

interface KeptColumn {
  rows: Int32Array;
  joined: JoinedCells;
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
  /**
   * Whether the detectors were shown a sample of every column (see sampleColumns), or need not
   * be: a document's second pass comes after its first, in the same process.
   */
  private sampled: boolean;

  constructor(
    private readonly ctx: FormatContext,
    private readonly codec: TextCodec,
    delimiter: string | undefined,
    private readonly columns: ReturnType<typeof parseColumns> | undefined,
  ) {
    this.delimiter = delimiter;
    this.sampled = !ctx.discardOutput && ctx.carry !== undefined;
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
    const { table, consumed, unclosed } = scanTable(this.pending, this.delimiter!, final);
    if (unclosed) {
      throw new InputError(this.ctx.displayName, `malformed CSV: a quote opened in record ${this.recordCount + table.records + 1} is never closed`);
    }
    const block: KeptBlock = { text: this.pending, table, consumed, final, bom: out !== '', columns: undefined };
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
    const { table, consumed, final } = block;
    const text = this.pending;
    let first = 0;
    if (this.hints === undefined && table.records > 0) {
      out += this.header(table);
      first = 1;
    }
    const changes = this.redactBlock(block, first);
    if (!this.ctx.discardOutput) {
      // The text from the first data record on, with each changed field written anew and all
      // else copied as it is (unchanged stretches in one piece).
      let pos = first > 0 ? table.next[0]! : 0; // the header is in `out`
      if (changes) {
        const d = this.delimiter!;
        // Each changed cell as it is written (quoted as needed), column by column: a column's
        // replacements are mostly one label, quoted once. Undefined where nothing changes.
        for (const change of changes) {
          if (!change) continue;
          const { rows, values, cells } = change;
          let lastNext = '';
          let lastQuoted = false;
          let lastField: string | undefined;
          for (let k = 0; k < values.length; k++) {
            const next = values[k];
            if (next === undefined) continue;
            if (next === cells[k]) {
              values[k] = undefined;
              continue;
            }
            const quoted = table.close[table.first[first + rows[k]!]! + change.col]! >= 0;
            if (lastField === undefined || next !== lastNext || quoted !== lastQuoted) {
              lastField = formatField(next, quoted, d);
              lastNext = next;
              lastQuoted = quoted;
            }
            values[k] = lastField;
          }
        }
        // Then the records in order: the unchanged stretches between changed fields, each in one
        // piece (concatenated: V8's rope and one flat copy measured faster than parts and join()).
        const cursor = new Int32Array(changes.length);
        for (let r = first; r < table.records; r++) {
          const row = r - first;
          const f0 = table.first[r]!;
          const width = Math.min(table.width(r), changes.length);
          for (let col = 0; col < width; col++) {
            const change = changes[col];
            if (!change) continue;
            const k = cursor[col]!;
            if (k >= change.rows.length || change.rows[k] !== row) continue;
            cursor[col] = k + 1;
            const field = change.values[k];
            if (field === undefined) continue;
            const f = f0 + col;
            out += text.slice(pos, table.fieldStart[f]) + field;
            pos = table.fieldEnd[f]!;
          }
        }
      }
      out += final ? text.slice(pos) : text.slice(pos, consumed);
    }
    this.consumed += final ? text.length : consumed;
    this.pending = final ? '' : text.slice(consumed);
    this.recordCount += table.records;
    if (this.pending.length > MAX_RECORD) throw new InputError(this.ctx.displayName, `a record longer than ${MAX_RECORD >> 20} MB (an unclosed quote?)`);
    return this.ctx.discardOutput ? NOTHING : this.codec.encode(out);
  }

  /** The header (record 0 of `pending`): redacted on its own (it may be data after all); its names become the hints. */
  private header(table: FieldTable): string {
    const text = this.pending;
    const values: string[] = [];
    for (let f = table.first[0]!; f < table.first[1]!; f++) values.push(table.value(text, f));
    this.hints = values.map((v) => v.trim());
    this.plan = planColumns(this.columns, values, this.ctx.displayName);
    let out = '';
    let pos = 0;
    values.forEach((value, i) => {
      // A field's name is no value ("iban" is also a given name): it stays as it is.
      const r = value === '' || isFieldName(value.trim()) ? undefined : this.ctx.redactor.redact(value);
      if (r?.findings.length) {
        const f = table.first[0]! + i;
        countFindings(r.findings, this.counts);
        this.ctx.scan?.found(r.findings, this.fieldPlace(table, f), value);
        const next = keepInert(value, r.text);
        if (next === value) return;
        out += text.slice(pos, table.fieldStart[f]) + formatField(next, table.close[f]! >= 0, this.delimiter!);
        pos = table.fieldEnd[f]!;
      }
    });
    return out + text.slice(pos, table.next[0]);
  }

  /**
   * The block's changed cells from record `from` on, by column (undefined for a column nothing
   * is written in): each scanned column of the block is analyzed in one call (see analyzeCells)
   * with its header as the hint; forced columns are replaced whole. The columns' rows and joins
   * are the block's (KeptBlock.columns), made here the first time. Undefined when the output is
   * thrown away.
   */
  private redactBlock(block: KeptBlock, from: number): (ColumnChanges | undefined)[] | undefined {
    const { table, text } = block;
    const plan = this.plan!;
    const redactor = this.ctx.redactor;
    const columns = (block.columns ??= gatherColumns(text, table, from));
    if (!this.sampled && !block.final && columns.length > 0) {
      this.sampled = true;
      this.sampleColumns(columns);
    }
    const discard = this.ctx.discardOutput;
    const changes: (ColumnChanges | undefined)[] | undefined = discard ? undefined : new Array(columns.length);
    for (let col = 0; col < columns.length; col++) {
      const forced = plan.forced.get(col);
      if (!forced && !plan.scanned(col)) continue;
      const { rows, joined } = columns[col]!;
      const count = cellCount(joined);
      if (count === 0) continue;
      if (forced) {
        const change: ColumnChanges = { col, rows, values: new Array(count), cells: new Array(count) };
        for (let k = 0; k < count; k++) {
          const cell = cellAt(joined, k);
          change.cells[k] = cell;
          change.values[k] = redactor.replacement(cell, forced);
        }
        this.counts[forced] = (this.counts[forced] ?? 0) + count;
        if (changes) changes[col] = change;
        continue;
      }
      const hint = this.hints![col] ?? '';
      if (discard) {
        analyzeCells(redactor, joined, hint, false);
        continue;
      }
      const change: ColumnChanges = { col, rows, values: new Array(count), cells: new Array(count) };
      changes![col] = change;
      const scan = this.ctx.scan;
      if (!scan) {
        redactCells(redactor, joined, hint, this.counts, (k, redacted, cell) => {
          change.cells[k] = cell;
          change.values[k] = keepInert(cell, redacted);
        });
        continue;
      }
      analyzeCells(redactor, joined, hint, true).forEach((found, k) => {
        if (found.length === 0) return;
        countFindings(found, this.counts);
        const value = cellAt(joined, k);
        scan.found(found, this.fieldPlace(table, table.first[from + rows[k]!]! + col), value);
        change.cells[k] = value;
        change.values[k] = keepInert(value, redactor.apply(value, found));
      });
    }
    return changes;
  }

  /**
   * Before the first full block's columns are analyzed one after another, the first SAMPLE_CELLS
   * cells of each scanned column, with its header, analyzed and thrown away (no memory, nothing
   * recorded, no hook called: `analyze` with the redactor's options). V8 optimizes the
   * detectors' code on the text it sees while the code gets hot; shown one column at a time
   * (ids, then names, then e-mail addresses…) it specializes on each and deoptimizes at the next,
   * and compiles again: the first call in a process compiled ~1.7× the functions the engine does
   * on the same bytes, ~4× the deoptimizations. A sample of every column first lets the code meet
   * all of them before it is optimized. Only for a file of more than one block: on a smaller one
   * the sample would be a large share of the work. The findings are the columns' analyses, as before.
   */
  private sampleColumns(columns: readonly KeptColumn[]): void {
    const plan = this.plan!;
    const options = { ...this.ctx.redactor.options, memory: undefined };
    for (let col = 0; col < columns.length; col++) {
      if (plan.forced.has(col) || !plan.scanned(col)) continue;
      const sample = firstCells(columns[col]!.joined, SAMPLE_CELLS);
      if (sample) analyze(sample, options, this.hints![col] ?? '');
    }
  }

  /** Where field `f` of `pending` holds its value in the whole text, for ScanHooks. */
  private fieldPlace(table: FieldTable, f: number): TextPlace {
    const offset = this.consumed + table.fieldStart[f]!;
    return table.close[f]! >= 0 ? { offset: offset + 1, escape: 'csv' } : { offset };
  }
}

/**
 * A column's new values: by cell (the column's k-th non-empty cell, in record `rows[k]`), the
 * new value and the cell as it was; undefined where unchanged. Before writing, block() turns
 * each value into the field as written (quoted as needed), undefined where it equals the cell.
 */
interface ColumnChanges {
  col: number;
  rows: Int32Array;
  values: (string | undefined)[];
  cells: (string | undefined)[];
}

/**
 * Each column's non-empty cells of the table's records from `from` on, joined, and their rows
 * (record index less `from`). The cells' strings live only until their column is joined: the
 * block keeps offsets and one text per column.
 */
function gatherColumns(text: string, table: FieldTable, from: number): KeptColumn[] {
  let width = 0;
  for (let r = from; r < table.records; r++) width = Math.max(width, table.width(r));
  const columns: KeptColumn[] = [];
  const rows = new Int32Array(Math.max(0, table.records - from));
  const cells: string[] = [];
  // One search of the block instead of one per cell (joinCells).
  const mayHoldNul = text.includes('\u0000');
  for (let col = 0; col < width; col++) {
    let count = 0;
    cells.length = 0;
    for (let r = from; r < table.records; r++) {
      const f = table.first[r]! + col;
      if (f >= table.first[r + 1]! || table.fieldStart[f] === table.fieldEnd[f]) continue;
      const value = table.value(text, f);
      if (value === '') continue;
      rows[count++] = r - from;
      cells.push(value);
    }
    columns.push({ rows: rows.slice(0, count), joined: joinCells(cells, mayHoldNul) });
  }
  return columns;
}

export default csv;
