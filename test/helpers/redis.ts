import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Redis server the Redis tests start (`.ci/run` installs it; Debian's redis-server package). */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: no shutdown save) and starts it again on the same port and folder. */
  restart(downMs?: number): Promise<void>;
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestRedisOptions {
  /**
   * Append-only file with an fsync per write, so that a killed server comes back with every
   * acknowledged write (the restart tests). Off: nothing touches the disk.
   */
  persistent?: boolean;
}

/** A free port on the loopback interface (the OS picks it; a race with another process is retried by the caller). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function launch(port: number, dir: string, persistent: boolean): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--protected-mode', 'yes', '--loglevel', 'notice'];
  args.push(...(persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']));
  const child = spawn(REDIS_SERVER, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        child.off('exit', onExit);
        resolve(child);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`redis-server exited (${code}) before it was ready: ${output.trim().split('\n').pop() ?? ''}`));
    child.stdout!.on('data', onData);
    child.stderr!.resume();
    child.once('exit', onExit);
    child.once('error', reject);
  });
}

function exited(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts `redis-server` on a free loopback port in a temporary folder, ready once it prints
 * "Ready to accept connections" (a notice); `stop()` ends it and removes the folder.
 */
export async function startRedis(options: TestRedisOptions = {}): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-redis-'));
  const persistent = options.persistent ?? false;
  let child: ChildProcess | undefined;
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      child = await launch(port, dir, persistent);
      break;
    } catch (e) {
      if (attempt >= 3) {
        rmSync(dir, { recursive: true, force: true });
        throw e;
      }
    }
  }
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      await exited(child, 'SIGKILL');
    },
    async start() {
      child = await launch(port, dir, persistent);
    },
    async restart(downMs = 0) {
      await redis.kill();
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      await redis.start();
    },
    async stop() {
      await exited(child, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return redis;
}
