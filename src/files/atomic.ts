import { randomBytes } from 'node:crypto';
import fs, { chmodSync, chownSync, existsSync, renameSync, statSync } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Outputs appear whole or not at all: a handler writes to a temporary file in the destination
 * folder (same file system, so the rename is atomic), the worker fsyncs it, and only then is it
 * renamed over the destination. A failure removes the temporary file.
 */
export function temporaryPathFor(destination: string): string {
  const name = `.${path.basename(destination)}.${process.pid}-${uniquePart()}.anonymize-tmp`;
  return path.join(path.dirname(destination), name);
}

/**
 * 12 hex digits unique in this process: a random part drawn once and a counter (a batch names
 * a temporary file per input; randomBytes per name cost 9 µs each). The files are created
 * exclusively, so a clash would fail a file, not overwrite one.
 */
let runPart: string | undefined;
let counter = 0;
function uniquePart(): string {
  runPart ??= randomBytes(3).toString('hex');
  counter = (counter + 1) % 0x1000000;
  return runPart + counter.toString(16).padStart(6, '0');
}

/** Our temporary files' names: the process id that made them, a random part, our suffix. */
const TEMP_NAME = /^\..*\.(\d+)-[0-9a-f]{12}\.anonymize-tmp$/s;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A run killed with SIGKILL (or a power cut) can't remove its temporary files. A later run
 * removes those in the folders it writes to that it can prove are such leftovers: named as
 * ours, by a process that no longer exists. Returns how many were removed.
 */
export async function removeStaleTemporaries(dirs: Iterable<string>): Promise<number> {
  let removed = 0;
  for (const dir of new Set(dirs)) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const pid = Number(TEMP_NAME.exec(name)?.[1] ?? NaN);
      if (!Number.isSafeInteger(pid) || pid === process.pid || isRunning(pid)) continue;
      await rm(path.join(dir, name), { force: true }).then(() => removed++, () => undefined);
    }
  }
  return removed;
}

/** Flushes a written file to disk (the rename must not be visible before the data). */
export function syncFile(file: string): Promise<void> {
  // Callbacks rather than a FileHandle: a batch syncs one file per input, and a FileHandle's
  // promises and close tracking cost its worker more than the calls themselves.
  return new Promise((resolve, reject) => {
    fs.open(file, 'r+', (error, fd) => {
      if (error) return reject(error);
      fs.fsync(fd, (syncError) => fs.close(fd, (closeError) => (syncError || closeError ? reject(syncError ?? closeError) : resolve())));
    });
  });
}

/**
 * Makes the renames into these folders durable: a rename is on disk once its folder is synced.
 * Called once for a group of commits rather than once per file (a folder's fsync costs a few
 * milliseconds of waiting however many renames it carries). Not every platform allows it.
 */
export async function syncFolders(dirs: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(dirs)].map(async (dir) => {
      const handle = await open(dir, 'r').catch(() => undefined);
      if (handle) await handle.sync().catch(() => undefined).finally(() => handle.close());
    }),
  );
}

export class OutputExistsError extends Error {}

/** The replaced file's owner can't be kept (only root and the owner may give a file to someone). */
export class OwnerNotKeptError extends Error {}

export interface CommitOptions {
  overwrite: boolean;
  keepFrom?: string;
}

/**
 * Renames `temp` (written and synced) to `destination` and syncs the folder. Without
 * `overwrite`, refuses when the destination appeared meanwhile. `keepFrom` gives the new file
 * that file's permission bits, owner and group (in-place replaces a file as it was, not as the
 * user running us).
 */
export async function commit(temp: string, destination: string, options: CommitOptions): Promise<void> {
  renameInto(temp, destination, options);
  await syncFolders([path.dirname(destination)]);
}

/** commit() without the folder's sync: a batch syncs each folder once for a group of renames. */
export function renameInto(temp: string, destination: string, options: CommitOptions): void {
  if (!options.overwrite && existsSync(destination)) throw new OutputExistsError(destination);
  if (options.keepFrom) {
    const was = statSync(options.keepFrom);
    const now = statSync(temp);
    if (was.uid !== now.uid || was.gid !== now.gid) {
      try {
        chownSync(temp, was.uid, was.gid);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EPERM') throw new OwnerNotKeptError(`owned by user ${was.uid}, group ${was.gid}`);
        throw e;
      }
    }
    // After chown, which clears set-user-ID bits.
    chmodSync(temp, was.mode & 0o7777);
  }
  renameSync(temp, destination);
}

/** Why a commit failed, for the file's line in the report (never a value). */
export function commitFailure(e: unknown, outputDisplay: string): string {
  if (e instanceof OwnerNotKeptError) return `left unchanged: it is ${e.message} and only they or root can replace it keeping that owner`;
  if (e instanceof OutputExistsError) return `the output ${outputDisplay} already exists (use --force to overwrite)`;
  return `cannot write ${outputDisplay}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`;
}

export async function discard(temp: string): Promise<void> {
  await rm(temp, { force: true });
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
