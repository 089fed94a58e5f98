import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../../src/server/redis/connection.js';
import { RedisQueue } from '../../../src/server/redis/queue.js';
import { RedisStore } from '../../../src/server/redis/store.js';
import { RedisSweeper } from '../../../src/server/redis/sweeper.js';
import type { JobRecord } from '../../../src/server/store/types.js';
import { startRedis, type TestRedis } from '../../helpers/redis.js';
import { tempDir } from '../helpers.js';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const job = (id: string, status: JobRecord['status'], at: string): JobRecord => ({
  id, owner: null, status, fileType: 'csv', createdAt: at, updatedAt: at, filename: 'a.csv', extension: '.csv', size: 10, options: {}, attempts: status === 'processing' ? 1 : 0,
});

describe('the sweeper of serve --redis', () => {
  it('fails jobs the store has as queued or processing that BullMQ no longer holds, once quiet; leaves the rest', async () => {
    const store = await RedisStore.open({ url: redis.url, kind: 'fail-fast', name: 'sweeper', prefix: 's1' });
    const client = await connectRedis(redis.url, 'fail-fast', 'sweeper-queue');
    const queue = RedisQueue.create(client, 100, 's1');
    const log = { info: () => {}, error: () => {} };
    const now = Date.parse('2026-05-01T12:00:00Z');
    const sweeper = new RedisSweeper(store, queue, { dataDir: tempDir(), retentionMs: 3600_000, everyMs: 60_000, quietMs: 60_000, now: () => now, log });
    const old = '2026-05-01T11:58:00.000Z';
    await store.createJob(job('never-queued', 'queued', old));
    await store.createJob(job('lost-while-processing', 'processing', old));
    await store.createJob(job('waiting', 'queued', old));
    await queue.enqueue('waiting');
    await store.createJob(job('just-created', 'queued', '2026-05-01T11:59:30.000Z'));
    await store.createJob(job('done', 'completed', old));

    await sweeper.failLost();

    const status = async (id: string) => {
      const j = await store.getJob(id);
      return [j?.status, j?.error?.code ?? null];
    };
    expect(await status('never-queued')).toEqual(['failed', 'interrupted']);
    expect((await store.getJob('never-queued'))?.error?.message).toBe('the job was recorded but never queued (the shared store was unreachable); upload the file again');
    expect(await status('lost-while-processing')).toEqual(['failed', 'interrupted']);
    expect(await status('waiting')).toEqual(['queued', null]);
    expect(await status('just-created')).toEqual(['queued', null]);
    expect(await status('done')).toEqual(['completed', null]);
    await sweeper.close();
    await queue.close();
    await client.quit();
    await store.close();
  });
});
