import { Queue, type JobState } from 'bullmq';
import type { Redis } from 'ioredis';
import { UnavailableError } from '../../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import { describeRedisError, isConnectionError } from './connection.js';

/** The BullMQ queue every `serve` instance adds to and every `anonymize worker` takes from. */
export const QUEUE_NAME = 'files';
/** BullMQ's keys go under `<prefix>:files:…`, beside the store's `<prefix>:job:…`. */
export const DEFAULT_PREFIX = 'anonymize';

/** BullMQ keeps no finished jobs (the store has their state); failed ones a day, for inspection. */
export const JOB_OPTIONS = { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } } as const;

/**
 * The job queue of `serve --redis`: holds job ids only (the job lives in the store). This
 * process never takes from it: `take()` resolves to undefined, as for a closed queue, and the
 * workers take jobs through BullMQ (redis/worker.ts), with its locks and stalled-job detection.
 */
export class RedisQueue implements JobQueue {
  private constructor(
    readonly queue: Queue,
    private readonly capacity: number,
  ) {}

  /** `client`: a fail-fast connection (an upload must not hang while Redis is away). */
  static create(client: Redis, capacity: number, prefix = DEFAULT_PREFIX): RedisQueue {
    const queue = new Queue(QUEUE_NAME, { connection: client, prefix, skipWaitingForReady: true });
    // Errors surface where the queue is used (503); without a listener BullMQ would print them.
    queue.on('error', () => {});
    return new RedisQueue(queue, capacity);
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (isConnectionError(e)) throw new UnavailableError(`the job queue (Redis) is unreachable: ${what} failed (${describeRedisError(e)})`, { cause: e });
      throw e;
    }
  }

  async enqueue(jobId: string): Promise<boolean> {
    // The job id is BullMQ's too: adding it twice adds it once.
    await this.call('queueing the job', () => this.queue.add('file', {}, { jobId, ...JOB_OPTIONS }));
    return true;
  }

  async hasRoom(): Promise<boolean> {
    return (await this.depth()) < this.capacity;
  }

  take(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  async depth(): Promise<number> {
    return this.call('reading the queue depth', () => this.queue.getWaitingCount());
  }

  /** BullMQ's state of a job: `unknown` once it is gone (finished jobs are removed). */
  async stateOf(jobId: string): Promise<JobState | 'unknown'> {
    return this.call('reading a job state', () => this.queue.getJobState(jobId));
  }

  /** Why BullMQ failed a job (e.g. stalled too often), when it did. */
  async failedReason(jobId: string): Promise<string | undefined> {
    return this.call('reading a job', async () => (await this.queue.getJob(jobId))?.failedReason || undefined);
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => undefined);
  }
}
