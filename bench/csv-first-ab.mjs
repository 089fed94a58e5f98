// The CSV's first call in a fresh process (the CLI: one document per process), two builds side by
// side, alternated: CPU ms (all threads: V8's compilers and the collector included) of the whole
// call (formats/document.ts: two passes with one memory, as `node bench/csv.mjs --child csv`
// times it) and of each pass, and the engine's first call on the same text. Where the first
// call's extra over the engine goes (issue 20), since the machine's load moves every figure.
// Usage: npm run build && node bench/csv-first-ab.mjs /tmp/ref/dist dist [runs=4] [mb=4]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { customerCsv } from './csv-data.mjs';

const [a, b, runsArg, mbArg] = process.argv.slice(2);
const cpuMs = (c0) => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
if (process.env.CSV_FIRST_CHILD) {
  // a = a build's dist, b = csv or engine.
  const dist = pathToFileURL(resolve(a)).href;
  const { createRedactor } = await import(`${dist}/engine/index.js`);
  const { DEFAULT_LIMITS } = await import(`${dist}/formats/types.js`);
  const { default: csv } = await import(`${dist}/formats/csv.js`);
  const { redactDocument } = await import(`${dist}/formats/document.js`);
  const { BoundedMemo } = await import(`${dist}/detectors/lib/bounded-memo.js`);
  const text = customerCsv(Number(mbArg ?? 4) * 1e6);
  const dir = mkdtempSync(join(tmpdir(), 'anonymize-csv-first-'));
  try {
    const inPath = join(dir, 'customers.csv');
    writeFileSync(inPath, text);
    const passes = [];
    // The handler timed pass by pass (redactDocument calls it twice).
    const timed = { ...csv, redact: async (i, o, ctx) => {
      const c0 = process.cpuUsage();
      const r = await csv.redact(i, o, ctx);
      passes.push(cpuMs(c0));
      return r;
    } };
    BoundedMemo.forgetValues();
    const c0 = process.cpuUsage();
    if (b === 'engine') {
      const r = createRedactor().redact(Buffer.from(text).toString());
      r.text.charCodeAt(r.text.length >> 1); // flattened, as writing it out would
    } else {
      await redactDocument(timed, inPath, join(dir, 'out.csv'), { redactor: createRedactor(), displayName: 'customers.csv', limits: DEFAULT_LIMITS, options: {} });
    }
    console.log(JSON.stringify({ ms: cpuMs(c0), passes }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  if (!a || !b) throw new Error('usage: node bench/csv-first-ab.mjs <dist A> <dist B> [runs] [mb]');
  const runs = Number(runsArg ?? 4);
  const child = (dist, side) =>
    JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), dist, side, '0', mbArg ?? '4'], { env: { ...process.env, CSV_FIRST_CHILD: '1' }, encoding: 'utf8' }).trim().split('\n').pop());
  const rows = { A: [], B: [] };
  for (let r = 0; r < runs; r++) {
    // A first in even runs, B first in odd ones; each build's CSV, then its engine.
    for (const [key, dist] of r % 2 ? [['B', b], ['A', a]] : [['A', a], ['B', b]]) {
      const c = child(dist, 'csv');
      const e = child(dist, 'engine');
      rows[key].push({ csv: c.ms, first: c.passes[0], second: c.passes[1], engine: e.ms });
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  const show = (key, dist) => {
    const col = (k) => rows[key].map((x) => x[k]);
    const cell = (k) => `${median(col(k)).toFixed(0)} (${Math.min(...col(k)).toFixed(0)}-${Math.max(...col(k)).toFixed(0)})`;
    const ratios = rows[key].map((x) => x.csv / x.engine);
    console.log(`${key} ${dist}: CSV ${cell('csv')} = first pass ${cell('first')} + second ${cell('second')}; engine ${cell('engine')}; first call ${median(ratios).toFixed(2)}× (${ratios.map((x) => x.toFixed(2)).join(', ')})`);
  };
  console.log(`CPU ms of the first call in a fresh process, median (range) of ${runs} runs each, alternated:`);
  show('A', a);
  show('B', b);
}
