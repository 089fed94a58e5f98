import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Reads up to `size` bytes from the start of a file (fewer when the file is shorter). */
export async function readHead(file: string, size = 64 * 1024): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's bytes in chunks of about `chunkSize`. */
export function readChunks(file: string, chunkSize = 1024 * 1024): AsyncIterable<Buffer> {
  return createReadStream(file, { highWaterMark: chunkSize });
}

/**
 * Writes a new file in large blocks (awaited, so memory stays bounded however big the output).
 * Opened with `wx`: the path is a fresh temporary name and must not exist.
 */
export class FileWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private constructor(
    private readonly handle: FileHandle,
    private readonly blockSize: number,
  ) {}

  static async create(file: string, blockSize = 1024 * 1024): Promise<FileWriter> {
    return new FileWriter(await open(file, 'wx'), blockSize);
  }

  async write(chunk: Buffer): Promise<void> {
    if (chunk.length === 0) return;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= this.blockSize) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const data = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.handle.write(data);
  }

  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      await this.handle.close();
    }
  }
}
