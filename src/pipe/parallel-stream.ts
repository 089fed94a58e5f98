import type { Worker } from 'node:worker_threads';
import { analyze, firstPhaseIds, type Redactor, type RedactorOptions } from '../engine/redactor.js';
import { cutPoint, idleLimit, type StreamResult } from '../engine/stream.js';
import type { Finding } from '../engine/types.js';
import { flatText } from '../engine/flat-text.js';
import { siblingModule, startWorker } from '../files/spawn.js';
import { unpackFindings } from './findings.js';
import { processCpuMs } from './thread-cpu.js';
import type { AnalyzeReply, AnalyzeRequest, PipeWorkerSetup } from './pipe-worker.js';

/**
 * Text redacted as it streams in, results in input order. `push` never waits; when `full`, the
 * caller awaits `whenReady()` before pushing more (so memory stays bounded); `ready()` takes the
 * results finished so far.
 */
export interface PipeRedactor {
  push(chunk: string): void;
  ready(): StreamResult[];
  /** Resolves when the oldest piece in flight is analyzed; undefined when none is. */
  whenReady(): Promise<void> | undefined;
  readonly full: boolean;
  /** Text received and not yet emitted. */
  readonly pending: number;
  /** The input paused: every complete line so far, an open PEM block held back. */
  idle(): Promise<StreamResult[]>;
  end(): Promise<StreamResult[]>;
  /** Stops the worker threads (idempotent). */
  close(): Promise<void>;
}

export interface ParallelOptions {
  /**
   * Threads analyzing segments, this one included: threads - 1 workers (started when the first
   * segment is ready, not before); 1: every segment on this thread, cut at the same places.
   */
  threads: number;
  /** Text per segment (UTF-16 units), cut at a line break. */
  segment?: number;
  /** Text each segment's analysis also sees after it: an entity that starts in it and crosses its end is seen whole. */
  lookahead?: number;
  /** Text each piece's analysis also sees before it: the context words of its first lines. */
  lookbehind?: number;
  /** A line longer than this is cut anyway (minified JSON, one huge line). */
  maxLine?: number;
  /** Idle and final flushes shorter than this are analyzed on this thread. */
  inlineBelow?: number;
  /** Return each emitted finding's text too (for --json --show-values). */
  values?: boolean;
  /**
   * With one worker (threads 2), the first-phase detectors (ids) it runs on a segment while this
   * thread runs the others and finishes the analysis (docs/parallel.md); default: all but
   * MAIN_SIDE; []: every segment analyzed whole on one thread.
   */
  share?: readonly string[];
  /**
   * Detectors of the share that this thread runs instead, segment by segment, while the worker
   * is the busier thread (its CPU time over half the process's); default: MOVES. []: none.
   */
  moves?: readonly string[];
  /**
   * Whether the next shared segment's `moves` run on this thread; default: the worker's CPU time
   * over half the process's (tests give their own: the findings never depend on it).
   */
  moveNext?: (cpu: { worker: number; process: number }) => boolean;
  /** Starts a worker (tests may give their own). */
  spawn?: (setup: PipeWorkerSetup) => Worker;
}

/**
 * First-phase detectors this thread runs itself when it shares segments with a worker: on the
 * bench's logs the worker's part was then about this thread's (with its reading, replacing and
 * writing), 5.3 and 5.8 CPU s on 100 MB. The worker's part has grown since; moving `date` here
 * cost this thread several times what it saved the worker (pipe2, docs/performance.md).
 */
const MAIN_SIDE: ReadonlySet<string> = new Set(['api-key', 'username-assignment']);

/**
 * Worker detectors that move to this thread for a segment while the worker is the busier (it
 * reports its thread's CPU time): on the bench's logs the worker was the bound (10.1 CPU s on
 * 100 MB against the main thread's 6.4 and V8's 2.1), and these two were ~18% of its part (8 MB
 * cut as the pipe cuts it, timed in one process), so that moving them for about half the
 * segments evens the threads (pipe4, docs/performance.md).
 */
const MOVES: readonly string[] = ['redis-monitor', 'secret-assignment'];

/** The first-phase detectors the worker runs on a shared segment by default: all but MAIN_SIDE. */
export function workerShare(options: RedactorOptions): string[] {
  return firstPhaseIds(options).filter((id) => !MAIN_SIDE.has(id));
}

