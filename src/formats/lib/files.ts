import { close, closeSync, fstatSync, fsync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { devNull } from 'node:os';

/*
 * Handlers run on worker threads (src/files/worker.ts), one file at a time, so these helpers use
 * the synchronous calls: a promise-based call costs the same system call plus a trip through
 * libuv's four threads, which every worker of the process shares, and there it waits behind the
 * other workers' fsyncs. The functions stay asynchronous for their callers.
 */

/**
 * Files read whole once by the caller (src/files/worker.ts: a batch's small files), while it
 * redacts them: readHead, readChunks, fileSize and readWhole serve them from these bytes, not from
 * the disk. A small file was opened four times (the worker's readHead, then the handler's
 * readHead and readChunks in each of the document's two passes) and stat'ed twice (issue 20:
 * small files). Both passes also read the same bytes, even if the file changes meanwhile.
 */
const held = new Map<string, Buffer>();

/** Runs `run` with `file` read as `bytes` by the functions below (see `held`). */
export async function withFileBytes<T>(file: string, bytes: Buffer, run: () => Promise<T>): Promise<T> {
  held.set(file, bytes);
  try {
    return await run();
  } finally {
    held.delete(file);
  }
}

/**
 * The start of a file, read with one open: the whole file (`whole`) when it is a regular file of
 * at most `wholeUpTo` bytes, else its first `size` bytes (fewer when it is shorter).
 */
export function readStart(file: string, size: number, wholeUpTo: number): { bytes: Buffer; whole: boolean } {
  const fd = openSync(file, 'r');
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > wholeUpTo) {
      const buffer = Buffer.allocUnsafe(info.isFile() ? Math.min(size, info.size) : size);
      const bytesRead = buffer.length > 0 ? readSync(fd, buffer, 0, buffer.length, null) : 0;
      return { bytes: buffer.subarray(0, bytesRead), whole: false };
    }
    // A byte more than its size: a read that fills it means the file grew (then it is read as before).
    const buffer = Buffer.allocUnsafe(info.size + 1);
    let at = 0;
    for (let read; at < buffer.length && (read = readSync(fd, buffer, at, buffer.length - at, null)) > 0; ) at += read;
    if (at === buffer.length) return { bytes: buffer.subarray(0, Math.min(size, at)), whole: false };
    return { bytes: buffer.subarray(0, at), whole: true };
  } finally {
    closeSync(fd);
  }
}

/** A file's size in bytes. */
export function fileSize(file: string): number {
  return held.get(file)?.length ?? statSync(file).size;
}

/** A file's bytes, whole. */
export async function readWhole(file: string): Promise<Buffer> {
  return held.get(file) ?? readFile(file);
}

/** Reads up to `size` bytes from the start of a file (fewer when the file is shorter). */
export async function readHead(file: string, size = 64 * 1024): Promise<Uint8Array> {
  const bytes = held.get(file);
  if (bytes) return bytes.subarray(0, Math.min(size, bytes.length));
  const fd = openSync(file, 'r');
  try {
    // No larger than the file (see readChunks); a pipe or device says no size.
    const info = fstatSync(fd);
    const buffer = Buffer.allocUnsafe(info.isFile() ? Math.min(size, info.size) : size);
    const bytesRead = buffer.length > 0 ? readSync(fd, buffer, 0, buffer.length, null) : 0;
    return buffer.subarray(0, bytesRead);
  } finally {
    closeSync(fd);
  }
}

/**
 * The file's bytes in chunks of about `chunkSize`. A read is no larger than what is left of the
 * file (then a small read finds its end): a buffer of `chunkSize` for every read of a 1 KB file
 * made garbage collection half the CPU of a batch of small files.
 */
export async function* readChunks(file: string, chunkSize = 1024 * 1024): AsyncIterable<Buffer> {
  const bytes = held.get(file);
  if (bytes) {
    for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, Math.min(bytes.length, at + chunkSize));
    return;
  }
  const fd = openSync(file, 'r');
  try {
    const info = fstatSync(fd);
    const size = info.isFile() ? info.size : Infinity;
    let position = 0;
    for (;;) {
      const left = size - position;
      const buffer = Buffer.allocUnsafe(left > 0 ? Math.min(chunkSize, left) : END_PROBE);
      // From the current position (null): a pipe can't be read at an offset.
      const bytesRead = readSync(fd, buffer, 0, buffer.length, null);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    closeSync(fd);
  }
}

/** The read that finds a file's end (or what was appended since it was opened): small enough for Buffer's shared pool. */
const END_PROBE = 2048;

/**
 * Outputs to be synced to disk when their FileWriter closes (src/files/worker.ts: a batch's
 * temporary files), and each one's sync once it has closed. The writer syncs through its own
 * descriptor, on libuv's threads, and closes it after: the batch opened each output a second time
 * to sync it (issue 20: small files).
 */
const syncs = new Map<string, Promise<void> | undefined>();

/** Asks the FileWriter that will write `file` to sync it when it closes (see takeSync). */
export function syncAtClose(file: string): void {
  syncs.set(file, undefined);
}

/**
 * The sync of `file` that its writer started when it closed, or undefined when none did (no
 * FileWriter wrote it: the caller syncs it itself). Forgets the request either way.
 */
export function takeSync(file: string): Promise<void> | undefined {
  const sync = syncs.get(file);
  syncs.delete(file);
  return sync;
}

/**
 * Writes a new file in large blocks (memory stays bounded however big the output).
 * Opened with `wx`: the path is a fresh temporary name and must not exist. The null device, where
 * a document's first pass writes, is not opened: what is written to it is dropped here.
 */
export class FileWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private constructor(
    /** -1 for the null device: nothing is written (a document's first pass). */
    private readonly fd: number,
    private readonly blockSize: number,
    /** The file, when it is to be synced at close (syncAtClose). */
    private readonly syncedFile?: string,
  ) {}

  static async create(file: string, blockSize = 1024 * 1024): Promise<FileWriter> {
    // The null device is not opened: a batch's small file opened it once per input for nothing.
    const fd = file === devNull ? -1 : openSync(file, 'wx');
    return new FileWriter(fd, blockSize, syncs.has(file) && syncs.get(file) === undefined ? file : undefined);
  }

  async write(chunk: Buffer): Promise<void> {
    if (chunk.length === 0 || this.fd === -1) return;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= this.blockSize) this.flush();
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    for (let done = 0; done < data.length; ) done += writeSync(this.fd, data, done, data.length - done);
  }

  async close(): Promise<void> {
    if (this.fd === -1) return;
    try {
      this.flush();
    } catch (error) {
      closeSync(this.fd);
      throw error;
    }
    if (this.syncedFile === undefined || !syncs.has(this.syncedFile)) return closeSync(this.fd);
    const fd = this.fd;
    const sync = new Promise<void>((resolve, reject) => fsync(fd, (syncError) => close(fd, (closeError) => (syncError || closeError ? reject(syncError ?? closeError) : resolve()))));
    // Its failure is the taker's (takeSync), whenever it looks: not an unhandled rejection.
    sync.catch(() => undefined);
    syncs.set(this.syncedFile, sync);
  }
}
