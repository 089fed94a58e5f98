/**
 * What the first bytes of a file say it is, whatever its name says. Magic numbers from the
 * formats' specifications: ZIP local/end header "PK\x03\x04" / "PK\x05\x06" (APPNOTE.TXT 4.3.7),
 * PDF "%PDF-" (ISO 32000-1 7.5.2, anywhere in the first 1024 bytes as Acrobat accepts),
 * OLE2 compound file D0 CF 11 E0 A1 B1 1A E1 ([MS-CFB] 2.2: legacy .doc/.xls and
 * password-protected .docx/.xlsx), gzip 1F 8B (RFC 1952), TIFF "II*\0" / "MM\0*" (TIFF 6.0
 * section 2; BigTIFF's 43 is not read).
 */
export type ContentKind = 'empty' | 'zip' | 'pdf' | 'ole' | 'gzip' | 'text' | 'binary';

const startsWith = (head: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);

export const isZip = (head: Uint8Array) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
export const isOle = (head: Uint8Array) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
export const isTiff = (head: Uint8Array) => startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]);
export const isGzip = (head: Uint8Array) => startsWith(head, [0x1f, 0x8b]);

export function isPdf(head: Uint8Array): boolean {
  const start = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, 1024)).toString('latin1');
  const at = start.indexOf('%PDF-');
  // Junk before the header is tolerated only when it is not text (a text file may quote "%PDF-").
  return at === 0 || (at > 0 && !isUnicodeText(head.subarray(0, at)));
}

/** Byte-order marks, longest first. */
export const BOMS = {
  'utf-8': [0xef, 0xbb, 0xbf],
  'utf-16le': [0xff, 0xfe],
  'utf-16be': [0xfe, 0xff],
} as const;

export function bomOf(head: Uint8Array): keyof typeof BOMS | undefined {
  for (const [name, bytes] of Object.entries(BOMS)) if (startsWith(head, bytes)) return name as keyof typeof BOMS;
  return undefined;
}

/**
 * True when `head` is valid UTF-8, tolerating a multi-byte sequence cut off by the end of the
 * sample (the head is a prefix of the file).
 */
export function isUtf8Prefix(head: Uint8Array): boolean {
  let cut = head.length;
  // Back up over at most 3 continuation bytes to the start of a possibly truncated sequence.
  for (let i = head.length - 1; i >= 0 && i >= head.length - 4; i--) {
    const b = head[i]!;
    if ((b & 0xc0) === 0x80) continue;
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (head.length - i < need) cut = i;
    }
    break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, cut));
    return true;
  } catch {
    return false;
  }
}

/** C0 control bytes that never occur in text files (everything below 0x20 but TAB LF VT FF CR, and ESC/SUB used by some tools). */
function hasBinaryControls(head: Uint8Array): boolean {
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x1a && b !== 0x1b) return true;
  }
  return false;
}

/** Bytes windows-1252 leaves undefined (WHATWG Encoding index): their presence rules it out. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** Plausibly windows-1252 text: no control bytes and none of its undefined code points. */
export function isWindows1252Text(head: Uint8Array): boolean {
  if (hasBinaryControls(head)) return false;
  for (const b of head) if (CP1252_UNDEFINED.has(b)) return false;
  return true;
}

/** UTF-8 (or UTF-16 with a BOM) text without binary control bytes. */
export function isUnicodeText(head: Uint8Array): boolean {
  const bom = bomOf(head);
  if (bom === 'utf-16le' || bom === 'utf-16be') return true;
  return !hasBinaryControls(head) && isUtf8Prefix(head);
}

export function contentKind(head: Uint8Array): ContentKind {
  if (head.length === 0) return 'empty';
  if (isZip(head)) return 'zip';
  if (isOle(head)) return 'ole';
  if (isGzip(head)) return 'gzip';
  if (isPdf(head)) return 'pdf';
  if (isUnicodeText(head) || isWindows1252Text(head)) return 'text';
  return 'binary';
}

/** How a content kind is named in messages: "the content is a ZIP archive". */
export const KIND_NAMES: Record<ContentKind, string> = {
  empty: 'empty',
  zip: 'a ZIP archive',
  pdf: 'a PDF document',
  ole: 'an OLE2 compound file (legacy or password-protected Office)',
  gzip: 'gzip-compressed',
  text: 'text',
  binary: 'binary data',
};
