// Prose speed of two builds side by side: CPU MB/s of the engine with all 15 types on the bench
// corpus (fixtures/bench/corpus.txt), five rounds of 15 calls per build, the builds interleaved
// so the machine's load falls on both alike; prints each round and the median.
// Pass exactly two dist/ folders: a third build in one process reads falsely slow.
// Usage: npm run build && node bench/prose-abn.mjs <reference>/dist dist
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const megabytes = Buffer.byteLength(corpus) / 1e6;
const dists = process.argv.slice(2);
if (dists.length !== 2) {
  console.error('usage: node bench/prose-abn.mjs <reference dist> <dist>');
  process.exit(2);
}
const builds = [];
for (const dist of dists) {
  const base = pathToFileURL(resolve(dist)).href;
  const { createRedactor } = await import(`${base}/engine/index.js`);
  const { BoundedMemo } = await import(`${base}/detectors/lib/bounded-memo.js`);
  builds.push({ dist, redactor: createRedactor(), BoundedMemo });
}
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
let flip = 0;
const run = (build, calls) => {
  for (let i = 0; i < calls; i++) {
    build.BoundedMemo.forgetValues();
    // A different string each call, so no memo keyed by the text carries over.
    const text = corpus + (flip++ % 2 ? ' ' : '');
    const out = build.redactor.redact(text).text;
    out.charCodeAt(out.length >> 1);
  }
};
for (const build of builds) run(build, 40);
const rates = builds.map(() => []);
for (let round = 0; round < 5; round++) {
  builds.forEach((build, k) => {
    const t0 = cpuMs();
    run(build, 15);
    rates[k].push((megabytes * 15) / ((cpuMs() - t0) / 1000));
  });
}
builds.forEach((build, k) => {
  const median = [...rates[k]].sort((a, b) => a - b)[2];
  console.log(build.dist, rates[k].map((v) => v.toFixed(1)).join(' '), 'median', median.toFixed(1));
});
