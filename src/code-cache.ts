import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { CODE_CACHE_HOOK, compileRegexesOnce, OTHER_THREADS_HOOK, V8_FLAGS_HOOK } from './code-cache-hook.js';

/**
 * Runs a script of the bundle with V8's code cache (issue 20: start-up). Node 20 has no compile
 * cache for ES modules, and compiling the engine (~0.9 MB) cost ~25 ms of each `anonymize text`.
 * scripts/bundle.mjs makes the whole CLI one script (dist/bundle/cli.cjs, run by
 * dist/bundle/start.cjs, which bin/anonymize.js requires), and turns each large chunk of the
 * workers' ES modules into a script (a function body with `require`, `module` and `exports`, see
 * docs/startup.md) with a small module in its place that imports the chunk's imports and calls
 * `runCached`.
 *
 * The build writes the text command's cache beside the script (dist/bundle/v8-cache/, by a run
 * of `anonymize text` in scripts/bundle.mjs: the Node that ran `npm ci` is the one that runs the
 * CLI), so that even a first run, a CI job or a read-only home starts from it. What the build did
 * not make (another command, another Node, other flags) or V8 rejects is written on the first
 * run, after it (so that it holds the functions that run compiled too), under the user's cache
 * folder, which is read first; each cache is keyed by the script's content hash, Node's version
 * and its flags. Everything about it may fail (no home, a read-only disk, a cache of another V8):
 * the script is then compiled as usual; V8 rejects a cache that doesn't fit, and our own checksum
 * one damaged inside its data (see `readChecked`). A worker thread writes its caches through
 * src/code-cache-hook.ts (see `writeLater`).
 * ANONYMIZE_CODE_CACHE=off turns it off; =<folder> uses that folder only (not the build's).
 *
 * Not imported by src/: scripts/bundle.mjs builds it as dist/bundle/code-cache.js (for the
 * workers' modules) and into dist/bundle/start.cjs (for the CLI's script).
 */
export function runCached(
  chunkUrl: string,
  scriptFile: string,
  hash: string,
  imports: Readonly<Record<string, object>>,
  /** The script's `__import`: scripts/bundle.mjs turns the CLI script's import() into calls of it. */
  dynamicImport?: (spec: string) => Promise<unknown>,
  /**
   * A cache of its own for this kind of run (the CLI's: its command). The cache holds what the
   * run that wrote it compiled: one written by `--help` would make every `text` run compile the
   * engine's functions again (~6 ms).
   */
  variant?: string,
  /**
   * Set the flags left to the command (`setFlagsWhenAsked`) once the script is compiled, before
   * it runs: never later, once regexes have run (see `manyWords`).
   */
  flagsBeforeRun?: boolean,
): Record<string, unknown> {
  const scriptUrl = new URL(scriptFile, chunkUrl);
  const filename = fileURLToPath(scriptUrl);
  // One line with the body's first line, so that stack traces give the script's own line numbers.
  const source = readSource(scriptUrl, '(function (exports, require, module, __importMetaUrl, __import) {', '\n})');
  const name = cacheName(scriptFile, hash, variant);
  const cacheFile = name === undefined ? undefined : userCachePath(name);
  // A file whose checksum fails (damaged) counts as none: compiled, and written again.
  const cached = cacheFile ? readCache(cacheFile) : 'unsafe';
  // The build's cache when the user's folder has none for this script (or may not be used).
  const built = name !== undefined && !(cached instanceof Buffer) && !process.env.ANONYMIZE_CODE_CACHE ? readBuiltCache(filename, name) : undefined;
  const cachedData = cached instanceof Buffer ? cached : built;
  const script = new Script(source, { filename, ...(cachedData ? { cachedData } : {}) });
  // Written when there was none, it was damaged or V8 rejected the one read (the user's, or the
  // build's: then the user's is read first next time, and this Node compiles once).
  if (cacheFile && cached !== 'unsafe' && (!cachedData || script.cachedDataRejected)) writeLater(cacheFile, script);
  else if (cacheFile && cached instanceof Buffer) touch(cacheFile);
  // A built-in straight from Node (what require gives for it); anything else through a require of
  // the chunk's folder, made on first use (node:module, ~0.2 ms, is not loaded by a text run).
  let nodeRequire: NodeJS.Require | undefined;
  const load = (id: string): unknown => process.getBuiltinModule(id) ?? (nodeRequire ??= process.getBuiltinModule('node:module').createRequire(chunkUrl))(id);
  const require = (id: string): unknown => imports[id] ?? (LAZY_BUILTINS.has(id) ? lazyModule(() => load(id) as object) : load(id));
  const module = { exports: {} as Record<string, unknown> };
  if (flagsBeforeRun) compileRegexesOnce();
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, require, module, chunkUrl, dynamicImport);
  return module.exports;
}

