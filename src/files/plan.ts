import { existsSync, lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { isInside, type InputFile } from './expand.js';

/** Where outputs go: a mirrored folder, over the inputs, or one named file / stdout. */
export type OutputMode = { kind: 'out-dir'; dir: string } | { kind: 'in-place' } | { kind: 'single'; target: string | '-' };

export interface PlannedFile extends InputFile {
  /** Absolute destination, or '-' for stdout. */
  output: string;
  /** How the output is named in messages and reports. */
  outputDisplay: string;
}

/**
 * Maps each input to its output. With an output folder the input's path relative to the
 * working directory is mirrored under it (an input outside it keeps its absolute path minus
 * the root). Refuses, before anything is written, an output that is an input or two inputs
 * sharing one output.
 */
/**
 * The path with every symbolic link resolved, also for a file that doesn't exist yet (its
 * nearest existing folder is resolved): `alias.txt -> src.txt` and `src.txt` are one file.
 */
export function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    const dir = path.dirname(file);
    return dir === file ? file : path.join(realPath(dir), path.basename(file));
  }
}

/**
 * realPath for many files in few folders: each folder is resolved once, and a file that is not a
 * link is its folder's real path plus its name (a batch of 1,000 files spent a third of a second
 * in realpathSync, most of it on outputs that don't exist yet, each a thrown error).
 */
export function realPaths(): (file: string) => string {
  const folders = new Map<string, { real: string; exists: boolean }>();
  return (file) => {
    const dir = path.dirname(file);
    if (dir === file) return realPath(file);
    let folder = folders.get(dir);
    if (folder === undefined) folders.set(dir, (folder = { real: realPath(dir), exists: existsSync(dir) }));
    // In a folder that doesn't exist (a new output folder), nothing is a link.
    if (folder.exists) {
      try {
        if (lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink()) return realPath(file);
      } catch {
        return realPath(file);
      }
    }
    return path.join(folder.real, path.basename(file));
  };
}

/**
 * `rename` (--rename, with an output folder) maps an input's relative path to the relative path
 * of its output, and that name stands for the input in every message and report; outputs it
 * makes alike get ` (2)`, ` (3)`… before their extension.
 */
export function planOutputs(
  files: readonly InputFile[],
  mode: OutputMode,
  cwd: string,
  display: (file: string) => string,
  rename?: (rel: string) => string,
): PlannedFile[] {
  // None matched: the unmatched pattern is reported as the failure it is.
  if (mode.kind === 'single' && files.length > 1) {
    throw new UsageError(`-o ${mode.target} takes exactly one input file, but ${files.length} matched: use --out-dir for several`);
  }
  const real = realPaths();
  const taken = new Set<string>();
  const unique = (output: string) => {
    const ext = path.extname(output);
    let candidate = output;
    for (let n = 2; taken.has(candidate); n++) candidate = `${output.slice(0, output.length - ext.length)} (${n})${ext}`;
    taken.add(candidate);
    return candidate;
  };
  const planned = files.map((f): PlannedFile => {
    // Written through a symbolic link to the real file: replacing the link would leave the PII in its target.
    if (mode.kind === 'in-place') return { ...f, output: real(f.path), outputDisplay: f.display };
    if (mode.kind === 'single') {
      const output = mode.target === '-' ? '-' : path.resolve(cwd, mode.target);
      return { ...f, output, outputDisplay: output === '-' ? 'stdout' : display(output) };
    }
    const rel = isInside(f.path, cwd) ? path.relative(cwd, f.path) : f.path.replace(/^([A-Za-z]:)?[\\/]+/, '');
    if (rename) {
      const renamed = rename(rel);
      const output = unique(path.join(mode.dir, renamed));
      return { ...f, display: path.relative(mode.dir, output).split(path.sep).join('/'), output, outputDisplay: display(output) };
    }
    const output = path.join(mode.dir, rel);
    return { ...f, output, outputDisplay: display(output) };
  });
  if (mode.kind === 'in-place') {
    // A file named twice (itself and through a link) is redacted once.
    const seen = new Set<string>();
    return planned.filter((p) => !seen.has(p.output) && seen.add(p.output));
  }
  // Compared as real paths: an output named through a link to an input is that input.
  const inputs = new Set(files.map((f) => real(f.path)));
  const seen = new Map<string, string>();
  for (const p of planned) {
    if (p.output !== '-' && inputs.has(real(p.output))) throw new UsageError(`the output for ${p.display} would overwrite the input ${display(p.output)}: choose another --out-dir, or use --in-place`);
    const other = seen.get(p.output);
    if (other) throw new UsageError(`${other} and ${p.display} would both be written to ${p.outputDisplay}`);
    seen.set(p.output, p.display);
  }
  return planned;
}
