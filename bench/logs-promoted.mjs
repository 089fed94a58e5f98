// What one engine call on application logs (issue 20) promotes, by the function that allocated
// it: V8's sampling heap profiler over one call on ~20 MB of bench/logs-corpus.mjs (after the
// bench's 1 MB warm-up), leaving out the objects a scavenge collected, so what is counted
// outlived the young generation (or was allocated outside it: large arrays and strings). The
// peak memory bench/logs.mjs prints follows what a call promotes (docs/performance.md).
// Usage: npm run build && node bench/logs-promoted.mjs [megabytes]
import { Session } from 'node:inspector/promises';
import { createRedactor } from '../dist/engine/index.js';
import { logsCorpus } from './logs-corpus.mjs';

const megabytes = Number(process.argv[2] ?? 20);
const text = logsCorpus(megabytes * 1e6);
text.charCodeAt(0); // flattened before the call, as a text read from a file is
const redactor = createRedactor();
redactor.redact(logsCorpus(1e6, 7));
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMinorGC: false, includeObjectsCollectedByMajorGC: true });
const out = redactor.redact(text).text;
out.charCodeAt(out.length >> 1);
const { profile } = await session.post('HeapProfiler.stopSampling');
const bySite = new Map();
const walk = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '(builtin)'}`;
  bySite.set(key, (bySite.get(key) ?? 0) + node.selfSize);
  for (const child of node.children) walk(child);
};
walk(profile.head);
const total = [...bySite.values()].reduce((a, b) => a + b, 0);
console.log(`one call on ${megabytes} MB of logs promoted ~${(total / 1e6).toFixed(1)} MB (sampled; the output string included), by allocating function:`);
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1])) if (bytes >= 1e6) console.log(`  ${(bytes / 1e6).toFixed(1).padStart(6)} MB  ${site}`);
