import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { EmbeddedStore, STATE_FILE } from '../../src/server/store/embedded.js';
import type { JobRecord } from '../../src/server/store/types.js';
import { tempDir } from './helpers.js';

const LIMITS = { rate: 10, windowMs: 60_000, lifetime: 25 };

const job = (id: string): JobRecord => ({
  id,
  owner: 'tok_a',
  status: 'queued',
  fileType: 'csv',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  filename: 'a.csv',
  extension: '.csv',
  size: 3,
  options: { entities: ['EMAIL_ADDRESS'] },
  attempts: 0,
});

describe('embedded store', () => {
  it('consume is atomic: 50 concurrent requests, exactly the rate is counted', async () => {
    const dataDir = tempDir();
    const store = await EmbeddedStore.open({ dataDir, role: 'server' });
    const results = await Promise.all(Array.from({ length: 50 }, () => store.consume('tok_a', LIMITS, 1000)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok && r.reason === 'rate_limited')).toHaveLength(40);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'rate_limited', retryAfterMs: 60_000 });
    expect(await store.usage('tok_a')).toEqual({ used: 10 });
    await store.close();
  });

  it('counters, windows and jobs survive a reopen; the journal is compacted to one line per token and job', async () => {
    const dataDir = tempDir();
    const a = await EmbeddedStore.open({ dataDir, role: 'server', now: () => 1000 });
    for (let i = 0; i < 10; i++) await a.consume('tok_a', LIMITS, 1000 + i);
    await a.createJob(job('j1'));
    await a.updateJob('j1', { status: 'processing', attempts: 1 }, new Date('2026-01-01T00:00:01Z'));
    await a.close();
    expect(readFileSync(path.join(dataDir, STATE_FILE), 'utf8').trim().split('\n')).toHaveLength(12);

    const b = await EmbeddedStore.open({ dataDir, role: 'server', now: () => 2000 });
    expect(readFileSync(path.join(dataDir, STATE_FILE), 'utf8').trim().split('\n')).toHaveLength(2);
    expect(await b.usage('tok_a')).toEqual({ used: 10 });
    expect(await b.consume('tok_a', LIMITS, 2000)).toEqual({ ok: false, reason: 'rate_limited', retryAfterMs: 59_000 });
    expect(await b.getJob('j1')).toEqual({ ...job('j1'), status: 'processing', attempts: 1, updatedAt: '2026-01-01T00:00:01.000Z' });
    expect(await b.consume('tok_a', LIMITS, 70_000)).toMatchObject({ ok: true, used: 11 });
    await b.close();
  });

  it('a line torn by a crash (kill -9 mid-write) is dropped, the rest is kept', async () => {
    const dataDir = tempDir();
    const a = await EmbeddedStore.open({ dataDir, role: 'server' });
    await a.consume('tok_a', LIMITS, 1);
    await a.close();
    appendFileSync(path.join(dataDir, STATE_FILE), '{"op":"use","tok');
    const b = await EmbeddedStore.open({ dataDir, role: 'server' });
    expect(await b.usage('tok_a')).toEqual({ used: 1 });
    await b.close();
  });

  it('the lifetime cap is checked before the rate', async () => {
    const store = await EmbeddedStore.open({ dataDir: tempDir(), role: 'server' });
    const limits = { rate: 2, windowMs: 60_000, lifetime: 2 };
    await store.consume('t', limits, 0);
    await store.consume('t', limits, 0);
    expect(await store.consume('t', limits, 0)).toEqual({ ok: false, reason: 'cap_reached', used: 2 });
    await store.close();
  });

  it('one server per data directory; a lock left by a dead process is taken over', async () => {
    const dataDir = tempDir();
    const a = await EmbeddedStore.open({ dataDir, role: 'server' });
    await expect(EmbeddedStore.open({ dataDir, role: 'server' })).rejects.toThrow(ConfigError);
    await a.close();
    writeFileSync(path.join(dataDir, 'server.lock'), '999999999\n');
    const b = await EmbeddedStore.open({ dataDir, role: 'server' });
    await b.close();
  });

  it('tokens: stored as hashes, listed with their usage, revoked', async () => {
    const dataDir = tempDir();
    const admin = await EmbeddedStore.open({ dataDir, role: 'admin' });
    await admin.addToken({ id: 'tok_1', hash: 'ab'.repeat(32), org: 'Example Corp', useCase: 'tests', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(await admin.revokeToken('tok_2', new Date())).toBe(false);
    expect(await admin.revokeToken('tok_1', new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(await admin.listTokens()).toEqual([{ id: 'tok_1', hash: 'ab'.repeat(32), org: 'Example Corp', useCase: 'tests', createdAt: '2026-01-01T00:00:00.000Z', revokedAt: '2026-02-01T00:00:00.000Z', used: 0 }]);
    await expect(admin.consume('tok_1', LIMITS, 0)).rejects.toThrow('token administration only');
    await admin.close();
  });
});
