import { existsSync, readFileSync, rmSync } from 'node:fs';
import { devNull } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileWriter, fileSize, readChunks, readHead, readStart, readWhole, syncAtClose, takeSync, withFileBytes } from '../../../src/formats/lib/files.js';
import { folderWith } from '../../helpers/files.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string | Buffer>): string {
  const dir = folderWith(files);
  dirs.push(dir);
  return dir;
}

async function chunks(file: string, size?: number): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of readChunks(file, size)) out.push(chunk.toString('latin1'));
  return out;
}

describe('readStart', () => {
  it('reads a file of at most wholeUpTo bytes whole, else its head', () => {
    const dir = folder({ 'a.txt': 'abcdefghij' });
    const file = path.join(dir, 'a.txt');
    expect(readStart(file, 4, 10)).toEqual({ bytes: Buffer.from('abcdefghij'), whole: true });
    expect(readStart(file, 4, 9)).toEqual({ bytes: Buffer.from('abcd'), whole: false });
    expect(readStart(file, 20, 9)).toEqual({ bytes: Buffer.from('abcdefghij'), whole: false });
  });

  it('reads an empty file whole', () => {
    const dir = folder({ 'e.txt': '' });
    expect(readStart(path.join(dir, 'e.txt'), 4, 10)).toEqual({ bytes: Buffer.alloc(0), whole: true });
  });

  it('throws ENOENT for a missing file', () => {
    expect(() => readStart(path.join(folder({}), 'none'), 4, 10)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});

describe('withFileBytes', () => {
  it('serves the held bytes to every read, whatever the disk holds, and forgets them after', async () => {
    const dir = folder({ 'a.txt': 'on disk' });
    const file = path.join(dir, 'a.txt');
    const seen = await withFileBytes(file, Buffer.from('held bytes'), async () => {
      rmSync(file);
      return {
        head: Buffer.from(await readHead(file, 4)).toString(),
        longHead: Buffer.from(await readHead(file)).toString(),
        chunks: await chunks(file, 4),
        size: fileSize(file),
        whole: (await readWhole(file)).toString(),
      };
    });
    expect(seen).toEqual({ head: 'held', longHead: 'held bytes', chunks: ['held', ' byt', 'es'], size: 10, whole: 'held bytes' });
    await expect(readHead(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(() => fileSize(file)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  it('forgets the bytes when the run fails', async () => {
    const dir = folder({ 'a.txt': 'on disk' });
    const file = path.join(dir, 'a.txt');
    await expect(withFileBytes(file, Buffer.from('held'), async () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(Buffer.from(await readHead(file)).toString()).toBe('on disk');
    expect(await chunks(file)).toEqual(['on disk']);
  });

  it('an empty held file has no chunks', async () => {
    const file = path.join(folder({}), 'e.txt');
    expect(await withFileBytes(file, Buffer.alloc(0), () => chunks(file))).toEqual([]);
  });
});

describe('FileWriter', () => {
  it('syncs a file asked for at close and hands the sync to takeSync', async () => {
    const file = path.join(folder({}), 'out.txt');
    syncAtClose(file);
    const out = await FileWriter.create(file, 4);
    await out.write(Buffer.from('abcdef'));
    await out.write(Buffer.from('gh'));
    await out.close();
    const sync = takeSync(file);
    expect(sync).toBeInstanceOf(Promise);
    await expect(sync).resolves.toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('abcdefgh');
    // Taken once.
    expect(takeSync(file)).toBeUndefined();
  });

  it('leaves the sync to the caller when no writer closed the file', () => {
    const file = path.join(folder({}), 'none.txt');
    syncAtClose(file);
    expect(takeSync(file)).toBeUndefined();
  });

  it('closes a file not asked for at once, with no sync', async () => {
    const file = path.join(folder({}), 'plain.txt');
    const out = await FileWriter.create(file);
    await out.write(Buffer.from('x'));
    await out.close();
    expect(takeSync(file)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('still refuses an existing file (wx)', async () => {
    const dir = folder({ 'taken.txt': 'old' });
    await expect(FileWriter.create(path.join(dir, 'taken.txt'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(path.join(dir, 'taken.txt'), 'utf8')).toBe('old');
  });

  it('drops what is written to the null device', async () => {
    const out = await FileWriter.create(devNull, 1);
    await out.write(Buffer.from('dropped'));
    await out.close();
    expect(existsSync(devNull)).toBe(true);
  });
});
