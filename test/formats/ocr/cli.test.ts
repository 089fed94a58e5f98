import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanJpeg, tesseractRead } from './scan-fixtures.js';

const bin = fileURLToPath(new URL('../../../bin/anonymize.js', import.meta.url));

/** The built CLI (bundle, files pool, tesseract.js's own worker thread inside it), without a network. */
describe('anonymize files photo.jpg (end to end through the built CLI)', () => {
  it('OCRs the picture in a pool worker, redacts its pixels and reports the confidence', () => {
    if (!existsSync(new URL('../../../dist/bundle/main.js', import.meta.url))) throw new Error('dist/bundle/main.js is missing: run `npm run build`');
    const cwd = mkdtempSync(path.join(tmpdir(), 'anonymize-files-ocr-'));
    writeFileSync(path.join(cwd, 'photo.jpg'), scanJpeg({ lines: ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'], width: 3.2, height: 0.9 }).jpeg);
    const r = spawnSync(process.execPath, [bin, 'files', 'photo.jpg', '-o', 'out.jpg', '--json'], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^anonymize: photo\.jpg: warning: is a picture: OCR'd \(mean confidence \d+%\)\n$/);
    const summary = JSON.parse(r.stdout);
    expect(summary.files).toEqual([{ input: 'photo.jpg', status: 'written', output: 'out.jpg', format: 'image', findings: { EMAIL_ADDRESS: 1 }, warnings: [expect.stringMatching(/^is a picture: OCR'd \(mean confidence \d+%\)$/)] }]);
    const read = tesseractRead(path.join(cwd, 'out.jpg'));
    expect(read).not.toContain('example');
    expect(read).toContain('The plan was reviewed on Tuesday.');
  });
});
