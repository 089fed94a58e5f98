// Preloaded into a benchmarked process (node --import): writes the CPU time it used (user and
// system, all threads, so the workers too) in microseconds to $BENCH_CPU_FILE when it exits.
// CPU time, unlike wall time, does not depend on what else the machine is doing.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  if (process.env.BENCH_CPU_FILE) writeFileSync(process.env.BENCH_CPU_FILE, String(userCPUTime + systemCPUTime));
});
