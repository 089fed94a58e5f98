// API_KEY quality on fixtures/secrets-quality/secrets.jsonl (written by
// fixtures/secrets-quality/make.mjs from every secret rule's examples, each in five carriers):
//   recall           share of true-positive texts where an API_KEY finding covers the secret
//   exact            share where one finding is exactly the secret
//   false positives  share of false-positive texts with any API_KEY finding (those that
//                    another gitleaks rule reports are counted apart)
// Run by `npm run bench:quality` (bench/quality.mjs); imports the built engine in dist/.
import { readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/index.js';

const docs = readFileSync(new URL('../fixtures/secrets-quality/secrets.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const pct = (a, b) => `${((a / Math.max(1, b)) * 100).toFixed(1)}%`;
const byCarrier = new Map();
const missedRules = new Map();
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
