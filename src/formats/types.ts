import type { EntityName } from '../entities.js';
import type { Redactor } from '../engine/redactor.js';
import type { Finding } from '../engine/types.js';

/** Caps that keep a hostile file from exhausting memory or time (see shared/design/documents.md). */
export interface Limits {
  /** Largest input accepted for formats read whole (docx, xlsx, pdf), in bytes. */
  maxInputBytes: number;
  /** Zip containers: entries, total uncompressed bytes, one entry's bytes, min compressed/uncompressed ratio. */
  maxZipEntries: number;
  maxZipTotalBytes: number;
  maxZipEntryBytes: number;
  minZipRatio: number;
  /** PDF: pages and decoded stream bytes. */
  maxPdfPages: number;
  maxPdfStreamBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxInputBytes: 512 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxZipTotalBytes: 2 * 1024 * 1024 * 1024,
  maxZipEntryBytes: 1024 * 1024 * 1024,
  minZipRatio: 0.01, // Apache POI's ZipSecureFile default
  maxPdfPages: 5_000,
  maxPdfStreamBytes: 256 * 1024 * 1024,
};

export interface FormatContext {
  /** Shared by every file of a batch, so numbering and fakes stay consistent across files. */
  redactor: Redactor;
  /** How the file is named in messages (relative path as the user gave it). */
  displayName: string;
  limits: Limits;
  /** Format-specific options (e.g. CSV --columns, PDF --pdf-label); each format documents its own. */
  options: Readonly<Record<string, unknown>>;
  /** Set by `anonymize scan` only: where the handler says what it found (see ScanHooks). */
  scan?: ScanHooks;
  /**
   * Set by a document's first pass (document.ts), whose output is thrown away: the handler may
   * skip building and writing it, but must hand the redactor every text it would redact, as
   * it would (same texts, same hints), since the redactor remembers what it finds there.
   */
  discardOutput?: boolean;
  /**
   * Set by document.ts: one map for both passes of a document, where a handler's first pass may
   * leave what it read for its second (under its own id), instead of reading the file again.
   * The second pass must come out exactly as if it had read the file.
   */
  carry?: Map<string, unknown>;
}

/**
 * Detect-only runs (`anonymize scan`) need each finding's place in the input; the output is
 * thrown away. A handler reports what it knows at the level it knows it, and nothing when
 * this is absent (the redacting path pays nothing).
 */
export interface ScanHooks {
  /**
   * Text formats: `findings` of `text` (offsets into it), a string that starts at UTF-16 offset
   * `place.offset` of the decoded file (BOM included); without `text`, the offsets are the
   * decoded file's own. With `escape`, the file holds the text in that syntax (a JSON string's
   * content, a quoted CSV field's content), and offsets inside it map through the escapes.
   */
  found(findings: readonly Finding[], place: TextPlace, text?: string): void;
  /** Paged formats: the texts analyzed from now on are on this page (1-based; 0: no page, e.g. metadata). */
  page(n: number): void;
}

export interface TextPlace {
  offset: number;
  escape?: 'json' | 'csv';
}

export interface FormatResult {
  /** Findings per entity type; never the values. */
  counts: Partial<Record<EntityName, number>>;
  /** Things the user must know, e.g. "page 3 is an image: not redacted". No detected values. */
  warnings: string[];
}

/**
 * One file format. `redact` reads `inputPath` and writes the redacted file to `outputPath`
 * (a temporary path: the batch runner renames it into place only on success, so a failure
 * never leaves a partial output). It throws InputError(displayName, reason) for bad input.
 */
export interface FormatHandler {
  id: 'text' | 'json' | 'csv' | 'xlsx' | 'docx' | 'pdf' | 'image';
  /** Lower-case extensions with the dot, e.g. ['.csv', '.tsv']. */
  extensions: readonly string[];
  /** True when the first bytes (up to 8 KiB) look like this format. */
  sniff(head: Uint8Array): boolean;
  redact(inputPath: string, outputPath: string, ctx: FormatContext): Promise<FormatResult>;
}
