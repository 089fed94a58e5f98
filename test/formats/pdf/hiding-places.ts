import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFContext, type PDFObject } from 'pdf-lib';

/**
 * PDFs that each hide one fictitious person's details in one place of the file (docs/pdf.md),
 * built here so the test shows what each file holds. Every page also shows VISIBLE, which has
 * no PII and must survive redaction.
 */
export const NAME = 'Jane Novak';
export const EMAIL = 'jane.novak@example.com';
export const PHONE = '+44 20 7946 0958';
export const IBAN = 'GB82 WEST 1234 5698 7654 32';
export const LINE = `Contact ${NAME} at ${EMAIL} or ${PHONE}, IBAN ${IBAN}.`;
export const VISIBLE = 'Quarterly figures for review.';

/** What must not be in the output in any spelling: the values and their distinctive parts. */
export const GONE = [NAME, 'Novak', EMAIL, 'jane.novak', PHONE, '7946 0958', '79460958', IBAN, 'GB82 WEST', 'GB82WEST', '5698 7654'];

export interface Built {
  name: string;
  bytes: Uint8Array;
}

type Obj = Record<string, unknown>;

/** A literal string for a content stream. */
export const lit = (s: string) => '(' + s.replace(/[\\()]/g, (c) => '\\' + c) + ')';

export class Builder {
  private constructor(readonly doc: PDFDocument) {}

  static async create(): Promise<Builder> {
    return new Builder(await PDFDocument.create({ updateMetadata: false }));
  }

  get ctx(): PDFContext {
    return this.doc.context;
  }

  /** Helvetica (standard 14, WinAnsi): widths and Unicode known without a ToUnicode map. */
  helvetica(extra: Obj = {}): PDFRef {
    return this.ctx.register(this.ctx.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding', ...extra } as never));
  }

  /** A page with exactly `content` (after the VISIBLE line), Helvetica as /F1 and the given resources. */
  page(content = '', resources: Obj = {}, pageKeys: Obj = {}) {
    const page = this.doc.addPage([400, 300]);
    const body = `BT /F1 12 Tf 40 250 Td ${lit(VISIBLE)} Tj ET\n${content}`;
    page.node.set(PDFName.of('Contents'), this.ctx.register(this.ctx.flateStream(body)));
    const fonts = { F1: this.helvetica(), ...((resources.Font as Obj | undefined) ?? {}) };
    page.node.set(PDFName.of('Resources'), this.value({ ...resources, Font: fonts }));
    for (const [k, v] of Object.entries(pageKeys)) page.node.set(PDFName.of(k), this.value(v));
    return page;
  }

  /** A PDF value: strings become text strings (PDFString/PDFHexString pass through). */
  value(v: unknown): PDFObject {
    if (typeof v === 'string') return v.startsWith('/') ? PDFName.of(v.slice(1)) : PDFHexString.fromText(v);
    if (v instanceof PDFRef || v instanceof PDFDict || v instanceof PDFArray || v instanceof PDFString || v instanceof PDFHexString || v instanceof PDFName || v instanceof PDFNumber) return v;
    if (Array.isArray(v)) return this.ctx.obj(v.map((x) => this.value(x)));
    if (v && typeof v === 'object') {
      const d = this.ctx.obj({});
      for (const [k, x] of Object.entries(v)) d.set(PDFName.of(k), this.value(x));
      return d;
    }
    return this.ctx.obj(v as never);
  }

  dict(v: Obj): PDFDict {
    return this.value(v) as PDFDict;
  }

  ref(v: Obj): PDFRef {
    return this.ctx.register(this.dict(v));
  }

  stream(data: string | Uint8Array, dict: Obj = {}, compress = true): PDFRef {
    const d = this.dict(dict);
    const entries = Object.fromEntries(d.entries().map(([k, x]) => [k.asString().slice(1), x]));
    const s = compress ? this.ctx.flateStream(data, entries as never) : this.ctx.stream(data, entries as never);
    return this.ctx.register(s);
  }

  catalog(key: string, v: unknown): void {
    this.doc.catalog.set(PDFName.of(key), this.value(v));
  }

  async save(name: string, objectStreams = false): Promise<Built> {
    return { name, bytes: await this.doc.save({ useObjectStreams: objectStreams, updateFieldAppearances: false }) };
  }
}

/** A one-page PDF with VISIBLE, `content` after it, and whatever `extra` adds. */
export async function build(name: string, content: string, extra?: (b: Builder) => void | Promise<void>, resources: Obj = {}): Promise<Built> {
  const b = await Builder.create();
  b.page(content, resources);
  await extra?.(b);
  return b.save(name);
}

/** Runs qpdf on `bytes` with `args` (e.g. --linearize), returning the new file. */
export function qpdfRewrite(bytes: Uint8Array, args: string[]): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-build-'));
  const input = path.join(dir, 'in.pdf');
  const output = path.join(dir, 'out.pdf');
  writeFileSync(input, bytes);
  try {
    execFileSync('qpdf', [...args, input, output], { stdio: 'ignore' });
  } catch (e) {
    if ((e as { status?: number }).status !== 3) throw e;
  }
  return readFileSync(output);
}

/**
 * Appends an incremental update to `base`: `objects` (number -> body) replace or add objects, and
 * the new trailer points at the same root, with `extra` trailer entries. The old objects stay in
 * the file's bytes.
 */
export function incrementalUpdate(base: Uint8Array, objects: Record<number, string>, size: number, root: string, extra = ''): Uint8Array {
  const text = Buffer.from(base).toString('latin1');
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  let body = '\n';
  const offsets: [number, number][] = [];
  for (const [num, obj] of Object.entries(objects)) {
    offsets.push([Number(num), base.length + Buffer.byteLength(body, 'latin1')]);
    body += `${num} 0 obj\n${obj}\nendobj\n`;
  }
  const xrefAt = base.length + Buffer.byteLength(body, 'latin1');
  let xref = 'xref\n';
  for (const [num, off] of offsets) xref += `${num} 1\n${String(off).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${size} /Root ${root} /Prev ${prev}${extra ? ' ' + extra : ''} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(base), Buffer.from(body + xref, 'latin1')]);
}
