import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'anonymize-err-'));

/** Every usage error: exit 2, nothing on stdout, exactly one line on stderr. */
describe('usage and configuration errors', () => {
  const cases: [string, string[], string][] = [
    ['bad threshold', ['text', '--threshold', '2', 'x'], 'anonymize: --threshold must be a number from 0 to 1, got "2"\n'],
    ['bad mask count', ['text', '--style', 'mask', '--mask-keep-last', '-1', 'x'], 'anonymize: --mask-keep-last must be a whole number from 0 to 64, got "-1"\n'],
    ['bad region', ['text', '--region', 'USA', 'x'], 'anonymize: --region must be a two-letter country code such as "US"\n'],
    ['unknown region', ['text', '--region', 'XX', 'x'], 'anonymize: --region "XX" is not a country code (ISO 3166-1 alpha-2, such as US or GB)\n'],
    ['missing key file', ['text', '--style', 'hash', '--key-file', 'nope.key', 'x'], 'anonymize: --key-file nope.key: no such file\n'],
    ['show-values without json', ['text', '--show-values', 'x'], 'anonymize: --show-values only applies to --json output\n'],
    ['bad custom regex', ['text', '-c', '/(unclosed/', 'x'], 'anonymize: --custom pattern 1 is not a valid regular expression: missing closing ) (custom patterns use RE2 syntax, which runs in linear time: no lookaround, no backreferences)\n'],
    ['a backreference', ['text', '-c', '/ok/', '-c', '/(a)\\1/', 'x'], 'anonymize: --custom pattern 2 is not a valid regular expression: invalid escape sequence (custom patterns use RE2 syntax, which runs in linear time: no lookaround, no backreferences)\n'],
    ['empty entity list', ['text', '--entities', ' , ', 'x'], 'anonymize: --entities is empty (valid: CUSTOM_ENTITY, PERSON_NAME, NATIONAL_ID, EMAIL_ADDRESS, PHONE_NUMBER, ADDRESS, DATE, CREDIT_CARD, IBAN, VAT_NUMBER, USERNAME, ORGANIZATION, ZIP_CODE, LICENSE_KEY, API_KEY)\n'],
    ['unknown command', ['scrub'], 'anonymize: argument 1 ("scru…") is not a command (text, files, entities): see anonymize --help\n'],
    ['a typo: one line with the suggestion', ['text', '--stlye', 'mask', 'x'], 'anonymize: argument 2 ("--st…") is not a known option: did you mean --style?\n'],
    ['a command typo', ['txet', 'x'], 'anonymize: argument 1 ("txet") is not a command (text, files, entities): did you mean text?\n'],
    ['an invalid choice', ['text', '--style', 'Jane Doe', 'x'], 'anonymize: --style: the value given is invalid (allowed: label, numbered, mask, hash, fake, remove)\n'],
    ['excess arguments', ['entities', 'jane@example.com'], "anonymize: too many arguments for 'entities'. Expected 0 arguments but got 1.\n"],
    ['a missing option value', ['text', 'x', '--style'], "anonymize: option '-s, --style <style>' argument missing\n"],
    ['a missing argument', ['files'], "anonymize: missing required argument 'glob|path'\n"],
  ];
  it.each(cases)('%s', async (_name, argv, stderr) => {
    const r = await run(argv, { cwd: dir() });
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ code: 2, stdout: '', stderr });
  });

  it('never repeats an argument that could be the data being removed', async () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----';
    for (const argv of [['text', '--password=hunter2'], ['text', pem], ['files', pem, '--output=hunter2', '-x=hunter2'], ['hunter2'], ['text', '--style', 'hunter2', 'x'], ['text', '--threshold', 'hunter2', 'x'], ['files', 'a', '--concurrency', 'hunter2']]) {
      const r = await run(argv, { cwd: dir() });
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')).toHaveLength(2);
      expect(r.stderr).not.toMatch(/hunter|MIIE|PRIVATE|KEY/);
    }
    const r = await run(['text', '--password=hunter2'], { cwd: dir() });
    expect(r.stderr).toBe('anonymize: argument 2 ("--pa…") is not a known option: see anonymize --help\n');
  });

  it('files --help names every format, PDF included, and the new file options', async () => {
    const r = await run(['files', '--help'], { cwd: dir() });
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('(text, JSON, NDJSON, CSV/TSV, Word .docx, Excel .xlsx, PDF, PNG/JPEG/TIFF pictures)');
    for (const flag of ['--rename', '--hidden', '--in-place']) expect(r.stdout).toContain(flag);
  });

  it('prints help on stderr, with exit 2, when called without arguments', async () => {
    const r = await run([], { cwd: dir() });
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(/^Usage: anonymize \[options\] \[command\]/);
  });

  it('runs a custom regex in linear time: /(a+)+$/ on a line of a hundred a', async () => {
    const line = `${'a'.repeat(100)}!\nid TICKET-12345 and ${'a'.repeat(30)}`;
    const t0 = performance.now();
    const r = await run(['text', '-c', '/(a+)+$/', '-c', '/TICKET-\\d{4,}/'], { cwd: dir(), stdin: line });
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(r).toMatchObject({ code: 0, stdout: `${'a'.repeat(100)}!\nid [CUSTOM_ENTITY] and [CUSTOM_ENTITY]`, stderr: '' });
  });

  it('names a missing --config file', async () => {
    const d = dir();
    const r = await run(['text', '--config', 'missing.yml', 'x'], { cwd: d });
    expect([r.code, r.stderr]).toEqual([2, `anonymize: ${path.join(d, 'missing.yml')}: config file not found\n`]);
  });

  it('rejects an unknown ANONYMIZE_ENTITIES as a configuration error', async () => {
    const r = await run(['text', 'x'], { cwd: dir(), env: { ANONYMIZE_ENTITIES: 'NAME' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^anonymize: ANONYMIZE_ENTITIES: unknown entity NAME \(valid: /);
  });

  it('reads the hash key from --key-file and gives stable output', async () => {
    const d = dir();
    writeFileSync(path.join(d, 'k'), 'secret-key\n');
    const a = await run(['text', '--style', 'hash', '--key-file', 'k', 'a@example.com'], { cwd: d });
    const b = await run(['text', '--style', 'hash', 'a@example.com'], { cwd: d, env: { ANONYMIZE_KEY: 'secret-key' } });
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^\[EMAIL_ADDRESS:[0-9a-f]{16}\]\n$/);
    expect(b.stdout).toBe(a.stdout);
  });

  it('fakes consistently within a run without a key, and stably across runs with one', async () => {
    const d = dir();
    const once = await run(['text', '--style', 'fake', 'a@example.com a@example.com'], { cwd: d });
    const [x, y] = once.stdout.trim().split(' ');
    expect(x).toBe(y);
    expect(x).not.toBe('a@example.com');
    const k1 = await run(['text', '--style', 'fake', 'a@example.com'], { cwd: d, env: { ANONYMIZE_KEY: 'k' } });
    const k2 = await run(['text', '--style', 'fake', 'a@example.com'], { cwd: d, env: { ANONYMIZE_KEY: 'k' } });
    expect(k1.stdout).toBe(k2.stdout);
  });
});
