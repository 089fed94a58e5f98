import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';
import { freePort } from '../helpers/redis.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'anonymize-worker-'));

/** `anonymize worker` and `--redis` refusals: one line on stderr, nothing on stdout. */
describe('worker and --redis errors', () => {
  it('worker without a Redis is a usage error', async () => {
    const r = await run(['worker'], { cwd: dir(), env: {} });
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'anonymize: worker needs the Redis of the API instances: --redis URL, ANONYMIZE_REDIS_URL or server.redis\n']);
  });

  it('a URL that is not redis:// is a usage error, naming where it came from', async () => {
    const flag = await run(['worker', '--redis', 'http://127.0.0.1:6379'], { cwd: dir(), env: {} });
    expect([flag.code, flag.stderr]).toEqual([2, 'anonymize: --redis: use a redis:// or rediss:// URL (got http)\n']);
    const env = await run(['serve', 'token', 'list'], { cwd: dir(), env: { ANONYMIZE_REDIS_URL: 'localhost:6379' } });
    expect([env.code, env.stderr]).toEqual([2, 'anonymize: ANONYMIZE_REDIS_URL: use a redis:// or rediss:// URL (got localhost)\n']);
  });

  it('bad numbers are usage errors', async () => {
    const r = await run(['worker', '--redis', 'redis://127.0.0.1:1', '--concurrency', '0'], { cwd: dir(), env: {} });
    expect([r.code, r.stderr]).toEqual([2, 'anonymize: --concurrency must be a whole number from 1 to 256, got "0"\n']);
  });

  it('a Redis nobody listens on: exit 1 with the reason, for the worker and the token commands', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const worker = await run(['worker', '--redis', url, '--results-dir', dir()], { cwd: dir(), env: {} });
    expect([worker.code, worker.stdout, worker.stderr]).toEqual([1, '', `anonymize: cannot reach Redis at ${url} (ECONNREFUSED)\n`]);
    const tokens = await run(['serve', 'token', 'list', '--redis', url], { cwd: dir(), env: {} });
    expect([tokens.code, tokens.stderr]).toEqual([1, `anonymize: cannot reach Redis at ${url} (ECONNREFUSED)\n`]);
  });
});
