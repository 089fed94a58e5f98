import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import type { Command } from 'commander';
import { countFindings, createRedactor, redactAsDocument } from '../../engine/redactor.js';
import { ENTITY_NAMES } from '../../entities.js';
import type { StreamResult } from '../../engine/stream.js';
import type { Finding } from '../../engine/types.js';
import { ConfigError, InputError, UsageError } from '../../errors.js';
import type { IO } from '../io.js';
import { addRedactOptions, resolveSettings, type RedactFlags, type Settings } from '../options.js';
import { addRemoteOptions, resolveRemote, warnReadableToken, type RemoteFlags } from '../remote-options.js';
import { publicFinding, summarize, type Counts, type PublicFinding } from '../report.js';
import type { CommandContext } from '../main.js';
import { positiveInt } from '../options.js';

export function register(program: Command, ctx: CommandContext): void {
  addRemoteOptions(addRedactOptions(
    program
      .command('text')
      .argument('[text...]', 'the text to anonymize; omit or "-" to read stdin')
      .description('anonymize text given as arguments or piped on stdin; the result goes to stdout')
      .option('--concurrency <n>', 'threads analyzing a large stdin (default: the number of cores; 1: this thread only)'),
  ))
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize text "Mail jane.doe@example.com or call +1 415 555 0132"
  $ cat app.log | anonymize text > app.scrubbed.log
  $ anonymize text --style numbered --entities EMAIL_ADDRESS,PHONE_NUMBER - < notes.txt
  $ anonymize text --json "card 4012 8888 8888 1881"
  $ anonymize text --remote --url http://127.0.0.1:8080 "Mail jane.doe@example.com"`,
    )
    .action(async (words: string[], flags: TextFlags) => {
      ctx.exitCode = await runText(words, flags, ctx.io);
    });
}

type TextFlags = RedactFlags & RemoteFlags & { concurrency?: string };

export async function runText(words: readonly string[], flags: TextFlags, io: IO): Promise<number> {
  if (flags.showValues && !flags.json) throw new UsageError('--show-values only applies to --json output');
  positiveInt(flags.concurrency, '--concurrency', 256);
  const settings = await resolveSettings(flags, io);
  const remote = await resolveRemote(flags, io, settings.config, settings.configPath);
  await warnReadableToken(settings.config, settings.configPath, io);
  if (remote.enabled) {
    // Loaded only for --remote, so a local run starts without undici.
    const { runTextRemote } = await import('./text-remote.js');
    const outcome = await runTextRemote(words, flags, io, settings, remote);
    if (typeof outcome === 'number') return outcome;
    // --fallback-local: stdin was read already; the local run reads the same bytes again.
    if (outcome.stdin) return runTextLocal(words, flags, { ...io, stdin: Readable.from([outcome.stdin]) }, settings);
  }
  return runTextLocal(words, flags, io, settings);
}

async function runTextLocal(words: readonly string[], flags: TextFlags, io: IO, settings: Settings): Promise<number> {
  const redactor = createRedactor(settings.redactor);
  const fromStdin = words.length === 0 || (words.length === 1 && words[0] === '-');
  let counts: Counts;
  if (!fromStdin) {
    const input = words.join(' ');
    const result = redactAsDocument(redactor, input);
    counts = countFindings(result.findings);
    if (flags.json) {
      const body = { text: result.text, findings: result.findings.map((f) => publicFinding(f, input, !!flags.showValues)) };
      await io.stdout.write(`${JSON.stringify(body)}\n`);
    } else await io.stdout.write(`${result.text}\n`);
  } else {
    if (io.stdinIsTTY) throw new UsageError('no text given: pass it as an argument or pipe it on stdin (anonymize text --help)');
    counts = await streamStdin(redactor, flags, io);
  }
  if (!flags.quiet && io.stderr.isTTY) await io.stderr.write(`${summarize(counts)}\n`);
  return 0;
}

/** How long stdin must stay quiet before the complete lines held so far are emitted. */
export const IDLE_MS = 20;
/**
 * The same after a chunk of BULK_CHUNK or more: the producer writes faster than it is read (a file
 * through `cat`, a build's output), so a pause there is most likely the scheduler's on a busy
 * machine, not the end of what it had to say. An idle flush is the one place where timing can
 * change the output (docs/parallel.md), so it is not risked for less.
 */
export const IDLE_BULK_MS = 250;
export const BULK_CHUNK = 16 * 1024;

/**
 * The quiet times (IDLE_MS, IDLE_BULK_MS) or those of `ANONYMIZE_IDLE_MS=<ms>[,<ms after a large
 * chunk>]`: a live log that wants its lines sooner or later, a test that must not see a pause on
 * a busy machine as the end of the input (the second defaults to the larger of the first and
 * IDLE_BULK_MS).
 */
export function idleTimes(env: IO['env']): { quiet: number; bulk: number } {
  const setting = env.ANONYMIZE_IDLE_MS;
  if (setting === undefined || setting === '') return { quiet: IDLE_MS, bulk: IDLE_BULK_MS };
  const parts = setting.split(',');
  const ms = parts.map((p) => (/^\s*\d{1,9}\s*$/.test(p) ? Number(p) : NaN));
  if (ms.length > 2 || ms.some((n) => Number.isNaN(n))) throw new ConfigError('ANONYMIZE_IDLE_MS must be a number of milliseconds, or two separated by a comma (after a chunk of 16 KB or more)');
  return { quiet: ms[0]!, bulk: ms[1] ?? Math.max(ms[0]!, IDLE_BULK_MS) };
}

