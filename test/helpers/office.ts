import { redactDocument } from '../../src/formats/document.js';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import type { CustomEntities } from '../../src/engine/types.js';
import { DEFAULT_LIMITS, type FormatHandler, type FormatResult, type Limits } from '../../src/formats/types.js';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/**
 * Every part of a zip, read with JSZip (a reader independent of the handlers' yauzl); the parts
 * of a zip inside it (an embedded workbook) follow as "outer.xlsx!/inner/part.xml".
 */
export async function unzipParts(bytes: Buffer, prefix = ''): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = new Map<string, Buffer>();
  for (const name of Object.keys(zip.files)) {
    const file = zip.files[name]!;
    if (file.dir) continue;
    const data = await file.async('nodebuffer');
    parts.set(prefix + name, data);
    if (data.subarray(0, 4).equals(ZIP)) for (const [n, d] of await unzipParts(data, `${prefix}${name}!/`)) parts.set(n, d);
  }
  return parts;
}

/** The forms a value may take inside a package: as is, XML-escaped, URL-encoded. */
function forms(value: string): string[] {
  const xml = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const xmlApos = xml.replace(/'/g, '&apos;');
  return [...new Set([value, xml, xmlApos, encodeURIComponent(value), encodeURI(value), value.replace(/@/g, '%40')])];
}

/** "part: value" for every value found (case-insensitively, in any form) in any part. */
export function leaks(parts: ReadonlyMap<string, Buffer>, values: readonly string[]): string[] {
  const found: string[] = [];
  for (const [name, data] of parts) {
    const texts = [data.toString('utf8').toLowerCase(), data.toString('utf16le').toLowerCase()];
    for (const value of values) {
      if (forms(value).some((f) => texts.some((t) => t.includes(f.toLowerCase())))) found.push(`${name}: ${value}`);
    }
  }
  return found;
}

/** Every part that contains `text` (exact, case-sensitive). */
export function partsContaining(parts: ReadonlyMap<string, Buffer>, text: string): string[] {
  return [...parts].filter(([, data]) => data.toString('utf8').includes(text)).map(([name]) => name);
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'anonymize-office-'));
  dirs.push(dir);
  return dir;
}

export interface Redacted {
  result: FormatResult;
  outputPath: string;
  output: Map<string, Buffer>;
  input: Map<string, Buffer>;
}

export async function redactFile(
  handler: FormatHandler,
  inputPath: string,
  custom: CustomEntities = {},
  limits: Limits = DEFAULT_LIMITS,
): Promise<Redacted> {
  const outputPath = join(await tempDir(), `out-${dirs.length}`);
  const result = await handler.redact(inputPath, outputPath, {
    redactor: createRedactor({ custom }),
    displayName: 'input',
    limits,
    options: {},
  });
  return {
    result,
    outputPath,
    output: await unzipParts(await readFile(outputPath)),
    input: await unzipParts(await readFile(inputPath)),
  };
}

/** As users get it: default options, one memory for the document (formats/document.ts). */
export async function redactAsUsers(handler: FormatHandler, inputPath: string, limits: Limits = DEFAULT_LIMITS): Promise<Redacted> {
  const outputPath = join(await tempDir(), `out-${dirs.length}`);
  const result = await redactDocument(handler, inputPath, outputPath, {
    redactor: createRedactor({}),
    displayName: 'input',
    limits,
    options: {},
  });
  return {
    result,
    outputPath,
    output: await unzipParts(await readFile(outputPath)),
    input: await unzipParts(await readFile(inputPath)),
  };
}
