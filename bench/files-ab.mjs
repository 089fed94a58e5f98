// Two builds side by side on 1,000 small files (bench/files.mjs's mix), runs alternating:
// wall clock and CPU seconds per thread (main, workers, V8's and libuv's threads; Linux), at
// --concurrency 1 and 2, then the medians. For a machine shared with other work, where only
// builds compared in one run say anything.
//
//   node bench/files-ab.mjs /tmp/ref/ . [rounds]     (each folder holds bin/ and dist/)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { smallFile } from './files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [before, after, roundsArg] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: node bench/files-ab.mjs <build before> <build after> [rounds]');
const builds = { before: path.resolve(before), after: path.resolve(after) };
const rounds = Number(roundsArg ?? 4);
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-files-ab-'));
const threadsFile = path.join(dir, 'threads.json');
const results = {};
try {
  for (let i = 0; i < 1000; i++) {
    const [ext, content] = smallFile(i);
    const sub = path.join(dir, 'small', `d${i % 10}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, `f${i}.${ext}`), content);
  }
  for (let r = 0; r < rounds; r++) {
    for (const concurrency of [1, 2]) {
      const order = r % 2 ? Object.entries(builds).reverse() : Object.entries(builds);
      for (const [name, build] of order) {
        rmSync(path.join(dir, 'out'), { recursive: true, force: true });
        const start = performance.now();
        const run = spawnSync(process.execPath, ['--import', path.join(here, 'files.mjs'), path.join(build, 'bin', 'anonymize.js'), 'files', 'small', '--out-dir', 'out', '--concurrency', String(concurrency), '--quiet'], {
          cwd: dir,
          env: { ...process.env, BENCH_THREADS_FILE: threadsFile },
        });
        const wall = (performance.now() - start) / 1000;
        if (run.status !== 0) throw new Error(`${name} exited ${run.status}: ${run.stderr}`);
        const t = JSON.parse(readFileSync(threadsFile, 'utf8'));
        (results[`${name} ${concurrency}`] ??= []).push({ wall, ...t });
        console.log(`${name} --concurrency ${concurrency}: wall ${wall.toFixed(2)} s, CPU s main ${t.main.toFixed(2)} workers ${t.workers.toFixed(2)} V8/libuv ${t.other.toFixed(2)}, load ${loadavg()[0].toFixed(1)}`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [key, runs] of Object.entries(results)) {
  const m = (field) => median(runs.map((x) => x[field])).toFixed(2);
  console.log(`median ${key}: wall ${m('wall')} s (${(1000 / median(runs.map((x) => x.wall))).toFixed(1)} files/s), CPU s main ${m('main')} workers ${m('workers')} V8/libuv ${m('other')}`);
}
for (const name of Object.keys(builds)) {
  const wall = (c) => median(results[`${name} ${c}`].map((x) => x.wall));
  console.log(`${name}: two workers / one, wall: ${(wall(1) / wall(2)).toFixed(2)}x`);
}
