import { rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { EntityName } from '../entities.js';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import { InputError } from '../errors.js';
import { chooseHandler } from '../formats/index.js';
import { readHead } from '../formats/lib/files.js';
import type { Limits } from '../formats/types.js';
import { syncFile } from './atomic.js';
import { NumberingClient } from './numbering.js';
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
  const ctx = { redactor, displayName: job.display, limits: setup.limits, options: setup.formatOptions };
  const result = await handler.redact(job.input, job.temp, ctx);
  await syncFile(job.temp);
  return { format: handler.id, counts: result.counts, warnings: result.warnings };
}

const ERRNO_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such file or directory',
  EISDIR: 'is a folder, not a file',
  ENOSPC: 'no space left on the output device',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

/** One line, never a detected value: handlers' own messages are InputErrors; anything else is named, not quoted. */
function reasonOf(error: unknown): string {
  if (error instanceof InputError) return error.reason;
  const e = error as NodeJS.ErrnoException;
  if (e?.code && ERRNO_REASONS[e.code]) return ERRNO_REASONS[e.code]!;
  const detail = setup.debug && e?.stack ? `: ${e.stack}` : ' (run with --debug for details)';
  return `internal error${e?.code ? ` ${e.code}` : ''}${detail}`;
}

port.on('message', async (m: { type: string; id: number; job: FileJob }) => {
  if (m?.type !== 'job') return;
  let reply: JobResultMessage<FileJobResult>;
  try {
    reply = { type: 'result', id: m.id, ok: true, value: await processFile(m.job) };
  } catch (error) {
    await rm(m.job.temp, { force: true }).catch(() => undefined);
    reply = { type: 'result', id: m.id, ok: false, reason: reasonOf(error) };
  }
  port.postMessage(reply);
});
