import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { generateLicenseKeyPair, issueLicense, verifyLicense } from '../../src/server/license.js';
import { run } from '../helpers/io.js';
import { tempDir } from './helpers.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const pair = generateLicenseKeyPair();

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('accepted');
};

describe('license keys', () => {
  it('a key issued with the private key verifies with the public key, offline', () => {
    const key = issueLicense(pair.privateKey, { licensee: 'Example Corp', instance: 'web-1', expires: '2026-06-15' }, NOW);
    expect(key).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyLicense(key, pair.publicKey, 'web-1', NOW)).toEqual({ v: 1, licensee: 'Example Corp', instance: 'web-1', expires: '2026-06-15', issued_at: '2026-06-15T12:00:00.000Z' });
  });

  it('refuses forged, altered, expired, malformed keys and keys for another instance, each with one line', () => {
    const key = issueLicense(pair.privateKey, { licensee: 'Example Corp', expires: '2026-06-14' }, NOW);
    const other = generateLicenseKeyPair();
    const forged = issueLicense(other.privateKey, { licensee: 'Example Corp', expires: '2099-01-01' }, NOW);
    expect(refusal(() => verifyLicense(forged, pair.publicKey, 'x', NOW))).toBe('the license key was not signed by the configured license public key (forged, altered or for another operator)');
    const [body, sig] = issueLicense(pair.privateKey, { licensee: 'Example Corp', expires: '2026-01-01' }, NOW).split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), expires: '2099-01-01' })).toString('base64url');
    expect(refusal(() => verifyLicense(`${altered}.${sig}`, pair.publicKey, 'x', NOW))).toContain('not signed by the configured license public key');
    expect(refusal(() => verifyLicense(key, pair.publicKey, 'x', NOW))).toBe('the license key expired on 2026-06-14: ask for a new one');
    expect(refusal(() => verifyLicense('not a key', pair.publicKey, 'x', NOW))).toBe('the license key is malformed (expected two base64url parts joined by "."): copy it again from `anonymize license issue`');
    const bound = issueLicense(pair.privateKey, { licensee: 'Example Corp', instance: 'web-1', expires: '2030-01-01' }, NOW);
    expect(refusal(() => verifyLicense(bound, pair.publicKey, 'web-2', NOW))).toBe('the license key is for instance "web-1", this instance is "web-2" (set --instance or server.instance)');
    expect(refusal(() => verifyLicense(key, 'not a pem', 'x', NOW))).toBe('the license public key: not a PEM public key');
  });

  it('the expiry day itself is still valid (UTC)', () => {
    const key = issueLicense(pair.privateKey, { licensee: 'A', expires: '2026-06-15' }, NOW);
    expect(verifyLicense(key, pair.publicKey, 'x', new Date('2026-06-15T23:59:59Z')).expires).toBe('2026-06-15');
    expect(() => verifyLicense(key, pair.publicKey, 'x', new Date('2026-06-16T00:00:00Z'))).toThrow('expired');
  });
});

describe('anonymize license keygen | issue, and serve refusing to start', () => {
  it('keygen writes the pair; issue prints the key alone on stdout; serve starts only with a valid key (exit 2 otherwise)', async () => {
    const dir = tempDir();
    const keygen = await run(['license', 'keygen', '--out', 'keys'], { cwd: dir });
    expect(keygen).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(path.join(dir, 'keys/license-private.pem'), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect((await run(['license', 'keygen', '--out', 'keys'], { cwd: dir })).code).toBe(2);

    const issue = await run(['license', 'issue', '--private-key', 'keys/license-private.pem', '--licensee', 'Example Corp', '--expires', '2099-12-31'], { cwd: dir });
    expect(issue.code).toBe(0);
    expect(issue.stderr).toBe('');
    expect(issue.stdout).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n$/);
    const pub = readFileSync(path.join(dir, 'keys/license-public.pem'), 'utf8');
    expect(verifyLicense(issue.stdout.trim(), pub, 'any', new Date()).licensee).toBe('Example Corp');

    const badDate = await run(['license', 'issue', '--private-key', 'keys/license-private.pem', '--licensee', 'A', '--expires', '2099-02-30'], { cwd: dir });
    expect(badDate).toMatchObject({ code: 2, stderr: 'anonymize: --expires must be a date written YYYY-MM-DD, got "2099-02-30"\n' });

    const serve = (args: string[], env: Record<string, string> = {}) => run(['serve', '--port', '0', '--data-dir', 'data', ...args], { cwd: dir, env });
    expect(await serve([])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'anonymize: self-hosted mode needs a license key: --license-key-file FILE, ANONYMIZE_LICENSE_KEY or server.licenseKey (or --mode demo for the evaluation service)\n',
    });
    expect(await serve([], { ANONYMIZE_LICENSE_KEY: issue.stdout.trim() })).toMatchObject({
      code: 2,
      stderr: 'anonymize: self-hosted mode needs the license public key: --license-public-key FILE or server.licensePublicKey\n',
    });
    const expired = issueLicense(readFileSync(path.join(dir, 'keys/license-private.pem'), 'utf8'), { licensee: 'A', expires: '2020-01-01' }, new Date('2019-01-01'));
    writeFileSync(path.join(dir, 'expired.key'), `${expired}\n`);
    expect(await serve(['--license-public-key', 'keys/license-public.pem', '--license-key-file', 'expired.key'])).toMatchObject({
      code: 2,
      stderr: 'anonymize: the license key expired on 2020-01-01: ask for a new one\n',
    });
    writeFileSync(path.join(dir, 'garbage.key'), 'garbage\n');
    expect((await serve(['--license-public-key', 'keys/license-public.pem', '--license-key-file', 'garbage.key'])).stderr).toMatch(/^anonymize: the license key is malformed/);
    expect((await serve(['--license-public-key', 'keys/license-public.pem', '--license-key-file', 'missing.key'])).stderr).toBe('anonymize: --license-key-file missing.key: no such file\n'.replace('missing.key:', `${path.join(dir, 'missing.key')}:`));
  });
});

describe('server config section', () => {
  it('every problem at once, naming the file and the field', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.anonymizerc.json'), JSON.stringify({ server: { mode: 'hosted', port: 70000, rateLimit: 0, colour: 'red', logLevel: 'loud' } }));
    const r = await run(['serve'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `anonymize: ${path.join(dir, '.anonymizerc.json')}: 5 problems: server.mode must be one of self-hosted, demo; server.port must be a whole number from 0 to 65535; server.rateLimit must be a whole number from 1 to 1000000000; server.colour is not a known key (known: mode, host, port, dataDir, rateLimit, lifetimeCap, licensePublicKey, licenseKey, instance, workers, textWorkers, queueSize, maxUploadMb, maxTextMb, jobTimeoutSeconds, retentionHours, requestTimeoutSeconds, shutdownGraceSeconds, logLevel, redis, resultsDir, stallSeconds, concurrency); server.logLevel must be one of fatal, error, warn, info, debug, trace, silent\n`,
    );
  });
});
