import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pieces } from '../../src/scan/remote.js';
import { run } from '../helpers/io.js';
import { AWS, buildPdf, EMAIL, ENTITIES, fp, NOTES, SALT, SSN, tree } from '../scan/build.js';
import { loadServerModules, startServer, type TestServer } from './helpers.js';

interface JsonReport {
  findings: { file: string; entity: string; detector: string; score: number; fingerprint: string; location: Record<string, unknown>; failing: boolean }[];
  files: { scanned: number; failed: { file: string; reason: string }[] };
  suppressed: number;
}

describe('anonymize scan --remote against a self-hosted server', () => {
  let srv: TestServer;
  beforeAll(async () => {
    await loadServerModules();
    srv = await startServer({ mode: 'self-hosted' });
  });
  afterAll(() => srv.close());

  it('places the server\'s findings in lines and columns, with the local scan\'s fingerprints and markers', async () => {
    const dir = tree({ 'notes.txt': NOTES, 'people.csv': `name,email\nJane,${EMAIL}\n` });
    const remote = await run(['scan', '.', '--remote', '--url', srv.url, '--format', 'json', ...SALT, ...ENTITIES], { cwd: dir });
    expect([remote.code, remote.stderr]).toEqual([1, '']);
    const report = JSON.parse(remote.stdout) as JsonReport;
    const at = (startLine: number, startColumn: number, endColumn: number) => ({ startLine, startColumn, endLine: startLine, endColumn });
    expect(report.findings.map((f) => [f.file, f.entity, f.detector, f.score, f.fingerprint, f.location, f.failing])).toEqual([
      ['notes.txt', 'EMAIL_ADDRESS', 'server', 1, fp(EMAIL), at(2, 10, 30), true],
      ['notes.txt', 'API_KEY', 'server', 1, fp(AWS), at(3, 11, 31), true],
      ['notes.txt', 'NATIONAL_ID', 'server', 1, fp(SSN), at(5, 6, 17), true],
      ['people.csv', 'EMAIL_ADDRESS', 'server', 1, fp(EMAIL), at(2, 6, 26), true],
    ]);
    // The marked line's SSN is suppressed, as locally.
    expect([report.suppressed, report.files.scanned]).toEqual([1, 2]);

    // The local scan finds the same values at the same places (its detectors named, its scores).
    const local = JSON.parse((await run(['scan', '.', '--format', 'json', ...SALT, ...ENTITIES], { cwd: dir })).stdout) as JsonReport;
    expect(report.findings.map((f) => [f.file, f.entity, f.fingerprint, f.location])).toEqual(local.findings.map((f) => [f.file, f.entity, f.fingerprint, f.location]));
  });

  it('a file larger than one request goes in pieces of whole lines; offsets stay the file\'s', async () => {
    const filler = `${'Nothing to report on this line, only words and more words.\n'.repeat(6000)}`;
    const dir = tree({ 'big.log': `${filler}mail ${EMAIL}\n${filler}again ${EMAIL}\n` });
    const r = await run(['scan', 'big.log', '--remote', '--url', srv.url, '--format', 'json', ...SALT, '-e', 'EMAIL_ADDRESS'], { cwd: dir });
    const report = JSON.parse(r.stdout) as JsonReport;
    expect(report.findings.map((f) => f.location)).toEqual([
      { startLine: 6001, startColumn: 6, endLine: 6001, endColumn: 26 },
      { startLine: 12002, startColumn: 7, endLine: 12002, endColumn: 27 },
    ]);
  });

  it('PDF, Word and Excel files fail with the reason (exit 1); text files are still reported', async () => {
    const dir = tree({ 'clean.txt': 'Nothing here.\n' });
    await buildPdf(path.join(dir, 'report.pdf'));
    const r = await run(['scan', '.', '--remote', '--url', srv.url, ...SALT], { cwd: dir });
    expect(r.code).toBe(1);
    const why = 'PDF files are not scanned with --remote (the service returns where findings are for text only): scan them without --remote, or --ignore them';
    expect(r.stdout).toBe(`report.pdf: not scanned: ${why}\n0 findings (0 failing) in 1 file scanned; 1 file could not be scanned\n`);
    expect(r.stderr).toBe(`anonymize: report.pdf: ${why}\n`);
  });

  it('flags the server has no parameter for are refused; an unreachable server fails before any file', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    const refused = await run(['scan', '.', '--remote', '--url', srv.url, '--region', 'GB'], { cwd: dir });
    expect([refused.code, refused.stderr]).toEqual([2, 'anonymize: --region can\'t be used with --remote: the server\'s interface has no such parameter (run without --remote)\n']);
    writeFileSync(path.join(dir, '.anonymizerc'), 'remote:\n  retries: 0\n');
    const down = await run(['scan', '.', '--remote', '--url', 'http://127.0.0.1:9', ...SALT], { cwd: dir });
    expect(down.stdout).toBe('');
    expect(down.stderr).toMatch(/^anonymize: http:\/\/127\.0\.0\.1:9\/anonymize\/entities: /);
    const fallback = await run(['scan', '.', '--remote', '--fallback-local', '--url', 'http://127.0.0.1:9', ...SALT, ...ENTITIES], { cwd: dir });
    expect(fallback.code).toBe(1);
    expect(fallback.stderr).toMatch(/scanning locally instead \(--fallback-local\)\n$/);
    expect(fallback.stdout).toContain('notes.txt:2:10-2:30: EMAIL_ADDRESS');
  });
});

