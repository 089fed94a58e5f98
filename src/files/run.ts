import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { createReadStream } from 'node:fs';
import { colorEnabled, type IO } from '../cli/io.js';
import { resolveSettings, type RedactFlags } from '../cli/options.js';
import { createRedactor } from '../engine/redactor.js';
import { UsageError } from '../errors.js';
import { parseColumns } from '../formats/lib/csv-columns.js';
import { DEFAULT_LIMITS } from '../formats/types.js';
import { Numbering } from '../operators/types.js';
import { commit, discard, exists, OutputExistsError, temporaryPathFor } from './atomic.js';
import { displayPath, expandInputs } from './expand.js';
import { answerNumberRequest, CHANNEL_BYTES, isNumberRequest } from './numbering.js';
import { planOutputs, type OutputMode, type PlannedFile } from './plan.js';
import { runPool, type JobOutcome } from './pool.js';
import { createProgress } from './progress.js';
import { siblingModule, startWorker } from './spawn.js';
import { buildReport, summaryLines, type FileOutcome } from './report.js';
import type { FileJob, FileJobResult, WorkerSetup } from './worker.js';

export interface FilesFlags extends RedactFlags {
  outDir?: string;
  inPlace?: boolean;
  output?: string;
  force?: boolean;
  ignore?: string[];
  concurrency?: string;
  timeout?: string;
  maxMemory?: string;
  report?: string;
  columns?: string;
}

const DEFAULT_OUT_DIR = 'anonymized';
const DEFAULT_MAX_MEMORY_MB = 1024;

function positiveInt(value: string | undefined, flag: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > max) throw new UsageError(`${flag} must be a whole number from 1 to ${max}, got "${value}"`);
  return n;
}

function outputMode(flags: FilesFlags, cwd: string): OutputMode {
  const chosen = [flags.outDir !== undefined && '--out-dir', flags.inPlace && '--in-place', flags.output !== undefined && '-o'].filter(Boolean);
  if (chosen.length > 1) throw new UsageError(`${chosen.join(' and ')} cannot be used together: choose one place for the outputs`);
  if (flags.inPlace) return { kind: 'in-place' };
  if (flags.output !== undefined) return { kind: 'single', target: flags.output };
  return { kind: 'out-dir', dir: path.resolve(cwd, flags.outDir ?? DEFAULT_OUT_DIR) };
}

