import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeOcr, ocrEngine } from '../../src/formats/lib/ocr.js';
import { decodeTiff } from '../../src/formats/lib/tiff.js';
import { redactPictureFile, scanJpeg, tesseractRead } from './ocr/scan-fixtures.js';
import { writeTiff, type FixturePage } from './tiff-fixtures.js';

const LINES = ['Email: marta.lindqvist@example.com', 'The plan was reviewed on Tuesday.'];

/** The scan fixture's pixels (8-bit RGBA). */
async function scanPixels(lines = LINES) {
  const { jpeg, width, height } = scanJpeg({ lines, width: 3.2, height: 0.9 });
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(await loadImage(jpeg), 0, 0);
  return { width, height, rgba: new Uint8Array(canvas.getContext('2d').getImageData(0, 0, width, height).data.buffer) };
}

describe('TIFF pictures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-tiff-'));
  beforeAll(() => ocrEngine('eng'), 30_000);
  afterAll(closeOcr);

  const redact = (name: string, bytes: Buffer, options: Record<string, unknown> = {}) => redactPictureFile(dir, name, bytes, options);

  test('uncompressed, LZW, Deflate and PackBits; gray, RGB and RGBA: every pixel read as written', async () => {
    const { width, height, rgba } = await scanPixels();
    // A gradient in the alpha channel, so RGBA is not read as RGB.
    for (let i = 3; i < rgba.length; i += 4) rgba[i] = 128 + ((i >> 2) % 128);
    for (const compression of [1, 5, 8, 32773] as const) {
      for (const samples of [1, 3, 4] as const) {
        const [page, more] = decodeTiff(writeTiff([{ width, height, rgba, samples, compression }]));
        expect(more).toBeUndefined();
        expect([page!.width, page!.height, page!.gray, page!.alpha]).toEqual([width, height, samples === 1, samples === 4]);
        let wrong = 0;
        for (let i = 0; i < rgba.length; i++) {
          const c = i % 4;
          const expected = c === 3 ? (samples === 4 ? rgba[i] : 255) : samples === 1 ? rgba[i - c] : rgba[i];
          if (page!.rgba[i] !== expected) wrong++;
        }
        expect({ compression, samples, wrong }).toEqual({ compression, samples, wrong: 0 });
      }
    }
  });

  test('a two-page TIFF (LZW gray, PackBits RGB): both pages OCR\'d and painted, TIFF out, the Artist tag gone', async () => {
    const one = await scanPixels();
    const two = await scanPixels(['Write to jonas.okafor@example.com today.', 'The plan was reviewed on Tuesday.']);
    const pages: FixturePage[] = [
      { ...one, samples: 1, compression: 5, artist: 'Marta Lindqvist' },
      { ...two, samples: 3, compression: 32773, artist: 'Marta Lindqvist' },
    ];
    const { handler, output, bytes, result } = await redact('scan.tiff', writeTiff(pages));
    expect(handler).toBe('image');
    expect(result.counts).toEqual({ EMAIL_ADDRESS: 2 });
    expect(result.warnings).toEqual([
      expect.stringMatching(/^is a picture: its page 1: OCR'd \(mean confidence \d+%\)$/),
      expect.stringMatching(/^is a picture: its page 2: OCR'd \(mean confidence \d+%\)$/),
    ]);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('MM\0*');
    expect(bytes.includes('Lindqvist')).toBe(false);
    const out = decodeTiff(bytes);
    expect(out.map((p) => [p.width, p.height, p.gray])).toEqual([[one.width, one.height, true], [two.width, two.height, false]]);
    // The independent reader (tesseract, libtiff) reads every page of the output.
    const read = tesseractRead(output);
    for (const pii of ['lindqvist', 'okafor', 'example']) expect(read).not.toContain(pii);
    expect(read.match(/The plan was reviewed on Tuesday\./g)).toHaveLength(2);
  });

  test('--no-ocr: the pixels are kept, the metadata goes, and the warning says the text is not redacted', async () => {
    const { width, height, rgba } = await scanPixels();
    const { bytes, result } = await redact('plain.tif', writeTiff([{ width, height, rgba, samples: 3, compression: 8, artist: 'Marta Lindqvist' }]), { ocr: false });
    expect(result).toEqual({ counts: {}, warnings: ["is a picture: not OCR'd (--no-ocr), the text it shows is not redacted; its metadata is removed"] });
    expect(bytes.includes('Lindqvist')).toBe(false);
    expect(Buffer.from(decodeTiff(bytes)[0]!.rgba).equals(Buffer.from(rgba))).toBe(true);
  });

  test('an unsupported compression is an error naming the file and the reason', async () => {
    const bytes = writeTiff([{ width: 4, height: 4, rgba: new Uint8Array(64), samples: 1, compression: 1 }]);
    // Compression (tag 259) 34712 is JPEG 2000, which utif2 does not decode.
    const entry = bytes.indexOf(Buffer.from([0x03, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00]));
    bytes.writeUInt16LE(34712, entry + 8);
    await expect(redact('fax.tif', bytes)).rejects.toThrow('fax.tif: is a TIFF picture whose page 1 uses compression 34712, which is not supported (none, LZW, Deflate, PackBits, JPEG and CCITT fax are)');
  });
});
