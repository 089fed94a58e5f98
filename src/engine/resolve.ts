import { entityOrder } from '../entities.js';
import type { Finding } from './types.js';

/**
 * Keeps a set of findings where no character is covered twice. Priority: higher score first
 * (validated and context-backed findings score higher), then the longer span, then the
 * entity's position in the catalog, then the earlier start — so the result is deterministic.
 */
export function resolveOverlaps(findings: readonly Finding[]): Finding[] {
  if (findings.length <= 1) return [...findings];
  const ranked = [...findings].sort(
    (a, b) =>
      b.score - a.score ||
      b.end - b.start - (a.end - a.start) ||
      entityOrder(a.entity) - entityOrder(b.entity) ||
      a.start - b.start,
  );
  // Accepted spans, kept sorted by start; non-overlapping, so ends are sorted too.
  const accepted: Finding[] = [];
  for (const f of ranked) {
    let lo = 0;
    let hi = accepted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (accepted[mid]!.start < f.start) lo = mid + 1;
      else hi = mid;
    }
    const prev = accepted[lo - 1];
    const next = accepted[lo];
    if (prev && prev.end > f.start) continue;
    if (next && next.start < f.end) continue;
    accepted.splice(lo, 0, f);
  }
  return accepted;
}
