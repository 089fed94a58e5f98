import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';
import { scratch, startServer, type TestServer } from './helpers.js';

const SAMPLE = 'Dear Mr. Whitaker, your card 4012 8888 8888 1881 was charged on 3 March 2024. Reach Jane Novak at jane.novak@example.com or +1 415-555-0132.';

/** anonymize text / entities --remote against the real server, self-hosted (no token). */
describe('text and entities against a self-hosted server', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ mode: 'self-hosted' });
  });
  afterAll(() => srv.close());

  it('redacts an argument exactly as a local run does', async () => {
    const local = await run(['text', SAMPLE], { cwd: scratch() });
    const remote = await run(['text', '--remote', '--url', srv.url, SAMPLE], { cwd: scratch() });
    expect(remote).toMatchObject({ code: 0, stderr: '' });
    expect(remote.stdout).toBe(local.stdout);
    expect(remote.stdout).toBe('Dear [PERSON_NAME], your card [CREDIT_CARD] was charged on [DATE]. Reach [PERSON_NAME] at [EMAIL_ADDRESS] or [PHONE_NUMBER].\n');
  });

  it('streams stdin the same way (no newline added), with --entities and --style', async () => {
    const input = `${SAMPLE}\nsecond line jane.novak@example.com\n`;
    const argv = ['text', '--entities', 'EMAIL_ADDRESS,PHONE_NUMBER', '--style', 'numbered'];
    const local = await run(argv, { cwd: scratch(), stdin: input });
    const remote = await run([...argv, '--remote'], { cwd: scratch(), stdin: input, env: { ANONYMIZE_URL: srv.url } });
    expect(remote).toMatchObject({ code: 0, stderr: '' });
    expect(remote.stdout).toBe(local.stdout);
    expect(remote.stdout).toBe(SAMPLE.replace('jane.novak@example.com', '[EMAIL_ADDRESS_1]').replace('+1 415-555-0132', '[PHONE_NUMBER_1]') + '\nsecond line [EMAIL_ADDRESS_1]\n');
  });

  it('--json: the local shape, offsets into the input; values only with --show-values', async () => {
    const text = 'mail jane.novak@example.com now';
    const remote = await run(['text', '--remote', '--url', srv.url, '--json', text], { cwd: scratch() });
    expect(remote.code).toBe(0);
    expect(JSON.parse(remote.stdout)).toEqual({ text: 'mail [EMAIL_ADDRESS] now', findings: [{ entity: 'EMAIL_ADDRESS', start: 5, end: 27 }] });
    const shown = await run(['text', '--remote', '--url', srv.url, '--json', '--show-values', text], { cwd: scratch() });
    expect(JSON.parse(shown.stdout).findings).toEqual([{ entity: 'EMAIL_ADDRESS', start: 5, end: 27, value: 'jane.novak@example.com' }]);
  });

  it('remote.enabled in the config file sends every run; --no-remote keeps one local', async () => {
    const d = scratch();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${d}/.anonymizerc`, `remote:\n  url: ${srv.url}\n  enabled: true\n`);
    const remote = await run(['text', '--debug', 'jane.novak@example.com'], { cwd: d });
    expect(remote.stdout).toBe('[EMAIL_ADDRESS]\n');
    // Self-hosted: no token configured, so no Authorization header is sent.
    expect(remote.stderr).toBe(`anonymize: debug: POST ${srv.url}/anonymize/text (no Authorization header)\nanonymize: debug: POST ${srv.url}/anonymize/text -> 200\n`);
    const local = await run(['text', '--no-remote', '--debug', 'jane.novak@example.com'], { cwd: d });
    expect([local.stdout, local.stderr]).toEqual(['[EMAIL_ADDRESS]\n', '']);
  });

  it('config keys the server can\'t be told about are named once on stderr, not silently dropped', async () => {
    const d = scratch();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${d}/.anonymizerc`, `allow: [ops@example.org]\nregion: GB\nremote:\n  url: ${srv.url}\n`);
    const r = await run(['text', '--remote', 'ops@example.org'], { cwd: d });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '[EMAIL_ADDRESS]\n', `anonymize: warning: ${d}/.anonymizerc: allow, region apply to local runs only; the server does not take them\n`]);
  });

  it('entities --remote prints the server\'s list as the local command does', async () => {
    for (const flags of [[], ['--json']]) {
      const local = await run(['entities', ...flags], { cwd: scratch() });
      const remote = await run(['entities', '--remote', '--url', srv.url, ...flags], { cwd: scratch() });
      expect(remote).toMatchObject({ code: 0, stderr: '', stdout: local.stdout });
    }
  });

  it('an empty stdin sends nothing and prints nothing', async () => {
    const r = await run(['text', '--remote', '--url', 'http://127.0.0.1:9'], { cwd: scratch(), stdin: '' });
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '', '']);
  });
});
