import { rmSync } from 'node:fs';
import path from 'node:path';
import { commitFailure, renameInto, syncFile, syncFolders, type CommitOptions } from './atomic.js';
import type { JobOutcome } from './pool.js';
import { failureReason } from './reasons.js';

/** Where a file of a group, written by its worker to `temp`, goes. */
export interface CommitTarget {
  temp: string;
  output: string;
  outputDisplay: string;
  commit: CommitOptions;
}

/**
 * Puts a group's outputs into place once its worker has answered: every written output synced
 * (all at once, on libuv's threads), then renamed in order, then each folder synced once; only
 * then is a file reported written. The worker is meanwhile redacting its next group: it used to
 * wait for these syncs itself before answering (issue 20: ~12% of a one-worker batch's wall
 * clock). Returns each file's outcome: the worker's, or why its output could not be committed
 * (its temporary file is then removed).
 */
export async function commitGroup<R>(files: readonly (readonly [CommitTarget, JobOutcome<R>])[], debug: boolean): Promise<JobOutcome<R>[]> {
  const outcomes = await Promise.all(
    files.map(([file, outcome]): JobOutcome<R> | Promise<JobOutcome<R>> =>
      outcome.ok
        ? syncFile(file.temp).then(
            () => outcome,
            (error: unknown) => {
              rmSync(file.temp, { force: true });
              return { ok: false, reason: failureReason(error, debug) };
            },
          )
        : outcome,
    ),
  );
  for (const [i, [file]] of files.entries()) {
    if (!outcomes[i]!.ok) continue;
    try {
      renameInto(file.temp, file.output, file.commit);
    } catch (error) {
      rmSync(file.temp, { force: true });
      outcomes[i] = { ok: false, reason: commitFailure(error, file.outputDisplay) };
    }
  }
  await syncFolders(files.filter((_, i) => outcomes[i]!.ok).map(([file]) => path.dirname(file.output)));
  return outcomes;
}
