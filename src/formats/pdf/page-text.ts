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
 * A step back along the baseline longer than this (in em) ends a run of glyphs read in order
 * (kerning moves back a little; text drawn right to left, piece by piece, moves back more).
 */
const BACK_STEP = 0.3;
/**
 * Pieces of one line that overlap by more than this (in em) and this share of the shorter one
 * are text drawn twice (fake bold), left in content order; less is kerning the drawing ignored.
 */
const OVERLAP = 0.05;
const OVERLAP_SHARE = 0.5;

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

/**
 * Glyph indices in reading order: content order, except that consecutive pieces of one line
 * drawn out of order (right to left glyph by glyph, or a word or the end of an e-mail address
 * drawn before what precedes it) are put left to right, as pdftotext shows them. Pieces that
 * overlap (fake bold) and lines that change baseline keep content order.
 */
function readingOrder(glyphs: readonly Glyph[]): number[] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= glyphs.length; i++) {
    if (i < glyphs.length && !breaksRun(glyphs[i - 1]!, glyphs[i]!)) continue;
    if (i > start) runs.push([start, i]);
    start = i;
  }
  const order: number[] = [];
  for (let r = 0; r < runs.length; ) {
    const first = glyphs[runs[r]![0]]!;
    const em = glyphEm(first) || 1;
    const len = Math.hypot(first.trm[0], first.trm[1]);
    const ux = len > 1e-12 ? first.trm[0] / len : 1;
    const uy = len > 1e-12 ? first.trm[1] / len : 0;
    const along = (g: Glyph, end: boolean) => (g.trm[4] + (end ? g.trm[0] * (g.width / 1000) : 0)) * ux + (g.trm[5] + (end ? g.trm[1] * (g.width / 1000) : 0)) * uy;
    const across = (g: Glyph) => -(g.trm[4] - first.trm[4]) * uy + (g.trm[5] - first.trm[5]) * ux;
    const spans: { run: [number, number]; from: number; to: number }[] = [];
    let next = r;
    for (; next < runs.length; next++) {
      const run = runs[next]!;
      const g0 = glyphs[run[0]]!;
      if (next > r && Math.abs(across(g0)) > LINE_SHIFT * em) break;
      let from = Infinity;
      let to = -Infinity;
      for (let k = run[0]; k < run[1]; k++) {
        const a = along(glyphs[k]!, false);
        const b = along(glyphs[k]!, true);
        from = Math.min(from, a, b);
        to = Math.max(to, a, b);
      }
      if (spans.some((s) => Math.min(to, s.to) - Math.max(from, s.from) > Math.max(OVERLAP * em, OVERLAP_SHARE * Math.min(to - from, s.to - s.from)))) break;
      spans.push({ run, from, to });
    }
    const sorted = [...spans].sort((a, b) => a.from - b.from);
    for (const { run } of sorted) for (let k = run[0]; k < run[1]; k++) order.push(k);
    r = Math.max(next, r + 1);
  }
  return order;
}

/** True when b does not continue a's run: another line, or a step back along the baseline. */
function breaksRun(a: Glyph, b: Glyph): boolean {
  const em = glyphEm(a) || 1;
  return Math.abs(acrossAfter(a, b)) > LINE_SHIFT * em || alongAfter(a, b) < -BACK_STEP * em;
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
