import { glyphEm, glyphQuad, acrossAfter, alongAfter, type Glyph, type Quad } from './interpreter.js';
import type { Point } from './matrix.js';
import { formatName, formatNumber } from './writer.js';

/** A black box over one line of a finding's glyphs. */
export interface RedactionBox {
  quad: Quad;
  label: string;
}

/** Boxes are padded: descenders and antialiasing peek out of a tight glyph box. */
export const BOX_PAD = 1.5;

/** A finding's glyphs (in content order) as one run per line. */
export function lineRuns(glyphs: readonly Glyph[]): Glyph[][] {
  const out: Glyph[][] = [];
  let run: Glyph[] = [];
  for (const g of glyphs) {
    const prev = run[run.length - 1];
    if (prev && !sameLine(prev, g)) {
      out.push(run);
      run = [];
    }
    run.push(g);
  }
  if (run.length) out.push(run);
  return out;
}

/** One line of a finding: its glyphs' unpadded quad, and how far its box may reach before and after it along the line. */
export interface BoxLine {
  run: readonly Glyph[];
  quad: Quad;
  before: number;
  after: number;
}

export function boxLine(run: readonly Glyph[]): BoxLine {
  return { run, quad: runQuad(run), before: BOX_PAD, after: BOX_PAD };
}

/**
 * Keeps a line's box off a glyph that shows ink beside it on its line (the full stop after an
 * IBAN, the bracket before a name): the padding before or after the finding stops where that
 * glyph starts or ends. Spaces and invisible glyphs show nothing, and don't stop it.
 */
export function keepOff(line: BoxLine, g: Glyph): void {
  if (g.invisible || !g.unicode.trim()) return;
  const first = line.run[0]!;
  const last = line.run[line.run.length - 1]!;
  // A glyph is after the line when it starts past the middle of its last glyph (before: ends
  // short of the middle of its first).
  if (sameLine(last, g)) {
    const gap = alongAfter(last, g);
    if (gap > -advance(last) / 2 && gap < line.after) line.after = Math.max(0, gap);
  }
  if (sameLine(g, first)) {
    const gap = alongAfter(g, first);
    if (gap > -advance(first) / 2 && gap < line.before) line.before = Math.max(0, gap);
  }
}

/** A glyph's advance along its baseline (page units). */
function advance(g: Glyph): number {
  return Math.hypot(g.trm[0], g.trm[1]) * (g.width / 1000);
}

/** The black box of one line of a finding. */
export function lineBox(line: BoxLine, label: string): RedactionBox {
  return { quad: pad(line.quad, BOX_PAD, line.before, line.after), label };
}

function sameLine(a: Glyph, b: Glyph): boolean {
  const em = glyphEm(a);
  const across = acrossAfter(a, b);
  const along = alongAfter(a, b);
  return Math.abs(across) < 0.5 * em && along > -0.5 * em && along < 3 * em;
}

function runQuad(run: readonly Glyph[]): Quad {
  const first = glyphQuad(run[0]!);
  const last = glyphQuad(run[run.length - 1]!);
  return [first[0], last[1], last[2], first[3]];
}

function axis(a: Point, b: Point): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  return len > 1e-9 ? [dx / len, dy / len] : [1, 0];
}

/** Grows a quad by `by` along its own axes (so rotated text gets a rotated box), by `before` and `after` along its baseline. */
export function pad(q: Quad, by: number, before = by, after = by): Quad {
  const [ux, uy] = axis(q[0], q[1]);
  const [vx, vy] = axis(q[0], q[3]);
  const move = (p: Point, su: number, sv: number): Point => [p[0] + su * ux + sv * vx * by, p[1] + su * uy + sv * vy * by];
  return [move(q[0], -before, -1), move(q[1], after, -1), move(q[2], after, 1), move(q[3], -before, 1)];
}

/** True when p lies inside the convex quad q. */
export function contains(q: Quad, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

export interface LabelFont {
  /** Resource name of the font (Helvetica) on the page. */
  name: string;
  widthOfTextAtSize(text: string, size: number): number;
  encode(text: string): string;
}

/** Content that paints the boxes (and, with a label font, the entity label in white inside each). */
export function boxesContent(boxes: readonly RedactionBox[], font: LabelFont | undefined): string {
  const f = formatNumber;
  const lines = ['q', '0 g'];
  for (const { quad } of boxes) {
    lines.push(`${f(quad[0][0])} ${f(quad[0][1])} m ${f(quad[1][0])} ${f(quad[1][1])} l ${f(quad[2][0])} ${f(quad[2][1])} l ${f(quad[3][0])} ${f(quad[3][1])} l h f`);
  }
  if (font) {
    for (const { quad, label } of boxes) {
      const [ux, uy] = axis(quad[0], quad[1]);
      const width = Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]);
      const height = Math.hypot(quad[3][0] - quad[0][0], quad[3][1] - quad[0][1]);
      const unit = font.widthOfTextAtSize(label, 1);
      const size = Math.min(height * 0.7, unit > 0 ? (width * 0.95) / unit : height);
      if (size < 1) continue;
      const inset = (width - unit * size) / 2;
      const rise = (height - size * 0.7) / 2;
      const x = quad[0][0] + ux * inset - uy * rise;
      const y = quad[0][1] + uy * inset + ux * rise;
      lines.push(`BT 1 g ${formatName(font.name)} ${f(size)} Tf ${f(ux)} ${f(uy)} ${f(-uy)} ${f(ux)} ${f(x)} ${f(y)} Tm ${font.encode(label)} Tj ET`);
    }
  }
  lines.push('Q');
  return lines.join('\n') + '\n';
}
