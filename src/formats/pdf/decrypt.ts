import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/**
 * A PDF encrypted with an owner password only (it opens without a password; printing or copying
 * is "restricted") is decrypted with the empty user password, as every reader does, so it can be
 * redacted; the output is written without encryption, so the restrictions are dropped and the
 * handler says so. A file that needs a user password to open is refused by the caller.
 *
 * The Standard security handler of ISO 32000-2 §7.6.4: key from the empty password (Algorithm 2
 * for revisions 2–4, Algorithm 2.A/2.B for 5–6), checked against /U (Algorithms 4–6, 11), then
 * every string and stream decrypted with its object key (Algorithm 1: RC4 or AES-128-CBC) or
 * the file key (AES-256-CBC). Strings inside object streams are not encrypted on their own (the
 * stream is), nor are cross-reference streams. pdf-lib can't decrypt, so object streams are
 * decrypted as pdf-lib's parser reaches them (a second parse, once the key is known).
 */

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

type Method = 'none' | 'rc4' | 'aes128' | 'aes256';

interface Security {
  key: Buffer;
  strings: Method;
  streams: Method;
  encryptMetadata: boolean;
}

/** Thrown when the file needs a user password to open. */
export class NeedsPassword extends Error {}

export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

function aesDecrypt(key: Buffer, data: Uint8Array): Buffer {
  if (data.length < 32 || data.length % 16 !== 0) return Buffer.alloc(0);
  const algorithm = key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc';
  const run = (padding: boolean) => {
    const d = createDecipheriv(algorithm, key, data.subarray(0, 16));
    d.setAutoPadding(padding);
    return Buffer.concat([d.update(data.subarray(16)), d.final()]);
  };
  try {
    return run(true);
  } catch {
    return run(false); // a writer that got the padding wrong: keep every byte
  }
}

const md5 = (...parts: Uint8Array[]) => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return h.digest();
};

const bytesOf = (o: PDFObject | undefined): Buffer | undefined =>
  o instanceof PDFString || o instanceof PDFHexString ? Buffer.from(o.asBytes()) : undefined;

const numberOf = (o: PDFObject | undefined, fallback: number) => (o instanceof PDFNumber ? o.asNumber() : fallback);

/** Algorithm 2.B (ISO 32000-2 §7.6.4.3.4): the hash of revision 6, for an empty password. */
function hash2B(salt: Buffer, udata: Buffer): Buffer {
  let k = createHash('sha256').update(salt).update(udata).digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([k, udata])));
    const c = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    c.setAutoPadding(false);
    const e = Buffer.concat([c.update(k1), c.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]!).update(e).digest();
    if (round >= 63 && e[e.length - 1]! <= round - 31) break;
  }
  return k.subarray(0, 32);
}

function methodOf(encrypt: PDFDict, which: 'StmF' | 'StrF', v: number): Method {
  if (v < 4) return 'rc4';
  const name = encrypt.lookup(PDFName.of(which));
  if (!(name instanceof PDFName) || name.asString() === '/Identity') return 'none';
  const filters = encrypt.lookup(PDFName.of('CF'));
  const filter = filters instanceof PDFDict ? filters.lookup(PDFName.of(name.asString().slice(1))) : undefined;
  const cfm = filter instanceof PDFDict ? filter.lookup(PDFName.of('CFM')) : undefined;
  const m = cfm instanceof PDFName ? cfm.asString() : '/None';
  if (m === '/V2') return 'rc4';
  if (m === '/AESV2') return 'aes128';
  if (m === '/AESV3') return 'aes256';
  return 'none';
}

