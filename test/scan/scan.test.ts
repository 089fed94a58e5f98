import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';
import { AWS, EMAIL, ENTITIES, fp, NOTES, SALT, SSN, tree } from './build.js';

describe('anonymize scan: exit codes', () => {
  it('0 when nothing is found, 1 when something is, --exit-code N instead', async () => {
    const dir = tree({ 'clean.txt': 'Nothing to see here.\n', 'notes.txt': NOTES });
    const clean = await run(['scan', 'clean.txt', ...SALT], { cwd: dir });
    expect(clean).toMatchObject({ code: 0, stdout: '0 findings (0 failing) in 1 file scanned\n', stderr: '' });
    expect((await run(['scan', '.', ...SALT, ...ENTITIES], { cwd: dir })).code).toBe(1);
  });

  it('--exit-code N replaces 1 for findings (0: report only)', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    expect((await run(['scan', '.', ...SALT, ...ENTITIES, '--exit-code', '3'], { cwd: dir })).code).toBe(3);
    expect((await run(['scan', '.', ...SALT, ...ENTITIES, '--exit-code', '0'], { cwd: dir })).code).toBe(0);
  });

  it('2 for usage and configuration errors, before any work', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    const cases: [string[], string][] = [
      [['--fail-on', 'PERSON,API_KEY'], 'anonymize: --fail-on: unknown entity PERSON'],
      [['--format', 'xml'], 'anonymize: --format: the value given is invalid (allowed: text, json, sarif)'],
      [['--min-score', '2'], 'anonymize: --min-score must be a number from 0 to 1, got "2"'],
      [['--exit-code', '-1'], 'anonymize: --exit-code must be a whole number from 0 to 255, got "-1"'],
      [['--baseline', 'none.json'], 'anonymize: --baseline none.json: no such file'],
      [['--style', 'mask'], 'anonymize: scan changes nothing: --style, --key-file and --mask-* do not apply'],
      [['--show-values'], 'anonymize: --show-values does not apply to scan'],
    ];
    for (const [flags, message] of cases) {
      const r = await run(['scan', 'notes.txt', ...flags], { cwd: dir });
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.startsWith(message), r.stderr).toBe(true);
    }
  });

  it('--fail-on limits what fails; the others are still reported', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    const r = await run(['scan', 'notes.txt', ...SALT, ...ENTITIES, '--fail-on', 'PERSON_NAME,CREDIT_CARD'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        `notes.txt:2:10-2:30: EMAIL_ADDRESS (email, score 0.90, fingerprint ${fp(EMAIL).slice(0, 12)}) [does not fail]`,
        `notes.txt:3:11-3:31: API_KEY (api-key, score 0.95, fingerprint ${fp(AWS).slice(0, 12)}) [does not fail]`,
        `notes.txt:5:6-5:17: NATIONAL_ID (national-ids, score 0.95, fingerprint ${fp(SSN).slice(0, 12)}) [does not fail]`,
        '3 findings (0 failing, 1 allowed inline) in 1 file scanned',
        '',
      ].join('\n'),
    );
    expect((await run(['scan', 'notes.txt', ...SALT, ...ENTITIES, '--fail-on', 'api_key'], { cwd: dir })).code).toBe(1);
  });

  it('--min-score: findings below it are reported but do not fail', async () => {
    const dir = tree({ 'mail.txt': `Contact: ${EMAIL}\n` });
    const below = await run(['scan', 'mail.txt', ...SALT, '--min-score', '0.95', '--format', 'json'], { cwd: dir });
    expect(below.code).toBe(0);
    expect(JSON.parse(below.stdout).findings).toMatchObject([{ entity: 'EMAIL_ADDRESS', score: 0.9, failing: false }]);
    expect((await run(['scan', 'mail.txt', ...SALT, '--min-score', '0.9'], { cwd: dir })).code).toBe(1);
  });

  it('a file that cannot be scanned is reported, the others are scanned, and the exit code is 1', async () => {
    const dir = tree({ 'a.txt': 'Nothing here.\n', 'b.json': '{"a": ', 'c.docx': 'not a zip at all' });
    const r = await run(['scan', '.', ...SALT, '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.files).toEqual({
      scanned: 1,
      failed: [
        { file: 'b.json', reason: 'not valid JSON (unexpected end of input)' },
        { file: 'c.docx', reason: 'not a .docx file: the content is text' },
      ],
      skipped: [],
      warnings: [],
    });
    expect(r.stderr).toBe('anonymize: b.json: not valid JSON (unexpected end of input)\nanonymize: c.docx: not a .docx file: the content is text\n');
  });

  it('reads pictures with OCR; skips archives and empty files: reported, not failing', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const zip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    const dir = tree({ 'logo.png': png, 'bundle.zip': zip, 'empty.pdf': '', 'notes.txt': 'nothing\n' });
    const r = await run(['scan', '.', ...SALT, '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).files).toEqual({
      scanned: 3,
      failed: [],
      skipped: [{ file: 'bundle.zip', reason: 'not a format anonymize reads (a ZIP archive)' }],
      warnings: [{ file: 'logo.png', warning: 'is a picture: OCR found no text in it (nothing redacted in its pixels; check it by eye if it shows any)' }],
    });
  });
});

