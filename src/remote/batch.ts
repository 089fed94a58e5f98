import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { RemoteError } from '../errors.js';
import { commit, discard, exists, OutputExistsError, syncFile, temporaryPathFor } from '../files/atomic.js';
import { displayPath, expandInputs } from '../files/expand.js';
import { planOutputs, type OutputMode, type PlannedFile } from '../files/plan.js';
import { createProgress } from '../files/progress.js';
import type { FileOutcome } from '../files/report.js';
import { concludeBatch, removeTempFilesOnSignal, type BatchIO } from '../files/run.js';
import { chooseHandler } from '../formats/index.js';
import { createCodec, detectEncoding, ENCODING_NAMES } from '../formats/lib/encoding.js';
import { readHead } from '../formats/lib/files.js';
import { sortCounts } from '../engine/redactor.js';
import type { Counts, RedactParams, RemoteClient, UploadKind } from './client.js';
import { CAP_REACHED, isNetworkError, networkReason } from './errors.js';
import { jobFailure, waitForJob } from './jobs.js';
import type { RemoteLog } from './settings.js';

export interface RemoteBatchOptions {
  mode: OutputMode;
  force: boolean;
  ignore: readonly string[];
  /** Files in flight at once (uploads, polls, downloads). */
  concurrency: number;
  params: RedactParams;
  report: string | undefined;
  json: boolean;
  quiet: boolean;
  color: boolean;
}

/**
 * How each local format travels: the four upload endpoints of the service interface, plain
 * text through POST /anonymize/text (decoded and encoded back as a local run does), and JSON,
 * which the interface has no endpoint for, not at all.
 */
const ROUTES: Record<string, { kind: UploadKind } | 'text' | { refuse: string }> = {
  pdf: { kind: 'pdf' },
  docx: { kind: 'docx' },
  csv: { kind: 'csv' },
  xlsx: { kind: 'excel' },
  text: 'text',
  json: { refuse: 'JSON and NDJSON files can\'t be sent to a remote server (the service interface has no JSON endpoint): run without --remote' },
};

interface Task {
  file: PlannedFile;
  index: number;
  temp?: string;
}

/** `anonymize files --remote`: the local batch's planning, outputs and report, the server's redaction. */
export async function runRemoteBatch(args: readonly string[], options: RemoteBatchOptions, client: RemoteClient, io: BatchIO, log: RemoteLog): Promise<number> {
  const { mode } = options;
  const display = (file: string) => displayPath(file, io.cwd);
  const expansion = await expandInputs(args, { cwd: io.cwd, ignore: options.ignore, exclude: mode.kind === 'out-dir' ? [mode.dir] : [] });
  const planned = planOutputs(expansion.files, mode, io.cwd, display);

  const outcomes: (FileOutcome | undefined)[] = new Array(planned.length);
  const tasks: Task[] = [];
  for (const [index, file] of planned.entries()) {
    if (file.output !== '-' && mode.kind !== 'in-place' && !options.force && (await exists(file.output))) {
      outcomes[index] = { input: file.display, status: 'failed', reason: `the output ${file.outputDisplay} already exists (use --force to overwrite)` };
    } else tasks.push({ file, index });
  }

  // Not counted, needs a valid token: a wrong URL or token fails once, before any file is sent.
  if (tasks.length) await client.entities();
  announcePacing(client, tasks.length, options.quiet, log);

  const progress = await createProgress(io.stderr, !options.quiet, options.color);
  let done = 0;
  let stop: RemoteError | undefined;
  const stopCleanup = removeTempFilesOnSignal(() => tasks.flatMap((t) => (t.temp ? [t.temp] : [])));
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const { file, index } = task;
      if (stop) {
        outcomes[index] = notProcessed(file);
        continue;
      }
      progress.update(done, tasks.length, file.display);
      try {
        outcomes[index] = await processFile(task, options, client, io, (state) => progress.update(done, tasks.length, `${file.display} (${state})`));
      } catch (error) {
        if (error instanceof RemoteError && error.code === 'evaluation_cap_reached') {
          stop ??= error;
          outcomes[index] = notProcessed(file);
        } else if (error instanceof RemoteError) {
          outcomes[index] = { input: file.display, status: 'failed', reason: error.reason };
        } else throw error;
      } finally {
        if (task.temp) await discard(task.temp);
      }
      progress.update(++done, tasks.length, undefined);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.concurrency, tasks.length) }, worker));
  } finally {
    stopCleanup();
    progress.stop();
    await Promise.all(tasks.map((t) => (t.temp ? rm(t.temp, { force: true }) : undefined)));
  }

  const files: FileOutcome[] = [
    ...expansion.unmatched.map((u): FileOutcome => ({ input: u.pattern, status: 'failed', reason: u.reason })),
    ...outcomes.filter((o): o is FileOutcome => o !== undefined),
  ];
  const extra: string[] = [];
  if (stop) {
    const processed = files.filter((f) => f.status === 'written').map((f) => f.input);
    const skipped = files.filter((f) => f.reason?.startsWith(NOT_PROCESSED)).map((f) => f.input);
    extra.push(
      `anonymize: ${client.settings.url}: batch stopped: ${CAP_REACHED} (403); processed ${processed.length} of ${tasks.length} files${processed.length ? ` (${processed.join(', ')})` : ''}, not processed ${skipped.length} (${skipped.join(', ')})\n`,
    );
  }
  return concludeBatch(files, { ...options, mode }, io, extra);
}

