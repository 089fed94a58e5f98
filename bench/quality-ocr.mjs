// OCR quality on scanned pages (issue 19): fictitious letters rendered as scans (fixtures/scanned-page.mjs)
// at 300 and 150 dpi go through the PDF handler; the output page is rendered by poppler and each
// word's pixels are inspected. Recall: share of PII words (those the engine finds in the letter's
// true text) whose pixels are covered by a box; over-redaction: share of the other words covered.
// Target: recall >= 97% at 300 dpi, over-redaction <= 5%. Printed, never asserted.
// Run: npm run build && node bench/quality-ocr.mjs (npm run bench:quality calls it)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { createRedactor } from '../dist/engine/index.js';
import { closeOcr } from '../dist/formats/lib/ocr.js';
import { pdfHandler } from '../dist/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../dist/formats/types.js';
import { letterLines, renderScan, scanPdf } from '../fixtures/scanned-page.mjs';

const PAGES = 2;
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-quality-ocr-'));

/** Dark pixels (luminance < 80) at a grid of points inside the word's box (inset 15%), as a share. */
function darkShare(pixels, width, word, place) {
  const [x0, y0, x1, y1] = word.box;
  const ix = (x1 - x0) * 0.15;
  const iy = (y1 - y0) * 0.15;
  let dark = 0;
  let n = 0;
  for (let a = 0; a <= 10; a++) for (let b = 0; b <= 4; b++) {
    const [px, py] = place(x0 + ix + ((x1 - x0 - 2 * ix) * a) / 10, y0 + iy + ((y1 - y0 - 2 * iy) * b) / 4);
    const i = (Math.round(py) * width + Math.round(px)) * 4;
    const lum = 0.3 * pixels[i] + 0.59 * pixels[i + 1] + 0.11 * pixels[i + 2];
    n++;
    if (lum < 80) dark++;
  }
  return dark / n;
}

const RUNS = [
  { dpi: 300, pointSize: 9, quality: 75, noise: 20, skew: 0.6, name: '9 pt, skewed, speckled, JPEG q75' },
  { dpi: 150, pointSize: 9, quality: 75, noise: 20, skew: 0.6, name: '9 pt, skewed, speckled, JPEG q75' },
  { dpi: 150, pointSize: 8, quality: 40, noise: 45, skew: 1.5, name: 'hard: 8 pt, skewed 1.5°, heavy speckle, JPEG q40' },
];
for (const { dpi, pointSize, quality, noise, skew, name } of RUNS) {
  let pii = 0;
  let piiCovered = 0;
  let other = 0;
  let otherCovered = 0;
  const confidences = [];
  let ms = 0;
  for (let p = 1; p <= PAGES; p++) {
    const lines = letterLines(p);
    const scan = renderScan(lines, { dpi, rotate: p % 2 ? skew : -skew, pointSize, quality, noise });
    const input = path.join(dir, `scan-${dpi}-${p}.pdf`);
    const output = path.join(dir, `out-${dpi}-${pointSize}-${p}.pdf`);
    writeFileSync(input, await scanPdf(scan.jpeg));
    const redactor = createRedactor({});
    const truth = redactor.analyze(lines.join('\n'));
    const t0 = performance.now();
    const result = await pdfHandler.redact(input, output, { redactor, displayName: 'scan.pdf', limits: DEFAULT_LIMITS, options: {} });
    ms += performance.now() - t0;
    const c = /confidence (?:of )?(\d+)%/.exec(result.warnings.join(' '));
    if (c) confidences.push(Number(c[1]));
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', output, output.replace(/\.pdf$/, '')]);
    const image = await loadImage(readFileSync(output.replace(/\.pdf$/, '.png')));
    const canvas = createCanvas(image.width, image.height);
    const g = canvas.getContext('2d');
    g.drawImage(image, 0, 0);
    const pixels = g.getImageData(0, 0, image.width, image.height).data;
    for (const word of scan.words) {
      const isPii = truth.some((f) => f.start < word.end && f.end > word.start);
      const covered = darkShare(pixels, image.width, word, scan.place) >= 0.9;
      if (isPii) {
        pii++;
        if (covered) piiCovered++;
      } else {
        other++;
        if (covered) otherCovered++;
      }
    }
  }
  const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
  console.log(`scanned pages at ${dpi} dpi (${PAGES} Letter pages, ${name}): PII words covered ${pct(piiCovered, pii)} (${piiCovered}/${pii}), other words covered ${pct(otherCovered, other)} (${otherCovered}/${other}); mean OCR confidence ${confidences.join(', ')}; ${(ms / PAGES / 1000).toFixed(1)} s a page`);
}
await closeOcr();
