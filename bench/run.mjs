// `npm run bench`: engine throughput against redact-pii and openredaction on the same corpus,
// the same on 20 MB of synthetic logs with the peak heap of one call (bench/logs.mjs), text dense
// in values (bench/dense.mjs),
// then start-up (bench/startup.mjs) and the format benchmarks (bench/<name>.mjs) that exist.
// Figures are printed, never asserted: speed goals live here, not in timed tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRedactor } from '../dist/engine/index.js';
import { ENTITY_NAMES } from '../dist/entities.js';
import { alternating, cpuMsPerCall, freshIdentifiers } from './cpu.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = readFileSync(new URL('../fixtures/bench/corpus.txt', import.meta.url), 'utf8');
const truth = JSON.parse(readFileSync(new URL('../fixtures/bench/corpus.truth.json', import.meta.url), 'utf8'));
const MB = Buffer.byteLength(corpus) / 1e6;
// Every tool gets the corpus and a copy one character longer in turn (see alternating).
const next = alternating(corpus);

/**
 * MB per CPU second of fn over the corpus: over its first 2 s from a cold start (JIT and
 * background compilation included), then in steady state after 2 s more (see cpu.mjs).
 */
async function throughput(fn) {
  const cold = MB / ((await cpuMsPerCall(fn, 2000)) / 1000);
  const steady = MB / ((await cpuMsPerCall(fn, 3000, 2000)) / 1000);
  return { cold, steady };
}

/** A tool's cold figure, then 2 s of warm-up, so that its rounds measure its steady state. */
async function coldThenWarm(fn) {
  const cold = MB / ((await cpuMsPerCall(fn, 2000)) / 1000);
  await cpuMsPerCall(fn, 1, 2000);
  return cold;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/**
 * The steady figures of the fast tools, in ROUNDS interleaved rounds of one CPU second each:
 * a machine that speeds up or slows down during the run shifts every tool alike, so the ratio
 * of two tools in one round is steadier than that of two separate measurements. Each tool's
 * figure is the median of its rounds, and a ratio the median of the rounds' ratios.
 */
const ROUNDS = 7;
async function interleaved(fns) {
  const rounds = fns.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < fns.length; k++) rounds[k].push(MB / ((await cpuMsPerCall(fns[k], 1000)) / 1000));
  }
  return rounds;
}

/**
 * Reads one character of a tool's output, so that a string built by concatenation (a rope in
 * V8) is flattened inside the timed call, as writing it out would: every tool pays for its
 * whole output.
 */
function flat(s) {
  s.charCodeAt(s.length >> 1);
  return s;
}

/** Share of sprinkled identifiers that no longer appear intact in the output. */
function removed(output) {
  const gone = truth.filter((t) => !output.includes(corpus.slice(t.start, t.end)));
  return gone.length / truth.length;
}

const ours = createRedactor();
// Issue 2's engine: the twelve pattern-based types, without the name analysis (PERSON_NAME,
// ORGANIZATION, ADDRESS), which `--entities` leaves out when none of them is asked for.
const NAME_TYPES = ['PERSON_NAME', 'ORGANIZATION', 'ADDRESS'];
const twelve = createRedactor({ entities: ENTITY_NAMES.filter((e) => !NAME_TYPES.includes(e)) });
const { SyncRedactor } = (await import('redact-pii')).default ?? (await import('redact-pii'));
const rp = new SyncRedactor();

