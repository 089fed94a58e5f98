// The names analysis (findNameSpans: PERSON_NAME / ORGANIZATION / ADDRESS) of two builds alone,
// side by side on the bench corpus, in ms of CPU per call: the call's context holds the keyword
// pass's cue hits as analyze() gives them, no prior findings; rounds of 10 calls per build
// alternated (ROUNDS, default 15) after a warm-up, flat strings only. Less noise than
// bench/names-prose-abn.mjs, which times the analysis inside a whole analyze() call.
// Usage: npm run build && node bench/names-alone-abn.mjs <reference>/dist dist
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
if (process.argv.length !== 4) {
  console.error('usage: node bench/names-alone-abn.mjs <reference dist> <dist>');
  process.exit(2);
}
const builds = [];
for (const dist of process.argv.slice(2)) {
  const base = pathToFileURL(resolve(dist)).href;
  const { findNameSpans } = await import(`${base}/detectors/names/names-analysis.js`);
  const { KeywordPlan } = await import(`${base}/engine/keywords.js`);
  const { DETECTORS } = await import(`${base}/detectors/index.js`);
  const { BoundedMemo } = await import(`${base}/detectors/lib/bounded-memo.js`);
  const addr = DETECTORS.find((d) => d.id === 'address');
  const plan = new KeywordPlan([{ cues: addr.cues }]);
  // Decoded from bytes, so a flat string as a file's text is (bench/cpu.mjs `alternating`).
  const T = [corpus, Buffer.from(`${corpus} `).toString()];
  const hits = T.map((t) => plan.occurrences(t).get(1) ?? []);
  builds.push({ dist, run: (i) => { BoundedMemo.forgetValues(); return findNameSpans(T[i % 2], { region: 'US', hint: '', prior: [], cueHits: hits[i % 2] }); }, times: [] });
}
for (const b of builds) for (let i = 0; i < 60; i++) b.run(i);
for (let round = 0; round < +(process.env.ROUNDS ?? 15); round++) for (const b of builds) { const t0 = cpu(); for (let i = 0; i < 10; i++) b.run(i); b.times.push((cpu() - t0) / 10); }
for (const b of builds) { const s = [...b.times].sort((a, c) => a - c); console.log(b.dist.padEnd(22), 'median', s[s.length >> 1].toFixed(2), 'ms  q1', s[s.length >> 2].toFixed(2), 'min', s[0].toFixed(2)); }
