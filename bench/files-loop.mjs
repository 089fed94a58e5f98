// `anonymize files --concurrency 2` again and again on small files (bench/files.mjs's mix), to
// catch a run that dies (start7, docs/performance.md: V8's flags changed while workers ran). A run
// fails on an exit other than 0, a signal, anything on stderr, or another number of outputs.
// Builds alternate, so a machine's load falls on each alike.
//
//   node bench/files-loop.mjs [rounds] [files] [build ...]   (a build folder holds bin/ and dist/;
//                                                              default this checkout; 40 rounds, 300 files)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { smallFile } from './files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const [roundsArg, filesArg, ...buildArgs] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 40);
const count = Number(filesArg ?? 300);
const builds = (buildArgs.length ? buildArgs : [path.join(here, '..')]).map((b) => path.resolve(b));
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-files-loop-'));
const tally = new Map(builds.map((b) => [b, { runs: 0, failed: 0, why: {} }]));
const countOutputs = (d) => readdirSync(d, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
try {
  for (let i = 0; i < count; i++) {
    const [ext, content] = smallFile(i);
    const sub = path.join(dir, 'small', `d${i % 10}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, `f${i}.${ext}`), content);
  }
  for (let r = 0; r < rounds; r++) {
    for (const build of r % 2 ? [...builds].reverse() : builds) {
      rmSync(path.join(dir, 'out'), { recursive: true, force: true });
      const run = spawnSync(process.execPath, [path.join(build, 'bin', 'anonymize.js'), 'files', 'small', '--out-dir', 'out', '--concurrency', '2', '--quiet'], { cwd: dir, encoding: 'utf8' });
      const t = tally.get(build);
      t.runs++;
      let why;
      if (run.signal) why = run.signal;
      else if (run.status !== 0) why = `exit ${run.status}`;
      else if (run.stderr) why = 'stderr';
      else if (countOutputs(path.join(dir, 'out')) !== count) why = 'outputs';
      if (why) {
        t.failed++;
        t.why[why] = (t.why[why] ?? 0) + 1;
        console.log(`round ${r} ${build}: ${why} (load ${loadavg()[0].toFixed(1)}) ${run.stderr.slice(0, 200)}`);
      } else console.log(`round ${r} ${build}: ok (load ${loadavg()[0].toFixed(1)})`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const [build, t] of tally) console.log(`${build}: ${t.runs} runs, ${t.failed} failed ${JSON.stringify(t.why)}`);
