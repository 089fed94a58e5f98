import { randomBytes } from 'node:crypto';
import { chmod, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Outputs appear whole or not at all: a handler writes to a temporary file in the destination
 * folder (same file system, so the rename is atomic), the worker fsyncs it, and only then is it
 * renamed over the destination. A failure removes the temporary file.
 */
export function temporaryPathFor(destination: string): string {
  const name = `.${path.basename(destination)}.${randomBytes(6).toString('hex')}.anonymize-tmp`;
  return path.join(path.dirname(destination), name);
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

/**
 * Renames `temp` to `destination`. Without `overwrite`, refuses when the destination appeared
 * meanwhile. `modeFrom` copies a file's permission bits (in-place keeps the input's mode).
 */
export async function commit(temp: string, destination: string, options: { overwrite: boolean; modeFrom?: string }): Promise<void> {
  if (!options.overwrite && (await exists(destination))) throw new OutputExistsError(destination);
  if (options.modeFrom) await chmod(temp, (await stat(options.modeFrom)).mode & 0o7777);
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
