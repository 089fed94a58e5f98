// `node bench/csv.mjs [--mb 4] [--rounds 5] [--out redacted.csv] [--once csv|engine]` (also run by
// `npm run bench`): the CPU cost of redacting a customer CSV (bench/csv-data.mjs, generated
// deterministically) as users get it (formats/document.ts: two passes with one memory), against
// the engine's redact() on the same text as plain text, all 15 types (issue 20: ≤ 1.3×).
// Rounds alternate the two, each with a fresh redactor and the identifier memos emptied, after a
// full garbage collection that is not counted (the one before's garbage, the CSV's kept blocks,
// was otherwise collected on the next one's account: the rounds spread 1.05–1.86 at load 17–22);
// the ratio is the median of the rounds' ratios, the ratio of the minima beside it. CPU time
// (process.cpuUsage: every thread, garbage collection included), so a busy machine shifts both alike.
// --out writes the redacted CSV (to compare findings before and after a change; bench/compare-csv.mjs
// compares two builds on this file and others); --once runs one redaction only (for node --cpu-prof).
// --phases splits the CSV's cost, each part after a full collection, against the engine in the same
// rounds: the cells' analysis with a plain redactor (the CSV code and the columns' hinted analysis,
// no memory), the document's first pass (the same, recording: remembering and keeping its findings),
// its second pass (replaying the first's blocks with the memory), and their sum over the engine.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { devNull, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { customerCsv } from './csv-data.mjs';

const { values: args } = parseArgs({
  options: { mb: { type: 'string', default: '4' }, rounds: { type: 'string', default: '5' }, out: { type: 'string' }, once: { type: 'string' }, phases: { type: 'boolean', default: false } },
});
const { createRedactor } = await import('../dist/engine/index.js');
const { DEFAULT_LIMITS } = await import('../dist/formats/types.js');
const { default: csv } = await import('../dist/formats/csv.js');
const { redactDocument } = await import('../dist/formats/document.js');
const { BoundedMemo } = await import('../dist/detectors/lib/bounded-memo.js');
const { DocumentMemory } = await import('../dist/engine/memory.js');

const text = customerCsv(Number(args.mb) * 1e6);
const MB = Buffer.byteLength(text) / 1e6;
const dir = mkdtempSync(join(tmpdir(), 'anonymize-bench-csv-'));
const inPath = join(dir, 'customers.csv');
const outPath = join(dir, 'customers.out.csv');
writeFileSync(inPath, text);
// The engine gets the text and a copy one character longer in turn (see bench/cpu.mjs: alternating).
const texts = [Buffer.from(text).toString(), Buffer.from(`${text}\n`).toString()];
let turn = 0;

// A full collection before each measured call (the flag set now gives the next context a gc()).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

const cpuMs = async (fn) => {
  BoundedMemo.forgetValues();
  gc();
  const c0 = process.cpuUsage();
  const result = await fn();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, result };
};
const asCsv = () =>
  cpuMs(() => rmSync(outPath, { force: true }) ?? redactDocument(csv, inPath, outPath, { redactor: createRedactor(), displayName: 'customers.csv', limits: DEFAULT_LIMITS, options: {} }));
const asText = () =>
  cpuMs(() => {
    const r = createRedactor().redact(texts[turn++ & 1]);
    r.text.charCodeAt(r.text.length >> 1); // flattened, as writing it out would
    return r;
  });

/** CPU ms of the document's parts (see --phases), each after a full collection not counted. */
const phases = async () => {
  const ctx = { displayName: 'customers.csv', limits: DEFAULT_LIMITS, options: {} };
  const columns = await cpuMs(() => csv.redact(inPath, devNull, { ...ctx, redactor: createRedactor(), discardOutput: true }));
  // The two passes as redactDocument runs them, with one memory and the first's blocks carried.
  const base = createRedactor();
  const memory = new DocumentMemory();
  const carry = new Map();
  const first = await cpuMs(() => csv.redact(inPath, devNull, { ...ctx, redactor: base.recorder(memory), discardOutput: true, carry }));
  rmSync(outPath, { force: true });
  // Not cpuMs: the second pass's collection of the first's garbage is the document's own.
  const c0 = process.cpuUsage();
  await csv.redact(inPath, outPath, { ...ctx, redactor: base.forDocument(memory), carry });
  const c = process.cpuUsage(c0);
  return { columns: columns.ms, first: first.ms, second: (c.user + c.system) / 1000 };
};

