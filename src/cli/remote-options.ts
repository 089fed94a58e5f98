import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import type { Config } from '../config/schema.js';
import { ConfigError, UsageError } from '../errors.js';
import { REMOTE_DEFAULTS, type RemoteLog, type RemoteSettings } from '../remote/settings.js';
import type { IO } from './io.js';
import type { Settings } from './options.js';

/** Flags of every command that can talk to a server. A token is never a flag value. */
export interface RemoteFlags {
  remote?: boolean;
  url?: string;
  tokenFile?: string;
  token?: string;
  fallbackLocal?: boolean;
  config?: string;
  quiet?: boolean;
  debug?: boolean;
}

export function addRemoteOptions(cmd: Command, options: { toggle?: boolean } = { toggle: true }): Command {
  if (options.toggle !== false) {
    cmd
      .option('--remote', 'send the work to the server of remote.url (or ANONYMIZE_URL, --url) instead of doing it here')
      .option('--no-remote', 'work locally even when remote.enabled is true in the config')
      .option('--fallback-local', 'with --remote: when the server can\'t be used, say so and work locally');
  }
  return cmd
    .option('--url <url>', 'the server\'s base URL (default: remote.url, or ANONYMIZE_URL)')
    .option('--token-file <file>', 'file holding the hosted demo\'s evaluation token (or ANONYMIZE_TOKEN, or remote.token)')
    .addOption(new Option('--token <token>').hideHelp());
}

/** Where an effective value came from, for `anonymize config show` and messages. */
export type Source = 'flag' | `env ${string}` | 'default' | string;

export interface ResolvedRemote {
  enabled: boolean;
  /** Undefined when no URL is configured anywhere. */
  settings: RemoteSettings | undefined;
  sources: Record<'url' | 'token' | 'enabled' | 'rateLimit' | 'rateWindow' | 'retries' | 'timeout', Source>;
}

const HOW_TO_URL = 'set remote.url in the config file, the ANONYMIZE_URL environment variable, or --url URL';

function checkUrl(value: string, source: string, Err: typeof UsageError | typeof ConfigError): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Err(`${source} must be an http:// or https:// URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Err(`${source} must be an http:// or https:// URL`);
  if (parsed.username || parsed.password) throw new Err(`${source} must not hold a user name or password: use --token-file FILE or ANONYMIZE_TOKEN`);
  return value.replace(/\/+$/, '');
}

