/** A string with what must go overwritten, its length kept; undefined when nothing goes. */
export type Mask = (text: string) => string | undefined;

/**
 * The text inside embedded font programs, masked in place: every string is handed to `mask`,
 * which returns it with what must go overwritten, its length kept, so every offset and table
 * length of the program stays valid and the glyphs are untouched. What is read: a TrueType or
 * OpenType font's `name` table (family, full and PostScript names, copyright, designer) and its
 * `post` glyph names, a CFF font's names and strings (font names, FullName, Notice, glyph names)
 * and a Type 1 font's clear-text part (/FontName, /FullName, /Notice; the glyph names are
 * encrypted). Returns whether anything changed.
 */
export function maskFontProgram(bytes: Uint8Array, kind: 'FontFile' | 'FontFile2' | 'FontFile3', mask: Mask, clearTextLength?: number): boolean {
  if (kind === 'FontFile') return maskType1(bytes, mask, clearTextLength);
  const tag = latin1(bytes, 0, 4);
  if (tag === 'OTTO' || tag === 'true' || tag === '\x00\x01\x00\x00') return maskSfnt(bytes, mask);
  if (bytes[0] === 1 && bytes.length > 4) return maskCff(bytes, 0, bytes.length, mask);
  return false;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, Math.min(end, bytes.length) - start)).toString('latin1');
}

function u16(b: Uint8Array, at: number): number {
  return at + 1 < b.length ? (b[at]! << 8) | b[at + 1]! : 0;
}

function u32(b: Uint8Array, at: number): number {
  return at + 3 < b.length ? ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) : 0;
}

/** Masks one single-byte string of `bytes` in place. */
function maskBytes(bytes: Uint8Array, start: number, end: number, mask: Mask): boolean {
  if (start < 0 || end > bytes.length || end <= start) return false;
  const out = mask(latin1(bytes, start, end));
  if (out === undefined || out.length !== end - start) return false;
  bytes.set(Buffer.from(out, 'latin1'), start);
  return true;
}

/** Masks one UTF-16BE string of `bytes` in place. */
function maskUtf16(bytes: Uint8Array, start: number, end: number, mask: Mask): boolean {
  if (start < 0 || end > bytes.length || end <= start || (end - start) % 2) return false;
  const text = Buffer.from(bytes.subarray(start, end)).swap16().toString('utf16le');
  const out = mask(text);
  if (out === undefined || out.length !== text.length) return false;
  bytes.set(Buffer.from(out, 'utf16le').swap16(), start);
  return true;
}

/** TrueType / OpenType (ISO 14496-22): the table directory, then `name`, `post` and `CFF `. */
function maskSfnt(bytes: Uint8Array, mask: Mask): boolean {
  const count = u16(bytes, 4);
  let changed = false;
  for (let i = 0; i < count; i++) {
    const rec = 12 + 16 * i;
    const tag = latin1(bytes, rec, rec + 4);
    const offset = u32(bytes, rec + 8);
    const length = u32(bytes, rec + 12);
    if (offset + length > bytes.length) continue;
    if (tag === 'name') changed = maskNameTable(bytes, offset, length, mask) || changed;
    else if (tag === 'post') changed = maskPostTable(bytes, offset, length, mask) || changed;
    else if (tag === 'CFF ') changed = maskCff(bytes, offset, offset + length, mask) || changed;
  }
  return changed;
}

function maskNameTable(bytes: Uint8Array, table: number, length: number, mask: Mask): boolean {
  const count = u16(bytes, table + 2);
  const strings = table + u16(bytes, table + 4);
  let changed = false;
  for (let i = 0; i < count; i++) {
    const rec = table + 6 + 12 * i;
    if (rec + 12 > table + length) break;
    const platform = u16(bytes, rec);
    const start = strings + u16(bytes, rec + 10);
    const end = start + u16(bytes, rec + 8);
    if (end > table + length) continue;
    // Windows (3) and Unicode (0) names are UTF-16BE; Macintosh (1) names single bytes.
    changed = (platform === 1 ? maskBytes(bytes, start, end, mask) : maskUtf16(bytes, start, end, mask)) || changed;
  }
  return changed;
}

/** `post` format 2: after the glyph name indexes, the names as Pascal strings. */
function maskPostTable(bytes: Uint8Array, table: number, length: number, mask: Mask): boolean {
  if (u32(bytes, table) !== 0x00020000) return false;
  const glyphs = u16(bytes, table + 32);
  let at = table + 34 + 2 * glyphs;
  const end = table + length;
  let changed = false;
  while (at < end) {
    const n = bytes[at]!;
    if (at + 1 + n > end) break;
    changed = maskBytes(bytes, at + 1, at + 1 + n, mask) || changed;
    at += 1 + n;
  }
  return changed;
}

/** A CFF INDEX (Adobe TN 5176 §5) at `at`: its items' [start, end) and where it ends. */
function cffIndex(bytes: Uint8Array, at: number, limit: number): { items: [number, number][]; end: number } | undefined {
  const count = u16(bytes, at);
  if (count === 0) return { items: [], end: at + 2 };
  const offSize = bytes[at + 2]!;
  if (offSize < 1 || offSize > 4) return undefined;
  const offsetAt = (k: number) => {
    let v = 0;
    for (let j = 0; j < offSize; j++) v = v * 256 + bytes[at + 3 + k * offSize + j]!;
    return v;
  };
  const data = at + 3 + (count + 1) * offSize - 1;
  const items: [number, number][] = [];
  for (let k = 0; k < count; k++) {
    const start = data + offsetAt(k);
    const end = data + offsetAt(k + 1);
    if (end < start || end > limit) return undefined;
    items.push([start, end]);
  }
  const end = data + offsetAt(count);
  return end <= limit ? { items, end } : undefined;
}

/** CFF: the Name INDEX (font names) and the String INDEX (every other string), after the Top DICT INDEX. */
function maskCff(bytes: Uint8Array, start: number, limit: number, mask: Mask): boolean {
  const names = cffIndex(bytes, start + bytes[start + 2]!, limit);
  const top = names && cffIndex(bytes, names.end, limit);
  const strings = top && cffIndex(bytes, top.end, limit);
  if (!names || !strings) return false;
  let changed = false;
  for (const [s, e] of [...names.items, ...strings.items]) changed = maskBytes(bytes, s, e, mask) || changed;
  return changed;
}

/** Type 1: the clear-text part before eexec, as one text. */
function maskType1(bytes: Uint8Array, mask: Mask, clearTextLength: number | undefined): boolean {
  const text = latin1(bytes, 0, Math.min(bytes.length, 65536));
  const eexec = text.indexOf('eexec');
  const end = clearTextLength && clearTextLength <= bytes.length ? clearTextLength : eexec >= 0 ? eexec : -1;
  return end > 0 && maskBytes(bytes, 0, end, mask);
}
