// Start-up of `anonymize text "short"` against `node -e 0` (issue 20: at most 1.5×; the
// developers' guide: at most 100 ms more). The two commands take turns, RUNS times each, so that
// a machine that slows down during the run slows both alike; the figures are the medians of the
// wall-clock times, the ratio that of the medians. Wall time, since start-up is what a user
// waits for: quote it with the load average printed beside it.
//
// A last line gives each command's CPU time, a figure a busy machine moves less.
//
//   node bench/startup.mjs            (part of `npm run bench`; needs `npm run build`)
//   STARTUP_RUNS=31 node bench/startup.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(15, Number(process.env.STARTUP_RUNS) || 15);
const TARGET = 1.5;
const GUIDE_MS = 100;

const commands = {
  bare: ['-e', '0'],
  short: ['bin/anonymize.js', 'text', 'short'],
  sentence: ['bin/anonymize.js', 'text', 'Call Jane at +1 415 555 0132 or jane@example.com'],
};

function once(args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${r.stderr}`);
  return ms;
}

// CPU time (user + system, all threads), which a busy machine changes less than wall time: each
// command run again with a preload that writes process.resourceUsage() at its exit (the same
// preload for node -e 0; Node's teardown after 'exit' is left out of both).
const scratch = mkdtempSync(path.join(tmpdir(), 'anonymize-startup-'));
const cpuFile = path.join(scratch, 'cpu');
const preload = path.join(scratch, 'cpu.cjs');
writeFileSync(preload, `process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(${JSON.stringify(cpuFile)}, String(u.userCPUTime + u.systemCPUTime)); });\n`);
function cpuOnce(args) {
  once(['--require', preload, ...args]);
  return Number(readFileSync(cpuFile, 'utf8')) / 1000;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

// One unmeasured run each: the first reads the files from disk (and writes the code cache).
for (const args of Object.values(commands)) once(args), cpuOnce(args);
const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
const cpu = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
const load = loadavg()[0];
for (let i = 0; i < RUNS; i++) for (const [k, args] of Object.entries(commands)) times[k].push(once(args)), cpu[k].push(cpuOnce(args));
rmSync(scratch, { recursive: true, force: true });
const bare = median(times.bare);
const bareCpu = median(cpu.bare);
const line = (label, k) => {
  const m = median(times[k]);
  return `${label} ${m.toFixed(0)} ms: ${(m / bare).toFixed(2)}× node -e 0 (target ≤ ${TARGET}×), +${(m - bare).toFixed(0)} ms (guide ≤ ${GUIDE_MS} ms)`;
};
console.log(`\nStart-up, wall clock, medians of ${RUNS} interleaved runs (load average ${load.toFixed(1)}, ${process.version}): node -e 0 ${bare.toFixed(0)} ms`);
console.log(line('anonymize text "short"', 'short'));
console.log(line('anonymize text "Call Jane at … jane@example.com"', 'sentence'));
const cpuLine = (k) => `${median(cpu[k]).toFixed(1)} ms (${(median(cpu[k]) / bareCpu).toFixed(2)}×, +${(median(cpu[k]) - bareCpu).toFixed(1)})`;
console.log(`CPU time (user + system) to 'exit', medians: node -e 0 ${bareCpu.toFixed(1)} ms, text "short" ${cpuLine('short')}, the sentence ${cpuLine('sentence')}`);