// Each tool's output on the corpus is read after its cold figure, so that the cold figure is cold.
const fast = [
  { tool: 'anonymize (all 15 types)', fn: await freshIdentifiers(() => flat(ours.redact(next()).text)), output: () => ours.redact(corpus).text },
  { tool: 'anonymize (12 pattern types)', fn: await freshIdentifiers(() => flat(twelve.redact(next()).text)), output: () => twelve.redact(corpus).text },
  { tool: 'redact-pii 3.4', fn: () => flat(rp.redact(next())), output: () => rp.redact(corpus) },
];
for (const t of fast) {
  t.cold = await coldThenWarm(t.fn);
  t.removed = removed(t.output());
}
const ourOut = fast[0].output();
const rounds = await interleaved(fast.map((t) => t.fn));
const rpRounds = rounds[2];
const rows = fast.map((t, k) => ({
  tool: t.tool,
  cold: t.cold,
  removed: t.removed,
  steady: median(rounds[k]),
  ratio: median(rounds[k].map((x, r) => x / rpRounds[r])),
  spread: [Math.min(...rounds[k]), Math.max(...rounds[k])],
}));
const rpSpeed = rows[2];

const { OpenRedaction } = await import('openredaction');
const or = new OpenRedaction();
// openredaction refuses very long inputs at once; give it the corpus paragraph by paragraph.
const paras = corpus.split('\n\n');
let orOut = '';
const orSpeed = await throughput(async () => {
  const parts = [];
  for (const p of paras) parts.push(p ? (await or.detect(p)).redacted : p);
  orOut = flat(parts.join('\n\n'));
});
rows.push({ tool: 'openredaction 1.1', ...orSpeed, ratio: orSpeed.steady / rpSpeed.steady, removed: removed(orOut) });

console.log(`\nEngine throughput, single thread, MB per CPU second, corpus ${MB.toFixed(2)} MB (fixtures/bench/corpus.txt, ${truth.length} sprinkled identifiers)`);
console.log(`steady: median of ${ROUNDS} interleaved rounds of 1 s (min-max in brackets); x redact-pii: median of the rounds' ratios`);
console.log('tool                          steady   (min-max)       x redact-pii   first 2 s (cold)   identifiers removed');
for (const r of rows) {
  const spread = r.spread ? `(${r.spread[0].toFixed(1)}-${r.spread[1].toFixed(1)})` : '';
  console.log(
    `${r.tool.padEnd(28)} ${r.steady.toFixed(2).padStart(8)}   ${spread.padEnd(13)} ${r.ratio.toFixed(1).padStart(9)}x   ${r.cold.toFixed(2).padStart(16)}   ${(r.removed * 100).toFixed(1).padStart(18)}%`,
  );
}
const perEntity = {};
for (const t of truth) {
  const e = (perEntity[t.entity] ??= { n: 0, gone: 0 });
  e.n++;
  if (!ourOut.includes(corpus.slice(t.start, t.end))) e.gone++;
}
console.log('anonymize, removed per sprinkled type: ' + Object.entries(perEntity).map(([k, v]) => `${k} ${v.gone}/${v.n}`).join(', '));

// Logs (issue 20): the engine and redact-pii side by side on ~20 MB of synthetic logs, and the
// peak heap of one engine call on them (bench/logs.mjs), in a process of their own: run here after
// openredaction's prose rounds, redact-pii ran 2.1-2.5 MB/s on the logs against 6.9-7.1 alone
// (session 20), and the engine gained its prose warm-up, so the ratio printed here was not the
// two tools' on logs.
execFileSync(process.execPath, [fileURLToPath(new URL('./logs.mjs', import.meta.url)), String(process.env.BENCH_LOGS_MB ?? 20)], { cwd: root, stdio: 'inherit' });

// Text dense in values (a value on every line): the catalog's examples and a contact list (bench/dense.mjs).
await (await import('./dense.mjs')).printDenseLines();

for (const name of ['startup', 'pipe', 'files', 'csv', 'xlsx', 'pdf', 'scan', 'server', 'redis', 'ocr']) {
  const script = new URL(`./${name}.mjs`, import.meta.url);
  if (!existsSync(script)) continue;
  console.log(`\n--- bench/${name}.mjs`);
  execFileSync(process.execPath, ['--expose-gc', fileURLToPath(script)], { cwd: root, stdio: 'inherit' });
}
