/** Spans in order of start, from lists that mostly are in that order already. */
import { Positions } from '../../engine/scan/index.js';

interface Span {
  start: number;
  end: number;
}

/**
 * The spans of `lists`, one list after another, sorted by start as a stable sort sorts them (on
 * a tie, the earlier list's span first, then each list's own order): merged when every list is
 * in order of start (a call's prior findings, the products of a log's lines), sorted otherwise.
 * The names analysis' opaque spans are 60,000 on 20 MB of logs, which a sort with a comparator
 * took ~10 ms to put back in the order they had.
 */
export function byStart<T extends Span>(lists: readonly (readonly T[])[]): T[] {
  if (!lists.every(inStartOrder)) return lists.flat().sort((a, b) => a.start - b.start);
  let out: T[] = [];
  for (const list of lists) out = mergeByStart(out, list);
  return out;
}

/** Whether each span starts at or after the one before it. */
export function inStartOrder(spans: readonly Span[]): boolean {
  for (let i = 1; i < spans.length; i++) if (spans[i]!.start < spans[i - 1]!.start) return false;
  return true;
}

/** Two lists in order of start, merged: on a tie, a's span first. */
function mergeByStart<T extends Span>(a: readonly T[], b: readonly T[]): T[] {
  const out = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]!.start <= b[j]!.start ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/**
 * Start and end of each span of `spans` (when `keep` takes it), in one Int32Array: the pairs
 * pairsByStart merges. The names analysis' opaque spans as objects were ~6 MB of what one call on
 * 20 MB of logs kept past the young generation (bench/logs-promoted.mjs: the products' objects, their lists'
 * growth, the merged list), which the call's peak memory counts (bench/logs.mjs).
 */
export function spanPairs<T extends Span>(spans: readonly T[], keep?: (span: T) => boolean): Int32Array {
  const out = new Positions();
  for (const s of spans) {
    if (keep && !keep(s)) continue;
    out.push(s.start);
    out.push(s.end);
  }
  return out.done();
}

/**
 * byStart for lists of start/end pairs (spanPairs): the same spans in the same order, as pairs.
 * All lists merged at once into one array of the final length (the lists are five): merging
 * them two by two made an array per step, buffers that a scavenge could find alive and promote,
 * which the call's peak memory counted (bench/logs.mjs).
 */
export function pairsByStart(lists: readonly Int32Array[]): Int32Array {
  if (!lists.every(pairsInStartOrder)) return sortedPairs(lists);
  let total = 0;
  let only = NO_PAIRS;
  for (const list of lists) {
    total += list.length;
    if (list.length !== 0) only = list;
  }
  if (only.length === total) return only;
  const out = new Int32Array(total);
  const next = new Int32Array(lists.length);
  for (let k = 0; k < total; k += 2) {
    // The list whose next pair starts first; on a tie, the earlier list (mergeByStart's order).
    let from = -1;
    let start = 0;
    for (let l = 0; l < lists.length; l++) {
      const i = next[l]!;
      const list = lists[l]!;
      if (i < list.length && (from < 0 || list[i]! < start)) {
        from = l;
        start = list[i]!;
      }
    }
    const list = lists[from]!;
    const i = next[from]!;
    out[k] = start;
    out[k + 1] = list[i + 1]!;
    next[from] = i + 2;
  }
  return out;
}

const NO_PAIRS: Int32Array = new Int32Array(0);

function pairsInStartOrder(pairs: Int32Array): boolean {
  for (let k = 2; k < pairs.length; k += 2) if (pairs[k]! < pairs[k - 2]!) return false;
  return true;
}

/** The pairs of `lists`, one list after another, in a stable sort by start (a list out of order: rare). */
function sortedPairs(lists: readonly Int32Array[]): Int32Array {
  const all: number[] = [];
  for (const list of lists) for (const v of list) all.push(v);
  const order = Array.from({ length: all.length / 2 }, (_, k) => k);
  order.sort((x, y) => all[2 * x]! - all[2 * y]! || x - y);
  const out = new Int32Array(all.length);
  for (let k = 0; k < order.length; k++) {
    out[2 * k] = all[2 * order[k]!]!;
    out[2 * k + 1] = all[2 * order[k]! + 1]!;
  }
  return out;
}
