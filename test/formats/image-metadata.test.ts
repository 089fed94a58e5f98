import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import docx from '../../src/formats/docx.js';
import { stripImageMetadata } from '../../src/formats/lib/image-metadata.js';
import { pdfHandler } from '../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import { leaks, redactFile, tempDir } from '../helpers/office.js';
import { qdfBytes, qpdfCheck } from './pdf/independent-checks.js';

// A fictitious photographer and place: what a phone writes into a photo's metadata.
const OWNER = 'Oskar Lindqvist';
const PLACE = 'Ankara Cad. 12';

/** A small real picture (a gradient), encoded by @napi-rs/canvas (Skia), independent of our code. */
function picture(format: 'jpeg' | 'png'): Buffer {
  const canvas = createCanvas(16, 8);
  const g = canvas.getContext('2d');
  for (let x = 0; x < 16; x++) {
    g.fillStyle = `rgb(${x * 16}, ${128 - x * 8}, 200)`;
    g.fillRect(x, 0, 1, 8);
  }
  return format === 'jpeg' ? canvas.encodeSync('jpeg', 90) : canvas.encodeSync('png');
}

/** The decoded pixels (RGBA) of an image, read by @napi-rs/canvas. */
async function pixels(data: Uint8Array): Promise<Buffer> {
  const image = await loadImage(Buffer.from(data));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  return Buffer.from(g.getImageData(0, 0, image.width, image.height).data);
}

const segment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);

/** A little-endian EXIF block: Orientation (6: turn 90° clockwise) and Artist. */
function exif(orientation: number, artist: string): Buffer {
  const text = Buffer.from(`${artist}\0`, 'latin1');
  const ifd = Buffer.alloc(2 + 2 * 12 + 4);
  ifd.writeUInt16LE(2, 0);
  ifd.writeUInt16LE(0x0112, 2); // Orientation, SHORT, 1
  ifd.writeUInt16LE(3, 4);
  ifd.writeUInt32LE(1, 6);
  ifd.writeUInt16LE(orientation, 10);
  ifd.writeUInt16LE(0x013b, 14); // Artist, ASCII, n, at offset 8 + ifd length
  ifd.writeUInt16LE(2, 16);
  ifd.writeUInt32LE(text.length, 18);
  ifd.writeUInt32LE(8 + ifd.length, 22);
  return Buffer.concat([Buffer.from('Exif\0\0II*\0\x08\0\0\0', 'latin1'), ifd, text]);
}

/** The JPEG with EXIF, XMP, IPTC-like APP13 and a comment added after its first segment, and a trailer. */
function jpegWithMetadata(orientation = 6): Buffer {
  const jpeg = picture('jpeg');
  const app0End = 2 + 2 + jpeg.readUInt16BE(4); // SOI + APP0 (Skia writes JFIF first)
  return Buffer.concat([
    jpeg.subarray(0, app0End),
    segment(0xe1, exif(orientation, OWNER)),
    segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><dc:creator>${OWNER}</dc:creator></x:xmpmeta>`, 'latin1')),
    segment(0xed, Buffer.from(`Photoshop 3.0\0${PLACE}`, 'latin1')),
    segment(0xfe, Buffer.from(`shot by ${OWNER}`, 'latin1')),
    jpeg.subarray(app0End),
    Buffer.from(`MotionPhoto ${OWNER}`, 'latin1'), // bytes after EOI
  ]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function pngWithMetadata(): Buffer {
  const png = picture('png');
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk('tEXt', Buffer.from(`Author\0${OWNER}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`Location\0\0\0\0\0${PLACE}`, 'utf8')),
    pngChunk('eXIf', exif(1, OWNER).subarray(6)),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 1, 2, 3, 4, 5])),
    png.subarray(ihdrEnd),
    Buffer.from(`appended ${OWNER}`, 'latin1'),
  ]);
}

const has = (data: Uint8Array, text: string) => Buffer.from(data).includes(Buffer.from(text, 'latin1'));

