import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';

/** The built CLI in a pipe (tests need `npm run build`), analyzing on two worker threads. */
const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));

const logLine = (i: number) =>
  i % 2
    ? `2026-11-02 08:00:${String(i % 60).padStart(2, '0')} INFO request_id=${(i * 7919).toString(16).padStart(8, '0')} email=user${i % 13}@example.com latency_ms=${i % 900}`
    : `{"ts":"2026-11-02T08:00:00Z","msg":"order placed","email":"buyer${i % 5}@example.org","phone":"+1 415 555 01${String(i % 100).padStart(2, '0')}"}`;

describe('anonymize text in a pipe, on worker threads', () => {
  it('writes a large input in order, then a line written to the open stdin within the latency bound', async () => {
    if (!existsSync(new URL('../../dist/bundle/pipe-worker.js', import.meta.url))) throw new Error('dist/bundle/pipe-worker.js is missing: run `npm run build`');
    const child = spawn(process.execPath, [bin, 'text', '--concurrency', '2', '--style', 'numbered'], { env: { PATH: process.env.PATH }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const waiting: { text: string; resolve: () => void }[] = [];
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      for (const w of waiting) if (out.endsWith(w.text)) w.resolve();
    });
    const outputEndsWith = (text: string, ms: number) =>
      Promise.race([
        new Promise<void>((resolve) => (out.endsWith(text) ? resolve() : waiting.push({ text, resolve }))),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
      ]);

    // 560 KB: more than a segment (512 KB and its 16 KB look-ahead), so the workers start.
    const lines: string[] = [];
    for (let i = 0, size = 0; size < 560 * 1024; i++) size += (lines[i] = logLine(i)).length + 1;
    const big = `${lines.join('\n')}\n`;
    const redactor = createRedactor({ style: 'numbered' });
    const expectedBig = redactor.redact(big).text;
    child.stdin.write(big);
    // The process's start-up, the workers' and their first analysis, on a busy machine.
    await outputEndsWith(expectedBig.slice(-200), 7000);
    expect(out).toBe(expectedBig);

    const line = 'late login by user3@example.com\n';
    const t0 = performance.now();
    child.stdin.write(line);
    await outputEndsWith(redactor.redact(line).text, 1000).catch((e: Error) => {
      throw new Error(`${e.message}: ${JSON.stringify(out.slice(-120))}`);
    });
    expect(performance.now() - t0).toBeLessThan(1000);

    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(out).toBe(expectedBig + redactor.redact(line).text);
  });
});
