import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRedactor } from '../../../src/engine/redactor.js';
import docx from '../../../src/formats/docx.js';
import { closeOcr, ocrEngine } from '../../../src/formats/lib/ocr.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { scanJpeg, tesseractRead } from './scan-fixtures.js';
import { writeTiff } from '../tiff-fixtures.js';

/** A picture pasted into a Word document: its text is OCR'd and redacted in its pixels. */
describe('pictures inside a Word document', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-ocr-docx-'));
  beforeAll(() => ocrEngine('eng'), 30_000);
  afterAll(closeOcr);

  test('the e-mail address in a pasted scan is boxed; the sentence stays', async () => {
    const zip = await JSZip.loadAsync(readFileSync('fixtures/docx/report.docx'));
    const { jpeg } = scanJpeg({ lines: ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'], width: 3.2, height: 0.9 });
    zip.file('word/media/scan.jpg', jpeg);
    const input = path.join(dir, 'with-scan.docx');
    writeFileSync(input, await zip.generateAsync({ type: 'nodebuffer' }));
    const output = path.join(dir, 'out.docx');
    const result = await docx.redact(input, output, { redactor: createRedactor({}), displayName: 'with-scan.docx', limits: DEFAULT_LIMITS, options: {} });
    expect(result.warnings).toContain("2 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)");
    const picture = path.join(dir, 'scan.jpg');
    writeFileSync(picture, await (await JSZip.loadAsync(readFileSync(output))).file('word/media/scan.jpg')!.async('nodebuffer'));
    const read = tesseractRead(picture);
    expect(read).not.toContain('lindqvist');
    expect(read).not.toContain('example');
    expect(read).toContain('The plan was reviewed on Tuesday.');
  });

  test('a TIFF picture: OCR\'d and boxed too, written anew without its Artist tag', async () => {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const { jpeg, width, height } = scanJpeg({ lines: ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'], width: 3.2, height: 0.9 });
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(await loadImage(jpeg), 0, 0);
    const rgba = new Uint8Array(canvas.getContext('2d').getImageData(0, 0, width, height).data.buffer);
    const zip = await JSZip.loadAsync(readFileSync('fixtures/docx/report.docx'));
    zip.file('word/media/scan.tif', writeTiff([{ width, height, rgba, samples: 1, compression: 5, artist: 'Marta Lindqvist' }]));
    const input = path.join(dir, 'with-tiff.docx');
    writeFileSync(input, await zip.generateAsync({ type: 'nodebuffer' }));
    const output = path.join(dir, 'out-tiff.docx');
    await docx.redact(input, output, { redactor: createRedactor({}), displayName: 'with-tiff.docx', limits: DEFAULT_LIMITS, options: {} });
    const tiff = await (await JSZip.loadAsync(readFileSync(output))).file('word/media/scan.tif')!.async('nodebuffer');
    expect(tiff.includes('Lindqvist')).toBe(false);
    const picture = path.join(dir, 'scan.tif');
    writeFileSync(picture, tiff);
    const read = tesseractRead(picture);
    expect(read).not.toContain('lindqvist');
    expect(read).toContain('The plan was reviewed on Tuesday.');
  });
});
