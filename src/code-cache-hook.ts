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
 * it before it posts an answer: the functions that answer needed are compiled by then (a worker is
 * usually terminated, with no 'exit' event in it). V8's flags are those the thread started with:
 * dist/bundle/start.cjs sets them all before any script runs (a cache records them).
 */
export function writeCodeCaches(): void {
  const write = (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK];
  if (typeof write === 'function') {
    delete (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK];
    (write as () => void)();
  }
}

/**
 * Where dist/bundle/start.cjs keeps the setting of the CLI's V8 flags (scripts/v8-flags.mjs) for
 * the text command: a function under this symbol of the main thread's global object, which
 * `runCached` calls once the script is compiled and before it runs, for stdin or a text of more
 * than a few words (src/code-cache.ts `manyWords`; every other command has them from its start).
 * See `compileRegexesOnce`.
 */
export const V8_FLAGS_HOOK = Symbol.for('anonymize.setV8Flags');

/**
 * Sets the CLI's V8 flags (`--regexp-tier-up-ticks=0`: each regular expression compiled once, to
 * machine code, when first run) for the rest of this run, if dist/bundle/start.cjs left them to
 * be set; else nothing. Issue 20, start-up: a run that analyzes a few words runs most of its
 * regexes once, and for those V8's default (bytecode first, machine code at a second run)
 * compiles less; from a sentence on, the flags save more than they cost (docs/performance.md,
 * start5). Before any of the script's regexes has run: the regexes made before the flag were
 * compiled to bytecode first (V8's default), those made after it are compiled once. (Its
 * predecessor `--no-regexp-tier-up` crashed Node 20's V8 on a regex that had run as bytecode
 * before it was set: docs/performance.md, start6 and segv1.)
 */
export function compileRegexesOnce(): void {
  const set = (globalThis as Record<symbol, unknown>)[V8_FLAGS_HOOK];
  if (typeof set === 'function') {
    delete (globalThis as Record<symbol, unknown>)[V8_FLAGS_HOOK];
    (set as () => void)();
  }
}

/**
 * Where src/code-cache.ts keeps what must happen before this thread starts another (a function
 * under this symbol of the thread's global object; see `beforeOtherThreads`).
 */
export const OTHER_THREADS_HOOK = Symbol.for('anonymize.beforeOtherThreads');

/**
 * Called before the first worker thread starts (src/files/spawn.ts `startWorker`). The text
 * command's cache is made under V8's defaults by changing V8's flags for a moment (src/code-cache.ts
 * `cachedDataOf`), and V8's flags are the process's: changed while the pipe's worker ran
 * regexes, Node 20 crashed (docs/performance.md, start7). Its caches are written here, while this
 * thread is the only one, and none that needs the change is written later.
 */
export function beforeOtherThreads(): void {
  const hook = (globalThis as Record<symbol, unknown>)[OTHER_THREADS_HOOK];
  if (typeof hook === 'function') {
    delete (globalThis as Record<symbol, unknown>)[OTHER_THREADS_HOOK];
    (hook as () => void)();
  }
}
