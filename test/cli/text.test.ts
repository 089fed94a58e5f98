import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';

const emptyDir = () => mkdtempSync(path.join(tmpdir(), 'anonymize-cli-'));

describe('anonymize text', () => {
  it('redacts an argument and prints only the result on stdout', async () => {
    const r = await run(['text', 'Mail jane.doe@example.com today'], { cwd: emptyDir() });
    expect(r).toMatchObject({ code: 0, stdout: 'Mail [EMAIL_ADDRESS] today\n', stderr: '' });
  });

  it('streams stdin to stdout byte for byte outside findings, keeping a BOM and CRLF', async () => {
    const input = '\uFEFFline one\r\nwrite to ops@example.org\r\nlast';
    const r = await run(['text'], { stdin: input, cwd: emptyDir() });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('\uFEFFline one\r\nwrite to [EMAIL_ADDRESS]\r\nlast');
  });

  it('reads stdin for "-" and finds an entity split across chunks', async () => {
    const r = await run(['text', '-'], { stdin: ['contact: jane.d', 'oe@example.com\n'], cwd: emptyDir() });
    expect(r.stdout).toBe('contact: [EMAIL_ADDRESS]\n');
  });

  it('refuses input that is not UTF-8, naming stdin', async () => {
    const r = await run(['text'], { stdin: Buffer.from([0x61, 0xff, 0xfe, 0x62]), cwd: emptyDir() });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('anonymize: stdin: not valid UTF-8 text\n');
  });

  it('prints a count-only summary on stderr only when it is a terminal, and not with --quiet', async () => {
    const input = 'a@example.com and b@example.com';
    expect((await run(['text', input], { cwd: emptyDir(), stderrIsTTY: true })).stderr).toBe('2 findings: EMAIL_ADDRESS 2\n');
    expect((await run(['text', '-q', input], { cwd: emptyDir(), stderrIsTTY: true })).stderr).toBe('');
    expect((await run(['text', input], { cwd: emptyDir() })).stderr).toBe('');
  });

  it('prints JSON findings without values unless --show-values', async () => {
    const r = await run(['text', '--json', 'to a@example.com'], { cwd: emptyDir() });
    expect(JSON.parse(r.stdout)).toEqual({
      text: 'to [EMAIL_ADDRESS]',
      findings: [{ entity: 'EMAIL_ADDRESS', start: 3, end: 16, score: 0.9 }],
    });
    const v = await run(['text', '--json', '--show-values', 'to a@example.com'], { cwd: emptyDir() });
    expect(JSON.parse(v.stdout).findings[0].value).toBe('a@example.com');
  });

  it('rejects unknown entity names with exit 2 and lists the valid ones', async () => {
    const r = await run(['text', '--entities', 'EMAIL,PHONE_NUMBER', 'x'], { cwd: emptyDir() });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^anonymize: --entities: unknown entity EMAIL \(valid: CUSTOM_ENTITY, PERSON_NAME, .*API_KEY\)\n$/);
  });

  it('fails with a usage error when stdin is a terminal and no text is given', async () => {
    const r = await run(['text'], { stdin: null, cwd: emptyDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('anonymize: no text given: pass it as an argument or pipe it on stdin (anonymize text --help)\n');
  });

  it('refuses --style hash without a key', async () => {
    const r = await run(['text', '--style', 'hash', 'a@example.com'], { cwd: emptyDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--style hash needs a secret key');
  });

  it('reports every config problem at once, naming the file and fields', async () => {
    const dir = emptyDir();
    writeFileSync(path.join(dir, '.anonymizerc.json'), JSON.stringify({ style: 'blur', entities: 'EMAIL', stlye: 1 }));
    const r = await run(['text', 'x'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `anonymize: ${path.join(dir, '.anonymizerc.json')}: 3 problems: style must be one of label, numbered, mask, hash, fake, remove; ` +
        `entities: unknown entity EMAIL (valid: CUSTOM_ENTITY, PERSON_NAME, NATIONAL_ID, EMAIL_ADDRESS, PHONE_NUMBER, ADDRESS, DATE, CREDIT_CARD, IBAN, VAT_NUMBER, USERNAME, ORGANIZATION, ZIP_CODE, LICENSE_KEY, API_KEY); ` +
        'stlye is not a known key (known: entities, style, allow, custom, region, threshold, key, mask, remote, server, files, scan)\n',
    );
  });

  it('applies flags over environment over config file', async () => {
    const dir = emptyDir();
    writeFileSync(path.join(dir, '.anonymizerc.json'), JSON.stringify({ style: 'remove' }));
    expect((await run(['text', 'a@example.com'], { cwd: dir })).stdout).toBe('\n');
    expect((await run(['text', 'a@example.com'], { cwd: dir, env: { ANONYMIZE_STYLE: 'mask' } })).stdout).toBe('*@*******.***\n');
    expect((await run(['text', '--style', 'label', 'a@example.com'], { cwd: dir, env: { ANONYMIZE_STYLE: 'mask' } })).stdout).toBe(
      '[EMAIL_ADDRESS]\n',
    );
  });

  it('keeps allow-listed values', async () => {
    const r = await run(['text', '--allow', 'support@example.com', 'support@example.com or jane@example.com'], { cwd: emptyDir() });
    expect(r.stdout).toBe('support@example.com or [EMAIL_ADDRESS]\n');
  });

  it('redacts custom terms and /regex/ as CUSTOM_ENTITY', async () => {
    const r = await run(['text', '-c', 'Project Falcon', '-c', '/TICKET-\\d+/', 'Project Falcon see TICKET-4411'], { cwd: emptyDir() });
    expect(r.stdout).toBe('[CUSTOM_ENTITY] see [CUSTOM_ENTITY]\n');
  });
});

describe('anonymize entities', () => {
  it('prints the seed catalog as JSON', async () => {
    const r = await run(['entities', '--json']);
    const body = JSON.parse(r.stdout);
    expect(body.entities.map((e: { name: string }) => e.name)).toEqual([
      'CUSTOM_ENTITY', 'PERSON_NAME', 'NATIONAL_ID', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'ADDRESS', 'DATE', 'CREDIT_CARD',
      'IBAN', 'VAT_NUMBER', 'USERNAME', 'ORGANIZATION', 'ZIP_CODE', 'LICENSE_KEY', 'API_KEY',
    ]);
    expect(Object.keys(body)).toEqual(['entities']);
    expect(Object.keys(body.entities[0])).toEqual(['name', 'description']);
  });

  it('exits 2 on an unknown option, 0 on --help', async () => {
    expect((await run(['entities', '--bogus'])).code).toBe(2);
    const h = await run(['--help']);
    expect(h.code).toBe(0);
    expect(h.stdout).toContain('Exit codes: 0 success');
  });
});

describe('.anonymizerc.example', () => {
  it('is a valid config file, safe when copied as it is: no key, no remote, every entity type on', async () => {
    const dir = emptyDir();
    const example = await import('node:fs').then((fs) => fs.readFileSync(new URL('../../.anonymizerc.example', import.meta.url), 'utf8'));
    writeFileSync(path.join(dir, '.anonymizerc'), example);
    const { loadConfig } = await import('../../src/config/load.js');
    const { config } = await loadConfig(dir);
    expect(Object.keys(config).sort()).toEqual(['custom', 'files', 'mask', 'region', 'server', 'style', 'threshold']);
    expect(example).toContain('openssl rand -hex 32');
    const r = await run(['text', 'Dear Jane Novak, ask support@example.com about Project Falcon before 3 March 2024.'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe('Dear [PERSON_NAME], ask [EMAIL_ADDRESS] about [CUSTOM_ENTITY] before [DATE].\n');
  });
});
