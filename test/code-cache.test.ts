import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheChecksum, manyThreads, manyWords, pipeThreads, readSource } from '../src/code-cache.js';
import { pathToFileURL } from 'node:url';

// src/code-cache.ts through the built CLI (scripts/bundle.mjs makes its large chunks scripts that
// run with V8's code cache): the cache is written on a first run, used on the next, and whatever
// happens to it the output stays the same.

const bin = fileURLToPath(new URL('../bin/anonymize.js', import.meta.url));
const bundle = fileURLToPath(new URL('../dist/bundle/', import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), 'anonymize-code-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TEXT = 'Call Jane at +1 415 555 0132 or jane@example.com';
const EXPECTED = 'Call [PERSON_NAME] at [PHONE_NUMBER] or [EMAIL_ADDRESS]\n';

function run(cache: string, extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, 'text', TEXT], { encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: cache, ...extra } });
  return [r.status, r.stdout, r.stderr];
}

/** The cache files of a folder (none while a run's temporary file would be renamed). */
const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** FNV-1a 32 of a string's UTF-16 units, as src/code-cache.ts keys a cache by its flags. */
function fnv32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The checksum of a cache file's trailer, in JavaScript: FNV-1a over little-endian 64-bit words, the last padded with zeros. */
function fnv64Words(data: Uint8Array): bigint {
  const padded = Buffer.alloc(Math.ceil(data.length / 8) * 8);
  padded.set(data);
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < padded.length; i += 8) h = BigInt.asUintN(64, (h ^ padded.readBigUInt64LE(i)) * 0x100000001b3n);
  return h;
}

describe('manyWords: whether `anonymize text <args>` gets the V8 flags, from its arguments alone', () => {
  it('stdin, or words of 16 characters or more; a word after an option without = may be its value', () => {
    const cases: [string[], boolean][] = [
      [[], true],
      [['-'], true],
      [['--concurrency', '2'], true],
      [['--style', 'numbered'], true],
      [['--json'], true],
      [['short'], false],
      [['Tel', '555', '0132'], false],
      [['Tel 555 0132'], false],
      [['--json', '--', 'short'], false],
      [['--style=numbered', 'short'], false],
      [['fifteen chars!!'], false],
      [['sixteen chars!!!'], true],
      [['Call Jane at +1 415 555 0132 or jane@example.com'], true],
      [['--style', 'numbered', 'Call Jane at +1 415 555 0132'], true],
      [['eight', 'chars', 'ok!'], false],
      [['eight', 'chars', 'ok!!'], true],
    ];
    expect(cases.map(([args]) => manyWords(args))).toEqual(cases.map(([, many]) => many));
  });
});

describe('manyThreads, pipeThreads: whether a run gets the V8 flags of two threads or more, from its arguments alone', () => {
  const cores = availableParallelism() >= 2;
  it('--concurrency (the last one given), else the cores', () => {
    const cases: [string[], boolean][] = [
      [['notes', '--concurrency', '2'], true],
      [['notes', '--concurrency=8'], true],
      [['notes', '--concurrency', '1'], false],
      [['notes', '--concurrency=1'], false],
      [['--concurrency', '2', 'notes', '--concurrency', '1'], false],
      [['--concurrency', 'two', 'notes'], false],
      [['notes', '--', '--concurrency', '2'], cores],
      [['notes'], cores],
    ];
    expect(cases.map(([args]) => manyThreads(args))).toEqual(cases.map(([, many]) => many));
  });

  it('the pipe: stdin with two threads or more; a text given as arguments never starts a worker', () => {
    const cases: [string[], boolean][] = [
      [['--concurrency', '2'], true],
      [['-', '--concurrency=2'], true],
      [['--concurrency', '1'], false],
      [['--style', 'numbered', '--concurrency', '2'], true],
      [['--concurrency', '2', 'Call Jane at +1 415 555 0132'], false],
      [['--concurrency', '2', 'short'], false],
      [[], cores],
    ];
    expect(cases.map(([args]) => pipeThreads(args))).toEqual(cases.map(([, many]) => many));
  });
});

