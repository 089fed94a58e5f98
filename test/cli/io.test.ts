import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { stdioOutput } from '../../src/cli/io.js';

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
});
