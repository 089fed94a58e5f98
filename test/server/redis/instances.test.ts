import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../../src/server/redis/store.js';
import { startRedis, type TestRedis } from '../../helpers/redis.js';
import { bearer, postJson, tempDir, upload, waitForJob } from '../helpers.js';
import { killAll, runCli, startServe, startWorker, type CliProcess } from './processes.js';

/**
 * Two `serve --redis` instances and two `anonymize worker` processes on one Redis (the built
 * CLI, as deployed): tokens, demo limits and jobs are shared; a worker killed mid-job loses
 * nothing.
 */
let redis: TestRedis;
let dir: string;
let results: string;
let a: string;
let b: string;
let workers: CliProcess[];
let apis: CliProcess[];

beforeAll(async () => {
  redis = await startRedis();
  dir = tempDir('anonymize-redis-');
  results = path.join(dir, 'shared');
  mkdirSync(results);
  const demo = ['--mode', 'demo', '--rate-limit', '30', '--lifetime-cap', '1000'];
  const [sa, sb, ...ws] = await Promise.all([
    startServe(redis.url, results, demo, dir),
    startServe(redis.url, results, demo, dir),
    startWorker(redis.url, results, [], dir),
    startWorker(redis.url, results, [], dir),
  ]);
  a = sa.url;
  b = sb.url;
  apis = [sa.proc, sb.proc];
  workers = ws;
}, 60_000);

afterAll(async () => {
  await killAll();
  await redis?.stop();
});

const env = () => ({ ANONYMIZE_REDIS_URL: redis.url });

function createToken(org: string): string {
  const r = runCli(['serve', 'token', 'create', '--org', org, '--use-case', 'redis test'], dir, env());
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/^anz_[A-Za-z0-9_-]{43}\n$/);
  return r.stdout.trim();
}

function listTokens(): { id: string; org: string; used: number; revoked_at: string | null }[] {
  const r = runCli(['serve', 'token', 'list', '--json'], dir, env());
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

const CSV = 'name,email,phone\nJane Novak,jane.novak@example.com,+1 415-555-0132\n';

describe('serve --redis: two instances, two workers', () => {
  it('a token created or revoked with --redis works or stops working on every instance at once', async () => {
    const token = createToken('Token Corp');
    for (const base of [a, b]) expect((await fetch(`${base}/anonymize/entities`, { headers: bearer(token) })).status).toBe(200);
    const { id } = listTokens().find((t) => t.org === 'Token Corp')!;
    expect(runCli(['serve', 'token', 'revoke', id], dir, env()).status).toBe(0);
    for (const base of [a, b]) {
      const res = await fetch(`${base}/anonymize/entities`, { headers: bearer(token) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
    }
  });

  it('31 concurrent counted requests split over both instances: exactly 30 accepted, one 429 with Retry-After', async () => {
    const token = createToken('Limit Corp');
    const responses = await Promise.all(Array.from({ length: 31 }, (_, i) => postJson(`${i % 2 ? b : a}/anonymize/text`, { text: 'Mail jane.novak@example.com', entities: 'EMAIL_ADDRESS' }, bearer(token))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const limited = responses.find((r) => r.status === 429)!;
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // The refused request was not counted.
    expect(listTokens().find((t) => t.org === 'Limit Corp')!.used).toBe(30);
  });

  it('uploads to either instance are run by the workers; status and download work from the other instance', async () => {
    const token = createToken('Upload Corp');
    const h = bearer(token);
    const ids: string[] = [];
    for (const base of [a, b, a, b]) {
      const res = await upload(`${base}/anonymize/csv`, { name: 'customers.csv', bytes: CSV }, {}, h);
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { job_id: string }).job_id);
    }
    for (const [i, id] of ids.entries()) {
      const other = i % 2 ? a : b;
      const job = await waitForJob(other, id, h);
      expect(job).toMatchObject({ status: 'completed', file_type: 'csv', result: { filename: 'customers.csv', counts: { PERSON_NAME: 1, EMAIL_ADDRESS: 1, PHONE_NUMBER: 1 } } });
      const down = await fetch(`${other}/anonymize/status/${id}?download=1`, { headers: h });
      expect(down.status).toBe(200);
      expect(await down.text()).toBe('name,email,phone\n[PERSON_NAME],[EMAIL_ADDRESS],[PHONE_NUMBER]\n');
    }
    // Each job was completed once, by one worker or the other.
    const completions = workers.flatMap((w) => ids.filter((id) => w.stderr().includes(`"job":"${id}","file_type":"csv","status":"completed"`)));
    expect(completions.sort()).toEqual([...ids].sort());
  });

  it('a worker killed (SIGKILL) mid-job: the job is completed by the other worker', async () => {
    const token = createToken('Kill Corp');
    const h = bearer(token);
    // Big enough that the job is still running when its worker is killed.
    const rows = Array.from({ length: 6000 }, (_, i) => `Jane Novak ${i},jane.novak${i}@example.com,+1 415-555-${String(i % 10000).padStart(4, '0')}`);
    const res = await upload(`${a}/anonymize/csv`, { name: 'big.csv', bytes: `name,email,phone\n${rows.join('\n')}\n` }, {}, h);
    expect(res.status).toBe(202);
    const id = ((await res.json()) as { job_id: string }).job_id;
    const started = new RegExp(`"job":"${id}","file_type":"csv","status":"processing"`);
    const waits = workers.map((w) => w.waitFor(started).then(() => w));
    for (const w of waits) w.catch(() => undefined); // the one that doesn't take it may never say so
    const taker = await Promise.race(waits);
    expect(await taker.kill('SIGKILL')).toBe(null);
    const other = workers.find((w) => w !== taker)!;
    const job = await waitForJob(b, id, h, 7000);
    expect(job).toMatchObject({ status: 'completed', result: { counts: { PERSON_NAME: 6000, EMAIL_ADDRESS: 6000, PHONE_NUMBER: 6000 } } });
    expect(other.stderr()).toMatch(new RegExp(`"job":"${id}","file_type":"csv","status":"processing","attempt":2`));
    const store = await RedisStore.open({ url: redis.url, kind: 'fail-fast', name: 'test' });
    expect((await store.getJob(id))?.attempts).toBe(2);
    await store.close();
  });

  it('SIGTERM stops an API instance and a worker cleanly (exit 0); the other instance goes on', async () => {
    const worker = workers.find((w) => w.child.exitCode === null && w.child.signalCode === null)!;
    expect(await Promise.all([apis[0]!.kill('SIGTERM'), worker.kill('SIGTERM')])).toEqual([0, 0]);
    expect(((await (await fetch(`${b}/health`)).json()) as { status: string }).status).toBe('ok');
  });
});
