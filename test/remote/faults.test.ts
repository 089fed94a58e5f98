import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { folderWith, listFiles } from '../helpers/files.js';
import { run, testIO } from '../helpers/io.js';
import { main } from '../../src/cli/main.js';
import { BIN, loadServerModules, startServer, type TestServer } from './helpers.js';

/**
 * A tiny HTTP stub, ONLY for faults the real server can't be made to produce on demand (a 5xx,
 * a connection reset, a server that never answers). `handler` gets the request number (0, 1...).
 */
async function stub(handler: (n: number, req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server: Server = createServer((req, res) => handler(n++, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => n,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A port nothing listens on (taken and released). */
async function closedPort(): Promise<string> {
  const s = await stub(() => undefined);
  await s.close();
  return s.url;
}

const unavailable = (res: ServerResponse) => {
  res.writeHead(503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code: 'unavailable', message: 'the server is restarting' } }));
};

describe('faults: retries with backoff, then one line', () => {
  let real: TestServer;
  beforeAll(async () => {
    real = await startServer({ mode: 'self-hosted' });
  }, 30_000);
  afterAll(() => real.close());

  it('a 5xx is retried (remote.retries) and then named, with the server\'s message', async () => {
    const s = await stub((_n, _req, res) => unavailable(res));
    try {
      const cwd = folderWith({ '.anonymizerc': `remote:\n  url: ${s.url}\n  retries: 2\n` });
      const r = await run(['text', '--remote', 'x'], { cwd });
      expect([r.code, r.stdout, r.stderr]).toEqual([1, '', `anonymize: ${s.url}/anonymize/text: the server is restarting (503)\n`]);
      expect(s.requests()).toBe(3);
    } finally {
      await s.close();
    }
  });

  it('a 503 with Retry-After (a full queue) then the real server (through a stub proxy): waits, retries, the real result', async () => {
    const target = new URL(real.url);
    const s = await stub((n, req, res) => {
      if (n === 0) {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
        return res.end(JSON.stringify({ error: { code: 'queue_full', message: 'too many uploads are waiting' } }));
      }
      const fwd = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      req.pipe(fwd);
    });
    try {
      const started = performance.now();
      const r = await run(['text', '--remote', '--url', s.url, 'mail jane.novak@example.com'], { cwd: folderWith({}) });
      expect([r.code, r.stdout, r.stderr]).toEqual([0, 'mail [EMAIL_ADDRESS]\n', '']);
      expect(s.requests()).toBe(2);
      expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    } finally {
      await s.close();
    }
  });

  it('connection reset and refused: bounded retries, then `anonymize: <url>: <why>`', async () => {
    const s = await stub((_n, req) => req.socket.destroy());
    try {
      const reset = await run(['text', '--remote', '--url', s.url, 'x'], { cwd: folderWith({}) });
      expect([reset.code, reset.stderr]).toEqual([1, `anonymize: ${s.url}/anonymize/text: the connection was closed by the server (after 3 retries)\n`]);
      expect(s.requests()).toBe(4);
    } finally {
      await s.close();
    }
    const url = await closedPort();
    const refused = await run(['entities', '--remote', '--url', url], { cwd: folderWith({}) });
    expect([refused.code, refused.stdout, refused.stderr]).toEqual([1, '', `anonymize: ${url}/anonymize/entities: connection refused (is the server running?) (after 3 retries)\n`]);
  });

  it('a server that never answers: remote.timeout, then the error', async () => {
    const s = await stub(() => undefined);
    try {
      const cwd = folderWith({ '.anonymizerc': `remote:\n  url: ${s.url}\n  retries: 0\n  timeout: 0.3\n` });
      const r = await run(['text', '--remote', 'x'], { cwd });
      expect([r.code, r.stderr]).toEqual([1, `anonymize: ${s.url}/anonymize/text: no answer within 0.3 s\n`]);
    } finally {
      await s.close();
    }
  });

  it('--fallback-local works locally and says so; without it, never', async () => {
    const url = await closedPort();
    const cwd = folderWith({ '.anonymizerc': `remote:\n  url: ${url}\n  retries: 0\n` });
    const why = `anonymize: ${url}/anonymize/text: connection refused (is the server running?)`;
    const r = await run(['text', '--remote', '--fallback-local', 'mail jane.novak@example.com'], { cwd });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'mail [EMAIL_ADDRESS]\n', `${why}; working locally instead (--fallback-local)\n`]);
    const piped = await run(['text', '--remote', '--fallback-local'], { cwd, stdin: 'a\nmail jane.novak@example.com\n' });
    expect([piped.code, piped.stdout]).toEqual([0, 'a\nmail [EMAIL_ADDRESS]\n']);
    const strict = await run(['text', '--remote', 'mail jane.novak@example.com'], { cwd });
    expect([strict.code, strict.stdout, strict.stderr]).toEqual([1, '', `${why}\n`]);
    const entities = await run(['entities', '--remote', '--fallback-local'], { cwd });
    expect(entities.code).toBe(0);
    expect(entities.stderr).toBe(`anonymize: ${url}/anonymize/entities: connection refused (is the server running?); working locally instead (--fallback-local)\n`);
    expect(entities.stdout.split('\n')[0]).toMatch(/^CUSTOM_ENTITY +User-defined/);
  });

  it('files --fallback-local: the check before the first file fails, so the whole batch runs here', async () => {
    const url = await closedPort();
    const cwd = folderWith({ 'a.txt': 'mail jane.novak@example.com\n', '.anonymizerc': `remote:\n  url: ${url}\n  retries: 0\n` });
    const r = await run(['files', 'a.txt', '--remote', '--fallback-local', '-o', '-'], { cwd });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'mail [EMAIL_ADDRESS]\n', `anonymize: ${url}/anonymize/entities: connection refused (is the server running?); working locally instead (--fallback-local)\n`]);
  });
});

