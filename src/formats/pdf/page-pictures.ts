import { PDFName, PDFNumber, type PDFPage, type PDFRef } from 'pdf-lib';
import { countFindings, type Redactor } from '../../engine/redactor.js';
import { MIN_TRUSTED_CONFIDENCE, paintBoxes, type Box } from '../lib/ocr.js';
import { ocrPixels, UnreadablePicture } from '../lib/picture.js';
import type { FormatResult } from '../types.js';
import { readImage, UnsupportedImage, writeImage } from './image-xobject.js';
import { lookupDict, type PageScan, type Quad } from './interpreter.js';
import type { Matrix, Point } from './matrix.js';
import { contains, pad } from './boxes.js';

/** Pictures smaller than this on the page (1 square inch) are logos and rules, not text to read. */
const MIN_PICTURE_AREA = 72 * 72;
/** Pixels added around a text box mapped into a picture (its edges fall between pixels: a pixel half under the box is painted). */
const PIXEL_PAD = 1;

export interface PagePictureOptions {
  /** OCR languages; undefined when OCR is off. */
  lang: string | undefined;
  /** The page's redaction boxes (page space): the pixels of pictures under them are painted too. */
  boxes: readonly Quad[];
  maxBytes: number;
}

/**
 * The pictures an ordinary page draws itself (not inside a form XObject). Each one under a
 * redaction box of the page's text gets the box painted into its pixels; with OCR, each of at
 * least 1 in² is read and what is found is painted too. A picture with something painted is
 * replaced by a new image object (and soft mask) under the same resource name; the page gets
 * its own resources and the original, no longer reachable, is swept. A picture that can't be
 * read (JBIG2, JPEG 2000, CCITT, masks…) is listed in a warning with the reason.
 */
export async function redactPagePictures(
  page: PDFPage, pageNumber: number, { images, inlineImages }: Pick<PageScan, 'images' | 'inlineImages'>, redactor: Redactor, options: PagePictureOptions,
  counts: FormatResult['counts'], warnings: string[],
): Promise<void> {
  const context = page.doc.context;
  const byName = new Map<string, PageScan['images']>();
  for (const image of images) byName.set(image.name, [...(byName.get(image.name) ?? []), image]);
  const replaced = new Map<string, PDFRef>();
  let ocrRedacted = 0;
  let boxed = 0;
  const notScanned = new Map<string, number>();
  const notPainted = new Map<string, number>();
  const note = (into: Map<string, number>, reason: string) => into.set(reason, (into.get(reason) ?? 0) + 1);
  for (const [name, placements] of byName) {
    const stream = placements[0]!.stream;
    const width = stream.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0;
    const height = stream.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0;
    const underText = width > 0 && height > 0 ? placements.flatMap((p) => pixelQuads(options.boxes, p.ctm, width, height)) : [];
    const read = options.lang !== undefined && Math.max(...placements.map((p) => p.area)) >= MIN_PICTURE_AREA;
    if (!read && underText.length === 0) continue;
    let image;
    try {
      image = await readImage(context, stream, options.maxBytes);
    } catch (e) {
      if (!(e instanceof UnsupportedImage)) throw e;
      if (underText.length) note(notPainted, e.message);
      else note(notScanned, e.message);
      continue;
    }
    const boxes: Box[] = [];
    let found = false;
    if (read) {
      let out;
      try {
        out = await ocrPixels(image.rgba, image.width, image.height, redactor, options.lang!);
      } catch (e) {
        if (!(e instanceof UnreadablePicture)) throw e;
        note(underText.length ? notPainted : notScanned, e.message.replace(/^is /, 'a picture that is '));
        continue;
      }
      countFindings(out.findings, counts);
      if (out.ocr.words.length && out.ocr.confidence < MIN_TRUSTED_CONFIDENCE) {
        warnings.push(`page ${pageNumber}: a picture OCR'd with a mean confidence of ${Math.round(out.ocr.confidence)}%, too low to trust: NOT VERIFIED, check it by eye`);
      }
      boxes.push(...out.boxes);
      found = out.findings.length > 0;
    }
    const painted = paintQuads(image.rgba, image.width, image.height, underText) + paintBoxes(image.rgba, image.width, image.height, boxes);
    if (painted === 0) continue;
    replaced.set(name, await writeImage(context, image));
    if (found) ocrRedacted++;
    else boxed++;
  }
  if (replaced.size) {
    const resources = lookupDict(context, page.node.getInheritableAttribute(PDFName.of('Resources')))!.clone(context);
    const xobjects = lookupDict(context, resources.get(PDFName.of('XObject')))!.clone(context);
    for (const [name, ref] of replaced) xobjects.set(PDFName.of(name), ref);
    resources.set(PDFName.of('XObject'), xobjects);
    page.node.set(PDFName.of('Resources'), resources);
  }
  // Inline images (BI … EI) are not rewritten: one under a box is named.
  for (const ctm of inlineImages) if (pixelQuads(options.boxes, ctm, 1, 1).length) note(notPainted, 'an inline image');
  const s = (n: number) => (n > 1 ? 's' : '');
  if (ocrRedacted) warnings.push(`page ${pageNumber}: text found in ${ocrRedacted} picture${s(ocrRedacted)} by OCR was redacted in their pixels`);
  if (boxed) warnings.push(`page ${pageNumber}: ${boxed} picture${s(boxed)} under a redaction box had the box painted into their pixels`);
  for (const [reason, n] of notPainted) warnings.push(`page ${pageNumber}: ${n} picture${s(n)} under a redaction box could not be painted (${reason}): their pixels are unchanged, check them by eye`);
  for (const [reason, n] of notScanned) warnings.push(`page ${pageNumber}: ${n} picture${s(n)} not scanned for text (${reason})`);
}

/**
 * The page-space quads in the pixels of a picture drawn with `ctm` (the unit square to the page;
 * pixel rows run top to bottom, ISO 32000-1 8.9.4), padded by PIXEL_PAD along their own sides;
 * only those that touch the picture.
 */
export function pixelQuads(quads: readonly Quad[], ctm: Matrix, width: number, height: number): Quad[] {
  const [a, b, c, d, e, f] = ctm;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-12) return [];
  const toPixel = ([x, y]: Point): Point => [((d * (x - e) - c * (y - f)) / det) * width, (1 - (-b * (x - e) + a * (y - f)) / det) * height];
  const out: Quad[] = [];
  for (const quad of quads) {
    const q = quad.map(toPixel) as unknown as Quad;
    const [x0, y0, x1, y1] = bounds(q);
    if (x1 <= 0 || y1 <= 0 || x0 >= width || y0 >= height) continue;
    out.push(pad(q, PIXEL_PAD));
  }
  return out;
}

/** Paints every pixel whose centre lies inside a quad opaque black; returns how many quads touched the picture. */
function paintQuads(rgba: Uint8Array, width: number, height: number, quads: readonly Quad[]): number {
  let touched = 0;
  for (const q of quads) {
    const [bx0, by0, bx1, by1] = bounds(q);
    const x0 = Math.max(0, Math.floor(bx0));
    const y0 = Math.max(0, Math.floor(by0));
    const x1 = Math.min(width, Math.ceil(bx1));
    const y1 = Math.min(height, Math.ceil(by1));
    let any = false;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        if (!contains(q, [x + 0.5, y + 0.5])) continue;
        rgba.set(BLACK, (y * width + x) * 4);
        any = true;
      }
    }
    if (any) touched++;
  }
  return touched;
}

const BLACK = [0, 0, 0, 255];

function bounds(q: Quad): [number, number, number, number] {
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
