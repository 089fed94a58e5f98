import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError, UnavailableError } from '../../errors.js';

/**
 * Connections to the Redis that several `serve` instances and `anonymize worker` processes
 * share. Two kinds, because the two sides want opposite things while Redis is away:
 * - `fail-fast` (serve): a request must not hang; commands fail at once while disconnected,
 *   and the route answers 503 with Retry-After;
 * - `patient` (workers, BullMQ): a finished job must still be recorded; commands wait in
 *   ioredis' offline queue until Redis is back (BullMQ requires `maxRetriesPerRequest: null`).
 * Both reconnect for ever, every 100 ms at first and at most every 2 s (ioredis' retryStrategy).
 */
export type ConnectionKind = 'fail-fast' | 'patient';

/** How long a command may take before the caller gives up (fail-fast) and the first connection may take. */
export const COMMAND_TIMEOUT_MS = 5_000;
export const CONNECT_TIMEOUT_MS = 10_000;

export const retryDelay = (times: number): number => Math.min(100 * 2 ** Math.min(times - 1, 5), 2_000);

/** `redis://[user:password@]host:port[/db]` or `rediss://` (TLS); anything else is a usage error. */
export function parseRedisUrl(url: string, source = '--redis'): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`${source}: "${url.slice(0, 80)}" is not a URL; use redis://HOST:PORT`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new ConfigError(`${source}: use a redis:// or rediss:// URL (got ${parsed.protocol.replace(/:$/, '')})`);
  }
  return parsed;
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return 'the Redis URL';
  }
}

export function redisOptions(kind: ConnectionKind, name: string): RedisOptions {
  return {
    connectionName: name,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: retryDelay,
    ...(kind === 'fail-fast'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS }
      : { enableOfflineQueue: true, maxRetriesPerRequest: null }),
  };
}

/**
 * A client, connected. Throws UnavailableError when the first connection fails within
 * CONNECT_TIMEOUT_MS (a server that cannot reach Redis at start is misconfigured, not degraded).
 */
export async function connectRedis(url: string, kind: ConnectionKind, name: string): Promise<Redis> {
  parseRedisUrl(url);
  const client = new Redis(url, redisOptions(kind, name));
  // Reconnections are reported by the owners (health, logs); without a listener ioredis prints them.
  let lastError: unknown;
  client.on('error', (e) => (lastError = e));
  const timeout = setTimeout(() => client.disconnect(), CONNECT_TIMEOUT_MS);
  try {
    await client.connect();
  } catch (e) {
    client.disconnect();
    // connect() rejects with "Connection is closed"; the socket's error says why.
    const why = lastError ?? e;
    throw new UnavailableError(`cannot reach Redis at ${redactedUrl(url)} (${describeRedisError(why)})`, { cause: why });
  } finally {
    clearTimeout(timeout);
  }
  return client;
}

/** A short reason without the command's arguments (they may hold a token hash or a job id). */
export function describeRedisError(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code && /^E[A-Z]+$/.test(err.code)) return err.code;
  const message = String(err?.message ?? e);
  if (/max retries per request/i.test(message)) return 'connection lost';
  if (/enableOfflineQueue|Stream isn't writeable|Connection is closed/i.test(message)) return 'not connected';
  if (/timed? ?out/i.test(message)) return 'timed out';
  return message.split('\n')[0]!.slice(0, 120);
}

/** Whether an error means "Redis is not reachable now" (as opposed to a bug or a script error). */
export function isConnectionError(e: unknown): boolean {
  const err = e as NodeJS.ErrnoException & { name?: string };
  if (err?.code && /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN)$|^ENOTFOUND$/.test(err.code)) return true;
  return /max retries per request|enableOfflineQueue|Stream isn't writeable|Connection is closed|Command timed out|LOADING|connect ETIMEDOUT/i.test(String(err?.message ?? ''));
}
