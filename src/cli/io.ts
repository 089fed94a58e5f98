import { fstatSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { OutputClosedError } from '../errors.js';

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

/**
 * A real stream as an Output. A reader that goes away (EPIPE: `| head -1`) makes every later
 * write reject with OutputClosedError, which main() turns into a quiet exit 0; without the
 * 'error' listener Node would crash with a stack trace.
 */
export function streamOutput(stream: NodeJS.WritableStream & { isTTY?: boolean }): Output {
  let closed: Error | undefined;
  const waiting = new Set<() => void>();
  stream.on('error', (e: Error) => {
    closed = e;
    for (const wake of waiting) wake();
  });
  return {
    isTTY: stream.isTTY === true,
    write(chunk) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new OutputClosedError());
        const fail = () => reject(new OutputClosedError());
        const ok = stream.write(chunk, (err) => (err ? fail() : undefined));
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
