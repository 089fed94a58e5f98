import type { ScanReport } from '../types.js';
import { describeLocation } from './where.js';

/**
 * One line per finding that is not in the baseline, `file:line:col-line:col: TYPE (detector)`
 * as compilers print (editors and CI logs link it), then one summary line.
 */
export function textReport(report: ScanReport): string {
  const lines: string[] = [];
  for (const f of report.findings) {
    if (f.baselined) continue;
    const where = describeLocation(f.location);
    const place = f.location.startLine !== undefined ? `${f.file}:${where}` : where ? `${f.file} (${where})` : f.file;
    lines.push(`${place}: ${f.entity} (${f.detector}, score ${f.score.toFixed(2)}, fingerprint ${f.fingerprint.slice(0, 12)})${f.failing ? '' : ' [does not fail]'}`);
  }
  for (const f of report.files.failed) lines.push(`${f.file}: not scanned: ${f.reason}`);
  const t = report.totals;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const extra = [t.baselined && `${t.baselined} in the baseline`, report.suppressed && `${report.suppressed} allowed inline`].filter(Boolean);
  const failed = report.files.failed.length ? `; ${plural(report.files.failed.length, 'file')} could not be scanned` : '';
  const skipped = report.files.skipped.length ? `; ${plural(report.files.skipped.length, 'file')} skipped (no format anonymize reads)` : '';
  lines.push(`${plural(t.findings, 'finding')} (${t.failing} failing${extra.length ? `, ${extra.join(', ')}` : ''}) in ${plural(report.files.scanned, 'file')} scanned${failed}${skipped}`);
  return `${lines.join('\n')}\n`;
}