const NOT_PROCESSED = 'not processed:';

function notProcessed(file: PlannedFile): FileOutcome {
  return { input: file.display, status: 'failed', reason: `${NOT_PROCESSED} the evaluation token's 1,000 requests are used up (403)` };
}

/** One line on stderr when pacing will stretch the batch, so nobody thinks it hangs. */
function announcePacing(client: RemoteClient, files: number, quiet: boolean, log: RemoteLog): void {
  const pacer = client.pacer;
  if (!pacer || quiet || files <= pacer.limit) return;
  const seconds = Math.ceil(pacer.estimateMs(files) / 1000);
  const duration = seconds >= 120 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
  log.notice(`pacing to ${pacer.limit} requests per ${pacer.windowMs / 1000} s (the hosted demo's limit): ${files} files will take at least ${duration}`);
}

async function processFile(task: Task, options: RemoteBatchOptions, client: RemoteClient, io: BatchIO, onState: (state: string) => void): Promise<FileOutcome> {
  const { file } = task;
  const failed = (reason: string): FileOutcome => ({ input: file.display, status: 'failed', reason });
  let format: string;
  try {
    format = chooseHandler(file.path, await readHead(file.path, 8 * 1024), file.display).id;
  } catch (e) {
    return failed((e as { reason?: string }).reason ?? (e as Error).message);
  }
  const route = ROUTES[format];
  if (!route) return failed(`${format} files can't be sent to a remote server`);
  if (typeof route === 'object' && 'refuse' in route) return failed(route.refuse);

  const destination = file.output === '-' ? undefined : file.output;
  if (destination) task.temp = temporaryPathFor(destination);
  let counts: Counts;
  let warnings: string[] = [];
  let written: Buffer | NodeJS.ReadableStream;
  if (route === 'text') {
    const bytes = await readFile(file.path);
    const encoding = detectEncoding(bytes.subarray(0, 4), false);
    if (!encoding) return failed('not valid UTF-8 text');
    const codec = createCodec(encoding);
    let text: string;
    try {
      text = codec.decode(bytes) + codec.end();
    } catch {
      return failed(`not valid ${ENCODING_NAMES[encoding]} text`);
    }
    const result = await client.anonymizeText(text, options.params, file.display);
    counts = result.counts;
    written = codec.encode(result.text);
  } else {
    const ticket = await client.upload(route.kind, file.path, path.basename(file.path), options.params, file.display);
    onState(ticket.status);
    const status = await waitForJob(client, ticket.job_id, { where: file.display, onUpdate: (s) => onState(s.status) });
    if (status.status !== 'completed') return failed(jobFailure(status));
    counts = status.result?.counts ?? {};
    // The format handler's warnings, as a local run shows them.
    if (Array.isArray(status.result?.warnings)) warnings = status.result.warnings.filter((w) => typeof w === 'string');
    written = await client.download(ticket.job_id, file.display);
  }

  try {
    if (!task.temp || !destination) {
      if (Buffer.isBuffer(written)) await io.stdout.write(written);
      else for await (const chunk of written) await io.stdout.write(chunk as Buffer);
    } else {
      // The folder is made only for a result: a file that fails leaves nothing, not even it.
      await mkdir(path.dirname(task.temp), { recursive: true });
      if (Buffer.isBuffer(written)) await writeFile(task.temp, written);
      else await pipeline(written, createWriteStream(task.temp));
      await syncFile(task.temp);
      await commit(task.temp, destination, { overwrite: options.mode.kind === 'in-place' || options.force, keepFrom: options.mode.kind === 'in-place' ? destination : undefined });
    }
  } catch (e) {
    if (e instanceof RemoteError) throw e;
    const reason = e instanceof OutputExistsError
      ? `the output ${file.outputDisplay} already exists (use --force to overwrite)`
      : isNetworkError(e)
        ? `the download was cut off: ${networkReason(e, client.settings.timeoutMs)}`
        : `cannot write ${file.outputDisplay}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
    return failed(reason);
  }
  const outcome: FileOutcome = { input: file.display, status: 'written', output: file.outputDisplay, format, findings: sortCounts(counts) };
  if (warnings.length) outcome.warnings = warnings;
  return outcome;
}
