import type { Worker } from 'node:worker_threads';
import { currentItem, ITEM_SLOT_BYTES } from './items.js';

/** What a worker posts when it has finished a job. */
export interface JobResultMessage<R> {
  type: 'result';
  id: number;
  ok: boolean;
  value?: R;
  reason?: string;
}

/**
 * What a worker posts when it begins item `index` (from 1) of a job made of several (a group of
 * small files), when the job's message asks for it (`itemMessages`: a progress line names the
 * file). The item's time limit and a failure's item come from shared memory instead (items.ts).
 */
export interface JobItemMessage {
  type: 'item';
  id: number;
  index: number;
}

/**
 * What a worker posts when it begins a job. A job sent ahead (`PoolOptions.ahead`) waits in the
 * worker behind the one it is running, and its time limit starts here.
 */
export interface JobBeginMessage {
  type: 'begin';
  id: number;
}

/**
 * `item`: the item the worker was on when a job of several items failed as a whole (it died,
 * timed out). `waiting`: the job had not begun; its worker died on the job before it.
 */
export type JobOutcome<R> = { ok: true; value: R } | { ok: false; reason: string; item?: number; waiting?: true };

export interface PoolOptions<J, R> {
  size: number;
  /** Starts a worker (the caller attaches its own listeners, e.g. for numbering requests). */
  spawn(): Worker;
  /** What is sent to the worker for a job (structured-cloneable). */
  payloadOf(job: J): unknown;
  /** Milliseconds a job may run before its worker is killed. */
  timeoutOf(job: J): number;
  /**
   * For a job of several items: the milliseconds each may run, the first's from the job's begin,
   * each other's from when the worker begins it (it says so in shared memory, items.ts).
   */
  itemTimeoutsOf?(job: J): readonly number[];
  /**
   * The worker began item `item` (from 1) of a job: a progress line naming the file. Given, the
   * worker posts an item message per item (a wake-up of this thread each); not given, none.
   */
  onItem?(job: J, item: number): void;
  /** The heap limit the workers run with, for the out-of-memory message. */
  memoryLimitMb: number;
  onStart?(job: J, index: number): void;
  /** Awaited before the job is sent (e.g. creating its output folder); a throw fails the job. */
  prepare?(job: J): Promise<void>;
  /** Awaited before the slot takes its next job (e.g. renaming the output into place). */
  onDone(job: J, index: number, outcome: JobOutcome<R>): Promise<void>;
  /**
   * Sends each worker its next job while it runs the last (the worker begins it the moment it
   * answers, without waiting for this thread's reply and message: a batch's small files). The
   * workers must post a begin message (JobBeginMessage) as they begin each job. `onDone` is
   * still called in the order the slot took its jobs; the next job is taken once the oldest of
   * the two is done.
   */
  ahead?: boolean;
}

/** Where a pool takes its jobs from: `undefined` means no more will come (the slot ends). */
export type JobFeed<J> = () => Promise<J | undefined> | J | undefined;

/**
 * Runs jobs on a fixed number of worker threads, each job in a worker of its own slot. A job
 * that times out, exhausts the worker's heap or kills its worker fails alone: the worker is
 * terminated and the slot starts a fresh one for the next job.
 */
export async function runPool<J, R>(jobs: readonly J[], options: PoolOptions<J, R>): Promise<void> {
  let next = 0;
  const feed: JobFeed<J> = () => (next < jobs.length ? jobs[next++] : undefined);
  await runPoolFeed(feed, { ...options, size: Math.max(1, Math.min(options.size, jobs.length)) });
}

/**
 * The same pool fed by a function instead of a list: a long-running caller (the server's job
 * queue) hands out jobs as they arrive, and its workers stay up between them. `index` counts
 * the jobs in the order they were taken.
 */
