import { PDFArray, PDFDict, PDFRef, PDFStream, type PDFContext, type PDFName, type PDFObject } from 'pdf-lib';

/**
 * A value a walk carries down each edge, from a container to what it holds (text-streams.ts:
 * whether what is reached is drawn). The first path to reach an object decides what it carries.
 */
export interface Carried<S> {
  /** What the roots carry. */
  root: S;
  /** What a value a container holds carries (`key`: its key when the container is a dictionary and the visit chose nothing). */
  child: (state: S, key?: PDFName) => S;
  /** Sees a stream, and the reference it was reached through, before its dictionary; returns what the dictionary carries. */
  stream: (s: PDFStream, state: S, ref: PDFRef | undefined) => S;
}

/**
 * Walks every dictionary and array reachable from `roots`, each once, depth first (last pushed,
 * first visited): references are followed (chains of them too), a stream is walked as its dictionary. `visit` sees a
 * container before anything inside it, and may change it; it returns the values to walk next,
 * or nothing to walk every value the container holds after the visit. `reached` hears of each
 * reference followed (sweep.ts keeps the objects they name); `carried`, if given, passes a value
 * down each edge to the visits.
 */
export function walkObjects<S = undefined>(
  context: PDFContext,
  roots: readonly (PDFObject | undefined)[],
  visit: (o: PDFDict | PDFArray, state: S) => readonly PDFObject[] | void,
  reached?: (ref: PDFRef) => void,
  carried?: Carried<S>,
): void {
  const seen = new Set<PDFObject>();
  const links = new Set<PDFRef>();
  const stack: PDFObject[] = [];
  const states: S[] = [];
  const push = (o: PDFObject, state: S) => {
    stack.push(o);
    states.push(state);
  };
  const child = carried?.child ?? ((state: S) => state);
  for (const o of roots) if (o) push(o, carried?.root as S);
  while (stack.length) {
    let o = stack.pop()!;
    const state = states.pop()!;
    let ref: PDFRef | undefined;
    if (o instanceof PDFRef) {
      reached?.(o);
      ref = o;
      let target = context.lookup(o);
      // An object whose whole value is another reference (`5 0 obj 6 0 R endobj`): the chain is
      // followed, each link once, so a loop ends.
      while (target instanceof PDFRef && !links.has(target)) {
        links.add(target);
        reached?.(target);
        ref = target;
        target = context.lookup(target);
      }
      if (!target || target instanceof PDFRef) continue;
      o = target;
    }
    if (seen.has(o)) continue;
    seen.add(o);
    if (o instanceof PDFStream) push(o.dict, carried ? carried.stream(o, state, ref) : state);
    else if (o instanceof PDFDict || o instanceof PDFArray) {
      const next = visit(o, state);
      if (next) for (const v of next) push(v, child(state));
      else if (o instanceof PDFDict) for (const [k, v] of o.entries()) push(v, child(state, k));
      else for (const v of o.asArray()) push(v, child(state));
    }
  }
}
