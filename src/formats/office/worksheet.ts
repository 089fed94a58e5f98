import { InputError } from '../../errors.js';
import type { CellDates } from './cell-dates.js';
import { prefetchingRedactor, type HintedText } from '../lib/cells.js';
import { redactXmlDocument } from './dom-pass.js';
import type { PartContext } from './relationships.js';
import { addCounts, redactString } from './pieces.js';
import { addItemHint, type ItemHints, type SharedStrings } from './shared-strings.js';
import { redactRichText, richTextPlain } from './ssml-text.js';
import { escapeText, parseXml, serializeXml, unescapeXml } from './xml.js';

/**
 * One worksheet ([ECMA-376] Part 1 §18.3). `<sheetData>` can hold millions of cells, so it is
 * scanned as text in one linear pass (rows, then cells); the rest of the sheet (header/footer,
 * data validation lists, hyperlinks…) is small and goes through the DOM pass. The first row is
 * taken as the column headers: each header is the hint (detector context) for its column.
 * A number cell styled as a date is analyzed as the date it shows (cell-dates.ts).
 */

const ROW = /<((?:[\w.-]+:)?)row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1row>)/g;
const CELL = /<((?:[\w.-]+:)?)c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1c>)/g;
const SHEET_DATA_OPEN = /<((?:[\w.-]+:)?)sheetData\b[^>]*?(\/?)>/;

// The three attributes read of every cell. A big sheet asks millions of times: read without a
// regex (irregexp tried `(?:^|\s)r="([^"]*)"` at every position of every cell's attributes).
const ATTRIBUTE = { r: 114, t: 116, s: 115 };

/**
 * The value of attribute `name` in `attrs`, as `/(?:^|\s)name="([^"]*)"/.exec(attrs)?.[1]` reads
 * it: the first `name="` at the start or after white space, up to the next `"` (none: undefined,
 * as no later one can close either). By character code: a cell's attributes are a few characters.
 */
export function attribute(attrs: string, name: keyof typeof ATTRIBUTE): string | undefined {
  const code = ATTRIBUTE[name];
  const last = attrs.length - 3;
  for (let at = 0; at <= last; at++) {
    if (attrs.charCodeAt(at) !== code || attrs.charCodeAt(at + 1) !== 61 /* = */ || attrs.charCodeAt(at + 2) !== 34 /* " */) continue;
    if (at > 0 && !isSpace(attrs.charCodeAt(at - 1))) continue;
    for (let close = at + 3; close < attrs.length; close++) if (attrs.charCodeAt(close) === 34) return attrs.slice(at + 3, close);
    return undefined;
  }
  return undefined;
}

/** Whether the code is `\s` (ASCII answered here; the rest by the regex itself). */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return SPACE.test(String.fromCharCode(c));
}

const SPACE = /^\s$/;

type ChildName = 'v' | 'is' | 'f';
// The children read of a cell, compiled once per element prefix ('' nearly always).
const childPatterns = new Map<string, Record<ChildName, RegExp>>();
// The last prefix's patterns (a sheet has one prefix: no map lookup per cell).
let lastPrefix = '';
let lastPatterns: Record<ChildName, RegExp> | undefined;

function childPattern(prefix: string, name: string): RegExp {
  return new RegExp(`<${prefix}${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${prefix}${name}>)`);
}

function child(inner: string, prefix: string, name: ChildName): RegExpExecArray | null {
  if (lastPatterns === undefined || prefix !== lastPrefix) {
    let re = childPatterns.get(prefix);
    if (!re) childPatterns.set(prefix, (re = { v: childPattern(prefix, 'v'), is: childPattern(prefix, 'is'), f: childPattern(prefix, 'f') }));
    lastPrefix = prefix;
    lastPatterns = re;
  }
  return lastPatterns[name].exec(inner);
}

/**
 * The text of a cell's `<v>` (child(inner, prefix, 'v')?.[2]). A cell that is `<v>…</v>` and
 * nothing else (a shared string's index, a number: nearly every cell) is read without the regex:
 * its match begins at 0 and ends at the first `</v>`, the last four characters.
 */
