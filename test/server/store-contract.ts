import { describe, expect, it } from 'vitest';
import type { JobRecord, ServerStore } from '../../src/server/store/types.js';

/**
 * What every ServerStore must do, whatever keeps it (the embedded journal, Redis): call
 * `describeStoreContract('redis', open)` from a test file with a factory that gives a fresh,
 * empty store each time, and `reopen` the same state (a restart).
 */
export interface StoreFactory {
  open(): Promise<{ store: ServerStore; reopen(): Promise<ServerStore> }>;
}

const LIMITS = { rate: 10, windowMs: 60_000, lifetime: 25 };

export const jobRecord = (id: string, patch: Partial<JobRecord> = {}): JobRecord => ({
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
  ...patch,
});

export function describeStoreContract(name: string, factory: StoreFactory): void {
  describe(`ServerStore contract: ${name}`, () => {
    it('consume is atomic: 50 concurrent requests, exactly the rate is counted; Retry-After from the oldest in the window', async () => {
      const { store } = await factory.open();
      const results = await Promise.all(Array.from({ length: 50 }, () => store.consume('tok_a', LIMITS, 1000)));
      expect(results.filter((r) => r.ok)).toHaveLength(10);
      expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 40 }, () => ({ ok: false, reason: 'rate_limited', retryAfterMs: 60_000 })));
      expect(await store.usage('tok_a')).toEqual({ used: 10 });
      expect(await store.consume('tok_a', LIMITS, 61_000)).toMatchObject({ ok: true, used: 11 });
      await store.close();
    });

    it('the lifetime cap is checked before the rate, and refused requests are not counted', async () => {
      const { store } = await factory.open();
      const limits = { rate: 2, windowMs: 60_000, lifetime: 2 };
      await store.consume('t', limits, 0);
      await store.consume('t', limits, 0);
      expect(await store.consume('t', limits, 0)).toEqual({ ok: false, reason: 'cap_reached', used: 2 });
      expect(await store.usage('t')).toEqual({ used: 2 });
      await store.close();
    });

    it('counters, rate windows, tokens and jobs survive a restart', async () => {
      const { store, reopen } = await factory.open();
      for (let i = 0; i < 10; i++) await store.consume('tok_a', LIMITS, 1000 + i);
      await store.addToken({ id: 'tok_a', hash: 'cd'.repeat(32), org: 'Example Corp', useCase: 'tests', createdAt: '2026-01-01T00:00:00.000Z' });
      await store.createJob(jobRecord('j1'));
      await store.updateJob('j1', { status: 'processing', attempts: 1 }, new Date('2026-01-01T00:00:01Z'));
      await store.close();
      const again = await reopen();
      expect(await again.usage('tok_a')).toEqual({ used: 10 });
      expect(await again.consume('tok_a', LIMITS, 2000)).toEqual({ ok: false, reason: 'rate_limited', retryAfterMs: 59_000 });
      expect((await again.tokenByHash('cd'.repeat(32)))?.id).toBe('tok_a');
      expect(await again.getJob('j1')).toEqual(jobRecord('j1', { status: 'processing', attempts: 1, updatedAt: '2026-01-01T00:00:01.000Z' }));
      await again.close();
    });

    it('jobs: create, patch (stamping updatedAt), get, list by state oldest first; unknown ids', async () => {
      const { store } = await factory.open();
      await store.createJob(jobRecord('b', { createdAt: '2026-01-02T00:00:00.000Z' }));
      await store.createJob(jobRecord('a', { createdAt: '2026-01-01T00:00:00.000Z' }));
      await store.createJob(jobRecord('c', { status: 'completed' }));
      expect((await store.listJobs(['queued'])).map((j) => j.id)).toEqual(['a', 'b']);
      expect((await store.listJobs()).map((j) => j.id).sort()).toEqual(['a', 'b', 'c']);
      expect(await store.updateJob('nope', { status: 'failed' }, new Date())).toBeUndefined();
      expect(await store.getJob('nope')).toBeUndefined();
      await store.close();
    });

    it('tokens: found by hash, listed with their usage, revoked', async () => {
      const { store } = await factory.open();
      await store.addToken({ id: 'tok_1', hash: 'ab'.repeat(32), org: 'Example Corp', useCase: 'tests', createdAt: '2026-01-01T00:00:00.000Z' });
      expect(await store.tokenByHash('ef'.repeat(32))).toBeUndefined();
      expect(await store.revokeToken('tok_2', new Date())).toBe(false);
      expect(await store.revokeToken('tok_1', new Date('2026-02-01T00:00:00Z'))).toBe(true);
      expect((await store.tokenByHash('ab'.repeat(32)))?.revokedAt).toBe('2026-02-01T00:00:00.000Z');
      expect(await store.listTokens()).toEqual([
        { id: 'tok_1', hash: 'ab'.repeat(32), org: 'Example Corp', useCase: 'tests', createdAt: '2026-01-01T00:00:00.000Z', revokedAt: '2026-02-01T00:00:00.000Z', used: 0 },
      ]);
      await store.close();
    });
  });
}
