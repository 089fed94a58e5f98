import { PDFName, type PDFDocument, type PDFFont } from 'pdf-lib';
import type { Finding } from '../../engine/types.js';
import type { Redactor } from '../../engine/redactor.js';
import { redactCanvas, type OcrResult, type OcrWord } from '../lib/ocr.js';
import { pad } from './boxes.js';
import type { Quad } from './interpreter.js';
import { pdfjs, type PdfjsDocument } from './pdfjs.js';

/** Rasterized pages are drawn at 150 dpi: readable, and small enough to keep files sane. */
const SCALE = 150 / 72;
/** Scanned pages are OCR'd at 300 dpi, which reads 9-point text; the page keeps that resolution. */
const OCR_SCALE = 300 / 72;
/** JPEG quality of an OCR'd page (a scan is a photograph; PNG at 300 dpi would be several MB a page). */
const OCR_JPEG_QUALITY = 90;

export interface RasterizeOptions {
  /** OCR the rendered page (languages, e.g. "eng+deu") and burn boxes over what it finds. */
  ocrLang?: string;
  /** With OCR: lay the words left standing over the picture as invisible text (searchable, selectable). */
  textLayer?: () => Promise<PDFFont>;
}
/** Boxes on a rasterized page come from pdfjs's text runs, so they are padded more than glyph boxes. */
const RASTER_PAD = 2;

interface TextItem {
  str: string;
  dir?: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/**
 * Replaces a page by a picture of itself with black boxes painted over every finding in its text
 * (the safe fallback for pages the rewriter can't handle: the pixels under a box are gone and no
 * text, font or hidden object of the page survives). Returns the findings.
 */
export async function rasterizePage(pdfjsDoc: PdfjsDocument, doc: PDFDocument, pageIndex: number, redactor: Redactor, options: RasterizeOptions = {}): Promise<{ findings: Finding[]; ocr?: OcrResult }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const lib = await pdfjs();
  const page = await pdfjsDoc.getPage(pageIndex + 1);
  const content = await page.getTextContent();
  const items = content.items.filter((i) => 'str' in i) as unknown as TextItem[];
  let text = '';
  const owner: { item: number; char: number }[] = [];
  items.forEach((item, k) => {
    for (let c = 0; c < item.str.length; c++) owner.push({ item: k, char: c });
    text += item.str;
    if (item.hasEOL) {
      text += '\n';
      owner.push({ item: -1, char: 0 });
    }
  });
  const findings = redactor.analyze(text);
  const quads: Quad[] = [];
  for (const f of findings) {
    const byItem = new Map<number, [number, number]>();
    for (let k = f.start; k < f.end; k++) {
      const o = owner[k];
      if (!o || o.item < 0) continue;
      const span = byItem.get(o.item);
      byItem.set(o.item, span ? [Math.min(span[0], o.char), Math.max(span[1], o.char + 1)] : [o.char, o.char + 1]);
    }
    for (const [k, [from, to]] of byItem) quads.push(pad(itemQuad(items[k]!, from, to), RASTER_PAD));
  }

  const viewport = page.getViewport({ scale: options.ocrLang ? OCR_SCALE : SCALE, rotation: 0 });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  const ctx2d = canvas.getContext('2d');
  ctx2d.fillStyle = '#ffffff';
  ctx2d.fillRect(0, 0, width, height);
  const params = { canvas, canvasContext: ctx2d, viewport, annotationMode: lib.AnnotationMode.DISABLE };
  await page.render(params as unknown as Parameters<typeof page.render>[0]).promise;
  ctx2d.fillStyle = '#000000';
  for (const q of quads) {
    ctx2d.beginPath();
    q.forEach(([x, y], i) => {
      const [px, py] = viewport.convertToViewportPoint(x, y) as [number, number];
      if (i === 0) ctx2d.moveTo(px, py);
      else ctx2d.lineTo(px, py);
    });
    ctx2d.closePath();
    ctx2d.fill();
  }
  let ocr: OcrResult | undefined;
  let layer = '';
  let font: PDFFont | undefined;
  if (options.ocrLang) {
    const read = await redactCanvas(canvas, redactor, options.ocrLang);
    findings.push(...read.findings);
    ocr = read.ocr;
    if (options.textLayer && read.kept?.length) {
      font = await options.textLayer();
      layer = textLayer(read.kept, font, (x, y) => viewport.convertToPdfPoint(x, y) as [number, number], viewport.scale);
    }
  }
  page.cleanup();

