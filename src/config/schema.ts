import { ENTITY_NAMES, parseEntityList, type EntityName } from '../entities.js';
import { STYLES, type Style } from '../engine/types.js';

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
  remote?: { url?: string; token?: string };
  server?: Record<string, unknown>;
  files?: Record<string, unknown>;
  /** `anonymize scan` (docs/ci.md). */
  scan?: { fingerprintSalt?: string; failOn?: EntityName[]; minScore?: number };
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

const region: Check = (v, path, problems) => {
  if (typeof v === 'string' && /^[A-Za-z]{2}$/.test(v)) return v.toUpperCase();
  problems.push(`${path} must be a two-letter country code such as "US"`);
  return undefined;
};

const patterns: Check = (v, path, problems) => {
  const list = strList(v, path, problems) as string[] | undefined;
  for (const [i, p] of (list ?? []).entries()) {
    try {
      new RegExp(p, 'u');
    } catch (e) {
      problems.push(`${path}[${i}] is not a valid regular expression: ${(e as Error).message}`);
    }
  }
  return list;
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

/** Extension point: later modules (files, server) register the shape of their own section. */
export const CONFIG_SHAPE: Record<string, Check> = {
  entities,
  style,
  allow: strList,
  custom: object({ terms: strList, patterns }),
  region,
  threshold: num(0, 1),
  key: str,
  mask: object({ keepLast: num(0, 64, true), char: str }),
  remote: object({ url, token: str }),
  server: anyObject,
  files: anyObject,
  scan: object({ fingerprintSalt: str, failOn: entities, minScore: num(0, 1) }),
};

/** Validates a parsed config file; returns the problems (all of them) instead of stopping at one. */
export function validateConfig(raw: unknown): { config: Config; problems: string[] } {
  const problems: string[] = [];
  const config = (object(CONFIG_SHAPE)(raw, '', problems) ?? {}) as Config;
  return { config, problems };
}

export const checks = { str, strList, num, object, url, anyObject };
