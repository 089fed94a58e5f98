import { fstatSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { AnonymizeError, OutputClosedError } from '../errors.js';

/** Something to write to that respects back-pressure (a 1 GB pipe must not buffer in memory). */
export interface Output {
  write(chunk: string | Uint8Array): Promise<void>;
  readonly isTTY: boolean;
}

/**
 * Everything a command may touch of the outside world. Commands never use `process` or
 * `console`: tests pass buffers, bin/anonymize.js passes the real streams.
 */
export interface IO {
  stdin: Readable;
  stdinIsTTY: boolean;
  stdout: Output;
  stderr: Output;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}

/** Why a write failed, for a person: the common ones in words, else the error's code. */
const WRITE_ERRORS: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  EFBIG: 'the file is too large',
  EIO: 'an input/output error',
};

/**
 * A failed write as what main() makes of it: the reader gone (EPIPE: `| head -1`; a socket's
 * ECONNRESET) is OutputClosedError, a quiet exit 0, as for `cat`; anything else (a full disk:
 * `> out.txt` with ENOSPC, an I/O error) is a failure, exit 1 with its reason: the output is
 * incomplete. (Each used to be OutputClosedError: `anonymize text … > /dev/full` exited 0.)
 */
export function writeFailure(error: unknown): Error {
  if (error instanceof OutputClosedError || error instanceof AnonymizeError) return error;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EPIPE' || code === 'ECONNRESET') return new OutputClosedError();
  return new AnonymizeError(`the output could not be written: ${(code && WRITE_ERRORS[code]) ?? code ?? 'an error'}`);
}

/**
 * A real stream as an Output. A reader that goes away (EPIPE: `| head -1`) makes every later
 * write reject with OutputClosedError, which main() turns into a quiet exit 0; another error (a
 * full disk) rejects with its failure (writeFailure). Without the 'error' listener Node would
 * crash with a stack trace.
 */
export function streamOutput(stream: NodeJS.WritableStream & { isTTY?: boolean }): Output {
  let closed: Error | undefined;
  const waiting = new Set<() => void>();
  stream.on('error', (e: Error) => {
    closed ??= writeFailure(e);
    for (const wake of waiting) wake();
  });
  return {
    isTTY: stream.isTTY === true,
    write(chunk) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(closed);
        const fail = (err?: Error | null) => reject(closed ?? writeFailure(err));
        const ok = stream.write(chunk, (err) => (err ? fail(err) : undefined));
        if (ok) return resolve();
        const wake = () => {
          waiting.delete(wake);
          stream.off('drain', wake);
          if (closed) fail();
          else resolve();
        };
        waiting.add(wake);
        stream.once('drain', wake);
      });
    },
  };
}

/**
 * This process's stdout or stderr (`fd` 1 or 2) as an Output whose stream (`open`:
 * process.stdout or process.stderr) is made when it is needed (issue 20: start-up). Making it
 * loads Node's net, stream and tty modules (~3 ms), and `anonymize text "…"` writes one line:
 * that first write goes to the file descriptor with fs.writeSync, as Node's own stdout does for
 * a file (and, on Linux, as the kernel does for a pipe or terminal when its stream writes
 * at once); every later write, and what of the first could not be written at once (a full
 * non-blocking pipe: EAGAIN or a short write), goes through the stream, in order. A reader gone
 * (EPIPE) is OutputClosedError, as through the stream. `isTTY` asks the stream only for a
 * character device (a pipe, a file or a socket is no terminal).
 */
export function stdioOutput(fd: number, open: () => NodeJS.WritableStream & { isTTY?: boolean }): Output {
  let stream: Output | undefined;
  let first = true;
  let closed = false;
  let isTTY: boolean | undefined;
  const viaStream = () => (stream ??= streamOutput(open()));
  return {
    get isTTY() {
      if (isTTY === undefined) {
        let device = true;
        try {
          device = fstatSync(fd).isCharacterDevice();
        } catch {
          // A closed descriptor: as the stream says.
        }
        isTTY = device ? viaStream().isTTY : false;
      }
      return isTTY;
    },
    write(chunk) {
      if (closed) return Promise.reject(new OutputClosedError());
      if (stream || !first) return viaStream().write(chunk);
      first = false;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      let written = 0;
      try {
        while (written < bytes.length) {
          const n = writeSync(fd, bytes, written, bytes.length - written);
          if (n <= 0) break;
          written += n;
        }
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EPIPE') {
          closed = true;
          return Promise.reject(new OutputClosedError());
        }
        // EAGAIN (a non-blocking pipe that is full) and the like: the stream waits for it.
      }
      return written === bytes.length ? Promise.resolve() : viaStream().write(bytes.subarray(written));
    },
  };
}

/** Whether color may be used on a stream: a TTY, and neither NO_COLOR nor --no-color. */
export function colorEnabled(io: IO, out: Output, noColorFlag: boolean): boolean {
  const noColor = io.env.NO_COLOR;
  return out.isTTY && !noColorFlag && (noColor === undefined || noColor === '');
}
