import { InputError } from '../errors.js';
import { partName, redactOfficeFile, relationships, type PartsHandler } from './office/package.js';
import { parseSharedStrings, redactSharedStrings } from './office/shared-strings.js';
import { redactWorksheet } from './office/worksheet.js';
import { decodeXml, rejectDoctype } from './office/xml.js';
import type { FormatHandler } from './types.js';
import { isCompoundFile, isZip } from './zip.js';

/**
 * Excel workbooks. The package's XML parts are edited in place, never rewritten by exceljs
 * (whose writer drops charts, drawings, VML, pivots and custom properties: see
 * shared/design/documents.md, "XLSX"). Worksheets and the shared string table are scanned as
 * text in linear time (big sheets); every other part (comments, threaded comments, persons,
 * charts' caches, pivot caches, drawings, docProps…) goes through the DOM pass.
 */

// Relationship types whose targets hold cells ([ECMA-376] Part 1 §12.3; MS-OI29500 for macro sheets).
const SHEET_REL = /\/(worksheet|dialogsheet|xlMacrosheet|xlIntlMacrosheet)$/;
const SHARED_STRINGS_REL = /\/sharedStrings$/;

const workbookParts: PartsHandler = (parts, main, ctx) => {
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
  const hints = new Map<number, Set<string>>();
  for (const rel of rels) {
    if (!SHEET_REL.test(rel.type)) continue;
    const name = partName(rel.target, dir);
    if (!parts.has(name)) throw new InputError(ctx.displayName, `broken workbook: missing part ${name}`);
    handled.set(name, redactWorksheet(text(name), name, sst, hints, ctx));
  }
  if (sstName && sst) handled.set(sstName, redactSharedStrings(sst, hints, ctx.redactor, ctx.counts));
  return handled;
};

export const xlsx: FormatHandler = {
  id: 'xlsx',
  extensions: ['.xlsx', '.xlsm', '.xltx', '.xltm'],
  // A zip (or, when password-protected, an OLE2 container, reported as such by redact).
  sniff: (head) => isZip(head) || isCompoundFile(head),
  redact: (inputPath, outputPath, ctx) =>
    redactOfficeFile(
      inputPath,
      outputPath,
      ctx,
      {
        label: 'an Excel workbook',
        // [ECMA-376] Part 1 §12.3.23 and the macro-enabled / template variants.
        mainContentType: /spreadsheetml\.(sheet|template)\.main\+xml$|ms-excel\.(sheet|template)\.macroEnabled(\.main)?\+xml$/,
      },
      workbookParts,
    ),
};
