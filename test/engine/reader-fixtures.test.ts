import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The independent reader's texts (test/fixtures/reader/): hand-written documents of the kinds
 * users pipe through `anonymize` (an HR thread, a GP letter, a discharge note, a support chat,
 * Spanish and Italian complaints, KYC dumps, a git log, a CI log, an app log, configs, minutes,
 * an SQL dump, a vCard, an invite, mail headers), each redacted with the default options as one
 * document, compared whole with the output a person read line by line (expected/<file>;
 * scripts/reader-expected.ts rewrites them after a deliberate change: read the diff).
 */
const dir = new URL('../fixtures/reader/', import.meta.url).pathname;
const names = readdirSync(dir).filter((n) => statSync(join(dir, n)).isFile());

describe('reader fixtures', () => {
  it('has every kind of text', () => {
    expect(names.length).toBe(19);
  });
  for (const name of names) {
    it(`redacts ${name} exactly as read`, () => {
      const text = readFileSync(join(dir, name), 'utf8');
      expect(redactAsDocument(createRedactor(), text).text).toBe(readFileSync(join(dir, 'expected', name), 'utf8'));
    });
  }
});
