import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

const EF = PDFName.of('EF');
const RF = PDFName.of('RF');

/**
 * Attached files reached other than through the document's /EmbeddedFiles or a file attachment
 * annotation (scrub.ts removes those): a file specification anywhere — a /Launch or /GoToE
 * action's /F, a rendition's media clip, an outline's action — loses its embedded file (/EF)
 * and related files (/RF); the file's name and description stay, redacted as strings. Returns
 * how many file specifications held a file.
 */
export function removeEmbeddedFiles(context: PDFContext): number {
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = [];
  const { Root, Info } = context.trailerInfo;
  for (const o of [Root, Info]) if (o) stack.push(o);
  let n = 0;
  while (stack.length) {
    let o = stack.pop()!;
    if (o instanceof PDFRef) {
      const target = context.lookup(o);
      if (!target) continue;
      o = target;
    }
    if (seen.has(o)) continue;
    seen.add(o);
    if (o instanceof PDFStream) stack.push(o.dict);
    else if (o instanceof PDFDict) {
      if (o.has(EF)) {
        o.delete(EF);
        o.delete(RF);
        n++;
      }
      for (const [, v] of o.entries()) stack.push(v);
    } else if (o instanceof PDFArray) stack.push(...o.asArray());
  }
  return n;
}
