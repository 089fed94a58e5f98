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

/** Whether color may be used on a stream: a TTY, and neither NO_COLOR nor --no-color. */
export function colorEnabled(io: IO, out: Output, noColorFlag: boolean): boolean {
  const noColor = io.env.NO_COLOR;
  return out.isTTY && !noColorFlag && (noColor === undefined || noColor === '');
}
