import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitGroup, type CommitTarget } from '../../src/files/commit.js';
import { folderWith, listFiles } from '../helpers/files.js';

/**
 * A group's outputs are synced and renamed into place by the main thread once the worker has
 * answered (src/files/commit.ts): each file keeps the worker's outcome unless its own commit fails,
 * and a failed commit leaves no temporary file.
 */
describe('commitGroup', () => {
  it('renames the written outputs in place and fails each file whose commit fails, alone', async () => {
    const dir = folderWith({
      '.a.tmp': 'a redacted\n',
      '.b.tmp': 'b redacted\n',
      '.d.tmp': 'd redacted\n',
      'out/b.txt': 'there before\n',
      'out/d.txt': 'there before\n',
    });
    const target = (name: string, overwrite = false): CommitTarget => ({
      temp: path.join(dir, `.${name}.tmp`),
      output: path.join(dir, 'out', `${name}.txt`),
      outputDisplay: `out/${name}.txt`,
      commit: { overwrite },
    });
    const value = { format: 'text' };
    const outcomes = await commitGroup(
      [
        [target('a'), { ok: true, value }],
        // The output appeared after the plan looked (no --force): refused, the temporary file removed.
        [target('b'), { ok: true, value }],
        // The worker wrote nothing (its temporary file is gone): the sync fails.
        [target('c'), { ok: true, value }],
        [target('d', true), { ok: true, value }],
        // Failed in its worker: passed on as it was.
        [target('e'), { ok: false, reason: 'not valid UTF-8 text' }],
      ],
      false,
    );
    expect(outcomes).toEqual([
      { ok: true, value },
      { ok: false, reason: 'the output out/b.txt already exists (use --force to overwrite)' },
      { ok: false, reason: 'no such file or directory' },
      { ok: true, value },
      { ok: false, reason: 'not valid UTF-8 text' },
    ]);
    expect(listFiles(dir)).toEqual(['out/a.txt', 'out/b.txt', 'out/d.txt']);
    expect(readFileSync(path.join(dir, 'out', 'a.txt'), 'utf8')).toBe('a redacted\n');
    expect(readFileSync(path.join(dir, 'out', 'b.txt'), 'utf8')).toBe('there before\n');
    expect(readFileSync(path.join(dir, 'out', 'd.txt'), 'utf8')).toBe('d redacted\n');
  });
});
