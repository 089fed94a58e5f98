// Why the bench's one 20 MB call on application logs (issue 20) is slower than later calls:
// two calls on 20 MB of bench/logs-corpus.mjs (two seeds) after the bench's 1 MB warm-up, each
// with the CPU of the main thread and of V8's other threads (compilers, GC helpers; from
// /proc/self/task, Linux only) and the GC pauses (wall time) seen during it.
// Usage: npm run build && node bench/logs-first-call.mjs   (add --trace-opt to count compilations)
import { readdirSync, readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { createRedactor } from '../dist/engine/index.js';
import { logsCorpus } from './logs-corpus.mjs';

/** CPU ms of each thread of this process (utime + stime, 100 ticks a second). */
function threadCpu() {
  const ms = new Map();
  for (const task of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ms.set(task, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return ms;
}

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
const redactor = createRedactor();
const texts = [logsCorpus(20e6), logsCorpus(20e6, 99)];
for (const t of texts) t.charCodeAt(0);
redactor.redact(logsCorpus(1e6, 7));
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
for (const [i, text] of texts.entries()) {
  await pause();
  const before = threadCpu();
  const gc0 = gcMs;
  const out = redactor.redact(text).text;
  out.charCodeAt(out.length >> 1);
  await pause();
  let main = 0;
  let other = 0;
  for (const [task, ms] of threadCpu()) {
    const spent = ms - (before.get(task) ?? 0);
    if (task === String(process.pid)) main += spent;
    else other += spent;
  }
  console.log(`call ${i + 1} on 20 MB: main thread ${main} ms of CPU, V8's other threads ${other} ms, GC pauses ${(gcMs - gc0).toFixed(0)} ms (wall)`);
}
