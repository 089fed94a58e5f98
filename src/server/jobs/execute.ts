import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import { sortCounts, type RedactorOptions } from '../../engine/redactor.js';
import { CHANNEL_BYTES } from '../../files/numbering.js';
import { runPoolFeed, type JobFeed, type JobOutcome } from '../../files/pool.js';
import { defaultTimeoutSeconds } from '../../files/timeout.js';
import { fileWorkerModule, startWorker } from '../../files/spawn.js';
import type { FileJob, FileJobResult, WorkerSetup } from '../../files/worker.js';
import { DEFAULT_LIMITS } from '../../formats/types.js';
import type { JobRecord, JobStore, ServerStore } from '../store/types.js';
import { FILE_TYPE_INFO, jobDir } from './files.js';

/**
 * Running a job's file and recording how it ended: shared by the embedded runner (runner.ts,
 * worker threads of `serve`) and `anonymize worker` (redis/worker.ts, worker threads of a
 * process that takes jobs from Redis), so that both give the same results and the same reasons.
 */
export interface RunningJob {
  job: JobRecord;
  input: string;
  output: string;
  /** Where the handler writes; renamed to `output` once the job has succeeded. */
  temp: string;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobPoolOptions {
  workers: number;
  memoryLimitMb: number;
  /** Per-job limit; undefined: 60 s plus 10 s per MB of input, as `anonymize files`. */
  jobTimeoutMs: number | undefined;
  /** Options shared by every job (config file); a job adds its entities and style. */
  redactor: RedactorOptions;
  /** A job's options: the shared ones with its entities and style (jobRedactorOptions). */
  redactorOptions(job: JobRecord['options']): RedactorOptions;
}

/**
 * The options of a request or job: the server's own (config file) with the request's entities
 * and style. `fake` without a configured key gets a random key of this process's run, as the CLI
 * makes one per run (fakes stay consistent until a restart); `hash` still needs a real key.
 */
export function jobRedactorOptions(base: RedactorOptions): (request: JobRecord['options']) => RedactorOptions {
  const fakeKey = randomBytes(32).toString('hex');
  return (request) => ({ ...base, ...request, ...(request.style === 'fake' && !base.key ? { key: fakeKey } : {}) });
}

/**
 * Runs the jobs `feed` hands out on the worker threads of `anonymize files` (src/files: the same
 * worker, format handlers and limits, so a remote result is byte for byte the local one). A
 * hostile file (a bomb, a parser loop) kills its thread, never the process.
 */
export function runJobPool<J extends RunningJob>(
  feed: JobFeed<J>,
  options: JobPoolOptions,
  onDone: (r: J, outcome: JobOutcome<FileJobResult>) => Promise<void>,
): { done: Promise<void>; workers: Set<Worker> } {
  const workers = new Set<Worker>();
  const setup: WorkerSetup = { redactor: options.redactor, limits: DEFAULT_LIMITS, formatOptions: {}, channel: new SharedArrayBuffer(CHANNEL_BYTES), debug: false };
  const done = runPoolFeed<J, FileJobResult>(feed, {
    size: options.workers,
    memoryLimitMb: options.memoryLimitMb,
    spawn: (): Worker => {
      const worker = startWorker(fileWorkerModule(), { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb } });
      workers.add(worker);
      worker.once('exit', () => workers.delete(worker));
      return worker;
    },
    payloadOf: (r): FileJob => ({ input: r.input, temp: r.temp, display: r.job.filename, redactor: options.redactorOptions(r.job.options) }),
    // OCR runs by default in the server: PDFs get 4 minutes per MB, as in `anonymize files`.
    timeoutOf: (r) => options.jobTimeoutMs ?? defaultTimeoutSeconds(r.job.filename, r.job.size, true) * 1000,
    onDone: (r, _i, outcome) => onDone(r, outcome),
  });
  return { done, workers };
}

/**
 * Records a job's end: the output renamed into place and `completed` with its counts, or
 * `failed` with the reason (`job_timeout` or `processing_failed`); the input removed. Throws
 * when the store or the file system fails (the caller says what that means for it). Logs and
 * returns the job only when the store took the change (a guarded store may refuse it).
 */
export async function recordOutcome(store: Pick<JobStore, 'updateJob'>, r: RunningJob, outcome: JobOutcome<FileJobResult>, now: Date, log: JobLog): Promise<JobRecord | undefined> {
  let job: JobRecord | undefined;
  if (outcome.ok) {
    await rename(r.temp, r.output);
    const { size } = await stat(r.output);
    const info = FILE_TYPE_INFO[r.job.fileType];
    job = await store.updateJob(r.job.id, {
      status: 'completed',
      result: { filename: r.job.filename, contentType: info.contentType, size, counts: sortCounts(outcome.value.counts), ...(outcome.value.warnings.length ? { warnings: outcome.value.warnings } : {}) },
    }, now);
    if (job) log.info({ job: r.job.id, file_type: r.job.fileType, status: 'completed' }, 'job');
  } else {
    await rm(r.temp, { force: true });
    const code = outcome.reason.startsWith('timed out') ? 'job_timeout' : 'processing_failed';
    job = await store.updateJob(r.job.id, { status: 'failed', error: { code, message: outcome.reason } }, now);
    if (job) log.info({ job: r.job.id, file_type: r.job.fileType, status: 'failed', code }, 'job');
  }
  await rm(r.input, { force: true });
  return job;
}

/** Completed and failed jobs older than the retention lose their files and become `expired`. */
export async function expireResults(store: ServerStore, dataDir: string, retentionMs: number, now: number): Promise<void> {
  const limit = now - retentionMs;
  for (const job of await store.listJobs(['completed', 'failed'])) {
    if (Date.parse(job.updatedAt) > limit) continue;
    await rm(jobDir(dataDir, job.id), { recursive: true, force: true });
    await store.updateJob(job.id, { status: 'expired' }, new Date(now));
  }
}
