// Runs a command and samples its threads from outside the process (/proc/<pid>/task/*: schedstat
// and stat, every ~1 ms): per thread, its CPU time (user and system), its time waiting for a core
// (run queue: the machine's load, not the program's) and, with TRACE_BUCKET_MS, its CPU per bucket
// of wall time. On a busy machine CPU time per thread is what can be compared; the time a thread
// neither ran nor waited for a core is time it slept (messages, fsyncs, locks). Linux only.
//
//   node bench/threadtrace.mjs node bin/anonymize.js files small --out-dir out --concurrency 2 --quiet
//   TRACE_BUCKET_MS=50 node bench/threadtrace.mjs node bin/anonymize.js text --concurrency 2 < logs.txt
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node bench/threadtrace.mjs <command> [args...]');
const bucket = Number(process.env.TRACE_BUCKET_MS) || 0;
const t0 = performance.now();
const child = spawn(command, args, { stdio: ['inherit', 'ignore', 'inherit'] });
const threads = new Map();
let running = true;
child.on('exit', () => (running = false));

function sample() {
  const now = performance.now() - t0;
  let tids = [];
  try {
    tids = readdirSync(`/proc/${child.pid}/task`);
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      const [cpu, queued] = readFileSync(`/proc/${child.pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      const stat = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let t = threads.get(tid);
      if (!t) threads.set(tid, (t = { tid, first: now, samples: [] }));
      Object.assign(t, { last: now, cpu: cpu / 1e6, queued: queued / 1e6, user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 });
      if (bucket) t.samples.push([now, t.cpu]);
    } catch {
      // The thread ended between the listing and the reads.
    }
  }
}

while (running) {
  sample();
  await new Promise((resolve) => setTimeout(resolve, 1));
}
const wall = performance.now() - t0;
const rows = [...threads.values()].filter((t) => t.cpu >= 1);
const total = rows.reduce((a, t) => a + t.cpu, 0);
console.log(`wall ${wall.toFixed(0)} ms, CPU ${total.toFixed(0)} ms; per thread (main first, then by start): ms seen, CPU ms (user, system), run-queue wait ms`);
for (const t of rows) {
  const name = t.tid === String(child.pid) ? 'main' : 'thread';
  let line = `${name.padEnd(6)} ${t.tid.padStart(7)} ${t.first.toFixed(0).padStart(6)}-${t.last.toFixed(0).padEnd(6)} CPU ${t.cpu.toFixed(0).padStart(6)} (${t.user}, ${t.system}) queued ${t.queued.toFixed(0)}`;
  if (bucket) {
    const cpuBy = [];
    let before = 0;
    let k = 0;
    for (let end = bucket; end < t.last + bucket; end += bucket) {
      let at = before;
      while (k < t.samples.length && t.samples[k][0] <= end) at = t.samples[k++][1];
      cpuBy.push(Math.round(at - before));
      before = at;
    }
    line += ` | ${cpuBy.join(' ')}`;
  }
  console.log(line);
}
