import iconv from 'iconv-lite';
import { bomOf, isUtf8Prefix, isWindows1252Text } from './sniff.js';

/** Text encodings the text-based formats read and write back unchanged. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * The encoding of a text file from its first bytes: a BOM decides; otherwise UTF-8 when the
 * sample is valid UTF-8; otherwise windows-1252 when `allowLegacy` and the sample has no
 * control bytes or code points that windows-1252 leaves undefined. Undefined: not text.
 */
export function detectEncoding(head: Uint8Array, allowLegacy: boolean): TextEncoding | undefined {
  const bom = bomOf(head);
  if (bom) return bom;
  if (isUtf8Prefix(head)) return 'utf-8';
  if (allowLegacy && isWindows1252Text(head)) return 'windows-1252';
  return undefined;
}

/**
 * Streaming decode/encode for one encoding. The BOM is kept as U+FEFF in the decoded text, so
 * encoding the text back writes it back.
 */
export interface TextCodec {
  readonly encoding: TextEncoding;
  /** Throws TypeError on bytes that are not valid in the encoding (UTF-8/16 only). */
  decode(chunk: Uint8Array): string;
  /** The rest of a multi-byte sequence held back by `decode`; throws if it was cut off. */
  end(): string;
  encode(text: string): Buffer;
}

export function createCodec(encoding: TextEncoding): TextCodec {
  if (encoding === 'windows-1252' || encoding === 'utf-16be') {
    const decoder = iconv.getDecoder(encoding, { stripBOM: false });
    // iconv-lite replaces bytes it can't decode; for UTF-16BE the fatal check is TextDecoder's.
    const strict = encoding === 'utf-16be' ? new TextDecoder('utf-16be', { fatal: true, ignoreBOM: true }) : undefined;
    return {
      encoding,
      decode: (chunk) => latin1Compact(strict ? strict.decode(chunk, { stream: true }) : decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))),
      end: () => latin1Compact(strict ? strict.decode() : (decoder.end() ?? '')),
      encode: (text) => iconv.encode(text, encoding, { addBOM: false }),
    };
  }
  if (encoding === 'utf-8') return utf8Codec();
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  const nodeEncoding = 'utf16le';
  return {
    encoding,
    decode: (chunk) => latin1Compact(decoder.decode(chunk, { stream: true })),
    end: () => latin1Compact(decoder.decode()),
    encode: (text) => Buffer.from(text, nodeEncoding),
  };
}

/**
 * UTF-8, each chunk decoded whole up to its last complete character (the bytes of one cut off at
 * its end wait for the next chunk): Node decodes a whole UTF-8 text of ASCII or Latin-1 into a
 * string of one byte per character, while its streaming decoder returns two bytes per character
 * for a large chunk, which every detector then reads, copies and hashes at twice the size (a
 * CSV's columns analyzed a third slower). Bytes that are not UTF-8 throw as the streaming
 * decoder's do, in the chunk they complete.
 */
function utf8Codec(): TextCodec {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let held: Uint8Array | undefined;
  return {
    encoding: 'utf-8',
    decode(chunk) {
      const bytes = held ? Buffer.concat([held, chunk]) : chunk;
      const end = completeEnd(bytes);
      // A copy: the caller may reuse its chunk's buffer.
      held = end < bytes.length ? new Uint8Array(bytes.subarray(end)) : undefined;
      return decoder.decode(bytes.subarray(0, end));
    },
    end() {
      const rest = held;
      held = undefined;
      return rest ? decoder.decode(rest) : '';
    },
    encode: (text) => Buffer.from(text, 'utf8'),
  };
}

/** Where the last complete UTF-8 sequence of `bytes` ends: before a lead byte whose sequence the bytes cut off. */
function completeEnd(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const b = bytes[n - k]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    if (b < 0xc0) return n; // ASCII
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return length > k ? n - k : n;
  }
  return n;
}

/**
 * `text` with one byte per character when it has no character beyond Latin-1 (else as it is):
 * the decoders of UTF-16 and windows-1252 give two bytes per character whatever the text, and a
 * text cut from one that had a BOM (U+FEFF) is held with two, as is every text made with it.
 */
export function latin1Compact(text: string): string {
  return BEYOND_LATIN1.test(text) ? text : Buffer.from(text, 'latin1').toString('latin1');
}
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

export const ENCODING_NAMES: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  'windows-1252': 'windows-1252',
};
