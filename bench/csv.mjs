// `node bench/csv.mjs [--mb 4] [--rounds 5] [--processes 2] [--calls 5] [--out redacted.csv] [--once csv|engine]`
// (also run by `npm run bench`): the CPU cost of redacting a customer CSV (bench/csv-data.mjs,
// generated deterministically) as users get it (formats/document.ts: two passes with one memory),
// against the engine's redact() on the same text as plain text, all 15 types (issue 20: ≤ 1.3×).
//
// Three measures, each the CSV over the engine (CPU time, process.cpuUsage: every thread, the
// garbage collection and V8's compiler threads included):
// - warm, each side in processes of its own (the headline): a child process redacts the CSV
//   (or runs the engine on its text) `--calls` times in a row; its calls after the second are the
//   warm figure (the second still compiles what got hot in the first), each paying its own garbage (and the one before's, of the same kind), as a
//   server redacting one export after another does. `--processes` children per side, alternating.
// - first call in a fresh process (the CLI: one document per process): each child's first call,
//   its compiling included (modules loaded before it, the same modules on both sides).
// - full collection before each call (the measure of sessions 15–17, in one process, rounds
//   alternating): a forced collection also drops the optimized code that depended on the objects
//   it frees ("weak objects"), so each call compiles again some 300–550 functions and both sides
//   cost about twice their warm figure; it weighs the CSV's extra code more than a user pays it.
// Rounds use a fresh redactor and the identifier memos emptied. --out writes the redacted CSV
// (to compare findings before and after a change; bench/compare-csv.mjs compares two builds on
// this file and others); --once runs one redaction only (for node --cpu-prof).
// --phases splits the CSV's cost, each part after a full collection, against the engine in the same
// rounds: the cells' analysis with a plain redactor (the CSV code and the columns' hinted analysis,
// no memory), the document's first pass (the same, recording: remembering and keeping its findings),
// its second pass (replaying the first's blocks with the memory), and their sum over the engine
// (after a full collection each part recompiles what it dropped, as in the third measure above).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { devNull, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { customerCsv } from './csv-data.mjs';

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '5' },
    processes: { type: 'string', default: '2' },
    calls: { type: 'string', default: '5' },
    out: { type: 'string' },
    once: { type: 'string' },
    child: { type: 'string' },
    phases: { type: 'boolean', default: false },
  },
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

const cpuMs = async (fn, collect = true) => {
  BoundedMemo.forgetValues();
  if (collect) gc();
  const c0 = process.cpuUsage();
  const result = await fn();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, result };
};
const asCsv = (collect) =>
  cpuMs(() => rmSync(outPath, { force: true }) ?? redactDocument(csv, inPath, outPath, { redactor: createRedactor(), displayName: 'customers.csv', limits: DEFAULT_LIMITS, options: {} }), collect);
const asText = (collect) =>
  cpuMs(() => {
    const r = createRedactor().redact(texts[turn++ & 1]);
    r.text.charCodeAt(r.text.length >> 1); // flattened, as writing it out would
    return r;
  }, collect);

/** `--calls` calls of one side in a child process of its own: CPU ms of each (the first cold). */
const childCalls = (side) => {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', side, '--calls', args.calls, '--mb', args.mb], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`bench/csv.mjs --child ${side} failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()).ms;
};

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
  } else if (args.child) {
    // One side's calls in this process (see the process measure below): CPU ms of each, the first cold.
    const ms = [];
    for (let i = 0; i < Number(args.calls); i++) ms.push((await (args.child === 'engine' ? asText(false) : asCsv(false))).ms);
    console.log(JSON.stringify({ ms }));
  } else if (args.once) {
    const { ms } = await (args.once === 'engine' ? asText() : asCsv());
    console.log(`${args.once}: ${ms.toFixed(0)} CPU ms`);
  } else {
    const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const fixed = (xs) => xs.map((x) => x.toFixed(2)).join(', ');
    // Each side in processes of its own, alternating (see the top): cold = each child's first call, warm = the others.
    const cold = { c: [], e: [] };
    const warm = { c: [], e: [] };
    for (let p = 0; p < Number(args.processes); p++) {
      for (const [side, key] of [['csv', 'c'], ['engine', 'e']]) {
        // The second call still compiles (tier-up): a warm-up, not counted.
        const [first, , ...rest] = childCalls(side);
        cold[key].push(first);
        warm[key].push(...rest);
      }
    }
    const warmRatio = median(warm.c) / median(warm.e);
    const coldRatios = cold.c.map((c, i) => c / cold.e[i]);
    // In this process: a full collection before each call, not counted (the measure of sessions 15–17).
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
    const ratio = median(rounds.map((r) => r.ratio));
    const minima = Math.min(...rounds.map((r) => r.c)) / Math.min(...rounds.map((r) => r.e));
    const counts = (c) => Object.entries(c).map(([k, v]) => `${k} ${v}`).join(', ');
    const plainCounts = {};
    for (const f of plain.result.findings) plainCounts[f.entity] = (plainCounts[f.entity] ?? 0) + 1;
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s (${(MB / (ms / 1000)).toFixed(2)} MB/s)`;
    console.log(`CSV, customer export ${MB.toFixed(1)} MB (${text.split('\r\n').length - 2} records × 10 columns, bench/csv-data.mjs), CPU time:`);
    console.log(`  warm, each side in ${args.processes} processes of its own, median of ${warm.c.length} calls: as CSV ${seconds(median(warm.c))}; engine on the same text ${seconds(median(warm.e))}`);
    console.log(`  first call in a fresh process (the CLI), median of ${cold.c.length}: as CSV ${seconds(median(cold.c))}; engine ${seconds(median(cold.e))}; ratios ${fixed(coldRatios)}`);
    console.log(`  full collection before each call, one process, median of ${rounds.length} rounds: ratio ${ratio.toFixed(2)}× (rounds ${fixed(rounds.map((r) => r.ratio))}; minima ${minima.toFixed(2)}×): each call compiles again what the collection dropped`);
    console.log(`  found as CSV: ${counts(first.result.counts)}`);
    console.log(`  found as text: ${counts(plainCounts)}`);
    console.log(`CSV cost ${warmRatio.toFixed(2)}× the engine on the same bytes, warm (target ≤ 1.3×; CSV calls ${fixed(warm.c.map((x) => x / 1000))} s, engine ${fixed(warm.e.map((x) => x / 1000))} s); first call ${median(coldRatios).toFixed(2)}×; load average ${loadavg()[0].toFixed(1)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
