import type { EntityName } from '../entities.js';
import { sortCounts } from '../engine/redactor.js';
import type { Finding } from '../engine/types.js';

export interface PublicFinding {
  entity: EntityName;
  start: number;
  end: number;
  score: number;
  /** Only with --show-values: detected values are what the user wants removed. */
  value?: string;
}

/** The shape of a finding in --json output; the value only when explicitly asked for. */
export function publicFinding(f: Finding, source: string | undefined, showValues: boolean): PublicFinding {
  const out: PublicFinding = { entity: f.entity, start: f.start, end: f.end, score: f.score };
  if (showValues && source !== undefined) out.value = source.slice(f.start, f.end);
  return out;
}

export type Counts = Partial<Record<EntityName, number>>;

/** "3 findings: EMAIL_ADDRESS 2, PHONE_NUMBER 1" — counts only, never values. */
export function summarize(counts: Counts): string {
  const sorted = sortCounts(counts);
  const total = Object.values(sorted).reduce((a, b) => a + (b ?? 0), 0);
  if (total === 0) return 'no findings';
  const parts = Object.entries(sorted).map(([k, n]) => `${k} ${n}`);
  return `${total} finding${total === 1 ? '' : 's'}: ${parts.join(', ')}`;
}
