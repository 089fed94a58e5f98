import type { Settings } from '../options.js';
import type { IO } from '../io.js';

const LOCAL_ONLY_CONFIG = ['allow', 'custom', 'region', 'threshold', 'key', 'mask'] as const;

/** Config keys a server can't be told about: said once on stderr, not silently dropped. */
export async function warnIgnoredConfig(settings: Settings, io: IO, quiet: boolean | undefined): Promise<void> {
  if (quiet || !settings.configPath) return;
  const ignored = LOCAL_ONLY_CONFIG.filter((k) => settings.config[k] !== undefined);
  if (ignored.length) {
    await io.stderr.write(`anonymize: warning: ${settings.configPath}: ${ignored.join(', ')} ${ignored.length === 1 ? 'applies' : 'apply'} to local runs only; the server does not take ${ignored.length === 1 ? 'it' : 'them'}\n`);
  }
}
