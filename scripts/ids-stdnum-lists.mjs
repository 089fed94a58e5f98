// The valid and invalid numbers that python-stdnum's maintainers publish in their tests
// (tests/test_<cc>_<module>.doctest, and each module's docstring), run through the engine in a
// sentence without a word naming them and in one with the format's first context word: per
// format, how many valid numbers are found whole as its entity, and how many invalid ones any
// finding alters. An independent list of real print forms, to check shapes and validation
// against (ids-dev.jsonl is a development set; its numbers are not to be fitted).
// Usage: npm run build && node scripts/ids-stdnum-lists.mjs <python-stdnum checkout> [--show]
//   --show also prints the numbers missed and the invalid ones altered (for debugging a format).
import { existsSync, readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/index.js';
import { ID_FORMATS } from '../dist/detectors/national-ids/registry.js';

const root = process.argv[2];
const show = process.argv.includes('--show');
const only = process.argv.slice(3).filter((a) => !a.startsWith('--'));
if (!root || !existsSync(`${root}/tests`)) throw new Error('usage: node scripts/ids-stdnum-lists.mjs <python-stdnum checkout> [--show] [format…]');

/** The numbers of a doctest's `numbers = '''…'''` blocks: [valid[], invalid[]]. */
function testLists(file) {
  const valid = [];
  const invalid = [];
  if (!existsSync(file)) return [valid, invalid];
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^>>> numbers = '''/.test(lines[i])) continue;
    const block = [];
    for (i++; i < lines.length && !/'''/.test(lines[i]); i++) block.push(lines[i].replace(/^\.\.\. ?/, '').trim());
    while (i < lines.length && !/(?:is_valid|validate)\(x[,)]/.test(lines[i])) i++;
    (/not \w+\.(?:is_valid|validate)\(x[,)]/.test(lines[i] ?? '') ? valid : invalid).push(...block.map((x) => x.trim()).filter(Boolean));
  }
  return [valid, invalid];
}

/** A module docstring's `validate('…')` lines: valid when not followed by a Traceback. */
function docstring(file) {
  const valid = [];
  const invalid = [];
  if (!existsSync(file)) return [valid, invalid];
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1] ?? '';
    // format()'s output: the printed form python-stdnum makes of a number.
    if (/^>>> format\('[^']+'\)/.test(lines[i]) && /^'[^']+'$/.test(next)) valid.push(next.slice(1, -1).trim());
    const m = /^>>> (?:validate|is_valid)\('([^']+)'\)/.exec(lines[i]);
    if (!m) continue;
    if (/^Traceback|^False/.test(next)) invalid.push(m[1].trim());
    else if (/^True|^'/.test(next)) valid.push(m[1].trim());
  }
  return [valid, invalid];
}

const rows = [];
for (const format of ID_FORMATS) {
  if (only.length && !only.includes(format.id)) continue;
  const [cc, mod] = format.id.split('/');
  const base = mod ? `${cc}_${mod}` : cc;
  const [tv, ti] = testLists(`${root}/tests/test_${base.replace(/_+/g, '_')}.doctest`);
  const [dv, di] = docstring(`${root}/stdnum/${format.id}${mod ? '.py' : '.py'}`);
  const valid = [...new Set([...tv, ...dv])];
  const invalid = [...new Set([...ti, ...di])].filter((x) => !valid.includes(x));
  if (!valid.length && !invalid.length) continue;
  const word = format.context[0];
  const row = { id: format.id, n: valid.length, bare: 0, ctx: 0, ni: invalid.length, altered: 0, missed: [], alteredBy: [] };
  for (const x of valid) {
    const hit = (text) => {
      const start = text.indexOf(x);
      return analyze(text).some((f) => f.entity === format.entity && f.start <= start && f.end >= start + x.length);
    };
    const b = hit(`The figure ${x} was noted.`);
    const c = hit(`${word}: ${x}`);
    if (b) row.bare++;
    if (c) row.ctx++;
    if (!b || !c) row.missed.push(`${b ? '' : '-'}${c ? '' : 'C'} ${show ? x : x.replace(/[0-9]/g, '9').replace(/[A-Za-z]/g, 'A')}`);
  }
  for (const x of invalid) {
    const text = `The figure ${x} was noted.`;
    const start = text.indexOf(x);
    const over = analyze(text).filter((f) => f.start < start + x.length && f.end > start);
    if (over.length) {
      row.altered++;
      row.alteredBy.push(`${show ? x : x.replace(/[0-9]/g, '9').replace(/[A-Za-z]/g, 'A')} (${over.map((f) => f.detector).join(',')})`);
    }
  }
  rows.push(row);
}
let n = 0, bare = 0, ctx = 0, ni = 0, altered = 0;
console.log(`${'format'.padEnd(28)} valid  found-no-ctx  found-ctx  invalid  altered`);
for (const r of rows) {
  n += r.n; bare += r.bare; ctx += r.ctx; ni += r.ni; altered += r.altered;
  console.log(`${r.id.padEnd(28)} ${String(r.n).padStart(5)} ${String(r.bare).padStart(13)} ${String(r.ctx).padStart(10)} ${String(r.ni).padStart(8)} ${String(r.altered).padStart(8)}`);
  const counts = new Map();
  for (const m of r.missed) counts.set(m, (counts.get(m) ?? 0) + 1);
  for (const [m, k] of counts) console.log(`    missed ${m}${k > 1 ? ` x${k}` : ''}`);
  for (const a of r.alteredBy) console.log(`    altered ${a}`);
}
console.log(`total: ${n} valid, ${bare} found without a word, ${ctx} with one; ${ni} invalid, ${altered} altered without a word`);
