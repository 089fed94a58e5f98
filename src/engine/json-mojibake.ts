import { DecodedTextBuilder, type DecodedText } from './decoded-text.js';

/**
 * UTF-8 read as Latin-1 and written back as JSON escapes: Facebook's and Instagram's "Download
 * your information" exports write `"Jo\u00c3\u00a3o"` for `João` (each byte of the UTF-8 form
 * escaped as a code point of its own: U+00C3 U+00A3 for the bytes C3 A3). Read so, a name is cut
 * at every accented letter, an address loses its accents and a sentence's words their letters.
 * Each run of such escapes that spells one well-formed UTF-8 character (a lead byte C2–F4, then
 * its one to three continuation bytes 80–BF: RFC 3629 §4) is read as that character; every other
 * escape and character stays as written. For unit k of the decoded text, `rawStart[k]` and
 * `rawEnd[k]` are where its escapes (or its character) start and end in the text, so a finding
 * covers the escapes it was read from whole.
 */
export type MojibakeDecoded = DecodedText;

/** The escape of a byte in \u0080–\u00FF: six characters, `\u00` and two hex digits. */
const ESCAPE_LENGTH = 6;

/** The byte a `\u00XX` escape at `at` spells (XX in 80–FF), or -1. */
function escapedByte(text: string, at: number): number {
  if (text.charCodeAt(at) !== 92 || text.charCodeAt(at + 1) !== 117 || text.charCodeAt(at + 2) !== 48 || text.charCodeAt(at + 3) !== 48) return -1;
  const hi = hexValue(text.charCodeAt(at + 4));
  const lo = hexValue(text.charCodeAt(at + 5));
  if (hi < 8 || lo < 0) return -1;
  return hi * 16 + lo;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** How many continuation bytes the UTF-8 lead byte `b` takes (RFC 3629 §4), or -1 for no lead byte. */
function continuations(b: number): number {
  if (b >= 0xc2 && b <= 0xdf) return 1;
  if (b >= 0xe0 && b <= 0xef) return 2;
  if (b >= 0xf0 && b <= 0xf4) return 3;
  return -1;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The character the escapes at `at` spell as one UTF-8 sequence, with the escapes' length; undefined if none. */
function characterAt(text: string, at: number): { ch: string; length: number } | undefined {
  const lead = escapedByte(text, at);
  const n = continuations(lead);
  if (n < 0) return undefined;
  const bytes = new Uint8Array(n + 1);
  bytes[0] = lead;
  for (let k = 1; k <= n; k++) {
    const b = escapedByte(text, at + k * ESCAPE_LENGTH);
    if (b < 0x80 || b > 0xbf) return undefined;
    bytes[k] = b;
  }
  try {
    return { ch: utf8.decode(bytes), length: (n + 1) * ESCAPE_LENGTH };
  } catch {
    return undefined; // an overlong or surrogate form (E0 80…, ED A0…): no character
  }
}

/** Whether the backslash at `at` opens an escape: an even number of backslashes before it, from `from` on (`\\u00c3` is a backslash and text). */
function opensEscape(text: string, at: number, from: number): boolean {
  let slashes = 0;
  for (let k = at - 1; k >= from && text.charCodeAt(k) === 92; k--) slashes++;
  return slashes % 2 === 0;
}

/** Whether `text` holds an escaped UTF-8 sequence (characterAt): one search for `\u00` in most texts. */
export function hasEscapedMojibake(text: string): boolean {
  for (let at = text.indexOf('\\u00'); at >= 0; at = text.indexOf('\\u00', at + 1)) if (opensEscape(text, at, 0) && characterAt(text, at) !== undefined) return true;
  return false;
}

/** `text` with each escaped UTF-8 sequence read as its character. */
export function mojibakeDecoded(text: string): MojibakeDecoded {
  const decoded = new DecodedTextBuilder(text);
  let from = 0;
  for (let at = text.indexOf('\\u00'); at >= 0; at = text.indexOf('\\u00', at)) {
    const found = opensEscape(text, at, 0) ? characterAt(text, at) : undefined;
    if (found === undefined) {
      at += 1;
      continue;
    }
    decoded.copy(from, at);
    decoded.replace(at, at + found.length, found.ch);
    from = at + found.length;
    at = from;
  }
  return decoded.done(from);
}
