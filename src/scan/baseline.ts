import { readFile } from 'node:fs/promises';
import { isEntityName, type EntityName } from '../entities.js';
import { UsageError } from '../errors.js';
import type { ReportFinding } from './types.js';

/**
 * Known findings that don't fail the build. An entry is file + type + fingerprint, never a line,
 * so a finding stays known when lines are added above it; a value that appears once more in
 * the same file is new (entries are counted, not just present).
 */
export interface Baseline {
  version: 1;
  /** saltId of the salt the fingerprints were made with (fingerprint.ts). */
  salt: string;
  findings: { file: string; entity: EntityName; fingerprint: string }[];
}

export function buildBaseline(findings: readonly ReportFinding[], salt: string): Baseline {
  const entries = findings.map((f) => ({ file: f.file, entity: f.entity, fingerprint: f.fingerprint }));
  entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.entity, b.entity) || cmp(a.fingerprint, b.fingerprint));
  return { version: 1, salt, findings: entries };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function readBaseline(file: string, display: string): Promise<Baseline> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`--baseline ${display}: ${code === 'ENOENT' ? 'no such file' : code ? 'cannot be read' : 'not a baseline (invalid JSON)'}`);
  }
  const b = raw as Partial<Baseline>;
  const valid =
    b?.version === 1 &&
    typeof b.salt === 'string' &&
    Array.isArray(b.findings) &&
    b.findings.every((f) => typeof f?.file === 'string' && typeof f.fingerprint === 'string' && typeof f.entity === 'string' && isEntityName(f.entity));
  if (!valid) throw new UsageError(`--baseline ${display}: not a baseline written by anonymize scan --write-baseline (version 1)`);
  return b as Baseline;
}

/** Marks the findings the baseline knows (each entry matches one finding). */
export function applyBaseline(findings: ReportFinding[], baseline: Baseline): void {
  const known = new Map<string, number>();
  const key = (f: { file: string; entity: string; fingerprint: string }) => `${f.file}\u0000${f.entity}\u0000${f.fingerprint}`;
  for (const f of baseline.findings) known.set(key(f), (known.get(key(f)) ?? 0) + 1);
  for (const f of findings) {
    const n = known.get(key(f)) ?? 0;
    if (n === 0) continue;
    known.set(key(f), n - 1);
    f.baselined = true;
    f.failing = false;
  }
}
