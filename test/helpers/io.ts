import { Readable } from 'node:stream';
import type { IO, Output } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

export interface CapturedOutput extends Output {
  text(): string;
  bytes(): Buffer;
}

export function captureOutput(isTTY = false): CapturedOutput {
  const chunks: Buffer[] = [];
  return {
    isTTY,
    async write(chunk) {
      chunks.push(Buffer.from(chunk));
    },
    text: () => Buffer.concat(chunks).toString('utf8'),
    bytes: () => Buffer.concat(chunks),
  };
}

export interface TestIOOptions {
  stdin?: string | Buffer | Iterable<string | Buffer> | null;
  env?: Record<string, string | undefined>;
  cwd?: string;
  stderrIsTTY?: boolean;
  stdoutIsTTY?: boolean;
}

export interface TestIO extends IO {
  stdout: CapturedOutput;
  stderr: CapturedOutput;
}

/** An IO with buffers and TTYs off (unless asked), as GitHub CLI's test IO. */
export function testIO(options: TestIOOptions = {}): TestIO {
  const input = options.stdin;
  const stdin =
    input === null || input === undefined
      ? Readable.from([])
      : typeof input === 'string' || Buffer.isBuffer(input)
        ? Readable.from([Buffer.from(input)])
        : Readable.from([...input].map((c) => Buffer.from(c)));
  return {
    stdin,
    stdinIsTTY: input === null,
    stdout: captureOutput(options.stdoutIsTTY ?? false),
    stderr: captureOutput(options.stderrIsTTY ?? false),
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
  };
}

/** Runs the CLI in-process. */
export async function run(argv: string[], options: TestIOOptions = {}) {
  const io = testIO(options);
  const code = await main(argv, io);
  return { code, stdout: io.stdout.text(), stderr: io.stderr.text(), io };
}