/** The file key for the empty user password, or NeedsPassword. */
function securityOf(encrypt: PDFDict, id: Buffer): Security {
  const filter = encrypt.lookup(PDFName.of('Filter'));
  if (!(filter instanceof PDFName) || filter.asString() !== '/Standard') throw new NeedsPassword('a security handler other than the standard one');
  const v = numberOf(encrypt.lookup(PDFName.of('V')), 0);
  const r = numberOf(encrypt.lookup(PDFName.of('R')), 0);
  const o = bytesOf(encrypt.lookup(PDFName.of('O'))) ?? Buffer.alloc(0);
  const u = bytesOf(encrypt.lookup(PDFName.of('U'))) ?? Buffer.alloc(0);
  const encryptMetadata = encrypt.lookup(PDFName.of('EncryptMetadata'))?.toString() !== 'false';
  const strings = methodOf(encrypt, 'StrF', v);
  const streams = methodOf(encrypt, 'StmF', v);
  if (r >= 5) {
    const ue = bytesOf(encrypt.lookup(PDFName.of('UE')));
    if (u.length < 48 || !ue || ue.length < 32) throw new NeedsPassword('a malformed encryption dictionary');
    const hash = (salt: Buffer) => (r === 5 ? createHash('sha256').update(salt).digest() : hash2B(salt, Buffer.alloc(0)));
    if (!hash(u.subarray(32, 40)).equals(u.subarray(0, 32))) throw new NeedsPassword('a user password');
    const d = createDecipheriv('aes-256-cbc', hash(u.subarray(40, 48)), Buffer.alloc(16));
    d.setAutoPadding(false);
    return { key: Buffer.concat([d.update(ue.subarray(0, 32)), d.final()]), strings, streams, encryptMetadata };
  }
  if (r < 2 || r > 4) throw new NeedsPassword(`an unknown revision (${r})`);
  const length = r === 2 ? 5 : numberOf(encrypt.lookup(PDFName.of('Length')), 40) / 8;
  const p = Buffer.alloc(4);
  p.writeInt32LE(numberOf(encrypt.lookup(PDFName.of('P')), 0) | 0);
  let key = md5(PAD, o.subarray(0, 32), p, id, r >= 4 && !encryptMetadata ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0)).subarray(0, length);
  if (r >= 3) for (let i = 0; i < 50; i++) key = md5(key).subarray(0, length);
  // Algorithms 4 and 5: /U is what the empty password gives, or a user password is needed.
  let check: Buffer;
  if (r === 2) check = rc4(key, PAD);
  else {
    check = rc4(key, md5(PAD, id));
    for (let i = 1; i <= 19; i++) check = rc4(Buffer.from(key.map((b) => b ^ i)), check);
  }
  const n = r === 2 ? 32 : 16;
  if (!check.subarray(0, n).equals(u.subarray(0, n))) throw new NeedsPassword('a user password');
  return { key, strings, streams, encryptMetadata };
}

function decryptWith(security: Security, method: Method, ref: PDFRef, data: Uint8Array): Uint8Array {
  if (method === 'none') return data;
  if (method === 'aes256') return aesDecrypt(security.key, data);
  const n = ref.objectNumber;
  const g = ref.generationNumber;
  const salt = method === 'aes128' ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0);
  const objectKey = md5(security.key, Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, g & 255, (g >> 8) & 255]), salt).subarray(0, Math.min(security.key.length + 5, 16));
  return method === 'rc4' ? rc4(objectKey, data) : aesDecrypt(objectKey, data);
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Strings of a direct object, decrypted in place (dicts and arrays are walked). */
function decryptStrings(o: PDFObject, decrypt: (data: Uint8Array) => Uint8Array): PDFObject {
  if (o instanceof PDFString || o instanceof PDFHexString) return PDFHexString.of(hexOf(decrypt(o.asBytes())));
  if (o instanceof PDFDict) for (const [k, v] of o.entries()) o.set(k, decryptStrings(v, decrypt));
  if (o instanceof PDFArray) for (let i = 0; i < o.size(); i++) o.set(i, decryptStrings(o.get(i), decrypt));
  return o;
}

const isType = (d: PDFDict, type: string) => {
  const t = d.lookup(PDFName.of('Type'));
  return t instanceof PDFName && t.asString() === `/${type}`;
};

