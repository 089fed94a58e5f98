import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath } from '../../src/files/expand.js';
import { planOutputs, realPaths } from '../../src/files/plan.js';
import { folderWith } from '../helpers/files.js';

const cwd = path.resolve('/work/project');
const input = (p: string) => {
  const abs = path.resolve(cwd, p);
  return { path: abs, display: displayPath(abs, cwd) };
};
const display = (f: string) => displayPath(f, cwd);
const outDir = { kind: 'out-dir', dir: path.join(cwd, 'anonymized') } as const;

describe('planOutputs', () => {
  it('mirrors paths relative to the working directory; outside it, the absolute path minus the root', () => {
    const plan = planOutputs([input('a/b.csv'), input('/data/x.txt')], outDir, cwd, display);
    expect(plan.map((p) => [p.display, p.outputDisplay])).toEqual([
      ['a/b.csv', 'anonymized/a/b.csv'],
      [path.resolve('/data/x.txt'), 'anonymized/data/x.txt'],
    ]);
  });

  it('refuses two inputs that would share an output', () => {
    expect(() => planOutputs([input('data/x.txt'), input('/data/x.txt')], outDir, cwd, display)).toThrow(
      `data/x.txt and ${path.resolve('/data/x.txt')} would both be written to anonymized/data/x.txt`,
    );
  });

  it('writes in place and to one named file or stdout', () => {
    expect(planOutputs([input('a.txt')], { kind: 'in-place' }, cwd, display)[0]!.output).toBe(path.join(cwd, 'a.txt'));
    expect(planOutputs([input('a.txt')], { kind: 'single', target: '-' }, cwd, display)[0]!.outputDisplay).toBe('stdout');
    expect(() => planOutputs([input('a.txt'), input('b.txt')], { kind: 'single', target: '-' }, cwd, display)).toThrow(
      '-o - takes exactly one input file, but 2 matched: use --out-dir for several',
    );
  });
});

describe('realPaths', () => {
  it('resolves a link to a file, and a file in a folder that does not exist through its nearest folder', () => {
    const dir = realpathSync(folderWith({ 'data/a.txt': 'x' }));
    symlinkSync(path.join(dir, 'data/a.txt'), path.join(dir, 'alias.txt'));
    mkdirSync(path.join(dir, 'real-out'));
    symlinkSync(path.join(dir, 'real-out'), path.join(dir, 'out'));
    const real = realPaths();
    expect(real(path.join(dir, 'alias.txt'))).toBe(path.join(dir, 'data/a.txt'));
    expect(real(path.join(dir, 'data/a.txt'))).toBe(path.join(dir, 'data/a.txt'));
    expect(real(path.join(dir, 'out/new/b.txt'))).toBe(path.join(dir, 'real-out/new/b.txt'));
    expect(real(path.join(dir, 'out/new/c.txt'))).toBe(path.join(dir, 'real-out/new/c.txt'));
  });
});
