import type { Glyph } from './interpreter.js';

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
 * Joins glyphs in content order, adding a space where there is a visible gap and a line break
 * where the baseline moves, as text extractors do (pdftotext's TextOutputDev uses similar
 * fractions of the font size).
 */
export function buildPageText(glyphs: readonly Glyph[]): PageText {
  const parts: string[] = [];
  const owners: number[] = [];
  let prev: Glyph | undefined;
  glyphs.forEach((g, index) => {
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

function separator(a: Glyph, b: Glyph): string {
  const em = a.em || 1;
  const dx = a.end[0] - a.origin[0];
  const dy = a.end[1] - a.origin[1];
  const len = Math.hypot(dx, dy);
  // Direction of the baseline; a zero-width glyph falls back to the quad's bottom edge.
  const ux = len > 1e-9 ? dx / len : (a.quad[1][0] - a.quad[0][0]) / (Math.hypot(a.quad[1][0] - a.quad[0][0], a.quad[1][1] - a.quad[0][1]) || 1);
  const uy = len > 1e-9 ? dy / len : (a.quad[1][1] - a.quad[0][1]) / (Math.hypot(a.quad[1][0] - a.quad[0][0], a.quad[1][1] - a.quad[0][1]) || 1);
  const rx = b.origin[0] - a.end[0];
  const ry = b.origin[1] - a.end[1];
  const along = rx * ux + ry * uy;
  const across = -rx * uy + ry * ux;
  if (Math.abs(across) > LINE_SHIFT * em) return '\n';
  if (along < -em) return '\n';
  if (along > SPACE_GAP * em) return ' ';
  return '';
}
