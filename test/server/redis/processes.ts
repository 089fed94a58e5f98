import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** The built CLI (npm run build), as an operator runs it: these tests kill it. */
export const BIN = new URL('../../../bin/anonymize.js', import.meta.url).pathname;

export interface CliProcess {
  child: ChildProcess;
  stderr(): string;
  /**
   * Resolves when stderr has a line matching `re` (the match), rejects if the process exits first
   * or after `timeoutMs` (20 s: four processes starting at once on a busy 2-core machine took over
   * 7 s in session 20; quiet, a start takes under a second).
   */
  waitFor(re: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills what a test file started and did not stop (afterAll). */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((c) => stop(c, 'SIGKILL')));
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

export function startCli(args: string[], cwd: string, env: Record<string, string> = {}): CliProcess {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  running.add(child);
  let err = '';
  const waiters = new Set<() => void>();
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
    for (const w of waiters) w();
  });
  child.stdout!.resume();
  const proc: CliProcess = {
    child,
    stderr: () => err,
    waitFor(re, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = new RegExp(re.source, re.flags.includes('m') ? re.flags : `${re.flags}m`).exec(err);
          if (m) {
            done();
            resolve(m);
          }
        };
        const onExit = (code: number | null) => {
          done();
          reject(new Error(`anonymize ${args[0]} exited (${code}) before printing ${re}: ${err.slice(-500)}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`anonymize ${args[0]} did not print ${re} within ${timeoutMs} ms: ${err.slice(-500)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
          child.off('exit', onExit);
        };
        waiters.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    kill: (signal = 'SIGTERM') => stop(child, signal),
  };
  return proc;
}

/** `anonymize serve --redis …` on a free port; resolves with its URL once it listens. */
export async function startServe(redisUrl: string, resultsDir: string, args: string[], cwd: string): Promise<{ proc: CliProcess; url: string }> {
  const proc = startCli(['serve', '--port', '0', '--log-level', 'warn', '--redis', redisUrl, '--results-dir', resultsDir, ...args], cwd);
  const m = await proc.waitFor(/^listening on (http:\/\/127\.0\.0\.1:\d+)$/);
  return { proc, url: m[1]! };
}

/** `anonymize worker --redis …`, ready once it says it takes jobs. */
export async function startWorker(redisUrl: string, resultsDir: string, args: string[], cwd: string): Promise<CliProcess> {
  const proc = startCli(['worker', '--redis', redisUrl, '--results-dir', resultsDir, '--concurrency', '1', '--stall-timeout', '1', ...args], cwd);
  await proc.waitFor(/^taking jobs from /);
  return proc;
}

/** Runs a short CLI command to its end. */
export function runCli(args: string[], cwd: string, env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
