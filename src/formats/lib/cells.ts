import { CELL_SEPARATOR } from '../../engine/known-fields.js';
import { withAnalysis, type Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';
import type { EntityName } from '../../entities.js';

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
export function analyzeCells(redactor: Redactor, cells: readonly string[] | JoinedCells, hint: string, shown?: true): (readonly Finding[])[];
/**
 * With `shown` false, the cells are only shown to the redactor (a document's first pass, whose
 * output is thrown away): the same engine calls, no findings per cell returned.
 */
export function analyzeCells(redactor: Redactor, cells: readonly string[] | JoinedCells, hint: string, shown: false): undefined;
export function analyzeCells(redactor: Redactor, cells: readonly string[] | JoinedCells, hint: string, shown = true): (readonly Finding[])[] | undefined {
  const column = isJoined(cells) ? cells : joinCells(cells);
  const { text, starts } = column;
  // Most cells have no finding: they share one empty list (a column can have a million cells).
  const out: Finding[][] = shown ? new Array<Finding[]>(starts.length).fill(NONE) : [];
  // The cells to analyze alone: found here, not in `column` (which a caller may use again).
  const alone = column.alone.slice();
  let cell = 0;
  for (const f of redactor.analyze(text, hint)) {
    while (cell + 1 < starts.length && starts[cell + 1]! <= f.start) cell++;
    const start = starts[cell]!;
    if (f.end > start + joinedLength(column, cell)) {
      if (!alone.includes(cell)) alone.push(cell);
      continue;
    }
    if (!shown) continue;
    if (out[cell] === NONE) out[cell] = [];
    // A new object: the redactor may keep the one it returned (a document's first pass does).
    out[cell]!.push({ entity: f.entity, start: f.start - start, end: f.end - start, score: f.score, detector: f.detector });
  }
  for (const i of alone) {
    const found = redactor.analyze(cellAt(column, i), hint);
    if (shown) out[i] = found;
  }
  return shown ? out : undefined;
}

/**
 * analyzeCells, applied: for each cell with a finding, in the order of the cells, `changed(k,
 * text, cell)` with `text` = redactor.apply(cell, its findings). The same engine calls and the same
 * apply calls in the same order (numbered replacements come out alike), without a list and an
 * object per finding: the findings of a cell reach apply through one reused list of reused
 * objects (apply keeps none). `counts` gets each applied finding's type.
 */
export function redactCells(
  redactor: Redactor,
  cells: readonly string[] | JoinedCells,
  hint: string,
  counts: Partial<Record<EntityName, number>>,
  changed: (k: number, text: string, cell: string) => void,
): void {
  const column = isJoined(cells) ? cells : joinCells(cells);
  const { text, starts } = column;
  const alone = column.alone.slice();
  const found = redactor.analyze(text, hint);
  // Which cells a finding runs out of (analyzed alone, as analyzeCells does).
  let cell = 0;
  for (const f of found) {
    while (cell + 1 < starts.length && starts[cell + 1]! <= f.start) cell++;
    if (f.end > starts[cell]! + joinedLength(column, cell) && !alone.includes(cell)) alone.push(cell);
  }
  const aloneFound = new Map<number, Finding[]>();
  for (const i of alone) aloneFound.set(i, redactor.analyze(cellAt(column, i), hint));
  const order = [...aloneFound.keys()].sort((a, b) => a - b);
  let next = 0; // the next alone cell, in order
  const emitAlone = (below: number) => {
    for (; next < order.length && order[next]! < below; next++) {
      const i = order[next]!;
      const list = aloneFound.get(i)!;
      if (list.length === 0) continue;
      for (const f of list) counts[f.entity] = (counts[f.entity] ?? 0) + 1;
      const value = cellAt(column, i);
      changed(i, redactor.apply(value, list), value);
    }
  };
  const list: Finding[] = [];
  let used = 0;
  cell = 0;
  for (let j = 0; j < found.length; ) {
    const f0 = found[j]!;
    while (cell + 1 < starts.length && starts[cell + 1]! <= f0.start) cell++;
    const start = starts[cell]!;
    // The findings that start in this cell (or in the separator after it: then it is alone).
    // Past the last cell, past the text (a small integer, as the starts are: not Infinity, which
    // deoptimized the comparison below in a process's first document).
    const nextStart = cell + 1 < starts.length ? starts[cell + 1]! : text.length + 1;
    let m = j + 1;
    while (m < found.length && found[m]!.start < nextStart) m++;
    if (!aloneFound.has(cell)) {
      // Called only when there is an alone cell left (a column's own closure: a call to another
      // column's is a deoptimization of this loop).
      if (next < order.length) emitAlone(cell);
      used = 0;
      for (let x = j; x < m; x++) {
        const f = found[x]!;
        // Not read past the list's end (`??=` there was a deoptimization each time a cell had more findings than any before).
        const g = used < list.length ? list[used]! : (list[used] = { entity: f.entity, start: 0, end: 0, score: 0, detector: '' });
        used++;
        g.entity = f.entity;
        g.start = f.start - start;
        g.end = f.end - start;
        g.score = f.score;
        g.detector = f.detector;
        counts[f.entity] = (counts[f.entity] ?? 0) + 1;
      }
      list.length = used;
      const value = text.slice(start, start + joinedLength(column, cell));
      changed(cell, redactor.apply(value, list), value);
    }
    j = m;
  }
  emitAlone(Infinity);
}

/**
 * Cells joined for one analysis (joinCells): the joined text and where each cell is in it, so
 * a column's cells need not be kept as strings of their own (a CSV keeps a file's columns
 * between its two passes; cellAt() cuts a cell out again).
 */
export interface JoinedCells {
  /** The cells joined by SEPARATOR (a cell holding NUL joined empty). */
  readonly text: string;
  /** Where each cell begins in `text` (one entry per cell). */
  readonly starts: ArrayLike<number>;
  /** The cells that hold NUL, to analyze alone, in order. */
  readonly alone: readonly number[];
  /** Those cells' own text, in the order of `alone`. */
  readonly aloneCells: readonly string[];
}

function isJoined(cells: readonly string[] | JoinedCells): cells is JoinedCells {
  return !Array.isArray(cells);
}

/** The length of cell `k` as joined (0 for a cell analyzed alone). */
function joinedLength(column: JoinedCells, k: number): number {
  const { starts, text } = column;
  return (k + 1 < starts.length ? starts[k + 1]! - SEPARATOR.length : text.length) - starts[k]!;
}

/** Cell `k` of a joined column, as it was given. */
export function cellAt(column: JoinedCells, k: number): string {
  if (column.alone.length > 0) {
    const i = column.alone.indexOf(k);
    if (i >= 0) return column.aloneCells[i]!;
  }
  const start = column.starts[k]!;
  return column.text.slice(start, start + joinedLength(column, k));
}

/** The first `count` cells of a joined column, as joined (the cells it analyzes alone left empty). */
export function firstCells(column: JoinedCells, count: number): string {
  const { starts, text } = column;
  return count < starts.length ? text.slice(0, starts[count]! - SEPARATOR.length) : text;
}

/** The number of cells of a joined column. */
export function cellCount(column: JoinedCells): number {
  return column.starts.length;
}

/**
 * The cells joined by SEPARATOR, where each begins, and the cells to analyze alone (see
 * analyzeCells). A caller that shows the same cells twice (a CSV's two passes) may join once:
 * the same text is the same analysis. `mayHoldNul` false: the caller knows no cell holds NUL
 * (a CSV block without one), and the cells are not searched for it.
 */
export function joinCells(cells: readonly string[], mayHoldNul = true): JoinedCells {
  const starts = new Int32Array(cells.length);
  let pos = 0;
  for (let i = 0; i < cells.length; i++) {
    starts[i] = pos;
    pos += cells[i]!.length + SEPARATOR.length;
  }
  const text = cells.join(SEPARATOR);
  if (!mayHoldNul) return { text, starts, alone: NO_CELLS, aloneCells: NO_TEXTS };
  // A cell holds NUL when the first NUL from its start is not its separator's: one search of the
  // joined text per cell (cells rarely hold one) instead of a search of each cell's own string.
  for (let i = 0; i < cells.length; i++) {
    const nul = text.indexOf('\u0000', starts[i]);
    if (nul >= 0 && nul < starts[i]! + cells[i]!.length) return joinWithoutNul(cells);
  }
  return { text, starts, alone: NO_CELLS, aloneCells: NO_TEXTS };
}

const NO_CELLS: readonly number[] = [];
const NO_TEXTS: readonly string[] = [];

/** joinCells for cells of which some hold NUL: those are joined empty and analyzed alone. */
function joinWithoutNul(cells: readonly string[]): JoinedCells {
  const starts = new Int32Array(cells.length);
  const joined = cells.slice();
  const alone: number[] = [];
  const aloneCells: string[] = [];
  let pos = 0;
  for (let i = 0; i < cells.length; i++) {
    starts[i] = pos;
    if (cells[i]!.includes('\u0000')) {
      joined[i] = '';
      alone.push(i);
      aloneCells.push(cells[i]!);
    }
    pos += joined[i]!.length + SEPARATOR.length;
  }
  return { text: joined.join(SEPARATOR), starts, alone, aloneCells };
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
  return analyzeEachByHint(redactor, items.length, (k) => items[k]!.text, (k) => items[k]!.hint, true);
}

/**
 * analyzeByHint for `count` texts given by index (no object per text: a workbook's shared
 * string table has hundreds of thousands). With `shown` false (a document's first pass, whose
 * output is thrown away), the same engine calls in the same order, no findings returned.
 */
export function analyzeEachByHint(redactor: Redactor, count: number, textAt: (k: number) => string, hintAt: (k: number) => string, shown: true): (readonly Finding[])[];
export function analyzeEachByHint(redactor: Redactor, count: number, textAt: (k: number) => string, hintAt: (k: number) => string, shown: boolean): (readonly Finding[])[] | undefined;
export function analyzeEachByHint(redactor: Redactor, count: number, textAt: (k: number) => string, hintAt: (k: number) => string, shown: boolean): (readonly Finding[])[] | undefined {
  const byHint = new Map<string, number[]>();
  for (let k = 0; k < count; k++) {
    if (textAt(k).trim() === '') continue;
    const hint = hintAt(k);
    const members = byHint.get(hint);
    if (members) members.push(k);
    else byHint.set(hint, [k]);
  }
  if (!shown) {
    for (const [hint, members] of byHint) analyzeCells(redactor, members.map(textAt), hint, false);
    return undefined;
  }
  const out: (readonly Finding[])[] = new Array<readonly Finding[]>(count).fill(NONE);
  for (const [hint, members] of byHint) {
    analyzeCells(redactor, members.map(textAt), hint).forEach((found, m) => {
      out[members[m]!] = found;
    });
  }
  return out;
}

/**
 * The redactor with the findings for `items` already known (analyzeByHint), for formats that
 * walk their cells one by one (a spreadsheet's shared strings, a worksheet's cells): they gather
 * the texts first, then walk with this. Texts not gathered are analyzed as they come. `found`:
 * whether any of `items` has a finding (a walk that only meets them can then be left out).
 */
export function prefetchingRedactor(redactor: Redactor, items: readonly HintedText[]): { redactor: Redactor; found: boolean } {
  const found = analyzeByHint(redactor, items);
  // Looked up by hint and text, made on the first call: a pass that does not walk its cells
  // (none found, or a document's first pass) makes none (90,000 keys for a column of ids).
  let known: Map<string, readonly Finding[]> | undefined;
  const knownOf = () => {
    if (known) return known;
    known = new Map();
    for (let k = 0; k < items.length; k++) known.set(`${items[k]!.hint}\u0000${items[k]!.text}`, found[k]!);
    return known;
  };
  const analyze = (text: string, hint = '') => [...(knownOf().get(`${hint}\u0000${text}`) ?? redactor.analyze(text, hint))];
  return { redactor: withAnalysis(redactor, analyze), found: found.some((f) => f.length > 0) };
}
