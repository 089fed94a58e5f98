import { ConfigError } from '../errors.js';
import { validateConfig, type Config } from './schema.js';

export interface LoadedConfig {
  config: Config;
  /** The file it came from; undefined when none was found. */
  filepath: string | undefined;
}

export const MODULE_NAME = 'anonymize';

/**
 * Finds and validates the config file (cosmiconfig: `.anonymizerc`, `.anonymizerc.json|yaml|yml`,
 * `anonymize.config.js`, `package.json#anonymize`), searching from `cwd` upwards, or loads
 * `file` when given. Every problem is reported at once, naming the file and the field.
 * cosmiconfig is imported lazily: it is only needed when a config is actually looked for.
 */
export async function loadConfig(cwd: string, file?: string): Promise<LoadedConfig> {
  const { cosmiconfig } = await import('cosmiconfig');
  const explorer = cosmiconfig(MODULE_NAME, { stopDir: undefined, searchStrategy: 'global' });
  let result;
  try {
    result = file ? await explorer.load(file) : await explorer.search(cwd);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const where = file ?? cwd;
    if (err.code === 'ENOENT') throw new ConfigError(`${where}: config file not found`);
    throw new ConfigError(`${err.message.split('\n')[0]}`);
  }
  if (!result || result.isEmpty) return { config: {}, filepath: result?.filepath };
  const { config, problems } = validateConfig(result.config);
  if (problems.length) {
    throw new ConfigError(`${result.filepath}: ${problems.length === 1 ? '' : `${problems.length} problems: `}${problems.join('; ')}`);
  }
  return { config, filepath: result.filepath };
}
