// Quality benchmark: `npm run bench:quality` (builds first; imports the built engine in dist/).
// For every annotated set in fixtures/quality/*.jsonl ({id, text, spans: [{start, end, entity,
// identifier?}]}) it redacts each text with the default settings and prints, per entity type:
//   recall        share of gold mentions no longer intact (some finding covers part of them)
//   token recall  share of the gold mentions' words covered by findings
//   over-redaction share of words outside every gold span (any type) that findings cover
// TAB's `identifier`: NO_MASK mentions (a court's name, a country) may be kept, so recall
// counts DIRECT and QUASI mentions only; sets without the field count every mention.
import { readdirSync, readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/index.js';

const dir = new URL('../fixtures/quality/', import.meta.url);
const WORD = /[\p{L}\p{N}]+/gu;

function covered(findings, start, end) {
  // findings are sorted and non-overlapping: binary search the first that ends after start.
  let lo = 0;
  let hi = findings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (findings[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < findings.length && findings[lo].start < end;
}

function evaluate(docs) {
  const per = new Map();
  let outsideWords = 0;
  let outsideChanged = 0;
  let chars = 0;
  let ms = 0;
  for (const doc of docs) {
    chars += doc.text.length;
    const t0 = performance.now();
    const findings = analyze(doc.text);
    ms += performance.now() - t0;
    const gold = [...doc.spans].sort((a, b) => a.start - b.start);
    for (const s of gold) {
      if (s.identifier === 'NO_MASK') continue;
      const row = per.get(s.entity) ?? { mentions: 0, hit: 0, words: 0, wordsHit: 0 };
      per.set(s.entity, row);
      row.mentions++;
      if (covered(findings, s.start, s.end)) row.hit++;
      for (const m of doc.text.slice(s.start, s.end).matchAll(WORD)) {
        row.words++;
        const a = s.start + m.index;
        if (covered(findings, a, a + m[0].length)) row.wordsHit++;
      }
    }
    // Words outside every gold span, whatever its identifier.
    let g = 0;
    for (const m of doc.text.matchAll(WORD)) {
      const a = m.index;
      const b = a + m[0].length;
      while (g < gold.length && gold[g].end <= a) g++;
      let inside = false;
      for (let k = g; k < gold.length && gold[k].start < b; k++) if (gold[k].end > a) inside = true;
      if (inside) continue;
      outsideWords++;
      if (covered(findings, a, b)) outsideChanged++;
    }
  }
  return { per, overRedaction: outsideChanged / Math.max(1, outsideWords), outsideWords, chars, ms };
}

const pct = (n) => `${(n * 100).toFixed(1)}%`.padStart(7);
const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
for (const file of files) {
  const docs = readFileSync(new URL(file, dir), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const hasIdentifiers = docs.some((d) => d.spans.some((s) => s.identifier));
  const r = evaluate(docs);
  console.log(`\n${file}: ${docs.length} texts, ${(r.chars / 1024).toFixed(0)} KB${hasIdentifiers ? ' — recall over DIRECT+QUASI mentions (NO_MASK may be kept)' : ''}`);
  console.log(`${'entity'.padEnd(14)} ${'mentions'.padStart(8)} ${'recall'.padStart(7)} ${'tokens'.padStart(7)}`);
  for (const [entity, row] of [...r.per].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`${entity.padEnd(14)} ${String(row.mentions).padStart(8)} ${pct(row.hit / row.mentions)} ${pct(row.wordsHit / Math.max(1, row.words))}`);
  }
  console.log(`over-redaction ${pct(r.overRedaction)} of ${r.outsideWords} non-entity words`);
}
await import('./quality-secrets.mjs');
