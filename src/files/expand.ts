import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import ignore from 'ignore';

export interface InputFile {
  /** Absolute path. */
  path: string;
  /** How the file is named in messages and reports: relative to the working directory when inside it. */
  display: string;
}

export interface Expansion {
  files: InputFile[];
  /** Arguments that named nothing: a glob with no match, a missing path. With the reason. */
  unmatched: { pattern: string; reason: string }[];
}

export interface ExpandOptions {
  cwd: string;
  /** .gitignore-style patterns, relative to cwd. */
  ignore: readonly string[];
  /** Directories whose files a glob or folder never picks up (the output directory). */
  exclude: readonly string[];
}

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
  const ig = ignore().add([...options.ignore]);
  const ignored = (file: string) => {
    if (options.exclude.some((dir) => isInside(file, dir))) return true;
    const rel = displayPath(file, options.cwd);
    const key = path.isAbsolute(rel) ? rel.replace(/^([A-Za-z]:)?[\\/]+/, '') : rel;
    return key !== '' && ig.ignores(key.split(path.sep).join('/'));
  };
  const found = new Map<string, InputFile>();
  const unmatched: Expansion['unmatched'] = [];
  const add = (file: string) => found.set(file, { path: file, display: displayPath(file, options.cwd) });
  for (const arg of args) {
    const abs = path.resolve(options.cwd, arg);
    const info = await stat(abs).catch(() => undefined);
    let matches: string[];
    if (info?.isFile()) {
      add(abs);
      continue;
    } else if (info?.isDirectory()) {
      matches = await glob(`${fg.convertPathToPattern(abs)}/**/*`, options.cwd);
    } else if (fg.isDynamicPattern(arg)) {
      matches = await glob(arg, options.cwd);
    } else {
      unmatched.push({ pattern: arg, reason: info ? 'not a regular file' : 'no such file or directory' });
      continue;
    }
    const kept = matches.map((m) => path.resolve(m)).filter((m) => !ignored(m));
    if (kept.length === 0) unmatched.push({ pattern: arg, reason: info ? 'no files in this folder' : 'no files match this pattern' });
    for (const m of kept) add(m);
  }
  const files = [...found.values()].sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
  return { files, unmatched };
}

function glob(pattern: string, cwd: string): Promise<string[]> {
  return fg(pattern, { cwd, absolute: true, onlyFiles: true, dot: false, followSymbolicLinks: false, unique: true, suppressErrors: true });
}
