import type { Element } from '@xmldom/xmldom';
import { parseXml } from './xml.js';

/**
 * Which number cells of a workbook show dates ([ECMA-376] Part 1 §18.8.30–31): a number cell
 * whose style (`s`, an index into `cellXfs`) has a date number format holds a date serial,
 * which Excel shows as a date. Such a cell is analyzed as the date it shows (ISO 8601 text).
 */

/** What a number format shows of a serial: a date (and maybe a time), a time alone, or neither. */
export type FormatKind = 'date' | 'datetime' | 'time' | undefined;

/**
 * Built-in formats (§18.8.30) with no code in the file: 14–17 dates, 22 date and time,
 * 18–21 and 45–47 times; 27–36 and 50–58 are locale dates (East Asian eras and calendars).
 */
function builtInKind(id: number): FormatKind {
  if ((id >= 14 && id <= 17) || (id >= 27 && id <= 36) || (id >= 50 && id <= 58)) return 'date';
  if (id === 22) return 'datetime';
  if ((id >= 18 && id <= 21) || (id >= 45 && id <= 47)) return 'time';
  return undefined;
}

/**
 * What a custom format code shows. Quoted text, `\x` escapes, `_x` (a space as wide as x), `*x`
 * (x repeated), `[...]` (colours, conditions, locales, elapsed-time units) and AM/PM markers
 * are not date tokens; what is left is searched for d, y, m, h and s. An `m` is a month next
 * to d or y, or without h and s; with h or s it is minutes.
 */
export function formatKind(code: string): FormatKind {
  const tokens = code
    .replace(/"[^"]*"?|\\.|_.|\*.|\[[^\]]*\]?/gs, '')
    .replace(/am\/pm|a\/p/gi, 'h')
    .toLowerCase();
  if (tokens === 'general') return undefined;
  const time = /[hs]/.test(tokens);
  const date = /[dy]/.test(tokens) || (/m/.test(tokens) && !time);
  return date ? (time ? 'datetime' : 'date') : time ? 'time' : undefined;
}

export interface CellDates {
  /** The date a number cell shows, as ISO 8601 text, or undefined when it shows none. */
  text(styleIndex: number, value: string): string | undefined;
}

/**
 * The date styles of a workbook from its `styles.xml` and its `date1904` flag; undefined when
 * no style shows a date (most cells then cost nothing more).
 */
export function cellDates(stylesXml: string | undefined, date1904: boolean, displayName: string, part: string): CellDates | undefined {
  if (stylesXml === undefined) return undefined;
  const doc = parseXml(stylesXml, displayName, part);
  const custom = new Map<number, FormatKind>();
  const numFmts = doc.getElementsByTagNameNS('*', 'numFmt');
  for (let i = 0; i < numFmts.length; i++) {
    const f = numFmts.item(i)!;
    custom.set(Number(f.getAttribute('numFmtId')), formatKind(f.getAttribute('formatCode') ?? ''));
  }
  const kinds: FormatKind[] = [];
  const cellXfs = doc.getElementsByTagNameNS('*', 'cellXfs').item(0);
  for (let n = cellXfs?.firstChild ?? null; n; n = n.nextSibling) {
    if (n.nodeType !== 1 || (n as Element).localName !== 'xf') continue;
    const id = Number((n as Element).getAttribute('numFmtId') ?? '0');
    kinds.push(custom.has(id) ? custom.get(id) : builtInKind(id));
  }
  if (!kinds.some((k) => k === 'date' || k === 'datetime')) return undefined;
  return {
    text(styleIndex, value) {
      const kind = kinds[styleIndex];
      return kind === 'date' || kind === 'datetime' ? serialText(Number(value), date1904, kind === 'datetime') : undefined;
    },
  };
}

const DAY_MS = 86_400_000;
// 9999-12-31, the last date Excel shows (§18.17.4.1).
const LAST_1900 = 2_958_465;
const LAST_1904 = LAST_1900 - 1462;

/**
 * A date serial as `YYYY-MM-DD` (with ` HH:MM` when `withTime` and it has a time of day), per
 * §18.17.4.1: in the 1900 system day 1 is 1900-01-01 and day 60 is the 1900-02-29 Excel keeps
 * from Lotus 1-2-3 (so days after it are one more than their real count); in the 1904 system
 * day 0 is 1904-01-01. A serial below one day (a time alone), negative, past 9999 or not a
 * number shows no date: undefined.
 */
export function serialText(serial: number, date1904: boolean, withTime: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < (date1904 ? 0 : 1) || serial >= (date1904 ? LAST_1904 : LAST_1900) + 1) return undefined;
  const ms = Math.round(serial * DAY_MS);
  const days = Math.floor(ms / DAY_MS);
  const timeMs = ms - days * DAY_MS;
  let date: string;
  if (!date1904 && days === 60) date = '1900-02-29';
  else {
    const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, days < 60 ? 31 : 30);
    date = new Date(epoch + days * DAY_MS).toISOString().slice(0, 10);
  }
  if (!withTime || timeMs === 0) return date;
  const minutes = Math.floor(timeMs / 60_000);
  return `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
