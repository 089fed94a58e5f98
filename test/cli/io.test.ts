import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stdioOutput, streamOutput } from '../../src/cli/io.js';
import { AnonymizeError, OutputClosedError } from '../../src/errors.js';

// stdioOutput (issue 20: start-up): this process's stdout or stderr, its stream made only when
// needed, a first write going straight to the file descriptor.

const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-io-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stream that keeps what is written to it, and how many times it was asked for. */
function fakeStream() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  let opened = 0;
  return { chunks, opened: () => opened, open: () => (opened++, stream) };
}

describe('stdioOutput', () => {
  it('writes the first chunk to the descriptor without making the stream, the next ones through the stream', async () => {
    const file = path.join(dir, 'out.txt');
    const fd = openSync(file, 'w');
    const fake = fakeStream();
    const out = stdioOutput(fd, fake.open);
    await out.write('Call [PERSON_NAME] – é\n');
    expect(fake.opened()).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('Call [PERSON_NAME] – é\n');
    await out.write('second\n');
    await out.write(new TextEncoder().encode('third\n'));
    expect(fake.opened()).toBe(1);
    expect(fake.chunks).toEqual(['second\n', 'third\n']);
    closeSync(fd);
  });

  it('is no TTY on a file, without making the stream', () => {
    const fd = openSync(path.join(dir, 'tty.txt'), 'w');
    const fake = fakeStream();
    expect(stdioOutput(fd, fake.open).isTTY).toBe(false);
    expect(fake.opened()).toBe(0);
    closeSync(fd);
  });

  it('a descriptor it cannot write (closed): the stream gets the chunk', async () => {
    const fd = openSync(path.join(dir, 'closed.txt'), 'w');
    closeSync(fd);
    const fake = fakeStream();
    await stdioOutput(fd, fake.open).write('x\n');
    expect(fake.chunks).toEqual(['x\n']);
  });

  it('a reader gone before the first write (EPIPE): `anonymize text` ends quietly with exit 0, as through the stream', async () => {
    const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'text', 'mail jane@example.com'], { env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    // The reader goes away before the CLI writes.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect([code, stderr]).toEqual([0, '']);
  });

  it('a full disk is a failure (exit 1, the reason on stderr), not a reader gone: as arguments, on stdin and for --version', async () => {
    const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));
    const run = (args: string[], input?: string) =>
      new Promise<[number | null, string]>((resolve) => {
        // /dev/full: every write fails with ENOSPC, as a disk that is full.
        const full = openSync('/dev/full', 'w');
        const child = spawn(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH }, stdio: ['pipe', full, 'pipe'] });
        closeSync(full);
        let stderr = '';
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        child.stdin!.end(input ?? '');
        child.on('close', (code) => resolve([code, stderr]));
      });
    const failed = [1, 'anonymize: the output could not be written: no space left on the device\n'];
    // Before, each exited 0 with nothing on stderr and an empty output.
    expect(await run(['text', 'mail jane@example.com'])).toEqual(failed);
    expect(await run(['text'], 'mail jane@example.com\n'.repeat(2000))).toEqual(failed);
    expect(await run(['--version'])).toEqual(failed);
  }, 20_000);
});

describe('streamOutput', () => {
  const failing = (code: string) =>
    new Writable({
      write(_chunk, _enc, done) {
        done(Object.assign(new Error(`${code}: failed`), { code }));
      },
    });

  it('a reader gone (EPIPE, ECONNRESET) rejects with OutputClosedError, this write and the next', async () => {
    for (const code of ['EPIPE', 'ECONNRESET']) {
      const out = streamOutput(failing(code));
      await expect(out.write('x')).rejects.toBeInstanceOf(OutputClosedError);
      await expect(out.write('y')).rejects.toBeInstanceOf(OutputClosedError);
    }
  });

  it('another error (ENOSPC, EIO) rejects with a failure that names the reason, this write and the next', async () => {
    const out = streamOutput(failing('ENOSPC'));
    const first = await out.write('x').catch((e: Error) => e);
    expect(first).toBeInstanceOf(AnonymizeError);
    expect(first).not.toBeInstanceOf(OutputClosedError);
    expect((first as Error).message).toBe('the output could not be written: no space left on the device');
    await expect(out.write('y')).rejects.toThrow('the output could not be written: no space left on the device');
    await expect(streamOutput(failing('EIO')).write('x')).rejects.toThrow('the output could not be written: an input/output error');
    await expect(streamOutput(failing('EXDEV')).write('x')).rejects.toThrow('the output could not be written: EXDEV');
  });
});
