import { PDFArray, PDFDict, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

/**
 * Deletes every object the trailer can't reach. pdf-lib writes every object it parsed, so an
 * old content stream, an earlier incremental revision's objects or a dropped annotation would
 * otherwise still be in the file (shared/design/documents.md).
 */
export function sweepUnreachable(context: PDFContext): number {
  const reached = new Set<string>();
  const stack: PDFObject[] = [];
  const { Root, Info, Encrypt } = context.trailerInfo;
  for (const o of [Root, Info, Encrypt]) if (o) stack.push(o);
  while (stack.length) {
    const o = stack.pop()!;
    if (o instanceof PDFRef) {
      const key = o.toString();
      if (reached.has(key)) continue;
      reached.add(key);
      const target = context.lookup(o);
      if (target) stack.push(target);
    } else if (o instanceof PDFDict) {
      for (const [, v] of o.entries()) stack.push(v);
    } else if (o instanceof PDFArray) {
      for (const v of o.asArray()) stack.push(v);
    } else if (o instanceof PDFStream) {
      stack.push(o.dict);
    }
  }
  let deleted = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.toString())) {
      context.delete(ref);
      deleted++;
    }
  }
  return deleted;
}
