import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultTimeoutSeconds } from './timeout.js';
import type { Worker } from 'node:worker_threads';
import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createRedactor, type RedactorOptions } from '../engine/redactor.js';
import { OutputClosedError } from '../errors.js';
import { DEFAULT_LIMITS } from '../formats/types.js';
import { Numbering } from '../operators/types.js';
import { commit, commitFailure, discard, removeStaleTemporaries, temporaryPathFor } from './atomic.js';
import { commitGroup, type CommitTarget } from './commit.js';
import { packGroups, settleGroup } from './groups.js';
import { displayPath, expandInputs } from './expand.js';
import { answerNumberRequest, CHANNEL_BYTES, isNumberRequest } from './numbering.js';
import { planOutputs, type OutputMode, type PlannedFile } from './plan.js';
import { expectedWorkers, prestartWorkers } from './prestart.js';
import { runPoolFeed, type JobOutcome } from './pool.js';
import { createProgress } from './progress.js';
import { quoteName } from './quote.js';
import { redactPath } from './rename.js';
import { siblingModule, startWorker } from './spawn.js';
import { buildReport, summaryLines, type FileOutcome } from './report.js';
import type { FileGroup, FileGroupResult, FileJob, FileJobResult, WorkerSetup } from './worker.js';

/** Where results and messages go: the command's IO (structurally), without depending on the CLI. */
export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>;
  readonly isTTY: boolean;
}

export interface BatchIO {
  stdout: Sink;
  stderr: Sink;
  cwd: string;
}

/** Everything the batch needs, resolved and validated by the command (src/cli/commands/files.ts). */
export interface BatchOptions {
  mode: OutputMode;
  force: boolean;
  /** .gitignore-style patterns. */
  ignore: readonly string[];
  concurrency: number;
  /** Per-file limit; default 60 s plus 10 s per MB of input. */
  timeoutSeconds: number | undefined;
  memoryLimitMb: number;
  redactor: RedactorOptions;
  formatOptions: Record<string, unknown>;
  /** Absolute path of the JSON report, if any. */
  report: string | undefined;
  /** Take dot files and dot folders too. */
  hidden: boolean;
  /** Outputs named like their inputs with the names redacted (output folder only). */
  rename: boolean;
  json: boolean;
  quiet: boolean;
  color: boolean;
  debug: boolean;
}

/** Runs a batch; returns the exit code (0 every file written, 1 any failed). UsageError for an impossible plan. */
export async function runBatch(args: readonly string[], options: BatchOptions, io: BatchIO): Promise<number> {
  const { concurrency, memoryLimitMb } = options;
  const numbering = new Numbering();
  const setupBase: Omit<WorkerSetup, 'channel'> = {
    redactor: options.redactor,
    limits: DEFAULT_LIMITS,
    formatOptions: options.formatOptions,
    debug: options.debug,
  };
  const expected = expectedWorkers(args, io.cwd, concurrency);
  const spawn = () => spawnWorker(setupBase, memoryLimitMb, numbering);
  // The workers load the engine while this thread globs and plans (prestart.ts).
  const early = prestartWorkers(expected, spawn);
  try {
    return await plannedBatch(args, options, io, numbering, () => early.take() ?? spawn());
  } finally {
    await early.close();
  }
}

