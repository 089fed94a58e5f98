import type { JobOutcome } from './pool.js';

/** Files up to this size share a worker message with their neighbours; a larger one goes alone. */
export const SMALL_FILE_BYTES = 256 * 1024;

/** A group's limits: its files, and their bytes together. */
export const GROUP_FILES = 32;
export const GROUP_BYTES = 1024 * 1024;

/**
 * Each worker gets at least this many groups, so that the last groups end together instead of
 * one worker finishing a long group alone.
 */
const GROUPS_PER_WORKER = 8;

/**
 * Packs a batch's files, in order, into the groups sent to the workers: neighbours (usually
 * the same folder) up to GROUP_FILES and GROUP_BYTES, fewer per group when the batch is small,
 * and every file over SMALL_FILE_BYTES alone. A 1 KB file costs a few milliseconds of CPU, and a
 * message round trip, an fsync of its folder and a wake-up of the main thread per file were as
 * much again (issue 20).
 */
export function packGroups<T extends { size: number }>(files: readonly T[], workers: number): T[][] {
  const perGroup = Math.max(1, Math.min(GROUP_FILES, Math.ceil(files.length / (Math.max(1, workers) * GROUPS_PER_WORKER))));
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  for (const file of files) {
    const small = file.size <= SMALL_FILE_BYTES;
    if (group.length > 0 && (!small || group.length >= perGroup || bytes + file.size > GROUP_BYTES)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(file);
    bytes += file.size;
    if (!small) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * What a group's outcome means for its files. When the worker answered, each file has its own
 * outcome. When it died or ran out of time, the file it was on (`item`) fails with that reason
 * and the others go again, in a group of their own: they did nothing wrong, and their outputs
 * were not renamed yet (the main thread renames a group's outputs once its worker has answered).
 * A group that had not begun (`waiting`: sent ahead, behind the one that failed) goes again whole.
 */
export function settleGroup<T, R>(group: readonly T[], outcome: JobOutcome<JobOutcome<R>[]>): { settled: [T, JobOutcome<R>][]; retry: T[] } {
  if (outcome.ok) return { settled: group.map((file, i) => [file, outcome.value[i]!]), retry: [] };
  // Sent ahead, it waited behind the group that killed its worker: all of it goes again.
  if (outcome.waiting) return { settled: [], retry: [...group] };
  const culprit = Math.min(outcome.item ?? 0, group.length - 1);
  return {
    settled: [[group[culprit]!, { ok: false, reason: outcome.reason }]],
    retry: group.filter((_, i) => i !== culprit),
  };
}
