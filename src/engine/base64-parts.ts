import { literalOccurrences } from './scan/literals.js';
/**
 * The text parts of a MIME message sent base64-encoded (RFC 2045 §6.8: `Content-Transfer-Encoding:
 * base64` under a `Content-Type: text/…` part header), decoded, so detection sees what the
 * e-mail says: a mail client sends a body with non-ASCII letters so, and its names, numbers and
 * addresses are then letters of the base64 alphabet only. Each part gives its decoded text and,
 * for its unit k, where the four base64 characters holding its first byte begin (`rawStart[k]`)
 * and where those holding its last byte end (`rawEnd[k]`) in the message: a finding is mapped
 * onto the whole quartets it was encoded in. UTF-8 and the one-byte charsets (ISO-8859-*,
 * windows-125*, US-ASCII) are read; a part in another charset, or not base64, stays.
 */
export interface Base64Part {
  text: string;
  rawStart: number[];
  rawEnd: number[];
}

// The header's name is checked before them in any case.
const MARKS = ['ncoding: base64', 'ncoding: BASE64'];
// What both marks begin with: one search a call for both, from its ":" (scan/literals.ts; from
// its "n" the search stopped at every "n" of prose).
const MARK_START = 'ncoding: ';
const BASE64_LINE = /^[A-Za-z0-9+/]+={0,2}\r?$/;

export function base64TextParts(text: string): Base64Part[] {
  // Each mark's places (neither overlaps itself), the first mark's parts before the second's.
  const places: number[][] = [[], []];
  for (const at of literalOccurrences(text, MARK_START)) {
    const k = MARKS.findIndex((mark) => text.startsWith(mark, at));
    if (k >= 0) places[k]!.push(at);
  }
  const out: Base64Part[] = [];
  for (const at of places.flat()) {
    if (at < 18 || text.slice(at - 18, at).toLowerCase() !== 'content-transfer-e') continue;
    const part = partAt(text, at);
    if (part) out.push(part);
  }
  return out;
}

/** A MIME text part's header: where its body starts, its charset as TextDecoder names it, whether that is one byte a character. */
export interface TextPartHead {
  bodyStart: number;
  encoding: string;
  oneByte: boolean;
}

/**
 * The header of the part whose `Content-Transfer-Encoding` is at `at`, if the part is text
 * (`Content-Type: text/…`) in UTF-8 or a one-byte charset.
 */
export function textPartHead(text: string, at: number): TextPartHead | undefined {
  // The part's header: back to the boundary line or blank line before it, on to the blank line after.
  const blank = /\r?\n\r?\n/g;
  blank.lastIndex = at;
  const headEnd = blank.exec(text);
  if (headEnd === null) return undefined;
  const before = Math.max(text.lastIndexOf('\n\n', at), text.lastIndexOf('\n--', at), text.lastIndexOf('\r\n\r\n', at), 0);
  const head = text.slice(before, headEnd.index).toLowerCase();
  const type = /content-type:\s*([a-z]+)\/[a-z0-9.+-]+/.exec(head);
  if (type === null || type[1] !== 'text') return undefined;
  const charset = (/charset\s*=\s*"?([a-z0-9_.:-]+)/.exec(head)?.[1] ?? 'us-ascii').replace(/_/g, '-');
  const oneByte = /^(?:us-ascii|ascii|iso-8859-\d+|windows-125\d|latin-?1)$/.test(charset);
  if (!oneByte && charset !== 'utf-8' && charset !== 'utf8') return undefined;
  const encoding = oneByte ? (charset.startsWith('us') || charset === 'ascii' ? 'windows-1252' : charset) : 'utf-8';
  return { bodyStart: headEnd.index + headEnd[0].length, encoding, oneByte };
}

/** The part whose header holds the transfer encoding at `at`, decoded, if it is text in a charset read here. */
function partAt(text: string, at: number): Base64Part | undefined {
  const head = textPartHead(text, at);
  if (head === undefined) return undefined;
  const { oneByte } = head;
  // The body: base64 lines up to a blank line, a boundary or the end.
  const chars: number[] = [];
  let encoded = '';
  let line = head.bodyStart;
  while (line < text.length) {
    let end = text.indexOf('\n', line);
    if (end < 0) end = text.length;
    const row = text.slice(line, end);
    if (!BASE64_LINE.test(row)) break;
    const body = row.endsWith('\r') ? row.slice(0, -1) : row;
    for (let i = 0; i < body.length; i++) if (body[i] !== '=') chars.push(line + i);
    encoded += body;
    line = end + 1;
  }
  if (chars.length < 8) return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  let decoded: string;
  try {
    decoded = new TextDecoder(head.encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // Byte b is in quartet ⌊b/3⌋: its characters are chars[4q … 4q+3] (fewer in the last).
  const first = (b: number) => chars[Math.min(4 * Math.floor(b / 3), chars.length - 1)]!;
  const last = (b: number) => chars[Math.min(4 * Math.floor(b / 3) + 3, chars.length - 1)]! + 1;
  const rawStart: number[] = [];
  const rawEnd: number[] = [];
  let byte = 0;
  for (const ch of decoded) {
    const size = oneByte ? 1 : Buffer.byteLength(ch, 'utf8');
    for (let k = 0; k < ch.length; k++) {
      rawStart.push(first(byte));
      rawEnd.push(last(byte + size - 1));
    }
    byte += size;
  }
  return { text: decoded, rawStart, rawEnd };
}
