import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { ENTITY_NAMES, parseEntityList, type EntityName } from '../../entities.js';
import { UsageError } from '../../errors.js';
import { colorEnabled, type IO } from '../io.js';
import { VERSION, type CommandContext } from '../main.js';
import { addRedactOptions, resolveSettings, type RedactFlags } from '../options.js';
import { addRemoteOptions, LOCAL_ONLY_REDACT_FLAGS, rejectLocalOnly, remoteLog, requireServer, resolveRemote, warnIgnoredConfig, warnReadableToken, type RemoteFlags } from '../remote-options.js';
import type { ScanOptions } from '../../scan/run.js';
import { REPORT_FORMATS, type ReportFormat } from '../../scan/reporters/index.js';

export interface ScanFlags extends RedactFlags, RemoteFlags {
  format?: string;
  output?: string;
  failOn?: string;
  minScore?: string;
  exitCode?: string;
  baseline?: string;
  writeBaseline?: string;
  fingerprintSalt?: string;
  ignore?: string[];
  concurrency?: string;
  timeout?: string;
  maxMemory?: string;
}

/** Files sent to the server at once by `scan --remote` (each a request or a few). */
const DEFAULT_REMOTE_CONCURRENCY = 4;

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function register(program: Command, ctx: CommandContext): void {
  const cmd = program
    .command('scan')
    .argument('<glob|path...>', 'files, folders or quoted glob patterns ("**/*")')
    .description('find PII and secrets in files without changing them: exit 1 when something is found (for CI and pre-commit)')
    .addOption(new Option('--format <format>', 'report format').choices(REPORT_FORMATS as unknown as string[]).default('text'))
    .option('--output <file>', 'write the report to a file instead of stdout')
    .option('--fail-on <types>', `only these entity types fail the run (others are still reported): ${ENTITY_NAMES.join(',')}`)
    .option('--min-score <0..1>', 'findings below this score are reported but do not fail the run (default: 0)')
    .option('--exit-code <n>', 'exit code when a finding fails the run (default: 1)')
    .option('--baseline <file>', 'findings listed in this baseline are known: reported, never failing')
    .option('--write-baseline <file>', 'write every finding of this run as a baseline')
    .option('--fingerprint-salt <salt>', 'secret for the findings\' fingerprints (better: ANONYMIZE_FINGERPRINT_SALT)')
    .option('--ignore <pattern>', `.gitignore-style pattern of files to skip (repeatable; also read from ${'.anonymizeignore'})`, collect)
    .option('--concurrency <n>', 'files scanned in parallel (default: the number of cores)')
    .option('--timeout <seconds>', 'per-file time limit (default: 60 s plus 10 s per MB)')
    .option('--max-memory <MB>', 'per-file heap limit in MB (default: 1024)');
  addRemoteOptions(cmd);
  addRedactOptions(cmd)
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize scan .
  $ anonymize scan "**/*" --format sarif --output anonymize.sarif
  $ anonymize scan data/ --fail-on PERSON_NAME,API_KEY --baseline .anonymize-baseline.json
  $ anonymize scan "**/*.{txt,csv,json}" --remote --url http://127.0.0.1:8080

Exit codes: 0 nothing failing found, 1 a finding fails the run (--exit-code N) or a file could
not be scanned, 2 usage or configuration error.`,
    )
    .action(async (args: string[], flags: ScanFlags) => {
      const options = await scanOptions(flags, ctx.io);
      // Loaded only when the command runs, as for `anonymize files`.
      const { runScan } = await import('../../scan/run.js');
      const settings = await resolveSettings(flags, ctx.io);
      const resolved = await resolveRemote(flags, ctx.io, settings.config, settings.configPath);
      await warnReadableToken(settings.config, settings.configPath, ctx.io);
      if (!resolved.enabled) {
        ctx.exitCode = await runScan(args, options, ctx.io);
        return;
      }
      // --remote: the server finds, this process places the findings (src/scan/remote.ts).
      rejectLocalOnly(flags as Record<string, unknown>, { ...LOCAL_ONLY_REDACT_FLAGS, timeout: '--timeout', maxMemory: '--max-memory' });
      const server = requireServer(resolved, '--remote');
      await warnIgnoredConfig(settings, ctx.io, flags.quiet);
      const { RemoteClient } = await import('../../remote/client.js');
      const { RemoteError } = await import('../../errors.js');
      const client = new RemoteClient(server, remoteLog(ctx.io, flags), { pace: true });
      const concurrency = flags.concurrency === undefined ? DEFAULT_REMOTE_CONCURRENCY : options.concurrency;
      try {
        const params = { entities: settings.redactor.entities };
        const finder = {
          find: async (text: string, where: string) => (await client.anonymizeText(text, params, where)).findings,
          check: async () => void (await client.entities()),
        };
        ctx.exitCode = await runScan(args, options, ctx.io, { finder, concurrency });
      } catch (error) {
        // Only the check before the first file throws a RemoteError (file failures are reported per file).
        if (!(error instanceof RemoteError && flags.fallbackLocal)) throw error;
        await ctx.io.stderr.write(`anonymize: ${error.message}; scanning locally instead (--fallback-local)\n`);
        ctx.exitCode = await runScan(args, options, ctx.io);
      } finally {
        await client.close();
      }
    });
}

function positiveInt(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

function entityList(value: string, flag: string): EntityName[] {
  const { entities, unknown } = parseEntityList(value);
  if (unknown.length) throw new UsageError(`${flag}: unknown entity ${unknown.join(', ')} (valid: ${ENTITY_NAMES.join(', ')})`);
  if (entities.length === 0) throw new UsageError(`${flag} is empty (valid: ${ENTITY_NAMES.join(', ')})`);
  return entities;
}

/** Flags -> validated scan options; every usage error is raised here, before any work. */
export async function scanOptions(flags: ScanFlags, io: IO): Promise<ScanOptions> {
  if (flags.showValues) throw new UsageError('--show-values does not apply to scan: reports never contain detected values');
  if (flags.json) throw new UsageError('scan has no --json: use --format json');
  if (flags.style !== undefined || flags.keyFile !== undefined || flags.maskKeepLast !== undefined || flags.maskChar !== undefined) {
    throw new UsageError('scan changes nothing: --style, --key-file and --mask-* do not apply (use anonymize files)');
  }
  const concurrency = positiveInt(flags.concurrency, '--concurrency', 1, 256) ?? availableParallelism();
  const timeoutSeconds = positiveInt(flags.timeout, '--timeout', 1, 7 * 24 * 3600);
  const memoryLimitMb = positiveInt(flags.maxMemory, '--max-memory', 1, 64 * 1024) ?? 1024;
  const findingsExitCode = positiveInt(flags.exitCode, '--exit-code', 0, 255) ?? 1;
  let minScore: number | undefined;
  if (flags.minScore !== undefined) {
    minScore = Number(flags.minScore);
    if (flags.minScore.trim() === '' || !(minScore >= 0 && minScore <= 1)) throw new UsageError(`--min-score must be a number from 0 to 1, got "${flags.minScore}"`);
  }
  const failOn = flags.failOn !== undefined ? entityList(flags.failOn, '--fail-on') : undefined;

  const settings = await resolveSettings(flags, io);
  const section = settings.config.scan ?? {};
  const { repositorySalt } = await import('../../scan/salt.js');
  const salt =
    flags.fingerprintSalt ?? io.env.ANONYMIZE_FINGERPRINT_SALT ?? section.fingerprintSalt ?? (await repositorySalt(io.cwd)).salt;
  if (salt === '') throw new UsageError('the fingerprint salt is empty');

  const { readBaseline } = await import('../../scan/baseline.js');
  const { readIgnoreFile } = await import('../../scan/run.js');
  const resolve = (file: string) => path.resolve(io.cwd, file);
  return {
    redactor: settings.redactor,
    ignore: [...(await readIgnoreFile(io.cwd)), ...(flags.ignore ?? [])],
    concurrency,
    timeoutSeconds,
    memoryLimitMb,
    salt,
    failOn: failOn ?? section.failOn,
    minScore: minScore ?? section.minScore ?? 0,
    baseline: flags.baseline !== undefined ? await readBaseline(resolve(flags.baseline), flags.baseline) : undefined,
    baselinePath: flags.baseline !== undefined ? resolve(flags.baseline) : undefined,
    writeBaseline: flags.writeBaseline !== undefined ? resolve(flags.writeBaseline) : undefined,
    format: (flags.format ?? 'text') as ReportFormat,
    output: flags.output !== undefined && flags.output !== '-' ? resolve(flags.output) : undefined,
    findingsExitCode,
    version: VERSION,
    quiet: !!flags.quiet,
    color: colorEnabled(io, io.stderr, flags.color === false),
    debug: !!flags.debug,
  };
}