/** `anonymize serve` in a child process (self-hosted, with a test license), killed with SIGKILL mid-job. */
describe('a server killed mid-job', () => {
  let child: ChildProcess | undefined;
  const dir = folderWith({});
  const dataDir = path.join(dir, 'data');
  let url = '';
  let jobId = '';
  beforeAll(async () => {
    await loadServerModules();
    expect((await run(['license', 'keygen', '--out', 'keys'], { cwd: dir })).code).toBe(0);
    const issued = await run(['license', 'issue', '--private-key', 'keys/license-private.pem', '--licensee', 'Example Org', '--expires', '2099-12-31'], { cwd: dir });
    writeFileSync(path.join(dir, 'license.key'), issued.stdout);
    // About 350 KB of CSV: a job long enough that the kill lands while it runs, so the kill lands while it runs.
    const row = 'Jane Novak,jane.novak@example.com,+1 415-555-0132,742 Maple Street\n';
    writeFileSync(path.join(dir, 'big.csv'), `name,email,phone,address\n${row.repeat(5_000)}`);
  }, 30_000);
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  const serve = async (port: string): Promise<string> => {
    child = spawn(process.execPath, [BIN, 'serve', '--port', port, '--data-dir', dataDir, '--license-public-key', 'keys/license-public.pem', '--license-key-file', 'license.key', '--workers', '1', '--log-level', 'silent'], { cwd: dir, env: { PATH: process.env.PATH, TMPDIR: process.env.TMPDIR } });
    let err = '';
    return new Promise((resolve, reject) => {
      child!.stderr!.on('data', (d: Buffer) => {
        err += d.toString();
        const m = /listening on (http:\/\/\S+)/.exec(err);
        if (m) resolve(m[1]!);
      });
      child!.on('exit', (code) => reject(new Error(`serve exited ${code}: ${err}`)));
    });
  };

  it('the file fails with one line naming it and the server; nothing is left behind', async () => {
    url = await serve('0');
    const io = testIO({ cwd: dir });
    const pending = main(['files', 'big.csv', '--remote', '--url', url, '--out-dir', 'out', '--debug'], io);
    // Kill as soon as the server has accepted the upload as a job (202), while it runs.
    while (!io.stderr.text().includes(`POST ${url}/anonymize/csv -> 202`)) await new Promise((r) => setTimeout(r, 5));
    child!.kill('SIGKILL');
    const code = await pending;
    jobId = readdirSync(path.join(dataDir, 'jobs'))[0]!;
    // The server's journal proves the kill landed mid-job: the job's last state is not completed.
    const states = readFileSync(path.join(dataDir, 'state.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { job?: { id: string; status: string } });
    expect(['queued', 'processing']).toContain(states.filter((r) => r.job?.id === jobId).at(-1)?.job?.status);
    expect([code, io.stdout.text()]).toEqual([1, '']);
    const lines = io.stderr.text().split('\n').filter((l) => l && !l.startsWith('anonymize: debug: '));
    expect(lines.join('\n') + '\n').toMatch(new RegExp(`^anonymize: big\\.csv: ${url.replace(/\./g, '\\.')}/anonymize/status/${jobId}: connection refused \\(is the server running\\?\\) \\(after 3 retries\\)\\n$`));
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  });

  it('restarted on the same data, the server finishes the job and status --download fetches it', async () => {
    expect(jobId).not.toBe('');
    await serve(new URL(url).port);
    const r = await run(['status', jobId, '--download', 'clean.csv', '--url', url], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '', '']);
    const clean = readFileSync(path.join(dir, 'clean.csv'), 'utf8');
    expect(clean.split('\n')[1]).toBe('[PERSON_NAME],[EMAIL_ADDRESS],[PHONE_NUMBER],[ADDRESS]');
    expect(clean).not.toContain('jane.novak@example.com');
    expect(listFiles(dir).filter((f) => !f.startsWith('data/') && !f.startsWith('keys/'))).toEqual(['big.csv', 'clean.csv', 'license.key']);
  });
});
