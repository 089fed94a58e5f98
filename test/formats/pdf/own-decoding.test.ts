import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFArray, PDFRef, PDFStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lookupDict, ownDecoding, scanPage, type GlyphSource, type ScanOptions } from '../../../src/formats/pdf/interpreter.js';
import { openWithPdfjs, pageGlyphs } from '../../../src/formats/pdf/pdfjs.js';
import { decodeStream } from '../../../src/formats/pdf/streams.js';
import { fixture } from './redact-helpers.js';

function content(page: PDFPage): Uint8Array {
  const ctx = page.doc.context;
  const c = ctx.lookup(page.node.get(PDFName.of('Contents')));
  const streams = c instanceof PDFArray ? c.asArray().map((r) => ctx.lookup(r as PDFRef)) : [c];
  return Buffer.concat(streams.filter((s): s is PDFStream => s instanceof PDFStream).map((s) => Buffer.concat([decodeStream(s, 1 << 26), Buffer.from('\n')])));
}

/**
 * Pages whose fonts carry their own widths and ToUnicode maps are decoded without pdfjs; this
 * proves both ways give the same text and widths, glyph for glyph.
 */
describe.each(['standard14.pdf', 'tj-kerning.pdf', 'truetype-type0.pdf', 'cairo-truetype.pdf', 'form-xobject.pdf'])('%s', (name) => {
  it('decodes every glyph as pdfjs does', async () => {
    const bytes = readFileSync(fixture(name));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const reader = await openWithPdfjs(bytes);
    for (const [index, page] of doc.getPages().entries()) {
      const options = (): ScanOptions => ({ context: doc.context, maxStreamBytes: 1 << 26, fonts: new Map(), tokenCache: new WeakMap() });
      const resources = lookupDict(doc.context, page.node.getInheritableAttribute(PDFName.of('Resources')));
      const own = scanPage(content(page), resources, ownDecoding, options());
      const list = await pageGlyphs(reader, index);
      let i = 0;
      const viaPdfjs: GlyphSource = { next: () => list[i++]!, done: () => i === list.length };
      const other = scanPage(content(page), resources, viaPdfjs, options());
      expect(own.glyphs.length).toBeGreaterThan(0);
      expect(own.glyphs.map((g) => [g.unicode, g.width])).toEqual(other.glyphs.map((g) => [g.unicode, g.width]));
    }
    await reader.destroy();
  });
});
