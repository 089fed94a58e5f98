// Start-up of two builds side by side (issue 20): `node -e 0`, then `anonymize text "short"` and
// the sentence of bench/startup.mjs with each build, taking turns RUNS times, so that a machine
// that slows down during the run slows all alike. Medians of the wall clock and of the CPU time
// (user + system, all threads, to 'exit', from a preload as in bench/startup.mjs). Each build
// folder holds bin/ and dist/ (e.g. a copy of an earlier build's bin, dist and package.json).
//
//   node bench/startup-ab.mjs /tmp/ref-build .            (STARTUP_RUNS=31 for more runs)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const [a, b] = process.argv.slice(2).map((d) => path.resolve(d));
if (!a || !b) throw new Error('usage: node bench/startup-ab.mjs <build A> <build B>');
const RUNS = Math.max(11, Number(process.env.STARTUP_RUNS) || 21);
const SENTENCE = 'Call Jane at +1 415 555 0132 or jane@example.com';

const scratch = mkdtempSync(path.join(tmpdir(), 'anonymize-startup-ab-'));
const cpuFile = path.join(scratch, 'cpu');
const preload = path.join(scratch, 'cpu.cjs');
writeFileSync(preload, `process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(${JSON.stringify(cpuFile)}, String(u.userCPUTime + u.systemCPUTime)); });\n`);

const commands = {
  bare: [scratch, ['-e', '0']],
  'A short': [a, ['bin/anonymize.js', 'text', 'short']],
  'B short': [b, ['bin/anonymize.js', 'text', 'short']],
  'A sentence': [a, ['bin/anonymize.js', 'text', SENTENCE]],
  'B sentence': [b, ['bin/anonymize.js', 'text', SENTENCE]],
};

function once(cwd, args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} in ${cwd} failed: ${r.stderr}`);
  return { ms, out: r.stdout.toString() };
}
function cpuOnce(cwd, args) {
  once(cwd, ['--require', preload, ...args]);
  return Number(readFileSync(cpuFile, 'utf8')) / 1000;
}
const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];

const outs = {};
for (const [k, [cwd, args]] of Object.entries(commands)) (outs[k] = once(cwd, args).out), cpuOnce(cwd, args);
if (outs['A short'] !== outs['B short'] || outs['A sentence'] !== outs['B sentence']) throw new Error('the two builds print different outputs');
const wall = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
const cpu = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
const load0 = loadavg()[0];
for (let i = 0; i < RUNS; i++) {
  // Each round in another order, so that neither build always follows the other.
  const keys = Object.keys(commands);
  if (i % 2) keys.reverse();
  for (const k of keys) {
    const [cwd, args] = commands[k];
    wall[k].push(once(cwd, args).ms);
    cpu[k].push(cpuOnce(cwd, args));
  }
}
rmSync(scratch, { recursive: true, force: true });
const bw = median(wall.bare);
const bc = median(cpu.bare);
console.log(`Start-up, medians of ${RUNS} interleaved runs, load average ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} (${process.version})`);
console.log(`A = ${a}\nB = ${b}`);
console.log(`node -e 0: wall ${bw.toFixed(1)} ms, CPU ${bc.toFixed(1)} ms`);
for (const k of Object.keys(commands).slice(1)) {
  const w = median(wall[k]);
  const c = median(cpu[k]);
  console.log(`${k.padEnd(11)} wall ${w.toFixed(1)} ms (${(w / bw).toFixed(2)}×, +${(w - bw).toFixed(1)})   CPU ${c.toFixed(1)} ms (${(c / bc).toFixed(2)}×, +${(c - bc).toFixed(1)})`);
}
