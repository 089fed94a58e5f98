import type { PDFContext } from 'pdf-lib';
import { walkObjects } from './walk.js';

/**
 * Deletes every object the trailer can't reach. pdf-lib writes every object it parsed, so an
 * old content stream, an earlier incremental revision's objects or a dropped annotation would
 * otherwise still be in the file (shared/design/documents.md).
 */
export function sweepUnreachable(context: PDFContext): number {
  const reached = new Set<string>();
  const { Root, Info, Encrypt } = context.trailerInfo;
  walkObjects(context, [Root, Info, Encrypt], () => undefined, (ref) => reached.add(ref.toString()));
  let deleted = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.toString())) {
      context.delete(ref);
      deleted++;
    }
  }
  return deleted;
}
