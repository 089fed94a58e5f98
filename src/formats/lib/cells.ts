import { CELL_SEPARATOR } from '../../engine/known-fields.js';
import type { Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';

/**
 * Between cells joined for one analysis. NUL is neither a letter, a digit nor white space, so
 * no pattern runs through it from one cell into the next, and the line breaks keep word
 * boundaries. A cell that itself contains NUL is analyzed alone. The engine knows it too: a
 * column's known-field values are its cells (engine/known-fields.ts).
 */
const SEPARATOR = CELL_SEPARATOR;

const NONE: Finding[] = [];

/**
 * Findings for many short cells that share one hint (a CSV column, a spreadsheet column): one
 * engine call over the joined cells instead of one per cell, which is what makes a column of
 * a million cells fast. Offsets are into each cell. A finding that would cross a separator (it
 * can't, by the rule above, unless a custom pattern matches NUL) sends its cells to be
 * analyzed alone. The one difference from per-cell analysis: context words in the cell just
 * above can raise a candidate's score, as they would in a text file.
 */
export function analyzeCells(redactor: Redactor, cells: readonly string[], hint: string): (readonly Finding[])[];
/**
 * With `shown` false, the cells are only shown to the redactor (a document's first pass, whose
 * output is thrown away): the same engine calls, no findings per cell returned.
 */
export function analyzeCells(redactor: Redactor, cells: readonly string[], hint: string, shown: false): undefined;
export function analyzeCells(redactor: Redactor, cells: readonly string[], hint: string, shown = true): (readonly Finding[])[] | undefined {
  // Most cells have no finding: they share one empty list (a column can have a million cells).
  const out: Finding[][] = shown ? new Array<Finding[]>(cells.length).fill(NONE) : [];
  const starts = new Array<number>(cells.length);
  // The cells as joined: themselves, but a cell holding NUL is left empty (copied only then).
  let joined = cells;
  const alone: number[] = [];
  let pos = 0;
  for (let i = 0; i < cells.length; i++) {
    starts[i] = pos;
    if (cells[i]!.includes('\u0000')) {
      if (joined === cells) joined = cells.slice();
      (joined as string[])[i] = '';
      alone.push(i);
    }
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
    if (!shown) continue;
    if (out[cell] === NONE) out[cell] = [];
    // A new object: the redactor may keep the one it returned (a document's first pass does).
    out[cell]!.push({ entity: f.entity, start: f.start - start, end: f.end - start, score: f.score, detector: f.detector });
  }
  for (const i of alone) {
    const found = redactor.analyze(cells[i]!, hint);
    if (shown) out[i] = found;
  }
  return shown ? out : undefined;
}

/** A text to analyze and the hint it goes with (its column header, its key). */
export interface HintedText {
  text: string;
  hint: string;
}

/**
 * Findings for each text, into the text. The texts that share a hint are analyzed in one engine
 * call (analyzeCells): a short text costs about as much as a long one, and formats hold
 * hundreds of thousands of short strings. Blank texts get none.
 */
export function analyzeByHint(redactor: Redactor, items: readonly HintedText[]): (readonly Finding[])[] {
  const out: (readonly Finding[])[] = new Array<readonly Finding[]>(items.length).fill(NONE);
  const byHint = new Map<string, number[]>();
  items.forEach((item, k) => {
    if (item.text.trim() === '') return;
    const members = byHint.get(item.hint);
    if (members) members.push(k);
    else byHint.set(item.hint, [k]);
  });
  for (const [hint, members] of byHint) {
    analyzeCells(redactor, members.map((k) => items[k]!.text), hint).forEach((found, m) => {
      out[members[m]!] = found;
    });
  }
  return out;
}

/**
 * The redactor with the findings for `items` already known (analyzeByHint), for formats that
 * walk their cells one by one (a spreadsheet's shared strings, a worksheet's cells): they gather
 * the texts first, then walk with this. Texts not gathered are analyzed as they come.
 */
export function prefetchingRedactor(redactor: Redactor, items: readonly HintedText[]): Redactor {
  const known = new Map<string, readonly Finding[]>();
  analyzeByHint(redactor, items).forEach((found, k) => known.set(`${items[k]!.hint}\u0000${items[k]!.text}`, found));
  const analyze = (text: string, hint = '') => [...(known.get(`${hint}\u0000${text}`) ?? redactor.analyze(text, hint))];
  return {
    ...redactor,
    analyze,
    redact(text, hint) {
      const findings = analyze(text, hint);
      return { text: redactor.apply(text, findings), findings };
    },
  };
}
