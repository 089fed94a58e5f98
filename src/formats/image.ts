import { readFile, writeFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import type { Finding } from '../engine/types.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { stripImageMetadata } from './lib/image-metadata.js';
import { OcrLanguageMissing, ocrLanguages, ocrVerdict, redactCanvas } from './lib/ocr.js';
import type { FormatHandler, FormatResult } from './types.js';

/** Pictures larger than this (pixels) are refused: 100 MP is a 33 x 33 in scan at 300 dpi. */
const MAX_PIXELS = 100_000_000;
const JPEG_QUALITY = 92;

const isPngHead = (h: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => h[i] === b);
const isJpegHead = (h: Uint8Array) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff;

/**
 * Pictures (PNG, JPEG): OCR reads the text they show, black boxes are burnt into the pixels
 * over every finding, and the picture is written in its own format without its metadata
 * (EXIF, XMP, IPTC, comments, text chunks). A picture with nothing found keeps its pixels byte
 * for byte and only loses its metadata. Options: `ocr` (false: metadata only, and a warning that
 * the text it shows is not redacted), `ocrLang`.
 */
export const imageHandler: FormatHandler = {
  id: 'image',
  extensions: ['.png', '.jpg', '.jpeg'],
  sniff: (head) => isPngHead(head) || isJpegHead(head),
  async redact(inputPath, outputPath, ctx) {
    let input: Uint8Array;
    try {
      input = new Uint8Array(await readFile(inputPath));
    } catch (e) {
      throw new InputError(ctx.displayName, `can't be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    if (input.length > ctx.limits.maxInputBytes) throw new InputError(ctx.displayName, `is larger than ${ctx.limits.maxInputBytes} bytes (the input limit)`);
    const png = isPngHead(input);
    const lang = ocrLanguages(ctx.options);
    const warnings: string[] = [];
    const counts: FormatResult['counts'] = {};
    const clean = stripImageMetadata(input) ?? input;
    if (!lang) {
      warnings.push('is a picture: not OCR\'d (--no-ocr), the text it shows is not redacted; its metadata is removed');
      await writeFile(outputPath, clean);
      return { counts, warnings };
    }
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    let image: Awaited<ReturnType<typeof loadImage>>;
    try {
      image = await loadImage(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
    } catch (e) {
      throw new InputError(ctx.displayName, `is not a readable ${png ? 'PNG' : 'JPEG'} picture (${oneLine((e as Error).message)})`, { cause: e });
    }
    const { width, height } = image;
    if (!(width > 0 && height > 0)) throw new InputError(ctx.displayName, `is not a readable ${png ? 'PNG' : 'JPEG'} picture (no pixels)`);
    if (width * height > MAX_PIXELS) throw new InputError(ctx.displayName, `is ${width} x ${height} pixels, more than the limit of ${MAX_PIXELS}`);
    const canvas = createCanvas(width, height);
    const g = canvas.getContext('2d');
    if (!png) {
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, width, height);
    }
    g.drawImage(image, 0, 0);
    let findings: Finding[];
    try {
      const read = await redactCanvas(canvas, ctx.redactor, lang);
      findings = read.findings;
      warnings.push(ocrVerdict('is a picture', read.ocr));
    } catch (e) {
      if (e instanceof OcrLanguageMissing) throw new InputError(ctx.displayName, e.message, { cause: e });
      throw e;
    }
    countFindings(findings, counts);
    // Nothing found: the pixels stay exactly as they were; otherwise the redacted pixels, re-encoded.
    const out = findings.length === 0 ? clean : png ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', JPEG_QUALITY);
    await writeFile(outputPath, out);
    return { counts: sortCounts(counts), warnings };
  },
};

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export default imageHandler;
