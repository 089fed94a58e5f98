// Where the time of one engine call goes, detector by detector, in the 12-type configuration
// of `npm run bench` (or all types with --all): each detector's find() and validate() and the
// keyword pass are timed inside a real analyze() call on fresh texts (see cpu.mjs). A scan
// shared by several detectors (digit runs, token runs, the ID shapes) is counted by the first
// that asks for it in the call, which bench/detectors.mjs (each detector alone) can't show.
// Wall time of this process; run on an idle machine. Usage: npm run build && node bench/attribute.mjs [--all]
import { readFileSync } from 'node:fs';
import { DETECTORS } from '../dist/detectors/index.js';
import { analyze } from '../dist/engine/analyze.js';
import { KeywordPlan } from '../dist/engine/keywords.js';
import { BoundedMemo } from '../dist/detectors/lib/bounded-memo.js';
import { alternating } from './cpu.mjs';

const all = process.argv.includes('--all');
const detectors = DETECTORS.filter((d) => all || !d.encloses);
const next = alternating(readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8'));
const spent = new Map();
const now = () => performance.now();
const add = (key, t0) => spent.set(key, (spent.get(key) ?? 0) + now() - t0);
const timed = detectors.map((d) => ({
  ...d,
  // A finder that emits its candidates (findEach) is timed through the list its find() makes.
  findEach: undefined,
  find: d.find && ((text, ctx) => {
    const t0 = now();
    const found = [...d.find(text, ctx)];
    add(d.id, t0);
    return found;
  }),
  validate: d.validate && ((value, ctx) => {
    const t0 = now();
    const v = d.validate(value, ctx);
    add(`${d.id} (validate)`, t0);
    return v;
  }),
}));
const occurrences = KeywordPlan.prototype.occurrences;
KeywordPlan.prototype.occurrences = function (text) {
  const t0 = now();
  const hits = occurrences.call(this, text);
  add('(keyword pass)', t0);
  return hits;
};

const WARM = 200;
const CALLS = 600;
let total = 0;
for (let i = 0; i < WARM + CALLS; i++) {
  if (i === WARM) spent.clear();
  BoundedMemo.forgetValues();
  const t0 = now();
  analyze(next(), { detectors: timed });
  if (i >= WARM) total += now() - t0;
}
const rows = [...spent].sort((a, b) => b[1] - a[1]);
const attributed = rows.reduce((s, [, v]) => s + v, 0);
console.log(`analyze(): ${(total / CALLS).toFixed(2)} ms per call; detectors and keyword pass ${(attributed / CALLS).toFixed(2)}, the engine the rest`);
for (const [k, v] of rows) if (v / CALLS >= 0.005) console.log(`  ${k.padEnd(32)} ${(v / CALLS).toFixed(3)} ms`);
