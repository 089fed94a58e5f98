// WNUT-17 dev (../shared/data/wnut17-dev.jsonl): 1,009 tweets, Reddit, YouTube and StackExchange
// posts. Derczynski, Nichols, van Erp, Limsopatham, "Results of the WNUT2017 Shared Task on
// Novel and Emerging Entity Recognition", W-NUT 2017; CC-BY-4.0. Noisy, often lower-case text.
// Products and creative works (entity null) count neither way. Skipped when the file is absent.
import { existsSync, readFileSync } from 'node:fs';
import { evaluate, pct, printOver } from './quality-measure.mjs';

const file = new URL('../../shared/data/wnut17-dev.jsonl', import.meta.url);
if (existsSync(file)) {
  const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const r = evaluate(docs);
  let mentions = 0;
  let hit = 0;
  console.log(`\nwnut17-dev.jsonl (WNUT-17, CC-BY-4.0, Derczynski et al. 2017): ${docs.length} texts, ${(r.chars / 1024).toFixed(0)} KB`);
  console.log(`${'entity'.padEnd(14)} ${'mentions'.padStart(8)} ${'recall'.padStart(7)} ${'tokens'.padStart(7)}`);
  for (const [entity, row] of [...r.per].sort((a, b) => a[0].localeCompare(b[0]))) {
    mentions += row.mentions;
    hit += row.hit;
    console.log(`${entity.padEnd(14)} ${String(row.mentions).padStart(8)} ${pct(row.hit / row.mentions)} ${pct(row.wordsHit / Math.max(1, row.words))}`);
  }
  console.log(`${'all'.padEnd(14)} ${String(mentions).padStart(8)} ${pct(hit / Math.max(1, mentions))}`);
  console.log(`over-redaction ${pct(r.overRedaction)} of ${r.outsideWords} non-entity words`);
  printOver(r);
  const recall = hit / Math.max(1, mentions);
  const ok = recall >= 0.6 && r.overRedaction <= 0.05;
  console.log(`WNUT-17 dev (issue 13): recall ${pct(recall).trim()} (target >= 60%) at over-redaction ${pct(r.overRedaction).trim()} (target <= 5%): ${ok ? 'met' : 'NOT met'}`);
} else {
  console.log(`\nwnut17-dev.jsonl: not found at ${file.pathname} (skipped)`);
}
