import type { Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';

/**
 * Between cells joined for one analysis. NUL is neither a letter, a digit nor white space, so
 * no pattern runs through it from one cell into the next, and the line breaks keep word
 * boundaries. A cell that itself contains NUL is analyzed alone.
 */
const SEPARATOR = '\n\u0000\n';

const NONE: Finding[] = [];

/**
 * Findings for many short cells that share one hint (a CSV column, a spreadsheet column): one
 * engine call over the joined cells instead of one per cell, which is what makes a column of
 * a million cells fast. Offsets are into each cell. A finding that would cross a separator (it
 * can't, by the rule above, unless a custom pattern matches NUL) sends its cells to be
 * analyzed alone. The one difference from per-cell analysis: context words in the cell just
 * above can raise a candidate's score, as they would in a text file.
 */
export function analyzeCells(redactor: Redactor, cells: readonly string[], hint: string): (readonly Finding[])[] {
  // Most cells have no finding: they share one empty list (a column can have a million cells).
  const out: Finding[][] = new Array<Finding[]>(cells.length).fill(NONE);
  const starts: number[] = [];
  const joined: string[] = [];
  const alone: number[] = [];
  let pos = 0;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    starts.push(pos);
    if (cell.includes('\u0000')) {
      alone.push(i);
      joined.push('');
    } else joined.push(cell);
    pos += joined[i]!.length + SEPARATOR.length;
  }
  const text = joined.join(SEPARATOR);
  let cell = 0;
  for (const f of redactor.analyze(text, hint)) {
    while (cell + 1 < starts.length && starts[cell + 1]! <= f.start) cell++;
    const start = starts[cell]!;
    if (f.end > start + joined[cell]!.length) {
      if (!alone.includes(cell)) alone.push(cell);
      continue;
    }
    if (out[cell] === NONE) out[cell] = [];
    out[cell]!.push({ ...f, start: f.start - start, end: f.end - start });
  }
  for (const i of alone) out[i] = redactor.analyze(cells[i]!, hint);
  return out;
}

/**
 * The redactor with the findings for the given texts already known, grouped by hint: each group
 * is analyzed in one engine call (analyzeCells). Formats that walk their cells one by one (a
 * spreadsheet's shared strings, a worksheet's cells) gather the texts first and then walk with
 * this; texts not gathered are analyzed as they come.
 */
export function prefetchingRedactor(redactor: Redactor, textsByHint: ReadonlyMap<string, readonly string[]>): Redactor {
  const known = new Map<string, readonly Finding[]>();
  for (const [hint, texts] of textsByHint) {
    const findings = analyzeCells(redactor, texts, hint);
    texts.forEach((text, k) => known.set(`${hint}\u0000${text}`, findings[k]!));
  }
  return { ...redactor, analyze: (text, hint = '') => [...(known.get(`${hint}\u0000${text}`) ?? redactor.analyze(text, hint))] };
}

/** Adds `text` to the group of `hint` (for prefetchingRedactor). */
export function gather(textsByHint: Map<string, string[]>, hint: string, text: string): void {
  if (text.trim() === '') return;
  const texts = textsByHint.get(hint);
  if (texts) texts.push(text);
  else textsByHint.set(hint, [text]);
}
