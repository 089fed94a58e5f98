import type { Readable } from 'node:stream';

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

export function streamOutput(stream: NodeJS.WritableStream & { isTTY?: boolean }): Output {
  return {
    isTTY: stream.isTTY === true,
    write(chunk) {
      return new Promise((resolve, reject) => {
        const ok = stream.write(chunk, (err) => (err ? reject(err) : undefined));
        if (ok) resolve();
        else stream.once('drain', resolve);
      });
    },
  };
}

/** Whether color may be used on a stream: a TTY, and neither NO_COLOR nor --no-color. */
export function colorEnabled(io: IO, out: Output, noColorFlag: boolean): boolean {
  const noColor = io.env.NO_COLOR;
  return out.isTTY && !noColorFlag && (noColor === undefined || noColor === '');
}
