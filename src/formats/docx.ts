import { isOle, isZip } from './lib/sniff.js';
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
  // A zip (or, when password-protected, an OLE2 container, reported as such by redact).
  sniff: (head) => isZip(head) || isOle(head),
  // Loaded on first use: `anonymize text` need not load the zip and XML libraries.
  redact: async (inputPath, outputPath, ctx) =>
    (await import('./office/package.js')).redactOfficeFile(inputPath, outputPath, ctx, {
      label: 'a Word document',
      // [ECMA-376] Part 1 §11.3.10 and the macro-enabled / template variants.
      mainContentType: /wordprocessingml\.(document|template)\.main\+xml$|ms-word\.(document|template)\.macroEnabled(\.main)?\+xml$/,
    }),
};

export default docx;
