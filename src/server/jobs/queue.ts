/**
 * The queue of jobs waiting for a worker, separate from who runs them: the embedded runner
 * (runner.ts, worker threads of this process) takes from it; a Redis/BullMQ queue can replace
 * this one so that several machines take from one queue. Holds job ids only: the job itself
 * lives in the store.
 */
export interface JobQueue {
  /** Adds a job; false when the queue is full (the upload is refused with 503). */
  enqueue(jobId: string): Promise<boolean>;
  /** Whether one more job would fit now (checked before an upload is read). */
  hasRoom(): Promise<boolean>;
  /** The next job id, waiting for one; undefined once the queue is closed. */
  take(): Promise<string | undefined>;
  /** Jobs waiting (not those running). */
  depth(): Promise<number>;
  /** Stops handing out jobs; waiting takers get undefined. Jobs left stay queued in the store. */
  close(): Promise<void>;
}

/** A bounded in-memory FIFO: what is waiting is also `queued` in the store, so a restart refills it. */
export class MemoryQueue implements JobQueue {
  private readonly items: string[] = [];
  private readonly takers: ((id: string | undefined) => void)[] = [];
  private closed = false;

  constructor(private readonly capacity: number) {}

  async enqueue(jobId: string, force = false): Promise<boolean> {
    if (this.closed) return false;
    const taker = this.takers.shift();
    if (taker) {
      taker(jobId);
      return true;
    }
    if (!force && this.items.length >= this.capacity) return false;
    this.items.push(jobId);
    return true;
  }

  /** Refills the queue at start, past the bound (those jobs were accepted already). */
  async restore(jobId: string): Promise<void> {
    await this.enqueue(jobId, true);
  }

  async hasRoom(): Promise<boolean> {
    return !this.closed && this.items.length < this.capacity;
  }

  take(): Promise<string | undefined> {
    if (this.closed) return Promise.resolve(undefined);
    if (this.items.length) return Promise.resolve(this.items.shift());
    return new Promise((resolve) => this.takers.push(resolve));
  }

  async depth(): Promise<number> {
    return this.items.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.takers.splice(0)) t(undefined);
  }
}
