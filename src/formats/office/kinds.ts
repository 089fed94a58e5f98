import type { ZipEntry } from '../zip.js';
import type { PartContext, PartsHandler } from './relationships.js';
import { workbookParts } from './workbook.js';
import { renameWorkbookIdentifiers } from './workbook-names.js';

/** The Office Open XML document kinds this tool redacts. */
export interface OfficeKind {
  /** Used in "not a Word document". */
  label: string;
  /** Content types of the main part this kind accepts. */
  mainContentType: RegExp;
  /** The kind's own processing of some parts (the rest goes through the generic pass). */
  parts?: PartsHandler;
  /** A step before any part is redacted that may edit parts in place (identifiers used across parts). */
  prepare?: (parts: Map<string, ZipEntry>, main: string, ctx: PartContext) => void;
}

export const WORD: OfficeKind = {
  label: 'a Word document',
  // [ECMA-376] Part 1 §11.3.10 and the macro-enabled / template variants.
  mainContentType: /wordprocessingml\.(document|template)\.main\+xml$|ms-word\.(document|template)\.macroEnabled(\.main)?\+xml$/,
};

export const EXCEL: OfficeKind = {
  label: 'an Excel workbook',
  // [ECMA-376] Part 1 §12.3.23 and the macro-enabled / template variants.
  mainContentType: /spreadsheetml\.(sheet|template)\.main\+xml$|ms-excel\.(sheet|template)\.macroEnabled(\.main)?\+xml$/,
  parts: workbookParts,
  prepare: renameWorkbookIdentifiers,
};

/** The kind of an embedded package, by its part name (charts in Word embed their workbook). */
export function embeddedKind(name: string): OfficeKind | undefined {
  if (/\.(docx|docm|dotx|dotm)$/i.test(name)) return WORD;
  if (/\.(xlsx|xlsm|xltx|xltm)$/i.test(name)) return EXCEL;
  return undefined;
}
