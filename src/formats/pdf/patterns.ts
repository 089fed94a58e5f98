import { PDFName, PDFNumber, PDFRawStream, PDFStream, type PDFContext } from 'pdf-lib';
import { appearanceText, type StringRedactor } from './scrub.js';

/**
 * Tiling patterns (ISO 32000-1 §8.7.3.1) are content streams of their own, painted wherever an
 * area is filled with them: a watermark stamped with the reader's name or e-mail is one. The page
 * scan does not draw them, so one whose text shows PII has its content emptied (the area it
 * filled stays unpainted). Returns how many were emptied.
 */
export function emptyPatternsWithPii(context: PDFContext, redactString: StringRedactor, maxStreamBytes: number): number {
  let n = 0;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFStream)) continue;
    const type = object.dict.get(PDFName.of('PatternType'));
    if (!(type instanceof PDFNumber) || type.asNumber() !== 1) continue;
    if (redactString(appearanceText(context, object, maxStreamBytes)) === undefined) continue;
    const dict = object.dict.clone(context);
    for (const key of ['Filter', 'DecodeParms', 'Length']) dict.delete(PDFName.of(key));
    context.assign(ref, PDFRawStream.of(dict, new Uint8Array(0)));
    n++;
  }
  return n;
}
