import type { MessagePort } from 'node:worker_threads';
import type { EntityName } from '../entities.js';
import { Numbering } from '../operators/types.js';
import { writeCodeCaches } from '../code-cache-hook.js';

/**
 * Batch-wide `--style numbered`. The main thread owns the one Numbering of the run; a worker
 * asks it for a value's number synchronously (the operator's `replace` is synchronous) through
 * a SharedArrayBuffer of two Int32 slots per worker: [state, number]. The worker posts the
 * request, sleeps in Atomics.wait until the main thread has written the number and flipped the
 * state, then caches the answer, so each distinct value costs one round trip per worker.
 * The same value therefore gets the same number in every file; which value gets number 1
 * depends on which file reaches it first (reproducible with --concurrency 1).
 */
export const CHANNEL_BYTES = 2 * Int32Array.BYTES_PER_ELEMENT;

const WAITING = 0;
const ANSWERED = 1;

export interface NumberRequest {
  type: 'number';
  entity: EntityName;
  value: string;
}

export class NumberingClient extends Numbering {
  private readonly cache = new Map<string, number>();
  private readonly channel: Int32Array;

  constructor(
    buffer: SharedArrayBuffer,
    private readonly port: MessagePort,
  ) {
    super();
    this.channel = new Int32Array(buffer);
  }

  override numberOf(entity: EntityName, value: string): number {
    const key = `${entity}\u0000${value}`;
    let n = this.cache.get(key);
    if (n !== undefined) return n;
    Atomics.store(this.channel, 0, WAITING);
    const request: NumberRequest = { type: 'number', entity, value };
    // A message the main thread may change V8's flags on: the code caches go first.
    writeCodeCaches();
    this.port.postMessage(request);
    Atomics.wait(this.channel, 0, WAITING);
    n = Atomics.load(this.channel, 1);
    this.cache.set(key, n);
    return n;
  }
}

/** Main thread: answers one worker's request from the run's Numbering. */
export function answerNumberRequest(numbering: Numbering, buffer: SharedArrayBuffer, request: NumberRequest): void {
  const channel = new Int32Array(buffer);
  Atomics.store(channel, 1, numbering.numberOf(request.entity, request.value));
  Atomics.store(channel, 0, ANSWERED);
  Atomics.notify(channel, 0);
}

export const isNumberRequest = (m: unknown): m is NumberRequest => (m as NumberRequest)?.type === 'number';
