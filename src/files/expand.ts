import fs from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type FastGlob from 'fast-glob';
import ignore from 'ignore';

export interface InputFile {
  /** Absolute path. */
  path: string;
  /** How the file is named in messages and reports: relative to the working directory when inside it. */
  display: string;
}

export interface Expansion {
  files: InputFile[];
  /**
   * Arguments that named nothing (a glob with no match, a missing path) and folders that could
   * not be read (`permission denied`): each a failure of the run, with the reason.
   */
  unmatched: { pattern: string; reason: string; walked?: boolean }[];
  /** Dot files (and files in dot folders) that globs and folders skipped without --hidden. */
  hidden: number;
}

/** Node's callback `readdir`, as fast-glob calls it; a seam for tests (root reads any folder). */
export type Readdir = (dir: string, options: { withFileTypes: true }, callback: (error: NodeJS.ErrnoException | null, entries: fs.Dirent[]) => void) => void;

export interface ExpandOptions {
  cwd: string;
  /** .gitignore-style patterns, relative to cwd. */
  ignore: readonly string[];
  /** Directories whose files a glob or folder never picks up (the output directory). */
  exclude: readonly string[];
  /** Take dot files and dot folders too. */
  hidden?: boolean;
  readdir?: Readdir;
}

const DOT_SEGMENT = /(^|[\\/])\./;

const FOLDER_REASONS: Record<string, string> = { EACCES: 'permission denied', EPERM: 'permission denied', EIO: 'input/output error' };

/** `a/b.csv` relative to cwd when inside it (forward slashes), else the absolute path. */
export function displayPath(file: string, cwd: string): string {
  const rel = path.relative(cwd, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}

export const isInside = (file: string, dir: string) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Turns the command's arguments into files, sorted by path so runs are reproducible. A path
 * that exists is taken literally (even with glob characters in its name); a folder means every
 * file under it; anything else is a fast-glob pattern, which behaves the same on every shell
 * when quoted. Globs and folders skip `--ignore` matches, dot files and the excluded folders;
 * a file named explicitly is always taken.
 */
export async function expandInputs(args: readonly string[], options: ExpandOptions): Promise<Expansion> {
  // Loaded here, not with this module: its ~30 ms would delay the batch's workers (prestart.ts).
  const { default: fg } = await import('fast-glob');
  const ig = ignore().add([...options.ignore]);
  const ignored = (file: string) => {
    if (options.exclude.some((dir) => isInside(file, dir))) return true;
    const rel = displayPath(file, options.cwd);
    const key = path.isAbsolute(rel) ? rel.replace(/^([A-Za-z]:)?[\\/]+/, '') : rel;
    return key !== '' && ig.ignores(key.split(path.sep).join('/'));
  };
  const found = new Map<string, InputFile>();
  const unmatched: Expansion['unmatched'] = [];
  // fast-glob skips a folder it can't read without a word (suppressErrors): we note it instead.
  const unreadable = new Map<string, string>();
  const readdir = options.readdir ?? (fs.readdir as unknown as Readdir);
  const adapter = {
    readdir: (dir: string, opts: { withFileTypes: true }, callback: (e: NodeJS.ErrnoException | null, entries: fs.Dirent[]) => void) =>
      readdir(dir, opts, (error, entries) => {
        const reason = error?.code ? FOLDER_REASONS[error.code] : undefined;
        if (!reason) return callback(error, entries);
        unreadable.set(path.resolve(dir), reason);
        callback(null, []);
      }),
  };
  let hidden = 0;
  const globAll = async (pattern: string) => {
    const all = await glob(fg, pattern, options.cwd, true, adapter);
    if (options.hidden) return all;
    // The walk without dot entries can only leave some of these out: when no path has a segment
    // starting with a dot, it would find the same files (the second walk cost a batch of 1,000
    // files as much as the first).
    if (!all.some((m) => DOT_SEGMENT.test(m))) return all;
    const visible = new Set(await glob(fg, pattern, options.cwd, false, adapter));
    const kept = all.filter((m) => visible.has(m));
    hidden += all.filter((m) => !visible.has(m) && !ignored(path.resolve(m))).length;
    return kept;
  };
  const add = (file: string) => found.set(file, { path: file, display: displayPath(file, options.cwd) });
  for (const arg of args) {
    const abs = path.resolve(options.cwd, arg);
    const info = await stat(abs).catch(() => undefined);
    let matches: string[];
    if (info?.isFile()) {
      add(abs);
      continue;
    } else if (info?.isDirectory()) {
      matches = await globAll(`${fg.convertPathToPattern(abs)}/**/*`);
    } else if (fg.isDynamicPattern(arg)) {
      matches = await globAll(arg);
    } else {
      unmatched.push({ pattern: arg, reason: info ? 'not a regular file' : 'no such file or directory' });
      continue;
    }
    const kept = matches.map((m) => path.resolve(m)).filter((m) => !ignored(m));
    if (kept.length === 0 && !(info && unreadable.has(abs))) unmatched.push({ pattern: arg, reason: info ? 'no files in this folder' : 'no files match this pattern' });
    for (const m of kept) add(m);
  }
  for (const [dir, reason] of unreadable) {
    if (!ignored(dir)) unmatched.push({ pattern: `${displayPath(dir, options.cwd)}/`, reason: `folder skipped: ${reason}`, walked: true });
  }
  const byDisplay = <T extends { display: string }>(a: T, b: T) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0);
  const files = [...found.values()].sort(byDisplay);
  return { files, unmatched, hidden };
}

function glob(fg: typeof FastGlob, pattern: string, cwd: string, dot: boolean, adapter: { readdir: unknown }): Promise<string[]> {
  return fg(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot,
    followSymbolicLinks: false,
    unique: true,
    suppressErrors: true,
    fs: adapter as FastGlob.Options['fs'],
  });
}