/**
 * A script's text between `before` and `after`: ASCII (scripts/ascii-script.mjs makes the CLI's
 * so) is read as latin1, a one-byte string made without decoding, ~3 ms less for 2 MB than UTF-8
 * (which V8 would then hold and scan as a two-byte string had one character been outside
 * Latin-1). The file is read between the two in one buffer, so that the source is one string as
 * it is: joined with `+` it was a pair that V8 copied into a new string of its young generation
 * when it compiled it (1.5 MB for the text command, which filled the young generation and cost
 * `text "short"` a scavenge, ~2.5 ms of CPU in all); a latin1 string over ~1 MB is made by Node
 * outside V8's heap.
 */
export function readSource(url: URL, before = '', after = ''): string {
  const fd = openSync(url, 'r');
  try {
    const size = fstatSync(fd).size;
    const bytes = Buffer.allocUnsafe(before.length + size + after.length);
    bytes.write(before, 0, 'latin1');
    let at = before.length;
    for (let read; at < before.length + size && (read = readSync(fd, bytes, at, before.length + size - at, null)) > 0; ) at += read;
    const end = at + bytes.write(after, at, 'latin1');
    const text = bytes.subarray(0, end);
    return isAscii(text) ? text.toString('latin1') : text.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * Built-in modules a script gets on first use of one of their functions rather than when it
 * starts: loading node:crypto or node:child_process costs ~3 ms each, and `anonymize text`
 * without --style fake or hash calls neither (commander spawns only for executable
 * subcommands); node:fs/promises (the options' files; it loads readline and the fs streams) is
 * read by no text run without such an option; node:stream (~1 ms: the text command's
 * `Readable.from` of --remote) and node:worker_threads (~0.5 ms: the workers of --concurrency)
 * neither, now that stdout is made only when needed (src/cli/io.ts `stdioOutput`); node:os
 * (~0.3 ms: the text command's thread count for stdin) neither. Only modules whose functions
 * don't read `this` (called on this stand-in).
 */
const LAZY_BUILTINS = new Set([
  'node:crypto', 'crypto', 'node:child_process', 'child_process', 'node:fs/promises', 'fs/promises',
  'node:stream', 'stream', 'node:worker_threads', 'worker_threads', 'node:os', 'os',
]);

function lazyModule(load: () => object): object {
  let loaded: object | undefined;
  const target = () => (loaded ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(target(), key),
      has: (_, key) => Reflect.has(target(), key),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const d = Reflect.getOwnPropertyDescriptor(target(), key);
        return d ? { ...d, configurable: true } : undefined;
      },
    },
  );
}

/** The file name of a script's cache for this Node and these flags, or undefined when it is off. */
function cacheName(scriptFile: string, hash: string, variant: string | undefined): string | undefined {
  const setting = process.env.ANONYMIZE_CODE_CACHE;
  if (setting === 'off' || setting === '0') return undefined;
  // The flags change what V8 compiles (--cpu-prof, --jitless, ...): a cache per set of them, the
  // user's and those start.cjs set for this run (`setStartFlags`; none: the names as before).
  const key = `${hash}-${process.version}-${process.arch}-${fnv(process.execArgv.join(' ') + (process.env.NODE_OPTIONS ?? '') + startFlags())}`;
  return `${path.basename(scriptFile, '.cjs')}${variant && /^[a-z]+$/.test(variant) ? `-${variant}` : ''}-${key}.v8`;
}

/** Where the user's cache of a script lives, or undefined when it has no place. */
function userCachePath(name: string): string | undefined {
  const dir = process.env.ANONYMIZE_CODE_CACHE || defaultDir();
  return dir ? path.join(dir, name) : undefined;
}

/** The folder beside the scripts where the build writes their caches (scripts/bundle.mjs). */
export const BUILT_CACHE_DIR = 'v8-cache';

/**
 * A cache file is V8's data followed by a trailer of our own: a 64-bit checksum of the data (8
 * bytes, little endian) and TRAILER. V8 checks a cache's header (its version, flags, the source's
 * length) but, in a release build, not the data's checksum: a cache damaged inside its data (a
 * disk error, a bad copy) was accepted and ran as code, from a TypeError at start-up to a crash
 * (SIGSEGV) or, worse, a changed constant. A file without the trailer (an earlier build's) counts
 * as damaged.
 */
const TRAILER = Buffer.from('anz1', 'latin1');
const TRAILER_BYTES = 12;

/**
 * V8's data of a cache file, or undefined when its trailer or checksum fails. The file is read
 * straight into the checksum's WebAssembly memory (no copy of 1 MB), and V8 reads its data there.
 */
function readChecked(file: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const n = size - TRAILER_BYTES;
    if (n <= 0) return undefined;
    const { memory, hash } = hasher(size);
    const bytes = Buffer.from(memory.buffer, 0, size);
    for (let at = 0; at < size; ) {
      const read = readSync(fd, bytes, at, size - at, at);
      if (read === 0) return undefined;
      at += read;
    }
    if (!bytes.subarray(n + 8).equals(TRAILER)) return undefined;
    const stored = bytes.readBigUInt64LE(n);
    // The last word's padding.
    bytes.fill(0, n);
    return hash(n) === stored ? bytes.subarray(0, n) : undefined;
  } catch {
    // Unreadable, or no WebAssembly (node --jitless): no cache is used, and none can be written.
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function pack(data: Buffer): Buffer {
  const trailer = Buffer.alloc(TRAILER_BYTES);
  trailer.writeBigUInt64LE(cacheChecksum(data), 0);
  TRAILER.copy(trailer, 8);
  return Buffer.concat([data, trailer]);
}

/**
 * FNV-1a over the data's 64-bit words (little endian, the last one padded with zeros):
 * `h = (h ^ word) * 0x100000001b3` from 0xcbf29ce484222325, mod 2^64. Each step is a bijection,
 * so a change to any one word always changes the result. Run in WebAssembly: ~1.2 ms of CPU for
 * the text command's 1 MB cache (the module's compilation, the hash in V8's baseline wasm code);
 * node:zlib's crc32 ~1.6 ms (loading node:zlib loads the stream classes, which `anonymize text
 * "..."` does not need), node:crypto ~2.4 ms to load, a loop in JavaScript ~10 ms (it runs cold).
 * The module (HASH_WASM, 100 bytes) is:
 *
 *   (module
 *     (memory (export "m") 1)
 *     (func (export "h") (param $n i32) (result i64) (local $i i32) (local $h i64)
 *       (local.set $h (i64.const 0xcbf29ce484222325))
 *       (block (loop
 *         (br_if 1 (i32.ge_u (local.get $i) (local.get $n)))
 *         (local.set $h (i64.mul (i64.xor (local.get $h) (i64.load (local.get $i))) (i64.const 0x100000001b3)))
 *         (local.set $i (i32.add (local.get $i) (i32.const 8)))
 *         (br 0)))
 *       (local.get $h)))
 *
 * test/code-cache.test.ts checks it against the same hash in JavaScript.
 */
export function cacheChecksum(data: Uint8Array): bigint {
  const { memory, hash } = hasher(data.length);
  new Uint8Array(memory.buffer).set(data);
  return hash(data.length);
}

/** A fresh instance of the checksum's module whose memory (zeros) holds `bytes` and a word more. */
function hasher(bytes: number): { memory: { buffer: ArrayBuffer }; hash: (n: number) => bigint } {
  const { exports } = new wasm.Instance((hashModule ??= new wasm.Module(Buffer.from(HASH_WASM, 'base64'))));
  const memory = exports.m as { grow(pages: number): number; buffer: ArrayBuffer };
  memory.grow(Math.ceil((bytes + 8) / 65536) - 1);
  return { memory, hash: (n) => BigInt.asUintN(64, (exports.h as (n: number) => bigint)(n)) };
}

const HASH_WASM = 'AGFzbQEAAAABBgFgAX8BfgMCAQAFAwEAAQcJAgFtAgABaAAACj4BPAIBfwF+QqXGiKHInKf5SyECAkADQCABIABPDQEgAiABKQMAhUKzg4CAgCB+IQIgAUEIaiEBDAALCyACCw==';

/** WebAssembly's constructors (TypeScript's ES library does not describe them). */
const wasm = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => object; Instance: new (module: object) => { exports: Record<string, unknown> } } }).WebAssembly;
let hashModule: object | undefined;

