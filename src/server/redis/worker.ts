import { randomUUID } from 'node:crypto';
import { access, mkdir, rm } from 'node:fs/promises';
import type { Worker as Thread } from 'node:worker_threads';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { ConfigError } from '../../errors.js';
import type { RedactorOptions } from '../../engine/redactor.js';
import type { JobOutcome } from '../../files/pool.js';
import type { FileJobResult } from '../../files/worker.js';
import { jobRedactorOptions, recordOutcome, runJobPool, type JobLog, type RunningJob } from '../jobs/execute.js';
import { inputPath, outputPath } from '../jobs/files.js';
import { MAX_ATTEMPTS } from '../jobs/runner.js';
import type { JobRecord } from '../store/types.js';
import { connectRedis } from './connection.js';
import { DEFAULT_PREFIX, JOB_OPTIONS, QUEUE_NAME } from './queue.js';
import { RedisStore } from './store.js';

export interface RedisWorkerOptions {
  url: string;
  /** The folder the API instances write uploads to and read results from (a shared volume). */
  resultsDir: string;
  /** Jobs at once, each on a worker thread of its own. */
  concurrency: number;
  memoryLimitMb: number;
  jobTimeoutMs: number | undefined;
  /**
   * How long a job's lock lasts without renewal, and how often stalled jobs are looked for: a
   * worker that dies mid-job has its job taken by another within about twice this.
   */
  stallMs: number;
  redactor: RedactorOptions;
  /** This worker's name in Redis' CLIENT LIST and in BullMQ (host and pid). */
  name: string;
  prefix?: string;
  log: JobLog;
  now?: () => number;
}

interface Pending extends RunningJob {
  done(outcome: JobOutcome<FileJobResult>): void;
}

/**
 * `anonymize worker`: takes jobs from the BullMQ queue that `serve --redis` fills and runs each
 * on a worker thread of the files pool (runJobPool), as the embedded runner does. BullMQ holds a
 * lock on each job while it runs and renews it from this process's event loop (never blocked:
 * files are processed on threads); a worker that dies loses its locks, and another worker's
 * stalled-job check puts the job back in the queue. A job started MAX_ATTEMPTS times without
 * ending is failed (`interrupted`) the next time it is taken, so a file that kills every worker
 * doesn't go round for ever.
 */
export class RedisWorker {
  private readonly waiting: Pending[] = [];
  private readonly takers: ((p: Pending | undefined) => void)[] = [];
  private closed = false;
  private active = 0;
  private threads = new Set<Thread>();
  private pool: Promise<void> | undefined;
  private worker!: Worker;

  private constructor(
    private readonly options: RedisWorkerOptions,
    private readonly store: RedisStore,
    private readonly client: Redis,
  ) {}

