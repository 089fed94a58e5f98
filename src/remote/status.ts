import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { InputError, RemoteError } from '../errors.js';
import { isNetworkError, networkReason } from './errors.js';
import { commit, discard, exists, OutputExistsError, syncFile, temporaryPathFor } from '../files/atomic.js';
import { createProgress } from '../files/progress.js';
import { removeTempFilesOnSignal, type BatchIO } from '../files/run.js';
import type { JobStatus, RemoteClient } from './client.js';
import { jobFailure, waitForJob } from './jobs.js';

export interface StatusOptions {
  client: RemoteClient;
  io: BatchIO;
  /** Absolute path or '-' (stdout); undefined: show the state only. */
  download: string | undefined;
  downloadDisplay: string | undefined;
  force: boolean;
  json: boolean;
  quiet: boolean;
  color: boolean;
}

/** `anonymize status JOB_ID [--download FILE]`; returns the exit code (see the command's help). */
export async function runStatus(jobId: string, options: StatusOptions): Promise<number> {
  const { client, io } = options;
  const target = options.download;
  if (target === undefined) {
    const status = await client.status(jobId);
    await io.stdout.write(options.json ? `${JSON.stringify(status)}\n` : `${describeStatus(status)}\n`);
    if (status.status === 'failed' || status.status === 'expired') {
      if (!options.json) await io.stderr.write(`anonymize: job ${jobId}: ${jobFailure(status)}\n`);
      return 1;
    }
    return 0;
  }
  const shown = options.downloadDisplay ?? target;
  if (target !== '-' && !options.force && (await exists(target))) throw new InputError(shown, 'already exists (use --force to overwrite)');

  const progress = await createProgress(io.stderr, !options.quiet, options.color);
  let status: JobStatus;
  try {
    status = await waitForJob(client, jobId, { onUpdate: (s) => progress.update(0, 1, `job ${jobId} ${s.status}`) });
  } finally {
    progress.stop();
  }
  if (options.json) await io.stdout.write(`${JSON.stringify(status)}\n`);
  if (status.status !== 'completed') {
    await io.stderr.write(`anonymize: job ${jobId}: ${jobFailure(status)}\n`);
    return 1;
  }
  const body = await client.download(jobId);
  if (target === '-') {
    for await (const chunk of body) await io.stdout.write(chunk as Buffer);
    return 0;
  }
  const temp = temporaryPathFor(target);
  const stopCleanup = removeTempFilesOnSignal(() => [temp]);
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(body, createWriteStream(temp));
    await syncFile(temp);
    await commit(temp, target, { overwrite: options.force });
  } catch (e) {
    if (e instanceof OutputExistsError) throw new InputError(shown, 'already exists (use --force to overwrite)');
    if (isNetworkError(e)) throw new RemoteError(`${client.urlOf('')}: the download of job ${jobId} was cut off: ${networkReason(e, client.settings.timeoutMs)}`);
    throw new InputError(shown, `cannot be written: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  } finally {
    stopCleanup();
    await discard(temp);
  }
  if (!options.quiet && io.stderr.isTTY) await io.stderr.write(`job ${jobId}: written to ${shown}\n`);
  return 0;
}

/** `<job_id>  <state>  <file type>  <result file, size>`: one line, no values. */
export function describeStatus(status: JobStatus): string {
  const parts = [status.job_id, status.status];
  if (status.file_type) parts.push(status.file_type);
  if (status.result?.filename) parts.push(`${status.result.filename}${status.result.size !== undefined ? ` (${status.result.size} bytes)` : ''}`);
  return parts.join('  ');
}
