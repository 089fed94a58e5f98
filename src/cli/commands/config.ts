import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../config/load.js';
import type { Config } from '../../config/schema.js';
import type { CommandContext } from '../main.js';
import { addRemoteOptions, resolveRemote, warnReadableToken, type RemoteFlags } from '../remote-options.js';

interface ShowFlags extends RemoteFlags {
  json?: boolean;
}

/** Keys whose values are secrets: shown as set or not, never as their value. */
export const SECRET_KEYS: ReadonlySet<string> = new Set(['key', 'remote.token', 'server.licenseKey']);
const MASK = '********';

export interface ConfigRow {
  key: string;
  value: unknown;
  /** `flag`, `env NAME`, the config file's path, or `default`. */
  source: string;
}

export function register(program: Command, ctx: CommandContext): void {
  const config = program.command('config').description('inspect the configuration');
  addRemoteOptions(
    config
      .command('show')
      .description('print the effective configuration: every value, where it comes from (flag, env, file, default); secrets masked')
      .option('--config <file>', 'use this config file instead of searching for .anonymizerc')
      .option('--json', 'print {"key": {"value", "source"}}'),
    { toggle: false },
  ).action(async (flags: ShowFlags) => {
    ctx.exitCode = await showConfig(flags, ctx);
  });
}

async function showConfig(flags: ShowFlags, ctx: CommandContext): Promise<number> {
  const io = ctx.io;
  const { config, filepath } = await loadConfig(io.cwd, flags.config ? path.resolve(io.cwd, flags.config) : undefined, io.env);
  await warnReadableToken(config, filepath, io);
  const remote = await resolveRemote(flags, io, config, filepath);
  const file = filepath ?? 'default';
  const rows: ConfigRow[] = [];
  const fromFile = (key: string, value: unknown, fallback: unknown) => rows.push({ key, value: value ?? fallback, source: value === undefined ? 'default' : file });
  const fromEnv = (key: string, env: string, value: unknown, fallback: unknown) => {
    if (io.env[env]) rows.push({ key, value: io.env[env], source: `env ${env}` });
    else fromFile(key, value, fallback);
  };
  fromEnv('entities', 'ANONYMIZE_ENTITIES', config.entities?.join(','), 'all');
  fromEnv('style', 'ANONYMIZE_STYLE', config.style, 'label');
  fromFile('allow', config.allow, []);
  fromFile('custom.terms', config.custom?.terms, []);
  fromFile('custom.patterns', config.custom?.patterns, []);
  fromEnv('region', 'ANONYMIZE_REGION', config.region, 'US');
  fromFile('threshold', config.threshold, 0.5);
  fromEnv('key', 'ANONYMIZE_KEY', config.key, null);
  fromFile('mask.keepLast', config.mask?.keepLast, 0);
  fromFile('mask.char', config.mask?.char, '*');

  const settings = remote.settings;
  const r = remote.sources;
  rows.push({ key: 'remote.url', value: settings?.url ?? null, source: r.url });
  rows.push({ key: 'remote.token', value: settings?.token ?? null, source: r.token });
  rows.push({ key: 'remote.enabled', value: remote.enabled, source: r.enabled });
  const remoteConfig = config.remote ?? {};
  fromFile('remote.rateLimit', remoteConfig.rateLimit, 30);
  fromFile('remote.rateWindow', remoteConfig.rateWindow, 60);
  fromFile('remote.retries', remoteConfig.retries, 3);
  fromFile('remote.timeout', remoteConfig.timeout, 60);
  for (const section of ['server', 'files'] as const) addSection(rows, section, config, file);
  if (io.env.ANONYMIZE_LICENSE_KEY) {
    const at = rows.findIndex((row) => row.key === 'server.licenseKey');
    const row = { key: 'server.licenseKey', value: io.env.ANONYMIZE_LICENSE_KEY, source: 'env ANONYMIZE_LICENSE_KEY' };
    if (at >= 0) rows[at] = row;
    else rows.push(row);
  }

  const masked = rows.map((row) => (SECRET_KEYS.has(row.key) && row.value !== null && row.value !== undefined ? { ...row, value: MASK } : row));
  if (flags.json) {
    const body = Object.fromEntries(masked.map((row) => [row.key, { value: row.value, source: row.source }]));
    await io.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
  } else {
    const show = (v: unknown) => (v === null ? '(not set)' : Array.isArray(v) ? (v.length ? v.join(', ') : '(none)') : String(v));
    const width = Math.max(...masked.map((row) => row.key.length));
    const valueWidth = Math.min(40, Math.max(...masked.map((row) => show(row.value).length)));
    await io.stdout.write(masked.map((row) => `${row.key.padEnd(width)}  ${show(row.value).padEnd(valueWidth)}  ${row.source}\n`).join(''));
  }
  return 0;
}

/** Every key of a free-form section as it is in the file (flattened one level). */
function addSection(rows: ConfigRow[], section: 'server' | 'files', config: Config, file: string): void {
  for (const [k, v] of Object.entries(config[section] ?? {})) rows.push({ key: `${section}.${k}`, value: typeof v === 'object' && v !== null ? JSON.stringify(v) : v, source: file });
}
