import { isSupportedCountry } from 'libphonenumber-js/max';
import { ENTITY_NAMES, parseEntityList, type EntityName } from '../entities.js';
import { customPatternProblem } from '../engine/custom-pattern.js';
import { STYLES, type Style } from '../engine/types.js';

/** The `remote` section: the server `--remote` talks to (see docs/remote.md). */
export interface RemoteConfig {
  url?: string;
  /** Evaluation token of the hosted demo; absent for a self-hosted instance. */
  token?: string;
  /** `--remote` for every command that supports it. */
  enabled?: boolean;
  /** Counted requests per window a batch paces itself to when a token is configured (default 30). */
  rateLimit?: number;
  /** The pacing window in seconds (default 60, the demo's rolling minute). */
  rateWindow?: number;
  /** Retries of a request after a network error, a timeout or a 5xx (default 3). */
  retries?: number;
  /** Seconds a request may wait for the server's answer (default 60). */
  timeout?: number;
}

/** The validated configuration file. Every key is documented in `.anonymizerc.example`. */
export interface Config {
  entities?: EntityName[];
  style?: Style;
  allow?: string[];
  custom?: { terms?: string[]; patterns?: string[] };
  region?: string;
  threshold?: number;
  key?: string;
  mask?: { keepLast?: number; char?: string };
  remote?: RemoteConfig;
  server?: ServerConfig;
  files?: Record<string, unknown>;
  /** `anonymize scan` (docs/ci.md). */
  scan?: { fingerprintSalt?: string; failOn?: EntityName[]; minScore?: number };
}

/** The `server` section: one key per flag of `anonymize serve` (docs/api.md, "Configuration"). */
export interface ServerConfig {
  mode?: 'self-hosted' | 'demo';
  host?: string;
  port?: number;
  dataDir?: string;
  rateLimit?: number;
  lifetimeCap?: number;
  /** A path to the PEM file (relative to the config file), or the PEM itself. */
  licensePublicKey?: string;
  licenseKey?: string;
  instance?: string;
  workers?: number;
  textWorkers?: number;
  queueSize?: number;
  maxUploadMb?: number;
  maxTextMb?: number;
  jobTimeoutSeconds?: number;
  retentionHours?: number;
  requestTimeoutSeconds?: number;
  shutdownGraceSeconds?: number;
  logLevel?: string;
  /** `serve --redis` and `anonymize worker` (docs/deploy.md): the shared Redis, results folder, stall timeout, worker threads. */
  redis?: string;
  resultsDir?: string;
  stallSeconds?: number;
  concurrency?: number;
}

type Check = (value: unknown, path: string, problems: string[]) => unknown;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str: Check = (v, path, problems) => {
  if (typeof v === 'string') return v;
  problems.push(`${path} must be a string`);
  return undefined;
};

const strList: Check = (v, path, problems) => {
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v;
  problems.push(`${path} must be a list of strings`);
  return undefined;
};

const num =
  (min: number, max: number, integer = false): Check =>
  (v, path, problems) => {
    if (typeof v === 'number' && v >= min && v <= max && (!integer || Number.isInteger(v))) return v;
    problems.push(`${path} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    return undefined;
  };

const entities: Check = (v, path, problems) => {
  if (typeof v !== 'string' && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) {
    problems.push(`${path} must be a comma-separated string or a list of entity names`);
    return undefined;
  }
  const { entities: list, unknown } = parseEntityList(v as string | string[]);
  if (unknown.length) problems.push(`${path}: unknown entity ${unknown.join(', ')} (valid: ${ENTITY_NAMES.join(', ')})`);
  return list;
};

const style: Check = (v, path, problems) => {
  if (typeof v === 'string' && (STYLES as readonly string[]).includes(v)) return v;
  problems.push(`${path} must be one of ${STYLES.join(', ')}`);
  return undefined;
};

/** Why a region is refused, or undefined: a country the phone-number metadata knows. */
export function regionProblem(v: unknown): string | undefined {
  if (typeof v !== 'string' || !/^[A-Za-z]{2}$/.test(v)) return 'must be a two-letter country code such as "US"';
  if (!isSupportedCountry(v.toUpperCase())) return `"${v}" is not a country code (ISO 3166-1 alpha-2, such as US or GB)`;
  return undefined;
}

const region: Check = (v, path, problems) => {
  const problem = regionProblem(v);
  if (!problem) return (v as string).toUpperCase();
  problems.push(`${path} ${problem}`);
  return undefined;
};

const maskChar: Check = (v, path, problems) => {
  if (typeof v === 'string' && [...v].length === 1 && !/[\p{L}\p{N}]/u.test(v)) return v;
  problems.push(`${path} must be a single character that is not a letter or digit`);
  return undefined;
};

const patterns: Check = (v, path, problems) => {
  const list = strList(v, path, problems) as string[] | undefined;
  for (const [i, p] of (list ?? []).entries()) {
    const problem = customPatternProblem(p);
    if (problem) problems.push(`${path}[${i}] is not a valid regular expression: ${problem}`);
  }
  return list;
};

const bool: Check = (v, path, problems) => {
  if (typeof v === 'boolean') return v;
  problems.push(`${path} must be true or false`);
  return undefined;
};

const url: Check = (v, path, problems) => {
  if (typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v)) return v;
  problems.push(`${path} must be an http:// or https:// URL`);
  return undefined;
};

const anyObject: Check = (v, path, problems) => {
  if (isPlainObject(v)) return v;
  problems.push(`${path} must be an object`);
  return undefined;
};

const object =
  (shape: Record<string, Check>): Check =>
  (v, path, problems) => {
    if (!isPlainObject(v)) {
      problems.push(`${path} must be an object`);
      return undefined;
    }
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) {
      const check = shape[k];
      const sub = path ? `${path}.${k}` : k;
      if (!check) {
        problems.push(`${sub} is not a known key (known: ${Object.keys(shape).join(', ')})`);
        continue;
      }
      const r = check(val, sub, problems);
      if (r !== undefined) out[k] = r;
    }
    return out;
  };

