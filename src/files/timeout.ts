import path from 'node:path';

/** Files OCR may read: scanned PDF pages and pictures. */
const OCR_EXTENSIONS: ReadonlySet<string> = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff']);

/**
 * Default per-file limit: a minute plus 10 s per MB (a 1 GB CSV gets about 3 hours), a guard
 * against a stuck file, generous enough for the slowest format on a busy machine. With OCR on,
 * PDFs and pictures get 4 minutes per MB instead: a scanned page takes 5–20 s to read at 300 dpi
 * on a busy core, and a black-and-white scan (CCITT, JBIG2) is only 30–60 KB a page.
 */
export function defaultTimeoutSeconds(file: string, size: number, ocr: boolean): number {
  const mb = Math.ceil(size / (1024 * 1024));
  return 60 + (ocr && OCR_EXTENSIONS.has(path.extname(file).toLowerCase()) ? 240 : 10) * mb;
}
