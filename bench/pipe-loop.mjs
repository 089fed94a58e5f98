// `anonymize text` over a pipe, again and again (issue 20, session 21: one run of bench/pipe.mjs
// died with EPIPE on the child's stdin and never reproduced alone). Each round feeds the same
// synthetic logs (bench/logs-corpus.mjs) to `anonymize text --concurrency 1` and `2` with one of
// three feeders: `fast` (a file stream piped into the child, as bench/pipe.mjs does), `slow`
// (chunks of 1 byte to 256 KB with pauses of 0-30 ms between some) and `shell` (`cat file |
// anonymize text` through sh). A round fails when the child exits other than 0 or is killed, stops
// reading its stdin early (EPIPE), writes to stderr, or writes other output than the first fast
// run (with the idle flushes off: ANONYMIZE_IDLE_MS, the one place where timing may change the
// output) or, with them on (`--idle`), a different number of lines.
//
//   node bench/pipe-loop.mjs [rounds=10] [megabytes=20] [--idle]
//   PIPE_LOOP_FEEDERS=slow PIPE_LOOP_THREADS=1 node bench/pipe-loop.mjs 20 20 --idle   # one kind of run only
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, openSync, readSync, closeSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { writeLogs } from './pipe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'anonymize.js');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const rounds = Number(args[0] ?? 10);
const megabytes = Number(args[1] ?? 20);
const idle = process.argv.includes('--idle');

const lines = (buf, from = 0) => {
  let n = 0;
  for (let i = buf.indexOf(10, from); i >= 0; i = buf.indexOf(10, i + 1)) n++;
  return n;
};

/** One run: resolves with what happened (never rejects). */
function run(file, concurrency, feeder, seed) {
  const size = statSync(file).size;
  return new Promise((resolve) => {
    const start = Date.now();
    const env = { ...process.env, ...(idle ? {} : { ANONYMIZE_IDLE_MS: '600000' }) };
    const child =
      feeder === 'shell'
        ? spawn('sh', ['-c', `cat "$1" | "$2" "$3" text --concurrency "$4"`, 'sh', file, process.execPath, cli, String(concurrency)], { env, stdio: ['ignore', 'pipe', 'pipe'] })
        : spawn(process.execPath, [cli, 'text', '--concurrency', String(concurrency)], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const hash = createHash('sha256');
    let out = 0;
    let outLines = 0;
    let stderr = '';
    child.stdout.on('data', (d) => {
      out += d.length;
      outLines += lines(d);
      hash.update(d);
    });
    child.stderr.on('data', (d) => (stderr += d));
    let given = 0;
    let stdinError;
    if (feeder === 'fast') {
      const input = createReadStream(file);
      input.on('data', (d) => (given += d.length));
      child.stdin.on('error', (e) => {
        stdinError ??= `${e.code} after ${given} of ${size} bytes`;
        input.destroy();
      });
      input.pipe(child.stdin);
    } else if (feeder === 'slow') {
      let wake;
      child.stdin.on('error', (e) => {
        stdinError ??= `${e.code} after ${given} of ${size} bytes`;
        wake?.();
      });
      child.stdin.on('drain', () => wake?.());
      let a = seed >>> 0;
      const rand = (n) => {
        a = (a * 1103515245 + 12345) >>> 0;
        return (a >>> 8) % n;
      };
      const fd = openSync(file, 'r');
      const feed = async () => {
        const buf = Buffer.alloc(256 * 1024);
        for (;;) {
          if (stdinError) break;
          const want = rand(4) === 0 ? 1 + rand(64) : 1 + rand(buf.length);
          const n = readSync(fd, buf, 0, want, null);
          if (n === 0) break;
          given += n;
          const ok = child.stdin.write(Buffer.from(buf.subarray(0, n)));
          if (!ok && !stdinError) await new Promise((r) => (wake = r));
          wake = undefined;
          if (rand(8) === 0) await new Promise((r) => setTimeout(r, rand(30)));
        }
        closeSync(fd);
        child.stdin.end();
      };
      feed();
    }
    child.on('close', (code, signal) => resolve({ code, signal, stdinError, stderr, out, outLines, digest: hash.digest('hex'), seconds: (Date.now() - start) / 1000 }));
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pipe-loop-'));
try {
  const file = path.join(dir, 'logs.txt');
  await writeLogs(file, megabytes * 1e6);
  const inputLines = (() => {
    const fd = openSync(file, 'r');
    const buf = Buffer.alloc(1 << 20);
    let n = 0;
    for (let got; (got = readSync(fd, buf, 0, buf.length, null)) > 0; ) n += lines(buf.subarray(0, got));
    closeSync(fd);
    return n;
  })();
  let expected;
  let failures = 0;
  let runs = 0;
  for (let round = 0; round < rounds; round++) {
    for (const feeder of (process.env.PIPE_LOOP_FEEDERS ?? 'fast,slow,shell').split(',')) {
      for (const concurrency of (process.env.PIPE_LOOP_THREADS ?? '1,2').split(',').map(Number)) {
        const r = await run(file, concurrency, feeder, round * 7919 + concurrency);
        runs++;
        expected ??= r.digest;
        const problems = [];
        if (r.code !== 0 || r.signal) problems.push(r.signal ? `killed by ${r.signal}` : `exit ${r.code}`);
        if (r.stdinError) problems.push(`stdin: ${r.stdinError}`);
        if (r.stderr) problems.push(`stderr: ${JSON.stringify(r.stderr.slice(0, 500))}`);
        if (!idle && r.digest !== expected) problems.push(`other output (${r.out} bytes)`);
        if (r.outLines !== inputLines) problems.push(`${r.outLines} lines out of ${inputLines}`);
        if (problems.length) failures++;
        console.log(`round ${round} ${feeder.padEnd(5)} --concurrency ${concurrency}: ${r.seconds.toFixed(1)} s, load ${loadavg()[0].toFixed(1)}, ${problems.length ? 'FAILED ' + problems.join('; ') : 'ok'}`);
      }
    }
  }
  console.log(`${runs} runs, ${failures} failed (${megabytes} MB each${idle ? ', idle flushes on' : ''})`);
  process.exitCode = failures ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
