import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));

function anonymize(args: string[], input?: string, nodeArgs: string[] = []) {
  if (!existsSync(new URL('../../dist/bundle/main.js', import.meta.url))) {
    throw new Error('dist/bundle/main.js is missing: run `npm run build` (npm ci does it through `prepare`)');
  }
  return spawnSync(process.execPath, [...nodeArgs, bin, ...args], { cwd: root, input, encoding: 'utf8', env: { PATH: process.env.PATH } });
}

describe('bin/anonymize.js (the built, bundled CLI)', () => {
  it('pipes stdin to stdout and exits 0', () => {
    const r = anonymize(['text'], 'to: ops@example.org\n');
    expect([r.status, r.stdout, r.stderr]).toEqual([0, 'to: [EMAIL_ADDRESS]\n', '']);
  });

  it('exits 2 with a one-line error on a usage error', () => {
    const r = anonymize(['text', '--style', 'blur', 'x']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toBe(
      'anonymize: --style: the value given is invalid (allowed: label, numbered, mask, hash, fake, remove)\n',
    );
  });

  it('exits 1 with a message, not 0, when Node finds nothing left to wait for before the end', () => {
    // A stdin that will never say more and holds nothing open (a preload puts it in place of
    // process.stdin): the run's promise never settles and Node ends the process. Before, that
    // was exit 0 and nothing on stderr, an output cut short as if complete (a worker gone
    // between two jobs did the same: test/pipe/parallel-stream.test.ts).
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-bin-'));
    try {
      const preload = path.join(dir, 'silent-stdin.mjs');
      writeFileSync(preload, "import { Readable } from 'node:stream';\nconst stdin = new Readable({ read() {} });\nObject.defineProperty(process, 'stdin', { configurable: true, get: () => stdin });\n");
      const r = anonymize(['text'], undefined, ['--import', preload]);
      expect([r.status, r.stdout, r.stderr]).toEqual([1, '', 'anonymize: stopped before its work was done, with nothing left to wait for (an internal error)\n']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints its version', () => {
    const r = anonymize(['--version']);
    expect([r.status, r.stdout]).toEqual([0, '0.1.0\n']);
  });
});
