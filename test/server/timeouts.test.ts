import { existsSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkingInterval } from '../../src/server/app.js';
import { SECURITY_HEADERS, startServer, type Running } from './helpers.js';

const TIMEOUT_MS = 600;

/** Sends `head` (and nothing more), then collects what the server answers until it closes. */
function stall(url: string, head: string): Promise<{ raw: string; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const socket: Socket = connect(Number(port), hostname, () => socket.write(head));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (raw += d));
    socket.on('error', reject);
    socket.on('close', () => resolve({ raw, ms: performance.now() - t0 }));
  });
}

function parse(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body!) };
}

const TIMED_OUT = { error: { code: 'request_timeout', message: 'the request was not received within 0.6 s; send it again (large files on a slow link: ask the operator for a longer --request-timeout)' } };

describe('request timeouts (--request-timeout)', () => {
  let srv: Running;
  beforeAll(async () => {
    srv = await startServer({ requestTimeoutMs: TIMEOUT_MS });
  });
  afterAll(() => srv.close());

  it('a text body that stops coming: 408 in the contract\'s shape, connection closed', async () => {
    const { raw, ms } = await stall(srv.url, 'POST /anonymize/text HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"text": "Jane');
    const res = parse(raw);
    expect(res.status).toBe(408);
    expect(res.body).toEqual(TIMED_OUT);
    expect(res.headers).toMatchObject({ connection: 'close', 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS });
    // Cut between the timeout and the timeout plus Node's checking interval (and some slack for a busy machine).
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + checkingInterval(TIMEOUT_MS) + 2000);
  });

  it('a stalled upload: 408, and neither a job nor its file is left behind', async () => {
    const boundary = 'b0undary';
    const part = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="people.csv"\r\ncontent-type: text/csv\r\n\r\nname,email\nJane Novak,jane.novak@example.com\n`;
    const { raw } = await stall(srv.url, `POST /anonymize/csv HTTP/1.1\r\nHost: x\r\ncontent-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 100000\r\n\r\n${part}`);
    const res = parse(raw);
    expect([res.status, res.body]).toEqual([408, TIMED_OUT]);
    // The route removes the job's folder when its body fails; give it a moment to run.
    for (let i = 0; i < 40 && readdirSync(path.join(srv.dataDir, 'jobs')).length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(path.join(srv.dataDir, 'jobs'))).toEqual([]);
    expect(await srv.server.context.store.listJobs()).toEqual([]);
  });

  it('headers that never end: 408', async () => {
    const { raw } = await stall(srv.url, 'GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(parse(raw).status).toBe(408);
  });

  it('not HTTP at all: 400 in the contract\'s shape', async () => {
    const { raw } = await stall(srv.url, 'HELLO\r\n\r\n');
    const res = parse(raw);
    expect([res.status, res.body]).toEqual([400, { error: { code: 'invalid_request', message: 'the request is not valid HTTP' } }]);
  });

  it('the checking interval follows the timeout: a tenth of it, from 100 ms to 5 s', () => {
    expect([checkingInterval(600), checkingInterval(120_000), checkingInterval(2_000_000)]).toEqual([100, 5000, 5000]);
    expect(existsSync(srv.dataDir)).toBe(true);
  });
});