export function valueText(inner: string, prefix: string): string | undefined {
  if (prefix === '' && inner.length >= 7 && inner.startsWith('<v>') && inner.indexOf('</v>', 3) === inner.length - 4) return inner.slice(3, inner.length - 4);
  return child(inner, prefix, 'v')?.[2];
}

/** `<f` with the cell's prefix: whether a cell has a formula (made once for the usual empty prefix). */
function formulaOpen(prefix: string): string {
  return prefix === '' ? '<f' : `<${prefix}f`;
}

/** Column number from a cell reference ("AB12" -> 28). */
export function columnOf(ref: string): number {
  let n = 0;
  // By code unit: a character beyond the BMP begins with a surrogate, which ends it as before.
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
  }
  return n;
}

interface CellScan {
  prefix: string;
  attrs: string;
  inner: string;
  column: number;
  type: string;
  /** Offsets of the whole `<c>` element in its row's content. */
  start: number;
  end: number;
}

export function redactWorksheet(
  xml: string,
  part: string,
  sst: SharedStrings | undefined,
  hints: ItemHints,
  ctx: PartContext,
  dates?: CellDates,
  carry?: SheetCarry,
): string | undefined {
  const open = SHEET_DATA_OPEN.exec(xml);
  if (!open || open[2] === '/') return redactRemainder(xml, ctx, part);
  const prefix = open[1] ?? '';
  const bodyStart = open.index + open[0].length;
  const closeTag = `</${prefix}sheetData>`;
  const bodyEnd = xml.indexOf(closeTag, bodyStart);
  if (bodyEnd < 0) throw new InputError(ctx.displayName, `malformed XML in ${part}`);

  const cellText = (c: CellScan): string => {
    if (c.type === 's') {
      const i = Number(valueText(c.inner, c.prefix));
      return sst && Number.isInteger(i) ? sst.plain(i) : '';
    }
    if (c.type === 'inlineStr') return richTextPlain(child(c.inner, c.prefix, 'is')?.[2] ?? '');
    if (c.type === 'str') return unescapeXml(child(c.inner, c.prefix, 'v')?.[2] ?? '');
    return '';
  };

  const scanRow = (rowInner: string): CellScan[] => {
    const cells: CellScan[] = [];
    let column = 0;
    CELL.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = CELL.exec(rowInner)) !== null) {
      const prefix = m[1] ?? '';
      const attrs = m[2] ?? '';
      const inner = m[3] ?? '';
      const ref = attribute(attrs, 'r');
      column = ref ? columnOf(ref) : column + 1;
      cells.push({ prefix, attrs, inner, column, type: attribute(attrs, 't') ?? 'n', start: m.index, end: m.index + m[0].length });
    }
    return cells;
  };

  const source = xml.slice(bodyStart, bodyEnd);
  // The shared strings' column headers are gathered with the texts (or were, by the document's
  // first pass: the same sheet gives the same texts and headers).
  const gathered =
    carry?.kept ??
    cellTexts(sheetRows(source, scanRow, cellText), cellText, dates, (c, hint) => {
      const i = Number(valueText(c.inner, c.prefix));
      if (!Number.isInteger(i)) return;
      addItemHint(hints, i, hint);
    });
  carry?.keep?.(gathered);
  const { redactor, found } = prefetchingRedactor(ctx.redactor, gathered.texts);
  // A document's first pass has shown the redactor the gathered texts: only the cells with
  // texts of their own (formulas' string literals, phonetic readings) are left to walk. So has
  // a pass whose gathered texts have no finding, when every other cell is a shared string or a
  // number of the data rows (whose text is a gathered one): a walk would change nothing.
  const walk = gathered.more || (!ctx.discardOutput && (found || gathered.loose));

  // One pass over the rows; only the cells that change are copied, the rest of the sheet is
  // sliced from the original text.
  const out: string[] = [];
  let pos = 0;
  for (const { row, cells, hintOf } of walk ? sheetRows(source, scanRow, cellText) : []) {
    const rowInner = row[3]!;
    const innerStart = row.index + row[0].length - rowInner.length - `</${row[1] ?? ''}row>`.length;
    for (const c of cells) {
      if (c.inner === '' || (ctx.discardOutput && !ownTexts(c))) continue;
      const next = redactCell(c, hintOf(c));
      if (next === undefined) continue;
      out.push(source.slice(pos, innerStart + c.start), next);
      pos = innerStart + c.end;
    }
  }
  const changed = out.length > 0;
  const body = changed ? out.join('') + source.slice(pos) : source;

  /** The new `<c>` element, or undefined when the cell is unchanged. */
  function redactCell(c: CellScan, hint: string): string | undefined {
    if (c.type === 'n') return redactNumberCell(c, hint, { ...ctx, redactor }, dates);
    let inner = c.inner;
    if (c.type === 'inlineStr') {
      const is = child(inner, c.prefix, 'is');
      const redacted = is?.[2] !== undefined ? redactRichText(is[2], redactor, hint, ctx.counts) : undefined;
      if (is && redacted !== undefined) inner = inner.replace(is[0], () => `<${c.prefix}is${is[1]}>${redacted}</${c.prefix}is>`);
    } else if (c.type === 'str') {
      const v = child(inner, c.prefix, 'v');
      const result = v?.[2] !== undefined ? redactString(unescapeXml(v[2]), redactor, hint) : undefined;
      if (v && result) {
        addCounts(ctx.counts, result.findings);
        inner = inner.replace(v[0], () => `<${c.prefix}v${v[1]}>${escapeText(result.texts[0]!)}</${c.prefix}v>`);
      }
    }
    const f = inner.includes(formulaOpen(c.prefix)) ? child(inner, c.prefix, 'f') : null;
    if (f?.[2]) {
      const formula = redactFormulaLiterals(unescapeXml(f[2]), hint, ctx);
      if (formula !== undefined) inner = inner.replace(f[0], () => `<${c.prefix}f${f[1]}>${escapeText(formula)}</${c.prefix}f>`);
    }
    return inner === c.inner ? undefined : `<${c.prefix}c${c.attrs}>${inner}</${c.prefix}c>`;
  }

  const head = xml.slice(0, open.index);
  const tail = xml.slice(bodyEnd + closeTag.length);
  const placeholder = `<${prefix}sheetData/>`;
  const rest = redactRemainder(head + placeholder + tail, ctx, part);
  if (rest === undefined && !changed) return undefined;
  const sheetData = `${open[0]}${body}${closeTag}`;
  if (rest === undefined) return head + sheetData + tail;
  const split = rest.split(placeholder);
  if (split.length !== 2) throw new InputError(ctx.displayName, `malformed XML in ${part}`);
  return split[0] + sheetData + split[1];
}

