import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The start-up budget of `anonymize text` (issue 20), guarded by what it loads rather than by a
// timing, which a busy CI machine would make flaky: `bench/startup.mjs` measures the time.

const bin = fileURLToPath(new URL('../../bin/anonymize.js', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A module hook that writes down the URL of every module loaded (the ES module loader calls it
// for the files and packages, not for node: built-ins).
writeFileSync(
  path.join(dir, 'hooks.mjs'),
  `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.LOADED_LOG, url + '\\n');
  return next(url, context);
}
`,
);
writeFileSync(path.join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(dir, 'hooks.mjs')).href)});\n`);

/** The files a run loads, and the source modules bundled in those (esbuild's `// src/…` lines). */
function loaded(args: string[]): { urls: string[]; sources: string[] } {
  if (!existsSync(new URL('../../dist/bundle/main.js', import.meta.url))) throw new Error('dist/bundle/main.js is missing: run `npm run build`');
  const log = path.join(dir, `loaded-${args[0]}.txt`);
  rmSync(log, { force: true });
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(dir, 'register.mjs')).href, bin, ...args], {
    // A folder without a .anonymizerc: the config search finds none, as in most runs.
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, LOADED_LOG: log },
  });
  expect(r.status, r.stderr).toBe(0);
  const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const sources = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith('file:') || !url.includes('/dist/bundle/')) continue;
    for (const m of readFileSync(fileURLToPath(url), 'utf8').matchAll(/^\/\/ (src\/\S+)$/gm)) sources.add(m[1]!);
  }
  return { urls, sources: [...sources].sort() };
}

describe('start-up of `anonymize text`', () => {
  const run = loaded(['text', 'Call Jane at +1 415 555 0132 or jane@example.com']);

  it('loads the text command and the engine, not the other commands', () => {
    expect(run.sources).toContain('src/cli/commands/text.ts');
    expect(run.sources).toContain('src/engine/redactor.ts');
    expect(run.sources.filter((s) => s.startsWith('src/cli/commands/'))).toEqual(['src/cli/commands/text.ts']);
  });

  it('loads no file, format, scan, server or remote-client code', () => {
    const heavy = run.sources.filter((s) => /^src\/(files|formats|scan|server)\//.test(s) || s.startsWith('src/remote/client'));
    expect(heavy).toEqual([]);
  });

  it('loads no package from node_modules (commander and the engine\'s libraries are bundled)', () => {
    expect(run.urls.filter((u) => u.includes('/node_modules/'))).toEqual([]);
  });

  it('`--help` still lists every command', () => {
    const r = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    const commands = [...r.stdout.matchAll(/^ {2}(\w+)(?= )/gm)].map((m) => m[1]);
    expect(commands).toEqual(['text', 'files', 'scan', 'entities', 'status', 'config', 'serve', 'worker', 'license', 'help']);
  });
});
