import { createRequire } from 'node:module';
import path from 'node:path';
import type { DecodedGlyph } from './interpreter.js';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfjsDocument = import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy;

let loaded: Promise<Pdfjs> | undefined;

/** pdfjs is loaded on first use only, so `anonymize text` never pays for it. */
export function pdfjs(): Promise<Pdfjs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

function packageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('pdfjs-dist/package.json'));
}

/** Opens a PDF with the settings shared/design/documents.md requires (copy, no eval, local fonts). */
export async function openWithPdfjs(bytes: Uint8Array): Promise<PdfjsDocument> {
  const lib = await pdfjs();
  const dir = packageDir();
  const task = lib.getDocument({
    data: new Uint8Array(bytes), // pdfjs detaches the array it is given
    standardFontDataUrl: path.join(dir, 'standard_fonts') + path.sep,
    cMapUrl: path.join(dir, 'cmaps') + path.sep,
    cMapPacked: true,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    maxImageSize: 64 * 1024 * 1024,
    canvasMaxAreaInBytes: 256 * 1024 * 1024,
  });
  return task.promise;
}

/** The glyphs pdfjs shows on a page (content order, annotations excluded), for alignment. */
export async function pageGlyphs(doc: PdfjsDocument, pageIndex: number): Promise<DecodedGlyph[]> {
  const lib = await pdfjs();
  const page = await doc.getPage(pageIndex + 1);
  const list = await page.getOperatorList({ annotationMode: lib.AnnotationMode.DISABLE });
  const out: DecodedGlyph[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    if (list.fnArray[i] !== lib.OPS.showText) continue;
    const glyphs = (list.argsArray[i] as unknown[])[0] as unknown[];
    for (const g of glyphs) {
      if (g === null || typeof g !== 'object') continue;
      const glyph = g as { originalCharCode?: number; width?: number; unicode?: string };
      out.push({ code: glyph.originalCharCode ?? -1, width: glyph.width ?? 0, unicode: glyph.unicode ?? '' });
    }
  }
  page.cleanup();
  return out;
}
