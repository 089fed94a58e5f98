// V8 flags that dist/bundle/start.cjs sets before it compiles any script (scripts/bundle.mjs;
// issue 20: start-up, docs/performance.md's start4 section). V8's code caches record its flags and
// reject a cache written under others, so each cache's key holds them too (the scripts' hashes in
// scripts/bundle.mjs and scripts/code-cache.mjs): a build with other flags writes caches of its
// own instead of rejecting, and rewriting, another build's.
//
// --regexp-tier-up-ticks=0: each regular expression made from here on is compiled once, to
// machine code, when first run. V8's default compiles it to bytecode for its first run and to
// machine code again for its second: the engine's large patterns (dates, national IDs' shapes,
// the names analysis's word lists) went through both compilers in a run's first analysis (~7 ms
// of CPU of `anonymize text "Call Jane at +1 415 555 0132 or jane@example.com"`).
// It was `--no-regexp-tier-up` (start4 to segv1), which changes V8's regexp *mode*: set at run
// time, after Node's loader and start.cjs had run regexes as bytecode, V8's runtime then called a
// bytecode regex's interpreter trampoline as machine code (NativeRegExpMacroAssembler::Execute,
// without the root register the trampoline jumps through): SIGSEGV. The regex needs no second
// run of the same literal: V8's regexp compilation cache hands a later literal of the same source
// and flags (`/^\d+$/`, `/\s+/`) the data compiled before the flag, so whether a run died
// depended on a garbage collection clearing that cache first (`anonymize files --concurrency 2`
// ~1 run in 40, the pipe at --concurrency 1; docs/performance.md, segv1). Tier-up stays on with
// this flag: V8's C++ runtime and its builtins agree on every regex's mode, a regex compiled to
// bytecode before it tiers up as usual, and those made after it start marked for tier-up, the
// state V8 itself gives a regex before its first run on a subject of 1,000 characters or more.
export const V8_FLAGS = '--regexp-tier-up-ticks=0';
// What undoes V8_FLAGS (V8's default): the text command's script is compiled, and its cache
// written, under V8's defaults, and the command sets V8_FLAGS only for a text of more than a few
// words (src/code-cache-hook.ts `compileRegexesOnce`; the cache is made with the flags undone).
export const V8_FLAGS_UNDO = '--regexp-tier-up-ticks=1';
// `anonymize files` with two worker threads or more (src/code-cache.ts `manyThreads`, from the
// arguments), with V8_FLAGS, before any script is compiled: V8's interrupt budget (the bytecode
// a function runs before V8 considers optimizing it) raised from V8's 67,584 to 264,000. With one
// worker V8's optimizing compiler runs on the idle core for free; with every core busy it takes
// their time, and each isolate compiles the engine again (docs/parallel.md). It was set once the
// workers had answered (src/files/spawn.ts `compileLessEagerly`), a change of V8's flags while
// they ran (docs/performance.md, start7). Not in the caches' hash: a run with them keys its
// caches by them (src/code-cache.ts `setStartFlags`).
export const V8_FLAGS_THREADS = '--interrupt-budget=264000';
// The pipe: `anonymize text` reading stdin with worker threads (src/code-cache.ts
// `pipeThreads`), from the start, before its script is compiled (its caches are keyed by them):
// V8_FLAGS_THREADS; functions of up to 200 bytes of bytecode inlined instead of V8's 460, so each
// optimization builds a smaller graph (on 20 MB of logs V8's compiler threads took ~0.25 CPU s
// less and the analysis no more: docs/performance.md, seventh session); and no on-stack
// replacement (logs7): a segment is one long call per detector, so each hot function was
// compiled twice, its loop (OSR) and then whole (50 MB of logs at --concurrency 2: V8's
// background threads 1.46-1.65 CPU s against 1.68-1.88). They were set once the pipe's worker had
// answered (start7: measured again, 20 MB of logs at --concurrency 2, load 20-26, V8's background
// threads 1.48-1.61 CPU s with them against 2.31-2.63 without).
export const V8_FLAGS_PIPE = `${V8_FLAGS_THREADS} --max-inlined-bytecode-size=200 --no-use-osr`;
