import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The start-up budget of `anonymize text` (issue 20), guarded by what it loads and evaluates
// rather than by a timing, which a busy CI machine would make flaky: `bench/startup.mjs`
// measures the time.
//
// The CLI is one script, dist/bundle/cli.cjs (scripts/bundle.mjs), and the text command has one
// of its own, dist/bundle/cli-text.cjs, the same without the other commands. In them, a module that is only
// reached through import() (every command's, and what only they import) sits in esbuild's
// `__esm` wrapper and is evaluated when that import() runs; a bundled CommonJS package sits in
// `__commonJS` and is evaluated when first required. The test runs a copy of the CLI whose two
// wrappers write down the module they evaluate; the modules outside any wrapper are evaluated
// by every run.

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ESM = 'var __esm = (fn, res) => function __init() {\n';
const CJS = 'var __commonJS = (cb, mod3) => function __require() {\n';

/** A copy of the CLI (bin/, dist/bundle/) whose wrappers log what they evaluate. */
function instrumentedCopy(): string {
  const copy = path.join(dir, 'package');
  mkdirSync(copy);
  cpSync(path.join(root, 'bin'), path.join(copy, 'bin'), { recursive: true });
  cpSync(path.join(root, 'dist/bundle'), path.join(copy, 'dist/bundle'), { recursive: true });
  cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  symlinkSync(path.join(root, 'data'), path.join(copy, 'data'));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  // Both scripts: cli-text.cjs (the text command's own, run when text is named first) and cli.cjs.
  for (const script of ['cli.cjs', 'cli-text.cjs']) {
    const file = path.join(copy, 'dist/bundle', script);
    const code = readFileSync(file, 'utf8');
    expect(code.includes(ESM) && code.includes(CJS), 'esbuild\'s __esm and __commonJS helpers').toBe(true);
    const log = 'require("node:fs").appendFileSync(process.env.EVALUATED_LOG, Object.keys(fn ?? cb ?? {})[0] + "\\n");\n';
    // And the script writes down its name when it runs (after its "use strict").
    const named = code.replace(/^"use strict";\n/, `"use strict";\nrequire("node:fs").appendFileSync(process.env.EVALUATED_LOG, "script ${script}\\n");\n`);
    expect(named).not.toBe(code);
    writeFileSync(file, named.replace(ESM, `${ESM}  if (fn) ${log.replace('fn ?? cb ?? {}', 'fn')}`).replace(CJS, `${CJS}  if (cb) ${log.replace('fn ?? cb ?? {}', 'cb')}`));
  }
  return copy;
}

// A preload that writes down the files loaded by require() and, through a module hook, by the
// ES module loader (import() of a package).
writeFileSync(
  path.join(dir, 'hooks.mjs'),
  `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.LOADED_LOG, url + '\\n');
  return next(url, context);
}
`,
);
writeFileSync(
  path.join(dir, 'preload.cjs'),
  `const { appendFileSync } = require('node:fs');
require('node:module').register(${JSON.stringify(pathToFileURL(path.join(dir, 'hooks.mjs')).href)});
process.on('exit', () => appendFileSync(process.env.LOADED_LOG, Object.keys(require.cache).join('\\n') + '\\n'));
`,
);

interface Run {
  /** Files loaded (paths and URLs). */
  files: string[];
  /** Source modules evaluated (src/… and node_modules/… as esbuild names them). */
  evaluated: string[];
  /** The CLI scripts that ran (cli.cjs, cli-text.cjs). */
  scripts: string[];
}

let copy: string | undefined;

