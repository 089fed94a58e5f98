import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFiumLibrary } from '@hyzyla/pdfium';

/**
 * Independent engines that read our output (shared/design/documents.md, "Independent checks"):
 * poppler's pdftotext, qpdf's JSON and QDF views, and PDFium (WASM, in-process, always present).
 */
const INSTALL = 'install poppler-utils and qpdf (apt-get install -y poppler-utils qpdf; .ci/run does this in CI)';

export function tool(name: string, args: string[]): string {
  try {
    return execFileSync(name, args, { encoding: 'latin1', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { status?: number; stdout?: string };
    if (err.code === 'ENOENT') throw new Error(`${name} is missing: ${INSTALL}`);
    // qpdf exits 3 for warnings; its output is still complete.
    if (name === 'qpdf' && err.status === 3 && typeof err.stdout === 'string') return err.stdout;
    throw e;
  }
}

export function pdftotext(file: string): string {
  return Buffer.from(tool('pdftotext', ['-q', '-enc', 'UTF-8', file, '-']), 'latin1').toString('utf8');
}

export interface WordBox {
  page: number;
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function wordBoxes(file: string): WordBox[] {
  const html = Buffer.from(tool('pdftotext', ['-q', '-bbox', '-enc', 'UTF-8', file, '-']), 'latin1').toString('utf8');
  const out: WordBox[] = [];
  let page = 0;
  for (const m of html.matchAll(/<page |<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)) {
    if (m[0] === '<page ') {
      page++;
      continue;
    }
    out.push({ page, word: decodeEntities(m[5]!), xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]! });
  }
  return out;
}

function decodeEntities(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** Every string object of the file, as qpdf decodes it (text strings as Unicode, binary as Latin-1 and UTF-16). */
export function qpdfStrings(file: string): string[] {
  const json = JSON.parse(tool('qpdf', ['--json-output=2', file, '-'])) as unknown;
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.startsWith('u:')) out.push(v.slice(2));
      else if (v.startsWith('b:')) {
        const bytes = Buffer.from(v.slice(2), 'hex');
        out.push(bytes.toString('latin1'), utf16be(bytes));
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(json);
  return out;
}

/** The whole file with every stream decompressed and no object streams (qpdf --qdf). */
export function qdfBytes(file: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-qdf-'));
  const out = path.join(dir, 'out.pdf');
  tool('qpdf', ['--qdf', '--object-streams=disable', file, out]);
  return readFileSync(out).toString('latin1');
}

export function qpdfCheck(file: string): string {
  return tool('qpdf', ['--check', file]);
}

function utf16be(bytes: Buffer): string {
  let s = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return s;
}

/** Ways a value can be spelled inside a PDF's bytes: UTF-8, UTF-16BE, PDFDocEncoding (Latin-1), and hex of those. */
export function spellings(value: string): string[] {
  const encodings = [Buffer.from(value, 'utf8'), Buffer.from(value, 'utf16le').swap16()];
  if ([...value].every((c) => c.charCodeAt(0) <= 0xff)) encodings.push(Buffer.from(value, 'latin1'));
  const forms = new Set<string>();
  for (const b of encodings) {
    const hex = b.toString('hex');
    forms.add(b.toString('latin1')).add(hex).add(hex.toUpperCase());
  }
  return [...forms];
}

let pdfium: Promise<PDFiumLibrary> | undefined;

/** Page texts as PDFium (a second, independent engine, WASM in-process) extracts them. */
export async function pdfiumText(bytes: Uint8Array): Promise<string[]> {
  pdfium ??= PDFiumLibrary.init();
  const lib = await pdfium;
  const doc = await lib.loadDocument(new Uint8Array(bytes));
  try {
    return [...doc.pages()].map((p) => p.getText());
  } finally {
    doc.destroy();
  }
}

/** Where an independent tool still finds one of `gone` in `output`: qpdf --qdf bytes (each value in every spelling), pdftotext, pdfinfo -meta. */
export function leaksOf(output: string, gone: readonly string[]): string[] {
  const leaks: string[] = [];
  const bytes = qdfBytes(output);
  for (const v of gone) for (const s of spellings(v)) if (bytes.includes(s)) leaks.push(`qpdf --qdf bytes hold ${s} (${v})`);
  const extracted = pdftotext(output);
  for (const v of gone) if (extracted.includes(v)) leaks.push(`pdftotext: ${v}`);
  const xmp = Buffer.from(tool('pdfinfo', ['-meta', output]), 'latin1').toString('utf8');
  for (const v of gone) if (xmp.includes(v)) leaks.push(`pdfinfo -meta: ${v}`);
  return leaks;
}