describe('stripImageMetadata', () => {
  it('removes EXIF, XMP, APP13, comments and a trailer from a JPEG, pixels unchanged', async () => {
    const input = jpegWithMetadata();
    expect([has(input, OWNER), has(input, PLACE)]).toEqual([true, true]);
    const out = stripImageMetadata(input)!;
    expect([has(out, OWNER), has(out, PLACE), has(out, 'http://ns.adobe.com/xap')]).toEqual([false, false, false]);
    expect(await pixels(out)).toEqual(await pixels(input));
    expect(out.length).toBeLessThan(input.length);
  });

  it('keeps the EXIF orientation alone, in a block of its own', () => {
    const out = Buffer.from(stripImageMetadata(jpegWithMetadata(6))!);
    const app1 = out.indexOf(Buffer.from('Exif\0\0', 'latin1'));
    // Big-endian TIFF, one IFD0 entry: tag 0x0112, SHORT, count 1, value 6.
    expect(out.subarray(app1 + 6, app1 + 6 + 22).toString('hex')).toBe('4d4d002a00000008' + '0001' + '011200030000000100060000');
    const upright = Buffer.from(stripImageMetadata(jpegWithMetadata(1))!);
    expect(upright.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
  });

  it('removes text, eXIf and tIME chunks and a trailer from a PNG, pixels unchanged', async () => {
    const input = pngWithMetadata();
    const out = stripImageMetadata(input)!;
    expect([has(out, OWNER), has(out, PLACE), has(out, 'tIME'), has(out, 'eXIf')]).toEqual([false, false, false, false]);
    expect(Buffer.from(out)).toEqual(picture('png')); // exactly the original chunks
    expect(await pixels(out)).toEqual(await pixels(input));
  });

  it('leaves clean pictures and other data alone', () => {
    expect(stripImageMetadata(picture('png'))).toBeUndefined();
    expect(stripImageMetadata(Buffer.from('GIF89a....'))).toBeUndefined();
    expect(stripImageMetadata(jpegWithMetadata().subarray(0, 40))).toBeUndefined(); // truncated
  });
});

describe('pictures inside a Word document', () => {
  it('lose their metadata; the document keeps the same pictures', async () => {
    const zip = await JSZip.loadAsync(await readFile('fixtures/docx/report.docx'));
    zip.file('word/media/photo.jpg', jpegWithMetadata());
    zip.file('word/media/scan.png', pngWithMetadata());
    const path = join(await tempDir(), 'with-photos.docx');
    await writeFile(path, await zip.generateAsync({ type: 'nodebuffer' }));
    const { output, result } = await redactFile(docx, path);
    expect(leaks(output, [OWNER, PLACE])).toEqual([]); // in no part, in no form
    expect(leaks(new Map([['photo.jpg', jpegWithMetadata()]]), [OWNER])).toEqual(['photo.jpg: Oskar Lindqvist']); // the check can fail
    expect(await pixels(output.get('word/media/photo.jpg')!)).toEqual(await pixels(jpegWithMetadata()));
    expect(await pixels(output.get('word/media/scan.png')!)).toEqual(await pixels(pngWithMetadata()));
    expect(result.warnings).toContain("3 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)");
  });
});

describe('JPEG pictures inside a PDF', () => {
  it('lose their metadata; the picture still draws', async () => {
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(new Uint8Array(jpegWithMetadata())); // a copy: pdf-lib reads the whole ArrayBuffer
    doc.addPage([200, 100]).drawImage(image, { x: 10, y: 10, width: 64, height: 32 });
    const dir = await tempDir();
    const input = join(dir, 'photo.pdf');
    const output = join(dir, 'photo-out.pdf');
    await writeFile(input, await doc.save());
    expect(qdfBytes(input)).toContain(OWNER); // the check can fail
    await pdfHandler.redact(input, output, { redactor: createRedactor(), displayName: 'photo.pdf', limits: DEFAULT_LIMITS, options: {} });
    const expanded = qdfBytes(output); // every stream as qpdf reads it
    for (const value of [OWNER, PLACE, 'http://ns.adobe.com/xap']) expect(expanded).not.toContain(value);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
    const redacted = await PDFDocument.load(await readFile(output));
    expect(redacted.getPageCount()).toBe(1);
  });
});
