import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import { ParallelPipe } from '../../src/pipe/parallel-stream.js';
import { pipeProse } from '../helpers/pipe-prose.js';
import { randomInts } from '../helpers/random-text.js';

/** The built CLI in a real pipe (tests need `npm run build`). */
const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));

/**
 * Runs `anonymize text --concurrency N`, writing `text` in pseudo-random chunks (16 to 64 KB, as
 * a producer faster than the reader fills the pipe) with pauses of 0-5 ms between them, each
 * chunk written only once the pipe took the last; then
 * (stdin still open) `late` after all the text came out, which must come out within `boundMs`.
 */
function run(text: string, concurrency: number, seed: number, late: string, lateOut: string, boundMs: number) {
  const child = spawn(process.execPath, [bin, 'text', '--concurrency', String(concurrency)], { env: { PATH: process.env.PATH }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let stderr = '';
  let onData = () => {};
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    onData();
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const outputEndsWith = (tail: string, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`--concurrency ${concurrency}: nothing within ${ms} ms: ${JSON.stringify(out.slice(-80))}`)), ms);
      onData = () => out.endsWith(tail) && (clearTimeout(timer), resolve());
      onData();
    });
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return (async () => {
    const next = randomInts(seed);
    for (let i = 0; i < text.length; ) {
      const stop = Math.min(text.length, i + 16384 + (next() % 49152));
      const chunk = text.slice(i, stop);
      i = stop;
      if (!child.stdin.write(chunk)) await new Promise((resolve) => child.stdin.once('drain', resolve));
      await new Promise((resolve) => setTimeout(resolve, next() % 6));
    }
    return out;
  })().then(async () => {
    await outputEndsWith('\n\n', 7000).catch(() => undefined);
    const written = out;
    const t0 = performance.now();
    child.stdin.write(late);
    await outputEndsWith(lateOut, boundMs);
    const latency = performance.now() - t0;
    child.stdin.end();
    return { written, latency, code: await closed, stderr, all: out };
  });
}

describe('anonymize text in a pipe: the same bytes give the same output', () => {
  it('at --concurrency 1 and 2, whatever the chunks and short pauses, and a late line still comes out within 1 s', async () => {
    if (!existsSync(new URL('../../dist/bundle/pipe-worker.js', import.meta.url))) throw new Error('dist/bundle/pipe-worker.js is missing: run `npm run build`');
    // 600 KB: more than a segment (512 KB and its 16 KB look-ahead), so segments are cut and the workers start.
    const text = pipeProse(770);
    expect(text.length).toBeGreaterThan(600_000);
    const canonical = new ParallelPipe(createRedactor(), { threads: 1 });
    canonical.push(text);
    const expected = [...canonical.ready(), ...(await canonical.end())].map((r) => r.text).join('');
    const late = 'late mail from user3@example.com\n';
    const lateOut = createRedactor().redact(late).text;
    const runs = await Promise.all([run(text, 1, 1, late, lateOut, 1000), run(text, 2, 2, late, lateOut, 1000)]);
    for (const [i, r] of runs.entries()) {
      expect({ concurrency: i + 1, code: r.code, stderr: r.stderr, same: r.written === expected }).toEqual({ concurrency: i + 1, code: 0, stderr: '', same: true });
      expect(r.all).toBe(expected + lateOut);
      expect(r.latency).toBeLessThan(1000);
    }
  });
});
