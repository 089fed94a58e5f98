import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../../src/server/redis/store.js';
import { EmbeddedStore } from '../../../src/server/store/embedded.js';
import type { ConsumeResult, JobRecord, ServerStore, TokenRecord } from '../../../src/server/store/types.js';
import { startRedis, type TestRedis } from '../../helpers/redis.js';

/**
 * The contract of the server's store, run against both implementations: the embedded journal
 * (one machine) and Redis (many). A third implementation adds a line to IMPLEMENTATIONS.
 */
let redis: TestRedis;
let prefixes = 0;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const IMPLEMENTATIONS: [string, () => Promise<ServerStore>][] = [
  ['embedded', () => EmbeddedStore.open({ dataDir: mkdtempSync(path.join(tmpdir(), 'anonymize-store-')), role: 'server' })],
  // A prefix per store: the tests share one Redis and start from nothing.
  ['redis', () => RedisStore.open({ url: redis.url, kind: 'fail-fast', name: 'contract', prefix: `t${++prefixes}` })],
];

const token = (id: string, hash: string): TokenRecord => ({ id, hash, org: 'Example Corp', useCase: 'CRM export test', createdAt: '2026-01-02T03:04:05.000Z' });

const job = (id: string, createdAt: string, extra: Partial<JobRecord> = {}): JobRecord => ({
  id,
  owner: 'tok_1',
  status: 'queued',
  fileType: 'csv',
  createdAt,
  updatedAt: createdAt,
  filename: 'customers.csv',
  extension: '.csv',
  size: 120,
  options: { entities: ['EMAIL_ADDRESS', 'PERSON_NAME'] },
  attempts: 0,
  ...extra,
});

const LIMITS = { rate: 3, windowMs: 60_000, lifetime: 5 };

/** The result without its `durable` promise (each implementation resolves it in its own time). */
const plain = (r: ConsumeResult) => {
  if (!r.ok) return r;
  const { durable: _durable, ...rest } = r;
  return rest;
};

