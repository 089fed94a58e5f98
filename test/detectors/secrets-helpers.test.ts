import { describe, expect, it } from 'vitest';
import { base62, crc32, decodeBase64, hasGithubChecksum } from '../../src/detectors/secrets/checksums.js';
import { isProductKeyShape, isLicenseValue } from '../../src/detectors/secrets/license.js';
import { namedValues } from '../../src/detectors/secrets/named-values.js';
import { distinctChars, isPlaceholderToken, looksLikeSecret } from '../../src/detectors/secrets/placeholders.js';
import { isPersonalUsername } from '../../src/detectors/secrets/usernames.js';
import { CODICE_FISCALE } from '../../src/detectors/national-ids/europe.js';
import { analyze } from '../../src/engine/analyze.js';
import { keywordPlan } from '../../src/engine/keywords.js';
import privateKey, { BLOCKS } from '../../src/detectors/private-key.js';
import { randomTexts } from '../helpers/random-text.js';

describe('secret checksums', () => {
  it('computes CRC-32 (ISO-HDLC check value for "123456789" is CBF43926)', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('encodes base62 with the digits-upper-lower alphabet, zero-padded', () => {
    expect(base62(0, 6)).toBe('000000');
    expect(base62(61, 2)).toBe('0z');
    expect(base62(62, 1)).toBe('10');
  });

  it("validates GitHub's token checksum", () => {
    // The example token in coolaj86's write-up of GitHub's format (gist eb8cddfd…), whose
    // checksum "0mLq17" is CRC-32 of the 30 random characters in base62.
    expect(hasGithubChecksum('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')).toBe(true);
    expect(hasGithubChecksum('ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0mLq18')).toBe(false);
    expect(hasGithubChecksum('ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkK0mLq17')).toBe(false);
    expect(hasGithubChecksum('ghp_short')).toBe(false);
  });

  it('scores a GitHub token with a bad checksum lower than one with a good checksum', () => {
    const good = analyze('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');
    const bad = analyze('ghp_zQWBuTSOoRi4A9spHcVY5ncnsDkxkJ0mLq18');
    expect(good.map((f) => [f.entity, f.score, f.detector])).toEqual([['API_KEY', 1, 'api-key']]);
    expect(bad.map((f) => [f.entity, f.score, f.detector])).toEqual([['API_KEY', 0.9, 'api-key']]);
  });

  it('decodes base64 and base64url, with or without padding', () => {
    expect(decodeBase64('eyJhbGciOiJIUzI1NiJ9')).toBe('{"alg":"HS256"}');
    expect(decodeBase64('aGk')).toBe('hi');
    expect(decodeBase64('aGk=')).toBe('hi');
    expect(decodeBase64('_-8')).toBe('\xff\xef');
    expect(decodeBase64('not base64!')).toBeUndefined();
    expect(decodeBase64('a')).toBeUndefined();
  });
});

describe('distinctChars', () => {
  it('counts distinct code points, call after call', () => {
    expect(distinctChars('')).toBe(0);
    expect(distinctChars('aabbcc')).toBe(3);
    expect(distinctChars('abc')).toBe(3);
    expect(distinctChars('aAaA-_')).toBe(4);
    expect(distinctChars('ééa😀😀')).toBe(3); // one astral character counts once
  });
});

describe('placeholders', () => {
  it.each([
    ['xxxxxxxxxxxxxxxx', 'token'],
    ['<your-api-key>', 'token'],
    ['YOUR_API_KEY', 'token'],
    ['EXAMPLE1234567890', 'token'],
    ['changeme', 'password'],
    ['${SECRET}', 'token'],
    ['{{ secret }}', 'token'],
    ['process.env.API_KEY', 'token'],
    ['********', 'password'],
    ['aaaaaaaa1', 'password'],
    ['password123', 'password'],
    ['12345678', 'password'],
    ['abcdef123456', 'token'],
    ['SecretKeyValue', 'token'],
    ['config.secret', 'token'],
    ['/etc/app/key.pem', 'token'],
  ] as const)('%s is not a %s', (value, kind) => {
    expect(looksLikeSecret(value, kind)).toBe(false);
  });

  it.each([
    ['hunter2xyz!', 'password'],
    ['Tr0ub4dor&3', 'password'],
    ['t9Xq2Lm7Vb4Np8Rz', 'token'],
    ['8f4b2c9e1d7a3f6b5c0e9d8a7b6c5d4e', 'token'],
  ] as const)('%s is a %s', (value, kind) => {
    expect(looksLikeSecret(value, kind)).toBe(true);
  });

  it('tells masked vendor tokens from real ones', () => {
    expect(isPlaceholderToken('ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toBe(true);
    expect(isPlaceholderToken('AKIAIOSFODNN7EXAMPLE')).toBe(true);
    expect(isPlaceholderToken('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')).toBe(false);
  });
});

describe('private keys', () => {
  it('hold every private-key block a global scan finds, from the keyword hits, on 20,000 random texts', () => {
    // The detector's shapes as global patterns (whole block; block cut off before END).
    const shapes = BLOCKS.map((re) => new RegExp(re.source, 'g'));
    const line = 'MHcCAQEEIGqz8XHR/72Yj+F3Pwd0BwTHd9llQP554z+4cfrHsC7boAoGCCqGSM49';
    const alphabet = ['-----BEGIN EC PRIVATE KEY-----', '-----BEGIN PRIVATE KEY-----', '-----begin ', '-----BEGIN ', 'EC ', '-----END EC PRIVATE KEY-----', line, line, '\n', '\n', '\\n', '-', 'x'];
    const plan = keywordPlan([privateKey]);
    let found = 0;
    for (const text of randomTexts(alphabet, 20000, 14, 7)) {
      const want = shapes.flatMap((re) => [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length })));
      found += want.length;
      const got = privateKey.find!(text, { region: 'US', hint: '', prior: [], keywordHits: plan.occurrences(text).get(0) ?? [], cueHits: undefined });
      expect({ text, got }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(500);
  });
});

describe('named values', () => {
  const pairs = (text: string) =>
    namedValues(text).map((p) => [text.slice(Math.max(0, p.nameEnd - 8), p.nameEnd), text.slice(p.valueStart, p.valueEnd), p.quoted]);

  it('reads the syntaxes of .env, YAML, JSON, code and URL queries', () => {
    expect(pairs('A_TOKEN=abc')).toEqual([['A_TOKEN', 'abc', false]]);
    expect(pairs('user: jdoe\n')).toEqual([['user', 'jdoe', false]]);
    expect(pairs('{"key": "v\\"1"}')).toEqual([['{"key', 'v\\"1', true]]);
    expect(pairs("$c['pw'] = 'x';")).toEqual([["$c['pw", 'x', true]]);
    expect(pairs(':pw => "x"')).toEqual([[':pw', 'x', true]]);
    expect(pairs('t := "x"')).toEqual([['t', 'x', true]]);
  });

  it('skips comparisons, scopes, URLs and drive letters', () => {
    expect(pairs('if a == b')).toEqual([]);
    expect(pairs('a != b, a <= b')).toEqual([]);
    expect(pairs('std::string')).toEqual([]);
    expect(pairs('https://example.com')).toEqual([]);
    expect(pairs('C:\\Users')).toEqual([]);
  });
});

describe('license checks', () => {
  it('scores grouped shapes', () => {
    expect(isProductKeyShape('W269N-WFGWX-YVC9B-4J6C9-T83GX')).toBe(0.95);
    expect(isProductKeyShape('Q4T7M-8XK2P-R6WJ9-3HN5D-BV7C2')).toBe(0.9);
    expect(isProductKeyShape('7K3M-9QXP-2HDW-F4TR')).toBe(0.8);
    expect(isProductKeyShape('1325-1558-5864-4422-1094-1126')).toBe(0.8);
    expect(isProductKeyShape('4012-8888-8888-1881')).toBe(0);
    expect(isProductKeyShape('XXXXX-XXXXX-XXXXX-XXXXX-XXXXX')).toBe(0);
    expect(isProductKeyShape('ABCD-EFGH-IJKL-MNOP')).toBe(0);
    expect(isProductKeyShape('AB12-CD34E-FG56-HI78')).toBe(0);
  });

  it('reads license values', () => {
    expect(isLicenseValue('4CE0460D0G')).toBe(true);
    expect(isLicenseValue('Apache-2')).toBe(false);
    expect(isLicenseValue('GPL-3')).toBe(false);
    expect(isLicenseValue('2024-01-15')).toBe(false);
    expect(isLicenseValue('1234-567')).toBe(false);
  });
});

describe('user names that identify nobody', () => {
  it.each(['root', 'www-data', 'runner', 'user', 'YourName', 'your_username', '$USER', 'dependabot[bot]', 'number'])(
    '%s is not personal',
    (name) => expect(isPersonalUsername(name)).toBe(false),
  );
  it.each(['jdoe', 'maria.garcia', 'svc_billing', 'U024BE7LH'])('%s is personal', (name) =>
    expect(isPersonalUsername(name)).toBe(true),
  );
});