/**
 * A sheet's gathered texts (cellTexts) from a document's first pass to its second: `keep` is
 * handed them in the first, `kept` has them in the second (which then adds no headers: the
 * first pass's ItemHints are complete).
 */
export interface SheetCarry {
  kept?: GatheredCells;
  keep?: (gathered: GatheredCells) => void;
}

/** What cellTexts gathers of a sheet. */
export interface GatheredCells {
  readonly texts: readonly HintedText[];
  readonly more: boolean;
  readonly loose: boolean;
}

/**
 * The texts the cells of a sheet will have analyzed, by column header: dates and whole numbers
 * of 5 digits or more (numberText), formula strings and inline strings (shared strings are the table's). A first
 * pass over the rows gathers them so each column's texts share one engine call. `more`: a cell
 * has texts of its own (ownTexts); `loose`: a cell whose text the walk may not find gathered (an
 * inline or formula string, a header cell that is no shared string).
 */
function cellTexts(
  rows: Iterable<SheetRow>,
  cellText: (c: CellScan) => string,
  dates: CellDates | undefined,
  shared: (c: CellScan, hint: string) => void,
): GatheredCells {
  const texts: HintedText[] = [];
  let more = false;
  let loose = false;
  for (const { cells, hintOf, isHeader } of rows) {
    for (const c of cells) {
      if (c.inner === '') continue;
      more ||= ownTexts(c);
      loose ||= c.type === 'inlineStr' || c.type === 'str' || (isHeader && c.type !== 's');
    }
    if (isHeader) continue;
    for (const c of cells) {
      if (c.type === 's') {
        const hint = hintOf(c);
        if (hint) shared(c, hint);
      } else if (c.type === 'inlineStr' || c.type === 'str') texts.push({ text: cellText(c), hint: hintOf(c) });
      else if (c.type === 'n' && !c.inner.includes(formulaOpen(c.prefix))) {
        const text = numberText(c, dates);
        if (text !== undefined) texts.push({ text, hint: hintOf(c) });
      }
    }
  }
  return { texts, more, loose };
}

