import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pdftotext, qpdfCheck } from './independent-checks.js';
import { fixture } from './redact-helpers.js';

const bin = fileURLToPath(new URL('../../../bin/anonymize.js', import.meta.url));
const PEOPLE_FLAGS = ['-e', 'CUSTOM_ENTITY,EMAIL_ADDRESS', '-c', 'Jane Roe', '-c', 'John Doe', '-c', 'Mary Major', '-c', 'Richard Roe'];

/** Runs the built CLI in a fresh folder holding a copy of the fixture. */
function anonymizeFiles(name: string, args: string[]) {
  if (!existsSync(new URL('../../../dist/bundle/main.js', import.meta.url))) {
    throw new Error('dist/bundle/main.js is missing: run `npm run build` (npm ci does it through `prepare`)');
  }
  const cwd = mkdtempSync(path.join(tmpdir(), 'anonymize-files-pdf-'));
  copyFileSync(fixture(name), path.join(cwd, name));
  const r = spawnSync(process.execPath, [bin, 'files', name, '-o', 'out.pdf', ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } });
  return { ...r, output: path.join(cwd, 'out.pdf') };
}

describe('anonymize files x.pdf (end to end through the built CLI)', () => {
  it('redacts a PDF and reports the findings; --pdf-label labels the boxes', () => {
    const r = anonymizeFiles('standard14.pdf', [...PEOPLE_FLAGS, '--pdf-label', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      files: [{ input: 'standard14.pdf', status: 'written', output: 'out.pdf', format: 'pdf', findings: { EMAIL_ADDRESS: 2, CUSTOM_ENTITY: 7 } }],
      totals: { files: 1, written: 1, failed: 0, findings: { EMAIL_ADDRESS: 2, CUSTOM_ENTITY: 7 } },
    });
    const text = pdftotext(r.output);
    for (const v of ['Jane Roe', 'John Doe', 'Mary Major', 'Richard Roe', 'jane.roe@example.com']) expect(text).not.toContain(v);
    expect(text.match(/CUSTOM_ENTITY/g)?.length).toBe(7);
    expect(qpdfCheck(r.output)).toContain('No syntax or stream encoding errors found');
  });

  it('--no-ocr --rasterize-images turns scanned pages into pictures and says which', () => {
    const r = anonymizeFiles('scanned.pdf', [...PEOPLE_FLAGS, '--no-ocr', '--rasterize-images', '--json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).files[0].warnings).toEqual([
      "page 1 is an image: rasterized with boxes over its text layer's findings",
      'page 2 is an image without a text layer: not redacted; OCR it first',
    ]);
  });

  it('an owner-password-only PDF is redacted, with a warning that its restrictions were dropped', () => {
    const r = anonymizeFiles('owner-password-aes256.pdf', PEOPLE_FLAGS);
    expect([r.status, r.stdout]).toEqual([0, '']);
    expect(r.stderr).toBe(
      'anonymize: owner-password-aes256.pdf: warning: was encrypted with an owner password only (no password to open it, printing or copying restricted): the output is not encrypted, so those restrictions are dropped\n',
    );
    expect(existsSync(r.output)).toBe(true);
  });

  it('an encrypted PDF fails with one line and exit 1, and no output', () => {
    const r = anonymizeFiles('encrypted.pdf', PEOPLE_FLAGS);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('anonymize: encrypted.pdf: is encrypted with a password needed to open it: decrypt it first (e.g. qpdf --decrypt --password=… in.pdf out.pdf), then redact the copy\n');
    expect(existsSync(r.output)).toBe(false);
  });
});
