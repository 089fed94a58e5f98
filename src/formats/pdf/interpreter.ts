import { PDFDict, PDFName, PDFNumber, PDFArray, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';
import { fontInfo, type CodeSpan, type FontInfo } from './fonts.js';
import { tokenize, type ContentOp, type Operand } from './lexer.js';
import { apply, IDENTITY, multiply, translate, type Matrix, type Point } from './matrix.js';
import { UnsupportedPage } from './refusal.js';
import { decodeStream } from './streams.js';

/** A glyph as pdfjs decoded it: its code (to check the alignment), width (1/1000 em), Unicode. */
export interface DecodedGlyph {
  code: number;
  width: number;
  unicode: string;
}

/** pdfjs's glyphs of one page, in content order; next() must be called with the code read here. */
export interface GlyphSource {
  next(code: number): DecodedGlyph;
  done(): boolean;
}

/** One content stream as drawn: the page's, or a form XObject's at one `Do` (forms are copied on write). */
export interface StreamContext {
  data: Uint8Array;
  ops: ContentOp[];
  resources: PDFDict | undefined;
  form?: { stream: PDFStream; parent: StreamContext; opIndex: number };
  children: StreamContext[];
}

export type Quad = readonly [Point, Point, Point, Point];

export interface Glyph {
  ctx: StreamContext;
  opIndex: number;
  /** Index of the string in a TJ array (0 for Tj, ' and "). */
  item: number;
  span: CodeSpan;
  font: FontInfo;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  unicode: string;
  /** Width in 1/1000 em. */
  width: number;
  /** Page-space corners: bottom-left, bottom-right, top-right, top-left. */
  quad: Quad;
  origin: Point;
  /** Where the next glyph would start without spacing (origin + width along the baseline). */
  end: Point;
  /** Length of one em in page space. */
  em: number;
  invisible: boolean;
}

export interface PageScan {
  root: StreamContext;
  glyphs: Glyph[];
  /** Page-space area of each image drawn. */
  imageAreas: number[];
}

/** Glyph box in em: a 0.22 em descent and 0.9 em ascent cover Latin and most other scripts. */
export const DESCENT = -0.22;
export const ASCENT = 0.9;
/** Form XObjects nested deeper than this are refused (a hostile file can nest without end). */
export const MAX_FORM_DEPTH = 12;

interface GraphicsState {
  ctm: Matrix;
  font: FontInfo | undefined;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
  render: number;
}

export interface ScanOptions {
  context: PDFContext;
  maxStreamBytes: number;
  fonts: Map<string, FontInfo>;
  /** Tokenized streams by object, shared by every page (a form drawn twice is read once). */
  tokenCache: WeakMap<object, { data: Uint8Array; ops: ContentOp[] }>;
}

export function scanPage(data: Uint8Array, resources: PDFDict | undefined, source: GlyphSource, options: ScanOptions): PageScan {
  const root: StreamContext = { data, ops: tokenizeOrRefuse(data), resources, children: [] };
  const scan: PageScan = { root, glyphs: [], imageAreas: [] };
  const gs: GraphicsState = { ctm: IDENTITY, font: undefined, fontSize: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0, render: 0 };
  run(root, gs, source, options, scan, []);
  if (!source.done()) throw new UnsupportedPage('its text could not be matched with the PDF reader\'s');
  return scan;
}

function tokenizeOrRefuse(data: Uint8Array): ContentOp[] {
  try {
    return tokenize(data);
  } catch (e) {
    throw new UnsupportedPage(`its content can't be parsed (${(e as Error).message})`);
  }
}

function run(ctx: StreamContext, start: GraphicsState, source: GlyphSource, options: ScanOptions, scan: PageScan, drawing: PDFStream[]): void {
  let gs = { ...start };
  const stack: GraphicsState[] = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  const ops = ctx.ops;

  const show = (bytes: Uint8Array, opIndex: number, item: number) => {
    const font = gs.font;
    if (!font) throw new UnsupportedPage('it shows text without a font');
    if (font.unsupported) throw new UnsupportedPage(font.unsupported);
    const fs = gs.fontSize;
    const th = gs.scale;
    for (const span of font.split(bytes)) {
      const decoded = source.next(span.code);
      const w0 = decoded.width / 1000;
      const trm = multiply(multiply([fs * th, 0, 0, fs, 0, gs.rise], tm), gs.ctm);
      const wordSpacing = span.length === 1 && span.code === 32 ? gs.wordSpacing : 0;
      const origin = apply(trm, 0, 0);
      const up = apply(trm, 0, 1);
      scan.glyphs.push({
        ctx, opIndex, item, span, font,
        fontSize: fs,
        charSpacing: gs.charSpacing,
        wordSpacing,
        unicode: decoded.unicode,
        width: decoded.width,
        quad: [apply(trm, 0, DESCENT), apply(trm, w0, DESCENT), apply(trm, w0, ASCENT), apply(trm, 0, ASCENT)],
        origin,
        end: apply(trm, w0, 0),
        em: Math.hypot(up[0] - origin[0], up[1] - origin[1]),
        invisible: gs.render === 3 || gs.render === 7,
      });
      tm = translate(tm, (w0 * fs + gs.charSpacing + wordSpacing) * th, 0);
    }
  };
  const nextLine = () => {
    tlm = translate(tlm, 0, -gs.leading);
    tm = tlm;
  };

  for (let i = 0; i < ops.length; i++) {
    const { op, operands } = ops[i]!;
    const num = (k: number) => {
      const o = operands[k];
      return o?.kind === 'number' ? o.value : 0;
    };
    switch (op) {
      case 'q':
        stack.push({ ...gs });
        break;
      case 'Q':
        gs = stack.pop() ?? gs;
        break;
      case 'cm':
        gs.ctm = multiply(matrixOf(operands), gs.ctm);
        break;
      case 'BT':
        tm = tlm = IDENTITY;
        break;
      case 'Tf': {
        const name = operands[0]?.kind === 'name' ? operands[0].value : '';
        gs.font = lookupFont(ctx.resources, name, options);
        gs.fontSize = num(1);
        break;
      }
      case 'Tc': gs.charSpacing = num(0); break;
      case 'Tw': gs.wordSpacing = num(0); break;
      case 'Tz': gs.scale = num(0) / 100; break;
      case 'TL': gs.leading = num(0); break;
      case 'Ts': gs.rise = num(0); break;
      case 'Tr': gs.render = num(0); break;
      case 'Td':
        tlm = translate(tlm, num(0), num(1));
        tm = tlm;
        break;
      case 'TD':
        gs.leading = -num(1);
        tlm = translate(tlm, num(0), num(1));
        tm = tlm;
        break;
      case 'Tm':
        tlm = tm = matrixOf(operands);
        break;
      case 'T*':
        nextLine();
        break;
      case 'Tj':
        if (operands[0]?.kind === 'string') show(operands[0].bytes, i, 0);
        break;
      case "'":
        nextLine();
        if (operands[0]?.kind === 'string') show(operands[0].bytes, i, 0);
        break;
      case '"':
        gs.wordSpacing = num(0);
        gs.charSpacing = num(1);
        nextLine();
        if (operands[2]?.kind === 'string') show(operands[2].bytes, i, 0);
        break;
      case 'TJ': {
        const arr = operands[0];
        if (arr?.kind !== 'array') break;
        arr.items.forEach((it, k) => {
          if (it.kind === 'string') show(it.bytes, i, k);
          else if (it.kind === 'number') tm = translate(tm, (-it.value / 1000) * gs.fontSize * gs.scale, 0);
        });
        break;
      }
      case 'gs':
        if (extGStateSetsFont(ctx.resources, operands[0], options.context)) throw new UnsupportedPage('it sets a font through an ExtGState');
        break;
      case 'BI':
        scan.imageAreas.push(Math.abs(gs.ctm[0] * gs.ctm[3] - gs.ctm[1] * gs.ctm[2]));
        break;
      case 'Do':
        drawXObject(ctx, i, operands[0], gs, source, options, scan, drawing);
        break;
    }
  }
}

function drawXObject(
  ctx: StreamContext, opIndex: number, nameOp: Operand | undefined, gs: GraphicsState,
  source: GlyphSource, options: ScanOptions, scan: PageScan, drawing: PDFStream[],
): void {
  if (nameOp?.kind !== 'name') return;
  const xobjects = lookupDict(options.context, ctx.resources?.get(PDFName.of('XObject')));
  const obj = xobjects ? options.context.lookup(xobjects.get(PDFName.of(nameOp.value))) : undefined;
  if (!(obj instanceof PDFStream)) return;
  const subtype = obj.dict.get(PDFName.of('Subtype'));
  if (subtype === PDFName.of('Image')) {
    scan.imageAreas.push(Math.abs(gs.ctm[0] * gs.ctm[3] - gs.ctm[1] * gs.ctm[2]));
    return;
  }
  if (subtype !== PDFName.of('Form')) return;
  if (drawing.includes(obj)) throw new UnsupportedPage('a form XObject draws itself');
  if (drawing.length >= MAX_FORM_DEPTH) throw new UnsupportedPage(`form XObjects are nested more than ${MAX_FORM_DEPTH} deep`);
  let cached = options.tokenCache.get(obj);
  if (!cached) {
    const bytes = decodeStream(obj, options.maxStreamBytes);
    cached = { data: bytes, ops: tokenizeOrRefuse(bytes) };
    options.tokenCache.set(obj, cached);
  }
  const { data, ops } = cached;
  const own = lookupDict(options.context, obj.dict.get(PDFName.of('Resources')));
  const child: StreamContext = { data, ops, resources: own ?? ctx.resources, form: { stream: obj, parent: ctx, opIndex }, children: [] };
  ctx.children.push(child);
  const m = obj.dict.get(PDFName.of('Matrix'));
  const formMatrix = m instanceof PDFArray && m.size() === 6 ? (m.asArray().map((x) => (x instanceof PDFNumber ? x.asNumber() : 0)) as unknown as Matrix) : IDENTITY;
  run(child, { ...gs, ctm: multiply(formMatrix, gs.ctm) }, source, options, scan, [...drawing, obj]);
}

function lookupFont(resources: PDFDict | undefined, name: string, options: ScanOptions): FontInfo | undefined {
  const fonts = lookupDict(options.context, resources?.get(PDFName.of('Font')));
  const ref = fonts?.get(PDFName.of(name));
  if (!ref) return undefined;
  const cacheKey = ref instanceof PDFRef ? ref.toString() : undefined;
  if (cacheKey) {
    const hit = options.fonts.get(cacheKey);
    if (hit) return hit;
  }
  const info = fontInfo(options.context, ref, options.maxStreamBytes);
  options.fonts.set(info.key, info);
  return info;
}

function extGStateSetsFont(resources: PDFDict | undefined, nameOp: Operand | undefined, context: PDFContext): boolean {
  if (nameOp?.kind !== 'name') return false;
  const states = lookupDict(context, resources?.get(PDFName.of('ExtGState')));
  const state = lookupDict(context, states?.get(PDFName.of(nameOp.value)));
  return state?.get(PDFName.of('Font')) !== undefined;
}

export function lookupDict(context: PDFContext, o: PDFObject | undefined): PDFDict | undefined {
  const v = o instanceof PDFRef ? context.lookup(o) : o;
  return v instanceof PDFDict ? v : undefined;
}

function matrixOf(operands: readonly Operand[]): Matrix {
  const v = operands.slice(0, 6).map((o) => (o.kind === 'number' ? o.value : 0));
  while (v.length < 6) v.push(0);
  return v as unknown as Matrix;
}
