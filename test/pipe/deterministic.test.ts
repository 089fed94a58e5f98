import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import type { StreamResult } from '../../src/engine/stream.js';
import { pipeAnswerer } from '../../src/pipe/answer.js';
import { ParallelPipe, type ParallelOptions } from '../../src/pipe/parallel-stream.js';
import type { AnalyzeRequest, PipeWorkerSetup } from '../../src/pipe/pipe-worker.js';
import { pipeProse } from '../helpers/pipe-prose.js';
import { randomInts } from '../helpers/random-text.js';

/** Worker stand-ins analyzing on this thread, answering after a pseudo-random delay (pieces finish out of order). */
function fakeSpawn(seed: number) {
  const next = randomInts(seed);
  return (setup: PipeWorkerSetup) => {
    const answer = pipeAnswerer(setup);
    const worker = new EventEmitter() as EventEmitter & { postMessage(m: AnalyzeRequest): void; terminate(): Promise<number> };
    worker.postMessage = (m) => void setTimeout(() => worker.emit('message', answer(m)), next() % 12);
    worker.terminate = async () => 0;
    return worker as unknown as Worker;
  };
}

const SMALL: Partial<ParallelOptions> = { segment: 2048, lookahead: 512, lookbehind: 128, maxLine: 8192, inlineBelow: 256 };
const PROSE = pipeProse(40);

/**
 * Feeds `text` as stdin would: chunks of pseudo-random sizes up to `chunk`, and after the chunk
 * that ends at each offset of `pauses`, an idle flush (the input stayed quiet). Returns what
 * was written by the time of each pause, and in all.
 */
async function feed(text: string, threads: number, chunk: number, seed: number, pauses: number[] = []) {
  const pipe = new ParallelPipe(createRedactor(), { threads, spawn: fakeSpawn(seed), ...SMALL });
  const next = randomInts(seed);
  const results: StreamResult[] = [];
  const atPause: string[] = [];
  const out = () => results.map((r) => r.text).join('');
  for (let i = 0; i < text.length; ) {
    const stop = Math.min(text.length, pauses.find((p) => p > i) ?? text.length, i + 1 + (next() % chunk));
    pipe.push(text.slice(i, stop));
    i = stop;
    results.push(...pipe.ready());
    if (pipe.full) await pipe.whenReady();
    if (pauses.includes(i)) {
      results.push(...(await pipe.idle()));
      atPause.push(out());
    }
  }
  results.push(...(await pipe.end()));
  return { text: out(), findings: results.flatMap((r) => r.findings), atPause };
}

describe('the pipe: cut where the text says, not where the timing does', () => {
  it('the fixture is one where cuts matter: segments cut at other places give other findings', async () => {
    const outputs = await Promise.all(
      [2048, 2600].map(async (segment) => {
        const pipe = new ParallelPipe(createRedactor(), { ...SMALL, threads: 1, segment });
        pipe.push(PROSE);
        return [...pipe.ready(), ...(await pipe.end())].map((r) => r.text).join('');
      }),
    );
    expect(outputs[0]).not.toBe(outputs[1]);
  });

  it('gives the same bytes and findings whatever the chunk sizes, the order pieces finish in and the threads', async () => {
    const expected = await feed(PROSE, 1, PROSE.length, 1);
    expect(expected.text).toContain('[ORGANIZATION]');
    for (const [threads, chunk, seed] of [
      [1, 50, 2],
      [1, 3000, 3],
      [2, 50, 4],
      [2, 700, 5],
      [2, 5000, 6],
      [3, 900, 7],
    ] as const) {
      const got = await feed(PROSE, threads, chunk, seed);
      expect({ threads, chunk, text: got.text }).toEqual({ threads, chunk, text: expected.text });
      expect(got.findings).toEqual(expected.findings);
    }
  });

  it('after a pause, writes every line after it as if the stream had not paused, at any concurrency', async () => {
    const expected = (await feed(PROSE, 1, PROSE.length, 1)).text.split('\n');
    // Pauses in the middle of lines, in different places of segments.
    for (const pause of [3000, 7777, 12345, 20000]) {
      for (const threads of [1, 2]) {
        const got = await feed(PROSE, threads, 600, pause + threads, [pause]);
        const before = PROSE.slice(0, PROSE.lastIndexOf('\n', pause) + 1);
        // The idle flush wrote exactly the complete lines (line for line: no finding here spans lines).
        expect(got.atPause[0]!.split('\n').length).toBe(before.split('\n').length);
        const lines = got.text.split('\n');
        const k = before.split('\n').length - 1;
        expect({ pause, threads, after: lines.slice(k) }).toEqual({ pause, threads, after: expected.slice(k) });
      }
    }
  });

  it('gives the bytes of one-shot redaction on logs, pauses or not (their findings stay within a line)', async () => {
    const log = Array.from({ length: 300 }, (_, i) => `2026-11-02 08:00:${String(i % 60).padStart(2, '0')} INFO request_id=${(i * 7919).toString(16)} email=user${i % 13}@example.com from 192.0.2.${i % 250}`).join('\n') + '\n';
    const expected = createRedactor().redact(log).text;
    for (const threads of [1, 2]) {
      expect((await feed(log, threads, 900, threads, [1500, 9000, 9001, 14000])).text).toBe(expected);
      expect((await feed(log, threads, 100, threads + 10)).text).toBe(expected);
    }
  });

  it('analyzes every piece from the start of a line (a window opening mid-line changed findings further on)', async () => {
    const redactor = createRedactor();
    const analyzed: string[] = [];
    const spy = { ...redactor, analyze: (text: string) => (analyzed.push(text), redactor.analyze(text)) };
    const pipe = new ParallelPipe(spy, { threads: 1, ...SMALL });
    for (let i = 0; i < PROSE.length; i += 1000) {
      pipe.push(PROSE.slice(i, i + 1000));
      pipe.ready();
      if (i === 15000) await pipe.idle();
    }
    await pipe.end();
    expect(analyzed.length).toBeGreaterThan(10);
    const lines = new Set(PROSE.split('\n'));
    for (const text of analyzed) expect(lines.has(text.slice(0, text.indexOf('\n')))).toBe(true);
  });

  it('gives an idle flush near the start the lines before it as context, as any other piece', async () => {
    const redactor = createRedactor();
    const analyzed: string[] = [];
    const spy = { ...redactor, analyze: (text: string) => (analyzed.push(text), redactor.analyze(text)) };
    const pipe = new ParallelPipe(spy, { threads: 2, ...SMALL });
    pipe.push('Mrs Vera Kastel wrote.\n');
    await pipe.idle();
    pipe.push('Kastel signed.\n');
    await pipe.idle();
    await pipe.close();
    expect(analyzed).toEqual(['Mrs Vera Kastel wrote.\n', 'Mrs Vera Kastel wrote.\nKastel signed.\n']);
  });
});
