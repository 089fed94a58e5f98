import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandInputs, type Readdir } from '../../src/files/expand.js';
import { folderWith } from '../helpers/files.js';

/** readdir as the system gives it, except EACCES for `locked` (root would read any folder). */
const lockedReaddir =
  (locked: string): Readdir =>
  (dir, options, callback) => {
    if (path.resolve(dir) === locked) return callback(Object.assign(new Error('EACCES'), { code: 'EACCES' }), []);
    fs.readdir(dir, options, callback);
  };

describe('expandInputs', () => {
  it('reports a folder it cannot read instead of skipping it silently', async () => {
    const cwd = folderWith({ 'logs/a.txt': 'x', 'logs/private/b.txt': 'y' });
    const e = await expandInputs(['logs'], { cwd, ignore: [], exclude: [], readdir: lockedReaddir(path.join(cwd, 'logs/private')) });
    expect(e.files.map((f) => f.display)).toEqual(['logs/a.txt']);
    expect(e.unmatched).toEqual([{ pattern: 'logs/private/', reason: 'folder skipped: permission denied', walked: true }]);
  });

  it('names an unreadable folder given directly as unreadable, not as empty', async () => {
    const cwd = folderWith({ 'private/b.txt': 'y' });
    const e = await expandInputs(['private'], { cwd, ignore: [], exclude: [], readdir: lockedReaddir(path.join(cwd, 'private')) });
    expect(e).toEqual({ files: [], unmatched: [{ pattern: 'private/', reason: 'folder skipped: permission denied', walked: true }], hidden: 0 });
  });

  it('counts skipped dot files and dot folders\' files; --hidden takes them', async () => {
    const cwd = folderWith({ 'a.txt': 'x', '.env': 'y', '.cache/z.txt': 'z', 'sub/.npmrc': 'w' });
    const e = await expandInputs(['.'], { cwd, ignore: [], exclude: [] });
    expect([e.files.map((f) => f.display), e.hidden]).toEqual([['a.txt'], 3]);
    const h = await expandInputs(['.'], { cwd, ignore: ['.cache/'], exclude: [], hidden: true });
    expect([h.files.map((f) => f.display), h.hidden]).toEqual([['.env', 'a.txt', 'sub/.npmrc'], 0]);
    const g = await expandInputs(['**/*.txt'], { cwd, ignore: [], exclude: [] });
    expect([g.files.map((f) => f.display), g.hidden]).toEqual([['a.txt'], 1]);
  });
});

describe('expandInputs, hidden files', () => {
  it('counts them the same when the working directory itself is inside a dot folder', async () => {
    const root = folderWith({ '.work/p/a.txt': 'x', '.work/p/.env': 'y', '.work/p/sub/b.txt': 'z' });
    const cwd = path.join(root, '.work/p');
    const e = await expandInputs(['.'], { cwd, ignore: [], exclude: [] });
    expect([e.files.map((f) => f.display), e.hidden]).toEqual([['a.txt', 'sub/b.txt'], 1]);
    const none = await expandInputs(['sub'], { cwd, ignore: [], exclude: [] });
    expect([none.files.map((f) => f.display), none.hidden]).toEqual([['sub/b.txt'], 0]);
  });
});
