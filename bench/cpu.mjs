// CPU time, not wall time: single-threaded work measures the same on a busy machine, so tools
// and detectors are compared fairly whatever else runs.

/** Runs fn (after one warm-up call) until `minMs` of this process's CPU time; returns ms per call. */
export async function cpuMsPerCall(fn, minMs) {
  await fn();
  let n = 0;
  const c0 = process.cpuUsage();
  const elapsed = () => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  do {
    await fn();
    n++;
  } while (elapsed() < minMs);
  return elapsed() / n;
}
