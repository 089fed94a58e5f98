import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { inputPath, jobDir } from '../../src/server/jobs/files.js';
import { EmbeddedStore } from '../../src/server/store/embedded.js';
import type { JobRecord } from '../../src/server/store/types.js';
import { run } from '../helpers/io.js';
import { startServer, tempDir, upload, waitForJob } from './helpers.js';

const record = (id: string, patch: Partial<JobRecord>): JobRecord => ({
  id,
  owner: null,
  status: 'queued',
  fileType: 'csv',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  filename: 'a.csv',
  extension: '.csv',
  size: 24,
  options: {},
  attempts: 0,
  ...patch,
});

describe('jobs across restarts', () => {
  it('queued jobs run at start; one interrupted once is retried; one interrupted twice is failed, never stuck', async () => {
    const dataDir = tempDir();
    const store = await EmbeddedStore.open({ dataDir, role: 'server' });
    for (const [id, patch] of [
      ['waiting', { status: 'queued', attempts: 0 }],
      ['interrupted-once', { status: 'processing', attempts: 1 }],
      ['interrupted-twice', { status: 'processing', attempts: 2 }],
    ] as const) {
      await store.createJob(record(id, patch));
      mkdirSync(jobDir(dataDir, id), { recursive: true });
      writeFileSync(inputPath(dataDir, id, '.csv'), 'email\njane@example.com\n');
    }
    await store.close();
    const s = await startServer({ dataDir });
    try {
      expect((await waitForJob(s.url, 'waiting')).status).toBe('completed');
      expect((await waitForJob(s.url, 'interrupted-once')).status).toBe('completed');
      const failed = await waitForJob(s.url, 'interrupted-twice');
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'interrupted', message: 'the server stopped while processing this file 2 times; it is not retried again' } });
      expect(await (await fetch(`${s.url}/anonymize/status/interrupted-once?download=1`)).text()).toBe('email\n[EMAIL_ADDRESS]\n');
    } finally {
      await s.close();
    }
  });

  it('a file its handler refuses fails with the reason; results expire after the retention (410 on download)', async () => {
    let clock = Date.parse('2026-03-01T00:00:00Z');
    const s = await startServer({ now: () => clock, retentionMs: 3600_000 });
    try {
      const res = await upload(`${s.url}/anonymize/excel`, { name: 'book.xlsx', bytes: Buffer.from('PK\u0003\u0004 not really a zip') });
      const { job_id } = (await res.json()) as { job_id: string };
      const failed = await waitForJob(s.url, job_id);
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'processing_failed' } });
      expect(JSON.stringify(failed)).not.toContain('internal error');
      clock += 2 * 3600_000;
      await s.server.context.runner.expire();
      const expired = await fetch(`${s.url}/anonymize/status/${job_id}?download=1`);
      expect(expired.status).toBe(410);
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('job_expired');
      expect(existsSync(jobDir(s.dataDir, job_id))).toBe(false);
    } finally {
      await s.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('close() (SIGTERM in the CLI) lets a running job finish; one still queued stays queued for the next start', async () => {
    const s = await startServer({ workers: 1, shutdownGraceMs: 7000 });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await upload(`${s.url}/anonymize/csv`, { name: `a${i}.csv`, bytes: 'email\njane@example.com\n' });
      ids.push(((await res.json()) as { job_id: string }).job_id);
    }
    await s.close();
    const store = await EmbeddedStore.open({ dataDir: s.dataDir, role: 'admin' });
    const [first, second] = await Promise.all(ids.map((id) => store.getJob(id)));
    await store.close();
    expect(first?.status).toBe('completed');
    expect(second?.status).toBe('queued');
    const again = await startServer({ dataDir: s.dataDir });
    try {
      expect((await waitForJob(again.url, ids[1]!)).status).toBe('completed');
    } finally {
      await again.close();
    }
  });
});

describe('anonymize serve token', () => {
  it('create prints the token alone, once; list shows it without the token; revoke marks it', async () => {
    const dir = tempDir();
    const created = await run(['serve', 'token', 'create', '--org', 'Example Corp', '--use-case', 'CRM export test', '--data-dir', 'd'], { cwd: dir });
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^anz_[A-Za-z0-9_-]{43}\n$/);
    expect(created.stderr).toBe('');
    const list = await run(['serve', 'token', 'list', '--json', '--data-dir', 'd'], { cwd: dir });
    const [row] = JSON.parse(list.stdout) as { id: string }[];
    expect(row).toEqual({ id: expect.stringMatching(/^tok_[0-9a-f]{12}$/), org: 'Example Corp', use_case: 'CRM export test', created_at: expect.any(String), used: 0, revoked_at: null });
    expect(list.stdout).not.toContain(created.stdout.trim());
    expect((await run(['serve', 'token', 'revoke', row!.id, '--data-dir', 'd'], { cwd: dir })).code).toBe(0);
    const text = await run(['serve', 'token', 'list', '--data-dir', 'd'], { cwd: dir });
    expect(text.stdout).toMatch(new RegExp(`^${row!.id}\\tExample Corp\\tCRM export test\\t\\S+\\t0\\trevoked \\S+\\n$`));
    expect(await run(['serve', 'token', 'revoke', 'tok_nope', '--data-dir', 'd'], { cwd: dir })).toMatchObject({ code: 2, stderr: 'anonymize: no token with id tok_nope (anonymize serve token list shows them)\n' });
    expect(existsSync(path.join(dir, 'd', 'tokens.jsonl'))).toBe(true);
  });
});
