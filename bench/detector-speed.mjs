// Throughput of each registered detector alone, and of the whole engine, on ~5.6 MB of English
// prose: the TAB court judgments (see /work/shared/data/README.md; Pilán et al. 2022, MIT
// licence, © Norsk Regnesentral) with phone, card, IBAN, date, ZIP and look-alike values
// (order numbers, versions, IP addresses) sprinkled in every ~2 KB. The digits of every copy
// are re-drawn so that no value repeats (no cache can help), and CPU time of this process is
// measured rather than wall time, so a busy machine skews the figures less. Printed, never
// asserted.
// Usage: npm run build && node bench/detector-speed.mjs [path/to/tab-dev.jsonl] [detector-id…]
import { readFileSync } from 'node:fs';
import { DETECTORS } from '../dist/detectors/index.js';
import { analyze } from '../dist/engine/index.js';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.jsonl')) ?? '/work/shared/data/tab-dev.jsonl';
const only = args.filter((a) => !a.endsWith('.jsonl'));

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const digits = (n) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const day = () => String(10 + Math.floor(rand() * 18));
const SPRINKLES = [
  () => `call (415) 555-01${digits(2)} today`, // NANP fiction range
  () => `tel +44 20 7946 0${digits(3)}.`, // Ofcom drama range
  () => 'card 4242 4242 4242 4242 on file', // Stripe test card
  () => 'IBAN GB82 WEST 1234 5698 7654 32.', // ECBS example
  () => `on 2024-03-${day()}T14:30:00Z`,
  () => `DOB: 04/${day()}/19${digits(2)}`,
  () => `Springfield, IL 6${digits(4)}`,
  () => `order ${digits(12)} shipped`,
  () => `version 1.${digits(1)}.${digits(2)}`,
  () => `from 192.168.${digits(2)}.${digits(1)}`,
];

const docs = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).text);
function corpus() {
  let out = '';
  for (let copy = 0; copy < 4; copy++) {
    for (const doc of docs) {
      const text = doc.replace(/\d/g, () => digits(1));
      for (let i = 0; i < text.length; i += 2000) {
        out += `${text.slice(i, i + 2000)} ${SPRINKLES[Math.floor(rand() * SPRINKLES.length)]()} `;
      }
    }
  }
  return out;
}

const warmUp = corpus();
const texts = [corpus(), corpus(), corpus()];
const MB = texts.reduce((n, t) => n + Buffer.byteLength(t), 0) / 1e6;

function mbPerSecond(options) {
  analyze(warmUp, options);
  const before = process.cpuUsage();
  for (const t of texts) analyze(t, options);
  const used = process.cpuUsage(before);
  return MB / ((used.user + used.system) / 1e6);
}

console.log(`${MB.toFixed(2)} MB of prose (3 distinct texts), CPU time, single thread`);
for (const det of DETECTORS) {
  if (only.length && !only.includes(det.id)) continue;
  console.log(`  ${det.id.padEnd(14)} ${mbPerSecond({ detectors: [det] }).toFixed(1).padStart(7)} MB/s`);
}
if (!only.length) console.log(`  ${'all detectors'.padEnd(14)} ${mbPerSecond({}).toFixed(1).padStart(7)} MB/s`);
