import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';
import { loadServerModules, startServer, type TestServer } from './helpers.js';

const HOW_TO = 'set remote.token in the config file, the ANONYMIZE_TOKEN environment variable, or --token-file FILE';
const CAP = "the evaluation token's 1,000 requests are used up";

/** The hosted demo's rules against the real server in demo mode, with small limits and short windows. */
describe('against a demo server', () => {
  let srv: TestServer | undefined;
  beforeAll(loadServerModules, 30_000);
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('401 says how to set a token; a wrong token is never echoed', async () => {
    srv = await startServer({ mode: 'demo' });
    const none = await run(['text', '--remote', '--url', srv.url, 'x'], { cwd: folderWith({}) });
    expect([none.code, none.stdout, none.stderr]).toEqual([1, '', `anonymize: ${srv.url}/anonymize/text: the server needs an evaluation token (401): ${HOW_TO}\n`]);
    const wrong = 'anz_wrong-token-0123456789';
    const bad = await run(['text', '--remote', '--url', srv.url, '--debug', 'x'], { cwd: folderWith({}), env: { ANONYMIZE_TOKEN: wrong } });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(
      `anonymize: debug: POST ${srv.url}/anonymize/text (Authorization: Bearer ********)\n` +
        `anonymize: debug: POST ${srv.url}/anonymize/text -> 401\n` +
        `anonymize: ${srv.url}/anonymize/text: the server refused the token (401): check it, or ${HOW_TO}\n`,
    );
    // A batch finds out before sending any file (GET /anonymize/entities is not counted).
    const dir = folderWith({ 'a.txt': 'x@example.com\n' });
    const batch = await run(['files', 'a.txt', '--remote', '--url', srv.url], { cwd: dir });
    expect([batch.code, batch.stderr]).toEqual([1, `anonymize: ${srv.url}/anonymize/entities: the server needs an evaluation token (401): ${HOW_TO}\n`]);
    expect(listFiles(dir)).toEqual(['a.txt']);
  });

  it('a token from --token-file is sent as a bearer token', async () => {
    srv = await startServer({ mode: 'demo' });
    const dir = folderWith({ token: `${await srv.token()}\n` });
    const r = await run(['text', '--remote', '--url', srv.url, '--token-file', 'token', 'mail jane.novak@example.com'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'mail [EMAIL_ADDRESS]\n', '']);
  });

  it('429: waits the Retry-After the server sends, then succeeds', async () => {
    srv = await startServer({ mode: 'demo', rateLimit: 2, rateWindowMs: 1500 });
    const env = { ANONYMIZE_TOKEN: await srv.token(), ANONYMIZE_URL: srv.url };
    const cwd = folderWith({});
    for (let i = 0; i < 2; i++) expect((await run(['text', '--remote', 'x'], { cwd, env })).code).toBe(0);
    const started = performance.now();
    const r = await run(['text', '--remote', 'mail jane.novak@example.com'], { cwd, env });
    const elapsed = performance.now() - started;
    expect([r.code, r.stdout]).toEqual([0, 'mail [EMAIL_ADDRESS]\n']);
    const m = /^anonymize: (\S+): rate limit reached \(429\): waiting (\d) s as the server asks \(Retry-After\)\n$/.exec(r.stderr);
    expect(m?.[1]).toBe(`${srv.url}/anonymize/text`);
    expect(Number(m?.[2])).toBeGreaterThanOrEqual(1);
    expect(elapsed).toBeGreaterThanOrEqual(Number(m?.[2]) * 1000);
  });

  it('a batch paces itself to the limit (never a 429) and says how long it will take', async () => {
    srv = await startServer({ mode: 'demo', rateLimit: 3, rateWindowMs: 1200 });
    const files = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`${n}.txt`, `write to ${n}@example.com\n`]));
    const dir = folderWith({ ...files, '.anonymizerc': `remote:\n  url: ${srv.url}\n  rateLimit: 3\n  rateWindow: 1.2\n` });
    const started = performance.now();
    const r = await run(['files', '*.txt', '--remote', '--concurrency', '5'], { cwd: dir, env: { ANONYMIZE_TOKEN: await srv.token() } });
    const elapsed = performance.now() - started;
    expect([r.code, r.stdout]).toEqual([0, '']);
    // No "rate limit reached" line: the server never answered 429.
    expect(r.stderr).toBe("anonymize: pacing to 3 requests per 1.2 s (the hosted demo's limit): 5 files will take at least 2 s\n");
    expect(elapsed).toBeGreaterThanOrEqual(1200);
    for (const n of ['a', 'b', 'c', 'd', 'e']) expect(readFileSync(path.join(dir, `anonymized/${n}.txt`), 'utf8')).toBe('write to [EMAIL_ADDRESS]\n');
  });

  it('403 mid-batch: stops, reports which files were and were not processed, exit 1', async () => {
    srv = await startServer({ mode: 'demo', lifetimeCap: 2 });
    const dir = folderWith({ 'a.txt': 'a@example.com\n', 'b.csv': 'mail\nb@example.com\n', 'c.txt': 'c@example.com\n', 'd.txt': 'd@example.com\n' });
    const env = { ANONYMIZE_TOKEN: await srv.token() };
    const r = await run(['files', 'a.txt', 'b.csv', 'c.txt', 'd.txt', '--remote', '--url', srv.url, '--concurrency', '1', '--report', 'report.json'], { cwd: dir, env });
    expect([r.code, r.stdout]).toEqual([1, '']);
    const notProcessed = `not processed: ${CAP} (403)`;
    expect(r.stderr).toBe(
      `anonymize: c.txt: ${notProcessed}\n` +
        `anonymize: d.txt: ${notProcessed}\n` +
        `anonymize: ${srv.url}: batch stopped: ${CAP}: ask the operator for a new token, or run a self-hosted instance (anonymize serve) (403); processed 2 of 4 files (a.txt, b.csv), not processed 2 (c.txt, d.txt)\n`,
    );
    expect(JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'))).toEqual({
      files: [
        { input: 'a.txt', status: 'written', output: 'anonymized/a.txt', format: 'text', findings: { EMAIL_ADDRESS: 1 } },
        { input: 'b.csv', status: 'written', output: 'anonymized/b.csv', format: 'csv', findings: { EMAIL_ADDRESS: 1 } },
        { input: 'c.txt', status: 'failed', reason: notProcessed },
        { input: 'd.txt', status: 'failed', reason: notProcessed },
      ],
      totals: { files: 4, written: 2, failed: 2, findings: { EMAIL_ADDRESS: 2 } },
    });
    expect(listFiles(dir)).toEqual(['a.txt', 'anonymized/a.txt', 'anonymized/b.csv', 'b.csv', 'c.txt', 'd.txt', 'report.json']);
    // anonymize text says the same in one line.
    const text = await run(['text', '--remote', '--url', srv.url, 'x'], { cwd: dir, env });
    expect([text.code, text.stderr]).toEqual([1, `anonymize: ${srv.url}/anonymize/text: ${CAP}: ask the operator for a new token, or run a self-hosted instance (anonymize serve) (403)\n`]);
  });
});

