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
});
