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
  '.': [], // src/entities.ts, src/errors.ts: leaves
  lexicon: [],
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
    }
  }
  return found;
}

describe('import boundaries', () => {
  it('every import in src/ follows the one-way flow', () => {
    expect(violations()).toEqual([]);
  });

  it('catches a forbidden import (the check itself works)', () => {
    expect(MAY_IMPORT.engine).not.toContain('formats');
    expect(MAY_IMPORT.operators).not.toContain('detectors');
    expect(Object.values(MAY_IMPORT).some((list) => list.includes('cli'))).toBe(false);
    expect([...`import { x } from '../cli/main.js';\nimport('../server/app.js')`.matchAll(IMPORT)].map((m) => m[1] ?? m[2])).toEqual([
      '../cli/main.js',
      '../server/app.js',
    ]);
  });
});
