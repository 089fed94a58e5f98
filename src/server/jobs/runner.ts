import { rm } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import type { RedactorOptions } from '../../engine/redactor.js';
import type { JobOutcome } from '../../files/pool.js';
import type { FileJobResult } from '../../files/worker.js';
import type { JobRecord, ServerStore } from '../store/types.js';
import { expireResults, recordOutcome, runJobPool, type RunningJob } from './execute.js';
import { inputPath, outputPath } from './files.js';
import type { JobQueue } from './queue.js';

/** A job interrupted by a crash is started again this many times in all, then marked failed. */
export const MAX_ATTEMPTS = 2;

export interface RunnerOptions {
  dataDir: string;
  workers: number;
  memoryLimitMb: number;
  /** Per-job limit; undefined: 60 s plus 10 s per MB of input, as `anonymize files`. */
  jobTimeoutMs: number | undefined;
  /** How long results are kept after a job ends. */
  retentionMs: number;
  /** Options shared by every job (config file), for the workers' start. */
  redactor: RedactorOptions;
  /** The options of one job: the shared ones with its entities and style. */
  redactorOptions(job: JobRecord['options']): RedactorOptions;
  now: () => number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

type Running = RunningJob;

/**
 * Runs the queue's jobs on the worker threads of `anonymize files` (src/files: the same worker,
 * format handlers and limits, so a remote result is byte for byte the local one), never on the
 * event loop. The store says what each job is; the runner moves it along
 * queued -> processing -> completed | failed, and expires results after the retention.
 */
export class JobRunner {
  private pool: Promise<void> | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly active = new Set<string>();
  private workers = new Set<Worker>();
  /** Set when the store could not record a job's end (health reports degraded). */
  failure: string | undefined;

  constructor(
    private readonly store: ServerStore,
    private readonly queue: JobQueue & { restore?(id: string): Promise<void> },
    private readonly options: RunnerOptions,
  ) {}

  private nowDate = () => new Date(this.options.now());

  /** Puts back what a previous run left (queued, or interrupted while processing), then starts the workers. */
  async start(): Promise<void> {
    for (const job of await this.store.listJobs(['processing', 'queued'])) {
      if (job.status === 'processing' && job.attempts >= MAX_ATTEMPTS) {
        await this.store.updateJob(job.id, { status: 'failed', error: { code: 'interrupted', message: `the server stopped while processing this file ${job.attempts} times; it is not retried again` } }, this.nowDate());
        await rm(inputPath(this.options.dataDir, job.id, job.extension), { force: true });
        continue;
      }
      if (job.status === 'processing') await this.store.updateJob(job.id, { status: 'queued' }, this.nowDate());
      await (this.queue.restore ? this.queue.restore(job.id) : this.queue.enqueue(job.id));
    }
    await this.expire();
    const every = Math.max(1000, Math.min(60_000, this.options.retentionMs / 2));
    this.sweeper = setInterval(() => void this.expire().catch((e) => this.options.log.error({ err: e }, 'expiring results failed')), every);
    this.sweeper.unref();

    const pool = runJobPool<Running>(() => this.next(), this.options, (r, outcome) => this.finish(r, outcome));
    this.pool = pool.done;
    this.workers = pool.workers;
  }

  /** Jobs being processed now. */
  get running(): number {
    return this.active.size;
  }

  private async next(): Promise<Running | undefined> {
    for (;;) {
      const id = await this.queue.take();
      if (id === undefined || this.closed) return undefined;
      const job = await this.store.getJob(id);
      if (!job || job.status !== 'queued') continue;
      const started = await this.store.updateJob(id, { status: 'processing', attempts: job.attempts + 1 }, this.nowDate());
      if (!started) continue;
      this.active.add(id);
      const output = outputPath(this.options.dataDir, id, job.extension);
      return { job: started, input: inputPath(this.options.dataDir, id, job.extension), output, temp: `${output}.tmp` };
    }
  }

  private async finish(r: Running, outcome: JobOutcome<FileJobResult>): Promise<void> {
    this.active.delete(r.job.id);
    // Shut down meanwhile: the job stays `processing` in the store and is retried at the next start.
    if (this.closed) return;
    try {
      await recordOutcome(this.store, r, outcome, this.nowDate(), this.options.log);
    } catch (e) {
      this.failure = (e as NodeJS.ErrnoException).code ?? 'error';
      this.options.log.error({ job: r.job.id, code: this.failure }, 'recording the end of a job failed');
    }
  }

  /** Completed and failed jobs older than the retention lose their files and become `expired`. */
  async expire(): Promise<void> {
    await expireResults(this.store, this.options.dataDir, this.options.retentionMs, this.options.now());
  }

  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones. Whatever is still running
   * then stays `processing` in the store (retried at the next start); queued jobs stay queued.
   */
  async close(graceMs: number): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.queue.close();
    if (this.pool) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([this.pool, late]);
      clearTimeout(timer);
    }
    this.closed = true;
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }
}
