// `anonymize files` throughput: files/s over 1,000 small mixed files with 1 worker and with 2
// (issue 20: >= 300 files/s at --concurrency 2, >= 1.7x one worker), wall clock and CPU time, and
// MB/s with peak memory (RSS high-water, workers included) for a 1 GB CSV. Each rate is also
// given net of the run's fixed cost (the same command on one file: the process's start-up and
// the workers'), and the CPU seconds of the 1,000-file runs thread by thread (main, workers, V8's
// and libuv's threads; Linux).
// Inputs are generated under the system temp folder at run time and removed afterwards.
//
//   node bench/files.mjs                 # after npm run build; BENCH_CSV_MB=256 for a quicker run, 0 for none
//   import { benchFiles } from './files.mjs'; await benchFiles()   (from bench/run.mjs)
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'anonymize.js');
const maxrss = path.join(root, 'bench', 'maxrss.mjs');
const cputime = path.join(root, 'bench', 'cputime.mjs');

/** Fictitious people: example.com addresses (RFC 2606) and the 555-01xx range. */
const person = (i) => ({ name: `user${i}`, email: `user${i}@example.com`, phone: `+1 415 555 01${String(i % 100).padStart(2, '0')}` });

export function smallFile(i) {
  const p = person(i);
  switch (i % 5) {
    case 0:
      return ['txt', `Ticket ${i}\nCustomer wrote from ${p.email}, call back on ${p.phone}.\nNothing else to report.\n`.repeat(3)];
    case 1:
      return ['csv', `id,email,phone,note\n${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `${i}-${k},${person(i + k).email},${person(i + k).phone},ok`).join('\n')}\n`];
    case 2:
      return ['json', JSON.stringify({ id: i, contact: { email: p.email, phone: p.phone }, tags: ['a', 'b'], notes: 'no issues' }, null, 2)];
    case 3:
      return ['ndjson', [0, 1, 2, 3, 4].map((k) => JSON.stringify({ seq: k, from: person(i + k).email, msg: 'hello' })).join('\n') + '\n'];
    default:
      return ['md', `# Notes ${i}\n\n- owner: ${p.email}\n- status: fine\n`];
  }
}

/**
 * Preloaded into the benchmarked CLI (--import of this file with BENCH_THREADS_FILE set, Linux):
 * samples each thread's CPU time from /proc every 20 ms and writes, at exit, the CPU seconds of
 * the main thread, of the threads started after it (the batch's workers) and of the others
 * (V8's background threads: the optimizing compiler, concurrent GC; libuv's: the fsyncs).
 */
function sampleThreads(file) {
  const seen = new Map();
  let first = true;
  const sample = () => {
    let tids = [];
    try {
      tids = readdirSync('/proc/self/task');
    } catch {
      return;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(f[11]) + Number(f[12]);
        seen.set(tid, { ticks, early: seen.get(tid)?.early ?? first });
      } catch {
        // The thread ended between the two calls.
      }
    }
    first = false;
  };
  sample();
  setInterval(sample, 20).unref();
  process.on('exit', () => {
    sample();
    const sum = { main: 0, workers: 0, other: 0 };
    for (const [tid, t] of seen) sum[tid === String(process.pid) ? 'main' : t.early ? 'other' : 'workers'] += t.ticks / 100;
    writeFileSync(file, JSON.stringify(sum));
  });
}

if (process.env.BENCH_THREADS_FILE && isMainThread && process.argv[1] && path.resolve(process.argv[1]) !== fileURLToPath(import.meta.url)) {
  sampleThreads(process.env.BENCH_THREADS_FILE);
}

