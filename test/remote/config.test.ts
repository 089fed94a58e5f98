import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/io.js';

const TOKEN = 'demo-token-7f3a9c2e51b84d06';
const dir = () => mkdtempSync(path.join(tmpdir(), 'anonymize-remote-config-'));

function withConfig(yaml: string, mode = 0o600): string {
  const d = dir();
  writeFileSync(path.join(d, '.anonymizerc'), yaml);
  chmodSync(path.join(d, '.anonymizerc'), mode);
  return d;
}

describe('remote configuration', () => {
  it('validates the remote section, naming the file and every bad field', async () => {
    const d = withConfig('remote:\n  url: ftp://x\n  enabled: "yes"\n  rateLimit: 0\n  rateWindow: -1\n  retries: 11\n  tokn: x\n');
    const r = await run(['config', 'show'], { cwd: d });
    const file = path.join(d, '.anonymizerc');
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      `anonymize: ${file}: 6 problems: remote.url must be an http:// or https:// URL; remote.enabled must be true or false; remote.rateLimit must be a whole number from 1 to 100000; remote.rateWindow must be a number from 0.01 to 3600; remote.retries must be a whole number from 0 to 10; remote.tokn is not a known key (known: url, token, enabled, rateLimit, rateWindow, retries, timeout)\n`,
    );
  });

  it('never takes a token as a flag value, and never echoes it', async () => {
    for (const argv of [['text', '--token', TOKEN, 'x'], ['files', 'a.txt', '--token', TOKEN], ['status', 'job', '--token', TOKEN], ['config', 'show', '--token', TOKEN]]) {
      const r = await run(argv, { cwd: dir() });
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toBe('anonymize: a token is never taken from the command line (it would show in the process list and the shell history): use --token-file FILE, ANONYMIZE_TOKEN, or remote.token in the config file\n');
    }
  });

  it('config show: every value with its source, secrets masked', async () => {
    const d = withConfig(`style: numbered\nkey: hash-key-123\nremote:\n  url: https://demo.example.com/\n  token: ${TOKEN}\n  rateLimit: 10\nserver:\n  licenseKey: lic-abc-123\n`);
    const file = path.join(d, '.anonymizerc');
    const r = await run(['config', 'show', '--json'], { cwd: d, env: { ANONYMIZE_REGION: 'GB' } });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain(TOKEN);
    expect(r.stdout).not.toContain('hash-key-123');
    expect(r.stdout).not.toContain('lic-abc-123');
    expect(JSON.parse(r.stdout)).toEqual({
      entities: { value: 'all', source: 'default' },
      style: { value: 'numbered', source: file },
      allow: { value: [], source: 'default' },
      'custom.terms': { value: [], source: 'default' },
      'custom.patterns': { value: [], source: 'default' },
      region: { value: 'GB', source: 'env ANONYMIZE_REGION' },
      threshold: { value: 0.5, source: 'default' },
      key: { value: '********', source: file },
      'mask.keepLast': { value: 0, source: 'default' },
      'mask.char': { value: '*', source: 'default' },
      'remote.url': { value: 'https://demo.example.com', source: file },
      'remote.token': { value: '********', source: file },
      'remote.enabled': { value: false, source: 'default' },
      'remote.rateLimit': { value: 10, source: file },
      'remote.rateWindow': { value: 60, source: 'default' },
      'remote.retries': { value: 3, source: 'default' },
      'remote.timeout': { value: 60, source: 'default' },
      'server.licenseKey': { value: '********', source: file },
    });
  });

  it('config show: flags beat the environment, which beats the file', async () => {
    const d = withConfig(`remote:\n  url: https://file.example.com\n  token: ${TOKEN}\n`);
    writeFileSync(path.join(d, 'token.txt'), 'from-file-token\n');
    const env = { ANONYMIZE_URL: 'http://env.example.com:8080', ANONYMIZE_TOKEN: 'env-token-1' };
    const envOnly = await run(['config', 'show'], { cwd: d, env });
    expect(envOnly.stdout).toMatch(/^remote\.url +http:\/\/env\.example\.com:8080 +env ANONYMIZE_URL$/m);
    expect(envOnly.stdout).toMatch(/^remote\.token +\*{8} +env ANONYMIZE_TOKEN$/m);
    const flags = await run(['config', 'show', '--url', 'http://127.0.0.1:9/', '--token-file', 'token.txt'], { cwd: d, env });
    expect(flags.stdout).toMatch(/^remote\.url +http:\/\/127\.0\.0\.1:9 +flag$/m);
    expect(flags.stdout).toMatch(/^remote\.token +\*{8} +flag$/m);
    for (const out of [envOnly.stdout + envOnly.stderr, flags.stdout + flags.stderr]) {
      expect(out).not.toContain('env-token-1');
      expect(out).not.toContain('from-file-token');
      expect(out).not.toContain(TOKEN);
    }
  });

  it('warns once on stderr when a config file holding a token can be read by others', async () => {
    const d = withConfig(`remote:\n  url: https://demo.example.com\n  token: ${TOKEN}\n`, 0o644);
    const file = path.join(d, '.anonymizerc');
    const r = await run(['config', 'show'], { cwd: d });
    expect(r.stderr).toBe(`anonymize: warning: ${file} holds remote.token and other users can read it: chmod 600 ${file}\n`);
    chmodSync(file, 0o600);
    expect((await run(['config', 'show'], { cwd: d })).stderr).toBe('');
    // No token in the file: nothing to warn about.
    const plain = withConfig('remote:\n  url: https://demo.example.com\n', 0o644);
    expect((await run(['config', 'show'], { cwd: plain })).stderr).toBe('');
  });

  it('--remote without a URL says where to set one (usage error)', async () => {
    const r = await run(['text', '--remote', 'x'], { cwd: dir() });
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'anonymize: --remote needs a server: set remote.url in the config file, the ANONYMIZE_URL environment variable, or --url URL\n']);
    const status = await run(['status', 'abc'], { cwd: dir() });
    expect([status.code, status.stderr]).toEqual([2, 'anonymize: anonymize status needs a server: set remote.url in the config file, the ANONYMIZE_URL environment variable, or --url URL\n']);
  });

  it('refuses local-only options with --remote instead of ignoring them', async () => {
    const r = await run(['text', '--remote', '--url', 'http://127.0.0.1:9', '--allow', 'x', 'y'], { cwd: dir() });
    expect([r.code, r.stderr]).toEqual([2, "anonymize: --allow can't be used with --remote: the server's interface has no such parameter (run without --remote)\n"]);
    const f = await run(['files', 'a.csv', '--remote', '--url', 'http://127.0.0.1:9', '--columns', 'email'], { cwd: dir() });
    expect([f.code, f.stderr]).toEqual([2, "anonymize: --columns can't be used with --remote: the server's interface has no such parameter (run without --remote)\n"]);
  });

  it('rejects a bad --url and a missing or empty --token-file', async () => {
    const d = dir();
    writeFileSync(path.join(d, 'empty'), '\n');
    const cases: [string[], string][] = [
      [['text', '--remote', '--url', 'localhost:8080', 'x'], 'anonymize: --url must be an http:// or https:// URL\n'],
      [['text', '--remote', '--url', 'http://u:p@h', 'x'], 'anonymize: --url must not hold a user name or password: use --token-file FILE or ANONYMIZE_TOKEN\n'],
      [['text', '--remote', '--url', 'http://h', '--token-file', 'nope', 'x'], 'anonymize: --token-file nope: no such file\n'],
      [['text', '--remote', '--url', 'http://h', '--token-file', 'empty', 'x'], 'anonymize: --token-file empty: the file is empty\n'],
    ];
    for (const [argv, stderr] of cases) {
      const r = await run(argv, { cwd: d });
      expect([r.code, r.stdout, r.stderr]).toEqual([2, '', stderr]);
    }
  });
});