/** A cell with texts cellTexts does not gather: a formula (its string literals), a phonetic reading. */
function ownTexts(c: CellScan): boolean {
  return c.inner.includes(formulaOpen(c.prefix)) || (c.type === 'inlineStr' && c.inner.includes('rPh'));
}

interface SheetRow {
  row: RegExpExecArray;
  cells: CellScan[];
  /** The first row with cells: its values are the column headers. */
  isHeader: boolean;
  /** The hint for a cell: its column's header ("" in the header row). */
  hintOf(c: CellScan): string;
}

/** The rows of a sheet's data with their cells, and each cell's column header as its hint. */
function* sheetRows(source: string, scanRow: (rowInner: string) => CellScan[], cellText: (c: CellScan) => string): Generator<SheetRow> {
  const rows = new RegExp(ROW.source, ROW.flags);
  let headers: Map<number, string> | undefined;
  let row: RegExpExecArray | null;
  while ((row = rows.exec(source)) !== null) {
    if (!row[3]) continue;
    const cells = scanRow(row[3]);
    if (cells.length === 0) continue;
    const isHeader = headers === undefined;
    if (isHeader) headers = new Map(cells.map((c) => [c.column, cellText(c).trim()]));
    const columns = headers!;
    yield { row, cells, isHeader, hintOf: (c) => (isHeader ? '' : (columns.get(c.column) ?? '')) };
  }
}

const WHOLE_NUMBER = /^\d{5,19}$/;

type NumberCell = Pick<CellScan, 'prefix' | 'attrs' | 'inner'>;

/**
 * The text a number cell (no formula) has analyzed: the date it shows when its style has a date
 * format (a date of birth is most often such a cell), else the number when it is a whole number
 * of 5 digits or more; undefined for other numbers (amounts, times of day).
 */
function numberText(c: NumberCell, dates: CellDates | undefined): string | undefined {
  const v = valueText(c.inner, c.prefix);
  if (v === undefined) return undefined;
  const date = dates?.text(Number(attribute(c.attrs, 's') ?? 0), v);
  if (date !== undefined) return date;
  return WHOLE_NUMBER.test(v) ? v : undefined;
}

/**
 * A number can be PII too (a date of birth, a phone, ZIP or social security number typed into a
 * cell): its text (numberText) is analyzed with its column header, and a finding turns the cell
 * into an inline string holding the replacement (its style kept). Cells with a formula keep their formula.
 */
function redactNumberCell(c: NumberCell, hint: string, ctx: PartContext, dates: CellDates | undefined): string | undefined {
  if (c.inner.includes(formulaOpen(c.prefix))) return undefined;
  const text = numberText(c, dates);
  if (text === undefined) return undefined;
  const result = redactString(text, ctx.redactor, hint);
  if (!result) return undefined;
  addCounts(ctx.counts, result.findings);
  const attrs = `${c.attrs.replace(/\st="[^"]*"/, '')} t="inlineStr"`;
  return `<${c.prefix}c${attrs}><${c.prefix}is><${c.prefix}t>${escapeText(result.texts[0]!)}</${c.prefix}t></${c.prefix}is></${c.prefix}c>`;
}

/** Redacts the string literals of a formula (`"..."`, quotes doubled inside); the rest is code. */
function redactFormulaLiterals(formula: string, hint: string, ctx: PartContext): string | undefined {
  let changed = false;
  const out = formula.replace(/"((?:[^"]|"")*)"/g, (literal, content: string) => {
    const result = redactString(content.replace(/""/g, '"'), ctx.redactor, hint);
    if (!result) return literal;
    addCounts(ctx.counts, result.findings);
    changed = true;
    return `"${result.texts[0]!.replace(/"/g, '""')}"`;
  });
  return changed ? out : undefined;
}

function redactRemainder(xml: string, ctx: PartContext, part: string): string | undefined {
  const doc = parseXml(xml, ctx.displayName, part);
  return redactXmlDocument(doc, ctx.redactor, ctx.counts) ? serializeXml(doc) : undefined;
}
