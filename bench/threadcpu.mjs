// Preloaded into a benchmarked process (node --import, so in its worker threads too): CPU time
// per thread, from /proc (Linux). The main thread samples every thread's user and system time
// every 100 ms (a worker's entry is gone once it is terminated, so its last sample counts) and,
// when the process exits, writes {main, workers, other} in seconds to $BENCH_THREADS_FILE:
// `other` is V8's background threads (compilation, concurrent GC) and libuv's.
import { appendFileSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_THREADS_FILE;
const tick = 100; // USER_HZ on Linux

function sample(seen) {
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seen.set(tid, (Number(fields[11]) + Number(fields[12])) / tick);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
}

if (file && isMainThread) {
  const seen = new Map();
  setInterval(() => sample(seen), 100).unref();
  process.on('exit', () => {
    sample(seen);
    let workerTids = [];
    try {
      workerTids = readFileSync(`${file}.tids`, 'utf8').split('\n').filter(Boolean);
    } catch {
      // No worker started.
    }
    const sum = (tids) => tids.reduce((s, t) => s + (seen.get(t) ?? 0), 0);
    const main = seen.get(String(process.pid)) ?? 0;
    const workers = sum(workerTids);
    const all = sum([...seen.keys()]);
    writeFileSync(file, JSON.stringify({ main, workers, other: all - main - workers, workerCount: workerTids.length }));
  });
} else if (file) {
  appendFileSync(`${file}.tids`, `${readlinkSync('/proc/thread-self').split('/').pop()}\n`);
}
