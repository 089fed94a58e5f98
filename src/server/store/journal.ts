import { closeSync, fdatasync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * An append-only file of JSON lines. `append` writes the line to the file at once (write(2):
 * from then on it survives a crash or kill -9 of this process, the kernel holds it) and
 * returns a promise that resolves once it is also on disk (fdatasync: it survives a power
 * loss). One fdatasync runs at a time, on libuv's thread pool, and at most one per
 * `flushIntervalMs`; the lines written meanwhile share the next one (group commit), so many
 * concurrent requests cost one flush. A line may also say how long its flush may wait
 * (`within`): a demo count waits up to 100 ms for one, so that under load the counts cost a
 * flush every 100 ms instead of every 10 (each costs the event loop 50-190 µs to start, and the
 * kernel more), while a job record asks for the next one. Only one process may append to a
 * journal: the embedded store holds a lock file for its state journal.
 */
export class Journal {
  private waiting: { resolve(): void; reject(e: unknown): void }[] = [];
  private syncing = false;
  private closed = false;
  private lastSync = -Infinity;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  /** The earliest moment a waiting line wants to be flushed by. */
  private dueAt = Infinity;

  private constructor(
    readonly file: string,
    private readonly fd: number,
    private readonly flushIntervalMs: number,
  ) {}

  static async open(file: string, flushIntervalMs = 0): Promise<Journal> {
    return new Journal(file, openSync(file, 'a'), flushIntervalMs);
  }

  /** Writes `record` now; resolves once it is flushed, at the latest `within` ms from now (and the flush interval). */
  append(record: unknown, within = 0): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the journal is closed'));
    const bytes = Buffer.from(`${JSON.stringify(record)}\n`);
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at);
    } catch (e) {
      return Promise.reject(e);
    }
    const flushed = new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.dueAt = Math.min(this.dueAt, performance.now() + within);
    this.sync();
    return flushed;
  }

  private sync(): void {
    if (this.syncing || this.waiting.length === 0) return;
    const at = Math.max(this.dueAt, this.lastSync + this.flushIntervalMs);
    const wait = at - performance.now();
    if (wait > 0 && !this.closed) {
      // One timer, moved only when a line wants its flush sooner.
      if (this.timer && this.timerAt <= at) return;
      clearTimeout(this.timer);
      this.timerAt = at;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.sync();
      }, wait);
      return;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.timerAt = Infinity;
    }
    this.syncing = true;
    this.lastSync = performance.now();
    this.dueAt = Infinity;
    const batch = this.waiting;
    this.waiting = [];
    fdatasync(this.fd, (err) => {
      this.syncing = false;
      for (const w of batch) {
        if (err) w.reject(err);
        else w.resolve();
      }
      this.sync();
      if (!this.syncing && this.closed) this.release();
    });
  }

  private released = false;
  private onReleased: (() => void)[] = [];

  private release(): void {
    if (this.released) return;
    this.released = true;
    closeSync(this.fd);
    for (const r of this.onReleased) r();
  }

  /** Flushes what is waiting, then closes the file. */
  close(): Promise<void> {
    this.closed = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.timerAt = Infinity;
      this.sync();
    }
    if (!this.syncing) {
      this.release();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.onReleased.push(resolve));
  }
}

/**
 * The records of a journal file; a last line cut short by a crash (no newline, or not JSON) is
 * dropped, as it was never acknowledged. `from` is a byte offset (for reading what another
 * process appended since); `end` is where the complete lines stop.
 */
export function readRecords(file: string, from = 0): { records: unknown[]; end: number } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], end: 0 };
    throw e;
  }
  const records: unknown[] = [];
  let start = from;
  for (;;) {
    const nl = bytes.indexOf(0x0a, start);
    if (nl < 0) break;
    const line = bytes.subarray(start, nl).toString('utf8');
    start = nl + 1;
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line));
    } catch {
      // A torn write can only be the last line; one in the middle is skipped the same way.
    }
  }
  return { records, end: start };
}

/** Replaces a journal with `records` atomically: temporary file, fsync, rename, fsync of the folder. */
export function rewriteJournal(file: string, records: readonly unknown[]): void {
  const temp = `${file}.compact-tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  syncFolder(path.dirname(file));
}

export function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can open a folder for fsync.
  }
}

/** Appends one record to a journal another process may be reading (used by `serve token`). */
export function appendRecordSync(file: string, record: unknown): void {
  const fd = openSync(file, 'a');
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
