import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';
import type { DecodedGlyph } from './interpreter.js';
import { latin1Text } from './fonts.js';
import { decodeStream } from './streams.js';
import { parseToUnicode } from './tounicode.js';

/**
 * Width and Unicode of a code straight from the font dictionary, when it says both plainly:
 * ToUnicode (§9.10.3) or WinAnsiEncoding (Annex D.2) for the text; /Widths (§9.6.2.1), the
 * standard-14 metrics (§9.6.2.2) or /W and /DW (§9.7.4.3) for the advance. Pages whose fonts
 * all qualify skip pdfjs (which converts every font program it meets: ~90 ms a page for TeX
 * output); any other code returns undefined and the page is read with pdfjs instead.
 */
export type OwnDecoder = (code: number) => DecodedGlyph | undefined;

const STANDARD_14 = new Set<string>(Object.values(FontNames));

/** WinAnsiEncoding: code -> [Unicode, glyph name]. */
const WIN_ANSI = (() => {
  const table = new Map<number, [string, string]>();
  for (const cp of Encodings.WinAnsi.supportedCodePoints) {
    const { code, name } = Encodings.WinAnsi.encodeUnicodeCodePoint(cp);
    if (!table.has(code)) table.set(code, [String.fromCodePoint(cp), name]);
  }
  return table;
})();

export function simpleFontDecoder(context: PDFContext, dict: PDFDict, toUnicode: PDFRef | undefined, maxStreamBytes: number): OwnDecoder | undefined {
  const encoding = dict.get(PDFName.of('Encoding'));
  const winAnsi = encoding === PDFName.of('WinAnsiEncoding');
  const unicode = toUnicodeMap(context, toUnicode, maxStreamBytes);
  if (!unicode && !winAnsi) return undefined;
  const firstChar = num(context, dict.get(PDFName.of('FirstChar')));
  const widths = context.lookup(dict.get(PDFName.of('Widths')));
  const descriptor = lookup(context, dict.get(PDFName.of('FontDescriptor')));
  const missing = descriptor ? num(context, descriptor.get(PDFName.of('MissingWidth'))) : undefined;
  let widthOf: (code: number) => number | undefined;
  if (widths instanceof PDFArray && firstChar !== undefined) {
    const list = widths.asArray().map((w) => num(context, w));
    widthOf = (code) => (code >= firstChar && code - firstChar < list.length ? list[code - firstChar] : missing);
  } else {
    const base = dict.get(PDFName.of('BaseFont'));
    const name = base instanceof PDFName ? base.decodeText() : '';
    const embedded = descriptor && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.has(PDFName.of(k)));
    if (!winAnsi || embedded || !STANDARD_14.has(name)) return undefined;
    const metrics = Font.load(name as FontNames);
    widthOf = (code) => {
      const glyph = WIN_ANSI.get(code);
      const w = glyph ? metrics.getWidthOfGlyph(glyph[1]) : undefined;
      return typeof w === 'number' ? w : undefined;
    };
  }
  return (code) => {
    const text = unicode ? unicode.get(code) : winAnsi ? WIN_ANSI.get(code)?.[0] : undefined;
    const width = widthOf(code);
    if (text === undefined || width === undefined) return undefined;
    return { code, width, unicode: text };
  };
}

/** Type0 with Identity-H: the code is the CID; widths from the descendant's /W and /DW. */
export function identityFontDecoder(context: PDFContext, dict: PDFDict, toUnicode: PDFRef | undefined, maxStreamBytes: number): OwnDecoder | undefined {
  const unicode = toUnicodeMap(context, toUnicode, maxStreamBytes);
  const descendants = context.lookup(dict.get(PDFName.of('DescendantFonts')));
  const cidFont = descendants instanceof PDFArray ? lookup(context, descendants.get(0)) : undefined;
  if (!unicode || !cidFont) return undefined;
  const dw = num(context, cidFont.get(PDFName.of('DW'))) ?? 1000;
  const widths = new Map<number, number>();
  const w = context.lookup(cidFont.get(PDFName.of('W')));
  if (w instanceof PDFArray) {
    const items = w.asArray().map((x) => context.lookup(x) ?? x);
    for (let i = 0; i < items.length; ) {
      const first = num(context, items[i]);
      const next = items[i + 1];
      if (first === undefined) return undefined;
      if (next instanceof PDFArray) {
        next.asArray().forEach((x, k) => widths.set(first + k, num(context, x) ?? dw));
        i += 2;
      } else {
        const last = num(context, next);
        const width = num(context, items[i + 2]);
        if (last === undefined || width === undefined || last - first > 0xffff) return undefined;
        for (let c = first; c <= last; c++) widths.set(c, width);
        i += 3;
      }
    }
  }
  return (code) => {
    const text = unicode.get(code);
    if (text === undefined) return undefined;
    return { code, width: widths.get(code) ?? dw, unicode: text };
  };
}

function toUnicodeMap(context: PDFContext, ref: PDFRef | undefined, maxStreamBytes: number): Map<number, string> | undefined {
  const stream = ref ? context.lookup(ref) : undefined;
  if (!(stream instanceof PDFStream)) return undefined;
  const out = new Map<number, string>();
  for (const [code, hex] of parseToUnicode(latin1Text(decodeStream(stream, maxStreamBytes)))) {
    let s = '';
    for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    out.set(code, s);
  }
  return out;
}

function lookup(context: PDFContext, o: PDFObject | undefined): PDFDict | undefined {
  const v = o instanceof PDFRef ? context.lookup(o) : o;
  return v instanceof PDFDict ? v : undefined;
}

function num(context: PDFContext, o: PDFObject | undefined): number | undefined {
  const v = o instanceof PDFRef ? context.lookup(o) : o;
  return v instanceof PDFNumber ? v.asNumber() : undefined;
}
