import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageHandler } from '../../../src/formats/image.js';
import { closeOcr, ocrEngine } from '../../../src/formats/lib/ocr.js';
import { redactPictureFile, scanJpeg, tesseractRead } from './scan-fixtures.js';

const LINES = ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'];

/** Pictures given as files: the text they show is OCR'd and redacted in their pixels. */
describe('PNG and JPEG pictures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-ocr-picture-'));
  beforeAll(() => ocrEngine('eng'), 30_000);
  afterAll(closeOcr);

  const redact = (name: string, bytes: Buffer, options: Record<string, unknown> = {}) => redactPictureFile(dir, name, bytes, options);

  test('a JPEG: the e-mail address leaves the pixels, the sentence stays, JPEG out', async () => {
    const { jpeg } = scanJpeg({ lines: LINES, width: 3.2, height: 0.9 });
    const { handler, output, bytes, result } = await redact('photo.jpg', jpeg);
    expect(handler).toBe('image');
    expect(result.counts).toEqual({ EMAIL_ADDRESS: 1 });
    expect(result.warnings).toEqual([expect.stringMatching(/^is a picture: OCR'd \(mean confidence \d+%\)$/)]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const read = tesseractRead(output);
    expect(read).not.toContain('lindqvist');
    expect(read).not.toContain('example');
    expect(read).toContain('The plan was reviewed on Tuesday.');
  });

  test('a PNG without PII keeps its pixels byte for byte and loses its text chunks', async () => {
    const canvas = createCanvas(600, 120);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 600, 120);
    g.fillStyle = '#000';
    g.font = '40px sans-serif';
    g.fillText('Quarterly report', 20, 70);
    const png = canvas.toBuffer('image/png');
    // A tEXt chunk "Author\0Marta Lindqvist" before IEND (CRC over type + data, ISO/IEC 15948 §5.3).
    const data = Buffer.from('Author\0Marta Lindqvist', 'latin1');
    const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from('tEXt'), data, Buffer.alloc(4)]);
    chunk.writeUInt32BE(data.length, 0);
    const { crc32 } = await import('node:zlib');
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    const withText = Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
    const { bytes, result } = await redact('report.png', withText);
    expect(result.counts).toEqual({});
    expect(bytes.equals(png)).toBe(true);
    expect(result.warnings).toEqual([expect.stringMatching(/^is a picture: OCR'd \(mean confidence \d+%\)$/)]);
  });

  test('a PNG with PII: PNG out, same size, redacted', async () => {
    const canvas = createCanvas(900, 100);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 900, 100);
    g.fillStyle = '#000';
    g.font = '36px sans-serif';
    g.fillText('Write to marta.lindqvist@example.com today', 20, 60);
    const { bytes, result } = await redact('shot.png', canvas.toBuffer('image/png'));
    expect(result.counts).toEqual({ EMAIL_ADDRESS: 1 });
    const image = await loadImage(bytes);
    expect([image.width, image.height]).toEqual([900, 100]);
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  test('--no-ocr: metadata only, and the warning says the text is not redacted', async () => {
    const { jpeg } = scanJpeg({ lines: LINES, width: 3.2, height: 0.9 });
    const { bytes, result } = await redact('photo2.jpg', jpeg, { ocr: false });
    expect(result).toEqual({ counts: {}, warnings: ["is a picture: not OCR'd (--no-ocr), the text it shows is not redacted; its metadata is removed"] });
    expect(bytes.equals(jpeg)).toBe(true);
  });
});
