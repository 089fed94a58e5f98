import { Writable } from 'node:stream';
import type { Sink } from './run.js';

/** Files done / total and the current file, on stderr; a no-op when not wanted. */
export interface Progress {
  /** Whether anything is shown (callers skip the work of naming the current file otherwise). */
  readonly shown: boolean;
  update(done: number, total: number, current: string | undefined): void;
  stop(): void;
}

const SILENT: Progress = { shown: false, update: () => undefined, stop: () => undefined };

/**
 * An ora spinner writing to the command's stderr (not process.stderr: commands only touch the
 * IO they are given). Only when stderr is a terminal and --quiet is off.
 */
export async function createProgress(stderr: Sink, enabled: boolean, color: boolean): Promise<Progress> {
  if (!enabled || !stderr.isTTY) return SILENT;
  const { default: ora } = await import('ora');
  const spinner = ora({
    stream: terminalStream(stderr),
    isEnabled: true,
    color: color ? 'cyan' : false,
    hideCursor: false,
    discardStdin: false,
  }).start();
  return {
    shown: true,
    update(done, total, current) {
      spinner.text = `${done}/${total} files${current ? `  ${current}` : ''}`;
    },
    stop: () => void spinner.stop(),
  };
}

/** The few tty.WriteStream methods ora uses, as ANSI escapes (ECMA-48 CR, EL, CUU). */
function terminalStream(out: Sink): NodeJS.WritableStream {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      out.write(chunk as Buffer).then(() => callback(), callback);
    },
  });
  return Object.assign(stream, {
    isTTY: true,
    columns: 80,
    cursorTo: (x: number) => stream.write(`\r${x > 0 ? `\x1b[${x}C` : ''}`),
    clearLine: () => stream.write('\x1b[2K'),
    moveCursor: (_dx: number, dy: number) => stream.write(dy < 0 ? `\x1b[${-dy}A` : dy > 0 ? `\x1b[${dy}B` : ''),
  });
}
