import { readFile, writeFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { stripImageMetadata } from './lib/image-metadata.js';
import { OcrLanguageMissing, ocrLanguages, ocrVerdict } from './lib/ocr.js';
import { isJpegData, isPngData, redactPicture, UnreadablePicture } from './lib/picture.js';
import { isTiffData, redactTiff } from './lib/tiff.js';
import type { Redactor } from '../engine/redactor.js';
import type { FormatHandler, FormatResult } from './types.js';

/**
 * Pictures (PNG, JPEG, TIFF): OCR reads the text they show, black boxes are burnt into the pixels
 * over every finding, and the picture is written in its own format without its metadata
 * (EXIF, XMP, IPTC, comments, text chunks). A PNG or JPEG with nothing found keeps its pixels
 * byte for byte and only loses its metadata; a TIFF is always written anew (lib/tiff.ts), every
 * page OCR'd. Options: `ocr` (false: metadata only, and a warning that
 * the text it shows is not redacted), `ocrLang`.
 */
export const imageHandler: FormatHandler = {
  id: 'image',
  extensions: ['.png', '.jpg', '.jpeg', '.tif', '.tiff'],
  sniff: (head) => isPngData(head) || isJpegData(head) || isTiffData(head),
  async redact(inputPath, outputPath, ctx) {
    let input: Uint8Array;
    try {
      input = new Uint8Array(await readFile(inputPath));
    } catch (e) {
      throw new InputError(ctx.displayName, `can't be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    if (input.length > ctx.limits.maxInputBytes) throw new InputError(ctx.displayName, `is larger than ${ctx.limits.maxInputBytes} bytes (the input limit)`);
    const lang = ocrLanguages(ctx.options);
    const counts: FormatResult['counts'] = {};
    if (isTiffData(input)) return redactTiffFile(input, outputPath, ctx.displayName, ctx.redactor, lang);
    if (!lang) {
      await writeFile(outputPath, stripImageMetadata(input) ?? input);
      return { counts, warnings: ['is a picture: not OCR\'d (--no-ocr), the text it shows is not redacted; its metadata is removed'] };
    }
    let out;
    try {
      out = await redactPicture(input, ctx.redactor, lang);
    } catch (e) {
      if (e instanceof UnreadablePicture || e instanceof OcrLanguageMissing) throw new InputError(ctx.displayName, e.message, { cause: e });
      throw e;
    }
    countFindings(out.findings, counts);
    await writeFile(outputPath, out.bytes);
    return { counts: sortCounts(counts), warnings: [ocrVerdict('is a picture', out.ocr)] };
  },
};

/** A TIFF: every page decoded, OCR'd and painted, the whole written anew without metadata. */
async function redactTiffFile(input: Uint8Array, outputPath: string, displayName: string, redactor: Redactor, lang: string | undefined): Promise<FormatResult> {
  let out;
  try {
    out = await redactTiff(input, redactor, lang);
  } catch (e) {
    if (e instanceof UnreadablePicture || e instanceof OcrLanguageMissing) throw new InputError(displayName, e.message, { cause: e });
    throw e;
  }
  const counts: FormatResult['counts'] = {};
  countFindings(out.findings, counts);
  await writeFile(outputPath, out.bytes);
  const warnings = lang
    ? out.pages.map((ocr, i) => ocrVerdict(out.pages.length > 1 ? `is a picture: its page ${i + 1}` : 'is a picture', ocr))
    : ['is a picture: not OCR\'d (--no-ocr), the text it shows is not redacted; its metadata is removed'];
  return { counts: sortCounts(counts), warnings };
}

export default imageHandler;
