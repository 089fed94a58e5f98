import { PDFArray, PDFDict, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';

/**
 * Walks every dictionary and array reachable from `roots`, each once, depth first (last pushed,
 * first visited): references are followed, a stream is walked as its dictionary. `visit` sees a
 * container before anything inside it, and may change it; it returns the values to walk next,
 * or nothing to walk every value the container holds after the visit. `reached` hears of each
 * reference followed (sweep.ts keeps the objects they name).
 */
export function walkObjects(
  context: PDFContext,
  roots: readonly (PDFObject | undefined)[],
  visit: (o: PDFDict | PDFArray) => readonly PDFObject[] | void,
  reached?: (ref: PDFRef) => void,
): void {
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = [];
  for (const o of roots) if (o) stack.push(o);
  while (stack.length) {
    let o = stack.pop()!;
    if (o instanceof PDFRef) {
      reached?.(o);
      const target = context.lookup(o);
      if (!target) continue;
      o = target;
    }
    if (seen.has(o)) continue;
    seen.add(o);
    if (o instanceof PDFStream) stack.push(o.dict);
    else if (o instanceof PDFDict || o instanceof PDFArray) {
      const next = visit(o) ?? (o instanceof PDFDict ? o.values() : o.asArray());
      for (const v of next) stack.push(v);
    }
  }
}
