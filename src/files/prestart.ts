import { statSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';

/**
 * Workers started before the batch is planned: a worker takes 0.1–0.2 s to load the engine, and
 * the main thread spends about as long on the glob, the plan and the checks of the outputs, so
 * both happen at once instead of one after the other (issue 20: 1,000 small files take about a
 * second, and that second began with the workers' start-up).
 *
 * The pool takes these first (`take`), then spawns as before. A worker that died while nobody
 * was listening (it could not load) is not handed out: the pool spawns a fresh one, whose
 * failure it reports as usual. `close` terminates the ones the batch did not need.
 */
export interface Prestarted {
  take(): Worker | undefined;
  close(): Promise<void>;
}

export function prestartWorkers(count: number, spawn: () => Worker): Prestarted {
  const waiting = Array.from({ length: count }, () => {
    const worker = spawn();
    const entry = { worker, dead: false, onDead: () => (entry.dead = true) };
    worker.on('error', entry.onDead);
    worker.on('exit', entry.onDead);
    return entry;
  });
  return {
    take() {
      for (let entry = waiting.shift(); entry; entry = waiting.shift()) {
        // The pool listens from here on (runOne attaches its listeners in this same tick).
        entry.worker.off('error', entry.onDead);
        entry.worker.off('exit', entry.onDead);
        if (!entry.dead) return entry.worker;
        void entry.worker.terminate();
      }
      return undefined;
    },
    async close() {
      const rest = waiting.splice(0);
      await Promise.all(rest.map((e) => e.worker.terminate()));
    },
  };
}

/**
 * How many workers a batch will use, guessed from its arguments before the glob: a folder or a
 * pattern may hold many files (all of `concurrency`); named files, one each. A guess too high
 * costs a worker's start-up on an idle core; too low, only the head start.
 */
export function expectedWorkers(args: readonly string[], cwd: string, concurrency: number): number {
  let files = 0;
  for (const arg of args) {
    const info = statOrUndefined(path.resolve(cwd, arg));
    if (info?.isFile()) files++;
    else if (info?.isDirectory() || (!info && GLOB_CHARACTERS.test(arg))) return concurrency;
  }
  return Math.min(concurrency, files);
}

/** Roughly fast-glob's isDynamicPattern, without loading fast-glob before the workers start. */
const GLOB_CHARACTERS = /[*?[\]{}()!+@]/;

const statOrUndefined = (file: string) => {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
};
