import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));

function anonymize(args: string[], input?: string) {
  if (!existsSync(new URL('../../dist/bundle/main.js', import.meta.url))) {
    throw new Error('dist/bundle/main.js is missing: run `npm run build` (npm ci does it through `prepare`)');
  }
  return spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', env: { PATH: process.env.PATH } });
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

  it('prints its version', () => {
    const r = anonymize(['--version']);
    expect([r.status, r.stdout]).toEqual([0, '0.1.0\n']);
  });
});