describe('anonymize scan: suppressions', () => {
  it('the config file applies: its allow list, and scan.failOn', async () => {
    const config = { allow: [EMAIL], scan: { failOn: ['API_KEY'] } };
    const dir = tree({ 'notes.txt': NOTES, '.anonymizerc.json': JSON.stringify(config) });
    const r = await run(['scan', 'notes.txt', ...SALT, ...ENTITIES, '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings.map((f: { entity: string; failing: boolean }) => [f.entity, f.failing])).toEqual([
      ['API_KEY', true],
      ['NATIONAL_ID', false],
    ]);
  });

  it('the inline marker anonymize:allow silences its line only', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    const r = await run(['scan', 'notes.txt', ...SALT, ...ENTITIES, '--format', 'json'], { cwd: dir });
    const report = JSON.parse(r.stdout);
    expect(report.suppressed).toBe(1);
    expect(report.findings.filter((f: { entity: string }) => f.entity === 'NATIONAL_ID').map((f: { location: object }) => f.location)).toEqual([
      { startLine: 5, startColumn: 6, endLine: 5, endColumn: 17 },
    ]);
  });

  it('.anonymizeignore and --ignore skip paths, even when a file is named explicitly', async () => {
    const dir = tree({
      '.anonymizeignore': '# generated\nfixtures/\n*.log\n',
      'fixtures/people.txt': `${EMAIL}\n`,
      'app.log': `${EMAIL}\n`,
      'docs/readme.txt': 'nothing\n',
      'docs/other.txt': `${EMAIL}\n`,
    });
    const r = await run(['scan', '.', 'app.log', 'fixtures/people.txt', ...SALT, '--ignore', 'docs/other.txt'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stdout: '0 findings (0 failing) in 1 file scanned\n' });
  });

  it('a baseline keeps known findings from failing, across line shifts; a new one fails', async () => {
    const dir = tree({ 'notes.txt': NOTES, 'data/b.csv': `id,email\n1,${EMAIL}\n` });
    const first = await run(['scan', '.', ...SALT, ...ENTITIES, '--write-baseline', '.anonymize-baseline.json'], { cwd: dir });
    expect(first.code).toBe(1);
    const baseline = JSON.parse(readFileSync(path.join(dir, '.anonymize-baseline.json'), 'utf8'));
    expect(baseline).toEqual({
      version: 1,
      salt: createHmac('sha256', 'test-salt').update('\u0000anonymize-baseline').digest('hex').slice(0, 12),
      findings: [
        { file: 'data/b.csv', entity: 'EMAIL_ADDRESS', fingerprint: fp(EMAIL) },
        { file: 'notes.txt', entity: 'API_KEY', fingerprint: fp(AWS) },
        { file: 'notes.txt', entity: 'EMAIL_ADDRESS', fingerprint: fp(EMAIL) },
        { file: 'notes.txt', entity: 'NATIONAL_ID', fingerprint: fp(SSN) },
      ].sort((a, b) => (a.file + a.entity < b.file + b.entity ? -1 : 1)),
    });
    const args = ['scan', '.', ...SALT, ...ENTITIES, '--baseline', '.anonymize-baseline.json'];
    expect(await run(args, { cwd: dir })).toMatchObject({ code: 0, stdout: '4 findings (0 failing, 4 in the baseline, 1 allowed inline) in 2 files scanned\n' });
  });

  it('baselined findings stay known when lines move', async () => {
    const dir = tree({ 'notes.txt': NOTES, 'data/b.csv': `id,email\n1,${EMAIL}\n` });
    await run(['scan', '.', ...SALT, ...ENTITIES, '--write-baseline', '.anonymize-baseline.json'], { cwd: dir });
    const args = ['scan', '.', ...SALT, ...ENTITIES, '--baseline', '.anonymize-baseline.json'];
    // Lines added above: still known.
    writeFileSync(path.join(dir, 'notes.txt'), `New intro\n\n${NOTES}`);
    expect((await run(args, { cwd: dir })).code).toBe(0);
  });

  it('one more occurrence of a baselined value, and a new value, fail', async () => {
    const dir = tree({ 'notes.txt': NOTES, 'data/b.csv': `id,email\n1,${EMAIL}\n` });
    await run(['scan', '.', ...SALT, ...ENTITIES, '--write-baseline', '.anonymize-baseline.json'], { cwd: dir });
    const args = ['scan', '.', ...SALT, ...ENTITIES, '--baseline', '.anonymize-baseline.json'];
    // The same address once more in the same file, and a new one: both new.
    writeFileSync(path.join(dir, 'notes.txt'), `${NOTES}cc: ${EMAIL}, richard.roe@example.com\n`);
    const r = await run(args, { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        `notes.txt:6:5-6:25: EMAIL_ADDRESS (email, score 0.90, fingerprint ${fp(EMAIL).slice(0, 12)})`,
        `notes.txt:6:27-6:50: EMAIL_ADDRESS (email, score 0.90, fingerprint ${fp('richard.roe@example.com').slice(0, 12)})`,
        '6 findings (2 failing, 4 in the baseline, 1 allowed inline) in 2 files scanned',
        '',
      ].join('\n'),
    );
  });

  it('never scans its own report and baselines', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    const args = ['scan', '.', ...SALT, '--format', 'json', '--output', 'out.json'];
    await run([...args, '--write-baseline', 'base.json'], { cwd: dir });
    const r = await run([...args, '--baseline', 'base.json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')).files.scanned).toBe(1);
  });

  it('a baseline written with another salt matches nothing, and the run says so', async () => {
    const dir = tree({ 'notes.txt': NOTES });
    await run(['scan', '.', ...SALT, ...ENTITIES, '--write-baseline', '.anonymize-baseline.json'], { cwd: dir });
    const other = await run(['scan', '.', '--fingerprint-salt', 'other', '--concurrency', '1', ...ENTITIES, '--baseline', '.anonymize-baseline.json'], { cwd: dir });
    expect(other.code).toBe(1);
    expect(other.stderr).toBe('anonymize: warning: the baseline was written with another fingerprint salt: none of its findings can match (see docs/ci.md)\n');
  });
});
