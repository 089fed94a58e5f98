import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ignore from 'ignore';
import { entityOrder, type EntityName } from '../entities.js';
import { RemoteError } from '../errors.js';
import type { RedactorOptions } from '../engine/redactor.js';
import { commit, discard, temporaryPathFor } from '../files/atomic.js';
import { expandInputs } from '../files/expand.js';
import { runPool } from '../files/pool.js';
import { createProgress } from '../files/progress.js';
import type { BatchIO } from '../files/run.js';
import { siblingModule, startWorker } from '../files/spawn.js';
import { DEFAULT_LIMITS } from '../formats/types.js';
import { applyBaseline, buildBaseline, type Baseline } from './baseline.js';
import { saltId } from './fingerprint.js';
import { REPORTERS, type ReportFormat } from './reporters/index.js';
import type { FileScan, ReportFinding, ScanReport } from './types.js';
import type { ScanJob, ScanWorkerSetup } from './scan-worker.js';
import type { TextFinder } from './remote.js';

/** The ignore file read from the working directory (gitignore syntax). */
export const IGNORE_FILE = '.anonymizeignore';

/** Everything a scan needs, resolved and validated by src/cli/commands/scan.ts. */
export interface ScanOptions {
  redactor: RedactorOptions;
  /** .gitignore-style patterns (--ignore and the ignore file). */
  ignore: readonly string[];
  concurrency: number;
  timeoutSeconds: number | undefined;
  memoryLimitMb: number;
  salt: string;
  /** Types that fail the build (all when undefined). */
  failOn: readonly EntityName[] | undefined;
  minScore: number;
  baseline: Baseline | undefined;
  /** Absolute path of the baseline read, if any (never scanned). */
  baselinePath: string | undefined;
  /** Absolute path: write the run's findings as a baseline. */
  writeBaseline: string | undefined;
  format: ReportFormat;
  /** Absolute path of the report; stdout when undefined. */
  output: string | undefined;
  /** The exit code when a finding fails the build (default 1). */
  findingsExitCode: number;
  version: string;
  quiet: boolean;
  color: boolean;
  debug: boolean;
}

/** `--remote`: the server that finds, and how many files are sent at once. */
export interface RemoteScan {
  finder: TextFinder;
  concurrency: number;
}

/**
 * Scans files without writing anything but the report (with `remote`, the server finds and
 * this process places the findings: remote.ts). Exit code: `findingsExitCode` when a
 * finding fails the build; otherwise 1 when a file could not be scanned (a file nobody could
 * read may hold anything); otherwise 0.
 */
