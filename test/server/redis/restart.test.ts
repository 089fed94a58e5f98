import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../helpers/redis.js';
import { bearer, tempDir, upload } from '../helpers.js';
import { killAll, runCli, startServe, startWorker, type CliProcess } from './processes.js';

/**
 * Redis killed (SIGKILL) and restarted in the middle of a batch, with its append-only file as
 * docs/deploy.md asks: the API answers 503 with Retry-After and reports degraded meanwhile,
 * serve and the workers reconnect, and every job ends completed or failed with a reason.
 */
let redis: TestRedis;
let dir: string;
let api: string;
let workers: CliProcess[];
let token: string;

beforeAll(async () => {
  redis = await startRedis({ persistent: true });
  dir = tempDir('anonymize-redis-');
  const results = path.join(dir, 'shared');
  mkdirSync(results);
  const [serve, ...ws] = await Promise.all([
    startServe(redis.url, results, ['--mode', 'demo'], dir),
    startWorker(redis.url, results, [], dir),
    startWorker(redis.url, results, [], dir),
  ]);
  api = serve.url;
  workers = ws;
  const created = runCli(['serve', 'token', 'create', '--org', 'Restart Corp', '--use-case', 'redis restart'], dir, { ANONYMIZE_REDIS_URL: redis.url });
  expect(created.status).toBe(0);
  token = created.stdout.trim();
}, 60_000);

afterAll(async () => {
  await killAll();
  await redis?.stop();
});

describe('Redis restarting mid-batch', () => {
  it('503 with Retry-After and degraded health while it is down; afterwards every job is completed or failed with a reason', async () => {
    const h = bearer(token);
    const rows = Array.from({ length: 800 }, (_, i) => `Jane Novak ${i},jane.novak${i}@example.com`);
    const csv = `name,email\n${rows.join('\n')}\n`;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await upload(`${api}/anonymize/csv`, { name: `batch-${i}.csv`, bytes: csv }, {}, h);
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { job_id: string }).job_id);
    }
    // Mid-batch: once a worker has started on a job.
    const waits = workers.map((w) => w.waitFor(/"status":"processing"/));
    for (const w of waits) w.catch(() => undefined);
    await Promise.race(waits);
    await redis.kill();

    const during = await fetch(`${api}/anonymize/status/${ids[0]}`, { headers: h });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(((await during.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    const health = await fetch(`${api}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('degraded');

    await new Promise((r) => setTimeout(r, 500));
    await redis.start();

    const end = Date.now() + 6500;
    const final = new Map<string, { status: string; error?: { code: string; message: string } }>();
    while (final.size < ids.length && Date.now() < end) {
      for (const id of ids) {
        if (final.has(id)) continue;
        const res = await fetch(`${api}/anonymize/status/${id}`, { headers: h });
        if (res.status !== 200) continue; // still reconnecting
        const job = (await res.json()) as { status: string; error?: { code: string; message: string } };
        if (job.status === 'completed' || job.status === 'failed') final.set(id, job);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(final.size).toBe(ids.length);
    for (const job of final.values()) {
      if (job.status === 'failed') expect(job.error?.code).toMatch(/^[a-z_]+$/);
      else expect(job.status).toBe('completed');
    }
    expect(((await (await fetch(`${api}/health`)).json()) as { status: string }).status).toBe('ok');
  });
});