/** `anonymize files`: returns the exit code (0 all written, 1 any failed); throws UsageError for bad flags. */
export async function runFiles(args: readonly string[], flags: FilesFlags, io: IO): Promise<number> {
  if (flags.showValues) throw new UsageError('--show-values does not apply to files: reports never contain detected values');
  const mode = outputMode(flags, io.cwd);
  if (mode.kind === 'single' && mode.target === '-' && flags.json) throw new UsageError('-o - and --json both write to stdout: use --report FILE for the summary');
  const concurrency = positiveInt(flags.concurrency, '--concurrency', 256) ?? availableParallelism();
  const timeoutSeconds = positiveInt(flags.timeout, '--timeout', 7 * 24 * 3600);
  const memoryLimitMb = positiveInt(flags.maxMemory, '--max-memory', 64 * 1024) ?? DEFAULT_MAX_MEMORY_MB;
  if (flags.columns !== undefined) parseColumns(flags.columns);

  const settings = await resolveSettings(flags, io);
  // `fake` is deterministic per key; without one, a random key per run keeps a person's fake
  // the same across the batch (the engine takes no randomness, the CLI supplies it).
  if (settings.redactor.style === 'fake' && !settings.redactor.key) settings.redactor.key = randomBytes(32).toString('hex');
  createRedactor(settings.redactor); // usage errors (e.g. hash without a key) before any work

  const display = (file: string) => displayPath(file, io.cwd);
  const expansion = await expandInputs(args, {
    cwd: io.cwd,
    ignore: flags.ignore ?? [],
    exclude: mode.kind === 'out-dir' ? [mode.dir] : [],
  });
  const planned = planOutputs(expansion.files, mode, io.cwd, display);

  const outcomes: (FileOutcome | undefined)[] = new Array(planned.length);
  const progress = await createProgress(io.stderr, !flags.quiet, colorEnabled(io, io.stderr, flags.color === false));
  let done = 0;
  const running = new Set<string>();
  const numbering = new Numbering();
  const jobs: Job[] = [];
  for (const [i, file] of planned.entries()) {
    if (file.output !== '-' && mode.kind !== 'in-place' && !flags.force && (await exists(file.output))) {
      outcomes[i] = { input: file.display, status: 'failed', reason: `the output ${file.outputDisplay} already exists (use --force to overwrite)` };
      continue;
    }
    const destination = file.output === '-' ? path.join(tmpdir(), path.basename(file.path)) : file.output;
    const size = (await stat(file.path).catch(() => undefined))?.size ?? 0;
    jobs.push({ file, temp: temporaryPathFor(destination), size });
  }
  const indexOf = new Map(planned.map((f, i) => [f, i]));

  const setupBase: Omit<WorkerSetup, 'channel'> = {
    redactor: settings.redactor,
    limits: DEFAULT_LIMITS,
    formatOptions: flags.columns !== undefined ? { columns: flags.columns } : {},
    debug: !!flags.debug,
  };
  try {
    await runPool<Job, FileJobResult>(jobs, {
      size: concurrency,
      memoryLimitMb,
      payloadOf: (job): FileJob => ({ input: job.file.path, temp: job.temp, display: job.file.display }),
      spawn: () => spawnWorker(setupBase, memoryLimitMb, numbering),
      // Default: a minute, plus a second per MB (a 1 GB CSV gets 18 minutes).
      timeoutOf: (job) => (timeoutSeconds ?? 60 + Math.ceil(job.size / (1024 * 1024))) * 1000,
      onStart: (job) => {
        running.add(job.file.display);
        progress.update(done, planned.length, job.file.display);
      },
      async onDone(job, _index, outcome) {
        const i = indexOf.get(job.file)!;
        outcomes[i] = await finish(job.file, job.temp, outcome, mode, flags, io);
        running.delete(job.file.display);
        progress.update(++done, planned.length, [...running].at(-1));
      },
      prepare: async (job) => {
        await mkdir(path.dirname(job.temp), { recursive: true });
      },
    });
  } finally {
    progress.stop();
    await Promise.all(jobs.map((j) => rm(j.temp, { force: true })));
  }

  const files: FileOutcome[] = [
    ...expansion.unmatched.map((u): FileOutcome => ({ input: u.pattern, status: 'failed', reason: u.reason })),
    ...outcomes.filter((o): o is FileOutcome => o !== undefined),
  ];
  const report = buildReport(files);
  const messages: string[] = [];
  for (const f of files) {
    if (f.status === 'failed') messages.push(`anonymize: ${f.input}: ${f.reason}\n`);
    if (!flags.quiet) for (const w of f.warnings ?? []) messages.push(`anonymize: ${f.input}: warning: ${w}\n`);
  }
  if (!flags.quiet && io.stderr.isTTY) {
    const where = mode.kind === 'out-dir' ? `${display(mode.dir)}/` : undefined;
    messages.push(...summaryLines(report, where).map((l) => `${l}\n`));
  }
  if (flags.report !== undefined) await writeReport(path.resolve(io.cwd, flags.report), report);
  if (flags.json) await io.stdout.write(`${JSON.stringify(report)}\n`);
  if (messages.length) await io.stderr.write(messages.join(''));
  return report.totals.failed > 0 ? 1 : 0;
}

interface Job {
  file: PlannedFile;
  temp: string;
  size: number;
}

/** Renames a finished output into place (or streams it to stdout); removes it on failure. */
async function finish(file: PlannedFile, temp: string, outcome: JobOutcome<FileJobResult>, mode: OutputMode, flags: FilesFlags, io: IO): Promise<FileOutcome> {
  if (!outcome.ok) {
    await discard(temp);
    return { input: file.display, status: 'failed', reason: outcome.reason };
  }
  try {
    if (file.output === '-') {
      for await (const chunk of createReadStream(temp)) await io.stdout.write(chunk as Buffer);
    } else {
      await commit(temp, file.output, { overwrite: mode.kind === 'in-place' || !!flags.force, modeFrom: mode.kind === 'in-place' ? file.path : undefined });
    }
  } catch (e) {
    const reason = e instanceof OutputExistsError ? `the output ${file.outputDisplay} already exists (use --force to overwrite)` : `cannot write ${file.outputDisplay}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`;
    return { input: file.display, status: 'failed', reason };
  } finally {
    await discard(temp);
  }
  const { counts, format, warnings } = outcome.value;
  const out: FileOutcome = { input: file.display, status: 'written', output: file.outputDisplay, format, findings: counts };
  if (warnings.length) out.warnings = warnings;
  return out;
}

function spawnWorker(setupBase: Omit<WorkerSetup, 'channel'>, memoryLimitMb: number, numbering: Numbering): Worker {
  const channel = new SharedArrayBuffer(CHANNEL_BYTES);
  const setup: WorkerSetup = { ...setupBase, channel };
  const worker = startWorker(siblingModule('worker', import.meta.url), { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb } });
  worker.on('message', (m: unknown) => {
    if (isNumberRequest(m)) answerNumberRequest(numbering, channel, m);
  });
  return worker;
}

async function writeReport(file: string, report: ReturnType<typeof buildReport>): Promise<void> {
  const temp = temporaryPathFor(file);
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(temp, `${JSON.stringify(report, null, 2)}\n`);
    await commit(temp, file, { overwrite: true });
  } finally {
    await discard(temp);
  }
}
