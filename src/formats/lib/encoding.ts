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
      decode: (chunk) => (strict ? strict.decode(chunk, { stream: true }) : decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))),
      end: () => (strict ? strict.decode() : (decoder.end() ?? '')),
      encode: (text) => iconv.encode(text, encoding, { addBOM: false }),
    };
  }
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  const nodeEncoding = encoding === 'utf-8' ? 'utf8' : 'utf16le';
  return {
    encoding,
    decode: (chunk) => decoder.decode(chunk, { stream: true }),
    end: () => decoder.decode(),
    encode: (text) => Buffer.from(text, nodeEncoding),
  };
}

export const ENCODING_NAMES: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  'windows-1252': 'windows-1252',
};
