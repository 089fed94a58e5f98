/**
 * Counts, for a reading's texts (test/fixtures/<folder>/), the values a reader listed in
 * values/<file> (one a line; a line starting with `?` names a value no entity type holds and is
 * not counted) that the default redaction leaves standing (still found verbatim in the output):
 *   npx tsx scripts/reader-standing.ts reader4 [--show]
 * With --show it prints the standing values too (fixtures are fictitious; never run it on real data).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRedactor, redactAsDocument } from '../src/engine/redactor.js';

const folder = process.argv[2] ?? 'reader4';
const show = process.argv.includes('--show');
const dir = new URL(`../test/fixtures/${folder}/`, import.meta.url).pathname;
let total = 0;
let standing = 0;
for (const name of readdirSync(dir).sort()) {
  if (!statSync(join(dir, name)).isFile()) continue;
  const values = readFileSync(join(dir, 'values', name), 'utf8').split('\n').filter((v) => v !== '' && !v.startsWith('?'));
  const out = redactAsDocument(createRedactor(), readFileSync(join(dir, name), 'utf8')).text;
  const left = values.filter((v) => out.includes(v));
  total += values.length;
  standing += left.length;
  process.stdout.write(`${name.padEnd(28)} ${String(left.length).padStart(3)} of ${values.length}\n`);
  if (show) for (const v of left) process.stdout.write(`    ${v}\n`);
}
process.stdout.write(`all ${standing} of ${total} standing\n`);
