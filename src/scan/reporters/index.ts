import type { ScanReport } from '../types.js';
import { jsonReport } from './json.js';
import { sarifReport } from './sarif.js';
import { textReport } from './text.js';

/** A report format: the whole run in, the document out. Never a detected value. */
export type Reporter = (report: ScanReport) => string;

export const REPORT_FORMATS = ['text', 'json', 'sarif'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORTERS: Readonly<Record<ReportFormat, Reporter>> = { text: textReport, json: jsonReport, sarif: sarifReport };
