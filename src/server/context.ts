import type { JobQueue } from './jobs/queue.js';
import type { JobRunner } from './jobs/runner.js';
import type { RedactorOptions } from '../engine/redactor.js';
import type { ServerOptions } from './options.js';
import type { JobOptions, ServerStore } from './store/types.js';

/** What the routes share. */
export interface AppContext {
  options: ServerOptions;
  store: ServerStore;
  queue: JobQueue;
  runner: JobRunner;
  startedAt: number;
  now(): number;
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
