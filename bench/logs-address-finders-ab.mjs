// The address detector's own finders over the digit runs (lower-case and capitals streets, Indian
// PIN codes, postal blocks, Saudi addresses), two builds side by side on ~10 MB of
// bench/logs-corpus.mjs: CPU ms per call of each, the call's scan built first (as analyze() gives
// it), rounds alternated. The names analysis is not run (bench/names-logs-phases.mjs times it).
// A build with blankLedRuns (logs18) walks the runs once for three of the finders, as the
// address detector does; an older one lets each walk them all.
// Usage: npm run build && node bench/logs-address-finders-ab.mjs <dist A> <dist B> [megabytes=10] [rounds=12]
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { logsCorpus } from './logs-corpus.mjs';

const [a, b, mbArg, roundsArg] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node bench/logs-address-finders-ab.mjs <dist A> <dist B> [megabytes] [rounds]');
const text = logsCorpus(Number(mbArg ?? 10) * 1e6);
const rounds = Number(roundsArg ?? 12);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

async function build(dir) {
  const url = pathToFileURL(resolve(dir)).href;
  const { scanOf } = await import(`${url}/engine/scan/index.js`);
  const L = await import(`${url}/detectors/address/lower-case.js`);
  const { findIndianAddresses } = await import(`${url}/detectors/address/india.js`);
  const { findPostalBlocks } = await import(`${url}/detectors/address/postal-block.js`);
  const { findSaudiAddresses } = await import(`${url}/detectors/address/saudi.js`);
  const blankLedRuns = await import(`${url}/detectors/address/blank-led-runs.js`).then((m) => m.blankLedRuns, () => undefined);
  const scan = scanOf(text);
  void scan.digitTokens;
  let led;
  const parts = {
    'blank-led runs': () => (led = blankLedRuns?.(text, scan)),
    'lower-case streets': () => L.findLowerCaseStreets(text, scan, led),
    'capitals streets': () => L.findUpperCaseStreets(text, scan, led),
    'postal blocks': () => findPostalBlocks(text, scan, led),
    'Indian PIN codes': () => findIndianAddresses(text, scan),
    Saudi: () => findSaudiAddresses(text, scan),
  };
  return { dir, parts, ms: Object.fromEntries(Object.keys(parts).map((k) => [k, []])) };
}

const builds = [await build(a), await build(b)];
for (let r = 0; r < rounds; r++) {
  for (const bld of r % 2 ? [...builds].reverse() : builds) {
    for (const [k, fn] of Object.entries(bld.parts)) {
      const t0 = cpu();
      fn();
      bld.ms[k].push(cpu() - t0);
    }
  }
}
const median = (xs) => xs.slice(2).sort((x, y) => x - y)[(xs.length - 2) >> 1];
console.log('CPU ms per call, median of rounds 3-' + rounds);
console.log(''.padEnd(20) + builds.map((bl) => bl.dir.padStart(24)).join(''));
for (const k of Object.keys(builds[0].parts)) console.log(k.padEnd(20) + builds.map((bl) => median(bl.ms[k]).toFixed(1).padStart(24)).join(''));
const sum = (bl) => Object.values(bl.ms).reduce((s, xs) => s + median(xs), 0);
console.log('all'.padEnd(20) + builds.map((bl) => sum(bl).toFixed(1).padStart(24)).join(''));
