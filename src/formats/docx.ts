import { isZip } from './lib/sniff.js';
import type { FormatHandler } from './types.js';

/**
 * Word documents. Every XML part of the package is rewritten in place (never through mammoth,
 * which reads only the body): paragraphs are detected as whole texts across runs, tracked
 * changes and field instructions each as their own text, then authors, alt text, bookmark
 * names, external link targets, document properties and customXml; the thumbnail is dropped.
 * See shared/design/documents.md ("DOCX").
 */
const docx: FormatHandler = {
  id: 'docx',
  extensions: ['.docx', '.docm', '.dotx', '.dotm'],
  // A zip. (The registry reports OLE2 containers before choosing a handler; called directly,
  // redact still tells an encrypted package from a legacy .doc/.xls.)
  sniff: isZip,
  // Loaded on first use: `anonymize text` need not load the zip and XML libraries.
  redact: async (inputPath, outputPath, ctx) => (await import('./office/package.js')).redactOfficeFile(inputPath, outputPath, ctx, 'docx'),
};

export default docx;
