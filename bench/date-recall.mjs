// DATE recall on real running text: the TAB court judgments (see /work/shared/data/README.md,
// Pilán et al. 2022, MIT licence, © Norsk Regnesentral). A gold DATE mention counts as removed
// when any finding of the whole engine overlaps it (after redaction it is no longer intact).
// Over-redaction: DATE findings that overlap no gold mention of any type.
// Usage: npm run build && node bench/date-recall.mjs [path/to/tab-dev.jsonl]
import { readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/index.js';

const file = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/work/shared/data/tab-dev.jsonl';
const docs = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));

const overlaps = (a, b) => a.start < b.end && b.start < a.end;
// TAB's DATETIME also covers durations ("three months", "14 years' imprisonment"); they are
// not dates and the detector leaves them alone, so they are counted separately.
const DURATION = /\b(?:days?|weeks?|months?|years?|hours?|minutes?|centur(?:y|ies)|decades?)\b|^\d+-\w+$/i;

const tally = () => ({ gold: 0, removed: 0 });
const all = tally();
const masked = tally(); // TAB's DIRECT and QUASI identifiers: the ones that must go
const dates = tally(); // everything but durations
let findings = 0;
let spurious = 0;
const missed = [];
const extra = [];
for (const doc of docs) {
  const found = analyze(doc.text);
  const gold = doc.spans.filter((s) => s.entity === 'DATE');
  for (const g of gold) {
    const hit = found.some((f) => overlaps(f, g));
    const value = doc.text.slice(g.start, g.end);
    const groups = [all];
    if (g.identifier !== 'NO_MASK') groups.push(masked);
    if (!DURATION.test(value)) groups.push(dates);
    for (const t of groups) {
      t.gold++;
      if (hit) t.removed++;
    }
    if (!hit && !DURATION.test(value)) missed.push(value);
  }
  for (const f of found.filter((f) => f.entity === 'DATE')) {
    findings++;
    if (!doc.spans.some((s) => overlaps(f, s))) {
      spurious++;
      extra.push(doc.text.slice(Math.max(0, f.start - 20), f.start) + '[' + doc.text.slice(f.start, f.end) + ']' + doc.text.slice(f.end, f.end + 20));
    }
  }
}

const pct = (t) => `${((100 * t.removed) / t.gold).toFixed(1)}% (${t.removed}/${t.gold})`;
console.log(`TAB ${docs.length} documents, gold DATE mentions no longer intact after redaction:`);
console.log(`  all mentions:                   ${pct(all)}`);
console.log(`  DIRECT+QUASI (must be masked):  ${pct(masked)}`);
console.log(`  excluding durations:            ${pct(dates)}`);
console.log(`over-redaction: ${spurious} of ${findings} DATE findings overlap no gold mention (${((100 * spurious) / findings).toFixed(1)}%)`);
if (process.argv.includes('--show')) {
  console.log('\nmissed (not durations):\n  ' + missed.join('\n  '));
  console.log('\nspurious:\n  ' + extra.map((e) => e.replace(/\n/g, ' ')).join('\n  '));
}
