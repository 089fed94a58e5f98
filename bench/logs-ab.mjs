// Two builds side by side on application logs (issue 20): both imported in one process, their
// analyze() calls alternated, CPU time of each (process.cpuUsage) after a 1 MB warm-up, with
// every detector or the listed ones only. On a shared machine only such interleaved figures
// compare (docs/performance.md, logs8).
// Usage: npm run build && node bench/logs-ab.mjs /tmp/ref/dist dist [megabytes=5] [all|id,id…] [rounds=6]
import { importBuilds } from './ab-builds.mjs';
import { logsCorpus } from './logs-corpus.mjs';

const [refDir, newDir, mbArg, idsArg, roundsArg] = process.argv.slice(2);
if (!refDir || !newDir) throw new Error('usage: node bench/logs-ab.mjs <dist A> <dist B> [megabytes] [all|ids] [rounds]');
const megabytes = Number(mbArg ?? 5);
const rounds = Number(roundsArg ?? 6);
const ids = idsArg && idsArg !== 'all' ? idsArg.split(',') : undefined;
const text = logsCorpus(megabytes * 1e6);
const builds = (await importBuilds([refDir, newDir], ids)).map((b) => ({ ...b, ms: [], findings: 0 }));
for (let r = 0; r < rounds; r++) {
  for (const b of r % 2 ? [...builds].reverse() : builds) {
    const c0 = process.cpuUsage();
    b.findings = b.analyze(text, { detectors: b.detectors }).length;
    const c = process.cpuUsage(c0);
    b.ms.push((c.user + c.system) / 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
for (const b of builds) console.log(`${b.dir.padEnd(24)} ${b.findings} findings, median ${median(b.ms).toFixed(1)} ms CPU (${b.ms.map((x) => x.toFixed(0)).join(' ')})`);
