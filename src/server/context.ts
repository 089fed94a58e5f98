import type { JobQueue } from './jobs/queue.js';
import type { RedactorOptions } from '../engine/redactor.js';
import type { ServerOptions } from './options.js';
import type { TextPool } from './text/pool.js';
import type { JobOptions, ServerStore } from './store/types.js';

/**
 * What runs the jobs (the embedded JobRunner: worker threads of this process), or, when workers
 * elsewhere run them (`serve --redis`), looks after them (redis/sweeper.ts).
 */
export interface Runner {
  start(): Promise<void>;
  close(graceMs: number): Promise<void>;
  /** Set when a job's end could not be recorded (health reports degraded). */
  readonly failure: string | undefined;
  readonly running: number;
  /** Deletes the results older than the retention now (also done periodically). */
  expire(): Promise<void>;
}

/** What the routes share. */
export interface AppContext {
  options: ServerOptions;
  store: ServerStore;
  queue: JobQueue;
  runner: Runner;
  startedAt: number;
  now(): number;
  /** The text workers (undefined: texts are redacted on the event loop). */
  textPool: TextPool | undefined;
  /** The server's redaction options with a request's entities and style. */
  redactorOptions(request: JobOptions): RedactorOptions;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Demo mode: the id of the request's evaluation token; null on a self-hosted instance. */
    tokenId: string | null;
  }
  interface FastifyContextConfig {
    /** Needs the bearer token in demo mode (every /anonymize/* route). */
    auth?: boolean;
    /** Counts toward the evaluation limits (the five POSTs). */
    counted?: boolean;
  }
}
