import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteClient } from '../../src/remote/client.js';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';
import { startServer, type TestServer } from './helpers.js';

const docx = readFileSync(fileURLToPath(new URL('../../fixtures/docx/report.docx', import.meta.url)));

/** Uploads with the client itself (the CLI's batch keeps job ids to itself) and returns the job id. */
async function upload(srv: TestServer, file: string, kind: 'csv' | 'docx', token?: string): Promise<string> {
  const client = new RemoteClient({ url: srv.url, ...(token ? { token } : {}), rateLimit: 30, rateWindowMs: 60_000, retries: 0, timeoutMs: 10_000 });
  try {
    return (await client.upload(kind, file, path.basename(file), {})).job_id;
  } finally {
    await client.close();
  }
}

describe('anonymize status against a demo server', () => {
  let srv: TestServer;
  let token: string;
  beforeAll(async () => {
    srv = await startServer({ mode: 'demo', lifetimeCap: 3 });
    token = await srv.token();
  }, 30_000);
  afterAll(() => srv.close());

  it('--download waits for the job and writes its result atomically; then the state line; --json', async () => {
    const dir = folderWith({ 'a.csv': 'mail\nops@example.org\n' });
    const id = await upload(srv, path.join(dir, 'a.csv'), 'csv', token);
    const env = { ANONYMIZE_URL: srv.url, ANONYMIZE_TOKEN: token };
    const dl = await run(['status', id, '--download', 'out/clean.csv'], { cwd: dir, env });
    expect([dl.code, dl.stdout, dl.stderr]).toEqual([0, '', '']);
    expect(readFileSync(path.join(dir, 'out/clean.csv'), 'utf8')).toBe('mail\n[EMAIL_ADDRESS]\n');
    const again = await run(['status', id, '--download', 'out/clean.csv'], { cwd: dir, env });
    expect([again.code, again.stderr]).toEqual([1, 'anonymize: out/clean.csv: already exists (use --force to overwrite)\n']);
    expect((await run(['status', id, '--download', 'out/clean.csv', '--force'], { cwd: dir, env })).code).toBe(0);
    const toStdout = await run(['status', id, '--download', '-'], { cwd: dir, env });
    expect([toStdout.code, toStdout.stdout]).toEqual([0, 'mail\n[EMAIL_ADDRESS]\n']);
    const line = await run(['status', id], { cwd: dir, env });
    expect([line.code, line.stdout, line.stderr]).toEqual([0, `${id}  completed  csv  a.csv (21 bytes)\n`, '']);
    const json = await run(['status', id, '--json'], { cwd: dir, env });
    expect(JSON.parse(json.stdout)).toMatchObject({ job_id: id, status: 'completed', file_type: 'csv', result: { filename: 'a.csv', size: 21, counts: { EMAIL_ADDRESS: 1 }, download_url: `/anonymize/status/${id}?download=1` } });
    expect(listFiles(dir)).toEqual(['a.csv', 'out/clean.csv']);
  });

  it('a failed job: exit 1 with the server\'s reason; an unknown job or another token\'s: 404, exit 1', async () => {
    const dir = folderWith({ 'cut.docx': docx.subarray(0, 3000) });
    const id = await upload(srv, path.join(dir, 'cut.docx'), 'docx', token);
    const env = { ANONYMIZE_URL: srv.url, ANONYMIZE_TOKEN: token };
    const dl = await run(['status', id, '--download', 'clean.docx'], { cwd: dir, env });
    expect(dl.code).toBe(1);
    expect(dl.stderr).toMatch(new RegExp(`^anonymize: job ${id}: the server could not process it: .+\\n$`));
    expect(listFiles(dir)).toEqual(['cut.docx']);
    const line = await run(['status', id], { cwd: dir, env });
    expect([line.code, line.stdout]).toEqual([1, `${id}  failed  docx\n`]);

    const unknown = await run(['status', 'no-such-job'], { cwd: dir, env });
    expect([unknown.code, unknown.stdout, unknown.stderr]).toEqual([1, '', `anonymize: ${srv.url}/anonymize/status/no-such-job: no such job (job ids are only valid on the server, and with the token, that created them) (404)\n`]);
    const other = await run(['status', id], { cwd: dir, env: { ...env, ANONYMIZE_TOKEN: await srv.token() } });
    expect([other.code, other.stderr]).toEqual([1, `anonymize: ${srv.url}/anonymize/status/${id}: no such job (job ids are only valid on the server, and with the token, that created them) (404)\n`]);
  });

  it('status still works once the token\'s requests are used up', async () => {
    const dir = folderWith({ 'b.csv': 'mail\nb@example.com\n' });
    const capped = await srv.token();
    const id = await upload(srv, path.join(dir, 'b.csv'), 'csv', capped);
    for (let i = 0; i < 2; i++) await upload(srv, path.join(dir, 'b.csv'), 'csv', capped);
    const env = { ANONYMIZE_URL: srv.url, ANONYMIZE_TOKEN: capped };
    const refused = await run(['text', '--remote', 'x'], { cwd: dir, env });
    expect(refused.code).toBe(1);
    const dl = await run(['status', id, '--download', '-'], { cwd: dir, env });
    expect([dl.code, dl.stdout]).toEqual([0, 'mail\n[EMAIL_ADDRESS]\n']);
  });
});