describe('the checksum of a cache file (WebAssembly)', () => {
  it('is FNV-1a over 64-bit words, as in JavaScript, for every length and a changed byte anywhere', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
    for (const length of [0, 1, 7, 8, 9, 15, 16, 17, 100, 65_529, 65_536, 70_001, 1 << 20]) {
      const data = Buffer.alloc(length);
      for (let i = 0; i < length; i++) data[i] = random();
      const sum = cacheChecksum(data);
      expect(sum).toBe(fnv64Words(data));
      if (length === 0) continue;
      for (const at of [0, length >> 1, length - 1]) {
        data[at]! ^= 1;
        expect(cacheChecksum(data)).not.toBe(sum);
        data[at]! ^= 1;
      }
    }
  });
});

describe('V8 code cache of the bundle', () => {
  it('the build made the CLI one script run by start.cjs, and the workers\' engine chunk a script run through code-cache.js', () => {
    expect(readFileSync(path.join(bundle, 'cli.cjs'), 'utf8')).toContain('// src/engine/redactor.ts');
    expect(readFileSync(path.join(bundle, 'cli-text.cjs'), 'utf8')).toContain('// src/engine/redactor.ts');
    const start = readFileSync(path.join(bundle, 'start.cjs'), 'utf8');
    expect(start).toContain('function runCached(');
    expect(start).toMatch(/const run = \(script, hash, variant, flags\) => runCached\(/);
    expect(start).toMatch(/run\('cli\.cjs', "[0-9a-f]{16}"/);
    expect(start).toMatch(/run\('cli-text\.cjs', "[0-9a-f]{16}", undefined, manyWords\(args\)\)/);
    const scripts = readdirSync(bundle).filter((f) => /^chunk-\w+\.cjs$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    const shims = scripts.map((s) => readFileSync(path.join(bundle, s.replace(/\.cjs$/, '.js')), 'utf8'));
    expect(shims.some((s) => s.includes('// src/engine/redactor.ts') && s.includes('runCached('))).toBe(true);
  });

  it('the CLI scripts are ASCII, read as a one-byte string (scripts/ascii-script.mjs)', () => {
    expect(readFileSync(path.join(bundle, 'cli.cjs')).every((b) => b < 0x80)).toBe(true);
    expect(readFileSync(path.join(bundle, 'cli-text.cjs')).every((b) => b < 0x80)).toBe(true);
  });

  it('the CLI script has no import() left: its imports go through start.cjs (a vm script\'s import() needs an experimental loader)', () => {
    const code = readFileSync(path.join(bundle, 'cli.cjs'), 'utf8');
    expect(code).toContain('__import("cosmiconfig")');
    expect(code).not.toMatch(/(?<![\w$.])import\("/);
  });

  it('is written by the first run and read by the next, with the same output', () => {
    const dir = path.join(root, 'fresh');
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    const written = files(dir);
    // One cache file: the CLI's script as the text command runs it (it loads nothing else).
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^cli-text-[0-9a-f]{16}-v\d+\.\d+\.\d+-\w+-[0-9a-f]{8}\.v8$/);
    const before = written.map((f) => readFileSync(path.join(dir, f)));
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    // Accepted: not written again (Buffer.equals: a deep comparison of 1 MB is slow).
    const after = files(dir).map((f) => readFileSync(path.join(dir, f)));
    expect(after.length).toBe(before.length);
    expect(after.every((b, i) => b.equals(before[i]!))).toBe(true);
  });

  it('one cache for a text of a few words (V8\'s defaults) and a longer one (the flags set after the script is compiled): each reads the other\'s', () => {
    // The text command sets V8's flags only for a text of FEW_WORDS characters or more, after its
    // script is compiled, and makes its cache with them undone: a cache records V8's flags, and
    // one made under them was rejected by every run of a shorter text, and written again.
    for (const [first, second] of [['few', TEXT], [TEXT, 'few']] as const) {
      const dir = path.join(root, `few-words-${first === 'few' ? 'first' : 'second'}`);
      const once = (text: string) => spawnSync(process.execPath, [bin, 'text', text], { encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
      const a = once(first);
      expect([a.status, a.stderr]).toEqual([0, '']);
      const written = files(dir);
      expect(written).toHaveLength(1);
      const before = readFileSync(path.join(dir, written[0]!));
      const b = once(second);
      expect([b.status, b.stdout, b.stderr]).toEqual([0, second === 'few' ? 'few\n' : EXPECTED, '']);
      expect(files(dir)).toEqual(written);
      expect(readFileSync(path.join(dir, written[0]!)).equals(before)).toBe(true);
    }
  });

  it('has a cache per command: one written by --help is not the one a text run reads', () => {
    const dir = path.join(root, 'per-command');
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
    expect(help.status).toBe(0);
    expect(files(dir).map((f) => f.split('-').slice(0, 2).join('-'))).toEqual(['cli-all']);
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    expect(files(dir).map((f) => f.split('-').slice(0, 2).join('-'))).toEqual(['cli-all', 'cli-text']);
  });

  it('a package imported by a command loads from the cached script (import() through start.cjs)', () => {
    const dir = path.join(root, 'imports');
    const cwd = path.join(root, 'with-config');
    mkdirSync(cwd);
    // A config file: the config search imports cosmiconfig; --style fake imports node:crypto.
    writeFileSync(path.join(cwd, '.anonymizerc'), '{"style":"numbered"}');
    const once = () => spawnSync(process.execPath, [bin, 'text', 'mail jane@example.com'], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
    for (const r of [once(), once()]) expect([r.status, r.stdout, r.stderr]).toEqual([0, 'mail [EMAIL_ADDRESS_1]\n', '']);
    const fake = spawnSync(process.execPath, [bin, 'text', '--style', 'fake', 'mail jane@example.com'], { encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
    expect([fake.status, fake.stderr]).toEqual([0, '']);
    expect(fake.stdout).toMatch(/^mail [\w.]+@example\.(?:com|net|org)\n$/);
  });

  it('a damaged cache is rejected by V8, the output is the same, and the cache is written again', () => {
    const dir = path.join(root, 'damaged');
    run(dir);
    for (const f of files(dir)) writeFileSync(path.join(dir, f), Buffer.alloc(4096, 7));
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    for (const f of files(dir)) expect(readFileSync(path.join(dir, f)).equals(Buffer.alloc(4096, 7))).toBe(false);
  });

  it('a cache damaged inside its data is not run (V8 checks only its header): the exact output, exit 0, and it is written again', () => {
    const dir = path.join(root, 'damaged-inside');
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    const [name] = files(dir);
    const good = readFileSync(path.join(dir, name!));
    // Bytes changed in the middle and near the end of V8's data (the header and length intact):
    // before the checksum, a TypeError at start-up or a crash (SIGSEGV).
    for (const [at, n] of [[0.5, 1], [0.5, 256], [0.9, 256], [0.1, 16]] as const) {
      const damaged = Buffer.from(good);
      const start = Math.floor(damaged.length * at);
      for (let i = 0; i < n; i++) damaged[start + i]! ^= 0x5a + i;
      writeFileSync(path.join(dir, name!), damaged);
      expect(run(dir)).toEqual([0, EXPECTED, '']);
      const rewritten = readFileSync(path.join(dir, name!));
      expect(rewritten.equals(damaged)).toBe(false);
      // The one written again is read from then on (not written again).
      expect(run(dir)).toEqual([0, EXPECTED, '']);
      expect(readFileSync(path.join(dir, name!)).equals(rewritten)).toBe(true);
    }
  });

  it('a cache file ends with its data\'s CRC-32 and "anz1"; one without (an earlier build\'s) is written again', () => {
    const dir = path.join(root, 'trailer');
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    const file = path.join(dir, files(dir)[0]!);
    const bytes = readFileSync(file);
    expect(bytes.subarray(-4).toString('latin1')).toBe('anz1');
    const data = bytes.subarray(0, -12);
    expect(bytes.readBigUInt64LE(bytes.length - 12)).toBe(fnv64Words(data));
    writeFileSync(file, data);
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    expect(readFileSync(file).subarray(-4).toString('latin1')).toBe('anz1');
  });

  it('without WebAssembly (node --jitless) no cache is read or written, and the output is the same', () => {
    const dir = path.join(root, 'jitless');
    const r = spawnSync(process.execPath, ['--jitless', bin, 'text', TEXT], { encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
    expect([r.status, r.stdout]).toEqual([0, EXPECTED]);
    expect(files(dir).filter((f) => f.endsWith('.v8'))).toEqual([]);
  });

  it('a batch\'s workers write the caches of the scripts they ran (terminated, they have no exit event), then read them', () => {
    const dir = path.join(root, 'workers');
    const input = path.join(root, 'workers-in');
    mkdirSync(input);
    for (let i = 0; i < 4; i++) writeFileSync(path.join(input, `note-${i}.txt`), `${TEXT}\n`);
    const batch = (out: string) =>
      spawnSync(process.execPath, [bin, 'files', 'workers-in', '--out-dir', out, '--concurrency', '1'], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
    const first = batch('workers-out-1');
    expect([first.status, first.stderr]).toEqual([0, '']);
    const chunks = files(dir).filter((f) => f.startsWith('chunk-'));
    // The engine's chunk at least (the one with the redactor).
    expect(chunks.length).toBeGreaterThan(0);
    const engine = readdirSync(bundle).find((f) => /^chunk-\w+\.js$/.test(f) && readFileSync(path.join(bundle, f), 'utf8').includes('// src/engine/redactor.ts'))!;
    expect(chunks.some((f) => f.startsWith(engine.replace(/\.js$/, '-')))).toBe(true);
    const before = chunks.map((f) => readFileSync(path.join(dir, f)));
    const second = batch('workers-out-2');
    expect([second.status, second.stderr]).toEqual([0, '']);
    // Accepted: not written again.
    expect(chunks.map((f) => readFileSync(path.join(dir, f))).every((b, i) => b.equals(before[i]!))).toBe(true);
    expect(readFileSync(path.join(root, 'workers-out-2', 'workers-in', 'note-0.txt'), 'utf8')).toBe(EXPECTED);
  });

  it('two workers: the caches are keyed by the flags set at start, and the next run reads them all and writes none', () => {
    const dir = path.join(root, 'two-workers');
    const input = path.join(root, 'two-workers-in');
    mkdirSync(input);
    for (let i = 0; i < 8; i++) writeFileSync(path.join(input, `note-${i}.txt`), `${TEXT}\n`);
    const batch = (out: string) =>
      spawnSync(process.execPath, [bin, 'files', 'two-workers-in', '--out-dir', out, '--concurrency', '2'], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: dir } });
    expect(batch('two-workers-out-1').status).toBe(0);
    const two = files(dir);
    // Every cache of the run, the main thread's and the workers', is keyed by the flag start.cjs
    // set (scripts/v8-flags.mjs V8_FLAGS_THREADS; FNV-1a 32 of ' --interrupt-budget=264000'): a
    // run with one worker, under V8's default budget, keeps caches of its own (811c9dc5, no flags).
    const key = fnv32(' --interrupt-budget=264000');
    expect(two.length).toBeGreaterThan(1);
    expect(two.filter((f) => !f.endsWith(`-${process.version}-${process.arch}-${key}.v8`))).toEqual([]);
    const written = files(dir);
    // The main thread's (cli-files) and the workers' chunks.
    expect(written.filter((f) => f.startsWith('cli-files-'))).toHaveLength(1);
    expect(written.filter((f) => f.startsWith('chunk-')).length).toBeGreaterThan(0);
    const times = written.map((f) => statSync(path.join(dir, f)).mtimeMs);
    // V8's flags are set before any script runs: every cache records the flags of its name (when
    // the budget was raised once the workers had answered, a cache written after that was
    // rejected at the next start and written again by every run).
    const second = batch('two-workers-out-2');
    expect([second.status, second.stderr]).toEqual([0, '']);
    expect(files(dir)).toEqual(written);
    expect(written.map((f) => statSync(path.join(dir, f)).mtimeMs)).toEqual(times);
    expect(readFileSync(path.join(root, 'two-workers-out-2', 'two-workers-in', 'note-7.txt'), 'utf8')).toBe(EXPECTED);
  });

  it('a folder that others may write is neither read nor written', () => {
    if (process.getuid?.() === undefined) return;
    const dir = path.join(root, 'shared');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    expect(files(dir)).toEqual([]);
  });

  it('an unwritable place costs nothing but the cache', () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    expect(run(path.join(file, 'below'))).toEqual([0, EXPECTED, '']);
  });

  it('keeps at most 24 files: the least recently used of older builds go', () => {
    const dir = path.join(root, 'full');
    mkdirSync(dir, { mode: 0o700 });
    const old = Date.now() / 1000 - 10 * 86400;
    for (let i = 0; i < 30; i++) {
      const f = path.join(dir, `chunk-OLD${i}-0000000000000000-v0.0.0-x64-00000000.v8`);
      writeFileSync(f, 'x');
      utimesSync(f, old + i, old + i);
    }
    expect(run(dir)).toEqual([0, EXPECTED, '']);
    const left = files(dir);
    const loaded = path.join(root, 'full-reference');
    expect(run(loaded)).toEqual([0, EXPECTED, '']);
    expect(left.length).toBe(24);
    expect(left.filter((f) => !f.includes('OLD')).length).toBe(files(loaded).length);
    // The newest of the old ones stay.
    expect(left).toContain('chunk-OLD29-0000000000000000-v0.0.0-x64-00000000.v8');
    expect(left).not.toContain('chunk-OLD0-0000000000000000-v0.0.0-x64-00000000.v8');
  });

  it('is off with ANONYMIZE_CODE_CACHE=off (and then writes nowhere)', () => {
    const home = path.join(root, 'home');
    expect(run('off', { HOME: home, XDG_CACHE_HOME: path.join(home, '.cache') })).toEqual([0, EXPECTED, '']);
    expect(existsSync(home)).toBe(false);
  });

  it('defaults to $XDG_CACHE_HOME/anonymize', () => {
    const xdg = path.join(root, 'xdg');
    // --help: the build made a cache for the text command only (see below).
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH, XDG_CACHE_HOME: xdg } });
    expect(help.status).toBe(0);
    expect(files(path.join(xdg, 'anonymize')).map((f) => f.split('-').slice(0, 2).join('-'))).toEqual(['cli-all']);
  });
});

// The build's cache (scripts/bundle.mjs runs `anonymize text` once into dist/bundle/v8-cache/):
// read when the user's folder has none; ANONYMIZE_CODE_CACHE=<folder> (the tests above) leaves it
// aside. Damaged or untrusted ones are tried on a copy of the package.
describe("the build's code cache of the text command", () => {
  const pkg = path.join(root, 'package');
  const builtDir = path.join(pkg, 'dist', 'bundle', 'v8-cache');
  const builtFile = () => path.join(builtDir, readdirSync(builtDir)[0]!);
  let original: Buffer;
  beforeAll(() => {
    for (const part of ['bin', 'dist', 'package.json']) cpSync(fileURLToPath(new URL(`../${part}`, import.meta.url)), path.join(pkg, part), { recursive: true });
    for (const link of ['data', 'node_modules']) symlinkSync(fileURLToPath(new URL(`../${link}`, import.meta.url)), path.join(pkg, link));
    original = readFileSync(builtFile());
  });

  /** A text run of the copy with no ANONYMIZE_CODE_CACHE: the user's cache is $XDG_CACHE_HOME/anonymize. */
  function runCopy(home: string) {
    const r = spawnSync(process.execPath, [path.join(pkg, 'bin', 'anonymize.js'), 'text', TEXT], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: home, XDG_CACHE_HOME: home } });
    return [r.status, r.stdout, r.stderr];
  }
  const userFiles = (home: string) => files(path.join(home, 'anonymize'));

  it('the build wrote one for this Node and no flags, that only its owner may write', () => {
    const dir = path.join(bundle, 'v8-cache');
    const hash = /run\('cli-text\.cjs', "([0-9a-f]{16})"/.exec(readFileSync(path.join(bundle, 'start.cjs'), 'utf8'))![1];
    // 811c9dc5: the key of no flags (FNV-1a of the empty string).
    expect(files(dir)).toEqual([`cli-text-${hash}-${process.version}-${process.arch}-811c9dc5.v8`]);
    expect(statSync(path.join(dir, files(dir)[0]!)).mode & 0o022).toBe(0);
    expect(statSync(dir).mode & 0o022).toBe(0);
  });

  it('is read when the user has no cache: the same output, and nothing written', () => {
    const home = path.join(root, 'built-home');
    expect(run('', { HOME: home, XDG_CACHE_HOME: home })).toEqual([0, EXPECTED, '']);
    expect(files(path.join(home, 'anonymize'))).toEqual([]);
    // The copy too (the tests below change its cache).
    expect(runCopy(home)).toEqual([0, EXPECTED, '']);
    expect(userFiles(home)).toEqual([]);
  });

  it('damaged or cut short, V8 rejects it: the same output, and the user\'s cache is written and read from then on', () => {
    for (const [i, damaged] of [Buffer.alloc(4096, 7), original.subarray(0, original.length >> 1)].entries()) {
      writeFileSync(builtFile(), damaged);
      const home = path.join(root, `damaged-built-${i}`);
      expect(runCopy(home)).toEqual([0, EXPECTED, '']);
      const written = userFiles(home);
      expect(written).toEqual([path.basename(builtFile())]);
      const bytes = readFileSync(path.join(home, 'anonymize', written[0]!));
      expect(runCopy(home)).toEqual([0, EXPECTED, '']);
      expect(readFileSync(path.join(home, 'anonymize', written[0]!)).equals(bytes)).toBe(true);
    }
    writeFileSync(builtFile(), original);
  });

  it('damaged inside its data, it is not run: the exact output, exit 0, and the user\'s cache is written', () => {
    const damaged = Buffer.from(original);
    for (let i = 0; i < 64; i++) damaged[(damaged.length >> 1) + i]! ^= 0xa5;
    writeFileSync(builtFile(), damaged);
    const home = path.join(root, 'damaged-inside-built');
    expect(runCopy(home)).toEqual([0, EXPECTED, '']);
    expect(userFiles(home)).toEqual([path.basename(builtFile())]);
    writeFileSync(builtFile(), original);
  });

  it('is not read when others may write it, or its folder', () => {
    for (const [target, mode, restore] of [[builtFile(), 0o666, 0o644], [builtDir, 0o777, 0o755]] as const) {
      chmodSync(target, mode);
      const home = path.join(root, `shared-built-${mode.toString(8)}`);
      // A valid cache: had it been read, nothing would be written.
      expect(runCopy(home)).toEqual([0, EXPECTED, '']);
      expect(userFiles(home)).toHaveLength(1);
      chmodSync(target, restore);
    }
    const home = path.join(root, 'trusted-again');
    expect(runCopy(home)).toEqual([0, EXPECTED, '']);
    expect(userFiles(home)).toEqual([]);
  });
});

describe('readSource', () => {
  const file = (name: string, bytes: Buffer | string) => {
    const p = path.join(root, name);
    writeFileSync(p, bytes);
    return pathToFileURL(p);
  };

  it('reads a script between the wrapper\'s two parts, as one string', () => {
    expect(readSource(file('a.cjs', 'exports.a = 1;'), '(function () {', '\n})')).toBe('(function () {exports.a = 1;\n})');
    expect(readSource(file('empty.cjs', ''), '(', ')')).toBe('()');
    expect(readSource(file('plain.cjs', 'x'))).toBe('x');
  });

  it('decodes UTF-8 when the file is not ASCII, and reads a file over 1 MB whole', () => {
    expect(readSource(file('u.cjs', 'const s = "é→😀";'), '{', '}')).toBe('{const s = "é→😀";}');
    const big = 'a'.repeat((1 << 20) + 12345) + '\nb';
    const text = readSource(file('big.cjs', big), '(', ')');
    expect(text.length).toBe(big.length + 2);
    expect(text).toBe(`(${big})`);
  });
});
