import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { loadConfig } from '../config/load.js';
import { regionProblem, type Config } from '../config/schema.js';
import { ENTITY_NAMES, parseEntityList } from '../entities.js';
import type { RedactorOptions } from '../engine/redactor.js';
import { customPatternProblem } from '../engine/custom-pattern.js';
import { STYLES, type Style } from '../engine/types.js';
import { ConfigError, UsageError } from '../errors.js';
import type { IO } from './io.js';
import { argumentStart } from './usage-messages.js';

/** Flags shared by every command that redacts (text, files, scan). */
export interface RedactFlags {
  entities?: string;
  style?: string;
  allow?: string[];
  custom?: string[];
  config?: string;
  region?: string;
  threshold?: string;
  keyFile?: string;
  maskKeepLast?: string;
  maskChar?: string;
  json?: boolean;
  showValues?: boolean;
  quiet?: boolean;
  color?: boolean;
  debug?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function addRedactOptions(cmd: Command): Command {
  return cmd
    .option('-e, --entities <list>', `comma-separated entity types to redact (default: all): ${ENTITY_NAMES.join(',')}`)
    .addOption(new Option('-s, --style <style>', 'how to replace what is found').choices(STYLES as unknown as string[]))
    .option('-a, --allow <value>', 'a value that is never redacted (repeatable)', collect)
    .option('-c, --custom <term|/regex/>', 'a term or /regular expression/ to redact as CUSTOM_ENTITY (repeatable)', collect)
    .option('--config <file>', 'use this config file instead of searching for .anonymizerc')
    .option('--region <CC>', 'default country for national phone numbers (default: US)')
    .option('--threshold <0..1>', 'minimum confidence score (default: 0.5)')
    .option('--key-file <file>', 'file holding the secret key for --style hash and fake (or ANONYMIZE_KEY)')
    .option('--mask-keep-last <n>', 'with --style mask: keep the last N letters/digits visible (at most half of a value\'s, so 12345 keeps 2)')
    .option('--mask-char <char>', 'with --style mask: the masking character (default: *)')
    .option('--json', 'print a JSON result (findings without their values)')
    .option('--show-values', 'with --json: include the detected values (they are what you wanted removed)')
    .option('-q, --quiet', 'no messages on stderr, only errors')
    .option('--no-color', 'no colors on stderr (also: NO_COLOR)')
    .option('--debug', 'print stack traces of unexpected errors');
}

export interface Settings {
  redactor: RedactorOptions;
  config: Config;
  configPath: string | undefined;
}

/** `/regex/` is a pattern (RE2 syntax, see engine/custom-pattern.ts); anything else is a literal term. */
function splitCustom(values: readonly string[]): { terms: string[]; patterns: string[] } {
  const terms: string[] = [];
  const patterns: string[] = [];
  for (const v of values) {
    const m = /^\/(.+)\/$/s.exec(v);
    if (m) {
      // Named by its place, not quoted: a custom pattern may spell out the very value to remove.
      const problem = customPatternProblem(m[1]!);
      if (problem) throw new UsageError(`--custom pattern ${patterns.length + 1} is not a valid regular expression: ${problem}`);
      patterns.push(m[1]!);
    } else terms.push(v);
  }
  return { terms, patterns };
}

function parseEntitiesFlag(value: string, source: string) {
  const { entities, unknown } = parseEntityList(value);
  if (unknown.length) {
    const Err = source === 'ANONYMIZE_ENTITIES' ? ConfigError : UsageError;
    throw new Err(`${source}: unknown entity ${unknown.join(', ')} (valid: ${ENTITY_NAMES.join(', ')})`);
  }
  if (entities.length === 0) throw new UsageError(`${source} is empty (valid: ${ENTITY_NAMES.join(', ')})`);
  return entities;
}

function parseNumber(value: string, flag: string, min: number, max: number, integer: boolean): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new UsageError(`${flag} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, got ${argumentStart(value)}`);
  }
  return n;
}

/** Merges flags > environment > config file > defaults into engine options. */
export async function resolveSettings(flags: RedactFlags, io: IO): Promise<Settings> {
  const { config, filepath } = await loadConfig(io.cwd, flags.config ? path.resolve(io.cwd, flags.config) : undefined, io.env);
  const env = io.env;
  const redactor: RedactorOptions = {};

  const entities = flags.entities !== undefined
    ? parseEntitiesFlag(flags.entities, '--entities')
    : env.ANONYMIZE_ENTITIES
      ? parseEntitiesFlag(env.ANONYMIZE_ENTITIES, 'ANONYMIZE_ENTITIES')
      : config.entities;
  if (entities) redactor.entities = entities;

  const style = flags.style ?? env.ANONYMIZE_STYLE ?? config.style;
  if (style !== undefined) {
    if (!(STYLES as readonly string[]).includes(style)) throw new ConfigError(`ANONYMIZE_STYLE must be one of ${STYLES.join(', ')}`);
    redactor.style = style as Style;
  }

  const allow = [...(config.allow ?? []), ...(flags.allow ?? []).flatMap((a) => a.split(','))];
  if (allow.length) redactor.allow = allow;

  const custom = splitCustom(flags.custom ?? []);
  const terms = [...(config.custom?.terms ?? []), ...custom.terms];
  const patterns = [...(config.custom?.patterns ?? []), ...custom.patterns];
  if (terms.length || patterns.length) redactor.custom = { terms, patterns };

  const region = flags.region ?? env.ANONYMIZE_REGION ?? config.region;
  if (region !== undefined) {
    const problem = regionProblem(region);
    if (problem && flags.region !== undefined) throw new UsageError(`--region ${problem}`);
    if (problem) throw new ConfigError(`ANONYMIZE_REGION ${problem}`);
    redactor.region = region.toUpperCase();
  }

  if (flags.threshold !== undefined) redactor.threshold = parseNumber(flags.threshold, '--threshold', 0, 1, false);
  else if (config.threshold !== undefined) redactor.threshold = config.threshold;

  if (flags.keyFile !== undefined) {
    const file = path.resolve(io.cwd, flags.keyFile);
    try {
      redactor.key = (await readFile(file, 'utf8')).trim();
    } catch (e) {
      throw new UsageError(`--key-file ${flags.keyFile}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
    }
    if (!redactor.key) throw new UsageError(`--key-file ${flags.keyFile}: the file is empty`);
  } else if (env.ANONYMIZE_KEY) redactor.key = env.ANONYMIZE_KEY;
  else if (config.key) redactor.key = config.key;

  // Without a configured key, fakes are consistent within this run but differ between runs.
  // node:crypto is loaded only then (start-up of every other run, issue 20).
  if (redactor.style === 'fake' && !redactor.key) redactor.key = (await import('node:crypto')).randomBytes(32).toString('hex');

  if (flags.maskKeepLast !== undefined) redactor.maskKeepLast = parseNumber(flags.maskKeepLast, '--mask-keep-last', 0, 64, true);
  else if (config.mask?.keepLast !== undefined) redactor.maskKeepLast = config.mask.keepLast;
  const maskChar = flags.maskChar ?? config.mask?.char;
  if (maskChar !== undefined) redactor.maskChar = maskChar;

  return { redactor, config, configPath: filepath };
}

/** A whole-number flag from 1 to `max` (undefined when not given). */
export function positiveInt(value: string | undefined, flag: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > max) throw new UsageError(`${flag} must be a whole number from 1 to ${max}, got ${argumentStart(value)}`);
  return n;
}
