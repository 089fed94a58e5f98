import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderWith, listFiles } from '../helpers/files.js';
import { run } from '../helpers/io.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The batch's worker reads a file of up to 1 MB once and hands its bytes to the handler
 * (src/formats/lib/files.ts withFileBytes), and a larger one from the disk as before; the output
 * is synced through the writer's descriptor. Both give the same bytes.
 */
describe('anonymize files: how the worker reads its inputs', () => {
  it('gives the exact output for files read whole and for a file over 1 MB read from the disk', async () => {
    const filler = `${'-'.repeat(1023)}\n`.repeat(1030);
    const dir = folderWith({
      'small.txt': 'mail jane@example.com\r\nbye\n',
      'empty.txt': '',
      'notes.json': '{"contact": "jane@example.com", "n": 1}',
      'rows.csv': 'id,email\n1,jane@example.com\n',
      'big.txt': `mail jane@example.com\n${filler}last: john@example.org\n`,
    });
    dirs.push(dir);
    const r = await run(['files', '--concurrency', '1', 'small.txt', 'empty.txt', 'notes.json', 'rows.csv', 'big.txt', '--out-dir', 'out', '--quiet'], { cwd: dir });
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const out = (name: string) => readFileSync(path.join(dir, 'out', name), 'utf8');
    expect(out('small.txt')).toBe('mail [EMAIL_ADDRESS]\r\nbye\n');
    expect(out('empty.txt')).toBe('');
    expect(out('notes.json')).toBe('{"contact": "[EMAIL_ADDRESS]", "n": 1}');
    expect(out('rows.csv')).toBe('id,email\n1,[EMAIL_ADDRESS]\n');
    expect(out('big.txt')).toBe(`mail [EMAIL_ADDRESS]\n${filler}last: [EMAIL_ADDRESS]\n`);
    expect(listFiles(dir)).toEqual(['big.txt', 'empty.txt', 'notes.json', 'out/big.txt', 'out/empty.txt', 'out/notes.json', 'out/rows.csv', 'out/small.txt', 'rows.csv', 'small.txt']);
  });
});
