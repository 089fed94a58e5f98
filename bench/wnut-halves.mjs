// WNUT-17 dev split by line number, to guard against fitting the set: odd lines (1, 3, 5, …) are
// the development half, even lines the held-out half. `node bench/wnut-halves.mjs` prints both
// halves' recall and over-redaction; `node bench/wnut-halves.mjs --show odd` also prints, for
// each development text with a miss or a false positive, the gold spans and our findings
// (development only: the held-out half is measured, never read). Imports the built engine (dist/).
import { existsSync, readFileSync } from 'node:fs';
import { createRedactor, DocumentMemory } from '../dist/engine/index.js';
import { evaluate, pct } from './quality-measure.mjs';

const file = new URL('../../shared/data/wnut17-dev.jsonl', import.meta.url);
if (!existsSync(file)) {
  console.log(`wnut17-dev.jsonl: not found at ${file.pathname} (skipped)`);
} else {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const half = (odd) => lines.filter((_, i) => (i % 2 === 0) === odd).map((l) => JSON.parse(l));
  const show = process.argv.indexOf('--show');
  if (show >= 0) {
    if (process.argv[show + 1] !== 'odd') throw new Error('only the development half (odd) is shown');
    showHalf(half(true));
  }
  for (const [name, odd] of [['development (odd lines)', true], ['held-out (even lines)', false]]) {
    const r = evaluate(half(odd));
    let mentions = 0;
    let hit = 0;
    const parts = [];
    for (const [entity, row] of [...r.per].sort((a, b) => a[0].localeCompare(b[0]))) {
      mentions += row.mentions;
      hit += row.hit;
      parts.push(`${entity} ${pct(row.hit / row.mentions).trim()} of ${row.mentions}`);
    }
    console.log(`WNUT-17 ${name}: recall ${pct(hit / mentions).trim()} (${parts.join(', ')}), over-redaction ${(r.overRedaction * 100).toFixed(2)}% of ${r.outsideWords} words`);
  }
}

function showHalf(docs) {
  const redactor = createRedactor({});
  const filter = process.argv[process.argv.indexOf('--show') + 2];
  for (const doc of docs) {
    const memory = new DocumentMemory();
    redactor.recorder(memory).analyze(doc.text);
    const findings = redactor.forDocument(memory).analyze(doc.text);
    const gold = doc.spans.filter((s) => s.entity);
    const overlaps = (a, b) => a.start < b.end && b.start < a.end;
    const misses = gold.filter((g) => !findings.some((f) => overlaps(f, g)));
    const nulls = doc.spans.filter((s) => !s.entity);
    const extra = findings.filter((f) => !doc.spans.some((g) => overlaps(f, g)));
    void nulls;
    if (!misses.length && !extra.length) continue;
    if (filter === 'miss' && !misses.length) continue;
    if (filter === 'fp' && !extra.length) continue;
    console.log(`--- ${doc.id}: ${doc.text.replace(/\n/g, ' ⏎ ')}`);
    for (const g of misses) console.log(`  MISS ${g.entity} (${g.wnutLabel}): ${doc.text.slice(g.start, g.end)}`);
    for (const f of extra) console.log(`  FP   ${f.entity}: ${doc.text.slice(f.start, f.end)}`);
  }
}
