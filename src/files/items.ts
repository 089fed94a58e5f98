/**
 * Which item of a job of several (a group of small files) its worker is on, and since when, in
 * memory the worker and the pool's thread share: the worker writes it as it begins each item
 * after the first, and the pool reads it when the job's timer fires (each item's own time limit)
 * and when the worker dies (the file it was on fails, the others go again). An item message per
 * file did this before: a message and a wake-up of the main thread per file, 6-7% of a batch
 * worker's `--cpu-prof` samples on 1,000 small files (issue 20). Item messages are now only for a
 * progress line that names the file (PoolOptions.onItem).
 *
 * Layout: the item's start (process.hrtime, in nanoseconds: the monotonic clock, the same in
 * every thread of the process) in a BigInt64 slot, then the item's index in an Int32 slot; 0, 0
 * for the first item (its time starts when the job begins). The start is written first, so that
 * a reader that sees an item's index sees its start too.
 */
export const ITEM_SLOT_BYTES = 16;

/** Worker: item `index` (from 1) of the job begins now. */
export function beginItem(slot: SharedArrayBuffer, index: number): void {
  Atomics.store(new BigInt64Array(slot, 0, 1), 0, process.hrtime.bigint());
  Atomics.store(new Int32Array(slot, 8, 1), 0, index);
}

/** Pool: the item the worker is on (0: the first) and when it began (0n for the first). */
export function currentItem(slot: SharedArrayBuffer): { index: number; startedNs: bigint } {
  const index = Atomics.load(new Int32Array(slot, 8, 1), 0);
  return { index, startedNs: Atomics.load(new BigInt64Array(slot, 0, 1), 0) };
}