async function plannedBatch(args: readonly string[], options: BatchOptions, io: BatchIO, numbering: Numbering, spawn: () => Worker): Promise<number> {
  const { mode, concurrency, memoryLimitMb, timeoutSeconds } = options;
  const display = (file: string) => displayPath(file, io.cwd);
  const expansion = await expandInputs(args, {
    cwd: io.cwd,
    ignore: options.ignore,
    exclude: mode.kind === 'out-dir' ? [mode.dir] : [],
    hidden: options.hidden,
  });
  // Names are redacted here, on the main thread, with the batch's numbering: `[PERSON_NAME_1]` in a
  // file name is the person `[PERSON_NAME_1]` of the contents.
  const nameRedactor = options.rename ? createRedactor(options.redactor, numbering) : undefined;
  const planned = planOutputs(expansion.files, mode, io.cwd, display, nameRedactor && ((rel) => redactPath(rel, nameRedactor)));

  const outcomes: (FileOutcome | undefined)[] = new Array(planned.length);
  const progress = await createProgress(io.stderr, !options.quiet, options.color);
  let done = 0;
  const jobs: Job[] = [];
  const exists = outputExists();
  for (const [i, file] of planned.entries()) {
    if (file.output !== '-' && mode.kind !== 'in-place' && !options.force && exists(file.output)) {
      outcomes[i] = { input: file.display, status: 'failed', reason: `the output ${file.outputDisplay} already exists (use --force to overwrite)` };
      continue;
    }
    const destination = file.output === '-' ? path.join(tmpdir(), path.basename(file.path)) : file.output;
    const info = statOrUndefined(file.path);
    // Replacing a file with other hard links leaves the original under its other names: refused.
    if (mode.kind === 'in-place' && info && info.nlink > 1) {
      outcomes[i] = { input: file.display, status: 'failed', reason: hardLinkReason(info.nlink) };
      continue;
    }
    jobs.push({ file, index: i, temp: temporaryPathFor(destination), size: info?.size ?? 0 });
  }
  await removeStaleTemporaries(jobs.map((j) => path.dirname(j.temp)));

  const timeoutOf = (job: Job) => (timeoutSeconds ?? defaultTimeoutSeconds(job.file.path, job.size, options.formatOptions.ocr !== false)) * 1000;
  const record = (job: Job, outcome: FileOutcome) => {
    outcomes[job.index] = outcome;
    progress.update(++done, planned.length, undefined);
  };
  const commitOptions = { overwrite: mode.kind === 'in-place' || options.force };
  const queue = packGroups(jobs, concurrency);
  const folders = new Set<string>();
  // Takes the next group whose output folders exist (a file whose folder can't be made fails alone).
  const feed = (): Job[] | undefined => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const ready = group.filter((job) => {
        try {
          const folder = path.dirname(job.temp);
          if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
          folders.add(folder);
          return true;
        } catch (e) {
          record(job, { input: job.file.display, status: 'failed', reason: `cannot prepare the output: ${(e as NodeJS.ErrnoException).code ?? 'error'}` });
          return false;
        }
      });
      if (ready.length) return ready;
    }
    return undefined;
  };
  const stopCleanup = removeTempFilesOnSignal(() => jobs.map((j) => j.temp));
  const size = Math.max(1, Math.min(concurrency, queue.length));
  const targetOf = (job: Job): CommitTarget => ({
    temp: job.temp,
    output: job.file.output,
    outputDisplay: job.file.outputDisplay,
    commit: mode.kind === 'in-place' ? { ...commitOptions, keepFrom: job.file.output } : commitOptions,
  });
  // Groups whose outputs this thread is syncing and renaming while their workers go on.
  const commits: Promise<void>[] = [];
  const committing = new Set<Promise<unknown>>();
  try {
    await runPoolFeed<Job[], FileJobResult | FileGroupResult>(feed, {
      size,
      memoryLimitMb,
      // Each worker gets its next group while it redacts the last: it begins it as it answers.
      ahead: true,
      // stdout (-o -): one file, synced by its worker and copied out by this thread; every other
      // group is written by its worker and synced and renamed into place here (commitGroup).
      payloadOf: ([first, ...rest]): FileJob | FileGroup =>
        first!.file.output === '-' && rest.length === 0
          ? { input: first!.file.path, temp: first!.temp, display: first!.file.display }
          : { files: [first!, ...rest].map((job) => ({ input: job.file.path, temp: job.temp, display: job.file.display })) },
      spawn,
      timeoutOf: (group) => timeoutOf(group[0]!),
      itemTimeoutsOf: (group) => group.map(timeoutOf),
      ...(progress.shown && {
        onStart: (group: Job[]) => progress.update(done, planned.length, quoteName(group[0]!.file.display)),
        onItem: (group: Job[], i: number) => progress.update(done, planned.length, quoteName(group[i]!.file.display)),
      }),
      async onDone(group, _index, outcome) {
        const [first] = group;
        if (first!.file.output === '-' && group.length === 1) {
          record(first!, await finishToStdout(first!.file, first!.temp, outcome as JobOutcome<FileJobResult>, io));
          return;
        }
        const { settled, retry } = settleGroup(group, outcome as JobOutcome<FileGroupResult>);
        if (!outcome.ok) for (const job of group) await discard(job.temp);
        if (retry.length) queue.unshift(retry);
        // Not awaited: the slot sends its worker the next group while these outputs are synced.
        const committed = commitGroup(
          settled.map(([job, result]) => [targetOf(job), result] as const),
          options.debug,
        ).then((results) => {
          for (const [i, [job]] of settled.entries()) record(job, fileOutcome(job.file, results[i]!));
        });
        commits.push(committed);
        const settledCommit: Promise<unknown> = committed.then(
          () => committing.delete(settledCommit),
          () => committing.delete(settledCommit),
        );
        committing.add(settledCommit);
        // Two groups per worker at most: on a slow disk the workers wait for the syncs.
        while (committing.size > 2 * size) await Promise.race(committing);
      },
    });
    await Promise.all(commits);
  } finally {
    await Promise.allSettled(commits);
    stopCleanup();
    progress.stop();
    // A written output's temporary file was renamed; any other may still be there.
    await Promise.all(jobs.filter((j) => outcomes[j.index]?.status !== 'written').map((j) => rm(j.temp, { force: true })));
  }

  const files: FileOutcome[] = [
    // A folder found by the walk (not typed by the user) is named by its redacted name under --rename.
    ...expansion.unmatched.map((u): FileOutcome => ({ input: nameRedactor && u.walked ? redactPath(u.pattern, nameRedactor) : u.pattern, status: 'failed', reason: u.reason })),
    ...outcomes.filter((o): o is FileOutcome => o !== undefined),
  ];
  const hidden = expansion.hidden > 0 && !options.quiet
    ? [`anonymize: ${expansion.hidden} hidden file${expansion.hidden === 1 ? '' : 's'} skipped (names starting with "."): use --hidden to include them\n`]
    : [];
  return concludeBatch(files, options, io, hidden);
}

