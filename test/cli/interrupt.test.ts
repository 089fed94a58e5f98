import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-interrupt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Resolves when `check` holds, polling every 20 ms (fails after `ms`). */
async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('anonymize files interrupted (the built CLI)', () => {
  it('removes its temporary output on Ctrl-C and ends as killed by SIGINT', async () => {
    if (!existsSync(new URL('../../dist/bundle/main.js', import.meta.url))) throw new Error('dist/bundle/main.js is missing: run `npm run build`');
    // Large enough to be mid-way when the signal comes (the engine does ~10 MB/s).
    const line = 'Mrs Ana Lima (ana.lima@example.com, +44 20 7946 0958) wrote on 31 May 1991.\n';
    writeFileSync(path.join(dir, 'big.txt'), line.repeat(Math.ceil(80e6 / line.length)));
    const out = path.join(dir, 'out');
    const child = spawn(process.execPath, [bin, 'files', 'big.txt', '--out-dir', 'out'], { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    const temps = () => (existsSync(out) ? readdirSync(out).filter((f) => f.endsWith('.anonymize-tmp')) : []);
    await until(() => temps().length > 0, 20_000);
    child.kill('SIGINT');
    expect(await exited).toEqual({ code: null, signal: 'SIGINT' });
    expect(readdirSync(out)).toEqual([]); // neither the temporary file nor a partial output
  }, 60_000);
});
