import { hostname } from 'node:os';
import type { ServerOptions } from '../options.js';
import { connectRedis } from './connection.js';
import { RedisQueue } from './queue.js';
import { RedisStore } from './store.js';
import { RedisSweeper } from './sweeper.js';

export interface RedisServingOptions {
  url: string;
  /** Every instance's and worker's shared folder for uploads and results. */
  resultsDir: string;
  /** How often results are expired and lost jobs looked for (default 30 s). */
  sweepMs?: number;
  /** A job that hasn't moved for this long may be declared lost (default 60 s). */
  quietMs?: number;
  prefix?: string;
}

/**
 * `serve --redis`: the options that make buildServer use Redis for its state and BullMQ for its
 * jobs (the store, the queue, the sweeper instead of the embedded runner), and the folder that
 * every instance and worker shares. Returns the options and what to close after the server.
 */
export async function useRedis(options: ServerOptions, redis: RedisServingOptions): Promise<{ options: ServerOptions; close(): Promise<void> }> {
  const name = `anonymize-serve:${hostname()}:${process.pid}`;
  const store = await RedisStore.open({ url: redis.url, kind: 'fail-fast', name: `${name}:store`, prefix: redis.prefix });
  let client;
  try {
    client = await connectRedis(redis.url, 'fail-fast', `${name}:queue`);
  } catch (e) {
    await store.close();
    throw e;
  }
  const queue = RedisQueue.create(client, options.queueSize, redis.prefix);
  const now = options.now ?? Date.now;
  return {
    options: {
      ...options,
      // Job files go to the shared folder; the embedded store's files are not used.
      dataDir: redis.resultsDir,
      store,
      queue,
      runner: ({ log }) =>
        new RedisSweeper(store, queue, {
          dataDir: redis.resultsDir,
          retentionMs: options.retentionMs,
          everyMs: redis.sweepMs ?? Math.max(1000, Math.min(30_000, options.retentionMs / 2)),
          quietMs: redis.quietMs ?? 60_000,
          now,
          log,
        }),
    },
    async close() {
      await queue.close();
      await client.quit().catch(() => client.disconnect());
      await store.close();
    },
  };
}
