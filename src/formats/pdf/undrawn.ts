import { PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFContext } from 'pdf-lib';
import { appearanceText, type StringRedactor } from './scrub.js';

const name = (s: string) => PDFName.of(s);

/**
 * Content streams no page scan drew, yet in the file: a form XObject in the resources of a form
 * (dropUndrawnForms only sees a page's own), a widget's icon (/MK /I), a Type3 glyph procedure
 * of a font no text uses. One whose text (or comment) holds a finding has its content emptied:
 * it draws nothing any more. Forms the page scans drew are skipped: their text was redacted in
 * the page's context, and so are the objects the redaction wrote (numbered from `firstNew`:
 * the redacted copies of forms). Returns how many streams were emptied.
 */
export function emptyUndrawnWithPii(context: PDFContext, drawn: ReadonlySet<PDFStream>, firstNew: number, redact: StringRedactor, maxStreamBytes: number): number {
  const targets = new Map<PDFRef, PDFStream>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref.objectNumber >= firstNew) continue;
    if (object instanceof PDFStream && object.dict.get(name('Subtype')) === name('Form') && !drawn.has(object)) targets.set(ref, object);
    if (!(object instanceof PDFDict)) continue;
    const procs = context.lookup(object.get(name('CharProcs')));
    if (!(procs instanceof PDFDict)) continue;
    for (const [, v] of procs.entries()) {
      const proc = context.lookup(v);
      if (v instanceof PDFRef && proc instanceof PDFStream) targets.set(v, proc);
    }
  }
  let n = 0;
  for (const [ref, stream] of targets) {
    if (redact(appearanceText(context, stream, maxStreamBytes)) === undefined) continue;
    const dict = stream.dict.clone(context);
    for (const key of ['Filter', 'DecodeParms', 'Length']) dict.delete(name(key));
    context.assign(ref, PDFRawStream.of(dict, new Uint8Array(0)));
    n++;
  }
  return n;
}