/**
 * Streams stdin to stdout in bounded memory. The text is redacted in segments cut where the text
 * alone says (src/pipe/parallel-stream.ts), on worker threads when there are several cores,
 * written in order; when stdin stays quiet for IDLE_MS while this thread waits for it (a live log:
 * `tail -f app.log | anonymize text`; IDLE_BULK_MS after a large chunk; idleTimes) the complete lines so far
 * are emitted at once. With --json
 * the text is streamed inside the JSON document too; only the findings (four numbers each, and
 * their values with --show-values) are kept until the end.
 */
async function streamStdin(redactor: ReturnType<typeof createRedactor>, flags: TextFlags, io: IO): Promise<Counts> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const threads = positiveInt(flags.concurrency, '--concurrency', 256) ?? availableParallelism();
  const values = !!flags.showValues;
  const idle = idleTimes(io.env);
  // Loaded for stdin only; its worker threads start only once a whole segment has arrived.
  const { ParallelPipe } = await import('../../pipe/parallel-stream.js');
  const stream = new ParallelPipe(redactor, { threads, values });
  const counts: Counts = {};
  const json = flags.json ? new JsonFindings(values) : undefined;
  if (json) await io.stdout.write('{"text":"');
  const emit = async (results: readonly StreamResult[]) => {
    for (const r of results) {
      countFindings(r.findings, counts);
      if (json) {
        json.add(r.findings, r.values);
        if (r.text) await io.stdout.write(JSON.stringify(r.text).slice(1, -1));
      } else if (r.text) await io.stdout.write(r.text);
    }
  };
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new InputError('stdin', 'not valid UTF-8 text');
    }
  };
  const chunks = io.stdin[Symbol.asyncIterator]() as AsyncIterator<string | Uint8Array>;
  try {
    let next!: Promise<IteratorResult<string | Uint8Array>>;
    let arrived = false;
    /** Since when this thread has asked for the next chunk (busy or not). */
    let askedAt = 0;
    const ask = () => {
      arrived = false;
      askedAt = Date.now();
      next = chunks.next();
      next.then(
        () => (arrived = true),
        () => (arrived = true),
      );
    };
    ask();
    let flushed = false;
    let quiet = idle.quiet;
    for (;;) {
      await emit(stream.ready());
      const ready = stream.whenReady();
      if (stream.full) {
        await ready;
        continue;
      }
      const r = await firstOf(next, ready, stream.pending > 0 && !flushed ? quiet - (Date.now() - askedAt) : undefined);
      if (r === READY) continue;
      if (r === IDLE) {
        // The timer runs before the event loop reads stdin: when this thread was busy longer
        // than IDLE_MS, a chunk may be waiting unread. Let the loop read it before calling the
        // input idle, so a fast pipe is never flushed because this thread was slow.
        await new Promise((resolve) => setImmediate(resolve));
        if (!arrived) {
          await emit(await stream.idle());
          flushed = true;
        }
        continue;
      }
      if (r.done) break;
      const chunk = r.value;
      ask();
      flushed = false;
      quiet = chunk.length >= BULK_CHUNK ? idle.bulk : idle.quiet;
      stream.push(decode(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    }
    const tail = decode();
    if (tail) stream.push(tail);
    await emit(await stream.end());
  } finally {
    await chunks.return?.();
    await stream.close();
  }
  if (json) await json.write(io);
  return counts;
}

const IDLE = Symbol('idle');
const READY = Symbol('ready');

/** The next chunk; READY if the oldest piece in flight is analyzed first; IDLE if neither comes within `idleMs`. */
async function firstOf<T>(next: Promise<T>, ready: Promise<void> | undefined, idleMs: number | undefined): Promise<T | typeof IDLE | typeof READY> {
  let timer: NodeJS.Timeout | undefined;
  const waits: Promise<T | typeof IDLE | typeof READY>[] = [next];
  if (ready) waits.push(ready.then(() => READY));
  if (idleMs !== undefined) waits.push(new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, idleMs), IDLE))));
  try {
    return await Promise.race(waits);
  } finally {
    clearTimeout(timer);
  }
}

/** The findings of a streamed --json result, kept as numbers (entity, start, end, score). */
class JsonFindings {
  private readonly numbers: number[] = [];
  private readonly values: string[] = [];
  constructor(private readonly withValues: boolean) {}

  add(findings: readonly Finding[], values: readonly string[] | undefined): void {
    for (const f of findings) this.numbers.push(ENTITY_NAMES.indexOf(f.entity), f.start, f.end, f.score);
    if (this.withValues && values) for (const v of values) this.values.push(v);
  }

  /** Closes the text and writes the findings, a thousand at a time. */
  async write(io: IO): Promise<void> {
    await io.stdout.write('","findings":[');
    const n = this.numbers;
    for (let i = 0; i < n.length; i += 4000) {
      const part: string[] = [];
      for (let j = i; j < Math.min(n.length, i + 4000); j += 4) {
        const finding: PublicFinding = { entity: ENTITY_NAMES[n[j]!]!, start: n[j + 1]!, end: n[j + 2]!, score: n[j + 3]! };
        if (this.withValues) finding.value = this.values[j / 4];
        part.push(JSON.stringify(finding));
      }
      await io.stdout.write(`${i > 0 ? ',' : ''}${part.join(',')}`);
    }
    await io.stdout.write(']}\n');
  }
}
