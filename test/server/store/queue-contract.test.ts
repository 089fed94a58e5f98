import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryQueue, type JobQueue } from '../../../src/server/jobs/queue.js';
import { connectRedis } from '../../../src/server/redis/connection.js';
import { RedisQueue } from '../../../src/server/redis/queue.js';
import { startRedis, type TestRedis } from '../../helpers/redis.js';

/**
 * What `serve` asks of its job queue, over both implementations: the embedded bounded FIFO and
 * the BullMQ queue of `serve --redis`. Who takes the jobs differs (the embedded runner takes
 * from the first; workers take from the second through BullMQ), so only adding is the contract.
 */
let redis: TestRedis;
let prefixes = 0;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const close of closers) await close();
  await redis?.stop();
});

const IMPLEMENTATIONS: [string, (capacity: number) => Promise<JobQueue>][] = [
  ['memory', async (capacity) => new MemoryQueue(capacity)],
  [
    'redis',
    async (capacity) => {
      const client = await connectRedis(redis.url, 'fail-fast', 'queue-contract');
      closers.push(() => client.quit());
      return RedisQueue.create(client, capacity, `q${++prefixes}`);
    },
  ],
];

describe.each(IMPLEMENTATIONS)('queue contract: %s', (_name, open) => {
  it('holds jobs up to its capacity and says when it is full', async () => {
    const queue = await open(2);
    expect(await queue.depth()).toBe(0);
    expect(await queue.hasRoom()).toBe(true);
    expect(await queue.enqueue('job-1')).toBe(true);
    expect(await queue.enqueue('job-2')).toBe(true);
    expect(await queue.depth()).toBe(2);
    expect(await queue.hasRoom()).toBe(false);
    await queue.close();
  });
});

describe('redis queue', () => {
  it('adds a job id once however often it is queued, and never hands jobs to serve itself', async () => {
    const queue = (await IMPLEMENTATIONS[1]![1](10)) as RedisQueue;
    await queue.enqueue('job-1');
    await queue.enqueue('job-1');
    expect(await queue.depth()).toBe(1);
    expect(await queue.stateOf('job-1')).toBe('waiting');
    expect(await queue.stateOf('job-2')).toBe('unknown');
    expect(await queue.take()).toBeUndefined();
    await queue.close();
  });
});
