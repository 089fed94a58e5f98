/**
 * Writes test/fixtures/reader{,2,3,4,5,6}/expected/<file>: each
 * hand-written text of the readers' fixtures redacted as `anonymize files` does with the default
 * options (one document). Run after a change that is meant to alter them, then read the diff
 * line by line before committing it:
 *   npx tsx scripts/reader-expected.ts
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRedactor, redactAsDocument } from '../src/engine/redactor.js';

for (const folder of ['reader', 'reader2', 'reader3', 'reader4', 'reader5', 'reader6', 'reader7', 'reader8', 'reader9', 'reader10', 'reader11', 'reader12', 'reader13', 'reader14', 'reader15', 'reader16', 'reader17', 'reader18', 'reader19', 'reader20', 'reader21', 'reader22', 'reader23', 'reader24', 'reader25']) {
  const dir = new URL(`../test/fixtures/${folder}/`, import.meta.url).pathname;
  mkdirSync(join(dir, 'expected'), { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!statSync(join(dir, name)).isFile()) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    writeFileSync(join(dir, 'expected', name), redactAsDocument(createRedactor(), text).text);
  }
}
