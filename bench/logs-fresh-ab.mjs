// Two builds side by side on application logs, a NEW text each round (logsCorpus seeds 11, 12…),
// both builds on the same texts, their analyze() calls alternated, CPU time of each. logs-ab.mjs
// analyzes one text again and again: a cache that outlives a call (national-ids' skeleton memo)
// then remembers the ids of the text before, which a user's next log does not hold, and a
// change to what such a cache keeps reads better there than it is (logs12).
// Usage: npm run build && node --expose-gc bench/logs-fresh-ab.mjs /tmp/ref/dist dist [megabytes=10] [all|id,id…] [rounds=8]
import { importBuilds } from './ab-builds.mjs';
import { logsCorpus } from './logs-corpus.mjs';

const [refDir, newDir, mbArg, idsArg, roundsArg] = process.argv.slice(2);
if (!refDir || !newDir) throw new Error('usage: node bench/logs-fresh-ab.mjs <dist A> <dist B> [megabytes] [all|ids] [rounds]');
const megabytes = Number(mbArg ?? 10);
const rounds = Number(roundsArg ?? 8);
const ids = idsArg && idsArg !== 'all' ? idsArg.split(',') : undefined;
const builds = (await importBuilds([refDir, newDir], ids)).map((b) => ({ ...b, ms: [], findings: [] }));
// The texts are made first: the garbage of making one fell on the first build's call after it
// (~50 ms on 10 MB). With --expose-gc, a collection before each call.
const texts = Array.from({ length: rounds }, (_, r) => logsCorpus(megabytes * 1e6, 11 + r));
for (let r = 0; r < rounds; r++) {
  const text = texts[r];
  for (const b of r % 2 ? [...builds].reverse() : builds) {
    globalThis.gc?.();
    const c0 = process.cpuUsage();
    b.findings.push(b.analyze(text, { detectors: b.detectors }).length);
    const c = process.cpuUsage(c0);
    b.ms.push((c.user + c.system) / 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
for (const b of builds) console.log(`${b.dir.padEnd(24)} ${b.findings.reduce((s, n) => s + n, 0)} findings, median ${median(b.ms).toFixed(1)} ms CPU (${b.ms.map((x) => x.toFixed(0)).join(' ')})`);
