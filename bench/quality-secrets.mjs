// API_KEY quality on fixtures/secrets-quality/secrets.jsonl (written by
// fixtures/secrets-quality/make.mjs from every secret rule's examples, each in five carriers):
//   recall           share of true-positive texts where an API_KEY finding covers the secret
//   exact            share where one finding is exactly the secret
//   false positives  share of false-positive texts with any API_KEY finding (those that
//                    another gitleaks rule reports are counted apart)
// Run by `npm run bench:quality` (bench/quality.mjs); imports the built engine in dist/.
//   node bench/quality-secrets.mjs [dist-dir] [--rules] [--misses]
//   --rules   recall per rule (every rule with a miss) and per carrier, as counts
//   --misses  each missed text's id, rule and carrier (no values: read them in the set by id)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const distArg = args.find((a) => !a.startsWith('--'));
const { analyze } = await import(distArg ? pathToFileURL(resolve(distArg, 'engine/index.js')).href : '../dist/engine/index.js');

const docs = readFileSync(new URL('../fixtures/secrets-quality/secrets.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const pct = (a, b) => `${((a / Math.max(1, b)) * 100).toFixed(1)}%`;
const byCarrier = new Map();
const missedRules = new Map();
const perRule = new Map();
const missed = [];
const fpRules = new Map();
let tp = 0;
let hit = 0;
let exact = 0;
let fp = 0;
let flagged = 0;
let elsewhere = 0;
let elsewhereFlagged = 0;
for (const doc of docs) {
  const keys = analyze(doc.text).filter((f) => f.entity === 'API_KEY');
  const row = byCarrier.get(doc.carrier) ?? { tp: 0, hit: 0, fp: 0, flagged: 0 };
  byCarrier.set(doc.carrier, row);
  if (doc.kind === 'tp') {
    const { start, end } = doc.spans[0];
    const covers = keys.some((f) => f.start <= start && f.end >= end);
    tp++;
    row.tp++;
    const r = perRule.get(doc.rule) ?? { tp: 0, hit: 0 };
    perRule.set(doc.rule, r);
    r.tp++;
    if (covers) r.hit++;
    else missed.push(doc);
    if (covers) {
      hit++;
      row.hit++;
    } else missedRules.set(doc.rule, (missedRules.get(doc.rule) ?? 0) + 1);
    if (keys.some((f) => f.start === start && f.end === end)) exact++;
  } else if (doc.kind === 'fp-elsewhere') {
    elsewhere++;
    if (keys.length) elsewhereFlagged++;
  } else {
    fp++;
    row.fp++;
    if (keys.length) {
      missed.push(doc);
      flagged++;
      row.flagged++;
      fpRules.set(doc.rule, (fpRules.get(doc.rule) ?? 0) + 1);
    }
  }
}
console.log(`\nsecrets-quality/secrets.jsonl: ${docs.length} texts (${tp} true positives, ${fp} false positives, every rule's examples in five carriers)`);
console.log(`API_KEY recall ${pct(hit, tp)} (exact span ${pct(exact, tp)}), false positives ${pct(flagged, fp)} (${flagged} of ${fp})`);
console.log(`gitleaks false positives that another gitleaks rule reports (its generic-api-key, jwt): ${elsewhereFlagged} of ${elsewhere} flagged`);
console.log(`by carrier: ${[...byCarrier].map(([c, r]) => `${c} ${pct(r.hit, r.tp)} / fp ${pct(r.flagged, r.fp)}`).join('; ')}`);
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([r, k]) => `${r} ${k}`).join(', ');
if (missedRules.size) console.log(`most missed rules: ${top(missedRules)}`);
if (fpRules.size) console.log(`most false positives from the examples of: ${top(fpRules)}`);
if (args.includes('--rules')) {
  console.log('\nby carrier (found of true positives, flagged of false positives):');
  for (const [c, r] of byCarrier) console.log(`  ${c.padEnd(9)} ${r.hit}/${r.tp}  fp ${r.flagged}/${r.fp}`);
  console.log('rules with a miss (found of true positives):');
  for (const [id, r] of [...perRule].filter(([, r]) => r.hit < r.tp).sort((a, b) => b[1].tp - b[1].hit - (a[1].tp - a[1].hit))) console.log(`  ${id.padEnd(34)} ${r.hit}/${r.tp}`);
}
if (args.includes('--misses')) {
  console.log('\nmissed true positives and flagged false positives (id kind rule carrier):');
  for (const d of missed) console.log(`  ${d.id} ${d.kind} ${d.rule} ${d.carrier}`);
}