try {
  if (args.phases) {
    await phases();
    await asText();
    const rounds = [];
    for (let r = 0; r < Number(args.rounds); r++) rounds.push({ ...(await phases()), engine: (await asText()).ms });
    const stat = (k) => {
      const xs = rounds.map((r) => r[k]).sort((a, b) => a - b);
      return { min: xs[0], median: xs[xs.length >> 1] };
    };
    const engine = stat('engine');
    const line = (name, k) => {
      const { min, median } = stat(k);
      console.log(`  ${name.padEnd(44)} ${median.toFixed(0).padStart(6)} / ${min.toFixed(0).padStart(6)} ms  ${(median / engine.median).toFixed(2)}× / ${(min / engine.min).toFixed(2)}×`);
    };
    for (const r of rounds) r.both = r.first + r.second;
    console.log(`CSV, customer export ${MB.toFixed(1)} MB, its parts in CPU ms, median / minimum of ${rounds.length} rounds, and each over the engine on the same text:`);
    line('cells analysed, plain redactor (no memory)', 'columns');
    line("document's first pass (recording)", 'first');
    line("document's second pass (memory, replayed)", 'second');
    line('both passes', 'both');
    line('engine on the same text', 'engine');
    console.log(`  load average ${loadavg()[0].toFixed(1)}`);
  } else if (args.once) {
    const { ms } = await (args.once === 'engine' ? asText() : asCsv());
    console.log(`${args.once}: ${ms.toFixed(0)} CPU ms`);
  } else {
    // Warm-up (JIT, the detectors' lazy tables), twice, not counted; its outputs are the ones compared.
    const first = await asCsv();
    const plain = await asText();
    await asCsv();
    await asText();
    if (args.out) writeFileSync(args.out, readFileSync(outPath));
    const rounds = [];
    for (let r = 0; r < Number(args.rounds); r++) {
      const c = (await asCsv()).ms;
      const e = (await asText()).ms;
      rounds.push({ c, e, ratio: c / e });
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const ratio = median(rounds.map((r) => r.ratio));
    const csvMs = median(rounds.map((r) => r.c));
    const engineMs = median(rounds.map((r) => r.e));
    const minima = Math.min(...rounds.map((r) => r.c)) / Math.min(...rounds.map((r) => r.e));
    const counts = (c) => Object.entries(c).map(([k, v]) => `${k} ${v}`).join(', ');
    const plainCounts = {};
    for (const f of plain.result.findings) plainCounts[f.entity] = (plainCounts[f.entity] ?? 0) + 1;
    console.log(`CSV, customer export ${MB.toFixed(1)} MB (${text.split('\r\n').length - 2} records × 10 columns, bench/csv-data.mjs), CPU time, median of ${rounds.length} rounds:`);
    console.log(`  as CSV ${(csvMs / 1000).toFixed(2)} s (${(MB / (csvMs / 1000)).toFixed(2)} MB/s); engine on the same text ${(engineMs / 1000).toFixed(2)} s (${(MB / (engineMs / 1000)).toFixed(2)} MB/s)`);
    console.log(`  found as CSV: ${counts(first.result.counts)}`);
    console.log(`  found as text: ${counts(plainCounts)}`);
    console.log(`CSV cost ${ratio.toFixed(2)}× the engine on the same bytes (target ≤ 1.3×; rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; minima ${minima.toFixed(2)}×; load average ${loadavg()[0].toFixed(1)})`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
