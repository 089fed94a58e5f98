import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fetch } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { generateLicenseKeyPair, issueLicense } from '../../src/server/license.js';
import { bearer, postJson, tempDir, upload, waitForJob } from './helpers.js';

// The built CLI (npm run build), as an operator runs it: these tests kill it.
const BIN = new URL('../../bin/anonymize.js', import.meta.url).pathname;
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  children.clear();
});

/** Starts `anonymize serve ...` and resolves with its URL once it prints the listening line. */
function serve(args: string[], cwd: string): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--log-level', 'warn', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let err = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(err);
      if (m) resolve({ child, url: m[1]!, stderr: () => err });
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

async function kill9(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await exited(child);
}

describe('the spawned server (built CLI)', () => {
  it('demo counters survive kill -9; a token created while it runs works; SIGTERM stops it cleanly (exit 0)', async () => {
    const dir = tempDir();
    const first = await serve(['--mode', 'demo', '--data-dir', 'data', '--lifetime-cap', '3'], dir);
    expect(first.stderr().match(/^listening on /gm)).toHaveLength(1);
    const created = spawnSync(process.execPath, [BIN, 'serve', 'token', 'create', '--org', 'Example Corp', '--use-case', 'kill test', '--data-dir', 'data'], { cwd: dir, encoding: 'utf8' });
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^anz_[A-Za-z0-9_-]{43}\n$/);
    const h = bearer(created.stdout.trim());
    for (let i = 0; i < 3; i++) expect((await postJson(`${first.url}/anonymize/text`, { text: 'jane@example.com' }, h)).status).toBe(200);
    await kill9(first.child);

    const second = await serve(['--mode', 'demo', '--data-dir', 'data', '--lifetime-cap', '3'], dir);
    const capped = await postJson(`${second.url}/anonymize/text`, { text: 'jane@example.com' }, h);
    expect(capped.status).toBe(403);
    const list = spawnSync(process.execPath, [BIN, 'serve', 'token', 'list', '--json', '--data-dir', 'data'], { cwd: dir, encoding: 'utf8' });
    expect(JSON.parse(list.stdout)).toMatchObject([{ org: 'Example Corp', use_case: 'kill test', used: 3, revoked_at: null }]);
    expect(list.stdout).not.toContain(created.stdout.trim());
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(existsSync(path.join(dir, 'data', 'server.lock'))).toBe(false);
  });

  it('a job processing when the server is killed is retried at the next start and completes', async () => {
    const dir = tempDir();
    const pair = generateLicenseKeyPair();
    writeFileSync(path.join(dir, 'public.pem'), pair.publicKey);
    writeFileSync(path.join(dir, 'license.key'), issueLicense(pair.privateKey, { licensee: 'Example Corp', expires: '2099-01-01' }, new Date()));
    const args = ['--data-dir', 'data', '--license-public-key', 'public.pem', '--license-key-file', 'license.key', '--workers', '1'];
    const first = await serve(args, dir);
    const rows = Array.from({ length: 4000 }, (_, i) => `${i},Person ${i},person${i}@example.com,+1 415 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`);
    const csv = `id,name,email,phone\n${rows.join('\n')}\n`;
    const res = await upload(`${first.url}/anonymize/csv`, { name: 'people.csv', bytes: csv });
    expect(res.status).toBe(202);
    const { job_id } = (await res.json()) as { job_id: string };
    for (;;) {
      const status = ((await (await fetch(`${first.url}/anonymize/status/${job_id}`)).json()) as { status: string }).status;
      if (status === 'processing') break;
      expect(status).toBe('queued');
    }
    await kill9(first.child);

    const second = await serve(args, dir);
    const job = await waitForJob(second.url, job_id);
    expect(job.status).toBe('completed');
    const text = await (await fetch(`${second.url}/anonymize/status/${job_id}?download=1`)).text();
    expect(text.split('\n')[1]).toBe('0,Person 0,[EMAIL_ADDRESS],[PHONE_NUMBER]');
    expect(text).not.toContain('@example.com');
  });
});
