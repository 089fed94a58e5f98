import { open } from 'node:fs/promises';
import { contentKind, KIND_NAMES } from '../../formats/lib/sniff.js';
import type { FileType } from '../store/types.js';
import { FILE_TYPE_INFO } from './files.js';

/**
 * Whether an upload's bytes are the type of the path it was sent to (the name is not trusted):
 * the format registry's sniffing (formats/lib/sniff.ts) for PDF, ZIP and text; for the two
 * Office types the ZIP's entry names (`word/` or `xl/`, ECMA-376 Part 2), read from the central
 * directory at the end of the file, tell a Word document from a workbook. Returns why not, or
 * undefined when it matches.
 */
export async function uploadMismatch(file: string, type: FileType): Promise<string | undefined> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 8192));
    await handle.read(head, 0, head.length, 0);
    const kind = contentKind(head);
    const expected = FILE_TYPE_INFO[type].label;
    const wrong = (what: string) => `the upload is ${what}, not ${expected}`;
    if (type === 'csv') return kind === 'text' || kind === 'empty' ? undefined : wrong(KIND_NAMES[kind]);
    if (type === 'pdf') return kind === 'pdf' ? undefined : wrong(KIND_NAMES[kind]);
    if (kind !== 'zip') return wrong(KIND_NAMES[kind]);
    const tailLength = Math.min(size, 256 * 1024);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const names = Buffer.concat([head, tail]).toString('latin1');
    const word = names.includes('word/');
    const excel = names.includes('xl/');
    if (type === 'docx' && excel && !word) return wrong('an Excel workbook');
    if (type === 'excel' && word && !excel) return wrong('a Word document');
    return undefined;
  } finally {
    await handle.close();
  }
}
