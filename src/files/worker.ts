import { rmSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { writeCodeCaches } from '../code-cache-hook.js';
import type { EntityName } from '../entities.js';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import { redactDocument } from '../formats/document.js';
import { chooseHandler } from '../formats/index.js';
import { readStart, syncAtClose, takeSync, withFileBytes } from '../formats/lib/files.js';
import type { Limits } from '../formats/types.js';
import { commitFailure, renameInto, syncFile, syncFolders, type CommitOptions } from './atomic.js';
import { NumberingClient } from './numbering.js';
import { failureReason } from './reasons.js';
import type { JobItemMessage, JobOutcome, JobResultMessage } from './pool.js';

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

/** A file of a group, renamed into place by the worker once its group is written. */
export interface GroupFile extends FileJob {
  output: string;
  outputDisplay: string;
  commit: CommitOptions;
}

/**
 * Several small files in one message (`anonymize files`): one round trip for the group, the
 * outputs' fsyncs running while the next files are redacted, each folder synced once. The
 * worker posts an item message as it begins each file after the first (its own time limit;
 * the pool knows which file a dead worker was on).
 */
export interface FileGroup {
  files: GroupFile[];
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
  const { bytes, whole } = readStart(job.input, 8 * 1024, READ_WHOLE_BYTES);
  const handler = chooseHandler(job.input, whole ? bytes.subarray(0, 8 * 1024) : bytes, job.display);
  const ctx = { redactor: job.redactor ? createRedactor(job.redactor) : redactor, displayName: job.display, limits: setup.limits, options: setup.formatOptions };
  syncAtClose(job.temp);
  let result;
  try {
    const run = () => redactDocument(handler, job.input, job.temp, ctx);
    result = await (whole ? withFileBytes(job.input, bytes, run) : run());
  } catch (error) {
    // The output may have been written and closed before the handler failed: its sync is dropped.
    takeSync(job.temp)?.catch(() => undefined);
    throw error;
  }
  const sync = takeSync(job.temp);
  return { value: { format: handler.id, counts: result.counts, warnings: result.warnings }, synced: () => sync ?? syncFile(job.temp) };
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

async function processGroup(id: number, group: FileGroup): Promise<FileGroupResult> {
  const outcomes: FileGroupResult = [];
  const synced: Promise<unknown>[] = [];
  for (const [i, file] of group.files.entries()) {
    if (i > 0) {
      // Before the first message: the main thread may change V8's flags once it has one.
      writeCodeCaches();
      port.postMessage({ type: 'item', id, index: i } satisfies JobItemMessage);
    }
    try {
      const { value, synced: sync } = await redactFile(file);
      outcomes[i] = { ok: true, value };
      // On libuv's threads while the next files are redacted (their reads are synchronous).
      synced[i] = sync().catch((error: unknown) => (outcomes[i] = failed(file, error)));
    } catch (error) {
      outcomes[i] = failed(file, error);
    }
  }
  await Promise.all(synced);
  for (const [i, file] of group.files.entries()) {
    if (!outcomes[i]!.ok) continue;
    try {
      renameInto(file.temp, file.output, file.commit);
    } catch (error) {
      rmSync(file.temp, { force: true });
      outcomes[i] = { ok: false, reason: commitFailure(error, file.outputDisplay) };
    }
  }
  await syncFolders(group.files.filter((_, i) => outcomes[i]!.ok).map((f) => path.dirname(f.output)));
  return outcomes;
}

port.on('message', async (m: { type: string; id: number; job: FileJob | FileGroup }) => {
  if (m?.type !== 'job') return;
  let reply: JobResultMessage<FileJobResult | FileGroupResult>;
  if ('files' in m.job) reply = { type: 'result', id: m.id, ok: true, value: await processGroup(m.id, m.job) };
  else {
    const outcome = await processFile(m.job);
    reply = outcome.ok ? { type: 'result', id: m.id, ok: true, value: outcome.value } : { type: 'result', id: m.id, ok: false, reason: outcome.reason };
  }
  writeCodeCaches();
  port.postMessage(reply);
});
