import { entityOrder, type EntityName } from '../entities.js';
import { sortCounts } from '../engine/redactor.js';

/** One input's outcome. Never a detected value: counts, formats and reasons only. */
export interface FileOutcome {
  input: string;
  status: 'written' | 'failed';
  output?: string;
  format?: string;
  findings?: Partial<Record<EntityName, number>>;
  warnings?: string[];
  reason?: string;
}

export interface BatchReport {
  files: FileOutcome[];
  totals: { files: number; written: number; failed: number; findings: Partial<Record<EntityName, number>> };
}

export function buildReport(files: readonly FileOutcome[]): BatchReport {
  const findings: Partial<Record<EntityName, number>> = {};
  for (const f of files) for (const [k, n] of Object.entries(f.findings ?? {})) findings[k as EntityName] = (findings[k as EntityName] ?? 0) + (n ?? 0);
  const written = files.filter((f) => f.status === 'written').length;
  return {
    files: [...files],
    totals: { files: files.length, written, failed: files.length - written, findings: sortCounts(findings) },
  };
}

/** The human summary for stderr: files written, findings per type in catalog order. */
export function summaryLines(report: BatchReport, destination: string | undefined): string[] {
  const { written, failed, findings } = report.totals;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const where = destination ? ` to ${destination}` : '';
  const lines = [`${plural(written, 'file')} written${where}${failed ? `, ${failed} failed` : ''}`];
  const entries = (Object.entries(findings) as [EntityName, number][]).sort((a, b) => entityOrder(a[0]) - entityOrder(b[0]));
  const total = entries.reduce((s, [, n]) => s + n, 0);
  lines.push(total ? `${plural(total, 'finding')}: ${entries.map(([k, n]) => `${k} ${n}`).join(', ')}` : 'no findings');
  return lines;
}