/** workerShare without `moves` (default MOVES): what the worker runs on a segment while it is the busier thread. */
export function lighterShare(share: readonly string[], moves: readonly string[] = MOVES): string[] {
  return share.filter((id) => !moves.includes(id));
}

/** A piece of the stream being analyzed: offsets are absolute (from the start of the stream). */
interface Piece {
  kind: 'segment' | 'idle' | 'end';
  /** Where its text starts; findings before `from` are another piece's. */
  from: number;
  /** A segment's end (a line break): it owns the findings that start before it. */
  to: number;
  /** Where the text it was analyzed with starts, and that text (a segment's output is cut from it). */
  windowStart: number;
  text: string;
  findings?: Finding[];
  error?: Error;
  settled: Promise<void>;
}

/**
 * `anonymize text` on stdin, on one thread or several (docs/parallel.md). The text is cut into
 * segments at line breaks (512 KB); each is analyzed on a worker thread (or on this one, when the
 * workers have two each: `threads` counts this thread too) together with 1 KB before it
 * (context words) and 16 KB after it (an entity that starts in it and crosses its end is seen
 * whole). A segment owns the findings that start inside it; its output runs to its end, or to
 * the end of its last finding when that crosses it, and the next segment's output starts there.
 * Replacements are applied here, in input order, with the run's one redactor: `--style numbered`
 * gives the same numbers as one thread, whichever worker finished first.
 *
 * Where segments start and end, and the text each is analyzed with, depend on the text alone:
 * segment k + 1 starts where segment k ends, whatever the chunks pushed, the order pieces finish
 * in, the number of threads or an idle flush in between. So the same bytes give the same output.
 * An idle flush (complete lines, an open PEM block held back) writes what it can without the
 * text still to come; the segment it falls in is then analyzed as if it had not happened, and
 * only its output after the flush is written.
 */
export class ParallelPipe implements PipeRedactor {
  private buffer = '';
  /** Absolute offset of buffer[0]. */
  private bufferStart = 0;
  /** Output written up to here. */
  private emitted = 0;
  /** Segments handed out up to here: always the end of a segment (the text alone says where). */
  private dispatched = 0;
  private readonly queue: Piece[] = [];
  /** `gone`: why the worker stopped (an error or its exit); a job for it then fails at once. */
  private readonly workers: { worker: Worker; jobs: Map<number, (reply: AnalyzeReply | Error) => void>; gone?: Error }[] = [];
  private nextId = 1;
  private readonly segment: number;
  private readonly lookahead: number;
  private readonly lookbehind: number;
  private readonly maxLine: number;
  private readonly inlineBelow: number;
  private readonly maxInFlight: number;
  /** A segment waits to be analyzed on this thread (the next is handed out after it). */
  private deferred = false;
  /** Closed: no segment is handed out or analyzed any more, no worker started. */
  private closed = false;
  /** The detectors the worker runs on each segment (options.share), with one worker. */
  private readonly shared: ReadonlySet<string> | undefined;
  /** `shared` without the detectors that move to this thread while the worker is the busier. */
  private readonly lighter: ReadonlySet<string> | undefined;
  /** The worker's CPU time (ms) in its last answer, where it can read it. */
  private workerCpu: number | undefined;
  /** Milliseconds this thread spent finishing shared analyses, and the worker spent analyzing. */
  private mainBusy = 0;
  private workerBusy = 0;

  constructor(
    private readonly redactor: Redactor,
    private readonly options: ParallelOptions,
  ) {
    this.segment = options.segment ?? 512 * 1024;
    this.lookahead = options.lookahead ?? 16 * 1024;
    this.lookbehind = options.lookbehind ?? 1024;
    this.maxLine = Math.max(options.maxLine ?? 4 * 1024 * 1024, this.segment);
    this.inlineBelow = options.inlineBelow ?? 64 * 1024;
    // Four pieces per thread: pieces this thread analyzed wait behind the oldest one a worker has,
    // and with two per thread it stopped reading to wait for it (1.2 s of 19 on 20 MB) where it
    // could have analyzed the next segment.
    this.maxInFlight = Math.max(4, options.threads * 4);
    const share = options.share ?? workerShare(redactor.options);
    this.shared = options.threads === 2 && share.length ? new Set(share) : undefined;
    const lighter = lighterShare(share, options.moves);
    this.lighter = this.shared && lighter.length > 0 && lighter.length < share.length ? new Set(lighter) : undefined;
  }

