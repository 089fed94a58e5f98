import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal, readRecords } from '../../src/server/store/journal.js';
import { tempDir } from './helpers.js';

const settled = async (p: Promise<void>, ms: number) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('the journal: written at once, flushed by group commit', () => {
  it('a line is in the file when append returns (kill -9 safe); its flush waits at most `within`', async () => {
    const file = path.join(tempDir(), 'state.jsonl');
    const j = await Journal.open(file, 10);
    const lazy = j.append({ op: 'use', n: 1 }, 300);
    expect(readFileSync(file, 'utf8')).toBe('{"op":"use","n":1}\n');
    // Not flushed long before its deadline...
    expect(await settled(lazy, 50)).toBe(false);
    // ...until a line that wants its flush now takes it along (one fdatasync for both).
    const soon = j.append({ op: 'job', n: 2 });
    expect(await settled(Promise.all([lazy, soon]).then(() => undefined), 5000)).toBe(true);
    // A lazy line alone is flushed by its deadline.
    const alone = j.append({ op: 'use', n: 3 }, 100);
    expect(await settled(alone, 5000)).toBe(true);
    await j.close();
    expect(readRecords(file).records).toEqual([{ op: 'use', n: 1 }, { op: 'job', n: 2 }, { op: 'use', n: 3 }]);
  });

  it('close flushes what waits at once', async () => {
    const file = path.join(tempDir(), 'state.jsonl');
    const j = await Journal.open(file, 10);
    const lazy = j.append({ op: 'use' }, 60_000);
    const t0 = performance.now();
    await j.close();
    expect(await settled(lazy, 5000)).toBe(true);
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});
