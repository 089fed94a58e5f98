import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { UnavailableError } from '../../errors.js';
import type { ConsumeResult, CountLimits, JobRecord, JobStatus, ServerStore, TokenRecord, TokenUsage } from '../store/types.js';
import { connectRedis, describeRedisError, isConnectionError, type ConnectionKind } from './connection.js';
import { CONSUME, REVOKE_TOKEN, UPDATE_JOB } from './scripts.js';

export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'processing', 'completed', 'failed', 'expired'];

/** The keys, all under one prefix (default `anonymize`), so a Redis can be shared with other apps. */
export function storeKeys(prefix: string) {
  return {
    token: (id: string) => `${prefix}:token:${id}`,
    tokenByHash: (hash: string) => `${prefix}:token-hash:${hash}`,
    tokens: `${prefix}:tokens`,
    used: (id: string) => `${prefix}:used:${id}`,
    window: (id: string) => `${prefix}:window:${id}`,
    job: (id: string) => `${prefix}:job:${id}`,
    jobsIn: (status: JobStatus) => `${prefix}:jobs:${status}`,
  };
}

interface ScriptedRedis extends Redis {
  anonymizeConsume(used: string, window: string, now: number, windowMs: number, rate: number, cap: number, member: string): Promise<[number, string | number, number?]>;
  anonymizeUpdateJob(...args: (string | number)[]): Promise<string[] | null | 0>;
  anonymizeRevokeToken(key: string, at: string): Promise<number>;
}

export interface RedisStoreOptions {
  url: string;
  /** fail-fast for `serve` (503 while Redis is away), patient for workers and the token commands. */
  kind: ConnectionKind;
  /** The client's name in `CLIENT LIST` (which instance or worker it is). */
  name: string;
  prefix?: string;
}

/**
 * The server's state in Redis, shared by every `serve` instance and worker (docs/deploy.md):
 * tokens as hashes with an index by token hash, the demo limits as a counter and a sorted-set
 * window per token (one Lua script checks and counts), jobs as hashes of JSON fields with a
 * sorted set per status. Durability is Redis's: run it with the append-only file.
 */
export class RedisStore implements ServerStore {
  private readonly keys: ReturnType<typeof storeKeys>;

  private constructor(
    readonly client: ScriptedRedis,
    private readonly url: string,
    prefix: string,
  ) {
    this.keys = storeKeys(prefix);
  }

  static async open(options: RedisStoreOptions): Promise<RedisStore> {
    const client = (await connectRedis(options.url, options.kind, options.name)) as ScriptedRedis;
    // defineCommand: EVALSHA, and EVAL again when a restarted Redis has forgotten the script.
    client.defineCommand('anonymizeConsume', { numberOfKeys: 2, lua: CONSUME });
    client.defineCommand('anonymizeUpdateJob', { lua: UPDATE_JOB });
    client.defineCommand('anonymizeRevokeToken', { numberOfKeys: 1, lua: REVOKE_TOKEN });
    return new RedisStore(client, options.url, options.prefix ?? 'anonymize');
  }

