import { isOle, isZip } from './lib/sniff.js';
import type { FormatHandler } from './types.js';

/**
 * Excel workbooks. The package's XML parts are edited in place, never rewritten by exceljs
 * (whose writer drops charts, drawings, VML, pivots and custom properties: see
 * shared/design/documents.md, "XLSX"). Worksheets and the shared string table are scanned as
 * text in linear time (big sheets); every other part (comments, threaded comments, persons,
 * charts' caches, pivot caches, drawings, docProps…) goes through the DOM pass.
 */
const xlsx: FormatHandler = {
  id: 'xlsx',
  extensions: ['.xlsx', '.xlsm', '.xltx', '.xltm'],
  // A zip (or, when password-protected, an OLE2 container, reported as such by redact).
  sniff: (head) => isZip(head) || isOle(head),
  // Loaded on first use: `anonymize text` need not load the zip and XML libraries.
  redact: async (inputPath, outputPath, ctx) => {
    const [{ redactOfficeFile }, { workbookParts }] = await Promise.all([
      import('./office/package.js'),
      import('./office/workbook.js'),
    ]);
    return redactOfficeFile(
      inputPath,
      outputPath,
      ctx,
      {
        label: 'an Excel workbook',
        // [ECMA-376] Part 1 §12.3.23 and the macro-enabled / template variants.
        mainContentType: /spreadsheetml\.(sheet|template)\.main\+xml$|ms-excel\.(sheet|template)\.macroEnabled(\.main)?\+xml$/,
      },
      workbookParts,
    );
  },
};

export default xlsx;