function run(args: string[]): Run {
  if (!existsSync(path.join(root, 'dist/bundle/cli.cjs'))) throw new Error('dist/bundle/cli.cjs is missing: run `npm run build`');
  copy ??= instrumentedCopy();
  const loadedLog = path.join(dir, 'loaded.txt');
  const evaluatedLog = path.join(dir, 'evaluated.txt');
  rmSync(loadedLog, { force: true });
  writeFileSync(evaluatedLog, '');
  const cwd = path.join(dir, 'cwd');
  mkdirSync(cwd, { recursive: true });
  const r = spawnSync(process.execPath, ['--require', path.join(dir, 'preload.cjs'), path.join(copy, 'bin/anonymize.js'), ...args], {
    // A folder without a .anonymizerc: the config search finds none, as in most runs.
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, LOADED_LOG: loadedLog, EVALUATED_LOG: evaluatedLog, ANONYMIZE_CODE_CACHE: 'off' },
  });
  expect(r.status, r.stderr).toBe(0);
  const code = readFileSync(path.join(copy, 'dist/bundle', args[0] === 'text' ? 'cli-text.cjs' : 'cli.cjs'), 'utf8');
  const all = [...code.matchAll(/^\/\/ ((?:src|node_modules)\/\S+)$/gm)].map((m) => m[1]!);
  const wrapped = new Set([...code.matchAll(/^ {2}"((?:src|node_modules)\/[^"]+)"\((?:[\w$]+(?:, [\w$]+)?)?\) \{$/gm)].map((m) => m[1]!));
  const lines = readFileSync(evaluatedLog, 'utf8').split('\n').filter(Boolean);
  const logged = lines.filter((l) => !l.startsWith('script '));
  return {
    scripts: lines.filter((l) => l.startsWith('script ')).map((l) => l.slice('script '.length)),
    files: readFileSync(loadedLog, 'utf8').split('\n').filter(Boolean),
    evaluated: [...new Set([...all.filter((s) => !wrapped.has(s)), ...logged])].sort(),
  };
}

describe('start-up of `anonymize text`', () => {
  const text = run(['text', 'Call Jane at +1 415 555 0132 or jane@example.com']);

  it('evaluates the text command and the engine, not the other commands', () => {
    expect(text.evaluated).toContain('src/cli/commands/text.ts');
    expect(text.evaluated).toContain('src/engine/redactor.ts');
    expect(text.evaluated.filter((s) => s.startsWith('src/cli/commands/'))).toEqual(['src/cli/commands/text.ts']);
  });

  it('evaluates no file, format, scan, server or remote-client code', () => {
    const heavy = text.evaluated.filter((s) => /^src\/(files|formats|scan|server)\//.test(s) || s.startsWith('src/remote/client'));
    expect(heavy).toEqual([]);
  });

  it('runs the text command\'s own script, which holds no other command\'s code', () => {
    expect(text.scripts).toEqual(['cli-text.cjs']);
    const code = readFileSync(path.join(root, 'dist/bundle/cli-text.cjs'), 'utf8');
    const modules = [...code.matchAll(/^\/\/ (src\/\S+)$/gm)].map((m) => m[1]!);
    expect(modules).toContain('src/engine/redactor.ts');
    expect(modules.filter((s) => /^src\/(cli\/commands\/(?!text)|formats\/|scan\/|server\/)/.test(s))).toEqual([]);
  });

  it('loads the CLI script and no package from node_modules (commander and the engine\'s libraries are bundled)', () => {
    expect(text.files.filter((f) => f.includes('/node_modules/'))).toEqual([]);
    expect(text.files.some((f) => f.endsWith('/dist/bundle/start.cjs'))).toBe(true);
    // Nothing of the ES module bundle (the workers' modules, main.js).
    expect(text.files.filter((f) => /\/dist\/bundle\/.*\.js$/.test(f))).toEqual([]);
  });

  it("keeps libphonenumber's country entries out of the scripts: each is read from phone-countries.txt when first asked for", () => {
    // The entries of the United Kingdom (and of Guernsey, Jersey, the Isle of Man) begin with their calling code and international prefix.
    const uk = '["44","00"';
    for (const script of ['cli-text.cjs', 'cli.cjs']) expect(readFileSync(path.join(root, 'dist/bundle', script), 'latin1').includes(uk), script).toBe(false);
    expect(readFileSync(path.join(root, 'dist/bundle/phone-countries.txt'), 'latin1').includes(uk)).toBe(true);
    // A number of the default region and one of another read their entries from the file.
    const r = spawnSync(process.execPath, [path.join(root, 'bin/anonymize.js'), 'text', '--json', 'call +1 415 555 0132 or +44 20 7946 0958'], { encoding: 'utf8', env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: 'off' } });
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { findings: unknown[] }).findings).toEqual([
      { entity: 'PHONE_NUMBER', start: 5, end: 20, score: expect.any(Number) },
      { entity: 'PHONE_NUMBER', start: 24, end: 40, score: expect.any(Number) },
    ]);
  });

  it('a command evaluates its own modules when it runs (entities: not the text command)', () => {
    const entities = run(['entities']);
    expect(entities.scripts).toEqual(['cli.cjs']);
    expect(entities.evaluated.filter((s) => s.startsWith('src/cli/commands/'))).toEqual(['src/cli/commands/entities.ts']);
  });

  it('`--help` still lists every command', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin/anonymize.js'), '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    const commands = [...r.stdout.matchAll(/^ {2}(\w+)(?= )/gm)].map((m) => m[1]);
    expect(commands).toEqual(['text', 'files', 'scan', 'entities', 'status', 'config', 'serve', 'worker', 'license', 'help']);
  });
});

