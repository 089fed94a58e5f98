import type { Finding } from './types.js';
import { textPartHead } from './base64-parts.js';
import { literalOccurrences } from './scan/literals.js';

/**
 * The text parts of a MIME message sent quoted-printable (RFC 2045 §6.7: `Content-Transfer-Encoding:
 * quoted-printable` under a `Content-Type: text/…` part header), decoded: a soft line break
 * (`=` at a line's end) cuts a value where the mailer's 76-character limit fell (`Ring meg på
 * +47 41=\n8 27 364`), and `=F8` stands for a letter inside a name (`S=F8ren`), so the part as
 * written hides both. Each part gives its decoded text and, for its unit k, where the raw
 * characters of its first byte begin (`rawStart[k]`) and those of its last byte end (`rawEnd[k]`).
 * A finding is mapped back as pieces (rawPieces): one for each run between soft breaks, the
 * breaks themselves kept. UTF-8 and the one-byte charsets are read, as base64-parts.ts reads them.
 */
export interface QuotedPrintablePart {
  text: string;
  rawStart: number[];
  rawEnd: number[];
}

const MARKS = ['ncoding: quoted-printable', 'ncoding: QUOTED-PRINTABLE', 'ncoding: Quoted-Printable'];
// What the marks begin with, found from its ":" (scan/literals.ts; from its "n" the search
// stopped at every "n" of prose).
const MARK_START = 'ncoding: ';
const HEX2 = /^[0-9A-Fa-f]{2}$/;

export function quotedPrintableParts(text: string): QuotedPrintablePart[] {
  const out: QuotedPrintablePart[] = [];
  for (const at of literalOccurrences(text, MARK_START)) {
    if (!MARKS.some((mark) => text.startsWith(mark, at))) continue;
    if (at < 18 || text.slice(at - 18, at).toLowerCase() !== 'content-transfer-e') continue;
    const part = partAt(text, at);
    if (part) out.push(part);
  }
  return out;
}

/** The part whose header holds the transfer encoding at `at`, decoded, if it is text in a charset read here. */
function partAt(text: string, at: number): QuotedPrintablePart | undefined {
  const head = textPartHead(text, at);
  if (head === undefined) return undefined;
  // The body runs to the next boundary line (`--…`) or the end.
  let end = text.indexOf('\n--', head.bodyStart);
  if (end < 0) end = text.length;
  const bytes: number[] = [];
  const byteStart: number[] = [];
  const byteEnd: number[] = [];
  let escaped = false;
  for (let i = head.bodyStart; i < end; ) {
    const c = text.charCodeAt(i);
    if (c === 0x3d) {
      // A soft line break: `=`, maybe blanks, then the line's end.
      let j = i + 1;
      while (text[j] === ' ' || text[j] === '\t') j++;
      if (text[j] === '\r' && text[j + 1] === '\n') j++;
      if (text[j] === '\n' || j >= end) {
        escaped = true;
        i = j + 1;
        continue;
      }
      if (HEX2.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        byteStart.push(i);
        byteEnd.push(i + 3);
        escaped = true;
        i += 3;
        continue;
      }
    }
    if (c > 0x7f) return undefined; // not quoted-printable after all
    bytes.push(c);
    byteStart.push(i);
    byteEnd.push(i + 1);
    i++;
  }
  if (!escaped) return undefined;
  let decoded: string;
  try {
    decoded = new TextDecoder(head.encoding, { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
  const rawStart: number[] = [];
  const rawEnd: number[] = [];
  let byte = 0;
  for (const ch of decoded) {
    const size = head.oneByte ? 1 : Buffer.byteLength(ch, 'utf8');
    for (let k = 0; k < ch.length; k++) {
      rawStart.push(byteStart[byte]!);
      rawEnd.push(byteEnd[byte + size - 1]!);
    }
    byte += size;
  }
  return { text: decoded, rawStart, rawEnd };
}

/** A finding on a decoded part as findings on the raw text: one for each run of it between soft line breaks. */
export function rawPieces(f: Finding, rawStart: readonly number[], rawEnd: readonly number[]): Finding[] {
  const pieces: Finding[] = [];
  let start = rawStart[f.start]!;
  for (let k = f.start + 1; k < f.end; k++) {
    if (rawStart[k]! !== rawEnd[k - 1]!) {
      pieces.push({ ...f, start, end: rawEnd[k - 1]! });
      start = rawStart[k]!;
    }
  }
  pieces.push({ ...f, start, end: rawEnd[f.end - 1]! });
  return pieces;
}