const oneOf =
  (values: readonly string[]): Check =>
  (v, path, problems) => {
    if (typeof v === 'string' && values.includes(v)) return v;
    problems.push(`${path} must be one of ${values.join(', ')}`);
    return undefined;
  };

const nonEmpty: Check = (v, path, problems) => {
  if (typeof v === 'string' && v.trim() !== '') return v;
  problems.push(`${path} must be a non-empty string`);
  return undefined;
};

const redisUrl: Check = (v, path, problems) => {
  if (typeof v === 'string' && /^rediss?:\/\/[^\s]+$/.test(v)) return v;
  problems.push(`${path} must be a redis:// or rediss:// URL`);
  return undefined;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const serverShape: Record<string, Check> = {
  mode: oneOf(['self-hosted', 'demo']),
  host: nonEmpty,
  port: num(0, 65535, true),
  dataDir: nonEmpty,
  rateLimit: num(1, 1_000_000_000, true),
  lifetimeCap: num(1, 1_000_000_000, true),
  licensePublicKey: nonEmpty,
  licenseKey: nonEmpty,
  instance: nonEmpty,
  workers: num(1, 256, true),
  textWorkers: num(0, 256, true),
  queueSize: num(1, 1_000_000, true),
  maxUploadMb: num(0.001, 4096),
  maxTextMb: num(0.001, 512),
  jobTimeoutSeconds: num(1, 86_400),
  retentionHours: num(0.001, 24 * 365),
  requestTimeoutSeconds: num(1, 86_400),
  shutdownGraceSeconds: num(0, 3600),
  logLevel: oneOf(LOG_LEVELS),
  redis: redisUrl,
  resultsDir: nonEmpty,
  stallSeconds: num(0.1, 3600),
  concurrency: num(1, 256, true),
};

/** Extension point: later modules (files, server) register the shape of their own section. */
export const CONFIG_SHAPE: Record<string, Check> = {
  entities,
  style,
  allow: strList,
  custom: object({ terms: strList, patterns }),
  region,
  threshold: num(0, 1),
  key: str,
  mask: object({ keepLast: num(0, 64, true), char: maskChar }),
  remote: object({
    url,
    token: str,
    enabled: bool,
    rateLimit: num(1, 100_000, true),
    rateWindow: num(0.01, 3600),
    retries: num(0, 10, true),
    timeout: num(0.1, 3600),
  }),
  server: object(serverShape),
  files: anyObject,
  scan: object({ fingerprintSalt: str, failOn: entities, minScore: num(0, 1) }),
};

/** Validates a parsed config file; returns the problems (all of them) instead of stopping at one. */
export function validateConfig(raw: unknown): { config: Config; problems: string[] } {
  const problems: string[] = [];
  const config = (object(CONFIG_SHAPE)(raw, '', problems) ?? {}) as Config;
  return { config, problems };
}

export const checks = { str, strList, num, bool, object, url, anyObject, oneOf, nonEmpty };
