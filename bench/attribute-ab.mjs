// Where two builds' calls differ, detector by detector: bench/attribute.mjs --all (each detector's
// find() and validate() and the keyword pass timed inside a real analyze() call with all 15 types
// on the bench corpus), for two builds in one process, in interleaved rounds so the machine's load
// falls on both alike. CPU ms per call, median of the rounds; rows sorted by the difference.
// Usage: npm run build && node bench/attribute-ab.mjs <reference>/dist dist [rounds]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const [refDist, newDist, roundsArg] = process.argv.slice(2);
if (!newDist) {
  console.error('usage: node bench/attribute-ab.mjs <reference dist> <dist> [rounds]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 7);
const CALLS = 10;
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const builds = [];
for (const dist of [refDist, newDist]) {
  const base = pathToFileURL(resolve(dist)).href;
  const { DETECTORS } = await import(`${base}/detectors/index.js`);
  const { analyze } = await import(`${base}/engine/analyze.js`);
  const { KeywordPlan } = await import(`${base}/engine/keywords.js`);
  const { BoundedMemo } = await import(`${base}/detectors/lib/bounded-memo.js`);
  const b = { dist, analyze, BoundedMemo, spent: new Map(), rounds: new Map() };
  const add = (key, t0) => b.spent.set(key, (b.spent.get(key) ?? 0) + cpu() - t0);
  b.detectors = DETECTORS.map((d) => ({
    ...d,
    findEach: undefined,
    find: d.find && ((text, ctx) => {
      const t0 = cpu();
      const found = [...d.find(text, ctx)];
      add(d.id, t0);
      return found;
    }),
    validate: d.validate && ((value, ctx) => {
      const t0 = cpu();
      const v = d.validate(value, ctx);
      add(`${d.id} (validate)`, t0);
      return v;
    }),
  }));
  const occurrences = KeywordPlan.prototype.occurrences;
  KeywordPlan.prototype.occurrences = function (text) {
    const t0 = cpu();
    const hits = occurrences.call(this, text);
    add('(keyword pass)', t0);
    return hits;
  };
  builds.push(b);
}
let flip = 0;
const run = (b, calls) => {
  for (let i = 0; i < calls; i++) {
    b.BoundedMemo.forgetValues();
    const t0 = cpu();
    b.analyze(corpus + (flip++ % 2 ? ' ' : ''), { detectors: b.detectors });
    b.spent.set('(whole call)', (b.spent.get('(whole call)') ?? 0) + cpu() - t0);
  }
};
for (const b of builds) run(b, 40);
for (let round = 0; round < ROUNDS; round++) {
  for (const b of builds) {
    b.spent.clear();
    run(b, CALLS);
    for (const [k, v] of b.spent) {
      if (!b.rounds.has(k)) b.rounds.set(k, []);
      b.rounds.get(k).push(v / CALLS);
    }
  }
}
const median = (xs) => {
  if (!xs) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return s[s.length >> 1];
};
const keys = new Set([...builds[0].rounds.keys(), ...builds[1].rounds.keys()]);
const rows = [...keys].map((k) => [k, median(builds[0].rounds.get(k)), median(builds[1].rounds.get(k))]);
const sum = (j) => rows.filter((r) => r[0] !== '(whole call)').reduce((s, r) => s + r[j], 0);
const whole = rows.find((r) => r[0] === '(whole call)');
rows.push(['(engine: whole call minus the rows)', whole[1] - sum(1), whole[2] - sum(2)]);
rows.sort((a, b) => Math.abs(b[2] - b[1]) - Math.abs(a[2] - a[1]));
console.log(`${'ms CPU per call (median of ' + ROUNDS + ' rounds)'.padEnd(40)} ${'ref'.padStart(8)} ${'new'.padStart(8)} ${'diff'.padStart(8)}`);
for (const [k, a, b] of rows) {
  if (Math.max(a, b) < 0.01) continue;
  console.log(`  ${k.padEnd(38)} ${a.toFixed(3).padStart(8)} ${b.toFixed(3).padStart(8)} ${(b - a).toFixed(3).padStart(8)}`);
}
