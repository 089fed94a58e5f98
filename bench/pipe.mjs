// `anonymize text` over a log pipe (issue 20): MB/s of `cat logs | anonymize text` on one thread
// (--concurrency 1, the engine's StreamRedactor on the main thread) and on worker threads
// (--concurrency 2), wall clock with the ratio (target >= 1.7x on 2 cores), CPU time of each (in
// all, and per thread: main, workers, V8's and libuv's background threads, bench/threadcpu.mjs),
// and whether both outputs are the same bytes. On a busy machine the wall clock says little, so it
// also prints the ratio the CPU times project for an idle 2-core machine: one thread's run takes
// its main thread's time (its background work runs on the idle core), the other's the largest of
// its main thread's, its busiest worker's, and half its CPU in all. The log corpus is
// bench/logs-corpus.mjs (synthetic), written under the system temp folder and removed afterwards.
//
//   node bench/pipe.mjs          # after npm run build; BENCH_PIPE_MB=200 as in the issue (default 100)
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { logsCorpus } from './logs-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'anonymize.js');
const cputime = path.join(root, 'bench', 'cputime.mjs');
const threadcpu = path.join(root, 'bench', 'threadcpu.mjs');

export async function writeLogs(file, bytes) {
  const out = createWriteStream(file);
  const write = (s) => (out.write(s) ? Promise.resolve() : new Promise((r) => out.once('drain', r)));
  const text = logsCorpus(bytes);
  for (let i = 0; i < text.length; i += 1 << 20) await write(text.slice(i, i + (1 << 20)));
  await new Promise((r) => out.end(r));
}

/**
 * Runs `anonymize text` with the file on stdin, as a shell pipe does; the output is hashed, not
 * kept. A child that stops reading before the end of its input (EPIPE on its stdin) or exits
 * other than 0 rejects with its exit code or signal and the bytes it had been given, rather than
 * crashing this process with an unhandled 'error' (a run of session 21 did, and said no more).
 */
export function runPipe(file, concurrency, dir, { env = {}, args = [] } = {}) {
  const cpuFile = path.join(dir, `.cpu-${concurrency}`);
  const threadsFile = path.join(dir, `.threads-${concurrency}`);
  const size = statSync(file).size;
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', cputime, '--import', threadcpu, cli, 'text', '--concurrency', String(concurrency), ...args], {
      env: { ...process.env, BENCH_CPU_FILE: cpuFile, BENCH_THREADS_FILE: threadsFile, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const hash = createHash('sha256');
    let outBytes = 0;
    child.stdout.on('data', (d) => {
      outBytes += d.length;
      hash.update(d);
    });
    const input = createReadStream(file);
    let given = 0;
    input.on('data', (d) => (given += d.length));
    let stdinError;
    child.stdin.on('error', (e) => {
      // The child closed its stdin (or exited) with input still to come: stop feeding it, and say
      // so once it has exited.
      stdinError ??= { code: e.code, given, accepted: child.stdin.bytesWritten - child.stdin.writableLength };
      input.unpipe(child.stdin);
      input.destroy();
    });
    input.pipe(child.stdin);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (code !== 0 || stdinError) {
        const how = signal ? `was killed by ${signal}` : `exited ${code}`;
        const fed = stdinError ? `; ${stdinError.code} on its stdin after ${stdinError.given} of ${size} bytes read from the file (${stdinError.accepted} taken by the pipe)` : '';
        return reject(new Error(`anonymize text --concurrency ${concurrency} ${how} after ${seconds.toFixed(1)} s, ${outBytes} bytes written${fed}`));
      }
      const cpuSeconds = Number(readFileSync(cpuFile, 'utf8')) / 1e6;
      const threads = JSON.parse(readFileSync(threadsFile, 'utf8'));
      resolve({ seconds, cpuSeconds, threads, digest: hash.digest('hex'), outBytes });
    });
  });
}

export async function benchPipe({ megabytes = Number(process.env.BENCH_PIPE_MB ?? 100), threads = 2 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-pipe-'));
  try {
    const file = path.join(dir, 'logs.txt');
    await writeLogs(file, megabytes * 1e6);
    const mb = statSync(file).size / 1e6;
    const load = loadavg()[0];
    const one = await runPipe(file, 1, dir);
    const many = await runPipe(file, threads, dir);
    const ratio = one.seconds / many.seconds;
    const busiestWorker = many.threads.workers / Math.max(1, many.threads.workerCount);
    const projected = one.threads.main / Math.max(many.threads.main, busiestWorker, many.cpuSeconds / threads);
    const perThread = (t) => `main ${round(t.main)}, workers ${round(t.workers)}, background ${round(t.other)}`;
    return {
      pipe_mb: Math.round(mb),
      pipe_mb_per_s_1_thread: round(mb / one.seconds),
      [`pipe_mb_per_s_${threads}_threads`]: round(mb / many.seconds),
      pipe_cpu_s_1_thread: round(one.cpuSeconds),
      [`pipe_cpu_s_${threads}_threads`]: round(many.cpuSeconds),
      pipe_cpu_s_per_thread_1: perThread(one.threads),
      [`pipe_cpu_s_per_thread_${threads}`]: perThread(many.threads),
      pipe_cpu_projected_ratio: round(projected),
      pipe_same_output: one.digest === many.digest,
      pipe_summary:
        `${round(mb / many.seconds)} MB/s on ${threads} threads, ${round(mb / one.seconds)} on one: ${ratio.toFixed(2)}x (target >= 1.7x on 2 cores), ${projected.toFixed(2)}x projected from CPU times; ` +
        `load average ${load.toFixed(1)}-${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (n) => Math.round(n * 100) / 100;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchPipe();
  for (const [k, v] of Object.entries(results)) process.stdout.write(`${k.padEnd(32)} ${v}\n`);
}
