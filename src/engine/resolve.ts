import { entityOrder } from '../entities.js';
import type { Finding } from './types.js';

/**
 * Keeps a set of findings where no character is covered twice. Priority: higher score first
 * (validated and context-backed findings score higher), then the longer span, then the
 * entity's position in the catalog, then the earlier start — so the result is deterministic.
 */
export function resolveOverlaps(findings: readonly Finding[]): Finding[] {
  const n = findings.length;
  if (n <= 1) return [...findings];
  // The sort keys in typed arrays: the comparator runs ~n log n times on thousands of findings.
  const score = new Float64Array(n);
  const length = new Int32Array(n);
  const rank = new Int32Array(n);
  const start = new Int32Array(n);
  const ranked: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const f = findings[i]!;
    score[i] = f.score;
    length[i] = f.end - f.start;
    rank[i] = entityOrder(f.entity);
    start[i] = f.start;
    ranked[i] = i;
  }
  ranked.sort((a, b) => score[b]! - score[a]! || length[b]! - length[a]! || rank[a]! - rank[b]! || start[a]! - start[b]!);
  // Which characters accepted findings cover, from the first start on: a finding is
  // accepted when none of its characters is taken yet.
  let from = start[0]!;
  let to = 0;
  for (let i = 0; i < n; i++) {
    if (start[i]! < from) from = start[i]!;
    if (start[i]! + length[i]! > to) to = start[i]! + length[i]!;
  }
  const taken = new Uint8Array(Math.max(0, to - from));
  const accepted: Finding[] = [];
  for (const i of ranked) {
    const s = start[i]! - from;
    const e = s + length[i]!;
    let free = true;
    for (let k = s; k < e; k++) {
      if (taken[k] === 1) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    taken.fill(1, s, e);
    accepted.push(findings[i]!);
  }
  return accepted.sort((a, b) => a.start - b.start);
}
