import { InputError } from '../../errors.js';
import { cellDates } from './cell-dates.js';
import { partName, relationships, type PartsHandler } from './relationships.js';
import { parseSharedStrings, redactSharedStrings, type ItemHints } from './shared-strings.js';
import { redactWorksheet } from './worksheet.js';
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
  const sstName = rels.map((r) => SHARED_STRINGS_REL.test(r.type) && partName(r.target, dir)).find((n) => n && parts.has(n));
  const sst = sstName ? parseSharedStrings(text(sstName)) : undefined;
  const stylesName = rels.map((r) => STYLES_REL.test(r.type) && partName(r.target, dir)).find((n) => n && parts.has(n));
  const workbook = text(main);
  const dates = cellDates(stylesName ? text(stylesName) : undefined, DATE_1904.test(workbook), ctx.displayName, stylesName || '');
  const hints: ItemHints = new Map();
  for (const rel of rels) {
    if (!SHEET_REL.test(rel.type)) continue;
    const name = partName(rel.target, dir);
    if (!parts.has(name)) throw new InputError(ctx.displayName, `broken workbook: missing part ${name}`);
    handled.set(name, redactWorksheet(text(name), name, sst, hints, ctx, dates));
  }
  if (sstName && sst) handled.set(sstName, redactSharedStrings(sst, hints, ctx.redactor, ctx.counts, ctx.discardOutput));
  return handled;
};
