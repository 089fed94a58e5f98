import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scanPdf } from '../../../fixtures/scanned-page.mjs';
import { createRedactor } from '../../../src/engine/redactor.js';
import { chooseHandler } from '../../../src/formats/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';

// The scans themselves come from the one builder the benchmarks use too.
export { KEPT_WORDS, PII_STRINGS, SCAN_LINES, renderScan, scanJpeg, turnedJpeg } from '../../../fixtures/scanned-page.mjs';

/** One page of `width` x `height` inches that is nothing but the scan. */
export function scannedPdf(jpeg: Buffer, width = 3.8, height = 1.6): Promise<Uint8Array> {
  return scanPdf(jpeg, width, height);
}

/** What the independent tesseract CLI reads in a picture (PNG or JPEG file). */
export function tesseractRead(picture: string): string {
  return execFileSync('/usr/bin/tesseract', [picture, '-', '--psm', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
}

/** What the independent tesseract CLI reads in a PDF's first page, rendered by poppler at 300 dpi. */
export function tesseractReadPdf(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-ocr-'));
  writeFileSync(path.join(dir, 'in.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
  const png = readFileSync(path.join(dir, 'page-1.png')).length ? path.join(dir, 'page-1.png') : '';
  return tesseractRead(png);
}

/**
 * Redacts `bytes` written as `dir/name` with the handler the registry picks for them and default
 * options (the picture tests' common step): the handler's id, the output's path and bytes, and
 * the result.
 */
export async function redactPictureFile(dir: string, name: string, bytes: Buffer, options: Record<string, unknown> = {}) {
  const input = path.join(dir, name);
  const output = path.join(dir, `out-${name}`);
  writeFileSync(input, bytes);
  const handler = chooseHandler(input, bytes.subarray(0, 8192), name);
  const result = await handler.redact(input, output, { redactor: createRedactor({}), displayName: name, limits: DEFAULT_LIMITS, options });
  return { handler: handler.id, output, bytes: readFileSync(output), result };
}