export async function runScan(args: readonly string[], options: ScanOptions, io: BatchIO, remote?: RemoteScan): Promise<number> {
  // The run's own report and baselines are never scanned: their fingerprints and rule names
  // would be findings of the next run.
  const own = new Set([options.output, options.writeBaseline, options.baselinePath].filter((f): f is string => f !== undefined));
  const expansion = await expandInputs(args, { cwd: io.cwd, ignore: options.ignore, exclude: [...own] });
  // Unlike `anonymize files`, ignored paths stay ignored when named explicitly: a pre-commit
  // hook names every staged file.
  const ig = ignore().add([...options.ignore]);
  const files = expansion.files.filter((f) => !own.has(f.path) && (path.isAbsolute(f.display) || !ig.ignores(f.display)));

  const scans: (FileScan | undefined)[] = new Array(files.length);
  const failed: ScanReport['files']['failed'] = expansion.unmatched.map((u) => ({ file: u.pattern, reason: u.reason }));
  const failedAt: (string | undefined)[] = new Array(files.length);
  const progress = await createProgress(io.stderr, !options.quiet, options.color);
  const scratch = await mkdtemp(path.join(tmpdir(), 'anonymize-scan-'));
  const setup: ScanWorkerSetup = { redactor: options.redactor, limits: DEFAULT_LIMITS, salt: options.salt, debug: options.debug };
  const sizes = await Promise.all(files.map(async (f) => (await stat(f.path).catch(() => undefined))?.size ?? 0));
  let done = 0;
  try {
    if (remote) {
      // Not counted, needs a valid token: a wrong URL or token fails once, before any file is sent.
      if (files.length) await remote.finder.check();
      await scanRemotely(files, remote, options, {
        onStart: (i) => progress.update(done, files.length, files[i]!.display),
        onDone(i, outcome) {
          if (outcome.ok) scans[i] = outcome.value;
          else failedAt[i] = outcome.reason;
          progress.update(++done, files.length, undefined);
        },
      });
    } else {
      await runPool<number, FileScan>(
        files.map((_, i) => i),
        {
          size: options.concurrency,
          memoryLimitMb: options.memoryLimitMb,
          payloadOf: (i): ScanJob => ({ input: files[i]!.path, display: files[i]!.display, temp: path.join(scratch, `${i}.out`) }),
          spawn: () => startWorker(siblingModule('scan-worker', import.meta.url), { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb } }),
          timeoutOf: (i) => (options.timeoutSeconds ?? 60 + 10 * Math.ceil(sizes[i]! / (1024 * 1024))) * 1000,
          onStart: (i) => progress.update(done, files.length, files[i]!.display),
          async onDone(i, _index, outcome) {
            if (outcome.ok) scans[i] = outcome.value;
            else failedAt[i] = outcome.reason;
            progress.update(++done, files.length, undefined);
          },
        },
      );
    }
  } finally {
    progress.stop();
    await rm(scratch, { recursive: true, force: true });
  }

  const failOn = options.failOn ? new Set(options.failOn) : undefined;
  const findings: ReportFinding[] = [];
  const warnings: ScanReport['files']['warnings'] = [];
  const skipped: ScanReport['files']['skipped'] = [];
  let suppressed = 0;
  files.forEach((file, i) => {
    const reason = failedAt[i];
    if (reason !== undefined) return void failed.push({ file: file.display, reason });
    const scan = scans[i]!;
    if (scan.skipped) return void skipped.push({ file: file.display, reason: scan.skipped });
    suppressed += scan.suppressed;
    for (const warning of scan.warnings) warnings.push({ file: file.display, warning });
    for (const f of scan.findings) {
      findings.push({ file: file.display, ...f, baselined: false, failing: (!failOn || failOn.has(f.entity)) && f.score >= options.minScore });
    }
  });
  findings.sort(byPlace);
  if (options.baseline) applyBaseline(findings, options.baseline);

  const byEntity: Partial<Record<EntityName, number>> = {};
  for (const f of findings) byEntity[f.entity] = (byEntity[f.entity] ?? 0) + 1;
  const report: ScanReport = {
    version: options.version,
    findings,
    files: { scanned: files.length - failedAt.filter((r) => r !== undefined).length - skipped.length, failed, skipped, warnings },
    suppressed,
    totals: {
      findings: findings.length,
      failing: findings.filter((f) => f.failing).length,
      baselined: findings.filter((f) => f.baselined).length,
      byEntity: Object.fromEntries(Object.entries(byEntity).sort((a, b) => entityOrder(a[0] as EntityName) - entityOrder(b[0] as EntityName))),
    },
  };

  const messages: string[] = [];
  if (options.baseline && options.baseline.salt !== saltId(options.salt)) {
    messages.push('anonymize: warning: the baseline was written with another fingerprint salt: none of its findings can match (see docs/ci.md)\n');
  }
  for (const f of failed) messages.push(`anonymize: ${f.file}: ${f.reason}\n`);
  if (!options.quiet) for (const w of warnings) messages.push(`anonymize: ${w.file}: warning: ${w.warning}\n`);
  const document = REPORTERS[options.format](report);
  if (options.output !== undefined) await writeAtomically(options.output, document);
  else await io.stdout.write(document);
  if (options.writeBaseline !== undefined) await writeAtomically(options.writeBaseline, `${JSON.stringify(buildBaseline(findings, saltId(options.salt)), null, 2)}\n`);
  if (messages.length) await io.stderr.write(messages.join(''));
  if (report.totals.failing > 0) return options.findingsExitCode;
  return failed.length > 0 ? 1 : 0;
}

/**
 * The remote scan's files, `concurrency` at a time (the client paces counted requests against a
 * demo's rate limit). A used-up evaluation token (403) stops the run: the files not yet sent
 * fail with its reason instead of each meeting it again.
 */
async function scanRemotely(
  files: readonly { path: string; display: string }[],
  remote: RemoteScan,
  options: ScanOptions,
  events: { onStart(i: number): void; onDone(i: number, outcome: { ok: true; value: FileScan } | { ok: false; reason: string }): void },
): Promise<void> {
  const { remoteFailureReason, scanFileRemotely } = await import('./remote.js');
  let next = 0;
  let stopped: string | undefined;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      if (stopped !== undefined) {
        events.onDone(i, { ok: false, reason: `not sent: ${stopped}` });
        continue;
      }
      events.onStart(i);
      try {
        events.onDone(i, { ok: true, value: await scanFileRemotely(files[i]!.path, files[i]!.display, { finder: remote.finder, salt: options.salt, debug: options.debug }) });
      } catch (error) {
        if (error instanceof RemoteError && error.status === 403) stopped ??= error.reason;
        events.onDone(i, { ok: false, reason: remoteFailureReason(error, options.debug) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(remote.concurrency, files.length)) }, worker));
}

/** By file, then position (line and column, page, part), then type: reports are reproducible. */
function byPlace(a: ReportFinding, b: ReportFinding): number {
  const la = a.location;
  const lb = b.location;
  return (
    cmp(a.file, b.file) ||
    (la.startLine ?? 0) - (lb.startLine ?? 0) ||
    (la.startColumn ?? 0) - (lb.startColumn ?? 0) ||
    (la.page ?? 0) - (lb.page ?? 0) ||
    cmp(la.sheet ?? '', lb.sheet ?? '') ||
    cmp(la.cell ?? '', lb.cell ?? '') ||
    cmp(la.part ?? '', lb.part ?? '') ||
    entityOrder(a.entity) - entityOrder(b.entity) ||
    cmp(a.fingerprint, b.fingerprint)
  );
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = temporaryPathFor(file);
  try {
    await writeFile(temp, content);
    await commit(temp, file, { overwrite: true });
  } finally {
    await discard(temp);
  }
}

/** The ignore file's patterns, or none when it does not exist. */
export async function readIgnoreFile(cwd: string): Promise<string[]> {
  const text = await readFile(path.join(cwd, IGNORE_FILE), 'utf8').catch(() => '');
  return text.split(/\r?\n/);
}

