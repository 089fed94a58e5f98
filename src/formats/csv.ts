import path from 'node:path';
import Papa from 'papaparse';
import type { EntityName } from '../entities.js';
import { countFindings } from '../engine/redactor.js';
import { InputError } from '../errors.js';
import { parseColumns, planColumns, type ColumnPlan } from './lib/csv-columns.js';
import { formatField, keepInert, splitRawFields } from './lib/csv-fields.js';
import { createCodec, detectEncoding, ENCODING_NAMES, type TextCodec } from './lib/encoding.js';
import { FileWriter, readChunks, readHead } from './lib/files.js';
import { isUnicodeText, isWindows1252Text } from './lib/sniff.js';
import type { FormatContext, FormatHandler } from './types.js';

/** Parse once this much decoded text is buffered; memory stays a few times this. */
const BLOCK = 1024 * 1024;
/** A record longer than this is not a CSV record but a runaway quote. */
const MAX_RECORD = 64 * 1024 * 1024;

/**
 * CSV and TSV, streamed. papaparse splits records (its `meta.cursor` gives where each ends), so
 * a record without findings is copied byte for byte; a changed record is rebuilt from its raw
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
    const out = await FileWriter.create(outputPath);
    try {
      for await (const chunk of readChunks(inputPath)) {
        const text = rows.decode(chunk);
        if (text) await out.write(rows.push(text, false));
      }
      await out.write(rows.push(rows.decode(), true));
    } finally {
      await out.close();
    }
    return { counts: countFindings([], rows.counts), warnings: [] };
  },
};

class CsvRewriter {
  readonly counts: Partial<Record<EntityName, number>> = {};
  private pending = '';
  private delimiter: string | undefined;
  private newline: string | undefined;
  private hints: string[] | undefined;
  private plan: ColumnPlan | undefined;
  private started = false;

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
    if (!final && this.pending.length < BLOCK) return Buffer.alloc(0);
    let out = '';
    if (!this.started) {
      this.started = true;
      // papaparse drops a leading BOM; keep it out of the records and write it back as it was.
      if (this.pending.charCodeAt(0) === 0xfeff) {
        out = '\uFEFF';
        this.pending = this.pending.slice(1);
      }
      this.detectDialect();
    }
    const ends: { data: string[]; end: number }[] = [];
    Papa.parse<string[]>(this.pending, {
      delimiter: this.delimiter,
      newline: this.newline as Papa.ParseConfig['newline'],
      quoteChar: '"',
      step: (r) => void ends.push({ data: r.data, end: r.meta.cursor }),
    });
    // The last record may continue in the next chunk: keep it for the next round.
    const complete = final ? ends.length : ends.length - 1;
    let start = 0;
    for (let i = 0; i < complete; i++) {
      const { data, end } = ends[i]!;
      out += this.record(this.pending.slice(start, end), data);
      start = end;
    }
    if (final) out += this.pending.slice(start);
    this.pending = final ? '' : this.pending.slice(start);
    if (this.pending.length > MAX_RECORD) throw new InputError(this.ctx.displayName, `a record longer than ${MAX_RECORD >> 20} MB (an unclosed quote?)`);
    return this.codec.encode(out);
  }

  private detectDialect(): void {
    const sample = this.pending.slice(0, 64 * 1024);
    const meta = Papa.parse<string[]>(sample, { preview: 20, delimiter: this.delimiter, quoteChar: '"' }).meta;
    this.delimiter ??= meta.delimiter;
    this.newline = meta.linebreak || '\n';
  }

  /** One raw record (with its line break) and its parsed values -> the record to write. */
  private record(raw: string, values: readonly string[]): string {
    const first = this.hints === undefined;
    if (first) {
      this.hints = values.map((v) => v.trim());
      this.plan = planColumns(this.columns, values, this.ctx.displayName);
    }
    const plan = this.plan!;
    let changed: (string | undefined)[] | undefined;
    for (let i = 0; i < values.length; i++) {
      const value = values[i]!;
      if (value === '') continue;
      let next: string | undefined;
      const forced = first ? undefined : plan.forced.get(i);
      if (forced) {
        next = this.ctx.redactor.replacement(value, forced);
        this.counts[forced] = (this.counts[forced] ?? 0) + 1;
      } else if (first || plan.scanned(i)) {
        const r = this.ctx.redactor.redact(value, first ? '' : (this.hints![i] ?? ''));
        if (r.findings.length) {
          countFindings(r.findings, this.counts);
          next = keepInert(value, r.text);
        }
      }
      if (next !== undefined && next !== value) (changed ??= [])[i] = next;
    }
    if (!changed) return raw;
    const newline = this.newline!;
    const body = raw.endsWith(newline) ? raw.slice(0, raw.length - newline.length) : raw;
    const rawFields = splitRawFields(body, this.delimiter!);
    const fields =
      rawFields.length === values.length ? rawFields : values.map((v) => formatField(v, false, this.delimiter!));
    for (let i = 0; i < changed.length; i++) {
      const next = changed[i];
      if (next !== undefined) fields[i] = formatField(next, fields[i]!.startsWith('"'), this.delimiter!);
    }
    return fields.join(this.delimiter!) + raw.slice(body.length);
  }
}

export default csv;
