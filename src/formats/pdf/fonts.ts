import { PDFDict, PDFName, PDFStream, PDFRef, type PDFContext, type PDFObject } from 'pdf-lib';
import { decodeStream } from './streams.js';

/** One character code read from a shown string. */
export interface CodeSpan {
  offset: number;
  length: number;
  code: number;
}

/**
 * What the rewriter needs to know of a font: how to split a string into codes (ISO 32000-1
 * §9.4.3: simple fonts 1 byte; §9.7.6.2: composite fonts by their CMap's codespace ranges).
 * Widths and Unicode come from pdfjs (aligned code by code), so they aren't read here.
 */
export interface FontInfo {
  /** Identifies the font dictionary across pages (its object reference, or an id for a direct one). */
  key: string;
  /** Why the rewriter can't handle this font, or undefined when it can. */
  unsupported?: string;
  split(bytes: Uint8Array): CodeSpan[];
  /** The /ToUnicode stream's reference, when it has one to rebuild. */
  toUnicode?: PDFRef;
  /** Codespace ranges for a rebuilt ToUnicode map. */
  codespace: readonly Codespace[];
}

export interface Codespace {
  length: number;
  low: number;
  high: number;
}

const ONE_BYTE: readonly Codespace[] = [{ length: 1, low: 0, high: 0xff }];
const TWO_BYTES: readonly Codespace[] = [{ length: 2, low: 0, high: 0xffff }];

let directFontCount = 0;
const directKeys = new WeakMap<PDFDict, string>();

export function fontInfo(context: PDFContext, ref: PDFObject | undefined, maxStreamBytes: number): FontInfo {
  const dict = ref instanceof PDFRef ? context.lookup(ref) : ref;
  const key = ref instanceof PDFRef ? ref.toString() : dict instanceof PDFDict ? directKey(dict) : 'missing';
  if (!(dict instanceof PDFDict)) return unsupported(key, 'a font is missing');
  const subtype = nameOf(dict.get(PDFName.of('Subtype')));
  const toUnicodeObj = dict.get(PDFName.of('ToUnicode'));
  const toUnicode = toUnicodeObj instanceof PDFRef && context.lookup(toUnicodeObj) instanceof PDFStream ? toUnicodeObj : undefined;
  if (subtype === 'Type3') return unsupported(key, 'it uses a Type3 font');
  if (subtype === 'Type1' || subtype === 'TrueType' || subtype === 'MMType1') {
    return { key, split: splitFixed(1), toUnicode, codespace: ONE_BYTE };
  }
  if (subtype !== 'Type0') return unsupported(key, `it uses a font of type ${subtype ?? 'unknown'}`);
  const encoding = dict.get(PDFName.of('Encoding'));
  const encName = nameOf(encoding);
  if (encName === 'Identity-H') return { key, split: splitFixed(2), toUnicode, codespace: TWO_BYTES };
  if (encName === 'Identity-V') return unsupported(key, 'it has vertical text');
  if (encName !== undefined) return unsupported(key, `it uses the predefined CMap ${encName}`);
  const cmap = encoding instanceof PDFRef ? context.lookup(encoding) : encoding;
  if (!(cmap instanceof PDFStream)) return unsupported(key, 'a font has no encoding');
  const wmode = cmap.dict.get(PDFName.of('WMode'));
  const text = latin1Text(decodeStream(cmap, maxStreamBytes));
  if (/\/WMode\s+1\b/.test(text) || (wmode && wmode.toString() === '1')) return unsupported(key, 'it has vertical text');
  if (cmap.dict.get(PDFName.of('UseCMap'))) return unsupported(key, 'a font CMap uses another CMap');
  const ranges = parseCodespace(text);
  if (ranges.length === 0) return unsupported(key, 'a font CMap has no codespace');
  return { key, split: splitByCodespace(ranges), toUnicode, codespace: ranges };
}

function directKey(dict: PDFDict): string {
  let k = directKeys.get(dict);
  if (!k) {
    k = `direct${++directFontCount}`;
    directKeys.set(dict, k);
  }
  return k;
}

function unsupported(key: string, reason: string): FontInfo {
  return { key, unsupported: reason, split: splitFixed(1), codespace: ONE_BYTE };
}

function nameOf(o: PDFObject | undefined): string | undefined {
  return o instanceof PDFName ? o.decodeText() : undefined;
}

function splitFixed(length: number) {
  return (bytes: Uint8Array): CodeSpan[] => {
    const out: CodeSpan[] = [];
    for (let i = 0; i + length <= bytes.length; i += length) {
      let code = 0;
      for (let k = 0; k < length; k++) code = code * 256 + bytes[i + k]!;
      out.push({ offset: i, length, code });
    }
    // A trailing partial code can't be shown; keep it as a code so nothing is silently dropped.
    const rest = bytes.length % length;
    if (rest) out.push({ offset: bytes.length - rest, length: rest, code: bytes[bytes.length - rest]! });
    return out;
  };
}

/** §9.7.6.2: read bytes until they fall in a range of that length; no match takes the shortest length. */
function splitByCodespace(ranges: readonly Codespace[]) {
  const lengths = [...new Set(ranges.map((r) => r.length))].sort((a, b) => a - b);
  return (bytes: Uint8Array): CodeSpan[] => {
    const out: CodeSpan[] = [];
    let i = 0;
    while (i < bytes.length) {
      let matched: CodeSpan | undefined;
      for (const len of lengths) {
        if (i + len > bytes.length) break;
        let code = 0;
        for (let k = 0; k < len; k++) code = code * 256 + bytes[i + k]!;
        if (ranges.some((r) => r.length === len && code >= r.low && code <= r.high)) {
          matched = { offset: i, length: len, code };
          break;
        }
      }
      if (!matched) {
        const len = Math.min(lengths[0] ?? 1, bytes.length - i);
        let code = 0;
        for (let k = 0; k < len; k++) code = code * 256 + bytes[i + k]!;
        matched = { offset: i, length: len, code };
      }
      out.push(matched);
      i += matched.length;
    }
    return out;
  };
}

export function parseCodespace(text: string): Codespace[] {
  const out: Codespace[] = [];
  for (const block of text.matchAll(/begincodespacerange([\s\S]*?)endcodespacerange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      out.push({ length: m[1]!.length / 2, low: parseInt(m[1]!, 16), high: parseInt(m[2]!, 16) });
    }
  }
  return out;
}

export function latin1Text(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