  /** Runs a command; "Redis is away" becomes UnavailableError (503 on the server, exit 1 in the CLI). */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (isConnectionError(e)) throw new UnavailableError(`the shared store (Redis) is unreachable: ${what} failed (${describeRedisError(e)})`, { cause: e });
      throw e;
    }
  }

  /** Whether Redis answers now (GET /health). */
  async ping(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async addToken(token: TokenRecord): Promise<void> {
    const fields: Record<string, string> = { id: token.id, hash: token.hash, org: token.org, useCase: token.useCase, createdAt: token.createdAt };
    if (token.revokedAt) fields.revokedAt = token.revokedAt;
    await this.call('adding the token', () =>
      this.client
        .multi()
        .hset(this.keys.token(token.id), fields)
        .set(this.keys.tokenByHash(token.hash), token.id)
        .zadd(this.keys.tokens, String(Date.parse(token.createdAt) || 0), token.id)
        .exec(),
    );
  }

  async tokenByHash(hash: string): Promise<TokenRecord | undefined> {
    return this.call('looking up the token', async () => {
      const id = await this.client.get(this.keys.tokenByHash(hash));
      if (id === null) return undefined;
      return tokenOf(await this.client.hgetall(this.keys.token(id)));
    });
  }

  async listTokens(): Promise<(TokenRecord & TokenUsage)[]> {
    return this.call('listing the tokens', async () => {
      const ids = await this.client.zrange(this.keys.tokens, '0', '-1');
      if (!ids.length) return [];
      const pipe = this.client.pipeline();
      for (const id of ids) pipe.hgetall(this.keys.token(id)).get(this.keys.used(id));
      const replies = (await pipe.exec()) ?? [];
      const out: (TokenRecord & TokenUsage)[] = [];
      for (let i = 0; i < ids.length; i++) {
        const token = tokenOf(replies[2 * i]?.[1] as Record<string, string>);
        if (token) out.push({ ...token, used: Number(replies[2 * i + 1]?.[1] ?? 0) });
      }
      return out;
    });
  }

  async revokeToken(id: string, at: Date): Promise<boolean> {
    return this.call('revoking the token', async () => (await this.client.anonymizeRevokeToken(this.keys.token(id), at.toISOString())) === 1);
  }

  async consume(tokenId: string, limits: CountLimits, now: number): Promise<ConsumeResult> {
    const reply = await this.call('counting the request', () =>
      this.client.anonymizeConsume(this.keys.used(tokenId), this.keys.window(tokenId), now, limits.windowMs, limits.rate, limits.lifetime, `${now}:${randomUUID()}`),
    );
    // Redis answers once the write is in its append-only file (fsync'd per write with appendfsync always).
    if (reply[0] === 1) return { ok: true, used: Number(reply[1]), durable: Promise.resolve() };
    if (reply[1] === 'cap') return { ok: false, reason: 'cap_reached', used: Number(reply[2]) };
    return { ok: false, reason: 'rate_limited', retryAfterMs: Number(reply[2]) };
  }

  async usage(tokenId: string): Promise<TokenUsage> {
    return this.call('reading the usage', async () => ({ used: Number((await this.client.get(this.keys.used(tokenId))) ?? 0) }));
  }

  async createJob(job: JobRecord): Promise<void> {
    const t = Date.parse(job.createdAt) || 0;
    await this.call('recording the job', () =>
      this.client
        .multi()
        .hset(this.keys.job(job.id), { ...jobFields(job), _id: job.id, _t: String(t) })
        .zadd(this.keys.jobsIn(job.status), String(t), job.id)
        .exec(),
    );
  }

  async updateJob(id: string, patch: Partial<Omit<JobRecord, 'id'>>, now: Date): Promise<JobRecord | undefined> {
    const r = await this.updateJobIf(id, [], patch, now);
    return r === false ? undefined : r;
  }

  /**
   * updateJob only while the job is in one of `from` (all when empty), checked and written in
   * one step: a worker finishing a job and an instance failing it as lost can't both win.
   * False when the job is in another status.
   */
  async updateJobIf(id: string, from: readonly JobStatus[], patch: Partial<Omit<JobRecord, 'id'>>, now: Date): Promise<JobRecord | undefined | false> {
    const args: string[] = [];
    for (const [field, value] of Object.entries(patch)) {
      if (field === 'id' || field === 'updatedAt') continue;
      args.push(field, value === undefined ? '' : JSON.stringify(value));
    }
    const keys = [this.keys.job(id), ...JOB_STATUSES.map((s) => this.keys.jobsIn(s))];
    const reply = await this.call('updating the job', () =>
      this.client.anonymizeUpdateJob(keys.length, ...keys, JOB_STATUSES.join(','), JSON.stringify(now.toISOString()), from.join(','), ...args),
    );
    if (reply === 0) return false;
    return reply ? jobOf(pairs(reply)) : undefined;
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    return this.call('reading the job', async () => jobOf(await this.client.hgetall(this.keys.job(id))));
  }

  async listJobs(statuses: readonly JobStatus[] = JOB_STATUSES): Promise<JobRecord[]> {
    return this.call('listing the jobs', async () => {
      const pipe = this.client.pipeline();
      for (const s of statuses) pipe.zrange(this.keys.jobsIn(s), '0', '-1', 'WITHSCORES');
      const entries: { id: string; t: number }[] = [];
      for (const [, reply] of (await pipe.exec()) ?? []) {
        const list = reply as string[];
        for (let i = 0; i < list.length; i += 2) entries.push({ id: list[i]!, t: Number(list[i + 1]) });
      }
      if (!entries.length) return [];
      entries.sort((a, b) => a.t - b.t);
      const read = this.client.pipeline();
      for (const e of entries) read.hgetall(this.keys.job(e.id));
      const jobs: JobRecord[] = [];
      for (const [, fields] of (await read.exec()) ?? []) {
        const job = jobOf(fields as Record<string, string>);
        if (job && statuses.includes(job.status)) jobs.push(job);
      }
      return jobs.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    });
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  toString(): string {
    return `RedisStore(${this.url})`;
  }
}

function pairs(list: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) out[list[i]!] = list[i + 1]!;
  return out;
}

function tokenOf(h: Record<string, string> | undefined): TokenRecord | undefined {
  if (!h || !h.id) return undefined;
  return { id: h.id, hash: h.hash!, org: h.org!, useCase: h.useCase!, createdAt: h.createdAt!, ...(h.revokedAt ? { revokedAt: h.revokedAt } : {}) };
}

function jobFields(job: JobRecord): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(job)) if (v !== undefined) out[k] = JSON.stringify(v);
  return out;
}

function jobOf(h: Record<string, string> | undefined): JobRecord | undefined {
  if (!h || !h._id) return undefined;
  const job: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(h)) if (!k.startsWith('_')) job[k] = JSON.parse(v);
  return job as unknown as JobRecord;
}
