import { availableParallelism, hostname } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { loadConfig } from '../../config/load.js';
import { LOG_LEVELS, type Config, type ServerConfig } from '../../config/schema.js';
import type { RedactorOptions } from '../../engine/redactor.js';
import { ConfigError, UsageError } from '../../errors.js';
import type { ServerOptions } from '../../server/options.js';
import type { IO } from '../io.js';
import type { CommandContext } from '../main.js';
import { redisSettings } from './redis-settings.js';
import { registerTokenCommands } from './serve-token.js';

export interface ServeFlags {
  config?: string;
  mode?: string;
  host?: string;
  port?: string;
  dataDir?: string;
  rateLimit?: string;
  lifetimeCap?: string;
  licensePublicKey?: string;
  licenseKeyFile?: string;
  instance?: string;
  workers?: string;
  textWorkers?: string;
  queueSize?: string;
  maxUploadMb?: string;
  maxTextMb?: string;
  jobTimeout?: string;
  retentionHours?: string;
  requestTimeout?: string;
  shutdownGrace?: string;
  logLevel?: string;
  redis?: string;
  resultsDir?: string;
}

export function register(program: Command, ctx: CommandContext): void {
  const serve = program
    .command('serve')
    .description('run the service interface over HTTP (self-hosted with a license key, or the evaluation demo)')
    .addOption(new Option('--mode <mode>', 'self-hosted (license key, no tokens) or demo (bearer tokens, evaluation limits)').choices(['self-hosted', 'demo']))
    .option('--host <host>', 'address to listen on (default: 127.0.0.1)')
    .option('--port <port>', 'port; 0 picks a free one (default: 8080)')
    .option('--data-dir <dir>', 'tokens, counters, jobs and results (default: ./anonymize-data)')
    .option('--rate-limit <n>', 'demo: counted requests per rolling minute and token (default: 30)')
    .option('--lifetime-cap <n>', 'demo: counted requests per token, ever (default: 1000)')
    .option('--license-public-key <file>', "the operator's license public key (PEM)")
    .option('--license-key-file <file>', 'file holding the license key (or ANONYMIZE_LICENSE_KEY)')
    .option('--instance <name>', 'this instance\'s name, for licenses bound to one (default: the host name)')
    .option('--workers <n>', 'worker threads for uploads (default: the number of cores)')
    .option('--text-workers <n>', 'worker threads for POST /anonymize/text, 0 for the event loop (default: the number of cores less one, at least 1)')
    .option('--queue-size <n>', 'uploads waiting for a worker before 503 (default: 100)')
    .option('--max-upload-mb <n>', 'largest upload (default: 50)')
    .option('--max-text-mb <n>', 'largest JSON body of POST /anonymize/text (default: 1)')
    .option('--job-timeout <seconds>', 'per-file time limit (default: 60 s plus 10 s per MB)')
    .option('--retention-hours <n>', 'results are deleted after this (default: 24)')
    .option('--request-timeout <seconds>', 'time to receive a whole request (default: 120)')
    .option('--shutdown-grace <seconds>', 'on SIGTERM, wait this long for running jobs (default: 30)')
    .addOption(new Option('--log-level <level>', 'JSON access and error logs on stderr (default: info)').choices([...LOG_LEVELS]))
    .option('--redis <url>', 'share state and jobs with other instances through Redis; `anonymize worker` runs the jobs (or ANONYMIZE_REDIS_URL; docs/deploy.md)')
    .option('--results-dir <dir>', 'with --redis: the folder shared by every instance and worker for uploads and results (default: the data directory)')
    .option('--config <file>', 'use this config file instead of searching for .anonymizerc')
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize license keygen --out keys/
  $ anonymize license issue --private-key keys/license-private.pem --licensee "Example Corp" --expires 2027-12-31 > license.key
  $ anonymize serve --license-public-key keys/license-public.pem --license-key-file license.key --port 8080
  $ anonymize serve --mode demo --data-dir /var/lib/anonymize
  $ anonymize serve token create --org "Example Corp" --use-case "CRM export test" --data-dir /var/lib/anonymize
  $ ANONYMIZE_REDIS_URL=redis://redis:6379 anonymize serve --mode demo --host 0.0.0.0 --results-dir /shared/results

Prints "listening on http://HOST:PORT" on stderr when ready; SIGTERM or Ctrl-C stops it gracefully.`,
    )
    .action(async (flags: ServeFlags) => {
      ctx.exitCode = await runServe(flags, ctx);
    });
  registerTokenCommands(serve, ctx);
}

function integer(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

function decimal(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max) throw new UsageError(`${flag} must be a number from ${min} to ${max}, got "${value}"`);
  return n;
}

async function readText(file: string, what: string): Promise<string> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (!text) throw new ConfigError(`${what} ${file}: the file is empty`);
    return text;
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(`${what} ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
  }
}

