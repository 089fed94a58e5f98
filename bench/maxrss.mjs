// Preloaded into a benchmarked process (node --import): writes the process's peak resident set
// size (all threads, so the workers too) in bytes to $BENCH_MAXRSS_FILE when it exits.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.BENCH_MAXRSS_FILE) writeFileSync(process.env.BENCH_MAXRSS_FILE, String(process.resourceUsage().maxRSS * 1024));
});
