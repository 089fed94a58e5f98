// One detector's finder alone on application logs (issue 20), two builds side by side: each
// build's find()/findEach() is called again and again with the context a real analyze() call
// gave it (the call's scans already built, its keyword and cue hits), its candidates counted
// and not validated, the builds' calls alternated. What `logs-ab.mjs … <id>` cannot show: the
// finder's own loops, without the keyword pass, the scans and the engine's per-candidate work
// that every call of analyze() pays.
// Usage: npm run build && node bench/logs-find-ab.mjs /tmp/ref/dist dist <detector id> [megabytes=10] [rounds=10]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { logsCorpus } from './logs-corpus.mjs';

const [refDir, newDir, id, mbArg, roundsArg] = process.argv.slice(2);
if (!refDir || !newDir || !id) throw new Error('usage: node bench/logs-find-ab.mjs <dist A> <dist B> <detector id> [megabytes] [rounds]');
const megabytes = Number(mbArg ?? 10);
const rounds = Number(roundsArg ?? 10);
const text = logsCorpus(megabytes * 1e6);
const warm = logsCorpus(1e6, 7);

const builds = [];
for (const dir of [refDir, newDir]) {
  const base = pathToFileURL(resolve(dir)).href;
  const { analyze } = await import(`${base}/engine/analyze.js`);
  const { DETECTORS } = await import(`${base}/detectors/index.js`);
  const det = DETECTORS.find((d) => d.id === id);
  if (!det) throw new Error(`no detector ${id} in ${dir}`);
  let captured;
  const spy = { ...det };
  if (det.findEach) spy.findEach = (t, ctx, emit) => ((captured = t === text ? ctx : captured), det.findEach(t, ctx, emit));
  else spy.find = (t, ctx) => ((captured = t === text ? ctx : captured), det.find(t, ctx));
  const detectors = DETECTORS.map((d) => (d === det ? spy : d));
  analyze(warm, { detectors });
  analyze(text, { detectors });
  if (!captured) throw new Error(`${id} was not called on the text (no keyword?)`);
  let count = 0;
  const emit = () => void count++;
  const once = det.findEach
    ? () => (count = 0, det.findEach(text, captured, emit), count)
    : () => { count = 0; for (const _ of det.find(text, captured)) count++; return count; };
  builds.push({ dir, once, ms: [], found: 0 });
}
for (const b of builds) b.once();
for (let r = 0; r < rounds; r++) {
  for (const b of r % 2 ? [...builds].reverse() : builds) {
    const c0 = process.cpuUsage();
    b.found = b.once();
    const c = process.cpuUsage(c0);
    b.ms.push((c.user + c.system) / 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
for (const b of builds) console.log(`${b.dir.padEnd(24)} ${id}: ${b.found} candidates, median ${median(b.ms).toFixed(1)} ms CPU (${b.ms.map((x) => x.toFixed(0)).join(' ')})`);
