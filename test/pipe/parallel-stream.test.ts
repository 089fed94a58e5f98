import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createRedactor, type RedactorOptions } from '../../src/engine/redactor.js';
import type { StreamResult } from '../../src/engine/stream.js';
import type { Finding } from '../../src/engine/types.js';
import { pipeAnswerer } from '../../src/pipe/answer.js';
import { ParallelPipe, type ParallelOptions } from '../../src/pipe/parallel-stream.js';
import type { AnalyzeRequest, PipeWorkerSetup } from '../../src/pipe/pipe-worker.js';

/**
 * A worker thread's stand-in: analyzes in this thread, answering after a random delay, so that
 * pieces finish out of order as on busy workers. `spawned` counts the workers started.
 */
function fakeWorkers() {
  const counter = { spawned: 0 };
  const spawn = (setup: PipeWorkerSetup) => {
    counter.spawned++;
    const answer = pipeAnswerer(setup);
    const worker = new EventEmitter() as EventEmitter & { postMessage(m: AnalyzeRequest): void; terminate(): Promise<number> };
    worker.postMessage = (m) => {
      setTimeout(() => worker.emit('message', answer(m)), Math.random() * 15);
    };
    worker.terminate = async () => 0;
    return worker as unknown as Worker;
  };
  return { spawn, counter };
}

const SMALL: Partial<ParallelOptions> = { segment: 2048, lookahead: 512, lookbehind: 128, maxLine: 8192, inlineBelow: 256 };

/** Pushes `text` in chunks of `chunk`, as stdin would, and joins what comes out. */
async function pipeAll(text: string, options: RedactorOptions, extra: Partial<ParallelOptions> = {}, chunk = 700) {
  const { spawn, counter } = fakeWorkers();
  const pipe = new ParallelPipe(createRedactor(options), { threads: 2, spawn, ...SMALL, ...extra });
  const results: StreamResult[] = [];
  for (let i = 0; i < text.length; i += chunk) {
    pipe.push(text.slice(i, i + chunk));
    results.push(...pipe.ready());
    if (pipe.full) await pipe.whenReady();
  }
  results.push(...(await pipe.end()));
  return { text: results.map((r) => r.text).join(''), findings: results.flatMap((r) => r.findings), values: results.flatMap((r) => r.values ?? []), spawned: counter.spawned };
}

const logLine = (i: number) =>
  [
    `2026-11-02 08:00:${String(i % 60).padStart(2, '0')} INFO request_id=${(i * 7919).toString(16).padStart(8, '0')} user=jane.novak email=user${i % 13}@example.com latency_ms=${i % 900}`,
    `192.0.2.${i % 250} - - "GET /api/v1/orders?page=${i} HTTP/1.1" 200 ${i * 31} "-" "curl/8.5.0"`,
    `{"ts":"2026-11-02T08:00:00Z","msg":"order placed","email":"buyer${i % 5}@example.org","phone":"+1 415 555 01${String(i % 100).padStart(2, '0')}"}`,
  ][i % 3]!;
const LOG = Array.from({ length: 600 }, (_, i) => logLine(i)).join('\n') + '\n';

const oneShot = (text: string, options: RedactorOptions) => createRedactor(options).redact(text);

