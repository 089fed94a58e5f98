/**
 * Counts, for a reading's texts (test/fixtures/<folder>/), the values a reader listed in
 * values/<file> (one a line; a line starting with `?` names a value no entity type holds and is
 * not counted; a line starting with `~` names what may be removed but need not be, as an
 * organization, an institution's contact details, a place, a person named again in another
 * form, and is not counted either) that the default redaction leaves standing (still found
 * verbatim in the output), and those left in part (some of their letters or digits in no finding):
 *   npx tsx scripts/reader-standing.ts reader4 [--show] [--over]
 * With --show it prints the standing values too; with --over it counts the words of findings
 * other than dates (the DATE type takes every date) that overlap no listed value (`?` and `~`
 * lines included): words that name no one, removed, and prints them with --show. Fixtures are
 * fictitious; never run it on real data.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRedactor, redactAsDocument } from '../src/engine/redactor.js';

const folder = process.argv[2] ?? 'reader4';
const show = process.argv.includes('--show');
const over = process.argv.includes('--over');
const dir = new URL(`../test/fixtures/${folder}/`, import.meta.url).pathname;
let total = 0;
let standing = 0;
let overWords = 0;
let partly = 0;

/** Where each listed value occurs in the text: [start, end) pairs. */
function occurrences(text: string, values: string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const v of values) {
    for (let at = text.indexOf(v); at !== -1; at = text.indexOf(v, at + 1)) spans.push([at, at + v.length]);
  }
  return spans;
}

for (const name of readdirSync(dir).sort()) {
  if (!statSync(join(dir, name)).isFile()) continue;
  const lines = readFileSync(join(dir, 'values', name), 'utf8').split('\n').filter((v) => v !== '');
  const values = lines.filter((v) => !v.startsWith('?') && !v.startsWith('~'));
  const text = readFileSync(join(dir, name), 'utf8');
  const result = redactAsDocument(createRedactor(), text);
  const left = values.filter((v) => result.text.includes(v));
  // A value left in part: no longer verbatim in the output, but some of its letters or digits in
  // no finding ("C/ Pintor Sobejano 27, 3º izq., [ADDRESS]").
  const covered = new Uint8Array(text.length);
  for (const f of result.findings) covered.fill(1, f.start, f.end);
  const inPart = values.filter((v) => !left.includes(v) && occurrences(text, [v]).some(([s, e]) => {
    for (let i = s; i < e; i++) if (!covered[i] && /[\p{L}\p{N}]/u.test(text[i]!)) return true;
    return false;
  }));
  total += values.length;
  standing += left.length;
  partly += inPart.length;
  let line = `${name.padEnd(28)} ${String(left.length).padStart(3)} of ${values.length}${inPart.length ? ` (${inPart.length} in part)` : ''}`;
  const extra: string[] = [];
  if (over) {
    const listed = occurrences(text, lines.map((v) => (v.startsWith('?') || v.startsWith('~') ? v.slice(1) : v)));
    let words = 0;
    for (const f of result.findings) {
      if (f.entity === 'DATE' || listed.some(([s, e]) => s < f.end && f.start < e)) continue;
      const piece = text.slice(f.start, f.end);
      words += piece.split(/\s+/).filter((w) => w !== '').length;
      extra.push(`    over ${f.entity}: ${piece.replace(/\n/g, '\\n')}`);
    }
    overWords += words;
    line += `   over-redacted words ${words}`;
  }
  process.stdout.write(`${line}\n`);
  if (show) for (const v of left) process.stdout.write(`    ${v}\n`);
  if (show) {
    for (const v of inPart) {
      const [s, e] = occurrences(text, [v]).find(([s, e]) => [...text.slice(s, e)].some((ch, i) => !covered[s + i] && /[\p{L}\p{N}]/u.test(ch)))!;
      const kept = [...text.slice(s, e)].map((ch, i) => (covered[s + i] ? '·' : ch)).join('');
      process.stdout.write(`    in part: ${v}   (left: ${kept})\n`);
    }
  }
  if (show) for (const x of extra) process.stdout.write(`${x}\n`);
}
process.stdout.write(`all ${standing} of ${total} standing, ${partly} more in part${over ? `, ${overWords} words over-redacted` : ''}\n`);
