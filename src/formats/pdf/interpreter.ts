import { PDFDict, PDFName, PDFNumber, PDFArray, PDFRef, PDFStream, type PDFContext, type PDFObject } from 'pdf-lib';
import { fontInfo, type CodeSpan, type FontInfo } from './fonts.js';
import { tokenizeWithComments, type CommentSpan, type ContentOp, type Operand } from './lexer.js';
import { apply, IDENTITY, multiply, translate, type Matrix, type Point } from './matrix.js';
import { UnsupportedPage } from './refusal.js';
import { decodeStream } from './streams.js';

/** A glyph as pdfjs decoded it: its code (to check the alignment), width (1/1000 em), Unicode. */
export interface DecodedGlyph {
  code: number;
  width: number;
  unicode: string;
}

/**
 * Width and Unicode of each code shown, in content order: pdfjs's glyphs of the page (aligned
 * code by code), or the fonts' own dictionaries (see own-decoding.ts).
 */
export interface GlyphSource {
  next(code: number, font: FontInfo): DecodedGlyph;
  done(): boolean;
}

/** A font on the page can't be decoded from its dictionary alone: read the page with pdfjs. */
export class NeedsReader extends Error {}

/** Decodes every code from the fonts' dictionaries; throws NeedsReader when one can't be. */
export const ownDecoding: GlyphSource = {
  next(code, font) {
    const g = font.decode?.(code);
    if (!g) throw new NeedsReader();
    return g;
  },
  done: () => true,
};

/** One content stream as drawn: the page's, or a form XObject's at one `Do` (forms are copied on write). */
export interface StreamContext {
  data: Uint8Array;
  ops: ContentOp[];
  /** Comments: they draw nothing, but their text is in the file. */
  comments: readonly CommentSpan[];
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
  /** Glyph space (in em) to page space: [Tfs·Th 0 0 Tfs 0 Trise] × Tm × CTM (ISO 32000-1 §9.4.4). */
  trm: Matrix;
  invisible: boolean;
}

/** Page-space corners of a glyph's box: bottom-left, bottom-right, top-right, top-left. */
export function glyphQuad(g: Glyph): Quad {
  const w0 = g.width / 1000;
  return [apply(g.trm, 0, DESCENT), apply(g.trm, w0, DESCENT), apply(g.trm, w0, ASCENT), apply(g.trm, 0, ASCENT)];
}

export function glyphCenter(g: Glyph): Point {
  return apply(g.trm, g.width / 2000, (DESCENT + ASCENT) / 2);
}

/** Length of one em in page space (the glyph's height scale). */
export function glyphEm(g: Glyph): number {
  return Math.hypot(g.trm[2], g.trm[3]);
}

/** How far b's origin is from where a ends, along a's baseline (page units). */
export function alongAfter(a: Glyph, b: Glyph): number {
  const { rx, ry, ux, uy } = gap(a, b);
  return rx * ux + ry * uy;
}

/** How far b's origin is from where a ends, across a's baseline (page units). */
export function acrossAfter(a: Glyph, b: Glyph): number {
  const { rx, ry, ux, uy } = gap(a, b);
  return -rx * uy + ry * ux;
}

const scratch = { rx: 0, ry: 0, ux: 1, uy: 0 };

/** Shared scratch result: called for every glyph of a page, so it allocates nothing. */
function gap(a: Glyph, b: Glyph): typeof scratch {
  const w0 = a.width / 1000;
  const t = a.trm;
  scratch.rx = b.trm[4] - (t[0] * w0 + t[4]);
  scratch.ry = b.trm[5] - (t[1] * w0 + t[5]);
  const len = Math.hypot(t[0], t[1]);
  scratch.ux = len > 1e-12 ? t[0] / len : 1;
  scratch.uy = len > 1e-12 ? t[1] / len : 0;
  return scratch;
}

export interface PageScan {
  root: StreamContext;
  glyphs: Glyph[];
  /** Page-space area of each image drawn. */
  imageAreas: number[];
  /** Image XObjects drawn by the page's own content (not inside a form), by resource name, with the matrix they were drawn with (the unit square to page space). */
  images: { name: string; stream: PDFStream; area: number; ctm: Matrix }[];
  /** The matrix of each inline image (BI … EI) the page's own content draws. */
  inlineImages: Matrix[];
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
  tokenCache: WeakMap<object, { data: Uint8Array; ops: ContentOp[]; comments: readonly CommentSpan[] }>;
}

export function scanPage(data: Uint8Array, resources: PDFDict | undefined, source: GlyphSource, options: ScanOptions): PageScan {
  const root: StreamContext = { data, ...tokenizeOrRefuse(data), resources, children: [] };
  const scan: PageScan = { root, glyphs: [], imageAreas: [], images: [], inlineImages: [] };
  const gs: GraphicsState = { ctm: IDENTITY, font: undefined, fontSize: 0, charSpacing: 0, wordSpacing: 0, scale: 1, leading: 0, rise: 0, render: 0 };
  run(root, gs, source, options, scan, []);
  if (!source.done()) throw new UnsupportedPage('its text could not be matched with the PDF reader\'s');
  return scan;
}

function tokenizeOrRefuse(data: Uint8Array): { ops: ContentOp[]; comments: CommentSpan[] } {
  try {
    return tokenizeWithComments(data);
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
    // Tm × CTM once per string; each glyph only moves it along the baseline by the advance so far.
    const m = multiply(tm, gs.ctm);
    let advance = 0;
    for (const span of font.split(bytes)) {
      const decoded = source.next(span.code, font);
      const w0 = decoded.width / 1000;
      const wordSpacing = span.length === 1 && span.code === 32 ? gs.wordSpacing : 0;
      const e = m[4] + advance * m[0];
      const f = m[5] + advance * m[1];
      scan.glyphs.push({
        ctx, opIndex, item, span, font,
        fontSize: fs,
        charSpacing: gs.charSpacing,
        wordSpacing,
        unicode: decoded.unicode,
        width: decoded.width,
        trm: [fs * th * m[0], fs * th * m[1], fs * m[2], fs * m[3], gs.rise * m[2] + e, gs.rise * m[3] + f],
        invisible: gs.render === 3 || gs.render === 7,
      });
      advance += (w0 * fs + gs.charSpacing + wordSpacing) * th;
    }
    tm = translate(tm, advance, 0);
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
        if (!ctx.form) scan.inlineImages.push(gs.ctm);
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
    const area = Math.abs(gs.ctm[0] * gs.ctm[3] - gs.ctm[1] * gs.ctm[2]);
    scan.imageAreas.push(area);
    if (!ctx.form) scan.images.push({ name: nameOp.value, stream: obj, area, ctm: gs.ctm });
    return;
  }
  if (subtype !== PDFName.of('Form')) return;
  if (drawing.includes(obj)) throw new UnsupportedPage('a form XObject draws itself');
  if (drawing.length >= MAX_FORM_DEPTH) throw new UnsupportedPage(`form XObjects are nested more than ${MAX_FORM_DEPTH} deep`);
  let cached = options.tokenCache.get(obj);
  if (!cached) {
    const bytes = decodeStream(obj, options.maxStreamBytes);
    cached = { data: bytes, ...tokenizeOrRefuse(bytes) };
    options.tokenCache.set(obj, cached);
  }
  const { data, ops, comments } = cached;
  const own = lookupDict(options.context, obj.dict.get(PDFName.of('Resources')));
  const child: StreamContext = { data, ops, comments, resources: own ?? ctx.resources, form: { stream: obj, parent: ctx, opIndex }, children: [] };
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
