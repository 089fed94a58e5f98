// `node bench/xlsx.mjs [rows]` (also run by `npm run bench`): time and peak memory of the xlsx
// handler on a generated workbook (default 100,000 rows × 7 columns, shared strings, one e-mail,
// one phone number and one name per row). The workbook is written with exceljs's streaming
// WorkbookWriter; the redaction runs in a child process so its peak RSS is its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [, , first, input, output] = process.argv;

if (first === '--child') {
  const { createRedactor } = await import('../dist/engine/index.js');
  const { DEFAULT_LIMITS } = await import('../dist/formats/types.js');
  const { default: xlsx } = await import('../dist/formats/xlsx.js');
  // As users get it: two passes with one memory for the workbook (formats/document.ts).
  const { redactDocument } = await import('../dist/formats/document.js');
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const result = await redactDocument(xlsx, input, output, {
    redactor: createRedactor({ custom: { terms: ['Jane Roe'] } }),
    displayName: 'bench.xlsx',
    limits: DEFAULT_LIMITS,
    options: {},
  });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(JSON.stringify({ ms, cpuMs, maxRssKb: process.resourceUsage().maxRSS, counts: result.counts }));
} else {
  const rows = Number(first ?? 100_000);
  const ExcelJS = (await import('exceljs')).default;
  const dir = mkdtempSync(join(tmpdir(), 'anonymize-bench-xlsx-'));
  const inPath = join(dir, 'big.xlsx');
  const outPath = join(dir, 'big.out.xlsx');
  try {
    const t0 = performance.now();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: inPath, useSharedStrings: true, useStyles: false });
    const ws = wb.addWorksheet('Customers');
    ws.addRow(['id', 'name', 'email', 'phone', 'city', 'amount', 'note']).commit();
    const names = ['Jane Roe', 'Richard Miles', 'Mary Major', 'Peter Sample'];
    for (let i = 1; i <= rows; i++) {
      ws.addRow([
        i,
        names[i % names.length],
        `customer${i}@example.com`,
        `+1 415 555 ${String(100 + (i % 9900)).padStart(4, '0')}`,
        i % 2 ? 'Springfield' : 'Shelbyville',
        (i * 37) % 10_000,
        `order ${i} shipped`,
      ]).commit();
    }
    ws.commit();
    await wb.commit();
    const genMs = performance.now() - t0;
    const size = statSync(inPath).size;
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', inPath, outPath], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    const r = JSON.parse(child.stdout);
    console.log(
      `xlsx, ${rows.toLocaleString('en-US')} rows × 7 columns (${(size / 1e6).toFixed(1)} MB zipped, generated in ${(genMs / 1000).toFixed(1)} s):`,
    );
    console.log(
      `  redacted in ${(r.ms / 1000).toFixed(2)} s wall, ${(r.cpuMs / 1000).toFixed(2)} s CPU (${Math.round(rows / (r.ms / 1000)).toLocaleString('en-US')} rows/s wall), peak RSS ${(r.maxRssKb / 1024).toFixed(0)} MB`,
    );
    console.log(`  findings: ${Object.entries(r.counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
