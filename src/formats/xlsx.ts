import { isZip } from './lib/sniff.js';
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
  // A zip. (The registry reports OLE2 containers before choosing a handler; called directly,
  // redact still tells an encrypted package from a legacy .doc/.xls.)
  sniff: isZip,
  // Loaded on first use: `anonymize text` need not load the zip and XML libraries.
  redact: async (inputPath, outputPath, ctx) => (await import('./office/package.js')).redactOfficeFile(inputPath, outputPath, ctx, 'xlsx'),
};

export default xlsx;