/** The config file's server section and the folder its relative paths start from. */
export async function serverConfig(flags: { config?: string }, io: IO): Promise<{ config: Config; server: ServerConfig; base: string }> {
  const { config, filepath } = await loadConfig(io.cwd, flags.config ? path.resolve(io.cwd, flags.config) : undefined, io.env);
  return { config, server: config.server ?? {}, base: filepath ? path.dirname(filepath) : io.cwd };
}

/** The data directory: --data-dir (relative to the working directory) > server.dataDir (relative to the config file) > ./anonymize-data. */
export function dataDirOf(flag: string | undefined, server: ServerConfig, base: string, io: IO): string {
  if (flag !== undefined) return path.resolve(io.cwd, flag);
  if (server.dataDir !== undefined) return path.resolve(base, server.dataDir);
  return path.resolve(io.cwd, 'anonymize-data');
}

/**
 * The redaction options every request starts from: those of the config file that say how to
 * find and replace (region, threshold, allow, custom, key, mask), never its `entities` or
 * `style` (a request without them gets all types and labels, as the contract says).
 */
export function baseRedactor(config: Config, env: IO['env']): RedactorOptions {
  const r: RedactorOptions = {};
  if (config.region) r.region = config.region;
  if (config.threshold !== undefined) r.threshold = config.threshold;
  if (config.allow?.length) r.allow = config.allow;
  if (config.custom) r.custom = { terms: config.custom.terms ?? [], patterns: config.custom.patterns ?? [] };
  const key = env.ANONYMIZE_KEY || config.key;
  if (key) r.key = key;
  if (config.mask?.keepLast !== undefined) r.maskKeepLast = config.mask.keepLast;
  if (config.mask?.char !== undefined) r.maskChar = config.mask.char;
  return r;
}

/** flags > environment > config file > defaults, checked; the license verified (self-hosted). */
export async function resolveServeOptions(flags: ServeFlags, io: IO, version: string): Promise<ServerOptions> {
  const { config, server, base } = await serverConfig(flags, io);
  const mode = (flags.mode ?? server.mode ?? 'self-hosted') as ServerOptions['mode'];
  const mb = 1024 * 1024;
  const jobTimeout = decimal(flags.jobTimeout, '--job-timeout', 1, 86_400) ?? server.jobTimeoutSeconds;
  const options: ServerOptions = {
    mode,
    host: flags.host ?? server.host ?? '127.0.0.1',
    port: integer(flags.port, '--port', 0, 65535) ?? server.port ?? 8080,
    dataDir: dataDirOf(flags.dataDir, server, base, io),
    rateLimit: integer(flags.rateLimit, '--rate-limit', 1, 1_000_000_000) ?? server.rateLimit ?? 30,
    lifetimeCap: integer(flags.lifetimeCap, '--lifetime-cap', 1, 1_000_000_000) ?? server.lifetimeCap ?? 1000,
    rateWindowMs: 60_000,
    redactor: baseRedactor(config, io.env),
    maxTextBytes: Math.floor((decimal(flags.maxTextMb, '--max-text-mb', 0.001, 512) ?? server.maxTextMb ?? 1) * mb),
    maxUploadBytes: Math.floor((decimal(flags.maxUploadMb, '--max-upload-mb', 0.001, 4096) ?? server.maxUploadMb ?? 50) * mb),
    workers: integer(flags.workers, '--workers', 1, 256) ?? server.workers ?? availableParallelism(),
    queueSize: integer(flags.queueSize, '--queue-size', 1, 1_000_000) ?? server.queueSize ?? 100,
    textWorkers: integer(flags.textWorkers, '--text-workers', 0, 256) ?? server.textWorkers ?? Math.max(1, availableParallelism() - 1),
    textQueueSize: 256,
    jobTimeoutMs: jobTimeout === undefined ? undefined : jobTimeout * 1000,
    memoryLimitMb: 1024,
    retentionMs: (decimal(flags.retentionHours, '--retention-hours', 0.001, 24 * 365) ?? server.retentionHours ?? 24) * 3600_000,
    requestTimeoutMs: (decimal(flags.requestTimeout, '--request-timeout', 1, 86_400) ?? server.requestTimeoutSeconds ?? 120) * 1000,
    shutdownGraceMs: (decimal(flags.shutdownGrace, '--shutdown-grace', 0, 3600) ?? server.shutdownGraceSeconds ?? 30) * 1000,
    license: undefined,
    logLevel: flags.logLevel ?? server.logLevel ?? 'info',
    version,
  };
  if (mode === 'self-hosted') options.license = await verifyConfiguredLicense(flags, server, base, io);
  return options;
}

