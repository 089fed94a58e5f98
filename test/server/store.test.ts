import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { EmbeddedStore, STATE_FILE } from '../../src/server/store/embedded.js';
import { tempDir } from './helpers.js';
import { describeStoreContract, jobRecord as job } from './store-contract.js';

const LIMITS = { rate: 10, windowMs: 60_000, lifetime: 25 };

describeStoreContract('embedded', {
  async open() {
    const dataDir = tempDir();
    return { store: await EmbeddedStore.open({ dataDir, role: 'server' }), reopen: () => EmbeddedStore.open({ dataDir, role: 'server' }) };
  },
});

describe('embedded store', () => {
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
