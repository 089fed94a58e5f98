import { rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { EntityName } from '../entities.js';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import { redactDocument } from '../formats/document.js';
import { chooseHandler } from '../formats/index.js';
import { readHead } from '../formats/lib/files.js';
import type { Limits } from '../formats/types.js';
import { syncFile } from './atomic.js';
import { NumberingClient } from './numbering.js';
import { failureReason } from './reasons.js';
import type { JobResultMessage } from './pool.js';

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

export interface FileJobResult {
  format: string;
  counts: Partial<Record<EntityName, number>>;
  warnings: string[];
}

const port = parentPort!;
const setup = workerData as WorkerSetup;
const redactor = createRedactor(setup.redactor, new NumberingClient(setup.channel, port));

async function processFile(job: FileJob): Promise<FileJobResult> {
  const head = await readHead(job.input, 8 * 1024);
  const handler = chooseHandler(job.input, head, job.display);
  const ctx = { redactor: job.redactor ? createRedactor(job.redactor) : redactor, displayName: job.display, limits: setup.limits, options: setup.formatOptions };
  const result = await redactDocument(handler, job.input, job.temp, ctx);
  await syncFile(job.temp);
  return { format: handler.id, counts: result.counts, warnings: result.warnings };
}

port.on('message', async (m: { type: string; id: number; job: FileJob }) => {
  if (m?.type !== 'job') return;
  let reply: JobResultMessage<FileJobResult>;
  try {
    reply = { type: 'result', id: m.id, ok: true, value: await processFile(m.job) };
  } catch (error) {
    await rm(m.job.temp, { force: true }).catch(() => undefined);
    reply = { type: 'result', id: m.id, ok: false, reason: failureReason(error, setup.debug) };
  }
  port.postMessage(reply);
});
