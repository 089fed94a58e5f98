import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { devNull } from 'node:os';

/*
 * Handlers run on worker threads (src/files/worker.ts), one file at a time, so these helpers use
 * the synchronous calls: a promise-based call costs the same system call plus a trip through
 * libuv's four threads, which every worker of the process shares, and there it waits behind the
 * other workers' fsyncs. The functions stay asynchronous for their callers.
 */

/** Reads up to `size` bytes from the start of a file (fewer when the file is shorter). */
export async function readHead(file: string, size = 64 * 1024): Promise<Uint8Array> {
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
 * Writes a new file in large blocks (memory stays bounded however big the output).
 * Opened with `wx`: the path is a fresh temporary name and must not exist (or it is the null
 * device, where a document's first pass writes).
 */
export class FileWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private constructor(
    private readonly fd: number,
    private readonly blockSize: number,
  ) {}

  static async create(file: string, blockSize = 1024 * 1024): Promise<FileWriter> {
    return new FileWriter(openSync(file, file === devNull ? 'w' : 'wx'), blockSize);
  }

  async write(chunk: Buffer): Promise<void> {
    if (chunk.length === 0) return;
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
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }
}
