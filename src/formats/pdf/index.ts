import { readFile, writeFile } from 'node:fs/promises';
import { InputError } from '../../errors.js';
import { isPdf } from '../lib/sniff.js';
import type { FormatHandler } from '../types.js';
import { ocrLanguages, OcrLanguageMissing } from '../lib/ocr.js';
import { PdfRefusal } from './refusal.js';

/**
 * PDF: glyphs of every finding leave the content streams (also inside form XObjects), black
 * boxes mark where they were, and everything else that carries text is scrubbed. Options:
 * `pdfLabel` (boolean) prints the entity label in each box; `rasterizeImages` (boolean)
 * rasterizes scanned-image pages with boxes painted over their text layer's findings when OCR
 * is off; `ocr` (false turns it off) and `ocrLang` ("eng+deu") OCR scanned-image pages and
 * burn boxes into their pixels; `ocrTextLayer` lays the words left standing over such a page
 * as invisible text.
 */
export const pdfHandler: FormatHandler = {
  id: 'pdf',
  extensions: ['.pdf'],
  sniff: isPdf,
  async redact(inputPath, outputPath, ctx) {
    const { redactPdf } = await import('./redact-pdf.js');
    let input: Uint8Array;
    try {
      input = new Uint8Array(await readFile(inputPath));
    } catch (e) {
      throw new InputError(ctx.displayName, `can't be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    let out;
    try {
      out = await redactPdf(input, ctx, { pdfLabel: ctx.options.pdfLabel === true, rasterizeImages: ctx.options.rasterizeImages === true, ocrLang: ocrLanguages(ctx.options), ocrTextLayer: ctx.options.ocrTextLayer === true });
    } catch (e) {
      if (e instanceof PdfRefusal || e instanceof OcrLanguageMissing) throw new InputError(ctx.displayName, e.message, { cause: e });
      // Whatever else a malformed file makes pdf-lib or pdfjs throw is one line, and no output is written.
      const message = (e as Error).message?.replace(/\s+/g, ' ').trim().slice(0, 200) || String(e);
      throw new InputError(ctx.displayName, `can't be redacted (${message})`, { cause: e });
    }
    await writeFile(outputPath, out.bytes);
    return out.result;
  },
};

export default pdfHandler;
