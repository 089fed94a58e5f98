import { numberedGroups } from '../../engine/detector.js';
import { ID_END, ID_START } from '../lib/national-id-patterns.js';

/** A shape's match: which shape (its index) and where it ends. */
export interface ShapeMatch {
  shape: number;
  end: number;
}

/**
 * All the formats' shapes, tried together at a position by one sticky regex: each shape sits in
 * an optional lookahead that captures it, `START(?:(?=(shape0)END)|)(?:(?=(shape1)END)|)…`, so
 * one run tells which shapes match there and how far, as each shape's own sticky regex would (a
 * lookahead finds the same first match). A cheaper regex without captures, `START(?:(?=shape0
 * END)|…)`, rules out first the positions where nothing matches, which are most of them.
 * Named groups get a prefix per shape and then become plain numbers (no `groups` object per
 * match); shapes must not use numbered back-references, which would point elsewhere here.
 */
export class ShapeMatcher {
  private readonly re: RegExp;
  private readonly any: RegExp;
  private readonly groups: number[];

  constructor(shapes: readonly string[]) {
    shapes.forEach((shape, k) => {
      if (/\\[1-9]/.test(shape.replace(/\\\\/g, ''))) throw new Error(`shape ${k} /${shape}/: name the group of a back-reference`);
    });
    const owns = shapes.map((shape, k) => shape.replace(/\(\?<([A-Za-z]\w*)>/g, `(?<s${k}_$1>`).replace(/\\k<([A-Za-z]\w*)>/g, `\\k<s${k}_$1>`));
    const parts = owns.map((own, k) => `(?:(?=(?<shape${k}>${own})${ID_END})|)`);
    const { plain, group } = numberedGroups(`${ID_START}${parts.join('')}`);
    this.re = new RegExp(plain, 'y');
    this.groups = shapes.map((_, k) => group[`shape${k}`]!);
    this.any = new RegExp(numberedGroups(`${ID_START}(?:${owns.map((own) => `(?=${own}${ID_END})`).join('|')})`).plain, 'y');
  }

  /** The shapes that match at `start` (no empty matches), in shape order. */
  at(text: string, start: number): ShapeMatch[] {
    this.any.lastIndex = start;
    if (!this.any.test(text)) return NONE;
    this.re.lastIndex = start;
    const m = this.re.exec(text);
    if (!m) return NONE;
    const out: ShapeMatch[] = [];
    for (let k = 0; k < this.groups.length; k++) {
      const value = m[this.groups[k]!];
      if (value) out.push({ shape: k, end: start + value.length });
    }
    return out;
  }
}

const NONE: ShapeMatch[] = [];