  get pending(): number {
    return this.bufferStart + this.buffer.length - this.emitted;
  }

  get full(): boolean {
    return this.queue.length >= this.maxInFlight;
  }

  push(chunk: string): void {
    this.buffer += chunk;
    this.dispatchSegments();
  }

  ready(): StreamResult[] {
    const out: StreamResult[] = [];
    while (this.queue[0]?.findings || this.queue[0]?.error) {
      out.push(this.emit(this.queue.shift()!));
      this.dispatchSegments();
    }
    return out;
  }

  whenReady(): Promise<void> | undefined {
    return this.queue[0]?.settled;
  }

  async idle(): Promise<StreamResult[]> {
    const out = await this.drain();
    // After the drain every segment handed out is written: the text left starts at `emitted`.
    if (this.slice(this.emitted, this.received).includes('\n')) out.push(...(await this.flushTail('idle', this.emitted)));
    return out;
  }

  async end(): Promise<StreamResult[]> {
    const out = await this.drain();
    // The last piece: the text after the last segment, however much of it an idle flush wrote.
    if (this.pending > 0) out.push(...(await this.flushTail('end', this.dispatched)));
    await this.close();
    return out;
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }

  private get received(): number {
    return this.bufferStart + this.buffer.length;
  }

  private slice(from: number, to: number): string {
    return this.buffer.slice(from - this.bufferStart, to - this.bufferStart);
  }

  /** Every piece in flight, emitted in order (and the segments that become ready meanwhile). */
  private async drain(): Promise<StreamResult[]> {
    const out: StreamResult[] = [];
    while (this.queue.length) {
      await this.queue[0]!.settled;
      out.push(...this.ready());
    }
    return out;
  }

  /** The text from `from` to the end, as one piece (idle: written up to its last complete line). */
  private async flushTail(kind: 'idle' | 'end', from: number): Promise<StreamResult[]> {
    const piece = this.analyzePiece(kind, from, this.received, this.received - from < this.inlineBelow || this.workers.length === 0 || this.options.threads <= 1);
    this.queue.push(piece);
    return this.drain();
  }

  /** Hands out every segment that has its look-ahead, while fewer than maxInFlight are out. */
  private dispatchSegments(): void {
    while (this.queue.length < this.maxInFlight && !this.deferred && !this.closed) {
      const from = this.dispatched;
      if (this.received - from < this.segment + this.lookahead) return;
      const to = this.segmentEnd(from);
      if (to === undefined) return;
      this.queue.push(this.analyzePiece('segment', from, to, this.workersBusy()));
      this.dispatched = to;
      this.trim();
    }
  }

  /**
   * Drops the text before the look-behind of the next segment to hand out: a segment in flight
   * is written from its own text (Piece.text), so the buffer holds about one segment and its
   * look-ahead, not every segment in flight. The buffer grows by concatenation, and V8 copies it
   * whole (flattens it) when it is next searched or sliced: holding the segments in flight (up to
   * 4 MB) made those copies ~4% of the main thread's time on logs (issue 20: the pipe).
   */
  private trim(): void {
    // Idle and end pieces are written from the buffer, from `emitted` on (after a drain, so
    // every segment in flight is written).
    const keep = Math.min(this.dispatched, this.queue.some((p) => p.kind !== 'segment') ? this.emitted : Infinity) - this.lookbehind - 1;
    if (keep - this.bufferStart > this.segment) {
      this.buffer = this.buffer.slice(keep - this.bufferStart);
      this.bufferStart = keep;
    }
  }

  /** Where a segment from `from` ends: its last line break, else the end of its long line, else maxLine. */
  private segmentEnd(from: number): number | undefined {
    const limit = from + this.segment;
    const lastBreak = this.buffer.lastIndexOf('\n', limit - 1 - this.bufferStart) + 1 + this.bufferStart;
    if (lastBreak > from) return lastBreak;
    const nextBreak = this.buffer.indexOf('\n', limit - this.bufferStart);
    if (nextBreak >= 0 && this.bufferStart + nextBreak + 1 - from <= this.maxLine) {
      const to = this.bufferStart + nextBreak + 1;
      return to + this.lookahead <= this.received ? to : undefined;
    }
    if (this.received - from < this.maxLine + this.lookahead) return undefined;
    // Never split a surrogate pair.
    const to = from + this.maxLine;
    const code = this.buffer.charCodeAt(to - 1 - this.bufferStart);
    return code >= 0xd800 && code <= 0xdbff ? to - 1 : to;
  }

