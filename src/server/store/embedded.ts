import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../errors.js';
import { appendRecordSync, Journal, readRecords, rewriteJournal } from './journal.js';
import type { ConsumeResult, CountLimits, JobRecord, JobStatus, ServerStore, TokenRecord, TokenUsage } from './types.js';

/**
 * The embedded store: no server to install. Two journals in the data directory:
 * - `tokens.jsonl`: tokens and revocations, appended by `anonymize serve token` (another
 *   process, possibly while the server runs: the server reads what was appended since it last
 *   looked, when the file has grown);
 * - `state.jsonl`: counted requests and job records, appended by the server alone (a lock file,
 *   `server.lock`, keeps a second server off the same folder), each append fsync'd before the
 *   request is answered, and compacted (one record per token and per job) at every start.
 */
export interface EmbeddedStoreOptions {
  dataDir: string;
  /** `server`: the running server (locks, compacts, writes state); `admin`: token commands. */
  role: 'server' | 'admin';
  /** The rate window, so that compaction keeps the timestamps still inside it. */
  windowMs?: number;
  now?: () => number;
}

interface Usage {
  used: number;
  /** Timestamps (ms) of the counted requests still in the rate window, oldest first, from `head`. */
  recent: number[];
  head: number;
}

type TokenLine = { op: 'token'; token: TokenRecord } | { op: 'revoke'; id: string; at: string };
type StateLine = { op: 'use'; token: string; at: number } | { op: 'usage'; token: string; used: number; recent: number[] } | { op: 'job'; job: JobRecord };

export const TOKENS_FILE = 'tokens.jsonl';
/**
 * At most one fdatasync of the state journal per this interval: under load the flushes, which
 * cost kernel CPU, stay few; a power loss forgets at most this much (plus one flush) of counts.
 */
export const FLUSH_INTERVAL_MS = 10;
/**
 * How long a demo count may wait for its flush (it is written at once, so a crash or kill -9
 * never loses it; a power loss can forget this much of counts, plus one flush).
 */
export const COUNT_FLUSH_WITHIN_MS = 100;
/** A revocation by `serve token revoke` takes effect within this (one stat of tokens.jsonl per interval, not per request). */
export const REVOCATION_DELAY_MS = 250;
export const STATE_FILE = 'state.jsonl';
export const LOCK_FILE = 'server.lock';

export class EmbeddedStore implements ServerStore {
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly byHash = new Map<string, string>();
  private readonly usageById = new Map<string, Usage>();
  private readonly jobs = new Map<string, JobRecord>();
  private tokensEnd = 0;
  private tokensSize = -1;
  private tokensCheckedAt = -Infinity;
  private journal: Journal | undefined;
  private readonly tokensFile: string;
  private readonly stateFile: string;
  private readonly lockFile: string;

  private constructor(private readonly options: EmbeddedStoreOptions) {
    this.tokensFile = path.join(options.dataDir, TOKENS_FILE);
    this.stateFile = path.join(options.dataDir, STATE_FILE);
    this.lockFile = path.join(options.dataDir, LOCK_FILE);
  }

