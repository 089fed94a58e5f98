// National IDs and tax numbers on the development set ../shared/data/ids-dev.jsonl (see its
// README): random valid numbers of 99 python-stdnum formats in short sentences, half of them
// naming the identifier, and near-misses (one digit changed, checksum broken). Prints, per
// entity type, recall with and without a context word (a gold span counts when a finding of
// its type covers it whole), the near-misses that were altered (any finding overlapping them)
// with and without a context word, and the formats below 100%; then the share of random digit
// runs (seeded; 8 to 13 bare digits, and common groupings) that any finding alters in a
// sentence with no context word: order, parcel and invoice numbers that must stay.
// Run by bench/quality.mjs (npm run bench:quality) or alone after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/index.js';
import { IdFinder } from '../dist/detectors/national-ids/find.js';
import { ID_FORMATS } from '../dist/detectors/national-ids/registry.js';

const file = new URL('../../shared/data/ids-dev.jsonl', import.meta.url);

export function qualityIds() {
  if (!existsSync(file)) {
    console.log('\nids-dev.jsonl: not found next to the worktree (../shared/data), skipped');
    return;
  }
  const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const recall = new Map(); // `${entity} ${ctx}` -> {n, hit}
  const formats = new Map(); // format -> {n, hit, misses: []}
  const near = { ctx: { n: 0, hit: 0, ids: 0 }, bare: { n: 0, hit: 0, ids: 0 } };
  const nearFormats = new Map();
  let wrongType = 0;
  for (const doc of docs) {
    const findings = analyze(doc.text);
    for (const span of doc.spans) {
      // Some gold spans end with the space python-stdnum's format() printed after the number.
      const s = { ...span, end: span.start + doc.text.slice(span.start, span.end).trimEnd().length };
      const key = `${s.entity} ${s.contextWord ? 'with context' : 'no context'}`;
      const row = recall.get(key) ?? { n: 0, hit: 0, any: 0 };
      recall.set(key, row);
      const f = formats.get(s.format) ?? { n: 0, hit: 0, misses: [] };
      formats.set(s.format, f);
      row.n++;
      f.n++;
      const whole = findings.filter((x) => x.start <= s.start && x.end >= s.end);
      if (findings.some((x) => x.start < s.end && x.end > s.start)) row.any++;
      if (whole.some((x) => x.entity === s.entity)) {
        row.hit++;
        f.hit++;
      } else {
        if (whole.length) wrongType++;
        f.misses.push(`${s.contextWord ? 'C' : '-'} ${JSON.stringify(doc.text)}${whole.length ? ` (${whole.map((x) => x.entity).join(',')})` : ''}`);
      }
    }
    for (const m of doc.nearMisses) {
      const row = m.contextWord ? near.ctx : near.bare;
      row.n++;
      const over = findings.filter((x) => x.start < m.end && x.end > m.start);
      if (over.length) {
        row.hit++;
        if (over.some((x) => x.entity === 'NATIONAL_ID' || x.entity === 'VAT_NUMBER')) row.ids++;
        if (!m.contextWord) nearFormats.set(m.format, [...(nearFormats.get(m.format) ?? []), JSON.stringify(doc.text)]);
      }
    }
  }
  const pct = (a, n) => `${((a / Math.max(1, n)) * 100).toFixed(1)}%`.padStart(7);
  console.log(`\nids-dev.jsonl: ${docs.length} texts — recall: a finding of the span's type covers it whole; any type: some finding alters it`);
  console.log(`${'entity'.padEnd(28)} ${'spans'.padStart(5)} ${'recall'.padStart(7)} ${'any type'.padStart(8)}`);
  for (const [key, row] of [...recall].sort()) console.log(`${key.padEnd(28)} ${String(row.n).padStart(5)} ${pct(row.hit, row.n)} ${pct(row.any, row.n).padStart(8)}`);
  console.log(`${'(found as another type)'.padEnd(28)} ${String(wrongType).padStart(5)}`);
  console.log(`${'near-misses altered, no ctx'.padEnd(28)} ${String(near.bare.n).padStart(5)} ${pct(near.bare.hit, near.bare.n)}   (as NATIONAL_ID/VAT_NUMBER ${pct(near.bare.ids, near.bare.n).trim()})`);
  console.log(`${'near-misses altered, ctx'.padEnd(28)} ${String(near.ctx.n).padStart(5)} ${pct(near.ctx.hit, near.ctx.n)}   (as NATIONAL_ID/VAT_NUMBER ${pct(near.ctx.ids, near.ctx.n).trim()})`);
  randomRuns(process.env.IDS_VERBOSE === '1');
  const below = [...formats].filter(([, f]) => f.hit < f.n).sort((a, b) => a[1].hit / a[1].n - b[1].hit / b[1].n);
  console.log(`formats below 100%: ${below.length} of ${formats.size}`);
  const verbose = process.env.IDS_VERBOSE === '1';
  for (const [format, f] of below) {
    console.log(`  ${format.padEnd(26)} ${f.hit}/${f.n}`);
    if (verbose) for (const m of f.misses) console.log(`      ${m}`);
  }
  if (nearFormats.size) {
    console.log(`near-misses altered without a context word, by format:`);
    for (const [format, texts] of nearFormats) {
      console.log(`  ${format.padEnd(26)} ${texts.length}`);
      if (verbose) for (const t of texts) console.log(`      ${t}`);
    }
  }
}

