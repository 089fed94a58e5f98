// The first calls of two builds on the bench corpus, each build in fresh processes, alternated:
// CPU ms (all threads: V8's compilers included) of calls 1..N of one redactor, the median per call
// over the runs. Where the prose types' cost from cold goes (code optimized, thrown away and
// optimized again), side by side, since the machine's load moves every figure.
// Usage: npm run build && node bench/prose-first-calls-ab.mjs /tmp/ref/dist dist [calls=5] [runs=6]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [a, b, callsArg, runsArg] = process.argv.slice(2);
if (process.env.FIRST_CALLS_CHILD) {
  const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
  const { createRedactor } = await import(`${pathToFileURL(resolve(a)).href}/engine/index.js`);
  const redactor = createRedactor();
  const cpuMs = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  const ms = [];
  for (let i = 0; i < Number(b); i++) {
    const t0 = cpuMs();
    redactor.redact(corpus + (i % 2 ? ' ' : ''));
    ms.push(cpuMs() - t0);
  }
  console.log(JSON.stringify(ms));
} else {
  if (!a || !b) throw new Error('usage: node bench/prose-first-calls-ab.mjs <dist A> <dist B> [calls] [runs]');
  const calls = Number(callsArg ?? 5);
  const runs = Number(runsArg ?? 6);
  const results = [[], []];
  for (let r = 0; r < runs; r++) {
    for (const k of r % 2 ? [1, 0] : [0, 1]) {
      const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, [a, b][k], String(calls)], { env: { ...process.env, FIRST_CALLS_CHILD: '1' }, encoding: 'utf8' });
      results[k].push(JSON.parse(out));
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  [a, b].forEach((dist, k) => {
    const perCall = Array.from({ length: calls }, (_, i) => median(results[k].map((run) => run[i])));
    console.log(dist.padEnd(24), 'median CPU ms per call:', perCall.map((v) => v.toFixed(0)).join(' '), ' first three:', perCall.slice(0, 3).reduce((s, v) => s + v, 0).toFixed(0));
  });
}
