// `serve --redis` with `anonymize worker` processes (run by `npm run bench`, or alone after
// `npm run build`): jobs per minute for BENCH_REDIS_JOBS (default 1,000) small CSV uploads with
// 1, 2 and 4 workers (one job at a time each), and the embedded pool with one worker thread on
// the same uploads: what Redis and BullMQ cost per job. Prints, never asserts. Bounded: each
// phase stops after BENCH_REDIS_TIMEOUT seconds (default 120) and says so.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLicenseKeyPair, issueLicense } from '../dist/server/license.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(root, 'bin/anonymize.js');
const JOBS = Number(process.env.BENCH_REDIS_JOBS ?? 1000);
const TIMEOUT_S = Number(process.env.BENCH_REDIS_TIMEOUT ?? 120);
const IN_FLIGHT = 16;
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const work = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-redis-'));
const children = new Set();

/** A small CSV (about 300 bytes): the per-job overhead dominates, which is what this measures. */
const csv = (k) =>
  Buffer.from(
    `id,name,email,phone\n${Array.from({ length: 4 }, (_, i) => `${k * 4 + i},Jane Novak ${i},jane.novak${k}.${i}@example.com,+1 415 555 ${String(1000 + ((k + i) % 9000))}`).join('\n')}\n`,
  );

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function start(args, ready) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let err = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => {
      if (err.length < 8192) err += d.toString();
      const m = ready.exec(err);
      if (m && !child.ready) {
        child.ready = true;
        child.match = m;
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited ${code}: ${err}`)));
  });
}

async function stop(child) {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function startRedis() {
  const port = await freePort();
  const dir = path.join(work, `redis-${port}`);
  mkdirSync(dir);
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.add(child);
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (/Ready to accept connections/.test(out)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited ${code}`)));
  });
  return { child, url: `redis://127.0.0.1:${port}` };
}

/** Uploads JOBS files, IN_FLIGHT at a time, then waits until every job is completed; jobs per minute over the whole. */
async function run(url) {
  const t0 = performance.now();
  const deadline = t0 + TIMEOUT_S * 1000;
  const ids = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < JOBS) {
        const k = next++;
        const form = new FormData();
        form.append('file', new Blob([csv(k)]), `people-${k}.csv`);
        const res = await fetch(`${url}/anonymize/csv`, { method: 'POST', body: form });
        if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
        ids[k] = (await res.json()).job_id;
      }
    }),
  );
  const uploaded = (performance.now() - t0) / 1000;
  for (const id of ids) {
    for (;;) {
      const job = await (await fetch(`${url}/anonymize/status/${id}`)).json();
      if (job.status === 'completed') break;
      if (job.status === 'failed') throw new Error(`job failed: ${JSON.stringify(job.error)}`);
      if (performance.now() > deadline) return { timedOut: true, uploaded };
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return { perMinute: (JOBS / seconds) * 60, seconds, uploaded };
}

const fmt = (r) => (r.timedOut ? `did not finish within ${TIMEOUT_S} s` : `${r.perMinute.toFixed(0).padStart(6)} jobs/min  (${r.seconds.toFixed(1)} s for ${JOBS} jobs; uploads took ${r.uploaded.toFixed(1)} s)`);

try {
  console.log(`Redis benchmark: ${JOBS} small CSV uploads (~300 bytes), ${IN_FLIGHT} in flight, one serve instance (${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)})`);
  const pair = generateLicenseKeyPair();
  writeFileSync(path.join(work, 'public.pem'), pair.publicKey);
  writeFileSync(path.join(work, 'license.key'), issueLicense(pair.privateKey, { licensee: 'Bench', expires: '2099-01-01' }, new Date()));
  const license = ['--license-public-key', 'public.pem', '--license-key-file', 'license.key', '--log-level', 'warn', '--queue-size', String(JOBS + 100)];
  const listening = /^listening on (http:\S+)$/m;

  const embedded = await start(['serve', '--port', '0', '--data-dir', 'embedded', '--workers', '1', ...license], listening);
  const e1 = await run(embedded.match[1]);
  await stop(embedded);
  console.log(`embedded pool, 1 worker thread:       ${fmt(e1)}  load average ${loadavg()[0].toFixed(1)}`);

  const results = {};
  for (const n of [1, 2, 4]) {
    const redis = await startRedis();
    const shared = path.join(work, `shared-${n}`);
    const api = await start(['serve', '--port', '0', '--redis', redis.url, '--results-dir', shared, ...license], listening);
    const workers = await Promise.all(Array.from({ length: n }, () => start(['worker', '--redis', redis.url, '--results-dir', shared, '--concurrency', '1', '--log-level', 'warn'], /^taking jobs from /m)));
    results[n] = await run(api.match[1]);
    console.log(`redis, ${n} worker${n > 1 ? 's' : ' '} (1 thread each):      ${fmt(results[n])}  load average ${loadavg()[0].toFixed(1)}`);
    await Promise.all([api, ...workers].map(stop));
    await stop(redis.child);
  }
  if (!e1.timedOut && !results[1].timedOut) {
    const ms = ((results[1].seconds - e1.seconds) / JOBS) * 1000;
    console.log(`Redis + BullMQ + a worker process vs the embedded pool, 1 worker each: ${((results[1].seconds / e1.seconds) * 100).toFixed(0)}% of its time, ${Math.abs(ms).toFixed(1)} ms ${ms >= 0 ? 'more' : 'less'} per job (the worker process runs beside serve's event loop)`);
  }
  if (!results[1].timedOut && !results[4].timedOut) {
    console.log(`scaling 1 -> 2 -> 4 workers: x${(results[2].perMinute / results[1].perMinute).toFixed(2)}, x${(results[4].perMinute / results[1].perMinute).toFixed(2)} (capped by the ${availableParallelism()} cores: serve, Redis and the workers share them)`);
  }
} finally {
  for (const c of children) c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
