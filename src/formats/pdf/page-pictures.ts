import { PDFArray, PDFBool, PDFName, PDFRawStream, type PDFPage, type PDFRef } from 'pdf-lib';
import { countFindings, type Redactor } from '../../engine/redactor.js';
import { MIN_TRUSTED_CONFIDENCE } from '../lib/ocr.js';
import { redactPicture, UnreadablePicture } from '../lib/picture.js';
import type { FormatResult } from '../types.js';
import { lookupDict, type PageScan } from './interpreter.js';

/** Pictures smaller than this on the page (1 square inch) are logos and rules, not text to read. */
const MIN_PICTURE_AREA = 72 * 72;

/**
 * The JPEG pictures an ordinary page draws itself (not inside a form XObject, no mask): each is
 * OCR'd, and one where something is found is replaced by a redacted copy (the page's resources
 * point to the copy; the original, no longer reachable, is swept). Large pictures of other
 * kinds are counted in a warning as not scanned.
 */
export async function ocrPagePictures(
  page: PDFPage, pageNumber: number, images: PageScan['images'], redactor: Redactor, lang: string,
  counts: FormatResult['counts'], warnings: string[],
): Promise<void> {
  const done = new Map<string, PDFRef | undefined>();
  let redacted = 0;
  let skipped = 0;
  for (const { name, stream, area } of images) {
    if (area < MIN_PICTURE_AREA || done.has(name)) continue;
    done.set(name, undefined);
    const dict = stream.dict;
    const filter = dict.get(PDFName.of('Filter'));
    const jpeg = filter === PDFName.of('DCTDecode') || (filter instanceof PDFArray && filter.size() === 1 && filter.get(0) === PDFName.of('DCTDecode'));
    if (!jpeg || !(stream instanceof PDFRawStream) || dict.has(PDFName.of('SMask')) || dict.has(PDFName.of('Mask')) || dict.get(PDFName.of('ImageMask')) === PDFBool.True) {
      skipped++;
      continue;
    }
    let out;
    try {
      out = await redactPicture(stream.contents, redactor, lang);
    } catch (e) {
      if (!(e instanceof UnreadablePicture)) throw e;
      skipped++;
      continue;
    }
    countFindings(out.findings, counts);
    if (out.ocr.words.length && out.ocr.confidence < MIN_TRUSTED_CONFIDENCE) {
      warnings.push(`page ${pageNumber}: a picture OCR'd with a mean confidence of ${Math.round(out.ocr.confidence)}%, too low to trust: NOT VERIFIED, check it by eye`);
    }
    if (out.findings.length === 0) continue;
    done.set(name, (await page.doc.embedJpg(out.bytes)).ref);
    redacted++;
  }
  if (redacted) {
    const context = page.doc.context;
    const resources = lookupDict(context, page.node.getInheritableAttribute(PDFName.of('Resources')))!.clone(context);
    const xobjects = lookupDict(context, resources.get(PDFName.of('XObject')))!.clone(context);
    for (const [name, ref] of done) if (ref) xobjects.set(PDFName.of(name), ref);
    resources.set(PDFName.of('XObject'), xobjects);
    page.node.set(PDFName.of('Resources'), resources);
    warnings.push(`page ${pageNumber}: text found in ${redacted} picture${redacted > 1 ? 's' : ''} by OCR was redacted in their pixels`);
  }
  if (skipped) warnings.push(`page ${pageNumber}: ${skipped} picture${skipped > 1 ? 's' : ''} not scanned for text (OCR reads JPEG pictures without a mask drawn by the page itself)`);
}