/** Flags > environment > config file > defaults, for the `remote` section. */
export async function resolveRemote(flags: RemoteFlags, io: IO, config: Config, configPath: string | undefined): Promise<ResolvedRemote> {
  if (flags.token !== undefined) {
    throw new UsageError('a token is never taken from the command line (it would show in the process list and the shell history): use --token-file FILE, ANONYMIZE_TOKEN, or remote.token in the config file');
  }
  const remote = config.remote ?? {};
  const file = configPath ?? 'config file';
  const sources = {} as ResolvedRemote['sources'];

  let url: string | undefined;
  if (flags.url !== undefined) [url, sources.url] = [checkUrl(flags.url, '--url', UsageError), 'flag'];
  else if (io.env.ANONYMIZE_URL) [url, sources.url] = [checkUrl(io.env.ANONYMIZE_URL, 'ANONYMIZE_URL', ConfigError), 'env ANONYMIZE_URL'];
  else if (remote.url !== undefined) [url, sources.url] = [remote.url.replace(/\/+$/, ''), file];
  else sources.url = 'default';

  let token: string | undefined;
  if (flags.tokenFile !== undefined) {
    const tokenPath = path.resolve(io.cwd, flags.tokenFile);
    try {
      token = (await readFile(tokenPath, 'utf8')).trim();
    } catch (e) {
      throw new UsageError(`--token-file ${flags.tokenFile}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
    }
    if (!token) throw new UsageError(`--token-file ${flags.tokenFile}: the file is empty`);
    sources.token = 'flag';
  } else if (io.env.ANONYMIZE_TOKEN) [token, sources.token] = [io.env.ANONYMIZE_TOKEN.trim(), 'env ANONYMIZE_TOKEN'];
  else if (remote.token !== undefined && remote.token !== '') [token, sources.token] = [remote.token, file];
  else sources.token = 'default';

  let enabled: boolean;
  if (flags.remote !== undefined) [enabled, sources.enabled] = [flags.remote, 'flag'];
  else if (remote.enabled !== undefined) [enabled, sources.enabled] = [remote.enabled, file];
  else [enabled, sources.enabled] = [false, 'default'];

  const fromFile = <K extends 'rateLimit' | 'rateWindow' | 'retries' | 'timeout'>(key: K, fallback: number): number => {
    sources[key] = remote[key] !== undefined ? file : 'default';
    return remote[key] ?? fallback;
  };
  const rateLimit = fromFile('rateLimit', REMOTE_DEFAULTS.rateLimit);
  const rateWindow = fromFile('rateWindow', REMOTE_DEFAULTS.rateWindowSeconds);
  const retries = fromFile('retries', REMOTE_DEFAULTS.retries);
  const timeout = fromFile('timeout', REMOTE_DEFAULTS.timeoutSeconds);

  const settings = url === undefined
    ? undefined
    : { url, ...(token ? { token } : {}), rateLimit, rateWindowMs: rateWindow * 1000, retries, timeoutMs: timeout * 1000 };
  return { enabled, settings, sources };
}

/** The settings of a command that must talk to a server; a usage error says how to name one. */
export function requireServer(resolved: ResolvedRemote, what: string): RemoteSettings {
  if (!resolved.settings) throw new UsageError(`${what} needs a server: ${HOW_TO_URL}`);
  return resolved.settings;
}

/**
 * A token in a config file other users can read is as good as published: one line on stderr
 * (the mode bits of the file, never the token).
 */
export async function warnReadableToken(config: Config, configPath: string | undefined, io: IO): Promise<void> {
  if (!configPath || !config.remote?.token) return;
  const mode = (await stat(configPath).catch(() => undefined))?.mode;
  if (mode === undefined || (mode & 0o044) === 0) return;
  await io.stderr.write(`anonymize: warning: ${configPath} holds remote.token and other users can read it: chmod 600 ${configPath}\n`);
}

/** Notices on stderr (unless --quiet), debug lines with --debug; both one line, prefixed. */
export function remoteLog(io: IO, flags: { quiet?: boolean; debug?: boolean }): RemoteLog {
  return {
    notice: (m) => void (flags.quiet ? undefined : io.stderr.write(`anonymize: ${m}\n`)),
    debug: (m) => void (flags.debug ? io.stderr.write(`anonymize: debug: ${m}\n`) : undefined),
  };
}

/** Options the service interface has no parameter for: refused with --remote rather than ignored. */
export function rejectLocalOnly(flags: Record<string, unknown>, names: Record<string, string>): void {
  for (const [key, flag] of Object.entries(names)) {
    if (flags[key] !== undefined && flags[key] !== false) {
      throw new UsageError(`${flag} can't be used with --remote: the server's interface has no such parameter (run without --remote)`);
    }
  }
}

/** Flags of the redacting commands the service interface has no parameter for. */
export const LOCAL_ONLY_REDACT_FLAGS = {
  allow: '--allow',
  custom: '--custom',
  region: '--region',
  threshold: '--threshold',
  keyFile: '--key-file',
  maskKeepLast: '--mask-keep-last',
  maskChar: '--mask-char',
};

const LOCAL_ONLY_CONFIG = ['allow', 'custom', 'region', 'threshold', 'key', 'mask'] as const;

/** Config keys a server can't be told about: said once on stderr, not silently dropped. */
export async function warnIgnoredConfig(settings: Settings, io: IO, quiet: boolean | undefined): Promise<void> {
  if (quiet || !settings.configPath) return;
  const ignored = LOCAL_ONLY_CONFIG.filter((k) => settings.config[k] !== undefined);
  if (ignored.length) {
    await io.stderr.write(`anonymize: warning: ${settings.configPath}: ${ignored.join(', ')} ${ignored.length === 1 ? 'applies' : 'apply'} to local runs only; the server does not take ${ignored.length === 1 ? 'it' : 'them'}\n`);
  }
}