export async function runPoolFeed<J, R>(feed: JobFeed<J>, options: PoolOptions<J, R>): Promise<void> {
  let taken = 0;
  let nextId = 1;
  const slot = async () => {
    let worker: Worker | undefined;
    // The slot's jobs sent to a worker and not done yet, oldest first: one, or two with `ahead`.
    const inFlight: { job: J; index: number; worker: Worker; run: Promise<{ outcome: JobOutcome<R>; healthy: boolean }> }[] = [];
    const settleOldest = async () => {
      const { job, index, worker: ran, run } = inFlight.shift()!;
      const { outcome, healthy } = await run;
      // A job behind it on the same worker fails too, as `waiting`, and goes on a fresh one.
      if (!healthy && worker === ran) {
        worker = undefined;
        await ran.terminate();
      }
      await options.onDone(job, index, outcome);
    };
    try {
      for (;;) {
        const job = await feed();
        if (job === undefined) break;
        const index = taken++;
        options.onStart?.(job, index);
        try {
          await options.prepare?.(job);
        } catch (e) {
          await options.onDone(job, index, { ok: false, reason: `cannot prepare the output: ${(e as NodeJS.ErrnoException).code ?? 'error'}` });
          continue;
        }
        worker ??= options.spawn();
        const onItem = options.onItem && ((i: number) => options.onItem!(job, i));
        const queued = inFlight.some((f) => f.worker === worker);
        const limits = options.itemTimeoutsOf?.(job);
        const run = runOne<R>(worker, options.payloadOf(job), nextId++, options.timeoutOf(job), limits, onItem, options.memoryLimitMb, queued);
        inFlight.push({ job, index, worker, run });
        if (inFlight.length >= (options.ahead ? 2 : 1)) await settleOldest();
      }
      while (inFlight.length > 0) await settleOldest();
    } finally {
      if (worker) await worker.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.size) }, slot));
}

function runOne<R>(
  worker: Worker,
  job: unknown,
  id: number,
  timeoutMs: number,
  /** A job of several items: each one's limit (the first's is `timeoutMs`). */
  itemLimits: readonly number[] | undefined,
  onItem: ((item: number) => void) | undefined,
  memoryLimitMb: number,
  /** Sent while the worker runs another job: its time starts with its begin message. */
  queued: boolean,
): Promise<{ outcome: JobOutcome<R>; healthy: boolean }> {
  return new Promise((resolve) => {
    // The item the worker is on, written by it (items.ts): read when the timer fires and when
    // the job fails, so a group costs this thread no message per file.
    const items = itemLimits && itemLimits.length > 1 ? new SharedArrayBuffer(ITEM_SLOT_BYTES) : undefined;
    // No item begun after `from` can run out before `from` + the shortest limit of those left.
    const shortestFrom = (from: number) => {
      let least = Infinity;
      for (let i = from; i < (itemLimits?.length ?? 0); i++) least = Math.min(least, itemLimits![i]!);
      return least;
    };
    let begunNs = process.hrtime.bigint();
    let begun = !queued;
    const finish = (outcome: JobOutcome<R>, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      const item = items ? currentItem(items).index : 0;
      if (!outcome.ok && !begun) outcome = { ...outcome, waiting: true };
      else if (!outcome.ok && item > 0) outcome = { ...outcome, item };
      resolve({ outcome, healthy });
    };
    // The running item's limit and how long it has left, in ms.
    const running = (): { limit: number; left: number; index: number } => {
      const now = process.hrtime.bigint();
      const { index, startedNs } = items ? currentItem(items) : { index: 0, startedNs: 0n };
      const limit = index === 0 ? timeoutMs : itemLimits![index]!;
      return { limit, left: limit - Number(now - (index === 0 ? begunNs : startedNs)) / 1e6, index };
    };
    const check = () => {
      const { limit, left, index } = running();
      if (left <= 0) finish({ ok: false, reason: `timed out after ${formatSeconds(limit)} (raise the limit with --timeout)` }, false);
      else timer = setTimeout(check, Math.min(left, shortestFrom(index + 1)));
    };
    const onMessage = (m: JobResultMessage<R> | JobItemMessage | JobBeginMessage) => {
      if (m?.id !== id) return;
      if (m.type === 'begin') {
        if (!begun) {
          begunNs = process.hrtime.bigint();
          timer = setTimeout(check, Math.min(timeoutMs, shortestFrom(1)));
        }
        begun = true;
        return;
      }
      if (m.type === 'item') {
        onItem?.(m.index);
        return;
      }
      if (m.type !== 'result') return;
      finish(m.ok ? { ok: true, value: m.value as R } : { ok: false, reason: m.reason ?? 'failed' }, true);
    };
    const onError = (e: NodeJS.ErrnoException) => {
      const reason =
        e?.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `ran out of memory (limit ${memoryLimitMb} MB per file; raise it with --max-memory)`
          : `internal error (${e?.name ?? 'Error'}) while processing this file`;
      finish({ ok: false, reason }, false);
    };
    const onExit = (code: number) => finish({ ok: false, reason: `the worker stopped unexpectedly (exit code ${code})` }, false);
    let timer = begun ? setTimeout(check, Math.min(timeoutMs, shortestFrom(1))) : undefined;
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ type: 'job', id, job, ...(items && { items, itemMessages: onItem !== undefined }) });
  });
}

const formatSeconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