async function verifyConfiguredLicense(flags: ServeFlags, server: ServerConfig, base: string, io: IO) {
  const licenseKey = flags.licenseKeyFile !== undefined
    ? await readText(path.resolve(io.cwd, flags.licenseKeyFile), '--license-key-file')
    : io.env.ANONYMIZE_LICENSE_KEY || server.licenseKey;
  if (!licenseKey) {
    throw new ConfigError('self-hosted mode needs a license key: --license-key-file FILE, ANONYMIZE_LICENSE_KEY or server.licenseKey (or --mode demo for the evaluation service)');
  }
  let publicKey: string;
  if (flags.licensePublicKey !== undefined) publicKey = await readText(path.resolve(io.cwd, flags.licensePublicKey), '--license-public-key');
  else if (server.licensePublicKey?.includes('-----BEGIN')) publicKey = server.licensePublicKey;
  else if (server.licensePublicKey !== undefined) publicKey = await readText(path.resolve(base, server.licensePublicKey), 'server.licensePublicKey');
  else throw new ConfigError('self-hosted mode needs the license public key: --license-public-key FILE or server.licensePublicKey');
  const { verifyLicense } = await import('../../server/license.js');
  const instance = flags.instance ?? server.instance ?? hostname();
  return verifyLicense(licenseKey, publicKey, instance, new Date());
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** Runs until SIGTERM, SIGINT or SIGHUP, then shuts down gracefully (0). */
export async function runServe(flags: ServeFlags, ctx: CommandContext): Promise<number> {
  const io = ctx.io;
  const options = await resolveServeOptions(flags, io, ctx.version);
  options.logStream = { write: (line: string) => void io.stderr.write(line) };
  const redis = await redisSettings(flags, io);
  let shared: { options: ServerOptions; close(): Promise<void> } | undefined;
  if (redis.url !== undefined) {
    const { useRedis } = await import('../../server/redis/serving.js');
    shared = await useRedis(options, { url: redis.url, resultsDir: redis.resultsDir });
  }
  const { buildServer } = await import('../../server/app.js');
  let server;
  try {
    server = await buildServer(shared?.options ?? options);
  } catch (e) {
    await shared?.close();
    throw e;
  }
  let url: string;
  try {
    url = await server.listen();
  } catch (e) {
    await server.close().catch(() => undefined);
    await shared?.close();
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UsageError(`--port ${options.port}: the address ${options.host}:${options.port} is already in use`);
    if (code === 'EACCES') throw new UsageError(`--port ${options.port}: not allowed to listen there (ports below 1024 need privileges)`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new UsageError(`--host ${options.host}: not an address of this machine`);
    throw e;
  }
  await io.stderr.write(`listening on ${url}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      for (const s of SIGNALS) process.off(s, stop);
      resolve();
    };
    for (const s of SIGNALS) process.once(s, stop);
  });
  await server.close();
  await shared?.close();
  return 0;
}