/**
 * The cache the build wrote for a script, if any: read from the install, which may be read-only
 * and another user's (a global install), so it is trusted as the script itself is: the file
 * and its folder must belong to the script's owner, and neither may be written by others.
 */
function readBuiltCache(scriptPath: string, name: string): Buffer | undefined {
  try {
    const dir = path.join(path.dirname(scriptPath), BUILT_CACHE_DIR);
    const file = path.join(dir, name);
    const s = statSync(file, { throwIfNoEntry: false });
    if (!s) return undefined;
    const owner = statSync(scriptPath).uid;
    const d = statSync(dir);
    if (s.uid !== owner || d.uid !== owner || (s.mode & 0o022) !== 0 || (d.mode & 0o022) !== 0) return undefined;
    return readChecked(file);
  } catch {
    return undefined;
  }
}

/**
 * $XDG_CACHE_HOME/anonymize, ~/.cache/anonymize, or a folder of this user's in the temp folder.
 * node:os (~0.25 ms) is loaded only when $HOME does not say (os.homedir() is $HOME when set).
 */
function defaultDir(): string | undefined {
  if (process.env.XDG_CACHE_HOME) return path.join(process.env.XDG_CACHE_HOME, 'anonymize');
  try {
    const home = process.platform !== 'win32' && process.env.HOME !== undefined ? process.env.HOME : process.getBuiltinModule('node:os').homedir();
    if (home) return path.join(home, '.cache', 'anonymize');
  } catch {
    // No home folder (a service user): the temp folder.
  }
  const uid = process.getuid?.();
  return path.join(process.getBuiltinModule('node:os').tmpdir(), `anonymize-cache${uid === undefined ? '' : `-${uid}`}`);
}

