import { describe, expect, it } from 'vitest';
import { runPool, type JobOutcome } from '../../src/files/pool.js';
import { startWorker } from '../../src/files/spawn.js';

const HOSTILE = new URL('./fixtures/hostile-worker.ts', import.meta.url);

async function runJobs(jobs: string[], size: number) {
  const outcomes: JobOutcome<string>[] = [];
  let spawned = 0;
  await runPool<string, string>(jobs, {
    size,
    memoryLimitMb: 32,
    payloadOf: (job) => job,
    spawn: () => {
      spawned++;
      return startWorker(HOSTILE, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    },
    timeoutOf: (job) => (job === 'hang' ? 1500 : 60_000),
    onDone: async (_job, index, outcome) => {
      outcomes[index] = outcome;
    },
  });
  return { outcomes, spawned };
}

describe('worker pool', () => {
  it('fails a stuck, a memory-hungry, a crashing and a throwing job alone; the others finish', async () => {
    const { outcomes, spawned } = await runJobs(['a', 'hang', 'b', 'oom', 'c', 'exit', 'd', 'throw', 'e', 'fail'], 2);
    expect(outcomes).toEqual([
      { ok: true, value: 'did a' },
      { ok: false, reason: 'timed out after 1.5 s (raise the limit with --timeout)' },
      { ok: true, value: 'did b' },
      { ok: false, reason: 'ran out of memory (limit 32 MB per file; raise it with --max-memory)' },
      { ok: true, value: 'did c' },
      { ok: false, reason: 'the worker stopped unexpectedly (exit code 7)' },
      { ok: true, value: 'did d' },
      { ok: false, reason: 'internal error (Error) while processing this file' },
      { ok: true, value: 'did e' },
      { ok: false, reason: 'bad input' },
    ]);
    // Two slots, plus one fresh worker after each of the four that had to be replaced.
    expect(spawned).toBeGreaterThanOrEqual(4);
    expect(spawned).toBeLessThanOrEqual(6);
  });

  it('reuses a healthy worker for the next job', async () => {
    const { outcomes, spawned } = await runJobs(['a', 'b', 'c'], 1);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(spawned).toBe(1);
  });
});

describe('worker pool, jobs of several items', () => {
  it('gives each item its own time limit and names the item a dead worker was on', async () => {
    const outcomes: JobOutcome<string[]>[] = [];
    const started: number[] = [];
    await runPool<string[], string[]>([['a', 'b', 'hang', 'c'], ['d', 'e']], {
      size: 1,
      memoryLimitMb: 32,
      payloadOf: (job) => job,
      spawn: () => startWorker(HOSTILE, { resourceLimits: { maxOldGenerationSizeMb: 32 } }),
      timeoutOf: () => 60_000,
      itemTimeoutsOf: (job) => job.map((item) => (item === 'hang' ? 1500 : 60_000)),
      onItem: (_job, i) => started.push(i),
      onDone: async (_job, index, outcome) => {
        outcomes[index] = outcome;
      },
    });
    expect(outcomes).toEqual([
      { ok: false, reason: 'timed out after 1.5 s (raise the limit with --timeout)', item: 2 },
      { ok: true, value: [{ ok: true, value: 'did d' }, { ok: true, value: 'did e' }] },
    ]);
    expect(started).toEqual([1, 2, 1]);
  });

  it('reads the item a worker is on from shared memory: no item message per item without a progress line', async () => {
    const outcomes: JobOutcome<string[]>[] = [];
    let itemMessages = 0;
    await runPool<string[], string[]>([['a', 'b', 'hang', 'c'], ['d', 'e', 'exit'], ['f', 'g']], {
      size: 1,
      memoryLimitMb: 32,
      payloadOf: (job) => job,
      spawn: () => {
        const worker = startWorker(HOSTILE, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
        worker.on('message', (m: { type?: string }) => void (m?.type === 'item' && itemMessages++));
        return worker;
      },
      timeoutOf: () => 60_000,
      itemTimeoutsOf: (job) => job.map((item) => (item === 'hang' ? 1000 : 60_000)),
      onDone: async (_job, index, outcome) => {
        outcomes[index] = outcome;
      },
    });
    expect(outcomes).toEqual([
      { ok: false, reason: 'timed out after 1 s (raise the limit with --timeout)', item: 2 },
      { ok: false, reason: 'the worker stopped unexpectedly (exit code 7)', item: 2 },
      { ok: true, value: [{ ok: true, value: 'did f' }, { ok: true, value: 'did g' }] },
    ]);
    expect(itemMessages).toBe(0);
  });

  it('gives an item a longer limit than the first item had (the deadline moves, the timer waits)', async () => {
    const outcomes: JobOutcome<string[]>[] = [];
    // The first job only warms the worker up (its start-up is not the item's time).
    await runPool<string[], string[]>([['warm'], ['a', 'sleep-1200', 'b']], {
      size: 1,
      memoryLimitMb: 32,
      payloadOf: (job) => job,
      spawn: () => startWorker(HOSTILE, { resourceLimits: { maxOldGenerationSizeMb: 32 } }),
      // The group's timer starts with its first item's 0.4 s; the second item may take 60 s.
      timeoutOf: (job) => (job[0] === 'warm' ? 60_000 : 400),
      itemTimeoutsOf: (job) => job.map((item) => (item === 'a' ? 400 : 60_000)),
      onDone: async (_job, index, outcome) => {
        outcomes[index] = outcome;
      },
    });
    expect(outcomes[1]).toEqual({ ok: true, value: [{ ok: true, value: 'did a' }, { ok: true, value: 'did sleep-1200' }, { ok: true, value: 'did b' }] });
  });
});

describe('worker pool, the next job sent ahead', () => {
  async function runAhead(jobs: string[][], limits: { job?: (job: string[]) => number; item?: (job: string[], i: number) => number } = {}) {
    const outcomes: JobOutcome<JobOutcome<string>[]>[] = [];
    const events: string[] = [];
    let spawned = 0;
    await runPool<string[], JobOutcome<string>[]>(jobs, {
      size: 1,
      memoryLimitMb: 32,
      ahead: true,
      payloadOf: (job) => job,
      spawn: () => {
        spawned++;
        return startWorker(HOSTILE, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
      },
      timeoutOf: limits.job ?? (() => 60_000),
      itemTimeoutsOf: (job) => job.map((_, i) => limits.item?.(job, i) ?? 60_000),
      onStart: (_job, index) => events.push(`start ${index}`),
      onDone: async (_job, index, outcome) => {
        events.push(`done ${index}`);
        outcomes[index] = outcome;
      },
    });
    return { outcomes, events, spawned };
  }

  it('sends a worker its next job before the last is done, and reports them in order', async () => {
    const { outcomes, events, spawned } = await runAhead([['a', 'b'], ['c'], ['d', 'e'], ['f']]);
    expect(events).toEqual(['start 0', 'start 1', 'done 0', 'start 2', 'done 1', 'start 3', 'done 2', 'done 3']);
    expect(outcomes.map((o) => (o.ok ? o.value.map((v) => (v.ok ? v.value : v.reason)) : o.reason))).toEqual([['did a', 'did b'], ['did c'], ['did d', 'did e'], ['did f']]);
    expect(spawned).toBe(1);
  });

  it('fails the job that killed its worker by its item, and the job behind it as waiting, whole', async () => {
    const { outcomes, spawned } = await runAhead([['a', 'exit'], ['b', 'c'], ['d']]);
    expect(outcomes).toEqual([
      { ok: false, reason: 'the worker stopped unexpectedly (exit code 7)', item: 1 },
      { ok: false, reason: 'the worker stopped unexpectedly (exit code 7)', waiting: true },
      { ok: true, value: [{ ok: true, value: 'did d' }] },
    ]);
    expect(spawned).toBe(2);
  });

  it("starts a job's time limit when its worker begins it, not when it was sent", async () => {
    // The second job waits 1.2 s behind the first, twice its own limit.
    const { outcomes } = await runAhead([['warm'], ['sleep-1200'], ['b']], { job: (job) => (job[0] === 'b' ? 600 : 60_000) });
    expect(outcomes[2]).toEqual({ ok: true, value: [{ ok: true, value: 'did b' }] });
  });

  it('times out a hung job; the one sent behind it fails as waiting', async () => {
    const { outcomes, spawned } = await runAhead([['a', 'hang'], ['b']], { item: (job, i) => (job[i] === 'hang' ? 1000 : 60_000) });
    expect(outcomes).toEqual([
      { ok: false, reason: 'timed out after 1 s (raise the limit with --timeout)', item: 1 },
      { ok: false, reason: 'the worker stopped unexpectedly (exit code 1)', waiting: true },
    ]);
    expect(spawned).toBe(1);
  });
});