describe("the CLI's V8 flags (scripts/v8-flags.mjs)", () => {
  // V8 traces each regular expression's compilation: with --regexp-tier-up-ticks=0, which the text
  // command sets once it knows its text is more than a few words (FEW_WORDS, src/cli/commands/
  // text.ts), the analysis's regexes are compiled to machine code at once, none to bytecode first
  // and again to machine code ("needs tier-up compilation"). The few that tier up ran once
  // before the command knew its text (the modules' set-up, commander), as bytecode, V8's default.
  const tierUps = (nodeFlags: string[], text: string) => {
    const r = spawnSync(process.execPath, ['--trace-regexp-tier-up', ...nodeFlags, path.join(root, 'bin/anonymize.js'), 'text', text], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: 'off' },
    });
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    return {
      last: lines.at(-1),
      native: lines.filter((l) => l.includes('native code size')).length,
      tierUps: lines.filter((l) => l.includes('needs tier-up compilation')).length,
      bytecode: lines.filter((l) => l.includes('bytecode size')).length,
    };
  };
  const SENTENCE = 'Call Jane at +1 415 555 0132 or jane@example.com';

  it('a sentence: the analysis compiles each regular expression once, to machine code', () => {
    const flagged = tierUps([], SENTENCE);
    expect(flagged.last).toBe('Call [PERSON_NAME] at [PHONE_NUMBER] or [EMAIL_ADDRESS]');
    // With V8's default (the flag named on node's command line is the user's: start.cjs leaves it).
    const plain = tierUps(['--regexp-tier-up-ticks=1'], SENTENCE);
    expect(plain.last).toBe(flagged.last);
    expect(plain.tierUps).toBeGreaterThan(100);
    expect(flagged.native).toBeGreaterThan(20);
    expect(flagged.tierUps * 5).toBeLessThan(plain.tierUps);
    // The flag is set before the script runs: none of its regexes ran as bytecode before it (5 ran
    // before the script, in Node's loader and start.cjs; 18 when the text command set the flag
    // after its modules' set-up). Its predecessor, --no-regexp-tier-up, set once a regex had run
    // as bytecode, crashed Node 20's V8 on that regex later (SIGSEGV in
    // NativeRegExpMacroAssembler::Execute: start6, segv1; test/cli/v8-flags.test.ts).
    expect(flagged.bytecode).toBeLessThanOrEqual(5);
    expect(plain.bytecode).toBeGreaterThan(100);
  });

  it('stdin gets the flag before the script runs too', () => {
    const r = spawnSync(process.execPath, ['--trace-regexp-tier-up', path.join(root, 'bin/anonymize.js'), 'text', '--style', 'numbered'], {
      input: 'Call Jane at +1 415 555 0132 or jane@example.com\n',
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ANONYMIZE_CODE_CACHE: 'off' },
    });
    const lines = r.stdout.trimEnd().split('\n');
    expect([r.status, lines.at(-1)]).toEqual([0, 'Call [PERSON_NAME_1] at [PHONE_NUMBER_1] or [EMAIL_ADDRESS_1]']);
    expect(lines.filter((l) => l.includes('bytecode size')).length).toBeLessThanOrEqual(5);
  });

  it('a text of a few words (under FEW_WORDS characters) runs with V8\'s defaults', () => {
    const few = tierUps([], 'Tel 555 0132');
    expect(few.last).toBe('Tel [PHONE_NUMBER]');
    expect(few.tierUps).toBe(tierUps(['--regexp-tier-up-ticks=1'], 'Tel 555 0132').tierUps);
    expect(few.tierUps).toBeGreaterThan(100);
  });
});
