import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

/** A fictitious letter: what must go, and what must stay. */
export const SCAN_LINES = [
  'Patient: Marta Lindqvist, born 12/03/1984',
  'Email: marta.lindqvist@example.com',
  'Phone: +1 415 555 0134',
  'The treatment plan was reviewed on Tuesday.',
  'Card 4012 8888 8888 1881 expires soon.',
];
/** Strings of the letter that are PII: none may be read from the redacted pixels. */
export const PII_STRINGS = ['Lindqvist', 'marta', '415', '0134', '4012', '1881', '1984'];
/**
 * Words that must survive. ("Patient", "born" and "Email" do too, as a look at the page shows,
 * but the independent OCR reads black boxes as letters and garbles the words beside them.)
 */
export const KEPT_WORDS = ['Phone', 'treatment', 'plan', 'reviewed', 'Tuesday', 'expires', 'soon'];

export interface ScanOptions {
  dpi?: number;
  /** Degrees, clockwise. */
  rotate?: number;
  /** Font size in points. */
  pointSize?: number;
  lines?: readonly string[];
  /** Page size in inches. */
  width?: number;
  height?: number;
}

/** Renders text as a scanner would: white paper, black text, slight skew, speckle noise, JPEG. */
export function scanJpeg(options: ScanOptions = {}): { jpeg: Buffer; width: number; height: number } {
  const { dpi = 300, rotate = 0.6, pointSize = 10, lines = SCAN_LINES, width = 3.8, height = 1.6 } = options;
  const s = dpi / 72;
  const w = Math.round(width * dpi);
  const h = Math.round(height * dpi);
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, w, h);
  g.save();
  g.translate(w / 2, h / 2);
  g.rotate((rotate * Math.PI) / 180);
  g.translate(-w / 2, -h / 2);
  g.fillStyle = '#111111';
  g.font = `${pointSize * s}px sans-serif`;
  lines.forEach((line, i) => g.fillText(line, 24 * s, (30 + pointSize * 1.8 * i) * s));
  g.restore();
  // Speckle: a fixed pseudo-random sequence, so the fixture is the same on every run.
  const data = g.getImageData(0, 0, w, h);
  let seed = 12345;
  for (let i = 0; i < data.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = ((seed >> 16) % 41) - 20;
    for (let c = 0; c < 3; c++) data.data[i + c] = Math.max(0, Math.min(255, data.data[i + c]! + n));
  }
  g.putImageData(data, 0, 0);
  return { jpeg: canvas.toBuffer('image/jpeg', 75), width: w, height: h };
}

/** The picture turned a quarter clockwise (a page scanned sideways), as a JPEG. */
export async function turnedJpeg(jpeg: Buffer): Promise<Buffer> {
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(jpeg);
  const canvas = createCanvas(image.height, image.width);
  const g = canvas.getContext('2d');
  g.translate(image.height, 0);
  g.rotate(Math.PI / 2);
  g.drawImage(image, 0, 0);
  return canvas.toBuffer('image/jpeg', 80);
}

/** One page of `width` x `height` inches that is nothing but the scan. */
export async function scannedPdf(jpeg: Buffer, width = 3.8, height = 1.6): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage([width * 72, height * 72]);
  page.drawImage(image, { x: 0, y: 0, width: width * 72, height: height * 72 });
  return doc.save();
}

/** What the independent tesseract CLI reads in a picture (PNG or JPEG file). */
export function tesseractRead(picture: string): string {
  return execFileSync('/usr/bin/tesseract', [picture, '-', '--psm', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
}

/** What the independent tesseract CLI reads in a PDF's first page, rendered by poppler at 300 dpi. */
export function tesseractReadPdf(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-ocr-'));
  writeFileSync(path.join(dir, 'in.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
  const png = readFileSync(path.join(dir, 'page-1.png')).length ? path.join(dir, 'page-1.png') : '';
  return tesseractRead(png);
}
