import { Worker, type WorkerOptions } from 'node:worker_threads';
import { beforeOtherThreads } from '../code-cache-hook.js';

/**
 * Starts a worker thread from a module URL. A built module (`.js`) starts directly. Running
 * from source (the tests run TypeScript), Node 20 can't load `.ts`, and a worker does not
 * inherit the test runner's loader, so tsx (a dev dependency) is registered first in the
 * worker and compiles the module on the fly.
 */
export function startWorker(module: URL, options: WorkerOptions): Worker {
  // V8's flags are the process's: whatever changes them for a moment happens before (src/code-cache-hook.ts).
  beforeOtherThreads();
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
