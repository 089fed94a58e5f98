// The names analysis (PERSON_NAME / ORGANIZATION / ADDRESS, names-analysis.ts) alone on ~20 MB
// of bench/logs-corpus.mjs, in ms of CPU: the first call after a 1 MB warm-up (what
// bench/logs.mjs pays) and two calls more. The prior findings (e-mail addresses, keys) are
// those of a real analyze() call with the three name detectors left out. One build per process;
// to compare two builds, run one after the other, alternated.
// Usage: npm run build && node bench/names-logs.mjs [dist directory] (default: this checkout's dist)
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { logsCorpus } from './logs-corpus.mjs';

const dist = pathToFileURL(resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname)).href;
const { DETECTORS } = await import(`${dist}/detectors/index.js`);
const { analyze } = await import(`${dist}/engine/analyze.js`);
const { findNameSpans } = await import(`${dist}/detectors/names/names-analysis.js`);

let captured;
const detectors = DETECTORS.map((d) =>
  d.id === 'address' ? { ...d, find: (_t, ctx) => ((captured = ctx), []) } : d.id === 'person-name' || d.id === 'organization' ? { ...d, find: () => [] } : d,
);
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
// Without the scan, findNameSpans computes instead of reading the call's shared result.
const contextOf = (text) => (analyze(text, { detectors }), { ...captured, scan: undefined });
const warm = logsCorpus(1e6, 7);
findNameSpans(warm, contextOf(warm));
const text = logsCorpus(20e6);
const ctx = contextOf(text);
const calls = [];
let found = 0;
for (let i = 0; i < 3; i++) {
  const t0 = cpuMs();
  const spans = findNameSpans(text, ctx);
  calls.push(cpuMs() - t0);
  found = spans.people.length + spans.orgs.length + spans.places.length;
}
console.log(`names analysis on ${(text.length / 1e6).toFixed(1)} MB of logs: first call ${calls[0].toFixed(0)} ms of CPU (target < 400), then ${calls.slice(1).map((c) => c.toFixed(0)).join(', ')} ms; ${found} spans`);