describe('ParallelPipe', () => {
  it('gives the bytes and findings of one-shot redaction, in order, whatever order the pieces finish in', async () => {
    const expected = oneShot(LOG, {});
    expect(expected.findings.length).toBeGreaterThan(600);
    for (const chunk of [1000, 4096, 65536]) {
      const got = await pipeAll(LOG, {}, {}, chunk);
      expect(got.text).toBe(expected.text);
      expect(got.findings).toEqual(expected.findings);
      expect(got.spawned).toBe(1);
    }
  });

  it('gives the same bytes and findings whichever segments the worker gives part of its share back for', async () => {
    // A password every 40 lines: secret-assignment, one of the detectors that move, finds it.
    const text = LOG.split('\n').map((l, i) => (i % 40 === 7 ? `${l} password=Tr0ub4dor&3x` : l)).join('\n');
    const expected = oneShot(text, {});
    expect(expected.findings.filter((f) => f.detector === 'secret-assignment').length).toBeGreaterThan(10);
    for (const every of [1, 2, 3]) {
      let asked = 0;
      const cpu: { worker: number; process: number }[] = [];
      const moveNext = (c: { worker: number; process: number }) => (cpu.push(c), asked++ % every === 0);
      const got = await pipeAll(text, {}, { moveNext });
      expect(got.text).toBe(expected.text);
      expect(got.findings).toEqual(expected.findings);
      // Asked for the shared segments after the worker's first answer (~30 segments; those the
      // timing sends whole to the worker are not asked about).
      expect(asked).toBeGreaterThan(4);
      expect(cpu.every((c) => c.worker > 0 && c.process >= c.worker)).toBe(true);
    }
  });

  it('redacts a value that spans a segment boundary whole, and the text after it once', async () => {
    // The catalog's example EC key (src/detectors/private-key.ts), made for it and used nowhere else.
    const key = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\n-----END EC PRIVATE KEY-----';
    // Each placement puts a line break of the key at or near a multiple of 2048, where segments end.
    for (const offset of [2048 - 40, 2048 - 100, 4096 - 160, 2048 - 31]) {
      const filler = 'x'.repeat(59) + '\n';
      let text = filler.repeat(Math.floor(offset / 60)) + 'y'.repeat(offset % 60);
      text += `${key}\nafter the key mail a@example.com\n${filler.repeat(80)}`;
      const expected = oneShot(text, {});
      expect(expected.findings.map((f) => f.entity)).toEqual(['API_KEY', 'EMAIL_ADDRESS']);
      const got = await pipeAll(text, {});
      expect(got.text).toBe(expected.text);
      expect(got.text).not.toContain('MHcCAQEE');
      expect(got.findings).toEqual(expected.findings);
    }
  });

  it('numbers values as one thread does, the same value the same number in every segment', async () => {
    const expected = oneShot(LOG, { style: 'numbered' });
    const got = await pipeAll(LOG, { style: 'numbered' });
    expect(got.text).toBe(expected.text);
    // 13 user addresses and 5 buyer addresses: 18 numbers, each value one of them throughout.
    const values = new Set(got.findings.filter((f) => f.entity === 'EMAIL_ADDRESS').map((f) => LOG.slice(f.start, f.end)));
    expect(values.size).toBe(18);
    expect(new Set(got.text.match(/\[EMAIL_ADDRESS_\d+\]/g)).size).toBe(18);
  });

  it('returns the values of findings when asked, and offsets into the whole stream', async () => {
    const got = await pipeAll(LOG, {}, { values: true });
    expect(got.values).toEqual(got.findings.map((f: Finding) => LOG.slice(f.start, f.end)));
  });

  it('cuts a line longer than maxLine, never inside a finding', async () => {
    const line = Array.from({ length: 900 }, (_, i) => `w${i} a${i % 17}@example.com`).join(' ');
    const expected = oneShot(line, {});
    const got = await pipeAll(line, {});
    expect(got.text).toBe(expected.text);
  });

  it('starts no worker for an input shorter than a segment', async () => {
    const got = await pipeAll(LOG.slice(0, 2000), {});
    expect(got.spawned).toBe(0);
    expect(got.text).toBe(oneShot(LOG.slice(0, 2000), {}).text);
  });

  it('emits every complete line on idle, holding back the partial one and an open PEM block', async () => {
    const { spawn } = fakeWorkers();
    const pipe = new ParallelPipe(createRedactor(), { threads: 2, spawn, ...SMALL });
    pipe.push(LOG.slice(0, 9000));
    const cut = LOG.lastIndexOf('\n', 9000) + 1;
    const idle = [...pipe.ready(), ...(await pipe.idle())];
    expect(idle.map((r) => r.text).join('')).toBe(oneShot(LOG.slice(0, cut), {}).text);
    expect(pipe.pending).toBe(9000 - cut);
    pipe.push(LOG.slice(9000, 9100) + '\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n');
    const held = (await pipe.idle()).map((r) => r.text).join('');
    expect(held.endsWith('\n')).toBe(true);
    expect(held).not.toContain('BEGIN');
    await pipe.close();
  });

  it('fails, rather than waiting for ever, when its worker stopped between two segments', async () => {
    // A worker that answers its first segment, then stops with no segment in hand: the next ones
    // posted to it are dropped. Before, their pieces never settled, and the CLI, its stdin paused
    // behind them, found nothing left to wait for: exit 0, the output cut short.
    let posts = 0;
    const spawn = (setup: PipeWorkerSetup) => {
      const answer = pipeAnswerer(setup);
      const worker = new EventEmitter() as EventEmitter & { postMessage(m: AnalyzeRequest): void; terminate(): Promise<number> };
      worker.postMessage = (m) => {
        if (++posts > 1) return;
        setTimeout(() => {
          worker.emit('message', answer(m));
          worker.emit('exit', 1);
        }, 1);
      };
      worker.terminate = async () => 0;
      return worker as unknown as Worker;
    };
    const pipe = new ParallelPipe(createRedactor(), { threads: 2, spawn, ...SMALL });
    const out: StreamResult[] = [];
    const run = async () => {
      for (let i = 0; i < LOG.length; i += 700) {
        pipe.push(LOG.slice(i, i + 700));
        out.push(...pipe.ready());
        if (pipe.full) await pipe.whenReady();
        // Time for the worker's answer and exit between pushes.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      out.push(...(await pipe.end()));
    };
    const outcome = await Promise.race([run().then(() => 'finished', (e: Error) => e.message), new Promise((resolve) => setTimeout(resolve, 3000, 'still waiting'))]);
    await pipe.close();
    expect(outcome).toBe('a worker thread stopped (exit code 1)');
    // What came before the worker stopped was written, and right.
    const written = out.map((r) => r.text).join('');
    expect(written.length).toBeGreaterThan(1000);
    expect(oneShot(LOG, {}).text.startsWith(written)).toBe(true);
  });

  it('analyzes a segment on this thread once every worker has two, and starts nothing after close', async () => {
    let spawned = 0;
    const posted: number[] = [];
    // Workers that never answer: every one stays busy.
    const spawn = () => {
      spawned++;
      const worker = new EventEmitter() as EventEmitter & { postMessage(m: AnalyzeRequest): void; terminate(): Promise<number> };
      worker.postMessage = (m) => void posted.push(m.id);
      worker.terminate = async () => 0;
      return worker as unknown as Worker;
    };
    // Each segment whole on one thread (share: []), as with more than one worker.
    const pipe = new ParallelPipe(createRedactor(), { threads: 2, spawn, share: [], ...SMALL });
    pipe.push(LOG);
    // Two segments went to the worker; the third waits a turn of the event loop, then is analyzed here.
    expect(posted).toHaveLength(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(posted).toHaveLength(2);
    // The next one waits too; closing now analyzes nothing more and starts no worker.
    await pipe.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect({ spawned, posted: posted.length }).toEqual({ spawned: 1, posted: 2 });
  });
});