/**
 * The end of a batch, local or remote (src/remote/batch.ts): failures and warnings on stderr,
 * the summary on a terminal, the JSON report to --report and/or stdout. Returns the exit code:
 * 0 every file written, 1 any failed.
 */
export async function concludeBatch(
  files: readonly FileOutcome[],
  options: Pick<BatchOptions, 'mode' | 'quiet' | 'report' | 'json'>,
  io: BatchIO,
  extraMessages: readonly string[] = [],
): Promise<number> {
  const { mode } = options;
  const report = buildReport(files);
  const messages: string[] = [];
  for (const f of files) {
    if (f.status === 'failed') messages.push(`anonymize: ${quoteName(f.input)}: ${f.reason}\n`);
    if (!options.quiet) for (const w of f.warnings ?? []) messages.push(`anonymize: ${quoteName(f.input)}: warning: ${w}\n`);
  }
  messages.push(...extraMessages);
  if (!options.quiet && io.stderr.isTTY) {
    const where = mode.kind === 'out-dir' ? `${displayPath(mode.dir, io.cwd)}/` : undefined;
    messages.push(...summaryLines(report, where).map((l) => `${l}\n`));
  }
  if (options.report !== undefined) await writeReport(options.report, report);
  if (options.json) await io.stdout.write(`${JSON.stringify(report)}\n`);
  if (messages.length) await io.stderr.write(messages.join(''));
  return report.totals.failed > 0 ? 1 : 0;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ctrl-C (or a kill) during a batch must not leave half-written `.anonymize-tmp` files behind:
 * until the returned function is called, such a signal removes them (synchronously, the process
 * is about to die) and is then raised again, so the process ends as killed by it (exit status
 * 128 + the signal's number, 130 for Ctrl-C) as shells and CI runners expect.
 */
export function removeTempFilesOnSignal(temps: () => readonly string[]): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    for (const t of temps()) rmSync(t, { force: true });
    process.kill(process.pid, signal);
  };
  const stop = () => {
    for (const s of SIGNALS) process.off(s, onSignal);
  };
  for (const s of SIGNALS) process.once(s, onSignal);
  return stop;
}

const hardLinkReason = (links: number) =>
  `left unchanged: it has ${links - 1} other hard link${links === 2 ? '' : 's'} that would keep the original content; write a copy (--out-dir) or remove the other links first`;

interface Job {
  file: PlannedFile;
  /** Its place in the plan (outcomes are reported in that order). */
  index: number;
  temp: string;
  size: number;
}

/** A file's outcome from its worker's (the output is in place when it succeeded). */
function fileOutcome(file: PlannedFile, outcome: JobOutcome<FileJobResult>): FileOutcome {
  if (!outcome.ok) return { input: file.display, status: 'failed', reason: outcome.reason };
  const { counts, format, warnings } = outcome.value;
  const out: FileOutcome = { input: file.display, status: 'written', output: file.outputDisplay, format, findings: counts };
  if (warnings.length) out.warnings = warnings;
  return out;
}

/** `-o -`: copies the finished output to stdout, then removes it. */
async function finishToStdout(file: PlannedFile, temp: string, outcome: JobOutcome<FileJobResult>, io: BatchIO): Promise<FileOutcome> {
  if (!outcome.ok) {
    await discard(temp);
    return fileOutcome(file, outcome);
  }
  try {
    for await (const chunk of createReadStream(temp)) await io.stdout.write(chunk as Buffer);
  } catch (e) {
    // stdout's reader went away (`-o - | head`): the run ends quietly (src/cli/main.ts), temps removed.
    if (e instanceof OutputClosedError) throw e;
    return { input: file.display, status: 'failed', reason: commitFailure(e, file.outputDisplay) };
  } finally {
    await discard(temp);
  }
  return fileOutcome(file, outcome);
}

/**
 * existsSync for many outputs: a file in a folder that doesn't exist doesn't either, and a new
 * output folder (the usual case) is then one stat per folder instead of one per file.
 */
function outputExists(): (file: string) => boolean {
  const folders = new Map<string, boolean>();
  return (file) => {
    const dir = path.dirname(file);
    let folder = folders.get(dir);
    if (folder === undefined) folders.set(dir, (folder = existsSync(dir)));
    return folder && existsSync(file);
  };
}

const statOrUndefined = (file: string) => {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
};

function spawnWorker(setupBase: Omit<WorkerSetup, 'channel'>, memoryLimitMb: number, numbering: Numbering): Worker {
  const channel = new SharedArrayBuffer(CHANNEL_BYTES);
  const setup: WorkerSetup = { ...setupBase, channel };
  // Two workers or more run with V8's interrupt budget raised, set by dist/bundle/start.cjs
  // before any script ran (scripts/v8-flags.mjs V8_FLAGS_THREADS; docs/performance.md, start7).
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

