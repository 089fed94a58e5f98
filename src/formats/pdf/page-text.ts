import { glyphEm, acrossAfter, alongAfter, type Glyph } from './interpreter.js';

/** A page's text for detection, and for each UTF-16 unit the glyph it came from (-1: a separator we added). */
export interface PageText {
  text: string;
  glyphOf: Int32Array;
}

/** A gap wider than this (in em) between two glyphs of a line reads as a space. */
const SPACE_GAP = 0.15;
/** A baseline shift larger than this (in em) starts a new line. */
const LINE_SHIFT = 0.5;
/**
 * Glyphs drawn one by one from right to left (each wholly left of the one before, at most this
 * many em away) read backwards in content order: a chain of at least REVERSED_CHAIN of them is
 * read left to right, as pdftotext shows it. Text drawn twice (fake bold) never chains.
 */
const REVERSED_GAP = 1;
const REVERSED_CHAIN = 4;

/**
 * Joins glyphs in content order, adding a space where there is a visible gap and a line break
 * where the baseline moves, as text extractors do (pdftotext's TextOutputDev uses similar
 * fractions of the font size).
 */
export function buildPageText(glyphs: readonly Glyph[]): PageText {
  const parts: string[] = [];
  const owners: number[] = [];
  let prev: Glyph | undefined;
  readingOrder(glyphs).forEach((index) => {
    const g = glyphs[index]!;
    if (prev) {
      const sep = separator(prev, g);
      const last = parts[parts.length - 1] ?? '';
      if (sep && !/\s$/.test(last) && !/^\s/.test(g.unicode)) {
        parts.push(sep);
        owners.push(-1);
      }
    }
    const u = g.unicode;
    parts.push(u);
    for (let k = 0; k < u.length; k++) owners.push(index);
    prev = g;
  });
  const text = parts.join('');
  return { text, glyphOf: Int32Array.from(owners) };
}

/** Glyph indices in content order, with chains of glyphs drawn right to left turned round. */
function readingOrder(glyphs: readonly Glyph[]): number[] {
  const order = glyphs.map((_, i) => i);
  let start = 0;
  for (let i = 1; i <= glyphs.length; i++) {
    if (i < glyphs.length && drawnJustBefore(glyphs[i - 1]!, glyphs[i]!)) continue;
    if (i - start >= REVERSED_CHAIN) order.splice(start, i - start, ...order.slice(start, i).reverse());
    start = i;
  }
  return order;
}

/** True when b sits on a's line wholly before a, at most REVERSED_GAP em away. */
function drawnJustBefore(a: Glyph, b: Glyph): boolean {
  const em = glyphEm(a) || 1;
  if (Math.abs(acrossAfter(a, b)) > LINE_SHIFT * em) return false;
  const scale = Math.hypot(a.trm[0], a.trm[1]);
  // From b's end to a's start: -(along + a's advance + b's advance).
  const between = -(alongAfter(a, b) + (a.width / 1000) * scale + (b.width / 1000) * Math.hypot(b.trm[0], b.trm[1]));
  return between >= -0.05 * em && between <= REVERSED_GAP * em;
}

function separator(a: Glyph, b: Glyph): string {
  const em = glyphEm(a) || 1;
  const across = acrossAfter(a, b);
  const along = alongAfter(a, b);
  if (Math.abs(across) > LINE_SHIFT * em) return '\n';
  if (along < -em) return '\n';
  if (along > SPACE_GAP * em) return ' ';
  return '';
}
