import path from 'node:path';
import { RemoteError, UsageError } from '../../errors.js';
import { colorEnabled, type IO } from '../io.js';
import { resolveSettings } from '../options.js';
import { LOCAL_ONLY_REDACT_FLAGS, remoteLog, rejectLocalOnly, requireServer, resolveRemote, warnIgnoredConfig, warnReadableToken } from '../remote-options.js';
import { outputMode, type FilesFlags } from './files.js';
import { positiveInt } from '../options.js';

const DEFAULT_REMOTE_CONCURRENCY = 4;

/**
 * `anonymize files --remote`: returns the exit code, or 'local' when the batch runs here (no
 * --remote, or --fallback-local after the server could not be used, said on stderr).
 */
export async function runFilesRemote(args: readonly string[], flags: FilesFlags, io: IO): Promise<number | 'local'> {
  const settings = await resolveSettings(flags, io);
  const resolved = await resolveRemote(flags, io, settings.config, settings.configPath);
  await warnReadableToken(settings.config, settings.configPath, io);
  if (!resolved.enabled) return 'local';
  rejectLocalOnly(flags as Record<string, unknown>, {
    ...LOCAL_ONLY_REDACT_FLAGS,
    columns: '--columns',
    pdfLabel: '--pdf-label',
    rasterizeImages: '--rasterize-images',
    timeout: '--timeout',
    maxMemory: '--max-memory',
  });
  if (flags.showValues) throw new UsageError('--show-values does not apply to files: reports never contain detected values');
  const server = requireServer(resolved, '--remote');
  const mode = outputMode(flags, io.cwd);
  if (mode.kind === 'single' && mode.target === '-' && flags.json) throw new UsageError('-o - and --json both write to stdout: use --report FILE for the summary');
  const concurrency = positiveInt(flags.concurrency, '--concurrency', 256) ?? DEFAULT_REMOTE_CONCURRENCY;
  await warnIgnoredConfig(settings, io, flags.quiet);

  const { RemoteClient } = await import('../../remote/client.js');
  const { runRemoteBatch } = await import('../../remote/batch.js');
  const log = remoteLog(io, flags);
  const client = new RemoteClient(server, log, { pace: true });
  try {
    return await runRemoteBatch(
      args,
      {
        mode,
        force: !!flags.force,
        ignore: flags.ignore ?? [],
        concurrency,
        params: { entities: settings.redactor.entities, style: settings.redactor.style },
        report: flags.report !== undefined ? path.resolve(io.cwd, flags.report) : undefined,
        json: !!flags.json,
        quiet: !!flags.quiet,
        color: colorEnabled(io, io.stderr, flags.color === false),
      },
      client,
      io,
      log,
    );
  } catch (error) {
    // Only the check before the first file throws a RemoteError (file failures are reported per file).
    if (error instanceof RemoteError && flags.fallbackLocal) {
      await io.stderr.write(`anonymize: ${error.message}; working locally instead (--fallback-local)\n`);
      return 'local';
    }
    throw error;
  } finally {
    await client.close();
  }
}
