import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// V8's flags are the process's, and Node 20 (V8 11.3) crashed when they changed under code that
// had run: `--no-regexp-tier-up` set after regexes ran as bytecode (start6, segv1), `--regexp-tier-up`
// set for a moment while the pipe's worker compiled regexes (start7, bench/v8-flag-flip-workers.cjs).
// A preload records every call of v8.setFlagsFromString with whether the CLI's script had begun
// to run (vm.Script's runInThisContext: dist/bundle/start.cjs runs it) and how many worker
// threads had started (process 'worker' events). Runs the build (dist/), as a user does.
const root = path.resolve(__dirname, '../..');
const bin = path.join(root, 'bin', 'anonymize.js');
let dir: string;
let preload: string;

const PRELOAD = `
const { appendFileSync } = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');
const { isMainThread } = require('node:worker_threads');
if (isMainThread) {
  const log = process.env.FLAGS_LOG;
  let ran = false;
  let workers = 0;
  const set = v8.setFlagsFromString;
  v8.setFlagsFromString = (flags) => {
    appendFileSync(log, JSON.stringify({ flags, ran, workers }) + '\\n');
    return set(flags);
  };
  const run = vm.Script.prototype.runInThisContext;
  vm.Script.prototype.runInThisContext = function (...args) {
    ran = true;
    return run.apply(this, args);
  };
  process.on('worker', () => {
    workers++;
  });
  process.on('exit', () => appendFileSync(log, JSON.stringify({ workers }) + '\\n'));
}
`;

const PIPE_FLAGS = '--interrupt-budget=264000 --max-inlined-bytecode-size=200 --no-use-osr';

interface Call {
  flags?: string;
  ran?: boolean;
  workers: number;
}

function run(args: string[], name: string, options: { input?: string; cache?: string } = {}) {
  const log = path.join(dir, `${name}.log`);
  const r = spawnSync(process.execPath, ['--require', preload, bin, ...args], {
    cwd: dir,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { PATH: process.env.PATH, FLAGS_LOG: log, ANONYMIZE_CODE_CACHE: options.cache ?? 'off' },
  });
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Call);
  return { status: r.status, stderr: r.stderr, stdout: r.stdout, calls: lines.filter((c) => c.flags !== undefined), workers: lines.at(-1)!.workers };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'anonymize-v8-flags-'));
  preload = path.join(dir, 'preload.cjs');
  writeFileSync(preload, PRELOAD);
  mkdirSync(path.join(dir, 'notes'));
  for (let i = 0; i < 6; i++) writeFileSync(path.join(dir, 'notes', `note-${i}.txt`), `Ticket ${i}: write to jane.roe${i}@example.com\n`);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("V8's flags are set before any script runs, never while worker threads run", () => {
  it('files with two workers: the raised interrupt budget comes with the regexp flag, before the script', () => {
    const r = run(['files', 'notes', '--out-dir', 'out-2', '--concurrency', '2', '--quiet'], 'files-2');
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.workers).toBe(2);
    // Set once both workers had answered before (src/files/spawn.ts compileLessEagerly): ran and
    // 2 workers.
    expect(r.calls).toEqual([
      { flags: '--interrupt-budget=264000', ran: false, workers: 0 },
      { flags: '--regexp-tier-up-ticks=0', ran: false, workers: 0 },
    ]);
    expect(readFileSync(path.join(dir, 'out-2', 'notes', 'note-5.txt'), 'utf8')).toBe('Ticket 5: write to [EMAIL_ADDRESS]\n');
  });

  it("files with one worker: V8's interrupt budget stays", () => {
    const r = run(['files', 'notes', '--out-dir', 'out-1', '--concurrency=1', '--quiet'], 'files-1');
    expect([r.status, r.stderr, r.workers]).toEqual([0, '', 1]);
    expect(r.calls).toEqual([{ flags: '--regexp-tier-up-ticks=0', ran: false, workers: 0 }]);
  });

  it("the pipe with a worker: its flags before the script, its cache made before the worker starts and accepted by the next run", () => {
    const cache = path.join(dir, 'cache');
    // More than a segment of 512 KB (src/pipe/parallel-stream.ts): the worker starts.
    const input = 'ok\n'.repeat(200_000);
    const first = run(['text', '--concurrency', '2'], 'pipe-1', { input, cache });
    expect([first.status, first.stderr, first.workers]).toEqual([0, '', 1]);
    expect(first.stdout).toBe(input);
    // The pipe's flags before the script is compiled (its cache is keyed by them); the regexp flag
    // after, before it runs; then the cache made without the regexp flag, undone for a moment while
    // this thread was the only one. Before, the pipe's flags were set once the worker had
    // answered, and the cache made then (src/files/spawn.ts compileLessEagerly): workers 1.
    expect(first.calls).toEqual([
      { flags: PIPE_FLAGS, ran: false, workers: 0 },
      { flags: '--regexp-tier-up-ticks=0', ran: false, workers: 0 },
      { flags: '--regexp-tier-up-ticks=1', ran: true, workers: 0 },
      { flags: '--regexp-tier-up-ticks=0', ran: true, workers: 0 },
    ]);
    const text = readdirSync(cache).filter((f) => f.startsWith('cli-text-'));
    expect(text).toHaveLength(1);
    const written = statSync(path.join(cache, text[0]!)).mtimeMs;
    // A small stdin (no worker) with the same flags reads the same cache: accepted, not made again.
    const small = run(['text', '--concurrency', '2'], 'pipe-small', { input: 'Tel 555 0132\n', cache });
    expect([small.status, small.stdout, small.stderr, small.workers]).toEqual([0, 'Tel [PHONE_NUMBER]\n', '', 0]);
    expect(small.calls).toEqual([
      { flags: PIPE_FLAGS, ran: false, workers: 0 },
      { flags: '--regexp-tier-up-ticks=0', ran: false, workers: 0 },
    ]);
    expect(readdirSync(cache).filter((f) => f.startsWith('cli-text-'))).toEqual(text);
    expect(statSync(path.join(cache, text[0]!)).mtimeMs).toBe(written);
  });
});

