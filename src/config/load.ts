import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { validateConfig, type Config } from './schema.js';

export interface LoadedConfig {
  config: Config;
  /** The file it came from; undefined when none was found. */
  filepath: string | undefined;
}

export const MODULE_NAME = 'anonymize';

/** cosmiconfig 9's default search places for MODULE_NAME, in its order. */
export const SEARCH_PLACES = [
  'package.json',
  `.${MODULE_NAME}rc`,
  `.${MODULE_NAME}rc.json`,
  `.${MODULE_NAME}rc.yaml`,
  `.${MODULE_NAME}rc.yml`,
  `.${MODULE_NAME}rc.js`,
  `.${MODULE_NAME}rc.ts`,
  `.${MODULE_NAME}rc.mjs`,
  `.${MODULE_NAME}rc.cjs`,
  `.config/${MODULE_NAME}rc`,
  `.config/${MODULE_NAME}rc.json`,
  `.config/${MODULE_NAME}rc.yaml`,
  `.config/${MODULE_NAME}rc.yml`,
  `.config/${MODULE_NAME}rc.js`,
  `.config/${MODULE_NAME}rc.ts`,
  `.config/${MODULE_NAME}rc.mjs`,
  `.config/${MODULE_NAME}rc.cjs`,
  `${MODULE_NAME}.config.js`,
  `${MODULE_NAME}.config.ts`,
  `${MODULE_NAME}.config.mjs`,
  `${MODULE_NAME}.config.cjs`,
];

function hasPackageKey(file: string): boolean {
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return pkg !== null && typeof pkg === 'object' && MODULE_NAME in pkg;
  } catch {
    return false;
  }
}

/**
 * The first config file from `cwd` upwards, in cosmiconfig's order, then the user's global one
 * (`$XDG_CONFIG_HOME/anonymize/config[.json|.yaml|.yml]`). One directory listing per level, so
 * the common case — no config at all — costs microseconds instead of importing cosmiconfig.
 */
export function findConfigFile(cwd: string, env: Readonly<Record<string, string | undefined>> = {}): string | undefined {
  let dir = path.resolve(cwd);
  for (;;) {
    let entries: Set<string>;
    try {
      entries = new Set(readdirSync(dir));
    } catch {
      entries = new Set();
    }
    for (const place of SEARCH_PLACES) {
      const top = place.split('/')[0]!;
      if (!entries.has(top)) continue;
      const file = path.join(dir, place);
      if (place === 'package.json' ? hasPackageKey(file) : existsSync(file)) return file;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const configHome = env.XDG_CONFIG_HOME || (env.HOME ? path.join(env.HOME, '.config') : undefined);
  if (configHome) {
    for (const name of ['config', 'config.json', 'config.yaml', 'config.yml']) {
      const file = path.join(configHome, MODULE_NAME, name);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/**
 * Why a config file could not be parsed, with where: js-yaml's reason and position, or the first
 * line of another parser's message. Never the excerpt of the file that parsers print under it
 * (the file may hold a key).
 */
function parseProblem(e: unknown): string {
  const err = e as { name?: string; reason?: string; mark?: { line: number; column: number }; message?: string };
  if (err?.name === 'YAMLException' && err.reason) {
    const at = err.mark ? ` at line ${err.mark.line + 1}, column ${err.mark.column + 1}` : '';
    return `invalid YAML${at}: ${err.reason}`;
  }
  const lines = (err?.message ?? String(e)).split('\n').map((l) => l.trim()).filter(Boolean);
  // cosmiconfig puts "… Error in <file>:" on a line of its own, the reason on the next.
  const reason = lines.find((l) => !/ in .*:$/.test(l)) ?? lines[0] ?? 'cannot be parsed';
  // JSON.parse and parse-json quote the text around the error ("… is not valid JSON while parsing 'key: …'").
  const unquoted = reason
    .replace(/ while parsing .*$/, '')
    .replace(/, ".*" is not valid JSON$/, '')
    .replace(/"[^"]{4,}"|'[^']{4,}'/g, '…');
  return `cannot be parsed: ${unquoted}`;
}

/**
 * Finds (or takes `file`) and validates the config file, loaded with cosmiconfig (JSON, YAML, JS).
 * Every problem is reported at once, naming the file and the field.
 */
export async function loadConfig(
  cwd: string,
  file?: string,
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<LoadedConfig> {
  const filepath = file ?? findConfigFile(cwd, env);
  if (!filepath) return { config: {}, filepath: undefined };
  if (file && !existsSync(file)) throw new ConfigError(`${file}: config file not found`);
  const { cosmiconfig } = await import('cosmiconfig');
  let result;
  try {
    result = await cosmiconfig(MODULE_NAME).load(filepath);
  } catch (e) {
    throw new ConfigError(`${filepath}: ${parseProblem(e)}`);
  }
  if (!result || result.isEmpty) return { config: {}, filepath };
  const { config, problems } = validateConfig(result.config);
  if (problems.length) {
    throw new ConfigError(`${filepath}: ${problems.length === 1 ? '' : `${problems.length} problems: `}${problems.join('; ')}`);
  }
  return { config, filepath };
}