function runCli(args, cwd, { threads = false } = {}) {
  const rssFile = path.join(cwd, `.maxrss-${process.pid}`);
  const cpuFile = path.join(cwd, `.cpu-${process.pid}`);
  const threadsFile = path.join(cwd, `.threads-${process.pid}`);
  const start = process.hrtime.bigint();
  const preload = ['--import', maxrss, '--import', cputime, ...(threads ? ['--import', fileURLToPath(import.meta.url)] : [])];
  const r = spawnSync(process.execPath, [...preload, cli, ...args], {
    cwd,
    env: { ...process.env, BENCH_MAXRSS_FILE: rssFile, BENCH_CPU_FILE: cpuFile, ...(threads ? { BENCH_THREADS_FILE: threadsFile } : {}) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.status !== 0) throw new Error(`anonymize ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const peak = Number(readFileSync(rssFile, 'utf8'));
  const cpuSeconds = Number(readFileSync(cpuFile, 'utf8')) / 1e6;
  let threadSeconds;
  try {
    threadSeconds = threads ? JSON.parse(readFileSync(threadsFile, 'utf8')) : undefined;
  } catch {
    threadSeconds = undefined; // no /proc
  }
  rmSync(rssFile, { force: true });
  rmSync(cpuFile, { force: true });
  rmSync(threadsFile, { force: true });
  return { seconds, cpuSeconds, peakRssMb: peak / (1024 * 1024), threadSeconds };
}

async function writeBigCsv(file, megabytes) {
  const target = megabytes * 1024 * 1024;
  const out = createWriteStream(file);
  const write = (s) => (out.write(s) ? Promise.resolve() : new Promise((r) => out.once('drain', r)));
  await write('id,name,email,phone,city,amount,note\n');
  let size = 0;
  let block = '';
  for (let i = 0; size < target; i++) {
    const p = person(i);
    block += `${i},${p.name},${i % 3 === 0 ? p.email : ''},${i % 4 === 0 ? p.phone : ''},Springfield,${(i * 3.7).toFixed(2)},"note, with a comma"\n`;
    if (block.length > 1 << 20) {
      size += block.length;
      await write(block);
      block = '';
    }
  }
  await write(block);
  await new Promise((r) => out.end(r));
}

export async function benchFiles({ csvMegabytes = Number(process.env.BENCH_CSV_MB ?? 1024), smallFiles = 1000 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bench-files-'));
  const cores = availableParallelism();
  const results = {};
  try {
    const [oneExt, oneContent] = smallFile(0);
    mkdirSync(path.join(dir, 'one'));
    writeFileSync(path.join(dir, 'one', `f0.${oneExt}`), oneContent);
    const inputs = path.join(dir, 'small');
    for (let i = 0; i < smallFiles; i++) {
      const [ext, content] = smallFile(i);
      const sub = path.join(inputs, `d${i % 10}`);
      mkdirSync(sub, { recursive: true });
      writeFileSync(path.join(sub, `f${i}.${ext}`), content);
    }
    const rate = {};
    const net = {};
    for (const concurrency of [1, 2]) {
      // The same command on one file (a folder of one): the process's and the workers' start-up,
      // which the rate below includes and the net rate leaves out.
      const one = runCli(['files', 'one', '--out-dir', `out-one-${concurrency}`, '--concurrency', String(concurrency), '--quiet'], dir);
      const { seconds, cpuSeconds, peakRssMb, threadSeconds: t } = runCli(['files', 'small', '--out-dir', `out-${concurrency}`, '--concurrency', String(concurrency), '--quiet'], dir, {
        threads: true,
      });
      rate[concurrency] = smallFiles / seconds;
      net[concurrency] = (smallFiles - 1) / Math.max(1e-3, seconds - one.seconds);
      results[`small_files_per_s_${concurrency}_worker${concurrency > 1 ? 's' : ''}`] = round(rate[concurrency]);
      results[`small_files_cpu_ms_per_file_${concurrency}`] = round((cpuSeconds * 1000) / smallFiles);
      results[`small_files_peak_rss_mb_${concurrency}`] = round(peakRssMb);
      if (t) results[`small_files_cpu_s_by_thread_${concurrency}`] = `main ${t.main.toFixed(2)}, workers ${t.workers.toFixed(2)}, V8 and libuv threads ${t.other.toFixed(2)}`;
      results[`small_files_start_s_${concurrency}`] = round(one.seconds, 1000);
      results[`small_files_net_per_s_${concurrency}`] = round(net[concurrency]);
    }
    results.small_files_ratio_2_to_1 = round(rate[2] / rate[1], 100);
    results.small_files_net_ratio_2_to_1 = round(net[2] / net[1], 100);
    results.small_files_summary =
      `${round(rate[2])} files/s at --concurrency 2 (target >= 300), ${round(rate[1])} with 1 worker: ${(rate[2] / rate[1]).toFixed(2)}x (target >= 1.7x); ` +
      `start-up left out: ${(net[2] / net[1]).toFixed(2)}x; load average ${loadavg()[0].toFixed(1)} on ${cores} cores`;
    // BENCH_CSV_MB=0: the small files only.
    if (csvMegabytes > 0) {
      const csv = path.join(dir, 'big.csv');
      await writeBigCsv(csv, csvMegabytes);
      const mb = statSync(csv).size / (1024 * 1024);
      const { seconds, peakRssMb } = runCli(['files', 'big.csv', '--out-dir', 'out-csv', '--quiet', '--timeout', '86400'], dir);
      results.csv_mb = round(mb);
      results.csv_mb_per_s = round(mb / seconds);
      results.csv_seconds = round(seconds);
      results.csv_peak_rss_mb = round(peakRssMb);
    }
    results.cores = cores;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

const round = (n, scale = 10) => Math.round(n * scale) / scale;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchFiles();
  for (const [k, v] of Object.entries(results)) process.stdout.write(`${k.padEnd(32)} ${v}\n`);
}
