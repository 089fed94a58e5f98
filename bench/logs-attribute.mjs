// Where one engine call on application logs goes (issue 20), detector by detector: each
// detector's find() and the keyword pass over the whole text, in CPU time (process.cpuUsage
// around each), inside one real analyze() call on ~20 MB of bench/logs-corpus.mjs after a
// warm-up call on 1 MB, as bench/logs.mjs times it. A scan shared by several detectors (digit
// runs, token runs, the names analysis of PERSON_NAME / ORGANIZATION / ADDRESS) counts for the
// first that asks for it. Validators are not timed apart (a clock read per candidate costs more
// than most of them).
// Usage: npm run build && node bench/logs-attribute.mjs [megabytes]
import { DETECTORS } from '../dist/detectors/index.js';
import { analyze } from '../dist/engine/analyze.js';
import { KeywordPlan } from '../dist/engine/keywords.js';
import { logsCorpus } from './logs-corpus.mjs';

const megabytes = Number(process.argv[2] ?? 20);
const text = logsCorpus(megabytes * 1e6);
const warm = logsCorpus(1e6, 7);
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const spent = new Map();
const add = (key, t0) => spent.set(key, (spent.get(key) ?? 0) + cpuMs() - t0);
const timed = DETECTORS.map((d) => ({
  ...d,
  // A finder that emits its candidates (findEach) is timed through the list its find() makes.
  findEach: undefined,
  find:
    d.find &&
    ((t, ctx) => {
      const t0 = cpuMs();
      const found = [...d.find(t, ctx)];
      add(d.id, t0);
      return found;
    }),
}));
// The engine's pass over the whole text; the secret rules' passes over each token run count in api-key.
const occurrences = KeywordPlan.prototype.occurrences;
KeywordPlan.prototype.occurrences = function (t) {
  if (t !== text) return occurrences.call(this, t);
  const t0 = cpuMs();
  const hits = occurrences.call(this, t);
  add('(keyword pass)', t0);
  return hits;
};
analyze(warm, { detectors: timed });
spent.clear();
const t0 = cpuMs();
const findings = analyze(text, { detectors: timed });
const total = cpuMs() - t0;
const rows = [...spent].sort((a, b) => b[1] - a[1]);
const attributed = rows.reduce((s, [, v]) => s + v, 0);
console.log(`analyze() on ${megabytes} MB of logs: ${total.toFixed(0)} ms of CPU, ${findings.length} findings; detectors and keyword pass ${attributed.toFixed(0)}, the engine the rest`);
for (const [k, v] of rows) if (v >= 1) console.log(`  ${k.padEnd(24)} ${v.toFixed(0).padStart(6)} ms`);