/**
 * Parses with pdf-lib while object streams are decrypted (or skipped, for the first parse that
 * only reads the trailer); returns the objects that came from object streams.
 */
async function parse(input: Uint8Array, onObjectStream: ((stream: PDFRawStream, ref: PDFRef) => PDFRawStream) | 'skip'): Promise<{ doc: PDFDocument; fromObjectStreams: Set<PDFRef> }> {
  const original = PDFObjectStreamParser.forStream;
  const fromObjectStreams = new Set<PDFRef>();
  // pdf-lib hands an object stream to its parser right after reading the stream's "n g obj"
  // header, without the ref: the last header read is the stream's.
  const parser = PDFParser.prototype as unknown as { parseIndirectObjectHeader(this: unknown): PDFRef };
  const readHeader = parser.parseIndirectObjectHeader;
  let lastRef: PDFRef | undefined;
  parser.parseIndirectObjectHeader = function (this: unknown) {
    lastRef = readHeader.call(this);
    return lastRef;
  };
  PDFObjectStreamParser.forStream = (raw, wait) => {
    if (onObjectStream === 'skip' || !lastRef) return { parseIntoContext: async () => undefined } as unknown as PDFObjectStreamParser;
    const stream = onObjectStream(raw, lastRef);
    const parser = original(stream, wait);
    const context = stream.dict.context;
    const assign = context.assign;
    return {
      parseIntoContext: async () => {
        context.assign = (ref: PDFRef, object: PDFObject) => {
          fromObjectStreams.add(ref);
          assign.call(context, ref, object);
        };
        try {
          await parser.parseIntoContext();
        } finally {
          context.assign = assign;
        }
      },
    } as unknown as PDFObjectStreamParser;
  };
  try {
    const doc = await PDFDocument.load(input, { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true });
    return { doc, fromObjectStreams };
  } finally {
    PDFObjectStreamParser.forStream = original;
    parser.parseIndirectObjectHeader = readHeader;
  }
}

/** The document, decrypted with the empty user password; NeedsPassword if that isn't its password. */
export async function loadOwnerPasswordOnly(input: Uint8Array): Promise<PDFDocument> {
  const first = await parse(input, 'skip');
  const encrypt = trailerEncrypt(first.doc.context);
  if (!encrypt) throw new NeedsPassword('no readable encryption dictionary');
  const ids = first.doc.context.trailerInfo.ID;
  const idArray = ids instanceof PDFArray ? ids : first.doc.context.lookup(ids);
  const id = idArray instanceof PDFArray ? (bytesOf(idArray.get(0)) ?? Buffer.alloc(0)) : Buffer.alloc(0);
  const security = securityOf(encrypt, id);
  const { doc, fromObjectStreams } = await parse(input, (raw, ref) => PDFRawStream.of(raw.dict, decryptWith(security, security.streams, ref, raw.contents)));
  const context = doc.context;
  const encryptRef = context.trailerInfo.Encrypt;
  for (const [ref, o] of context.enumerateIndirectObjects()) {
    if (ref === encryptRef || fromObjectStreams.has(ref)) continue;
    const strings = (data: Uint8Array) => decryptWith(security, security.strings, ref, data);
    if (o instanceof PDFRawStream) {
      if (isType(o.dict, 'XRef')) continue;
      decryptStrings(o.dict, strings);
      if (!security.encryptMetadata && isType(o.dict, 'Metadata')) continue;
      context.assign(ref, PDFRawStream.of(o.dict, decryptWith(security, security.streams, ref, o.contents)));
    } else decryptStrings(o, strings);
  }
  context.trailerInfo.Encrypt = undefined;
  return doc;
}

function trailerEncrypt(context: PDFContext): PDFDict | undefined {
  const e = context.trailerInfo.Encrypt;
  const dict = e instanceof PDFDict ? e : e ? context.lookup(e) : undefined;
  return dict instanceof PDFDict ? dict : undefined;
}
