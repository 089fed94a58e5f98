// OCR speed (issue 19): scanned pages per second on one thread (the work one files-pool worker
// does), on a 3-page PDF of Letter-size 300 dpi scans generated here; the engine's start is timed
// apart. Printed, never asserted. Run: npm run build && node bench/ocr.mjs
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createRedactor } from '../dist/engine/index.js';
import { closeOcr, ocrEngine } from '../dist/formats/lib/ocr.js';
import { pdfHandler } from '../dist/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../dist/formats/types.js';
import { letterLines, renderScan } from '../fixtures/scanned-page.mjs';

const PAGES = 3;
const doc = await PDFDocument.create();
for (let p = 1; p <= PAGES; p++) {
  const image = await doc.embedJpg(renderScan(letterLines(p), { dpi: 300 }).jpeg);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
}
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-ocr-'));
const input = path.join(dir, 'scans.pdf');
writeFileSync(input, await doc.save());

let t0 = performance.now();
await ocrEngine('eng');
const start = performance.now() - t0;
t0 = performance.now();
const result = await pdfHandler.redact(input, path.join(dir, 'out.pdf'), { redactor: createRedactor({}), displayName: 'scans.pdf', limits: DEFAULT_LIMITS, options: {} });
const s = (performance.now() - t0) / 1000;
await closeOcr();
console.log(`OCR of scanned pages (Letter, 300 dpi, one thread): ${(PAGES / s).toFixed(2)} pages/s (${(s / PAGES).toFixed(1)} s a page; engine start ${(start / 1000).toFixed(1)} s once per worker); ${result.warnings.length} pages OCR'd`);
