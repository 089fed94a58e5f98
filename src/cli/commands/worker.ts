import { availableParallelism, hostname } from 'node:os';
import { Option, type Command } from 'commander';
import { loadConfig } from '../../config/load.js';
import { LOG_LEVELS } from '../../config/schema.js';
import { UsageError } from '../../errors.js';
import type { IO } from '../io.js';
import type { CommandContext } from '../main.js';
import { redisSettings } from './redis-settings.js';
import { baseRedactor } from './serve.js';

interface WorkerFlags {
  redis?: string;
  resultsDir?: string;
  dataDir?: string;
  concurrency?: string;
  jobTimeout?: string;
  stallTimeout?: string;
  maxMemory?: string;
  shutdownGrace?: string;
  logLevel?: string;
  config?: string;
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** JSON log lines on stderr in pino's shape (as `serve` writes them): ids, states and codes, never a value. */
function jsonLog(io: IO, level: string) {
  const threshold = LEVELS[level] ?? 30;
  const write = (lvl: number, obj: object, msg: string) => {
    if (lvl < threshold) return;
    void io.stderr.write(`${JSON.stringify({ level: lvl, time: Date.now(), pid: process.pid, ...obj, msg })}\n`);
  };
  return { info: (obj: object, msg: string) => write(30, obj, msg), error: (obj: object, msg: string) => write(50, obj, msg) };
}

function number(value: string | undefined, flag: string, min: number, max: number, whole = false): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) {
    throw new UsageError(`${flag} must be a ${whole ? 'whole number' : 'number'} from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('worker')
    .description('run the file jobs of `serve --redis` instances: takes them from Redis, as many workers as you like')
    .option('--redis <url>', 'the Redis the API instances use (or ANONYMIZE_REDIS_URL, server.redis)')
    .option('--results-dir <dir>', 'the folder shared with the API instances for uploads and results (default: server.resultsDir, or ./anonymize-data)')
    .option('--data-dir <dir>', 'the default of --results-dir, as for serve')
    .option('--concurrency <n>', 'jobs at once, each on a worker thread (default: the number of cores)')
    .option('--job-timeout <seconds>', 'per-file time limit (default: 60 s plus 10 s per MB)')
    .option('--stall-timeout <seconds>', 'a job whose worker stops answering goes to another worker after about twice this (default: 30)')
    .option('--max-memory <mb>', 'per-file heap limit of a worker thread (default: 1024)')
    .option('--shutdown-grace <seconds>', 'on SIGTERM, wait this long for running jobs; the rest go to other workers (default: 30)')
    .addOption(new Option('--log-level <level>', 'JSON logs on stderr (default: info)').choices([...LOG_LEVELS]))
    .option('--config <file>', 'use this config file instead of searching for .anonymizerc')
    .addHelpText(
      'after',
      `
Examples:
  $ ANONYMIZE_REDIS_URL=redis://redis:6379 anonymize worker --results-dir /shared/results
  $ anonymize worker --redis redis://127.0.0.1:6379 --concurrency 2

Prints "taking jobs from <redis>" on stderr when ready; SIGTERM or Ctrl-C stops it gracefully.
The redaction options of the config file (region, allow, custom, key) apply to every job.`,
    )
    .action(async (flags: WorkerFlags) => {
      ctx.exitCode = await runWorker(flags, ctx);
    });
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export async function runWorker(flags: WorkerFlags, ctx: CommandContext): Promise<number> {
  const io = ctx.io;
  const settings = await redisSettings(flags, io);
  if (settings.url === undefined) throw new UsageError('worker needs the Redis of the API instances: --redis URL, ANONYMIZE_REDIS_URL or server.redis');
  const { config } = await loadConfig(io.cwd, flags.config ? (await import('node:path')).resolve(io.cwd, flags.config) : undefined, io.env);
  const server = settings.server;
  const jobTimeout = number(flags.jobTimeout, '--job-timeout', 1, 86_400) ?? server.jobTimeoutSeconds;
  const options = {
    url: settings.url,
    resultsDir: settings.resultsDir,
    concurrency: number(flags.concurrency, '--concurrency', 1, 256, true) ?? server.concurrency ?? availableParallelism(),
    memoryLimitMb: number(flags.maxMemory, '--max-memory', 64, 65_536, true) ?? 1024,
    jobTimeoutMs: jobTimeout === undefined ? undefined : jobTimeout * 1000,
    stallMs: Math.round((number(flags.stallTimeout, '--stall-timeout', 0.1, 3600) ?? server.stallSeconds ?? 30) * 1000),
    redactor: baseRedactor(config, io.env),
    name: `anonymize-worker:${hostname()}:${process.pid}`,
    log: jsonLog(io, flags.logLevel ?? server.logLevel ?? 'info'),
  };
  const graceMs = (number(flags.shutdownGrace, '--shutdown-grace', 0, 3600) ?? server.shutdownGraceSeconds ?? 30) * 1000;
  const { RedisWorker } = await import('../../server/redis/worker.js');
  const { redactedUrl } = await import('../../server/redis/connection.js');
  const worker = await RedisWorker.start(options);
  await io.stderr.write(`taking jobs from ${redactedUrl(options.url)} (concurrency ${options.concurrency})\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      for (const s of SIGNALS) process.off(s, stop);
      resolve();
    };
    for (const s of SIGNALS) process.once(s, stop);
  });
  await worker.close(graceMs);
  return 0;
}
