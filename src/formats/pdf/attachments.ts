import { PDFDict, PDFName, type PDFContext } from 'pdf-lib';
import { walkObjects } from './walk.js';

const EF = PDFName.of('EF');
const RF = PDFName.of('RF');

/**
 * Attached files reached other than through the document's /EmbeddedFiles or a file attachment
 * annotation (scrub.ts removes those): a file specification anywhere — a /Launch or /GoToE
 * action's /F, a rendition's media clip, an outline's action — loses its embedded file (/EF)
 * and related files (/RF); the file's name and description stay, redacted as strings. Returns
 * how many file specifications held a file.
 */
export function removeEmbeddedFiles(context: PDFContext): number {
  const { Root, Info } = context.trailerInfo;
  let n = 0;
  walkObjects(context, [Root, Info], (o) => {
    if (o instanceof PDFDict && o.has(EF)) {
      o.delete(EF);
      o.delete(RF);
      n++;
    }
  });
  return n;
}
