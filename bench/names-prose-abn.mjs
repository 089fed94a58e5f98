// The names analysis (PERSON_NAME / ORGANIZATION / ADDRESS, names-analysis.ts) of two builds side
// by side on the bench corpus, in ms of CPU per call: the address detector's find(), which runs
// the shared analysis, timed inside a real analyze() call with all 15 types; seven rounds of 20
// calls per build, interleaved, after a warm-up; prints each round, the median and the whole call's median.
// Usage: npm run build && node bench/names-prose-abn.mjs <reference>/dist dist
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const dists = process.argv.slice(2);
if (dists.length !== 2) {
  console.error('usage: node bench/names-prose-abn.mjs <reference dist> <dist>');
  process.exit(2);
}
const builds = [];
for (const dist of dists) {
  const base = pathToFileURL(resolve(dist)).href;
  const { DETECTORS } = await import(`${base}/detectors/index.js`);
  const { analyze } = await import(`${base}/engine/analyze.js`);
  const { BoundedMemo } = await import(`${base}/detectors/lib/bounded-memo.js`);
  const b = { dist, analyze, BoundedMemo, names: 0, total: 0 };
  const time = (d) => ({ ...d, findEach: undefined, find: (text, ctx) => {
    const t0 = cpu();
    const found = [...d.find(text, ctx)];
    b.names += cpu() - t0;
    return found;
  } });
  b.detectors = DETECTORS.map((d) => (d.id === 'address' ? time(d) : d));
  builds.push(b);
}
let flip = 0;
const run = (b, calls) => {
  for (let i = 0; i < calls; i++) {
    b.BoundedMemo.forgetValues();
    const t0 = cpu();
    // A different string each call, as bench/prose-abn.mjs does.
    b.analyze(corpus + (flip++ % 2 ? ' ' : ''), { detectors: b.detectors });
    b.total += cpu() - t0;
  }
};
for (const b of builds) run(b, 60);
const rounds = builds.map(() => []);
for (let round = 0; round < 7; round++) {
  builds.forEach((b, k) => {
    b.names = 0;
    b.total = 0;
    run(b, 20);
    rounds[k].push([b.names / 20, b.total / 20]);
  });
}
builds.forEach((b, k) => {
  const names = rounds[k].map((r) => r[0]).sort((x, y) => x - y);
  const calls = rounds[k].map((r) => r[1]).sort((x, y) => x - y);
  console.log(b.dist, 'names', names.map((v) => v.toFixed(1)).join(' '), 'median', names[3].toFixed(2), 'ms; whole call median', calls[3].toFixed(2), 'ms');
});
