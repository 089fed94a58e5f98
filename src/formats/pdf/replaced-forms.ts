import { PDFName, PDFRawStream, PDFRef, PDFStream, type PDFContext } from 'pdf-lib';
import type { Glyph, PageScan, StreamContext } from './interpreter.js';

/**
 * Form XObjects whose drawings all lost glyphs were replaced by redacted copies, but the
 * original can still be reachable, so the sweep keeps it: a form whose /Resources (often one
 * dictionary shared by the page and its forms) names the form itself, and the copy inherits
 * that dictionary. Such an original is drawn nowhere any more; its content is emptied.
 */
export class ReplacedForms {
  private readonly kept = new Set<PDFStream>();
  private readonly copied = new Set<PDFStream>();

  /** Notes which forms of a page kept a drawing unchanged and which were copied. */
  note(scan: PageScan, removed: ReadonlySet<Glyph>): void {
    const changed = new Set<StreamContext>();
    for (const g of removed) for (let c: StreamContext | undefined = g.ctx; c && !changed.has(c); c = c.form?.parent) changed.add(c);
    const visit = (c: StreamContext) => {
      if (c.form) (changed.has(c) ? this.copied : this.kept).add(c.form.stream);
      c.children.forEach(visit);
    };
    visit(scan.root);
  }

  /** Every form a page scan drew (its text was redacted in the page's context). */
  drawn(): Set<PDFStream> {
    return new Set([...this.kept, ...this.copied]);
  }

  /** Empties the content of every copied form that no page draws unchanged. */
  empty(context: PDFContext): number {
    const gone = new Set([...this.copied].filter((f) => !this.kept.has(f)));
    if (gone.size === 0) return 0;
    let n = 0;
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFStream) || !gone.has(object)) continue;
      const dict = object.dict.clone(context);
      for (const key of ['Filter', 'DecodeParms', 'Length']) dict.delete(PDFName.of(key));
      context.assign(ref as PDFRef, PDFRawStream.of(dict, new Uint8Array(0)));
      n++;
    }
    return n;
  }
}
