import path from 'node:path';
import { InputError } from '../errors.js';
import csv from './csv.js';
import json from './json.js';
import { contentKind, KIND_NAMES, type ContentKind } from './lib/sniff.js';
import text from './text.js';
import type { FormatHandler } from './types.js';

/**
 * THE list of format handlers. Adding a format is one line here. Order matters only for files
 * whose extension no handler claims: the first handler whose `sniff` accepts the content wins
 * (text last but one: CSV claims nothing without its extension).
 */
export const HANDLERS: readonly FormatHandler[] = [json, csv, text];

/** Formats recognised by content or extension that have no handler yet. */
const NOT_YET: readonly { kind: ContentKind; extensions: readonly string[]; reason: string }[] = [
  { kind: 'pdf', extensions: ['.pdf'], reason: 'PDF is not supported yet' },
  { kind: 'zip', extensions: ['.docx', '.docm', '.dotx'], reason: 'Word (.docx) files are not supported yet' },
  { kind: 'zip', extensions: ['.xlsx', '.xlsm', '.xltx'], reason: 'Excel (.xlsx) files are not supported yet' },
];

/** Extension -> how the format is named in messages, for "not a CSV file" style errors. */
function formatName(ext: string): string {
  return ext ? `${ext.slice(1).toUpperCase()} file` : 'file without an extension';
}

/**
 * Chooses the handler for a file from its content first, its name second: a `.csv` that is
 * really a ZIP archive is an error, not garbage out. Throws InputError naming the file.
 */
export function chooseHandler(file: string, head: Uint8Array, displayName: string): FormatHandler {
  const ext = path.extname(file).toLowerCase();
  const kind = contentKind(head);
  const byExt = HANDLERS.find((h) => h.extensions.includes(ext));
  const fail = (reason: string) => new InputError(displayName, reason);

  if (kind === 'empty') {
    // Zero bytes are a valid text or CSV file, and nothing else.
    const handler = byExt ?? text;
    if (handler.id === 'text' || handler.id === 'csv') return handler;
    throw fail('empty file');
  }
  if (byExt?.sniff(head)) return byExt;
  if (kind === 'ole') throw fail('password-protected or legacy (OLE2) Office file: remove the password, or save it as .docx/.xlsx, and try again');
  const claimed = HANDLERS.find((h) => h.sniff(head) && (kind !== 'text' || h === text));
  if (byExt || (kind !== 'text' && claimed)) {
    // The name says one format, the content another.
    return mismatch(byExt ? formatName(ext) : undefined, kind, fail);
  }
  const notYet = NOT_YET.find((n) => n.extensions.includes(ext) || (n.kind === kind && n.kind === 'pdf'));
  if (notYet) {
    if (notYet.kind !== kind) return mismatch(formatName(ext), kind, fail);
    throw fail(notYet.reason);
  }
  if (kind === 'text') return text;
  throw fail(`unsupported content (${KIND_NAMES[kind]})`);
}

function mismatch(expected: string | undefined, kind: ContentKind, fail: (reason: string) => InputError): never {
  if (!expected) throw fail(`the content is ${KIND_NAMES[kind]}, which its file name does not say: rename it to its real extension`);
  throw fail(`not a ${expected}: the content is ${KIND_NAMES[kind]}`);
}
