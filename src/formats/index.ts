import path from 'node:path';
import { InputError } from '../errors.js';
import csv from './csv.js';
import docx from './docx.js';
import image from './image.js';
import json from './json.js';
import pdf from './pdf/index.js';
import { contentKind, KIND_NAMES, type ContentKind } from './lib/sniff.js';
import text from './text.js';
import type { FormatHandler } from './types.js';
import xlsx from './xlsx.js';

/**
 * THE list of format handlers. Adding a format is one line here. Order matters only for files
 * whose extension no handler claims: the first handler whose `sniff` accepts the content wins
 * (text last but one: CSV claims nothing without its extension).
 */
export const HANDLERS: readonly FormatHandler[] = [pdf, image, json, csv, docx, xlsx, text];

/** Extension -> how the format is named in messages, for "not a .csv file" style errors. */
function formatName(ext: string): string {
  return ext ? `${ext} file` : 'file without an extension';
}

const TEXT_FAMILY: ReadonlySet<string> = new Set(['text', 'json', 'csv']);

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
    if (handler?.id === 'text' || handler?.id === 'csv') return handler;
    throw fail('empty file');
  }
  // Before any handler: an OLE2 container under an Office name is a password-protected (encrypted)
  // OOXML package or a legacy .doc/.xls, and the user needs to know which action fixes it.
  if (kind === 'ole') throw fail('password-protected or legacy (OLE2) Office file: remove the password, or save it as .docx/.xlsx, and try again');
  // A text format never takes a binary container, even if its first bytes happen to be ASCII.
  if (byExt?.sniff(head) && (kind === 'text' || !TEXT_FAMILY.has(byExt.id))) return byExt;
  // Text its handler does not accept (e.g. not UTF-8): the handler's own reading says precisely why.
  if (byExt && kind === 'text' && TEXT_FAMILY.has(byExt.id)) return byExt;
  if (byExt) return mismatch(formatName(ext), kind, fail);
  // No format claims this extension: text is text; a known binary format must say so in its name.
  if (HANDLERS.some((h) => !TEXT_FAMILY.has(h.id) && h.sniff(head))) return mismatch(undefined, kind, fail);
  if (kind === 'text') return text;
  throw fail(`unsupported content (${KIND_NAMES[kind]})`);
}

function mismatch(expected: string | undefined, kind: ContentKind, fail: (reason: string) => InputError): never {
  if (!expected) throw fail(`the content is ${KIND_NAMES[kind]}, which its file name does not say: rename it to its real extension`);
  throw fail(`not a ${expected}: the content is ${KIND_NAMES[kind]}`);
}
