import type { EntityName } from '../entities.js';

/**
 * Where a finding is. Text formats (text, JSON, NDJSON, CSV): lines and columns, 1-based,
 * columns in UTF-16 code units, the end column just past the last character (SARIF's
 * convention). PDF: the page (0 for metadata, annotations and other text on no page). Word
 * and Excel: the package part, and for a spreadsheet cell its sheet and cell reference.
 */
export interface Location {
  startLine?: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
  page?: number;
  part?: string;
  sheet?: string;
  cell?: string;
}

/** One finding as it leaves a worker: never the value, only its salted fingerprint. */
export interface LocatedFinding {
  entity: EntityName;
  detector: string;
  score: number;
  /** HMAC-SHA256 of the value with the run's salt (fingerprint.ts). */
  fingerprint: string;
  location: Location;
}

/** What a worker posts for a scanned file. */
export interface FileScan {
  format: string;
  findings: LocatedFinding[];
  /** Findings dropped by an `anonymize:allow` marker on their line. */
  suppressed: number;
  warnings: string[];
  /** Why the file was not scanned although it is no failure (a picture, an archive). */
  skipped?: string;
}

/** A finding in the run's report. */
export interface ReportFinding extends LocatedFinding {
  /** The file, relative to the working directory (forward slashes). */
  file: string;
  /** In the baseline: known, reported, never failing. */
  baselined: boolean;
  /** Fails the build: a --fail-on type, at or above --min-score, not baselined. */
  failing: boolean;
}

export interface ScanReport {
  version: string;
  findings: ReportFinding[];
  files: {
    scanned: number;
    failed: { file: string; reason: string }[];
    /** Files of no format the tool reads (pictures, archives): not scanned, not failing. */
    skipped: { file: string; reason: string }[];
    warnings: { file: string; warning: string }[];
  };
  /** Findings silenced by inline markers. */
  suppressed: number;
  totals: { findings: number; failing: number; baselined: number; byEntity: Partial<Record<EntityName, number>> };
}
