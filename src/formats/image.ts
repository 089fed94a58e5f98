import { readFile, writeFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import { countFindings, sortCounts } from '../engine/redactor.js';
import { stripImageMetadata } from './lib/image-metadata.js';
import { OcrLanguageMissing, ocrLanguages, ocrVerdict } from './lib/ocr.js';
import { isJpegData, isPngData, redactPicture, UnreadablePicture } from './lib/picture.js';
import type { FormatHandler, FormatResult } from './types.js';

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
  sniff: (head) => isPngData(head) || isJpegData(head),
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

export default imageHandler;
