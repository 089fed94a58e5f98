// PDF redaction speed: pages per second on a 100-page text PDF generated here, single thread,
// and the process's peak memory. Target (issue 5): 20 pages/s or better. Printed, never asserted.
// Run: npm run build && node bench/pdf.mjs
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createRedactor } from '../dist/engine/index.js';
import { pdfHandler } from '../dist/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../dist/formats/types.js';

const PAGES = 100;
const LINES = 45;

async function makePdf() {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PAGES; p++) {
    const page = doc.addPage([612, 792]);
    for (let l = 0; l < LINES; l++) {
      // Every fifth line carries an e-mail address and a name (fictitious: example.com, RFC 2606).
      const text = l % 5 === 0
        ? `Line ${l} of page ${p + 1}: write to jane.roe${l}@example.com or ask Jane Roe at the desk.`
        : `Line ${l} of page ${p + 1}: the quarterly figures were reviewed and approved without changes.`;
      page.drawText(text, { x: 50, y: 760 - l * 16, size: 10, font });
    }
  }
  return doc.save();
}

const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-pdf-'));
const input = path.join(dir, 'in.pdf');
writeFileSync(input, await makePdf());
const redactor = createRedactor({ custom: { terms: ['Jane Roe'] } });
const ctx = { redactor, displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: {} };

await pdfHandler.redact(input, path.join(dir, 'warm.pdf'), ctx); // warm-up: loads pdfjs, fonts
const runs = 3;
const times = [];
let result;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  result = await pdfHandler.redact(input, path.join(dir, `out${i}.pdf`), ctx);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)];
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(`PDF redaction, ${PAGES} text pages (${LINES} lines each, ${PAGES * LINES / 5 * 2} findings), single thread:`);
console.log(`  median of ${runs}: ${median.toFixed(0)} ms = ${(PAGES / (median / 1000)).toFixed(1)} pages/s (target: 20 pages/s)`);
console.log(`  peak memory (max RSS of this process): ${peakMb.toFixed(0)} MB; findings ${JSON.stringify(result.counts)}`);
