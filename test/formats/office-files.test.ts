import { spawnSync } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leaks, tempDir, unzipParts } from '../helpers/office.js';

const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));
const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const docxExpect = JSON.parse(await readFile(join(fixtures, 'docx/report.expect.json'), 'utf8')) as { custom: { terms: string[] }; mustNotSurvive: string[]; splitValues: string[] };
const xlsxExpect = JSON.parse(await readFile(join(fixtures, 'xlsx/customers.expect.json'), 'utf8')) as { custom: { terms: string[] }; mustNotSurvive: string[]; splitValues: string[] };

function anonymize(cwd: string, args: string[]) {
  if (!existsSync(new URL('../../dist/bundle/main.js', import.meta.url))) throw new Error('run `npm run build` first');
  return spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } });
}

const customFlags = [...new Set([...docxExpect.custom.terms, ...xlsxExpect.custom.terms])].flatMap((t) => ['-c', t]);

describe('anonymize files with Word and Excel inputs (the built CLI, worker threads)', () => {
  it('writes redacted copies, reports a broken file by name and exits 1', async () => {
    const dir = await tempDir();
    await copyFile(join(fixtures, 'docx/report.docx'), join(dir, 'report.docx'));
    await copyFile(join(fixtures, 'xlsx/customers.xlsx'), join(dir, 'customers.xlsx'));
    await writeFile(join(dir, 'cut.docx'), (await readFile(join(fixtures, 'docx/report.docx'))).subarray(0, 3000));
    const r = anonymize(dir, ['files', '*.docx', '*.xlsx', '--out-dir', 'out', '--report', 'report.json', ...customFlags]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(existsSync(join(dir, 'out/cut.docx'))).toBe(false);
    const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8'));
    expect(report.files).toEqual([
      { input: 'customers.xlsx', status: 'written', output: 'out/customers.xlsx', format: 'xlsx', findings: { CUSTOM_ENTITY: 21, EMAIL_ADDRESS: 21 } },
      { input: 'cut.docx', status: 'failed', reason: 'not a valid zip archive (truncated?)' },
      {
        input: 'report.docx',
        status: 'written',
        output: 'out/report.docx',
        format: 'docx',
        findings: { CUSTOM_ENTITY: 44, EMAIL_ADDRESS: 36 },
        warnings: ["1 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)"],
      },
    ]);
    const docx = await unzipParts(await readFile(join(dir, 'out/report.docx')));
    expect(leaks(docx, [...docxExpect.mustNotSurvive, ...docxExpect.splitValues])).toEqual([]);
    const xlsx = await unzipParts(await readFile(join(dir, 'out/customers.xlsx')));
    expect(leaks(xlsx, [...xlsxExpect.mustNotSurvive, ...xlsxExpect.splitValues])).toEqual([]);
  });

  it('gives one person the same pseudonym in the Word and the Excel file (--style numbered)', async () => {
    const dir = await tempDir();
    await copyFile(join(fixtures, 'docx/report.docx'), join(dir, 'report.docx'));
    await copyFile(join(fixtures, 'xlsx/customers.xlsx'), join(dir, 'customers.xlsx'));
    const r = anonymize(dir, ['files', 'report.docx', 'customers.xlsx', '--out-dir', 'out', '--style', 'numbered', '-c', 'Jane Roe', '-c', 'Mary Major']);
    expect([r.status, r.stdout]).toEqual([0, '']);
    const creator = async (file: string) => {
      const core = (await unzipParts(await readFile(join(dir, 'out', file)))).get('docProps/core.xml')!.toString('utf8');
      return [/<dc:creator>(.*?)<\/dc:creator>/.exec(core)?.[1], /<cp:lastModifiedBy>(.*?)<\/cp:lastModifiedBy>/.exec(core)?.[1]];
    };
    const [docxCreator, docxModifier] = await creator('report.docx');
    const [xlsxCreator, xlsxModifier] = await creator('customers.xlsx');
    expect(docxCreator).toMatch(/^\[CUSTOM_ENTITY_\d+\]$/);
    expect(docxModifier).toMatch(/^\[CUSTOM_ENTITY_\d+\]$/);
    expect(docxCreator).not.toBe(docxModifier);
    expect([xlsxCreator, xlsxModifier]).toEqual([docxCreator, docxModifier]);
  });
});
