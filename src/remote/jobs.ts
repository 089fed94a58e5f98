import { RemoteError } from '../errors.js';
import type { JobStatus, RemoteClient } from './client.js';
import { delay } from './pacer.js';

export const TERMINAL_STATES: ReadonlySet<string> = new Set(['completed', 'failed', 'expired']);

export interface PollOptions {
  /** First wait between polls; doubles up to `maxIntervalMs`. Status requests are not counted. */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** Give up after this long (default: an hour). */
  timeoutMs?: number;
  where?: string;
  onUpdate?: (status: JobStatus) => void;
}

/** Polls a job until it is completed, failed or expired, with backoff. */
export async function waitForJob(client: RemoteClient, jobId: string, options: PollOptions = {}): Promise<JobStatus> {
  let interval = options.intervalMs ?? 50;
  const maxInterval = options.maxIntervalMs ?? 2000;
  const deadline = performance.now() + (options.timeoutMs ?? 3_600_000);
  for (;;) {
    const status = await client.status(jobId, options.where);
    options.onUpdate?.(status);
    if (TERMINAL_STATES.has(status.status)) return status;
    if (performance.now() > deadline) {
      const why = `job ${jobId} is still ${status.status} after ${Math.round((options.timeoutMs ?? 3_600_000) / 1000)} s`;
      throw new RemoteError(`${options.where ?? client.urlOf('')}: ${why}`, undefined, 'job_timeout', why);
    }
    await delay(interval);
    interval = Math.min(maxInterval, interval * 2);
  }
}

/** Why a finished job has no result, in one line. */
export function jobFailure(status: JobStatus): string {
  if (status.status === 'expired') return `job ${status.job_id} expired: its result was deleted after the retention period; send the file again`;
  const message = status.error?.message?.replace(/\s+/g, ' ').trim();
  return `the server could not process it${message ? `: ${message}` : ''}`;
}
