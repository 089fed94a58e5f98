import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRedactor } from '../../../src/engine/redactor.js';
import { closeOcr, ocrEngine } from '../../../src/formats/lib/ocr.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { KEPT_WORDS, PII_STRINGS, scanJpeg, scannedPdf, tesseractRead, tesseractReadPdf, turnedJpeg } from './scan-fixtures.js';

/** A scanned page (a JPEG and nothing else) goes through OCR; an independent OCR then reads the output. */
describe('scanned PDF pages', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-ocr-pdf-'));
  let jpeg: Buffer;
  let input: string;

  beforeAll(async () => {
    jpeg = scanJpeg().jpeg;
    input = path.join(dir, 'scan.pdf');
    writeFileSync(input, await scannedPdf(jpeg));
    await ocrEngine('eng'); // started once for the file's tests
  }, 30_000);
  afterAll(closeOcr);

  const redact = async (options: Record<string, unknown>) => {
    const output = path.join(dir, `out-${Object.keys(options).join('-') || 'default'}.pdf`);
    const result = await pdfHandler.redact(input, output, { redactor: createRedactor({}), displayName: 'scan.pdf', limits: DEFAULT_LIMITS, options });
    return { bytes: new Uint8Array(readFileSync(output)), result };
  };

  test('the PII leaves the pixels, the other words stay, the original image is gone', async () => {
    const { bytes, result } = await redact({});
    expect(result.counts).toEqual({ CREDIT_CARD: 1, DATE: 1, EMAIL_ADDRESS: 1, PERSON_NAME: 1, PHONE_NUMBER: 1 });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^page 1 is a scanned image: OCR'd \(mean confidence (\d+)%\)$/);
    expect(Number(/(\d+)%/.exec(result.warnings[0]!)![1])).toBeGreaterThanOrEqual(80);
    const read = tesseractReadPdf(bytes);
    for (const pii of PII_STRINGS) expect(read, pii).not.toContain(pii);
    for (const word of KEPT_WORDS) expect(read, word).toContain(word);
    // Not a byte run of the scan's compressed pixels survives (the headers are any JPEG's).
    const out = Buffer.from(bytes);
    for (const at of [jpeg.length >> 2, jpeg.length >> 1, jpeg.length - 80]) expect(out.includes(jpeg.subarray(at, at + 64)), String(at)).toBe(false);
  });

  test('--ocr-text-layer: the words left standing are text again, the PII is not', async () => {
    const { bytes, result } = await redact({ ocrTextLayer: true });
    expect(result.counts).toEqual({ CREDIT_CARD: 1, DATE: 1, EMAIL_ADDRESS: 1, PERSON_NAME: 1, PHONE_NUMBER: 1 });
    const file = path.join(dir, 'layer.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    // Words, not punctuation: the comma after the name went with it.
    expect(text.replace(/\s+/g, ' ').trim()).toBe('Patient: born Email: Phone: The treatment plan was reviewed on Tuesday. Card expires soon.');
  });

  test('a page scanned sideways is read turned, and its boxes land on the words', async () => {
    const turned = await turnedJpeg(scanJpeg({ lines: ['Phone: +1 415 555 0134', 'The plan was reviewed on Tuesday.'], width: 3, height: 0.8 }).jpeg);
    const sideways = path.join(dir, 'sideways.pdf');
    writeFileSync(sideways, await scannedPdf(turned, 0.8, 3));
    const output = path.join(dir, 'out-sideways.pdf');
    const result = await pdfHandler.redact(sideways, output, { redactor: createRedactor({}), displayName: 'sideways.pdf', limits: DEFAULT_LIMITS, options: {} });
    expect(result.counts).toEqual({ PHONE_NUMBER: 1 });
    expect(result.warnings).toEqual([expect.stringMatching(/^page 1 is a scanned image: OCR'd \(mean confidence \d+%\)$/)]);
    // Turned upright again for the independent OCR (tesseract --psm 3 does not turn pages itself).
    const page = path.join(dir, 'sideways');
    execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', output, page]);
    const upright = path.join(dir, 'upright.png');
    const { loadImage, createCanvas } = await import('@napi-rs/canvas');
    const image = await loadImage(readFileSync(`${page}.png`));
    const canvas = createCanvas(image.height, image.width);
    const g = canvas.getContext('2d');
    g.translate(0, image.width);
    g.rotate(-Math.PI / 2);
    g.drawImage(image, 0, 0);
    writeFileSync(upright, canvas.toBuffer('image/png'));
    const read = tesseractRead(upright);
    for (const pii of ['415', '0134']) expect(read, pii).not.toContain(pii);
    expect(read).toContain('The plan was reviewed on Tuesday.');
  });

  test('a JPEG picture on an ordinary page is OCR\'d and replaced by a redacted copy; the page\'s text stays text', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    page.drawText('Quarterly notes', { x: 20, y: 170, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
    const picture = scanJpeg({ lines: ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'], width: 3.2, height: 0.9 }).jpeg;
    page.drawImage(await doc.embedJpg(picture), { x: 20, y: 20, width: 230, height: 65 });
    const file = path.join(dir, 'mixed.pdf');
    writeFileSync(file, await doc.save());
    const output = path.join(dir, 'out-mixed.pdf');
    const result = await pdfHandler.redact(file, output, { redactor: createRedactor({}), displayName: 'mixed.pdf', limits: DEFAULT_LIMITS, options: {} });
    expect(result).toEqual({ counts: { EMAIL_ADDRESS: 1 }, warnings: ['page 1: text found in 1 picture by OCR was redacted in their pixels'] });
    const out = readFileSync(output);
    expect(out.includes(picture.subarray(picture.length >> 1, (picture.length >> 1) + 64))).toBe(false);
    expect(execFileSync('pdftotext', [output, '-'], { encoding: 'utf8' }).trim()).toBe('Quarterly notes');
    const read = tesseractReadPdf(new Uint8Array(out));
    expect(read).not.toContain('example');
    expect(read).toContain('Tuesday');
  });

  test('a page scanned at 150 dpi: its PII is painted too', async () => {
    const low = path.join(dir, 'scan-150.pdf');
    writeFileSync(low, await scannedPdf(scanJpeg({ dpi: 150 }).jpeg));
    const output = path.join(dir, 'out-150.pdf');
    const result = await pdfHandler.redact(low, output, { redactor: createRedactor({}), displayName: 'scan-150.pdf', limits: DEFAULT_LIMITS, options: {} });
    expect(result.counts).toEqual({ CREDIT_CARD: 1, DATE: 1, EMAIL_ADDRESS: 1, PERSON_NAME: 1, PHONE_NUMBER: 1 });
    expect(result.warnings).toEqual([expect.stringMatching(/^page 1 is a scanned image: OCR'd \(mean confidence \d+%\)$/)]);
    const read = tesseractReadPdf(new Uint8Array(readFileSync(output)));
    for (const pii of PII_STRINGS) expect(read, pii).not.toContain(pii);
    for (const word of ['treatment', 'reviewed', 'Tuesday']) expect(read, word).toContain(word);
  });

  test('a Flate picture with a soft mask on an ordinary page is OCR\'d and replaced, mask and all', async () => {
    // The scan drawn over a half-transparent margin, as PNG: pdf-lib stores it as Flate RGB + /SMask.
    const { loadImage, createCanvas } = await import('@napi-rs/canvas');
    const scan = await loadImage(scanJpeg({ lines: ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'], width: 3.2, height: 0.9 }).jpeg);
    const canvas = createCanvas(scan.width, scan.height + 40);
    const g = canvas.getContext('2d');
    g.fillStyle = 'rgba(255, 255, 255, 0.5)';
    g.fillRect(0, 0, scan.width, 40);
    g.drawImage(scan, 0, 40);
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    page.drawText('Quarterly notes', { x: 20, y: 170, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
    page.drawImage(await doc.embedPng(canvas.toBuffer('image/png')), { x: 20, y: 20, width: 230, height: 230 * (scan.height + 40) / scan.width });
    const file = path.join(dir, 'flate.pdf');
    const pdf = await doc.save();
    writeFileSync(file, pdf);
    const output = path.join(dir, 'out-flate.pdf');
    const result = await pdfHandler.redact(file, output, { redactor: createRedactor({}), displayName: 'flate.pdf', limits: DEFAULT_LIMITS, options: {} });
    expect(result).toEqual({ counts: { EMAIL_ADDRESS: 1 }, warnings: ['page 1: text found in 1 picture by OCR was redacted in their pixels'] });
    const images = execFileSync('pdfimages', ['-list', output], { encoding: 'utf8' }).trim().split('\n').slice(2).map((l) => l.trim().split(/\s+/)[2]);
    expect(images).toEqual(['image', 'smask']);
    const read = tesseractReadPdf(new Uint8Array(readFileSync(output)));
    expect(read).not.toContain('example');
    expect(read).toContain('Tuesday');
    // The old picture's compressed stream (pdf-lib wrote it as the largest stream) is nowhere.
    const streams = [...Buffer.from(pdf).toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => Buffer.from(m[1]!, 'latin1'));
    const old = streams.sort((a, b) => b.length - a.length)[0]!;
    expect(readFileSync(output).includes(old.subarray(old.length >> 1, (old.length >> 1) + 64))).toBe(false);
  });

  test('--no-ocr: the page is reported and passed through as before', async () => {
    const { bytes, result } = await redact({ ocr: false });
    expect(result.counts).toEqual({});
    expect(result.warnings).toEqual(['page 1 is an image: not redacted; use --rasterize-images or OCR']);
    expect(Buffer.from(bytes).includes(jpeg.subarray(100, 164))).toBe(true);
  });

  test('a language that is not installed names the package to install', async () => {
    await expect(redact({ ocrLang: 'eng+xyz' })).rejects.toThrow('scan.pdf: OCR language "xyz" is not installed: install the npm package @tesseract.js-data/xyz (npm install @tesseract.js-data/xyz)');
  });
});
