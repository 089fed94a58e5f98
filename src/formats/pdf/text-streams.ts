import { PDFName, PDFNumber, PDFRef, PDFStream, type PDFContext } from 'pdf-lib';
import { decodeStream } from './streams.js';
import { walkObjects } from './walk.js';
import type { StringRedactor } from './scrub.js';

const name = (s: string) => PDFName.of(s);

/**
 * Keys under which everything is drawn, not read: page content, resources (fonts, forms, images,
 * patterns, colour spaces), glyph procedures, font programs and maps, appearance streams (their
 * text is checked as drawn, in scrub.ts), masks, functions and shadings.
 */
const DRAWN_KEYS = new Set(
  ['Contents', 'Resources', 'CharProcs', 'FontFile', 'FontFile2', 'FontFile3', 'ToUnicode', 'CIDToGIDMap', 'CIDSet', 'Encoding', 'UseCMap', 'AP', 'SMask', 'Mask', 'Function', 'Functions', 'Shading', 'Pattern', 'ColorSpace', 'OutputIntents', 'Thumb'].map(name),
);
/** Stream dictionary keys that say the stream is drawn or binary by kind (form, image, font program, ICC profile, function, shading, pattern). */
const DRAWN_STREAM_KEYS = ['PatternType', 'ShadingType', 'FunctionType', 'Length1', 'Length2', 'Length3', 'N'].map(name);
const DRAWN_SUBTYPES = new Set(['Form', 'Image', 'PS', 'Type1C', 'CIDFontType0C', 'OpenType'].map(name));

/**
 * The last net: every reachable stream that nothing draws — JavaScript (/JS), rich text (/RC),
 * an application's private data under a key of its own — is read as text (UTF-16 with a byte
 * order mark, UTF-8 when it decodes as such, else Latin-1 when it is mostly printable; binary
 * streams are left). One in which the detectors find something gets its redacted text, in the
 * same encoding. Returns how many streams were rewritten.
 */
export function redactTextStreams(context: PDFContext, redact: StringRedactor, maxStreamBytes: number): number {
  const { Root, Info } = context.trailerInfo;
  let n = 0;
  walkObjects(context, [Root, Info], () => undefined, undefined, {
    root: false,
    child: (drawn, key) => drawn || (key !== undefined && DRAWN_KEYS.has(key)),
    stream: (s, drawn, ref) => {
      const isDrawn = drawn || isDrawnStream(s);
      if (!isDrawn && ref && redactStream(context, ref, s, redact, maxStreamBytes)) n++;
      return isDrawn;
    },
  });
  return n;
}

function isDrawnStream(s: PDFStream): boolean {
  const subtype = s.dict.get(name('Subtype'));
  if (subtype instanceof PDFName && DRAWN_SUBTYPES.has(subtype)) return true;
  const type = s.dict.get(name('Type'));
  if (type === name('XObject') || type === name('Pattern') || type === name('CMap') || type === name('Metadata')) return true;
  return DRAWN_STREAM_KEYS.some((k) => s.dict.get(k) instanceof PDFNumber);
}

function redactStream(context: PDFContext, ref: PDFRef, stream: PDFStream, redact: StringRedactor, maxStreamBytes: number): boolean {
  let data: Uint8Array;
  try {
    data = decodeStream(stream, maxStreamBytes);
  } catch {
    return false;
  }
  const text = asText(data);
  if (!text) return false;
  const out = redact(text.value);
  if (out === undefined) return false;
  const dict = stream.dict.clone(context);
  for (const key of ['Filter', 'DecodeParms', 'Length', 'DL']) dict.delete(name(key));
  const entries = Object.fromEntries(dict.entries().map(([k, v]) => [k.decodeText(), v]));
  context.assign(ref, context.flateStream(text.encode(out), entries));
  return true;
}

interface StreamText {
  value: string;
  encode: (s: string) => Uint8Array;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(data: Uint8Array): StreamText | undefined {
  if (data.length === 0) return undefined;
  if (data.length >= 2 && data[0] === 0xfe && data[1] === 0xff) {
    const body = Buffer.from(data.subarray(2, data.length - (data.length % 2)));
    const value = body.swap16().toString('utf16le');
    return { value, encode: (s) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(s, 'utf16le').swap16()]) };
  }
  try {
    const value = utf8.decode(data);
    return { value, encode: (s) => Buffer.from(s, 'utf8') };
  } catch {
    // not UTF-8
  }
  let printable = 0;
  for (const c of data) if (c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c < 0x7f) || c >= 0xa0) printable++;
  if (printable < data.length * 0.9) return undefined;
  return { value: Buffer.from(data).toString('latin1'), encode: (s) => Buffer.from(s, 'latin1') };
}
