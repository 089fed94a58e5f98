import { randomBytes } from 'node:crypto';
import { chmod, chown, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Outputs appear whole or not at all: a handler writes to a temporary file in the destination
 * folder (same file system, so the rename is atomic), the worker fsyncs it, and only then is it
 * renamed over the destination. A failure removes the temporary file.
 */
export function temporaryPathFor(destination: string): string {
  const name = `.${path.basename(destination)}.${process.pid}-${randomBytes(6).toString('hex')}.anonymize-tmp`;
  return path.join(path.dirname(destination), name);
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
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class OutputExistsError extends Error {}

/** The replaced file's owner can't be kept (only root and the owner may give a file to someone). */
export class OwnerNotKeptError extends Error {}

/**
 * Renames `temp` to `destination`. Without `overwrite`, refuses when the destination appeared
 * meanwhile. `keepFrom` gives the new file that file's permission bits, owner and group
 * (in-place replaces a file as it was, not as the user running us).
 */
export async function commit(temp: string, destination: string, options: { overwrite: boolean; keepFrom?: string }): Promise<void> {
  if (!options.overwrite && (await exists(destination))) throw new OutputExistsError(destination);
  if (options.keepFrom) {
    const [was, now] = await Promise.all([stat(options.keepFrom), stat(temp)]);
    if (was.uid !== now.uid || was.gid !== now.gid) {
      await chown(temp, was.uid, was.gid).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EPERM') throw new OwnerNotKeptError(`owned by user ${was.uid}, group ${was.gid}`);
        throw e;
      });
    }
    // After chown, which clears set-user-ID bits.
    await chmod(temp, was.mode & 0o7777);
  }
  await rename(temp, destination);
  // The rename itself is durable once the folder is synced; not every platform allows it.
  const dir = await open(path.dirname(destination), 'r').catch(() => undefined);
  if (dir) await dir.sync().catch(() => undefined).finally(() => dir.close());
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