  static async start(options: RedisWorkerOptions): Promise<RedisWorker> {
    try {
      await mkdir(options.resultsDir, { recursive: true });
      await access(options.resultsDir, 2 /* W_OK */);
    } catch (e) {
      throw new ConfigError(`--results-dir ${options.resultsDir}: cannot write there (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    const store = await RedisStore.open({ url: options.url, kind: 'patient', name: `${options.name}:store`, prefix: options.prefix });
    let client: Redis;
    try {
      client = await connectRedis(options.url, 'patient', `${options.name}:queue`);
    } catch (e) {
      await store.close();
      throw e;
    }
    const w = new RedisWorker(options, store, client);
    w.run();
    return w;
  }

  private now = () => new Date(this.options.now?.() ?? Date.now());

  private run(): void {
    const o = this.options;
    const pool = runJobPool<Pending>(() => this.next(), { workers: o.concurrency, memoryLimitMb: o.memoryLimitMb, jobTimeoutMs: o.jobTimeoutMs, redactor: o.redactor, redactorOptions: jobRedactorOptions(o.redactor) }, async (p, outcome) => p.done(outcome));
    this.pool = pool.done;
    this.threads = pool.workers;
    this.worker = new Worker(QUEUE_NAME, (job) => this.process(job), {
      connection: this.client,
      prefix: o.prefix ?? DEFAULT_PREFIX,
      name: o.name,
      concurrency: o.concurrency,
      lockDuration: o.stallMs,
      stalledInterval: o.stallMs,
      // Put back after each of the first MAX_ATTEMPTS deaths; process() fails it when taken again.
      maxStalledCount: MAX_ATTEMPTS,
      // The jobs' own options (queue.ts) say the same; these apply to jobs added without them.
      removeOnComplete: { count: 0 },
      removeOnFail: JOB_OPTIONS.removeOnFail,
    });
    this.worker.on('error', (e) => o.log.error({ err_code: (e as NodeJS.ErrnoException).code ?? e.name }, 'queue error'));
    this.worker.on('stalled', (id) => o.log.info({ job: id, status: 'stalled' }, 'job'));
  }

  /** The pool's feed: the jobs BullMQ handed to process(), one per free thread. */
  private next(): Promise<Pending | undefined> {
    const p = this.waiting.shift();
    if (p || this.closed) return Promise.resolve(p);
    return new Promise((resolve) => this.takers.push(resolve));
  }

  private runOnThread(r: RunningJob): Promise<JobOutcome<FileJobResult>> {
    return new Promise((done) => {
      const p: Pending = { ...r, done };
      const taker = this.takers.shift();
      if (taker) taker(p);
      else this.waiting.push(p);
    });
  }

  private async fail(job: JobRecord, code: string, message: string): Promise<void> {
    await this.store.updateJobIf(job.id, ['queued', 'processing'], { status: 'failed', error: { code, message } }, this.now());
    await rm(inputPath(this.options.resultsDir, job.id, job.extension), { force: true });
    this.options.log.info({ job: job.id, file_type: job.fileType, status: 'failed', code }, 'job');
  }

  private async process(bullJob: Job): Promise<void> {
    const id = bullJob.id!;
    const { log, resultsDir } = this.options;
    const job = await this.store.getJob(id);
    // Finished meanwhile (by a worker that lost its lock but went on), or expired: nothing to do.
    if (!job || (job.status !== 'queued' && job.status !== 'processing')) return;
    if (job.attempts >= MAX_ATTEMPTS) {
      return this.fail(job, 'interrupted', `a worker stopped while processing this file ${job.attempts} times; it is not retried again`);
    }
    const started = await this.store.updateJobIf(id, ['queued', 'processing'], { status: 'processing', attempts: job.attempts + 1 }, this.now());
    if (!started) return;
    log.info({ job: id, file_type: job.fileType, status: 'processing', attempt: started.attempts }, 'job');
    const input = inputPath(resultsDir, id, job.extension);
    try {
      await access(input);
    } catch {
      return this.fail(started, 'input_missing', 'the upload is not in the results directory of the worker that took it; the API instances and workers must share --results-dir');
    }
    const output = outputPath(resultsDir, id, job.extension);
    // A name of its own: a worker that lost its lock may still be writing the same job.
    const r: RunningJob = { job: started, input, output, temp: `${output}.${randomUUID().slice(0, 8)}.tmp` };
    this.active++;
    const outcome = await this.runOnThread(r).finally(() => this.active--);
    // Only a job still `processing` is completed or failed: never one finished or failed as lost meanwhile.
    const guarded = { updateJob: async (jobId: string, patch: Partial<JobRecord>, now: Date) => (await this.store.updateJobIf(jobId, ['processing'], patch, now)) || undefined };
    await recordOutcome(guarded, r, outcome, this.now(), log);
  }

  /** Jobs running now. */
  get running(): number {
    return this.active;
  }

  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones; those still running then
   * are left to BullMQ (their locks lapse and another worker takes them).
   */
  async close(graceMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const finished = await Promise.race([this.worker.close(), late]);
    clearTimeout(timer);
    if (finished === 'late') await this.worker.close(true).catch(() => undefined);
    this.closed = true;
    for (const t of this.takers.splice(0)) t(undefined);
    await Promise.all([...this.threads].map((t) => t.terminate()));
    await this.pool?.catch(() => undefined);
    await this.store.close();
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
