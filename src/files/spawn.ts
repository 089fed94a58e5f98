import { setFlagsFromString } from 'node:v8';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { writeCodeCaches } from '../code-cache-hook.js';

/**
 * Starts a worker thread from a module URL. A built module (`.js`) starts directly. Running
 * from source (the tests run TypeScript), Node 20 can't load `.ts`, and a worker does not
 * inherit the test runner's loader, so tsx (a dev dependency) is registered first in the
 * worker and compiles the module on the fly.
 */
export function startWorker(module: URL, options: WorkerOptions): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, options);
  const tsx = new URL('../../node_modules/tsx/dist/esm/api/index.mjs', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/** This module's sibling with the same extension as this file (.ts from source, .js built). */
export function siblingModule(name: string, base: string): URL {
  const ext = base.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${ext}`, base);
}

/** The batch worker (worker.ts), for callers outside this folder (the server's job pool). */
export function fileWorkerModule(): URL {
  return siblingModule('worker', import.meta.url);
}

let lessEagerly = false;

/**
 * V8's interrupt budget (the bytecode a function runs before V8 considers optimizing it) raised
 * from V8's 67,584 to 264,000 for the whole process, once two threads or more analyze: with one,
 * V8's optimizing compiler runs on the idle core for free; with every core busy it takes their
 * time, and each isolate compiles the engine again (docs/parallel.md). Lukewarm functions stay
 * unoptimized, hot ones are optimized a little later. Call it once the workers have loaded the
 * engine: a worker isolate started after a change of V8's flags rejects the code cache written
 * without it (src/code-cache.ts); a later one compiles from source.
 */
export function compileLessEagerly(options: { inlineLess?: boolean } = {}): void {
  if (lessEagerly) return;
  lessEagerly = true;
  // This thread's code caches first: one written after the change would be rejected at the next
  // start (a cache records V8's flags), and written again by every run.
  writeCodeCaches();
  setFlagsFromString('--interrupt-budget=264000');
  if (options.inlineLess) {
    // The pipe (docs/performance.md, seventh session): functions of up to 200 bytes of bytecode
    // inlined instead of V8's 460, so each optimization builds a smaller graph; on 20 MB of logs
    // V8's compiler threads took ~0.25 CPU s less and the analysis no more.
    setFlagsFromString('--max-inlined-bytecode-size=200');
    // No on-stack replacement (logs7): a loop that runs long in a call not yet optimized is not
    // compiled while it runs; the function is compiled whole for its next call, as it would be
    // anyway. A segment is one long call per detector, so each hot function was compiled twice,
    // its loop (OSR) and then whole. On 50 MB of logs at --concurrency 2, four interleaved runs
    // each way: V8's background threads 1.46-1.65 CPU s against 1.68-1.88, the run 9.76-10.01
    // against 9.86-10.57; the analysis no slower.
    setFlagsFromString('--no-use-osr');
  }
}
