import type { Glyph, Quad } from './interpreter.js';
import type { Point } from './matrix.js';
import { formatName, formatNumber } from './writer.js';

/** A black box over one line of a finding's glyphs. */
export interface RedactionBox {
  quad: Quad;
  label: string;
}

/** Boxes are padded: descenders and antialiasing peek out of a tight glyph box. */
export const BOX_PAD = 1.5;

/** Splits a finding's glyphs (in content order) into one box per line. */
export function boxesFor(glyphs: readonly Glyph[], label: string): RedactionBox[] {
  const out: RedactionBox[] = [];
  let run: Glyph[] = [];
  const flush = () => {
    if (run.length) out.push({ quad: pad(runQuad(run), BOX_PAD), label });
    run = [];
  };
  for (const g of glyphs) {
    const prev = run[run.length - 1];
    if (prev && !sameLine(prev, g)) flush();
    run.push(g);
  }
  flush();
  return out;
}

function sameLine(a: Glyph, b: Glyph): boolean {
  const [ux, uy] = axis(a.quad[0], a.quad[1]);
  const rx = b.origin[0] - a.end[0];
  const ry = b.origin[1] - a.end[1];
  const along = rx * ux + ry * uy;
  const across = -rx * uy + ry * ux;
  return Math.abs(across) < 0.5 * a.em && along > -0.5 * a.em && along < 3 * a.em;
}

function runQuad(run: readonly Glyph[]): Quad {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  return [first.quad[0], last.quad[1], last.quad[2], first.quad[3]];
}

function axis(a: Point, b: Point): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  return len > 1e-9 ? [dx / len, dy / len] : [1, 0];
}

/** Grows a quad by `by` along its own axes (so rotated text gets a rotated box). */
export function pad(q: Quad, by: number): Quad {
  const [ux, uy] = axis(q[0], q[1]);
  const [vx, vy] = axis(q[0], q[3]);
  const move = (p: Point, su: number, sv: number): Point => [p[0] + (su * ux + sv * vx) * by, p[1] + (su * uy + sv * vy) * by];
  return [move(q[0], -1, -1), move(q[1], 1, -1), move(q[2], 1, 1), move(q[3], -1, 1)];
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

export function center(q: Quad): Point {
  return [(q[0][0] + q[2][0]) / 2, (q[0][1] + q[2][1]) / 2];
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
