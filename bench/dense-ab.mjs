// Two builds side by side on text dense in values (bench/dense.mjs's catalog text and a contact
// list of 1,000 lines): CPU ms per analyze() call of each, warm (3 s each first), in 7
// interleaved rounds of 0.7 s, and the median of the rounds' ratios (second / first).
// Usage: npm run build && node bench/dense-ab.mjs <reference>/dist dist
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogText, contactList } from './dense.mjs';
import { alternating, cpuMsPerCall } from './cpu.mjs';

const dirs = process.argv.slice(2, 4);
if (dirs.length !== 2) throw new Error('usage: node bench/dense-ab.mjs <reference>/dist dist');
const builds = await Promise.all(
  dirs.map(async (dir) => {
    const url = (p) => pathToFileURL(resolve(dir, p)).href;
    const { analyze } = await import(url('engine/analyze.js'));
    const { BoundedMemo } = await import(url('detectors/lib/bounded-memo.js'));
    return { dir, analyze, BoundedMemo };
  }),
);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
for (const [name, text] of [["the catalog's examples", catalogText()], ['a contact list of 1,000 lines', contactList(1000)]]) {
  const next = alternating(Buffer.from(text).toString());
  const fns = builds.map((b) => () => {
    b.BoundedMemo.forgetValues();
    b.analyze(next(), {});
  });
  for (const fn of fns) await cpuMsPerCall(fn, 1, 3000);
  const rounds = fns.map(() => []);
  for (let r = 0; r < 7; r++) for (let k = 0; k < fns.length; k++) rounds[k].push(await cpuMsPerCall(fns[k], 700));
  const ratio = median(rounds[1].map((v, r) => v / rounds[0][r]));
  console.log(`${name.padEnd(32)} ${dirs[0]} ${median(rounds[0]).toFixed(1)} ms, ${dirs[1]} ${median(rounds[1]).toFixed(1)} ms, ratio ${ratio.toFixed(3)}`);
}
