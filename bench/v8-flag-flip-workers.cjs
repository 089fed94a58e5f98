// Node 20.20 (V8 11.3): V8's flags changed by one thread while worker threads run hot code and
// regexes, as the CLI did (start7, docs/performance.md): src/files/spawn.ts `compileLessEagerly`
// set --interrupt-budget, --max-inlined-bytecode-size and --no-use-osr once the workers had
// answered, and src/code-cache.ts `cachedDataOf` set --regexp-tier-up and then
// --no-regexp-tier-up again around the text command's cache, with the pipe's worker running.
// No project code. A parent runs `rounds` children and counts those that do not end with 'ok'.
//
//   node bench/v8-flag-flip-workers.cjs [rounds] [mode]
//
// mode: 'budget'  the three flags of compileLessEagerly, once, after each worker's first message
//       'regexp'  --no-regexp-tier-up from the start (as start.cjs), then --regexp-tier-up and
//                 --no-regexp-tier-up again around a 2 ms pause, 20 times, while the workers
//                 compile and run fresh regexes (cachedDataOf's window, widened and repeated)
//       'regexp1' as 'regexp', once, around what cachedDataOf does between them: the cache of a
//                 1 MB script (the text command's size)
//       'keep'    the same work, no flag changed
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');
const { spawnSync } = require('node:child_process');
const v8 = require('node:v8');

/** Work: fresh regexes run twice (bytecode, then tier-up) and hot functions with long loops (OSR). */
function work(seed, rounds) {
  let sink = 0;
  const fns = [];
  for (let k = 0; k < 40; k++) fns.push(new Function('s', 'n', `let h = ${k}; for (let i = 0; i < n; i++) h = (h * 31 + s.charCodeAt(i % s.length) + ${k}) | 0; return h;`));
  for (let r = 0; r < rounds; r++) {
    const re = new RegExp(`q${seed}_${r}(?:b|c)+d\\w*|x${r}y|\\b[A-Z][a-z]+ ${r}\\b`, r % 2 ? 'g' : 'gu');
    const text = `zz q${seed}_${r}bcbd_q x${r}y Jane ${r} é`.repeat(4);
    for (let t = 0; t < 3; t++) {
      re.lastIndex = 0;
      const m = re.exec(text);
      sink += m ? m.index : 0;
    }
    const f = fns[r % fns.length];
    sink = (sink + f(text, r % 50 === 0 ? 200000 : 300)) | 0;
  }
  return sink;
}

const mode = process.argv[3] ?? 'budget';

if (!isMainThread) {
  // A worker: answers once it has warmed up, then goes on working until terminated.
  let seed = workerData.seed;
  parentPort.postMessage(work(seed, 200));
  for (;;) {
    seed += 2;
    parentPort.postMessage(work(seed, 100));
  }
} else if (process.argv[2] === 'child') {
  if (mode.startsWith('regexp')) v8.setFlagsFromString('--no-regexp-tier-up');
  const big = mode === 'regexp1' ? new (require('node:vm').Script)(Array.from({ length: 20000 }, (_, i) => `function f${i}(a) { return a + ${i}; }`).join('\n')) : undefined;
  work(0, 200);
  const workers = [1, 2].map((seed) => new Worker(__filename, { workerData: { seed }, argv: ['x', mode] }));
  let answered = 0;
  let messages = 0;
  const flips = [];
  for (const w of workers) {
    w.once('message', () => {
      if (++answered !== workers.length) return;
      if (mode === 'budget') {
        v8.setFlagsFromString('--interrupt-budget=264000');
        v8.setFlagsFromString('--max-inlined-bytecode-size=200');
        v8.setFlagsFromString('--no-use-osr');
      } else if (mode === 'regexp') {
        for (let i = 0; i < 20; i++) flips.push(i * 15);
      } else if (mode === 'regexp1') {
        v8.setFlagsFromString('--regexp-tier-up');
        big.createCachedData();
        v8.setFlagsFromString('--no-regexp-tier-up');
      }
    });
    w.on('message', () => {
      messages++;
    });
    w.on('error', (e) => {
      console.error('worker error', e);
      process.exit(3);
    });
  }
  const started = Date.now();
  const tick = () => {
    const elapsed = Date.now() - started;
    work(elapsed, 20);
    if (mode === 'regexp' && flips.length && answered === workers.length) {
      flips.shift();
      v8.setFlagsFromString('--regexp-tier-up');
      const until = Date.now() + 2;
      while (Date.now() < until);
      v8.setFlagsFromString('--no-regexp-tier-up');
    }
    if (elapsed < 1500 || answered < workers.length) setTimeout(tick, 5);
    else Promise.all(workers.map((w) => w.terminate())).then(() => console.log('ok', messages));
  };
  tick();
} else {
  const rounds = Number(process.argv[2] ?? 50);
  let failed = 0;
  const signals = {};
  for (let i = 0; i < rounds; i++) {
    const r = spawnSync(process.execPath, [__filename, 'child', mode], { encoding: 'utf8' });
    const ok = r.status === 0 && r.stdout.startsWith('ok');
    if (!ok) {
      failed++;
      const why = r.signal ?? `exit ${r.status}`;
      signals[why] = (signals[why] ?? 0) + 1;
      if (failed <= 3) process.stderr.write(`round ${i}: ${why} ${r.stderr.slice(0, 300)}\n`);
    }
  }
  console.log(`${mode}: ${rounds} runs, ${failed} failed`, JSON.stringify(signals));
}