/**
 * V8's data of the cache file; undefined when there is none yet or it is damaged (it will be
 * written); 'unsafe' when it must be neither read nor written. Code from a cache runs as this
 * user, so a cache is used only in a folder and from a file that are this user's and that nobody
 * else may write.
 */
function readCache(file: string): Buffer | undefined | 'unsafe' {
  try {
    const dir = path.dirname(file);
    if (!exists(dir)) return undefined;
    if (!ownedSafely(dir)) return 'unsafe';
    if (!exists(file)) return undefined;
    if (!ownedSafely(file)) return 'unsafe';
    return readChecked(file);
  } catch {
    return 'unsafe';
  }
}

function exists(p: string): boolean {
  return statSync(p, { throwIfNoEntry: false }) !== undefined;
}

function ownedSafely(p: string): boolean {
  try {
    const s = statSync(p);
    const uid = process.getuid?.();
    return (uid === undefined || s.uid === uid) && (s.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * Writes a script's cache once it has run, so that it holds the functions that ran compiled too:
 * at the thread's exit, or earlier when the thread calls the hook (`writeCodeCaches` in
 * src/code-cache-hook.ts). A cache records V8's flags, and one written after a change of them is
 * rejected at the next start: V8's flags are set before any script runs (`setStartFlags`; the
 * text command's, see `cachedDataOf`). A worker thread is usually terminated, and then has no 'exit' event: its
 * caches (the engine's chunk) were never written, and every worker compiled the engine from its
 * source; it calls the hook before its first answer. A cache that another thread or process wrote
 * meanwhile (the file changed since it was read) is left as it is.
 */
function writeLater(file: string, script: Script): void {
  const seen = mtimeOf(file);
  pending.push(() => {
    if (mtimeOf(file) === seen) writeCache(file, script);
  });
  (globalThis as Record<symbol, unknown>)[CODE_CACHE_HOOK] = writePending;
  if (!exitHooked) process.once('exit', writePending);
  exitHooked = true;
}

let exitHooked = false;
const pending: (() => void)[] = [];

function writePending(): void {
  for (const write of pending.splice(0)) write();
}

function mtimeOf(file: string): number | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * V8 flags this thread set after its script was compiled, on the text command's request
 * (`setFlagsWhenAsked`), and the flags that undo them; undefined until then.
 */
let flagsSet: { flags: string; undo: string } | undefined;

/**
 * Leaves V8's flags (`flags`, undone by `undo`: scripts/v8-flags.mjs) to the text command
 * (issue 20: start-up; src/code-cache-hook.ts `compileRegexesOnce`): dist/bundle/start.cjs
 * compiles the text command's script under V8's defaults and the command sets the flags when its
 * text is more than a few words. A cache records V8's flags and V8 rejects one written under
 * others, so `writeCache` undoes them while it makes the cache: the text command's caches are
 * always V8's defaults', whatever the run that wrote them analyzed. Flags that name one the user
 * gave node (its command line, NODE_OPTIONS) are theirs: then the hook sets nothing.
 */
export function setFlagsWhenAsked(flags: string, undo: string): void {
  const given = userFlags();
  if (flags.split(/\s+/).some((f) => f !== '' && given.has(flagName(f)))) return;
  (globalThis as Record<symbol, unknown>)[V8_FLAGS_HOOK] = () => {
    process.getBuiltinModule('node:v8').setFlagsFromString(flags);
    flagsSet = { flags, undo };
    // Its caches are written before a worker starts (src/code-cache-hook.ts `beforeOtherThreads`).
    (globalThis as Record<symbol, unknown>)[OTHER_THREADS_HOOK] = () => {
      writePending();
      otherThreads = true;
    };
  };
}

/**
 * Whether a run has two threads or more: `--concurrency` 2 or more, or none and two cores or
 * more. `anonymize files` then gets scripts/v8-flags.mjs V8_FLAGS_THREADS, set by start.cjs from
 * the arguments, with V8_FLAGS, before any script is compiled (`setStartFlags`); the pipe,
 * V8_FLAGS_PIPE (`pipeThreads`). A guess from the arguments alone (a value that is not a whole
 * number stops the command with a usage error; a batch of one file starts one worker) picks
 * between two speeds, never the output.
 */
export function manyThreads(args: readonly string[]): boolean {
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') break;
    // Commander takes the last one given.
    if (a === '--concurrency') value = args[++i];
    else if (a.startsWith('--concurrency=')) value = a.slice('--concurrency='.length);
  }
  // Not a whole number: the command stops with a usage error before any work.
  if (value !== undefined) return /^\d+$/.test(value.trim()) && Number(value) >= 2;
  return process.getBuiltinModule('node:os').availableParallelism() >= 2;
}

/**
 * Where this run's extra V8 flags are kept for the caches' names (see `setStartFlags`): a string
 * under this symbol of the main thread's global object, and the same under this key of
 * node:worker_threads' environment data, which each worker started later gets a copy of.
 */
const START_FLAGS = 'anonymize.startFlags';

/**
 * Sets V8 flags for the whole run before any of its scripts is compiled or run, and keys the
 * caches of every script this run and its workers compile by them (`cacheName`): a cache records
 * V8's flags and V8 rejects one written under others, so a run with them and one without (files
 * with one worker and with two) keep caches of their own instead of rewriting each other's. V8's
 * flags are the process's: set once code has run, while worker threads run, they changed V8's
 * mode under code it had compiled (Node 20 crashed on `--no-regexp-tier-up` so set: start6; and
 * on `--regexp-tier-up` set for a moment while the pipe's worker ran regexes: start7). The regexp
 * flag itself is now one that changes no mode (`--regexp-tier-up-ticks=0`: segv1).
 */
export function setStartFlags(wanted: string): void {
  // A flag the user gave node is theirs.
  const given = wanted === '' ? undefined : userFlags();
  const flags = wanted.split(/\s+/).filter((f) => f !== '' && !given!.has(flagName(f))).join(' ');
  (globalThis as Record<symbol, unknown>)[Symbol.for(START_FLAGS)] = flags;
  if (flags === '') return;
  process.getBuiltinModule('node:v8').setFlagsFromString(flags);
  process.getBuiltinModule('node:worker_threads').setEnvironmentData(START_FLAGS, flags);
}

/** The flags `setStartFlags` set for this run, with a space before them; '' for none. */
function startFlags(): string {
  // The main thread: start.cjs always says (node:worker_threads, ~0.5 ms, is not loaded for it).
  let flags = (globalThis as Record<symbol, unknown>)[Symbol.for(START_FLAGS)];
  // A worker thread: the main thread's, if it set any.
  if (flags === undefined) flags = process.getBuiltinModule('node:worker_threads').getEnvironmentData(START_FLAGS);
  return typeof flags === 'string' && flags !== '' ? ` ${flags}` : '';
}

/** A flag's name: `--no-use-osr`, `--use_osr` and `--use-osr=...` are `use-osr`. */
const flagName = (flag: string) => flag.replace(/^--?(?:no-?)?/, '').replace(/=.*/, '').replace(/_/g, '-');

/** The names of the flags the user gave node (its command line, NODE_OPTIONS). */
function userFlags(): Set<string> {
  return new Set(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.split(/\s+/).filter((a) => a.startsWith('-')).map(flagName));
}

/**
 * A text given as arguments shorter than this (in UTF-16 units, the spaces between them counted)
 * runs without the CLI's V8 flags: in a text of a few words most regexes run once, V8's default
 * compiles those more cheaply (bytecode), and loading the flags' module costs more than they save
 * (issue 20, docs/performance.md's start5: about even at 8-19 characters, the flags ~7 ms ahead
 * at 28). Longer texts and stdin get them.
 */
export const FEW_WORDS = 16;

/**
 * Whether `anonymize text <args>` gets the CLI's V8 flags (`--regexp-tier-up-ticks=0`), decided from
 * its arguments before its script runs: stdin (no word, `-`, or only words that may be an
 * option's value), or words of FEW_WORDS characters or more. The flags are set after the script
 * is compiled (its cache is V8's defaults') and before it runs. They used to be set by the text
 * command once it had parsed its arguments, after the modules' set-up had run regexes: in Node
 * 20 (V8 11.3) `--no-regexp-tier-up` set once regexes have run as bytecode can make a later run
 * of one jump to no code (SIGSEGV in NativeRegExpMacroAssembler::Execute): a pipe died silently,
 * its stdin unread (docs/performance.md, start6). Since segv1 the flag is
 * `--regexp-tier-up-ticks=0`, which V8 can take at any time (scripts/v8-flags.mjs): the regexes
 * of Node's loader and start.cjs, run before it, crashed a run now and then under the old one. An option's value taken for a word only
 * moves the choice between two speeds, never the output.
 */
export function manyWords(args: readonly string[]): boolean {
  const { text, length } = textOf(args);
  return !text || length >= FEW_WORDS;
}

/**
 * Whether `anonymize text <args>` reads stdin with worker threads (`--concurrency` 2 or more, or
 * none and two cores or more): the pipe (src/pipe/parallel-stream.ts), which runs with
 * scripts/v8-flags.mjs V8_FLAGS_PIPE from its start. A text given as arguments never starts one.
 */
export function pipeThreads(args: readonly string[]): boolean {
  return !textOf(args).text && manyThreads(args);
}

/** Whether the arguments hold a text (else stdin is read), and its length with the spaces between its words. */
function textOf(args: readonly string[]): { text: boolean; length: number } {
  let length = -1;
  let text = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-') return { text: false, length: 0 };
    if (a.startsWith('-')) continue;
    length += a.length + 1;
    // A word after an option without `=` may be its value (`--style numbered`).
    const previous = args[i - 1];
    if (previous === undefined || !previous.startsWith('-') || previous.includes('=') || previous === '--') text = true;
  }
  return { text, length };
}

/**
 * Whether this thread has started another since it changed V8's flags (`setFlagsWhenAsked`):
 * then they are not changed again, for a cache or anything else.
 */
let otherThreads = false;

/**
 * V8's data of a script's cache, made under the flags its script was compiled with; undefined
 * when that would change V8's flags while another thread runs (`otherThreads`).
 */
function cachedDataOf(script: Script): Buffer | undefined {
  const set = flagsSet;
  if (!set) return script.createCachedData();
  if (otherThreads) return undefined;
  const v8 = process.getBuiltinModule('node:v8');
  v8.setFlagsFromString(set.undo);
  try {
    return script.createCachedData();
  } finally {
    v8.setFlagsFromString(set.flags);
  }
}

/** Writes the cache through a temporary file and a rename: a reader never sees half a file. */
function writeCache(file: string, script: Script): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const data = cachedDataOf(script);
    if (!data) return;
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(tmp, pack(data), { mode: 0o600 });
    renameSync(tmp, file);
    prune(path.dirname(file));
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // Nothing was written.
    }
  }
}

/**
 * Each build and each Node version writes new files (their names change with the content):
 * past MAX_FILES, the least recently used go (a file read is touched, see runCached).
 */
const MAX_FILES = 24;

function prune(dir: string): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.v8'));
  if (files.length <= MAX_FILES) return;
  const dated = files.map((f) => ({ f, t: statSync(path.join(dir, f), { throwIfNoEntry: false })?.mtimeMs ?? 0 }));
  dated.sort((a, b) => b.t - a.t);
  for (const { f } of dated.slice(MAX_FILES)) unlinkSync(path.join(dir, f));
}

/** Marks a cache file as used (its time decides what prune keeps), at most once a day. */
function touch(file: string): void {
  try {
    const now = Date.now();
    if (now - statSync(file).mtimeMs > 86_400_000) utimesSync(file, now / 1000, now / 1000);
  } catch {
    // Read-only: it may be pruned sooner.
  }
}

/** FNV-1a of a string, as 8 hex digits: a short key for the flags. */
function fnv(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
