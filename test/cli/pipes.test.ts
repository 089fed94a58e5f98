import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The built CLI in a pipe, as a shell runs it (tests need `npm run build`). */
const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));

function start(args: string[], cwd: string, tmp: string) {
  if (!existsSync(new URL('../../dist/bundle/main.js', import.meta.url))) throw new Error('dist/bundle/main.js is missing: run `npm run build`');
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH, TMPDIR: tmp }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, exit };
}

/** stdout so far, and a promise of it once it holds `count` complete lines. */
function reader(child: ReturnType<typeof start>['child']) {
  let out = '';
  const waiting: { count: number; resolve: (s: string) => void }[] = [];
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    for (const w of waiting) if (out.split('\n').length > w.count) w.resolve(out);
  });
  return (count: number) => new Promise<string>((resolve) => waiting.push({ count, resolve }));
}

const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);

describe('anonymize text in a pipe', () => {
  it('emits each line of a live stream while stdin stays open (tail -f | anonymize text)', async () => {
    const d = mkdtempSync(path.join(tmpdir(), 'anonymize-pipe-'));
    const { child, exit } = start(['text'], d, d);
    const lines = reader(child);
    const first = lines(1);
    child.stdin.write('login by jane.novak@example.com\n');
    const t0 = performance.now();
    expect(await within(1000 + 1500 /* the process's own start-up */, first)).toBe('login by [EMAIL_ADDRESS]\n');
    const second = lines(2);
    const t1 = performance.now();
    child.stdin.write('call +1 415-555-0132 now\n');
    expect(await within(1000, second)).toBe('login by [EMAIL_ADDRESS]\ncall [PHONE_NUMBER] now\n');
    expect(performance.now() - t1).toBeLessThan(1000);
    expect(performance.now() - t0).toBeGreaterThan(0);
    child.stdin.end();
    expect(await exit).toEqual({ code: 0, signal: null, stderr: '' });
  });

  it('holds back an open PEM block until it is closed, then redacts it whole', async () => {
    const d = mkdtempSync(path.join(tmpdir(), 'anonymize-pipe-'));
    const { child, exit } = start(['text'], d, d);
    // The catalog's example EC key (src/detectors/private-key.ts), made for it and used nowhere else.
    const key = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49\nAwEHoUQDQgAE00XkrZTzx0EtcFyfO4OY9RR/2+8nKNwHOFT0imS986kg5HykUYfz\nVm3UltP9KfcBL2NdwohwdeRK/1rF78QQZw==\n-----END EC PRIVATE KEY-----'.split('\n');
    const lines = reader(child);
    const first = lines(1);
    child.stdin.write(`ok\n${key.slice(0, 3).join('\n')}\n`);
    expect(await within(2500, first)).toBe('ok\n');
    await new Promise((r) => setTimeout(r, 200));
    const rest = lines(3);
    child.stdin.write(`${key.slice(3).join('\n')}\nbye\n`);
    expect(await within(1000, rest)).toBe('ok\n[API_KEY]\nbye\n');
    child.stdin.end();
    expect((await exit).code).toBe(0);
  });

  it('ends quietly with exit 0 when the reader goes away (anonymize text < big.txt | head -1)', async () => {
    const d = mkdtempSync(path.join(tmpdir(), 'anonymize-pipe-'));
    writeFileSync(path.join(d, 'big.txt'), 'mail jane@example.com and move on\n'.repeat(200_000));
    const { child, exit } = start(['text'], d, d);
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.on('error', () => undefined);
    child.stdin.end(await import('node:fs').then((fs) => fs.readFileSync(path.join(d, 'big.txt'))));
    expect(await exit).toEqual({ code: 0, signal: null, stderr: '' });
  });

  it('ends quietly with exit 0 and leaves no temporary file (anonymize files x.csv -o - | head)', async () => {
    const d = mkdtempSync(path.join(tmpdir(), 'anonymize-pipe-'));
    const tmp = mkdtempSync(path.join(tmpdir(), 'anonymize-pipe-tmp-'));
    writeFileSync(path.join(d, 'x.csv'), `name,email\n${'Jane Novak,jane@example.com\n'.repeat(20_000)}`);
    const { child, exit } = start(['files', 'x.csv', '-o', '-', '--concurrency', '1'], d, tmp);
    child.stdout.once('data', () => child.stdout.destroy());
    child.stdin.end();
    expect(await exit).toEqual({ code: 0, signal: null, stderr: '' });
    expect(readdirSync(d)).toEqual(['x.csv']);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
