import { rm } from 'node:fs/promises';
import { expireResults, type JobLog } from '../jobs/execute.js';
import { inputPath } from '../jobs/files.js';
import { UnavailableError } from '../../errors.js';
import type { RedisQueue } from './queue.js';
import type { RedisStore } from './store.js';

export interface SweeperOptions {
  /** The shared results folder (uploads and results of every instance). */
  dataDir: string;
  retentionMs: number;
  /** How often results are expired and lost jobs looked for. */
  everyMs: number;
  /** A queued or processing job is only looked at once it hasn't moved for this long. */
  quietMs: number;
  now: () => number;
  log: JobLog;
}

/**
 * What `serve --redis` runs instead of the embedded runner: no jobs (workers take them from
 * BullMQ), but the housekeeping every instance may do at once, each step idempotent:
 * - results older than the retention are deleted and their jobs become `expired`;
 * - a job the store says is queued or processing but BullMQ no longer holds, or has failed (a
 *   job stalled more often than allowed), becomes `failed` with the reason, so that no job is
 *   left `processing` for ever. That covers an upload recorded just before Redis went away and
 *   never queued, and a worker whose end could not be recorded.
 */
export class RedisSweeper {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  /** The embedded runner's "a job's end could not be recorded"; never set here (health asks Redis). */
  failure: string | undefined;
  readonly running = 0;

  constructor(
    private readonly store: RedisStore,
    private readonly queue: RedisQueue,
    private readonly options: SweeperOptions,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => void this.sweep(), this.options.everyMs);
    this.timer.unref();
  }

  /** One pass; a pass still running is not started twice. */
  sweep(): Promise<void> {
    this.sweeping ??= this.pass().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async pass(): Promise<void> {
    try {
      await this.expire();
      await this.failLost();
    } catch (e) {
      // Redis away: the next pass tries again; health reports it.
      if (!(e instanceof UnavailableError)) this.options.log.error({ err_code: (e as NodeJS.ErrnoException).code ?? (e as Error).name }, 'sweeping jobs failed');
    }
  }

  async expire(): Promise<void> {
    await expireResults(this.store, this.options.dataDir, this.options.retentionMs, this.options.now());
  }

  async failLost(): Promise<void> {
    const now = this.options.now();
    for (const job of await this.store.listJobs(['queued', 'processing'])) {
      if (now - Date.parse(job.updatedAt) < this.options.quietMs) continue;
      const state = await this.queue.stateOf(job.id);
      if (state !== 'unknown' && state !== 'failed' && state !== 'completed') continue;
      const why = state === 'failed' ? await this.queue.failedReason(job.id) : undefined;
      const message = why && /stalled/i.test(why)
        ? 'the workers processing this file stopped too many times; it is not retried again'
        : state === 'unknown' && job.status === 'queued'
          ? 'the job was recorded but never queued (the shared store was unreachable); upload the file again'
          : 'the job was lost by the workers; upload the file again';
      const failed = await this.store.updateJobIf(job.id, ['queued', 'processing'], { status: 'failed', error: { code: 'interrupted', message } }, new Date(now));
      if (!failed) continue;
      await rm(inputPath(this.options.dataDir, job.id, job.extension), { force: true });
      this.options.log.info({ job: job.id, file_type: job.fileType, status: 'failed', code: 'interrupted' }, 'job');
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }
}
