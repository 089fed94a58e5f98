import { PDFName, type PDFDocument } from 'pdf-lib';
import type { Finding } from '../../engine/types.js';
import type { Redactor } from '../../engine/redactor.js';
import { pad } from './boxes.js';
import type { Quad } from './interpreter.js';
import { pdfjs, type PdfjsDocument } from './pdfjs.js';

/** Rasterized pages are drawn at 150 dpi: readable, and small enough to keep files sane. */
const SCALE = 150 / 72;
/** Boxes on a rasterized page come from pdfjs's text runs, so they are padded more than glyph boxes. */
const RASTER_PAD = 2;

interface TextItem {
  str: string;
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
export async function rasterizePage(pdfjsDoc: PdfjsDocument, doc: PDFDocument, pageIndex: number, redactor: Redactor): Promise<Finding[]> {
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

  const viewport = page.getViewport({ scale: SCALE, rotation: 0 });
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
  const png = canvas.toBuffer('image/png');
  page.cleanup();

  const image = await doc.embedPng(png);
  const target = doc.getPage(pageIndex);
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const context = doc.context;
  const stream = context.flateStream(`q ${x1 - x0} 0 0 ${y1 - y0} ${x0} ${y0} cm /AnonPage Do Q\n`);
  target.node.set(PDFName.of('Contents'), context.register(stream));
  target.node.set(PDFName.of('Resources'), context.obj({ XObject: { AnonPage: image.ref } }));
  target.node.delete(PDFName.of('Group'));
  return findings;
}

function itemQuad(item: TextItem, from: number, to: number): Quad {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
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