  static async open(options: EmbeddedStoreOptions): Promise<EmbeddedStore> {
    const store = new EmbeddedStore(options);
    try {
      mkdirSync(options.dataDir, { recursive: true });
    } catch (e) {
      throw new ConfigError(`--data-dir ${options.dataDir}: cannot create it (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    if (options.role === 'server') store.lock();
    store.refreshTokens();
    for (const r of readRecords(store.stateFile).records) store.applyState(r as StateLine);
    if (options.role === 'server') {
      rewriteJournal(store.stateFile, store.snapshot());
      store.journal = await Journal.open(store.stateFile, FLUSH_INTERVAL_MS);
    }
    return store;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** One server per data directory; a lock left by a killed server (its process is gone) is taken over. */
  private lock(): void {
    try {
      const pid = Number(readFileSync(this.lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new ConfigError(`--data-dir ${this.options.dataDir} is in use by another server (process ${pid}); stop it or choose another folder`);
      }
    } catch (e) {
      if (e instanceof ConfigError) throw e;
    }
    writeFileSync(this.lockFile, `${process.pid}\n`);
  }

  private snapshot(): StateLine[] {
    const since = this.now() - (this.options.windowMs ?? 60_000);
    const lines: StateLine[] = [];
    for (const [token, u] of this.usageById) lines.push({ op: 'usage', token, used: u.used, recent: u.recent.slice(u.head).filter((t) => t > since) });
    for (const job of this.jobs.values()) lines.push({ op: 'job', job });
    return lines;
  }

  private usageOf(id: string): Usage {
    let u = this.usageById.get(id);
    if (!u) this.usageById.set(id, (u = { used: 0, recent: [], head: 0 }));
    return u;
  }

  private applyState(line: StateLine): void {
    if (line?.op === 'use') {
      const u = this.usageOf(line.token);
      u.used++;
      u.recent.push(line.at);
    } else if (line?.op === 'usage') {
      this.usageById.set(line.token, { used: line.used, recent: [...line.recent], head: 0 });
    } else if (line?.op === 'job') this.jobs.set(line.job.id, line.job);
  }

  /**
   * Reads the token lines appended since the last look (by `serve token` in another process).
   * `maxAgeMs`: skip the look when the last one is that recent (a known token's revocation is
   * seen within it; an unknown token always looks, so a new token works at once).
   */
  private refreshTokens(maxAgeMs = 0): void {
    const at = performance.now();
    if (at - this.tokensCheckedAt < maxAgeMs) return;
    this.tokensCheckedAt = at;
    let size: number;
    try {
      size = statSync(this.tokensFile).size;
    } catch {
      return;
    }
    if (size === this.tokensSize) return;
    const { records, end } = readRecords(this.tokensFile, this.tokensEnd);
    this.tokensEnd = end;
    this.tokensSize = size;
    for (const r of records as TokenLine[]) {
      if (r?.op === 'token') {
        this.tokens.set(r.token.id, r.token);
        this.byHash.set(r.token.hash, r.token.id);
      } else if (r?.op === 'revoke') {
        const t = this.tokens.get(r.id);
        if (t) this.tokens.set(r.id, { ...t, revokedAt: r.at });
      }
    }
  }

  async addToken(token: TokenRecord): Promise<void> {
    appendRecordSync(this.tokensFile, { op: 'token', token } satisfies TokenLine);
    this.refreshTokens();
  }

  async tokenByHash(hash: string): Promise<TokenRecord | undefined> {
    this.refreshTokens(REVOCATION_DELAY_MS);
    if (!this.byHash.has(hash)) this.refreshTokens();
    const id = this.byHash.get(hash);
    return id === undefined ? undefined : this.tokens.get(id);
  }

  async listTokens(): Promise<(TokenRecord & TokenUsage)[]> {
    this.refreshTokens();
    return [...this.tokens.values()].map((t) => ({ ...t, used: this.usageById.get(t.id)?.used ?? 0 }));
  }

  async revokeToken(id: string, at: Date): Promise<boolean> {
    this.refreshTokens();
    if (!this.tokens.has(id)) return false;
    appendRecordSync(this.tokensFile, { op: 'revoke', id, at: at.toISOString() } satisfies TokenLine);
    this.refreshTokens();
    return true;
  }

  async consume(tokenId: string, limits: CountLimits, now: number): Promise<ConsumeResult> {
    const u = this.usageOf(tokenId);
    if (u.used >= limits.lifetime) return { ok: false, reason: 'cap_reached', used: u.used };
    const since = now - limits.windowMs;
    while (u.head < u.recent.length && u.recent[u.head]! <= since) u.head++;
    if (u.head > 1024) {
      u.recent = u.recent.slice(u.head);
      u.head = 0;
    }
    const inWindow = u.recent.length - u.head;
    if (inWindow >= limits.rate) {
      // The request that must leave the window before one more fits.
      const leaving = u.recent[u.recent.length - limits.rate]!;
      return { ok: false, reason: 'rate_limited', retryAfterMs: leaving + limits.windowMs - now };
    }
    u.used++;
    u.recent.push(now);
    const durable = this.writer().append({ op: 'use', token: tokenId, at: now } satisfies StateLine, COUNT_FLUSH_WITHIN_MS);
    durable.catch(() => undefined); // the write(2) above already survives kill -9
    return { ok: true, used: u.used, durable };
  }

  async usage(tokenId: string): Promise<TokenUsage> {
    return { used: this.usageById.get(tokenId)?.used ?? 0 };
  }

  async createJob(job: JobRecord): Promise<void> {
    this.jobs.set(job.id, job);
    await this.writer().append({ op: 'job', job } satisfies StateLine);
  }

  async updateJob(id: string, patch: Partial<Omit<JobRecord, 'id'>>, now: Date): Promise<JobRecord | undefined> {
    const current = this.jobs.get(id);
    if (!current) return undefined;
    const job: JobRecord = { ...current, ...patch, id, updatedAt: now.toISOString() };
    this.jobs.set(id, job);
    await this.writer().append({ op: 'job', job } satisfies StateLine);
    return job;
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    return this.jobs.get(id);
  }

  async listJobs(statuses?: readonly JobStatus[]): Promise<JobRecord[]> {
    const all = [...this.jobs.values()];
    return (statuses ? all.filter((j) => statuses.includes(j.status)) : all).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  private writer(): Journal {
    if (!this.journal) throw new Error('the store was opened for token administration only');
    return this.journal;
  }

  async close(): Promise<void> {
    await this.journal?.close();
    this.journal = undefined;
    if (this.options.role === 'server') rmSync(this.lockFile, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
