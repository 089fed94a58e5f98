// Two builds side by side on application logs handed over as a rope, a slice or a flat string
// (flat1): what an embedder's `a + b`, a stream's `buffer += chunk` or `text.slice(cut)` gives
// the engine, against what a file read gives. Each build gets its own fresh text per call (one
// shared string would be flattened or internalized by whichever build reads it first); CPU time
// of each call after a 1 MB warm-up, the builds alternated.
// Usage: npm run build && node bench/logs-rope-ab.mjs /tmp/ref/dist dist [megabytes=10] [rope|sliced|flat] [rounds=12]
import { importBuilds } from './ab-builds.mjs';
import { logsCorpus } from './logs-corpus.mjs';

const [refDir, newDir, mbArg, kindArg, roundsArg] = process.argv.slice(2);
if (!refDir || !newDir) throw new Error('usage: node bench/logs-rope-ab.mjs <dist A> <dist B> [megabytes] [rope|sliced|flat] [rounds]');
const megabytes = Number(mbArg ?? 10);
const kind = kindArg ?? 'rope';
const rounds = Number(roundsArg ?? 12);
const TEXTS = {
  rope: () => logsCorpus(megabytes * 1e6).slice(0, -1) + '\n',
  sliced: () => ('\n' + logsCorpus(megabytes * 1e6)).slice(1),
  flat: () => logsCorpus(megabytes * 1e6),
};
const make = TEXTS[kind];
if (!make) throw new Error(`unknown text kind ${kind}: rope, sliced or flat`);
const builds = (await importBuilds([refDir, newDir])).map((b) => ({ ...b, ms: [], findings: 0 }));
for (let r = 0; r < rounds; r++) {
  for (const b of r % 2 ? [...builds].reverse() : builds) {
    const text = make();
    const c0 = process.cpuUsage();
    b.findings = b.analyze(text).length;
    const c = process.cpuUsage(c0);
    b.ms.push((c.user + c.system) / 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
for (const b of builds) console.log(`${kind} ${b.dir.padEnd(24)} ${b.findings} findings, median ${median(b.ms).toFixed(1)} ms CPU (${b.ms.map((x) => x.toFixed(0)).join(' ')})`);
