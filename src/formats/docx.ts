import { redactOfficeFile } from './office/package.js';
import type { FormatHandler } from './types.js';
import { isCompoundFile, isZip } from './zip.js';

/**
 * Word documents. Every XML part of the package is rewritten in place (never through mammoth,
 * which reads only the body): paragraphs are detected as whole texts across runs, tracked
 * changes and field instructions each as their own text, then authors, alt text, bookmark
 * names, external link targets, document properties and customXml; the thumbnail is dropped.
 * See shared/design/documents.md ("DOCX").
 */
export const docx: FormatHandler = {
  id: 'docx',
  extensions: ['.docx', '.docm', '.dotx', '.dotm'],
  // A zip (or, when password-protected, an OLE2 container, reported as such by redact).
  sniff: (head) => isZip(head) || isCompoundFile(head),
  redact: (inputPath, outputPath, ctx) =>
    redactOfficeFile(inputPath, outputPath, ctx, {
      label: 'a Word document',
      // [ECMA-376] Part 1 §11.3.10 and the macro-enabled / template variants.
      mainContentType: /wordprocessingml\.(document|template)\.main\+xml$|ms-word\.(document|template)\.macroEnabled(\.main)?\+xml$/,
    }),
};
