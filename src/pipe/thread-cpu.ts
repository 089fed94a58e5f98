import { readFileSync } from 'node:fs';

/**
 * This thread's CPU time in milliseconds since it started, or undefined where it cannot be read:
 * `process.threadCpuUsage` (Node >= 23.9), else Linux's /proc/thread-self/schedstat (its first
 * field: nanoseconds on a CPU). The pipe balances its two threads with it (parallel-stream.ts).
 */
export function threadCpuMs(): number | undefined {
  const usage = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
  if (usage) {
    const { user, system } = usage.call(process);
    return (user + system) / 1000;
  }
  if (process.platform !== 'linux') return undefined;
  try {
    const ns = Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ', 1)[0]);
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    // No procfs (a container without it): no balance by CPU.
    return undefined;
  }
}

/** The process's CPU time in milliseconds, every thread's (V8's and libuv's included). */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
