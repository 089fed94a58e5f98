import type { Worker } from 'node:worker_threads';
import type { RedactorOptions } from '../../engine/redactor.js';
import { UsageError } from '../../errors.js';
import { siblingModule, startWorker } from '../../files/spawn.js';
import { ApiError } from '../errors.js';
import type { TextResult } from './redact.js';

export interface TextTask {
  id: number;
  text: string;
  options: RedactorOptions;
}

export type TextReply = { id: number; ok: true; result: TextResult } | { id: number; ok: false; usage?: string };

/** Retry-After of a full text queue: the queue drains in milliseconds. */
const BUSY_RETRY_S = 1;

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve(r: TextResult): void; reject(e: unknown): void }>;
}

/**
 * POST /anonymize/text on worker threads: the event loop parses, answers and logs while the
 * engine runs beside it (on a 2-core machine, the other core). Each text goes to the worker
 * with the fewest in flight; at most `queueLimit` wait in all, then 503 with Retry-After (the
 * JSON body limit bounds one text's time, this bounds the wait). A worker that dies fails its
 * texts with 500 and is replaced.
 */
export class TextPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  private inFlight = 0;
  private closed = false;

  constructor(
    size: number,
    private readonly queueLimit: number,
    private readonly memoryLimitMb: number,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = startWorker(siblingModule('text-worker', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: this.memoryLimitMb } });
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (r: TextReply) => {
      const p = slot.pending.get(r.id);
      if (!p) return;
      slot.pending.delete(r.id);
      this.inFlight--;
      if (r.ok) p.resolve(r.result);
      else p.reject(r.usage !== undefined ? new UsageError(r.usage) : new Error('the text worker failed'));
    });
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      for (const p of slot.pending.values()) p.reject(new Error('the text worker stopped'));
      this.inFlight -= slot.pending.size;
      slot.pending.clear();
      const at = this.slots.indexOf(slot);
      if (at >= 0 && !this.closed) this.slots[at] = this.spawn();
    });
    // An idle pool doesn't keep the process alive.
    worker.unref();
    return slot;
  }

  redact(text: string, options: RedactorOptions): Promise<TextResult> {
    if (this.inFlight >= this.queueLimit) {
      return Promise.reject(new ApiError(503, 'busy', `the server has too many texts waiting; retry in ${BUSY_RETRY_S} s`, { 'retry-after': String(BUSY_RETRY_S) }));
    }
    let slot = this.slots[0]!;
    for (const s of this.slots) if (s.pending.size < slot.pending.size) slot = s;
    const id = this.nextId++;
    this.inFlight++;
    return new Promise<TextResult>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, text, options } satisfies TextTask);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
