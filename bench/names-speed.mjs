// Throughput of the name detectors (PERSON_NAME, ORGANIZATION, ADDRESS) and of the whole engine
// on prose: the TAB judgments repeated to ~4 MB, analyzed in 64 KB pieces after a warm-up.
// Time is the process's CPU time (user + system), so other load on the machine doesn't skew it.
//   npm run build && node bench/names-speed.mjs
import { readFileSync } from 'node:fs';
import { DETECTORS } from '../dist/detectors/index.js';
import { analyze } from '../dist/engine/index.js';

const docs = readFileSync(new URL('../fixtures/quality/tab-dev.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l).text);
let prose = '';
while (prose.length < 4e6) prose += docs.join('\n\n');
const pieces = [];
for (let i = 0; i < prose.length; i += 65536) pieces.push(prose.slice(i, i + 65536));

function measure(label, options) {
  for (const p of pieces.slice(0, 16)) analyze(p, options);
  const t0 = process.cpuUsage();
  for (const p of pieces) analyze(p, options);
  const used = process.cpuUsage(t0);
  const s = (used.user + used.system) / 1e6;
  console.log(`${label.padEnd(34)} ${(prose.length / 1e6 / s).toFixed(1).padStart(6)} MB/s`);
}

const names = DETECTORS.filter((d) => ['person-name', 'organization', 'address'].includes(d.id));
const email = DETECTORS.filter((d) => d.id === 'email');
console.log(`${(prose.length / 1e6).toFixed(1)} MB of prose`);
measure('whole engine (all detectors)', {});
measure('name detectors (+ email they follow)', { detectors: [...email, ...names] });