describe('anonymize scan --remote against the demo', () => {
  let srv: TestServer;
  beforeAll(async () => {
    await loadServerModules();
    srv = await startServer({ mode: 'demo', rateLimit: 100, lifetimeCap: 2 });
  });
  afterAll(() => srv.close());

  it('sends the token; a used-up token fails the file that met it and the rest unsent', async () => {
    const dir = tree({ 'a.txt': `${EMAIL}\n`, 'b.txt': `${EMAIL}\n`, 'c.txt': `${EMAIL}\n`, 'd.txt': `${EMAIL}\n` });
    const env = { ANONYMIZE_URL: srv.url, ANONYMIZE_TOKEN: await srv.token() };
    const r = await run(['scan', '.', '--remote', '--format', 'json', ...SALT, '-e', 'EMAIL_ADDRESS'], { cwd: dir, env });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as JsonReport;
    expect(report.findings.map((f) => f.file)).toEqual(['a.txt', 'b.txt']);
    expect(report.files.failed.map((f) => f.file)).toEqual(['c.txt', 'd.txt']);
    expect(report.files.failed[1]!.reason.startsWith('not sent: ')).toBe(true);
    const wrong = await run(['scan', '.', '--remote', ...SALT], { cwd: dir, env: { ...env, ANONYMIZE_TOKEN: 'anz_wrong' } });
    expect([wrong.code, wrong.stdout]).toEqual([1, '']);
  });
});

describe('pieces of a text', () => {
  it('cuts between whole lines within the byte budget, and a longer line between code points', () => {
    const text = 'aaaa\nbbbb\r\ncccc\ndd😀ddddddddddddddddddd\n';
    const got = [...pieces(text, 12)];
    expect(got.map(([o, p]) => text.slice(o, o + p.length) === p)).toEqual(got.map(() => true));
    expect(got.map(([, p]) => p).join('')).toBe(text);
    expect(got.slice(0, 3)).toEqual([[0, 'aaaa\n'], [5, 'bbbb\r\n'], [11, 'cccc\n']]);
    // The long line: pieces of 2 code units, never splitting the emoji's surrogate pair.
    expect(got.slice(3, 6).map(([, p]) => p)).toEqual(['dd', '😀', 'dd']);
    expect([...pieces('', 12)]).toEqual([]);
  });
});
