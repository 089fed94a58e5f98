import type { EntityName } from '../../entities.js';
import type { Style } from '../../engine/types.js';

/**
 * The server's durable state behind one interface: evaluation tokens, their counters, jobs.
 * `embedded.ts` keeps it in the data directory (an fsync'd journal); a Redis implementation
 * replaces it for many machines. Every method may be called concurrently from the event loop;
 * an implementation makes `consume` atomic (check and count in one step). Worker threads never
 * touch the store: they get a job's files and report back to the main thread.
 */
export interface ServerStore extends TokenStore, LimitStore, JobStore {
  close(): Promise<void>;
  /** Whether a store on another machine (Redis) answers now; GET /health says degraded when not. */
  ping?(): Promise<boolean>;
}

/** An evaluation token of the demo mode. The token itself is never stored, only its hash. */
export interface TokenRecord {
  /** Public identifier (for `token list`, `token revoke`, logs and job ownership). */
  id: string;
  /** SHA-256 of the token, hex. */
  hash: string;
  org: string;
  useCase: string;
  createdAt: string;
  revokedAt?: string;
}

export interface TokenUsage {
  /** Counted requests over the token's lifetime. */
  used: number;
}

export interface TokenStore {
  addToken(token: TokenRecord): Promise<void>;
  /** The token with this hash, revoked ones included (the caller refuses those). */
  tokenByHash(hash: string): Promise<TokenRecord | undefined>;
  listTokens(): Promise<(TokenRecord & TokenUsage)[]>;
  /** False when no token has this id. */
  revokeToken(id: string, at: Date): Promise<boolean>;
}

export interface CountLimits {
  /** Counted requests per rolling window. */
  rate: number;
  windowMs: number;
  /** Counted requests over the token's lifetime. */
  lifetime: number;
}

export type ConsumeResult =
  /** `durable` resolves once the count is flushed to disk (fsync); it never rejects unobserved. */
  | { ok: true; used: number; durable: Promise<void> }
  | { ok: false; reason: 'rate_limited'; retryAfterMs: number }
  | { ok: false; reason: 'cap_reached'; used: number };

export interface LimitStore {
  /**
   * Atomically: refuses the request when the token has used its lifetime cap or its rate, or
   * counts it. Resolves once the count survives a crash of this process (kill -9): the
   * request runs only then. An accepted request's `durable` resolves once the count also
   * survives a power loss (flushed to disk); the server does not wait for it (docs/api.md,
   * "State and durability").
   */
  consume(tokenId: string, limits: CountLimits, now: number): Promise<ConsumeResult>;
  usage(tokenId: string): Promise<TokenUsage>;
}

export type FileType = 'pdf' | 'docx' | 'csv' | 'excel';
export const FILE_TYPES: readonly FileType[] = ['pdf', 'docx', 'csv', 'excel'];

/** queued -> processing -> completed | failed; completed and failed -> expired after the retention. */
export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'expired';

export interface JobOptions {
  entities?: EntityName[];
  style?: Style;
}

export interface JobRecord {
  id: string;
  /** The token that created it (demo mode); null on a self-hosted instance. */
  owner: string | null;
  status: JobStatus;
  fileType: FileType;
  createdAt: string;
  updatedAt: string;
  /** The upload's name as sent (path parts removed), and its extension as the handler sees it. */
  filename: string;
  extension: string;
  size: number;
  options: JobOptions;
  /** How many times processing started (a job interrupted by a crash is retried once). */
  attempts: number;
  result?: { filename: string; contentType: string; size: number; counts: Partial<Record<EntityName, number>>; warnings?: string[] };
  error?: { code: string; message: string };
}

export interface JobStore {
  createJob(job: JobRecord): Promise<void>;
  /** Applies the patch, stamps updatedAt, makes it durable; undefined for an unknown id. */
  updateJob(id: string, patch: Partial<Omit<JobRecord, 'id'>>, now: Date): Promise<JobRecord | undefined>;
  getJob(id: string): Promise<JobRecord | undefined>;
  /** Jobs in these states (all when omitted), oldest first. */
  listJobs(statuses?: readonly JobStatus[]): Promise<JobRecord[]>;
}
