import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findConfigFile, loadConfig } from '../src/config/load.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'anonymize-config-'));

describe('config search', () => {
  it('finds the nearest file upwards in cosmiconfig order, and package.json only with an "anonymize" key', () => {
    const root = dir();
    const sub = path.join(root, 'a', 'b');
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(root, 'a', 'package.json'), '{"name": "x"}');
    writeFileSync(path.join(root, '.anonymizerc.yaml'), 'style: mask\n');
    expect(findConfigFile(sub)).toBe(path.join(root, '.anonymizerc.yaml'));
    writeFileSync(path.join(root, 'a', 'package.json'), '{"name": "x", "anonymize": {"style": "remove"}}');
    expect(findConfigFile(sub)).toBe(path.join(root, 'a', 'package.json'));
  });

  it('falls back to $XDG_CONFIG_HOME/anonymize/config', () => {
    const home = dir();
    mkdirSync(path.join(home, 'anonymize'));
    writeFileSync(path.join(home, 'anonymize', 'config.json'), '{"region": "gb"}');
    expect(findConfigFile(dir(), { XDG_CONFIG_HOME: home })).toBe(path.join(home, 'anonymize', 'config.json'));
  });

  it('loads YAML, JSON and package.json sections and normalizes values', async () => {
    const root = dir();
    writeFileSync(path.join(root, '.anonymizerc'), 'region: gb\nentities: [email_address, IBAN]\n');
    expect(await loadConfig(root)).toEqual({
      config: { region: 'GB', entities: ['EMAIL_ADDRESS', 'IBAN'] },
      filepath: path.join(root, '.anonymizerc'),
    });
  });

  it('names the file when it cannot be parsed or does not exist', async () => {
    const root = dir();
    writeFileSync(path.join(root, '.anonymizerc.json'), '{"style": ');
    await expect(loadConfig(root)).rejects.toThrow(path.join(root, '.anonymizerc.json'));
    await expect(loadConfig(root, path.join(root, 'nope.json'))).rejects.toThrow(`${path.join(root, 'nope.json')}: config file not found`);
  });

  it('says why a file cannot be parsed, and where, without quoting the file', async () => {
    const root = dir();
    writeFileSync(path.join(root, '.anonymizerc'), 'key: hunter2-secret\nstyle: [\n');
    await expect(loadConfig(root)).rejects.toThrow(
      `${path.join(root, '.anonymizerc')}: invalid YAML at line 3, column 1: unexpected end of the stream within a flow collection`,
    );
    const json = dir();
    writeFileSync(path.join(json, '.anonymizerc.json'), '{"key": "hunter2-secret", "style": ');
    const error = await loadConfig(json).catch((e: Error) => e);
    expect(String(error)).toMatch(new RegExp(`^ConfigError: ${path.join(json, '.anonymizerc.json').replace(/[.]/g, '\\.')}: cannot be parsed: .+`));
    expect(String(error)).not.toContain('hunter2');
  });

  it('names the file, the field and the reason for every value it refuses', async () => {
    const root = dir();
    const file = path.join(root, '.anonymizerc');
    writeFileSync(file, 'region: XX\nmask:\n  char: ab\n');
    await expect(loadConfig(root)).rejects.toThrow(
      `${file}: 2 problems: region "XX" is not a country code (ISO 3166-1 alpha-2, such as US or GB); mask.char must be a single character that is not a letter or digit`,
    );
  });
});
