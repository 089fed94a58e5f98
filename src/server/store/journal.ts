import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * An append-only file of JSON lines, each append flushed to disk (fdatasync) before its promise
 * resolves. Appends that arrive while a flush runs are written and flushed together (group
 * commit), so many concurrent requests share one fsync. Only one process may append to a
 * journal: the embedded store holds a lock file for the state journal.
 */
export class Journal {
  private pending: string[] = [];
  private waiters: { resolve(): void; reject(e: unknown): void }[] = [];
  private flushing: Promise<void> | undefined;

  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
  ) {}

  static async open(file: string): Promise<Journal> {
    return new Journal(file, await open(file, 'a'));
  }

  append(record: unknown): Promise<void> {
    this.pending.push(`${JSON.stringify(record)}\n`);
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.join('');
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await this.handle.write(batch);
        await this.handle.datasync();
        for (const w of waiters) w.resolve();
      } catch (e) {
        for (const w of waiters) w.reject(e);
      }
    }
    this.flushing = undefined;
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.handle.close();
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
