import type { ScanReport } from '../types.js';

/** The run as JSON (the ScanReport shape, documented in docs/ci.md). */
export function jsonReport(report: ScanReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