// segv1: `anonymize files --concurrency 2` died by SIGSEGV about 1 run in 40, and the pipe at
// --concurrency 1 too, with nothing on stderr. The regexp flag start.cjs set (`--no-regexp-tier-up`)
// comes after Node's loader and start.cjs itself have run regexes as bytecode (V8's default), and
// V8's regexp compilation cache hands a later literal of the same source (`/^\d+$/`, `/\s+/`) that
// bytecode: its next run went through V8's runtime, which, with tier-up now off, called the
// bytecode's interpreter trampoline as machine code. Whether a run reached it depended on garbage
// collections emptying that cache first; here the condition is made every time: a preload runs a
// regex once just before each flag the CLI sets (its data compiled to bytecode and marked for
// tier-up, as start.cjs's `/^\d+$/` was) and again on a long text right after. Under main's flag
// the process died by SIGSEGV at that second run in every case below; V8 takes
// `--regexp-tier-up-ticks=0` at any time.
const RAN_BEFORE = `
const v8 = require('node:v8');
const { appendFileSync } = require('node:fs');
const set = v8.setFlagsFromString;
let n = 0;
v8.setFlagsFromString = (flags) => {
  const source = '^\\\\d+(?:x' + n++ + ')?$';
  new RegExp(source).test('1');
  set(flags);
  const long = '12345678 '.repeat(5000);
  const after = [new RegExp(source).test(long), new RegExp(source).test('42')];
  appendFileSync(process.env.FLAGS_LOG, JSON.stringify({ flags, after }) + '\\n');
};
`;

describe("regexes that ran before the CLI's V8 flags run after them (segv1)", () => {
  let ranBefore: string;
  beforeAll(() => {
    ranBefore = path.join(dir, 'ran-before.cjs');
    writeFileSync(ranBefore, RAN_BEFORE);
  });
  const runAfter = (args: string[], name: string, input?: string) => {
    const log = path.join(dir, `${name}.log`);
    writeFileSync(log, '');
    const r = spawnSync(process.execPath, ['--require', ranBefore, bin, ...args], {
      cwd: dir,
      input,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, FLAGS_LOG: log, ANONYMIZE_CODE_CACHE: 'off' },
    });
    const calls = readFileSync(log, 'utf8').trimEnd().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { flags: string; after: boolean[] });
    return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, calls };
  };

  const LINE = 'Write to jane.roe@example.com or call +1 415 555 0132\n';
  const REDACTED = 'Write to [EMAIL_ADDRESS] or call [PHONE_NUMBER]\n';

  it('files with two workers', () => {
    const r = runAfter(['files', 'notes', '--out-dir', 'out-segv-2', '--concurrency', '2', '--quiet'], 'segv-files-2');
    expect([r.signal, r.status, r.stderr]).toEqual([null, 0, '']);
    expect(r.calls).toEqual([
      { flags: '--interrupt-budget=264000', after: [false, true] },
      { flags: '--regexp-tier-up-ticks=0', after: [false, true] },
    ]);
    expect(readFileSync(path.join(dir, 'out-segv-2', 'notes', 'note-3.txt'), 'utf8')).toBe('Ticket 3: write to [EMAIL_ADDRESS]\n');
  });

  it('files with one worker', () => {
    const r = runAfter(['files', 'notes', '--out-dir', 'out-segv-1', '--concurrency', '1', '--quiet'], 'segv-files-1');
    expect([r.signal, r.status, r.stderr]).toEqual([null, 0, '']);
    expect(r.calls).toEqual([{ flags: '--regexp-tier-up-ticks=0', after: [false, true] }]);
    expect(readFileSync(path.join(dir, 'out-segv-1', 'notes', 'note-4.txt'), 'utf8')).toBe('Ticket 4: write to [EMAIL_ADDRESS]\n');
  });

  it('text from stdin on this thread (--concurrency 1)', () => {
    const r = runAfter(['text', '--concurrency', '1'], 'segv-stdin', LINE);
    expect([r.signal, r.status, r.stderr, r.stdout]).toEqual([null, 0, '', REDACTED]);
    expect(r.calls).toEqual([{ flags: '--regexp-tier-up-ticks=0', after: [false, true] }]);
  });

  it('text from stdin with worker threads (the pipe)', () => {
    const r = runAfter(['text', '--concurrency', '2'], 'segv-pipe', LINE);
    expect([r.signal, r.status, r.stderr, r.stdout]).toEqual([null, 0, '', REDACTED]);
    expect(r.calls).toEqual([
      { flags: PIPE_FLAGS, after: [false, true] },
      { flags: '--regexp-tier-up-ticks=0', after: [false, true] },
    ]);
  });

  it('a text of a sentence given as arguments', () => {
    const r = runAfter(['text', LINE.trim()], 'segv-sentence');
    expect([r.signal, r.status, r.stderr, r.stdout]).toEqual([null, 0, '', REDACTED]);
    expect(r.calls).toEqual([{ flags: '--regexp-tier-up-ticks=0', after: [false, true] }]);
  });
});