  // The page's resources are replaced below: its old images become unreachable and the sweep deletes them.
  const image = ocr ? await doc.embedJpg(canvas.toBuffer('image/jpeg', OCR_JPEG_QUALITY)) : await doc.embedPng(canvas.toBuffer('image/png'));
  const target = doc.getPage(pageIndex);
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const context = doc.context;
  const stream = context.flateStream(`q ${x1 - x0} 0 0 ${y1 - y0} ${x0} ${y0} cm /AnonPage Do Q\n${layer}`);
  target.node.set(PDFName.of('Contents'), context.register(stream));
  target.node.set(PDFName.of('Resources'), context.obj({ XObject: { AnonPage: image.ref }, ...(layer && font ? { Font: { AnonOcr: font.ref } } : {}) }));
  target.node.delete(PDFName.of('Group'));
  target.node.delete(PDFName.of('Thumb'));
  return { findings, ...(ocr ? { ocr } : {}) };
}

/**
 * Invisible text (render mode 3) for OCR'd words: each word at its box's left, on its line's
 * baseline (the lowest box bottom of the line, so a skewed scan's line stays one line of text),
 * its font size the line's height, stretched (Tz) to the box's width. Characters Helvetica's
 * WinAnsi encoding lacks are left out.
 */
function textLayer(words: readonly OcrWord[], font: PDFFont, toPdf: (x: number, y: number) => [number, number], scale: number): string {
  const lines = new Map<number, OcrWord[]>();
  for (const w of words) lines.set(w.line, [...(lines.get(w.line) ?? []), w]);
  const ops: string[] = ['BT 3 Tr'];
  for (const line of lines.values()) {
    const bottom = Math.max(...line.map((w) => w.box[3]));
    const size = Math.max(1, Math.max(...line.map((w) => w.box[3] - w.box[1])) / scale);
    for (const w of line) {
      const text = [...w.text].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0xff).join('');
      const width = text ? font.widthOfTextAtSize(text, size) : 0;
      if (!(width > 0)) continue;
      let hex: string;
      try {
        hex = font.encodeText(text).toString();
      } catch {
        continue;
      }
      const [x, y] = toPdf(w.box[0], bottom);
      const stretch = (100 * (w.box[2] - w.box[0])) / scale / width;
      ops.push(`/AnonOcr ${size.toFixed(2)} Tf ${stretch.toFixed(2)} Tz 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${hex} Tj`);
    }
  }
  ops.push('ET');
  return ops.length > 2 ? `${ops.join('\n')}\n` : '';
}

function itemQuad(item: TextItem, from: number, to: number): Quad {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  if (item.dir === 'ttb') {
    // Vertical text (pdfjs: width = font size, height = advance down from the origin; glyphs
    // are centred on the origin's x, ISO 32000-1 §9.7.4.3): a generous column.
    const size = Math.hypot(c, d) || item.width || 1;
    const step = item.height / (item.str.length || 1);
    const top = f - step * from + 0.25 * size;
    const bottom = f - step * to - 0.25 * size;
    return [[e - 0.8 * size, bottom], [e + 0.8 * size, bottom], [e + 0.8 * size, top], [e - 0.8 * size, top]];
  }
  const ul = Math.hypot(a, b) || 1;
  const ux = a / ul;
  const uy = b / ul;
  const h = Math.hypot(c, d) || item.height || 1;
  const vx = c / (Math.hypot(c, d) || 1);
  const vy = d / (Math.hypot(c, d) || 1);
  const len = item.str.length || 1;
  const x0 = (item.width * from) / len;
  const x1 = (item.width * to) / len;
  const at = (s: number, t: number): [number, number] => [e + ux * s + vx * t * h, f + uy * s + vy * t * h];
  return [at(x0, -0.25), at(x1, -0.25), at(x1, 1), at(x0, 1)];
}
