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
export function planOutputs(files: readonly InputFile[], mode: OutputMode, cwd: string, display: (file: string) => string): PlannedFile[] {
  // None matched: the unmatched pattern is reported as the failure it is.
  if (mode.kind === 'single' && files.length > 1) {
    throw new UsageError(`-o ${mode.target} takes exactly one input file, but ${files.length} matched: use --out-dir for several`);
  }
  const planned = files.map((f): PlannedFile => {
    if (mode.kind === 'in-place') return { ...f, output: f.path, outputDisplay: f.display };
    if (mode.kind === 'single') {
      const output = mode.target === '-' ? '-' : path.resolve(cwd, mode.target);
      return { ...f, output, outputDisplay: output === '-' ? 'stdout' : display(output) };
    }
    const rel = isInside(f.path, cwd) ? path.relative(cwd, f.path) : f.path.replace(/^([A-Za-z]:)?[\\/]+/, '');
    const output = path.join(mode.dir, rel);
    return { ...f, output, outputDisplay: display(output) };
  });
  if (mode.kind === 'in-place') return planned;
  const inputs = new Set(files.map((f) => f.path));
  const seen = new Map<string, string>();
  for (const p of planned) {
    if (inputs.has(p.output)) throw new UsageError(`the output for ${p.display} would overwrite the input ${display(p.output)}: choose another --out-dir, or use --in-place`);
    const other = seen.get(p.output);
    if (other) throw new UsageError(`${other} and ${p.display} would both be written to ${p.outputDisplay}`);
    seen.set(p.output, p.display);
  }
  return planned;
}
