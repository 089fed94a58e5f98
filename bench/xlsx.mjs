// `node bench/xlsx.mjs [rows]` (also run by `npm run bench`): time and peak memory of the xlsx
// handler on a generated workbook (default 100,000 rows × 7 columns, shared strings, a unique
// name, e-mail and note per row, a phone number). The workbook is written with exceljs's streaming
// WorkbookWriter; the redaction runs in a child process so its peak RSS is its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
    // Unique values, as a customer list has them (issue 20): a name per row (given name, initial,
    // two initials, family name: 608,400 of them), an e-mail, a note; the phone numbers repeat every 9,900 rows.
    const given = ['Jane', 'Richard', 'Mary', 'Peter', 'Kenji', 'Amara', 'Priya', 'Lukas', 'Sofia', 'Mateo', 'Chloe', 'Ahmed', 'Ingrid', 'Olga', 'Tomasz', 'Aisha', 'James', 'Linda', 'David', 'Susan', 'Thomas', 'Karen', 'Daniel', 'Nancy', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Steven', 'Sandra'];
    const family = ['Roe', 'Miles', 'Major', 'Sample', 'Okafor', 'Watanabe', 'Lindqvist', 'Moreau', 'Kowalski', 'Hernandez', 'Fitzgerald', 'Novak', 'Castellano', 'Brennan', 'Haddad', 'Petersen', 'Yamamoto', 'Delgado', 'Whitfield', 'Abernathy', 'Sorensen', 'Mbeki', 'Rossi', 'Kaufmann', 'Ivanova', 'Gallagher', 'Larsen', 'Oyelaran', 'Takahashi', 'Mendoza'];
    const letter = (n) => String.fromCharCode(65 + (n % 26));
    const nameOf = (i) => `${given[i % 30]} ${letter(Math.floor(i / 30))}. ${letter(Math.floor(i / 780))}. ${family[Math.floor(i / 20280) % 30]}`;
    for (let i = 1; i <= rows; i++) {
      ws.addRow([
        i,
        nameOf(i),
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
    // XLSX_PROFILE=dir: the redaction runs under node --cpu-prof, its profile written there.
    const prof = process.env.XLSX_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.XLSX_PROFILE}`] : [];
    const child = spawnSync(process.execPath, [...prof, fileURLToPath(import.meta.url), '--child', inPath, outPath], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    const r = JSON.parse(child.stdout);
    console.log(
      `xlsx, ${rows.toLocaleString('en-US')} rows × 7 columns (${(size / 1e6).toFixed(1)} MB zipped, generated in ${(genMs / 1000).toFixed(1)} s):`,
    );
    console.log(
      `  redacted in ${(r.ms / 1000).toFixed(2)} s wall, ${(r.cpuMs / 1000).toFixed(2)} s CPU (${Math.round(rows / (r.ms / 1000)).toLocaleString('en-US')} rows/s wall), peak RSS ${(r.maxRssKb / 1024).toFixed(0)} MB`,
    );
    console.log(`  findings: ${Object.entries(r.counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`XLSX with unique values: ${Math.round(rows / (r.cpuMs / 1000)).toLocaleString('en-US')} rows per CPU second, ${Math.round(rows / (r.ms / 1000)).toLocaleString('en-US')} rows/s wall at load ${loadavg()[0].toFixed(1)} (target ≥ 10,000 rows/s)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
