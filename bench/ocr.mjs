// OCR speed (issue 19): scanned pages per second on one and on two workers. Four one-page PDFs of
// Letter-size 300 dpi scans (fixtures/scanned-page.mjs) go through the built CLI's files pool
// (`anonymize files --concurrency 1`, then 2): each worker thread starts its own OCR engine, so
// the figure includes that start, as a real batch pays it. The engine's start alone is timed in
// this process. Wall-clock figures with the load average seen (a shared machine is noisy), and
// the CPU seconds a page the CLI used (user + system of the waited-for child, from /proc/self/stat).
// Printed, never asserted. Run: npm run build && node bench/ocr.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOcr, ocrEngine } from '../dist/formats/lib/ocr.js';
import { letterLines, renderScan, scanPdf } from '../fixtures/scanned-page.mjs';

const PAGES = 4;
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-ocr-'));
const inputs = path.join(dir, 'in');
mkdirSync(inputs);
for (let p = 1; p <= PAGES; p++) writeFileSync(path.join(inputs, `scan-${p}.pdf`), await scanPdf(renderScan(letterLines(p), { dpi: 300 }).jpeg));

let t0 = performance.now();
await ocrEngine('eng');
const start = (performance.now() - t0) / 1000;
await closeOcr();

/** CPU seconds of this process's waited-for children (Linux: cutime + cstime of /proc/self/stat, in clock ticks of 1/100 s). */
function childCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const rates = {};
const cpu = {};
for (const workers of [1, 2]) {
  const c0 = childCpu();
  t0 = performance.now();
  const run = spawnSync(process.execPath, ['bin/anonymize.js', 'files', inputs, '--out-dir', path.join(dir, `out-${workers}`), '--concurrency', String(workers), '--quiet'], { cwd: root, encoding: 'utf8' });
  const s = (performance.now() - t0) / 1000;
  if (run.status !== 0) throw new Error(`anonymize files exited with ${run.status}: ${run.stderr}`);
  rates[workers] = PAGES / s;
  cpu[workers] = (childCpu() - c0) / PAGES;
}
const load = loadavg()[0].toFixed(1);
console.log(`OCR of scanned pages (Letter, 300 dpi, ${PAGES} one-page PDFs through anonymize files): 1 worker ${rates[1].toFixed(2)} pages/s, 2 workers ${rates[2].toFixed(2)} pages/s (target: reported); CPU ${cpu[1].toFixed(1)} s and ${cpu[2].toFixed(1)} s a page; engine start ${start.toFixed(1)} s once per worker; load average ${load}`);
