/**
 * Where a worker thread asks src/code-cache.ts to write the code caches of the scripts it ran
 * (the engine's chunk): a function under this symbol of the thread's global object, set by
 * code-cache.ts when a cache is to be written (none yet, damaged, or rejected by V8). A worker
 * ends by being terminated, with no 'exit' event in it, so without this its caches were never
 * written and every worker compiled the engine from its source (docs/parallel.md).
 */
export const CODE_CACHE_HOOK = Symbol.for('anonymize.writeCodeCaches');

/**
 * Writes the thread's pending code caches, if any (a lookup when there are none). A worker calls
 * it before it posts an answer: the functions that answer needed are compiled by then, and V8's
 * flags are still those the thread started with (the main thread may change them once a worker
 * has answered, src/files/spawn.ts `compileLessEagerly`, and a cache records the flags).
 */
export function writeCodeCaches(): void {
  const write = (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK];
  if (typeof write === 'function') {
    delete (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK];
    (write as () => void)();
  }
}