describe.each(IMPLEMENTATIONS)('store contract: %s', (_name, open) => {
  let store: ServerStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('keeps tokens by hash, lists them with their usage, revokes them', async () => {
    expect(await store.tokenByHash('a'.repeat(64))).toBeUndefined();
    await store.addToken(token('tok_a', 'a'.repeat(64)));
    await store.addToken({ ...token('tok_b', 'b'.repeat(64)), createdAt: '2026-01-03T00:00:00.000Z' });
    expect(await store.tokenByHash('a'.repeat(64))).toEqual(token('tok_a', 'a'.repeat(64)));
    expect(await store.revokeToken('tok_missing', new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(await store.revokeToken('tok_a', new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect((await store.tokenByHash('a'.repeat(64)))?.revokedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(plain(await store.consume('tok_b', LIMITS, 1_000))).toEqual({ ok: true, used: 1 });
    const list = await store.listTokens();
    expect(list.map((t) => [t.id, t.used, t.revokedAt ?? null])).toEqual([
      ['tok_a', 0, '2026-02-01T00:00:00.000Z'],
      ['tok_b', 1, null],
    ]);
  });

  it('counts up to the rate, says when the oldest request leaves the window, then counts again', async () => {
    const t0 = 10_000_000;
    expect(plain(await store.consume('tok_r', LIMITS, t0))).toEqual({ ok: true, used: 1 });
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 1_000))).toEqual({ ok: true, used: 2 });
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 2_000))).toEqual({ ok: true, used: 3 });
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 30_000))).toEqual({ ok: false, reason: 'rate_limited', retryAfterMs: 30_000 });
    // Refused requests are not counted.
    expect(await store.usage('tok_r')).toEqual({ used: 3 });
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 59_999))).toEqual({ ok: false, reason: 'rate_limited', retryAfterMs: 1 });
    // Retry-After later, the oldest has left.
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 60_000))).toEqual({ ok: true, used: 4 });
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 61_000))).toEqual({ ok: true, used: 5 });
    // The lifetime cap comes before the rate.
    expect(plain(await store.consume('tok_r', LIMITS, t0 + 200_000))).toEqual({ ok: false, reason: 'cap_reached', used: 5 });
    expect(await store.usage('tok_r')).toEqual({ used: 5 });
    expect(await store.usage('tok_never')).toEqual({ used: 0 });
  });

  it('lets exactly `rate` of many concurrent requests through', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => store.consume('tok_c', { rate: 10, windowMs: 60_000, lifetime: 1000 }, 50_000_000)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === 'rate_limited')).toHaveLength(2);
    expect(await store.usage('tok_c')).toEqual({ used: 10 });
  });

  it('creates, patches, reads and lists jobs by status, oldest first', async () => {
    expect(await store.getJob('nope')).toBeUndefined();
    expect(await store.updateJob('nope', { status: 'failed' }, new Date())).toBeUndefined();
    await store.createJob(job('j2', '2026-03-01T00:00:02.000Z'));
    await store.createJob(job('j1', '2026-03-01T00:00:01.000Z', { owner: null, options: {} }));
    await store.createJob(job('j3', '2026-03-01T00:00:03.000Z'));
    expect(await store.getJob('j1')).toEqual(job('j1', '2026-03-01T00:00:01.000Z', { owner: null, options: {} }));

    const started = await store.updateJob('j2', { status: 'processing', attempts: 1 }, new Date('2026-03-01T00:01:00Z'));
    expect(started).toEqual(job('j2', '2026-03-01T00:00:02.000Z', { status: 'processing', attempts: 1, updatedAt: '2026-03-01T00:01:00.000Z' }));
    const result = { filename: 'customers.csv', contentType: 'text/csv; charset=utf-8', size: 99, counts: { EMAIL_ADDRESS: 2 } };
    await store.updateJob('j2', { status: 'completed', result }, new Date('2026-03-01T00:02:00Z'));
    await store.updateJob('j3', { status: 'failed', error: { code: 'processing_failed', message: 'not a CSV file' } }, new Date('2026-03-01T00:02:00Z'));

    expect((await store.getJob('j2'))?.result).toEqual(result);
    expect((await store.listJobs(['queued', 'processing'])).map((j) => j.id)).toEqual(['j1']);
    expect((await store.listJobs(['completed', 'failed'])).map((j) => j.id)).toEqual(['j2', 'j3']);
    expect((await store.listJobs()).map((j) => [j.id, j.status])).toEqual([
      ['j1', 'queued'],
      ['j2', 'completed'],
      ['j3', 'failed'],
    ]);
    await store.updateJob('j2', { status: 'expired' }, new Date('2026-03-02T00:02:00Z'));
    expect((await store.listJobs(['completed', 'failed'])).map((j) => j.id)).toEqual(['j3']);
    expect((await store.getJob('j2'))?.status).toBe('expired');
  });
});

describe('redis store: conditional updates', () => {
  it('patches a job only from the given statuses', async () => {
    const store = await RedisStore.open({ url: redis.url, kind: 'fail-fast', name: 'contract', prefix: `t${++prefixes}` });
    try {
      await store.createJob(job('c1', '2026-03-01T00:00:01.000Z', { status: 'completed' }));
      expect(await store.updateJobIf('c1', ['queued', 'processing'], { status: 'failed' }, new Date())).toBe(false);
      expect((await store.getJob('c1'))?.status).toBe('completed');
      expect(await store.updateJobIf('missing', ['queued'], { status: 'failed' }, new Date())).toBeUndefined();
      const failed = await store.updateJobIf('c1', ['completed'], { status: 'failed', error: { code: 'x', message: 'y' } }, new Date('2026-03-01T00:00:02.000Z'));
      expect(failed && [failed.status, failed.error, failed.updatedAt]).toEqual(['failed', { code: 'x', message: 'y' }, '2026-03-01T00:00:02.000Z']);
      expect((await store.listJobs(['failed'])).map((j) => j.id)).toEqual(['c1']);
      expect(await store.listJobs(['completed'])).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