/**
 * Random digit runs (seeded) in a neutral sentence, bare of each length from 8 to 13 and in the
 * groupings identifiers and phone numbers share: the share that any finding alters. `verbose`:
 * also what altered them, per layout (the detector, and for national-ids the formats that take
 * the span, each format tried alone: which of them to make need a word).
 */
function randomRuns(verbose = false) {
  const claims = verbose ? new Map() : undefined;
  let seed = 12345;
  const next = (n) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
  const layouts = [[8], [9], [10], [11], [12], [13], [3, 3, 2], [3, 3, 3], [4, 4], [2, 2, 2, 2], [4, 3, 3], [6, 4], [3, 2, 4]];
  const out = [];
  for (const groups of layouts) {
    const n = 1000;
    let hit = 0;
    for (let i = 0; i < n; i++) {
      const run = groups
        .map((g, k) => {
          let digits = k === 0 ? String(1 + next(9)) : '';
          while (digits.length < g) digits += next(10);
          return digits;
        })
        .join(' ');
      const text = `The parcel ${run} arrived on Monday.`;
      const start = text.indexOf(run);
      const altering = analyze(text).filter((f) => f.start < start + run.length && f.end > start);
      if (altering.length) hit++;
      if (claims) for (const f of altering) count(claims, `${groups.join('-')}`, claimant(text, f));
    }
    out.push(`${groups.length === 1 ? `${groups[0]} digits` : groups.join('-')}: ${((hit / n) * 100).toFixed(1)}%`);
  }
  console.log(`random digit runs altered, no ctx (1,000 each; order and parcel numbers that must stay):`);
  console.log(`  ${out.slice(0, 6).join('  ')}`);
  console.log(`  ${out.slice(6).join('  ')}`);
  if (!claims) return;
  console.log(`  altered by (per 1,000 runs):`);
  for (const [layout, by] of claims) {
    console.log(`    ${layout.padEnd(8)} ${[...by].sort((a, b) => b[1] - a[1]).map(([k, c]) => `${k} ${c}`).join(', ')}`);
  }
}

let finders;
/** "detector" of a finding, or for national-ids the formats (tried one by one) that take its span. */
function claimant(text, finding) {
  if (finding.detector !== 'national-ids') return finding.detector;
  finders ??= ID_FORMATS.map((format) => [format.id, new IdFinder([format])]);
  const ids = finders.filter(([, finder]) => finder.find(text).some((c) => c.start === finding.start && c.end === finding.end));
  return ids.map(([id]) => id).join('+') || 'national-ids';
}

function count(map, key, sub) {
  const by = map.get(key) ?? new Map();
  map.set(key, by);
  by.set(sub, (by.get(sub) ?? 0) + 1);
}

if (import.meta.url === `file://${process.argv[1]}`) qualityIds();
