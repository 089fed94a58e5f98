import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';

/**
 * Small files travel to the workers in groups (src/files/groups.ts): 40 files on one worker are
 * 8 groups of 5. Whatever happens to one file of a group, the others are written as alone.
 */
function batchOf40(bad: Record<number, string | Buffer> = {}) {
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < 40; i++) {
    const name = `f${String(i).padStart(2, '0')}.txt`;
    files[name] = bad[i] ?? `ticket ${i}: mail user${i}@example.com\n`;
  }
  return folderWith(files);
}

describe('anonymize files, small files in groups', () => {
  it('writes every file of every group, bytes exact, and leaves no temporary file', async () => {
    const dir = batchOf40();
    const r = await run(['files', '*.txt', '--concurrency', '1', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const written = listFiles(path.join(dir, 'anonymized'));
    expect(written).toHaveLength(40);
    for (const [i, name] of written.entries()) expect(readFileSync(path.join(dir, 'anonymized', name), 'utf8')).toBe(`ticket ${i}: mail [EMAIL_ADDRESS]\n`);
    const report = JSON.parse(r.stdout) as { files: { input: string; status: string }[]; totals: { written: number } };
    expect(report.files.map((f) => f.input)).toEqual(written);
    expect(report.totals.written).toBe(40);
  });

  it('fails the bad files of a group alone and writes the others', async () => {
    // Files 6 and 8 share the second group.
    const dir = batchOf40({ 6: Buffer.from([0x61, 0xff, 0xfe, 0x62]), 8: Buffer.from([0x00, 0x01, 0x02, 0x9d, 0x00]) });
    const r = await run(['files', '*.txt', '--concurrency', '1'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('anonymize: f06.txt: not valid UTF-8 text\nanonymize: f08.txt: not a .txt file: the content is binary data\n');
    const written = listFiles(path.join(dir, 'anonymized'));
    expect(written).toHaveLength(38);
    expect(written).not.toContain('f06.txt');
    expect(readFileSync(path.join(dir, 'anonymized', 'f07.txt'), 'utf8')).toBe('ticket 7: mail [EMAIL_ADDRESS]\n');
  });

  it('numbers values in file order across groups with --concurrency 1, and alike on two workers', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`f${String(i).padStart(2, '0')}.txt`] = `from user${i % 7}@example.com\n`;
    const dir = folderWith(files);
    const one = await run(['files', '*.txt', '--concurrency', '1', '--style', 'numbered', '--out-dir', 'one'], { cwd: dir });
    expect(one.code).toBe(0);
    for (let i = 0; i < 40; i++) {
      expect(readFileSync(path.join(dir, 'one', `f${String(i).padStart(2, '0')}.txt`), 'utf8')).toBe(`from [EMAIL_ADDRESS_${(i % 7) + 1}]\n`);
    }
    const two = await run(['files', '*.txt', '--concurrency', '2', '--style', 'numbered', '--out-dir', 'two'], { cwd: dir });
    expect(two.code).toBe(0);
    // Which value gets which number depends on the workers' timing; one value, one number.
    const numberOf = new Map<number, string>();
    for (let i = 0; i < 40; i++) {
      const out = readFileSync(path.join(dir, 'two', `f${String(i).padStart(2, '0')}.txt`), 'utf8');
      expect(out).toMatch(/^from \[EMAIL_ADDRESS_[1-7]\]\n$/);
      if (numberOf.has(i % 7)) expect(out).toBe(numberOf.get(i % 7));
      numberOf.set(i % 7, out);
    }
    expect(new Set(numberOf.values()).size).toBe(7);
  });

  it('replaces a group of inputs in place', async () => {
    const dir = batchOf40();
    const r = await run(['files', '*.txt', '--in-place', '--concurrency', '1'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(listFiles(dir)).toHaveLength(40);
    expect(readFileSync(path.join(dir, 'f39.txt'), 'utf8')).toBe('ticket 39: mail [EMAIL_ADDRESS]\n');
  });
});
