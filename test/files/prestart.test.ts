import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { expectedWorkers, prestartWorkers } from '../../src/files/prestart.js';
import { startWorker } from '../../src/files/spawn.js';
import { folderWith } from '../helpers/files.js';

const HOSTILE = new URL('./fixtures/hostile-worker.ts', import.meta.url);

describe('expectedWorkers', () => {
  const cwd = folderWith({ 'a.txt': 'x', 'b.txt': 'y', 'logs/c.txt': 'z' });

  it('takes every worker for a folder or a pattern, one per named file', () => {
    expect(expectedWorkers(['logs'], cwd, 4)).toBe(4);
    expect(expectedWorkers(['**/*.txt'], cwd, 4)).toBe(4);
    expect(expectedWorkers(['a.txt', 'b.txt'], cwd, 4)).toBe(2);
    expect(expectedWorkers(['a.txt', 'b.txt', 'logs/c.txt'], cwd, 2)).toBe(2);
    // A missing path that is no pattern will be reported, not redacted.
    expect(expectedWorkers(['missing.txt'], cwd, 4)).toBe(0);
  });
});

describe('prestartWorkers', () => {
  it('hands out live workers, skips one that died while nobody listened, and ends the ones not taken', async () => {
    const spawned: Worker[] = [];
    const early = prestartWorkers(3, () => {
      const worker = spawned.length === 0 ? startWorker(new URL('data:text/javascript,process.exit(3)'), {}) : startWorker(HOSTILE, {});
      spawned.push(worker);
      return worker;
    });
    expect(spawned).toHaveLength(3);
    const exits = spawned.map((w) => new Promise<number>((resolve) => w.once('exit', resolve)));
    // The first one exits before anybody takes it.
    expect(await exits[0]).toBe(3);
    const taken = early.take();
    expect(taken).toBe(spawned[1]);
    // (Its begin message first, as the batch's worker posts.)
    const reply = new Promise((resolve) => taken!.on('message', (m: { type: string }) => m.type === 'result' && resolve(m)));
    taken!.postMessage({ type: 'job', id: 1, job: 'a' });
    expect(await reply).toEqual({ type: 'result', id: 1, ok: true, value: 'did a' });
    await early.close();
    expect(await exits[2]).toBe(1); // terminated
    expect(early.take()).toBeUndefined();
    await taken!.terminate();
  });
});