  private analyzePiece(kind: Piece['kind'], from: number, to: number, inline: boolean): Piece {
    // The look-behind starts at a line's start: a window opening mid-line reads that part line as
    // the text's first (a title, a heading), which changed findings several lines further.
    let windowStart = from;
    if (from <= this.lookbehind && this.bufferStart === 0) windowStart = 0;
    else {
      // The first line break at or after the look-behind's first character (the buffer's first
      // line may be a part line: never started from).
      const behind = Math.max(this.bufferStart, from - this.lookbehind);
      const lineBreak = this.buffer.indexOf('\n', behind - 1 - this.bufferStart);
      if (lineBreak >= 0 && this.bufferStart + lineBreak + 1 <= from) windowStart = this.bufferStart + lineBreak + 1;
    }
    const windowEnd = kind === 'segment' ? Math.min(this.received, to + this.lookahead) : to;
    const text = this.slice(windowStart, windowEnd);
    const piece = { kind, from, to, windowStart, text } as Piece;
    // A slice of the rope of chunks: read flat by this thread's detectors (a worker's copy is flat).
    const here = () => this.redactor.analyze(flatText(text)).map((f) => ({ ...f, start: f.start + windowStart, end: f.end + windowStart }));
    let found: Promise<Finding[]>;
    if (!inline) found = this.analyzeOnWorker(text, windowStart);
    else if (kind !== 'segment' || this.options.threads <= 1) found = Promise.resolve(here());
    else {
      // A segment for this thread waits one turn of the event loop: the workers' answers that
      // came while this thread was busy are read first, and if one is free now it gets the segment.
      // (Decided at once, this thread took segment after segment while the worker sat idle with
      // its answers unread: on 100 MB it analyzed twice what the worker did.)
      this.deferred = true;
      found = new Promise((resolve, reject) =>
        setImmediate(() => {
          this.deferred = false;
          if (this.closed) return reject(new Error('the pipe was closed'));
          try {
            resolve(this.workersBusy() ? here() : this.analyzeOnWorker(text, windowStart));
          } catch (e) {
            reject(e as Error);
          }
          this.dispatchSegments();
        }),
      );
    }
    piece.settled = found.then(
      (findings) => void (piece.findings = findings),
      (error: Error) => void (piece.error = error),
    );
    return piece;
  }

  /**
   * Whether every worker has two segments already: this thread then analyzes the next one itself.
   * It is one of the `threads`: with one worker fewer, the engine's code is compiled (and warmed
   * up) in one isolate fewer, which on two cores cost more than this thread's pauses in reading.
   */
  private workersBusy(): boolean {
    if (this.options.threads <= 1) return true;
    if (this.shared) return false;
    return this.workers.length > 0 && this.workers.every((w) => w.jobs.size >= 2);
  }

  private analyzeOnWorker(text: string, shift: number): Promise<Finding[]> {
    if (this.workers.length === 0) this.startWorkers();
    const target = this.workers.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
    const id = this.nextId++;
    const share = this.shared !== undefined && !this.mainBehind();
    const lighter = share && this.lighter !== undefined && this.workerBound();
    const ids = lighter ? this.lighter! : this.shared!;
    // A worker that stopped between two jobs: a message to it is dropped, and the piece would
    // wait for ever (with stdin paused, Node would then end the run, exit 0, its output cut).
    if (target.gone) return Promise.reject(target.gone);
    return new Promise((resolve, reject) => {
      target.jobs.set(id, (reply) => {
        if (reply instanceof Error) return reject(reply);
        if (!reply.ok) return reject(new Error(`the analysis failed on a worker thread (${reply.name})`));
        this.workerBusy += reply.ms ?? 0;
        if (reply.cpu !== undefined) this.workerCpu = reply.cpu;
        if (!share) return resolve(unpackFindings(reply, shift));
        // The candidates of the worker's detectors: this thread runs the others and ends the analysis.
        try {
          const started = performance.now();
          const found = analyze(text, this.redactor.options, '', { ids, candidates: unpackFindings(reply), scan: reply.scan, keywords: reply.keywords });
          this.mainBusy += performance.now() - started;
          resolve(found.map((f) => ({ ...f, start: f.start + shift, end: f.end + shift })));
        } catch (e) {
          reject(e as Error);
        }
      });
      target.worker.postMessage({ id, text, share, ...(lighter ? { lighter } : {}) } satisfies AnalyzeRequest);
    });
  }

