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
 * Runs `anonymize text --concurrency N` with `env` added, writing `text` in pseudo-random chunks
 * (16 to 64 KB, as a producer faster than the reader fills the pipe) with pauses of 0-5 ms between
 * them, each chunk written only once the pipe took the last. Then, with `late`, (stdin still open)
 * `late` once all the text came out, which must come out within `boundMs`; without, stdin is ended.
 */
function run(text: string, concurrency: number, seed: number, env: Record<string, string>, late?: { line: string; out: string; boundMs: number }) {
  const child = spawn(process.execPath, [bin, 'text', '--concurrency', String(concurrency)], { env: { PATH: process.env.PATH, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
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
    if (!late) {
      child.stdin.end();
      return { written: out, latency: 0, code: await closed, stderr, all: out };
    }
    await outputEndsWith('\n\n', 7000).catch(() => undefined);
    const written = out;
    const t0 = performance.now();
    child.stdin.write(late.line);
    await outputEndsWith(late.out, late.boundMs);
    const latency = performance.now() - t0;
    child.stdin.end();
    return { written, latency, code: await closed, stderr, all: out };
  });
}

describe('anonymize text in a pipe: the same bytes give the same output', () => {
  it('at --concurrency 1 and 2, whatever the chunks and short pauses', async () => {
    if (!existsSync(new URL('../../dist/bundle/pipe-worker.js', import.meta.url))) throw new Error('dist/bundle/pipe-worker.js is missing: run `npm run build`');
    // 600 KB: more than a segment (512 KB and its 16 KB look-ahead), so segments are cut and the workers start.
    const text = pipeProse(770);
    expect(text.length).toBeGreaterThan(600_000);
    const canonical = new ParallelPipe(createRedactor(), { threads: 1 });
    canonical.push(text);
    const expected = [...canonical.ready(), ...(await canonical.end())].map((r) => r.text).join('');
    // A pause is the end of the input only after a minute here: on a machine loaded past ~18 the
    // 0-5 ms pauses stretched past the 250 ms quiet time, and on this prose an idle flush there
    // rightly changes findings before it (docs/parallel.md), so the test failed for its load.
    const quiet = { ANONYMIZE_IDLE_MS: '60000' };
    const runs = await Promise.all([run(text, 1, 1, quiet), run(text, 2, 2, quiet)]);
    for (const [i, r] of runs.entries()) {
      expect({ concurrency: i + 1, code: r.code, stderr: r.stderr, same: r.all === expected }).toEqual({ concurrency: i + 1, code: 0, stderr: '', same: true });
    }
  });

  it('at --concurrency 1 and 2, a line written to the still open stdin after them comes out within 1 s', async () => {
    const text = pipeProse(770);
    const line = 'late mail from user3@example.com\n';
    const late = { line, out: createRedactor().redact(line).text, boundMs: 1000 };
    // The default quiet times: every line written comes out (on an idle flush) with stdin still open.
    const runs = await Promise.all([run(text, 1, 1, {}, late), run(text, 2, 2, {}, late)]);
    for (const [i, r] of runs.entries()) {
      expect({ concurrency: i + 1, code: r.code, stderr: r.stderr, all: r.written.length > 0 && r.all.startsWith(r.written) && r.all.slice(r.written.length) }).toEqual({ concurrency: i + 1, code: 0, stderr: '', all: late.out });
      expect(r.written.endsWith('\n\n')).toBe(true);
      expect(r.latency).toBeLessThan(1000);
    }
  });
});
