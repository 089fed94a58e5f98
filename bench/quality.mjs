// Quality benchmark: `npm run bench:quality` (builds first; imports the built engine in dist/).
// For every annotated set in fixtures/quality/*.jsonl ({id, text, spans: [{start, end, entity,
// identifier?}]}) it redacts each text with the default settings and prints, per entity type:
//   recall        share of gold mentions no longer intact (some finding covers part of them)
//   token recall  share of the gold mentions' words covered by findings
//   over-redaction share of words outside every gold span (any type) that findings cover
// TAB's `identifier`: NO_MASK mentions (a court's name, a country) may be kept, so recall
// counts DIRECT and QUASI mentions only; sets without the field count every mention.
// `node bench/quality.mjs --show-over` also prints, for each annotated set and WNUT-17, the
// over-redacted words (outside every gold span) counted by type and word, most frequent first.
import { readdirSync, readFileSync } from 'node:fs';
import { evaluate, pct, printOver } from './quality-measure.mjs';

const dir = new URL('../fixtures/quality/', import.meta.url);

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
  printOver(r);
}
(await import('./quality-ids.mjs')).qualityIds();
(await import('./quality-phone.mjs')).qualityPhone();
await import('./quality-wnut.mjs');
await import('./quality-secrets.mjs');

// Scanned pages (OCR): recall of PII words' pixels and over-redaction at 300 and 150 dpi.
await import('./quality-ocr.mjs');