  /**
   * With a shared analysis: whether this thread has spent more time on its part of the segments
   * than the worker on its part (by a fifth), so the next segment is analyzed whole on the worker.
   * On logs the worker's detectors are most of the work and this never happens; on prose the
   * names (this thread's part) are, and about a third of the segments go whole to the worker.
   * Timing decides where a segment is analyzed, never what is found in it.
   */
  private mainBehind(): boolean {
    return this.mainBusy > this.workerBusy * 1.2;
  }

  /**
   * Whether the worker is the busier thread, so that the next shared segment's `moves` run here:
   * its CPU time so far over half the process's (this thread's, V8's and libuv's threads share
   * the other core). Without the worker's CPU time (no way to read it here), never.
   */
  private workerBound(): boolean {
    if (this.workerCpu === undefined) return false;
    const cpu = { worker: this.workerCpu, process: processCpuMs() };
    return this.options.moveNext ? this.options.moveNext(cpu) : cpu.worker * 2 > cpu.process;
  }

  private startWorkers(): void {
    // The worker analyzes only: labels, no key (replacements are made on this thread).
    const setup: PipeWorkerSetup = { redactor: { ...this.redactor.options, style: 'label', key: undefined }, ...(this.shared ? { share: [...this.shared] } : {}), ...(this.lighter ? { lighter: [...this.lighter] } : {}) };
    const spawn = this.options.spawn ?? ((s: PipeWorkerSetup) => startWorker(siblingModule('pipe-worker', import.meta.url), { workerData: s }));
    for (let i = 0; i < Math.max(1, this.options.threads - 1); i++) {
      const entry: (typeof this.workers)[number] = { worker: spawn(setup), jobs: new Map<number, (reply: AnalyzeReply | Error) => void>() };
      const failAll = (error: Error) => {
        entry.gone ??= error;
        for (const settle of entry.jobs.values()) settle(error);
        entry.jobs.clear();
      };
      entry.worker.on('message', (reply: AnalyzeReply) => {
        const settle = entry.jobs.get(reply.id);
        entry.jobs.delete(reply.id);
        settle?.(reply);
      });
      entry.worker.on('error', (e: Error) => failAll(new Error(`a worker thread failed (${e?.name ?? 'Error'})`)));
      entry.worker.on('exit', (code) => failAll(new Error(`a worker thread stopped (exit code ${code})`)));
      this.workers.push(entry);
    }
  }

  /** A finished piece's output: its text from where the last one ended, its findings replaced. */
  private emit(piece: Piece): StreamResult {
    if (piece.error) throw piece.error;
    const from = this.emitted;
    const all = piece.findings!;
    // Sorted by start, none overlapping: those that end after `from`, and for a segment those
    // that start before its end. A finding that crosses `from` is one the piece before did not
    // see that far (its analysis had other text around it): its part after `from` is redacted
    // rather than left.
    let first = 0;
    while (first < all.length && all[first]!.end <= from) first++;
    let last = all.length;
    if (piece.kind === 'segment') while (last > first && all[last - 1]!.start >= piece.to) last--;
    let findings = all.slice(first, last);
    if (findings[0] && findings[0].start < from) findings[0] = { ...findings[0], start: from };
    let to: number;
    if (piece.kind === 'segment') to = Math.max(piece.to, findings.at(-1)?.end ?? 0);
    else if (piece.kind === 'end') to = this.received;
    else {
      const text = this.slice(from, this.received);
      const local = findings.map((f) => ({ ...f, start: f.start - from, end: f.end - from }));
      to = from + cutPoint(text, local, idleLimit(text, this.lookahead), this.maxLine);
      findings = findings.filter((f) => f.end <= to);
    }
    if (to <= from) return { text: '', findings: [] };
    // A segment's output lies within the text it was analyzed with (its findings too).
    const slice = piece.kind === 'segment' ? (a: number, b: number) => piece.text.slice(a - piece.windowStart, b - piece.windowStart) : (a: number, b: number) => this.slice(a, b);
    const result: StreamResult = {
      text: this.redactor.apply(
        slice(from, to),
        findings.map((f) => ({ ...f, start: f.start - from, end: f.end - from })),
      ),
      findings,
    };
    if (this.options.values) result.values = findings.map((f) => slice(f.start, f.end));
    this.emitted = to;
    this.trim();
    return result;
  }
}
