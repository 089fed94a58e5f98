import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way (README, Architecture): cli -> config, files, scan, remote, server ->
 * formats -> engine; detectors and operators plug into the engine and never reach into each
 * other. Each folder of src/ lists the folders it may import; a new folder must be added here.
 * Type-only imports count too: a dependency is a dependency.
 */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  '.': [], // src/entities.ts, src/errors.ts, src/lazy.ts: leaves
  lexicon: ['.'],
  engine: ['.', 'lexicon', 'operators', 'detectors/index'],
  detectors: ['.', 'lexicon', 'engine'],
  operators: ['.', 'lexicon', 'engine'],
  config: ['.', 'engine'],
  formats: ['.', 'lexicon', 'engine'],
  files: ['.', 'engine', 'operators', 'formats', 'config'],
  scan: ['.', 'engine', 'operators', 'formats', 'files', 'config'],
  remote: ['.', 'engine', 'formats', 'files', 'config'],
  pipe: ['.', 'engine', 'files'],
  server: ['.', 'engine', 'operators', 'formats', 'files', 'config'],
  cli: ['.', 'lexicon', 'engine', 'operators', 'formats', 'files', 'config', 'scan', 'remote', 'server', 'pipe'],
};

/**
 * What detectors and operators may import from the engine: its API for plug-ins (the detector
 * helpers, the types, the per-text scan of a call, the keyword plans), never its internals.
 */
const ENGINE_API = ['engine/detector', 'engine/types', 'engine/scan/index', 'engine/keywords', 'engine/lazy'];

/**
 * Module-level variables (`let`) in the pure areas, each with why it is no state about a text:
 * what one analyze() call learns about its text lives in its TextScan (ctx.scan), never in a
 * module ("the last text"), so that no call's result or memory depends on the call before.
 */
const MODULE_STATE: Readonly<Record<string, string>> = {
  'detectors/national-ids/find.ts otherNumbers': 'a regex compiled on first use',
  'detectors/national-ids/find.ts finder': 'the registry compiled on first use',
  'detectors/secrets/placeholders.ts stamp': "distinctChars' scratch counter, reset by each call",
  'detectors/names/names-line-words.ts readEnd': "readAsciiWord's second result (where the scan resumes), set by each call",
  'detectors/names/names-scripts.ts lists': 'word lists loaded on first use',
  'detectors/names/names-gazetteer.ts dataDir': 'where the data folder is, found on first use',
  'detectors/phone/parse.ts main': 'parse plans compiled on first use',
  'detectors/phone/parse.ts other': 'parse plans compiled on first use',
  'detectors/phone/valid.ts metadata': 'number plans compiled on first use',
  'detectors/phone/grouping.ts plans': "the phone library's format plans, built on first use",
  'engine/custom-pattern.ts engine': 'the RE2 module loaded on first use',
  'detectors/secrets/catalog.ts byKeyword': 'the rules indexed by keyword on first use',
  'detectors/secrets/checksums.ts crcTable': 'the CRC table built on first use',
};
const PURE_AREAS = ['engine', 'detectors', 'operators', 'lexicon'];

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** The area of a file: its top folder under src/ ('.' for src/*.ts). */
function areaOf(file: string): string {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length === 1 ? '.' : rel[0]!;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!).filter((s) => s.startsWith('.'));
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = areaOf(file);
    const allowed = MAY_IMPORT[from];
    const rel = path.relative(SRC, file);
    if (!allowed) {
      found.push(`${rel}: src/${from}/ is not in MAY_IMPORT (test/architecture/imports.test.ts): say what it may import`);
      continue;
    }
    for (const spec of relativeImports(file)) {
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      if (!target.startsWith(SRC + path.sep)) continue; // package.json, data/
      const to = areaOf(target);
      if (to === from && from !== 'detectors') continue;
      const targetRel = path.relative(SRC, target).replace(/\.ts$/, '');
      if (from === 'detectors' && to === 'detectors') {
        // A detector file never imports another detector file; helpers live in folders.
        const fromTop = path.dirname(rel) === 'detectors' && !rel.endsWith('index.ts');
        const toTop = path.dirname(targetRel) === 'detectors';
        if (fromTop && toTop) found.push(`${rel} imports the detector ${targetRel}: share code through a folder of helpers instead`);
        continue;
      }
      if (!allowed.includes(to) && !allowed.includes(targetRel)) found.push(`${rel} (${from}) imports ${targetRel} (${to})`);
      else if ((from === 'detectors' || from === 'operators') && to === 'engine' && !ENGINE_API.includes(targetRel)) {
        found.push(`${rel} imports the engine's internal ${targetRel}: use its API (${ENGINE_API.join(', ')})`);
      }
    }
  }
  return found;
}

const TOP_LEVEL_LET = /^(?:export\s+)?let\s+([A-Za-z_$][\w$]*)/gm;

/** Module-level `let`s of the pure areas that MODULE_STATE does not account for. */
function moduleState(): string[] {
  const found: string[] = [];
  for (const area of PURE_AREAS) {
    const dir = path.join(SRC, area);
    for (const file of sourceFiles(dir)) {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(TOP_LEVEL_LET)) {
        if (!MODULE_STATE[`${rel} ${m[1]}`]) found.push(`${rel}: module-level \`let ${m[1]}\` (per-text state belongs in the call's TextScan; else say why in MODULE_STATE)`);
      }
      if (/\b(?:lastText|keptText|memoizeLastText)\b/.test(text)) found.push(`${rel}: keeps the last text`);
    }
  }
  return found;
}

describe('import boundaries', () => {
  it('every import in src/ follows the one-way flow', () => {
    expect(violations()).toEqual([]);
  });

  it('no module of the engine, detectors, operators or lexicon keeps state about a text between calls', () => {
    expect(moduleState()).toEqual([]);
  });

  it('catches a forbidden import (the check itself works)', () => {
    expect([...'let a = 1;\nexport let b;\n  let inner = 2;'.matchAll(TOP_LEVEL_LET)].map((m) => m[1])).toEqual(['a', 'b']);
    expect(MAY_IMPORT.engine).not.toContain('formats');
    expect(MAY_IMPORT.operators).not.toContain('detectors');
    expect(Object.values(MAY_IMPORT).some((list) => list.includes('cli'))).toBe(false);
    expect([...`import { x } from '../cli/main.js';\nimport('../server/app.js')`.matchAll(IMPORT)].map((m) => m[1] ?? m[2])).toEqual([
      '../cli/main.js',
      '../server/app.js',
    ]);
  });
});
