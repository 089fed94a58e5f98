// Per-detector throughput on the bench corpus (MB/s of CPU time, so a busy machine still gives
// comparable figures), slowest first: where to look when the engine's figure in `npm run bench`
// drops. Usage: npm run build && node bench/detectors.mjs
import { readFileSync } from 'node:fs';
import { analyze } from '../dist/engine/analyze.js';
import { DETECTORS } from '../dist/detectors/index.js';
import { alternating, cpuMsPerCall, freshIdentifiers } from './cpu.mjs';

const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const MB = Buffer.byteLength(corpus) / 1e6;
const next = alternating(corpus);
// Warm up the whole engine first (JIT, gazetteers read on first use), so the first detector
// timed doesn't pay for everyone.
await cpuMsPerCall(() => analyze(next()), 300, 2000);
const rows = [];
for (const det of DETECTORS) {
  const ms = await cpuMsPerCall(await freshIdentifiers(() => analyze(next(), { detectors: [det] })), 300);
  rows.push({ id: det.id, ms, mbps: MB / (ms / 1000) });
}
rows.sort((a, b) => b.ms - a.ms);
const total = rows.reduce((s, r) => s + r.ms, 0);
console.log(`corpus ${MB.toFixed(2)} MB; sum of per-detector times ${total.toFixed(1)} ms = ${(MB / (total / 1000)).toFixed(1)} MB/s`);
for (const r of rows) console.log(`${r.id.padEnd(28)} ${r.ms.toFixed(2).padStart(8)} ms ${r.mbps.toFixed(0).padStart(7)} MB/s`);
