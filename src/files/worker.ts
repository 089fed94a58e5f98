import { rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { writeCodeCaches } from '../code-cache-hook.js';
import type { EntityName } from '../entities.js';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import { redactDocument } from '../formats/document.js';
import { chooseHandler } from '../formats/index.js';
import { readStart, syncAtClose, takeSync, withFileBytes } from '../formats/lib/files.js';
import type { Limits } from '../formats/types.js';
import { syncFile } from './atomic.js';
import { beginItem } from './items.js';
import { NumberingClient } from './numbering.js';
import { failureReason } from './reasons.js';
import type { JobBeginMessage, JobItemMessage, JobOutcome, JobResultMessage } from './pool.js';

/** What every worker of a run is started with. */
export interface WorkerSetup {
  redactor: RedactorOptions;
  limits: Limits;
  formatOptions: Record<string, unknown>;
  /** This worker's numbering channel (see numbering.ts). */
  channel: SharedArrayBuffer;
  debug: boolean;
}

export interface FileJob {
  input: string;
  /** Where the handler writes; the main thread renames it into place. */
  temp: string;
  display: string;
  /**
   * Options of this job alone (the server: each upload has its own entities and style). The
   * job then gets a redactor of its own with its own numbering, as a one-file batch would.
   */
  redactor?: RedactorOptions;
}

/**
 * Several small files in one message (`anonymize files`): one round trip for the group. The
 * worker redacts them one after another into their temporary files and answers; the main thread
 * syncs, renames and reports them (src/files/commit.ts) while the worker goes on with its next
 * group. The worker posts an item message as it begins each file after the first (its own time
 * limit; the pool knows which file a dead worker was on).
 */
export interface FileGroup {
  files: FileJob[];
}

export interface FileJobResult {
  format: string;
  counts: Partial<Record<EntityName, number>>;
  warnings: string[];
}

export type FileGroupResult = JobOutcome<FileJobResult>[];

const port = parentPort!;
const setup = workerData as WorkerSetup;
const redactor = createRedactor(setup.redactor, new NumberingClient(setup.channel, port));

/**
 * Files up to this size are read once, whole, and their bytes handed to the handler's reads
 * (src/formats/lib/files.ts `withFileBytes`): one open instead of four for a small file.
 */
const READ_WHOLE_BYTES = 1024 * 1024;

/**
 * Redacts one file into its temporary path. `synced`: the output's fsync, started by the
 * handler's writer when it closed it, else here (syncFile): it runs on libuv's threads.
 */
async function redactFile(job: FileJob): Promise<{ value: FileJobResult; synced: () => Promise<void> }> {
  syncAtClose(job.temp);
  let value;
  try {
    value = await redactUnsynced(job);
  } catch (error) {
    // The output may have been written and closed before the handler failed: its sync is dropped.
    takeSync(job.temp)?.catch(() => undefined);
    throw error;
  }
  const sync = takeSync(job.temp);
  return { value, synced: () => sync ?? syncFile(job.temp) };
}

/** Redacts one file into its temporary path, closed but not synced (a group's: the main thread syncs it). */
async function redactUnsynced(job: FileJob): Promise<FileJobResult> {
  const { bytes, whole } = readStart(job.input, 8 * 1024, READ_WHOLE_BYTES);
  const handler = chooseHandler(job.input, whole ? bytes.subarray(0, 8 * 1024) : bytes, job.display);
  const ctx = { redactor: job.redactor ? createRedactor(job.redactor) : redactor, displayName: job.display, limits: setup.limits, options: setup.formatOptions };
  const run = () => redactDocument(handler, job.input, job.temp, ctx);
  const result = await (whole ? withFileBytes(job.input, bytes, run) : run());
  return { format: handler.id, counts: result.counts, warnings: result.warnings };
}

const failed = (job: FileJob, error: unknown): JobOutcome<never> => {
  rmSync(job.temp, { force: true });
  return { ok: false, reason: failureReason(error, setup.debug) };
};

async function processFile(job: FileJob): Promise<JobOutcome<FileJobResult>> {
  try {
    const { value, synced } = await redactFile(job);
    await synced();
    return { ok: true, value };
  } catch (error) {
    return failed(job, error);
  }
}

/**
 * `items`: where the pool reads which file this worker is on (items.ts), for each file's time
 * limit and for naming the file it died on. `itemMessages`: an item message per file too, for a
 * progress line. Without it the second file's still goes: the main thread learns from a worker's
 * first message after its start-up that its code caches are written, and then changes V8's flags
 * (run.ts `onceAllAnswered`); waiting for the group's answer instead made V8's compiler threads
 * take more (docs/parallel.md, the fourth pass).
 */
async function processGroup(id: number, group: FileGroup, items: SharedArrayBuffer | undefined, itemMessages: boolean): Promise<FileGroupResult> {
  const outcomes: FileGroupResult = [];
  for (const [i, file] of group.files.entries()) {
    if (i > 0) {
      if (items) beginItem(items, i);
      if (itemMessages || i === 1) {
        // Before the first message: the main thread may change V8's flags once it has one.
        writeCodeCaches();
        port.postMessage({ type: 'item', id, index: i } satisfies JobItemMessage);
      }
    }
    try {
      outcomes[i] = { ok: true, value: await redactUnsynced(file) };
    } catch (error) {
      outcomes[i] = failed(file, error);
    }
  }
  return outcomes;
}

type JobMessage = { type: string; id: number; job: FileJob | FileGroup; items?: SharedArrayBuffer; itemMessages?: boolean };

async function runJob(m: JobMessage): Promise<void> {
  port.postMessage({ type: 'begin', id: m.id } satisfies JobBeginMessage);
  let reply: JobResultMessage<FileJobResult | FileGroupResult>;
  if ('files' in m.job) reply = { type: 'result', id: m.id, ok: true, value: await processGroup(m.id, m.job, m.items, m.itemMessages === true) };
  else {
    const outcome = await processFile(m.job);
    reply = outcome.ok ? { type: 'result', id: m.id, ok: true, value: outcome.value } : { type: 'result', id: m.id, ok: false, reason: outcome.reason };
  }
  writeCodeCaches();
  port.postMessage(reply);
}

/** Jobs in the order they came: a batch sends the next group while this one runs (pool.ts `ahead`). */
const waiting: JobMessage[] = [];

port.on('message', (m: JobMessage) => {
  if (m?.type !== 'job') return;
  waiting.push(m);
  if (waiting.length > 1) return;
  void (async () => {
    for (let next = waiting[0]; next; next = waiting[0]) {
      await runJob(next);
      waiting.shift();
    }
  })();
});
