import type { Candidate, PositionList } from '../../engine/types.js';

/**
 * A name written in lower case in a plain-text table whose other rows hold names in that
 * column ("009 aditi rao" under "001 Freja Søndergaard", "002 Olumide Bankole"…): an attendee
 * list, a roster exported as text. The column is the cells that start at the same place on
 * consecutive lines whose cells are parted by two blanks or more, a tab or a "|". Only two to
 * four lower-case words (a leading row number aside) count, and only where three or more of the
 * column's other cells, and most of them, hold a name already found: "none", "vegan" or
 * "gluten-free" in a column of diets stay.
 */
const CELL = /[^ \t|]+(?: [^ \t|]+)*/g;
const LOWER_NAME = /^(?:\d{1,4}[.)]?[ ])?(\p{Ll}[\p{Ll}\p{M}'’-]+(?: \p{Ll}[\p{Ll}\p{M}'’-]+){1,3})$/u;
/** What parts a line's cells (cellsOf): two blanks, a tab or a "|". */
const PARTINGS = ['  ', '\t', '|'];
const MIN_ROWS = 4;
const MIN_NAMED = 3;

interface Cell {
  start: number;
  end: number;
  column: number;
}

/** Where person-name's keyword pass looks for two blanks (`cues`), for findTableColumnNames. */
export const TABLE_CUES: readonly string[] = ['  '];

/** `cueHits`: where the engine's keyword pass found TABLE_CUES (a superset will do), if it looked. */
export function findTableColumnNames(text: string, people: readonly Candidate[], cueHits?: PositionList): Candidate[] {
  if (people.length < MIN_NAMED) return [];
  const out: Candidate[] = [];
  let block: Cell[][] = [];
  const flush = () => {
    if (block.length >= MIN_ROWS) nameColumns(text, block, people, out);
    block = [];
  };
  // Whether a line holds a parting: its "  " from the keyword pass (`cueHits`: a superset of
  // the places of TABLE_CUES, ascending; an indexOf of two blanks costs 0.4 ms a page of prose,
  // as every blank starts a comparison), tab and "|" from searches kept ahead of the lines read
  // (text.length when none). A line without any has no cells, and is passed over without a copy.
  const next = [-1, -1, -1];
  let k = 0;
  const parted = (ls: number, le: number) => {
    if (cueHits) {
      while (k < cueHits.length && cueHits[k]! < ls) k++;
      for (let j = k; j < cueHits.length && cueHits[j]! < le; j++) if (text.startsWith('  ', cueHits[j]!)) return true;
    }
    for (let p = cueHits ? 1 : 0; p < 3; p++) {
      if (next[p]! < ls) {
        const at = text.indexOf(PARTINGS[p]!, ls);
        next[p] = at < 0 ? text.length : at;
      }
      if (next[p]! < le) return true;
    }
    return false;
  };
  for (let ls = 0; ls <= text.length; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    const cells = le - ls <= 400 && parted(ls, le) ? cellsOf(text, ls, le) : [];
    if (cells.length >= 3) block.push(cells);
    else flush();
    ls = le + 1;
  }
  flush();
  return out;
}

function cellsOf(text: string, ls: number, le: number): Cell[] {
  const line = text.slice(ls, le);
  if (!line.includes('  ') && !line.includes('\t') && !line.includes('|')) return [];
  const cells: Cell[] = [];
  CELL.lastIndex = 0;
  for (let m = CELL.exec(line); m; m = CELL.exec(line)) cells.push({ start: ls + m.index, end: ls + m.index + m[0].replace(/\r$/, '').length, column: m.index });
  return cells;
}

function nameColumns(text: string, rows: readonly Cell[][], people: readonly Candidate[], out: Candidate[]): void {
  const columns = new Map<number, Cell[]>();
  for (const row of rows) {
    for (const cell of row) {
      const column = columns.get(cell.column);
      if (column) column.push(cell);
      else columns.set(cell.column, [cell]);
    }
  }
  const byStart = [...people].sort((a, b) => a.start - b.start);
  // The first person starting at or after `at` (people are few per cell: one look each).
  const firstFrom = (at: number) => {
    let lo = 0;
    let hi = byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byStart[mid]!.start < at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const holdsName = (c: Cell) => {
    const i = firstFrom(c.start);
    return i < byStart.length && byStart[i]!.end <= c.end;
  };
  for (const cells of columns.values()) {
    if (cells.length <= MIN_NAMED) continue;
    const named = cells.filter(holdsName).length;
    if (named < MIN_NAMED || named * 3 < cells.length * 2) continue;
    for (const cell of cells) {
      const m = LOWER_NAME.exec(text.slice(cell.start, cell.end));
      if (!m) continue;
      const start = cell.end - m[1]!.length;
      // Taken whole unless a name found already covers it ("aditi" alone leaves "rao").
      const i = firstFrom(start);
      const covered = (i < byStart.length && byStart[i]!.start === start && byStart[i]!.end >= cell.end) || (i > 0 && byStart[i - 1]!.end >= cell.end);
      if (!covered) out.push({ start, end: cell.end, score: 0.8 });
    }
  }
}
