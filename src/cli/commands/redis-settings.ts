import path from 'node:path';
import type { ServerConfig } from '../../config/schema.js';
import type { IO } from '../io.js';
import { dataDirOf, serverConfig } from './serve.js';

export interface RedisFlags {
  redis?: string;
  resultsDir?: string;
  dataDir?: string;
  config?: string;
}

export interface RedisSettings {
  /** undefined: no Redis (the embedded store and pool). */
  url: string | undefined;
  resultsDir: string;
  server: ServerConfig;
}

/**
 * The shared Redis and results folder of `serve`, `serve token` and `worker`: --redis >
 * ANONYMIZE_REDIS_URL > server.redis; --results-dir (relative to the working directory) >
 * server.resultsDir (relative to the config file) > the data directory. A URL with a password
 * is better given by the environment or the config file than on the command line.
 */
export async function redisSettings(flags: RedisFlags, io: IO): Promise<RedisSettings> {
  const { server, base } = await serverConfig(flags, io);
  const url = flags.redis ?? (io.env.ANONYMIZE_REDIS_URL || undefined) ?? server.redis;
  if (url !== undefined) {
    const { parseRedisUrl } = await import('../../server/redis/connection.js');
    parseRedisUrl(url, flags.redis !== undefined ? '--redis' : io.env.ANONYMIZE_REDIS_URL ? 'ANONYMIZE_REDIS_URL' : 'server.redis');
  }
  const resultsDir =
    flags.resultsDir !== undefined
      ? path.resolve(io.cwd, flags.resultsDir)
      : server.resultsDir !== undefined
        ? path.resolve(base, server.resultsDir)
        : dataDirOf(flags.dataDir, server, base, io);
  return { url, resultsDir, server };
}
