import { InputError } from '../../errors.js';
import { cellDates } from './cell-dates.js';
import { partName, relationships, type PartsHandler } from './relationships.js';
import { itemHints, parseSharedStrings, redactSharedStrings, type ItemHints, type SharedStrings } from './shared-strings.js';
import { redactWorksheet, type GatheredCells, type SheetCarry } from './worksheet.js';
import { decodeXml, rejectDoctype } from './xml.js';

// Relationship types whose targets hold cells ([ECMA-376] Part 1 §12.3; MS-OI29500 for macro sheets).
const SHEET_REL = /\/(worksheet|dialogsheet|xlMacrosheet|xlIntlMacrosheet)$/;
const SHARED_STRINGS_REL = /\/sharedStrings$/;
const STYLES_REL = /\/styles$/;
// The workbook's date system (§18.2.28): serials count from 1904-01-01 when date1904 is on.
const DATE_1904 = /<(?:[\w.-]+:)?workbookPr\b[^>]*?\sdate1904=["'](?:1|true)["']/;

/**
 * The workbook's own parts: every sheet (collecting which shared strings sit under which column
 * header; its date cells found through the styles' number formats), then the shared string
 * table with those headers as hints.
 */
export const workbookParts: PartsHandler = (parts, main, ctx) => {
  const handled = new Map<string, string | undefined>();
  const dir = main.slice(0, main.lastIndexOf('/') + 1);
  const relsName = `${dir}_rels/${main.slice(dir.length)}.rels`;
  const rels = relationships(parts, relsName, ctx.displayName);
  const text = (name: string) => {
    const xml = decodeXml(parts.get(name)!.data);
    rejectDoctype(xml, ctx.displayName, name);
    return xml;
  };
  // A document's first pass leaves its sheets' gathered texts, the items' headers and the parsed
  // shared string table (with its items' plain texts) for the second (FormatContext.carry): the
  // same file gives the same, so the second does not scan the rows or the table again for them.
  const key = `${CARRY}${ctx.partPrefix ?? ''}${main}`;
  const kept = ctx.discardOutput ? undefined : (ctx.carry?.get(key) as KeptSheets | undefined);
  if (kept) ctx.carry!.delete(key);
  const sstName = rels.map((r) => SHARED_STRINGS_REL.test(r.type) && partName(r.target, dir)).find((n) => n && parts.has(n));
  const sst = sstName ? (kept?.sst ?? parseSharedStrings(text(sstName))) : undefined;
  const stylesName = rels.map((r) => STYLES_REL.test(r.type) && partName(r.target, dir)).find((n) => n && parts.has(n));
  const workbook = text(main);
  const dates = cellDates(stylesName ? text(stylesName) : undefined, DATE_1904.test(workbook), ctx.displayName, stylesName || '');
  const hints = kept?.hints ?? itemHints(sst?.items.length ?? 0);
  const keep: KeptSheets | undefined = ctx.discardOutput && ctx.carry ? { hints, sheets: new Map(), sst } : undefined;
  for (const rel of rels) {
    if (!SHEET_REL.test(rel.type)) continue;
    const name = partName(rel.target, dir);
    if (!parts.has(name)) throw new InputError(ctx.displayName, `broken workbook: missing part ${name}`);
    const carry: SheetCarry | undefined = kept ? { kept: kept.sheets.get(name) } : keep && { keep: (gathered) => keep.sheets.set(name, gathered) };
    handled.set(name, redactWorksheet(text(name), name, sst, hints, ctx, dates, carry));
  }
  if (keep) ctx.carry!.set(key, keep);
  if (sstName && sst) handled.set(sstName, redactSharedStrings(sst, hints, ctx.redactor, ctx.counts, ctx.discardOutput));
  return handled;
};

/** Where a first pass leaves a workbook's sheets for the second, by package and main part. */
const CARRY = 'xlsx-sheets:';

interface KeptSheets {
  hints: ItemHints;
  sheets: Map<string, GatheredCells>;
  /** The shared string table as the first pass parsed it (its plain texts computed). */
  sst: SharedStrings | undefined;
}
