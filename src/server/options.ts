import type { RedactorOptions } from '../engine/redactor.js';
import type { Runner } from './context.js';
import type { JobLog } from './jobs/execute.js';
import type { JobQueue } from './jobs/queue.js';
import type { LicensePayload } from './license.js';
import type { ServerStore } from './store/types.js';

export type ServerMode = 'self-hosted' | 'demo';
export const SERVER_MODES: readonly ServerMode[] = ['self-hosted', 'demo'];

/** Everything `buildServer` needs, resolved by `anonymize serve` (flags > env > config > defaults). */
export interface ServerOptions {
  mode: ServerMode;
  host: string;
  port: number;
  dataDir: string;
  /** Demo mode: counted requests per rolling window, and per token's lifetime. */
  rateLimit: number;
  lifetimeCap: number;
  rateWindowMs: number;
  /** Options of every redaction (config file: region, threshold, allow, custom, key). */
  redactor: RedactorOptions;
  /** Largest JSON body (POST /anonymize/text), bytes. */
  maxTextBytes: number;
  /** Largest upload, bytes. */
  maxUploadBytes: number;
  workers: number;
  /** Worker threads for POST /anonymize/text (0: on the event loop). */
  textWorkers: number;
  /** Texts in flight on the text workers before POST /anonymize/text answers 503. */
  textQueueSize: number;
  /** Jobs waiting for a worker before uploads are refused with 503. */
  queueSize: number;
  jobTimeoutMs: number | undefined;
  memoryLimitMb: number;
  retentionMs: number;
  /** Time to receive a whole request. */
  requestTimeoutMs: number;
  /** Time SIGTERM waits for running jobs before leaving them to the next start. */
  shutdownGraceMs: number;
  /** The verified license of a self-hosted instance. */
  license: LicensePayload | undefined;
  /** pino level, or 'silent'. */
  logLevel: string;
  /** Where log lines go (stderr in the CLI). */
  logStream?: { write(line: string): void };
  version: string;
  /** Replace the embedded store or queue (tests, Redis). */
  store?: ServerStore;
  queue?: JobQueue;
  /** Replace the embedded runner (Redis: the workers run the jobs; this process only looks after them). */
  runner?: (deps: { store: ServerStore; queue: JobQueue; log: JobLog }) => Runner;
  now?: () => number;
}

export const SERVER_DEFAULTS = {
  mode: 'self-hosted' as ServerMode,
  host: '127.0.0.1',
  port: 8080,
  dataDir: 'anonymize-data',
  rateLimit: 30,
  lifetimeCap: 1000,
  rateWindowMs: 60_000,
  maxTextBytes: 1024 * 1024,
  maxUploadBytes: 50 * 1024 * 1024,
  queueSize: 100,
  textQueueSize: 256,
  memoryLimitMb: 1024,
  retentionMs: 24 * 3600_000,
  requestTimeoutMs: 120_000,
  shutdownGraceMs: 30_000,
  logLevel: 'info',
};

/** Options with the defaults filled in, for tests and embedders. */
export function serverOptions(partial: Partial<ServerOptions> & Pick<ServerOptions, 'dataDir'>): ServerOptions {
  return {
    ...SERVER_DEFAULTS,
    workers: 2,
    // Tests and embedders run texts on the event loop unless they ask (a worker from TypeScript
    // sources takes seconds to start); `anonymize serve` starts them (serve.ts).
    textWorkers: 0,
    jobTimeoutMs: undefined,
    license: undefined,
    redactor: {},
    version: '0.0.0',
    ...partial,
  };
}
