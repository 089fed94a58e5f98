// V8 flags that dist/bundle/start.cjs sets before it compiles any script (scripts/bundle.mjs;
// issue 20: start-up, docs/performance.md's start4 section). V8's code caches record its flags and
// reject a cache written under others, so each cache's key holds them too (the scripts' hashes in
// scripts/bundle.mjs and scripts/code-cache.mjs): a build with other flags writes caches of its
// own instead of rejecting, and rewriting, another build's.
//
// --no-regexp-tier-up: each regular expression is compiled once, to machine code, when first
// run. V8's default compiles it to bytecode for its first run and to machine code again for its
// second: the engine's large patterns (dates, national IDs' shapes, the names analysis's word
// lists) went through both compilers in a run's first analysis (~7 ms of CPU of
// `anonymize text "Call Jane at +1 415 555 0132 or jane@example.com"`).
export const V8_FLAGS = '--no-regexp-tier-up';
// What undoes V8_FLAGS (V8's defaults): the text command's script is compiled, and its cache
// written, under V8's defaults, and the command sets V8_FLAGS only for a text of more than a few
// words (src/code-cache-hook.ts `compileRegexesOnce`; the cache is made with the flags undone).
export const V8_FLAGS_UNDO = '--regexp-tier-up';
