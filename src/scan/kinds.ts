import path from 'node:path';
import { HANDLERS } from '../formats/index.js';
import { contentKind, KIND_NAMES } from '../formats/lib/sniff.js';

/** The formats whose findings have lines and columns (the others: pages, parts, cells). */
export const TEXT_FORMATS: ReadonlySet<string> = new Set(['text', 'json', 'csv']);

/**
 * A repository holds pictures, fonts, archives: a file whose name no handler claims and whose
 * content is binary (not text, not a PDF, not an OLE2 Office file, which chooseHandler
 * explains) is skipped, and said so in the report; an empty file has nothing to find ('').
 * A file named as a format the tool reads is always scanned, and fails if it isn't one.
 */
export function skipReason(file: string, head: Uint8Array): string | undefined {
  const kind = contentKind(head);
  if (kind === 'empty') return '';
  const ext = path.extname(file).toLowerCase();
  if (HANDLERS.some((h) => h.extensions.includes(ext))) return undefined;
  if (kind === 'zip' || kind === 'gzip' || kind === 'binary') return `not a format anonymize reads (${KIND_NAMES[kind]})`;
  return undefined;
}

