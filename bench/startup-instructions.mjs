// Start-up of builds counted in instructions (issue 20): `anonymize text` run once under
// valgrind's callgrind per build, which counts the instructions the process executes, all threads.
// Unlike CPU time, the count hardly moves with the machine's load (three runs of one build at load
// 20–30: within 0.3%), so a change of a few ms shows where 21 timed runs cannot see it. Each
// build runs with a code cache of its own, written first by a run of the build's sample sentence
// (as scripts/bundle.mjs writes the built one). Prints the totals and the instructions by part:
// TurboFan (V8's optimizing compiler, on its threads), regex compilation and execution, ICU,
// the code cache's deserializer, garbage collection, malloc, JS builtins. ~20 s of CPU a run.
//
//   node bench/startup-instructions.mjs /tmp/ref-build . ["text to anonymize"]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [text = 'Call Jane at +1 415 555 0132 or jane@example.com'] = process.argv.slice(2).filter((a) => !isBuild(a));
const builds = process.argv.slice(2).filter(isBuild).map((d) => path.resolve(d));
if (builds.length === 0) throw new Error('usage: node bench/startup-instructions.mjs <build> [<build>…] ["text"]');
const SAMPLE = 'Call Jane Doe at +1 415 555 0132 or jane@example.com on 3 May 2024';

function isBuild(arg) {
  return !arg.includes(' ') && (arg.startsWith('/') || arg.startsWith('.'));
}

const PARTS = [
  ['turbofan', (f) => f.includes('compiler::')],
  ['regexp', (f) => /regexp|CharacterRange|irregexp/i.test(f)],
  ['icu', (f) => f.includes('icu_') || f.includes('u_char')],
  ['deserializer', (f) => f.includes('Deserializer')],
  ['gc', (f) => /Scaveng|MarkCompact|Heap::|heap::|Sweeper|Marking/.test(f)],
  ['malloc', (f) => /malloc|_int_free|\bfree\b/.test(f)],
  ['js builtins', (f) => f.includes('Builtins_')],
];

const scratch = mkdtempSync(path.join(tmpdir(), 'anonymize-startup-instructions-'));
const rows = [];
builds.forEach((build, n) => {
  const cache = path.join(scratch, `cache-${n}`);
  mkdirSync(cache, { mode: 0o700 });
  const env = { ...process.env, ANONYMIZE_CODE_CACHE: cache };
  spawnSync(process.execPath, ['bin/anonymize.js', 'text', SAMPLE], { cwd: build, env });
  const out = path.join(scratch, `callgrind-${n}.out`);
  const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, '--smc-check=all-non-file', process.execPath, 'bin/anonymize.js', 'text', text], { cwd: build, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`valgrind in ${build}: ${run.stderr.slice(-2000)}`);
  const annotated = spawnSync('callgrind_annotate', ['--threshold=100', out], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout;
  const parts = Object.fromEntries([...PARTS.map(([name]) => [name, 0]), ['other', 0]]);
  let total = 0;
  for (const line of annotated.split('\n')) {
    const m = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!m) continue;
    const count = Number(m[1].replaceAll(',', ''));
    if (m[2].startsWith('PROGRAM TOTALS')) {
      total = count;
      continue;
    }
    parts[(PARTS.find(([, test]) => test(m[2])) ?? ['other'])[0]] += count;
  }
  rows.push({ build, total, parts, out: run.stdout.trim() });
});
rmSync(scratch, { recursive: true, force: true });

console.log(`Instructions (millions) of \`anonymize text ${JSON.stringify(text)}\`, callgrind, one run each (${process.version})`);
const names = Object.keys(rows[0].parts);
console.log(['build'.padEnd(8), 'total'.padStart(9), ...names.map((k) => k.padStart(13))].join(''));
rows.forEach((r, n) => {
  console.log([String.fromCharCode(65 + n).padEnd(8), (r.total / 1e6).toFixed(1).padStart(9), ...names.map((k) => (r.parts[k] / 1e6).toFixed(1).padStart(13))].join(''));
});
rows.forEach((r, n) => console.log(`${String.fromCharCode(65 + n)} = ${r.build}`));
if (new Set(rows.map((r) => r.out)).size > 1) console.log('the builds printed different outputs');
