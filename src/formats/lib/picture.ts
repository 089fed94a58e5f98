import type { Finding } from '../../engine/types.js';
import type { Redactor } from '../../engine/redactor.js';
import { stripImageMetadata } from './image-metadata.js';
import { redactCanvas, type Box, type OcrResult } from './ocr.js';

/** Pictures larger than this (pixels) are not decoded: 100 MP is a 33 x 33 in scan at 300 dpi. */
export const MAX_PICTURE_PIXELS = 100_000_000;
const JPEG_QUALITY = 92;

export const isPngData = (h: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => h[i] === b);
export const isJpegData = (h: Uint8Array) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff;

export class UnreadablePicture extends Error {}

/**
 * OCRs a PNG or JPEG picture and burns a black box over every finding into its pixels; returns
 * the picture in its own format without metadata. Nothing found: the pixels stay byte for byte
 * and only the metadata goes. Throws UnreadablePicture when the bytes don't decode.
 */
export async function redactPicture(data: Uint8Array, redactor: Redactor, lang: string): Promise<{ bytes: Uint8Array; findings: Finding[]; ocr: OcrResult }> {
  const png = isPngData(data);
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (e) {
    throw new UnreadablePicture(`is not a readable ${png ? 'PNG' : 'JPEG'} picture (${(e as Error).message.replace(/\s+/g, ' ').trim().slice(0, 200)})`);
  }
  const { width, height } = image;
  if (!(width > 0 && height > 0)) throw new UnreadablePicture(`is not a readable ${png ? 'PNG' : 'JPEG'} picture (no pixels)`);
  if (width * height > MAX_PICTURE_PIXELS) throw new UnreadablePicture(`is ${width} x ${height} pixels, more than the limit of ${MAX_PICTURE_PIXELS}`);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  if (!png) {
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, width, height);
  }
  g.drawImage(image, 0, 0);
  const { findings, ocr } = await redactCanvas(canvas, redactor, lang);
  const bytes = findings.length === 0 ? (stripImageMetadata(data) ?? data) : png ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', JPEG_QUALITY);
  return { bytes, findings, ocr };
}

/**
 * OCRs raw 8-bit RGBA pixels (drawn over white, so transparent parts read as paper) and returns
 * what was found with the pixel boxes to paint; the pixels themselves are not changed.
 */
export async function ocrPixels(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, redactor: Redactor, lang: string): Promise<{ findings: Finding[]; ocr: OcrResult; boxes: Box[] }> {
  if (width * height > MAX_PICTURE_PIXELS) throw new UnreadablePicture(`is ${width} x ${height} pixels, more than the limit of ${MAX_PICTURE_PIXELS}`);
  const { createCanvas, ImageData } = await import('@napi-rs/canvas');
  const layer = createCanvas(width, height);
  layer.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height), 0, 0);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.drawImage(layer, 0, 0);
  const { findings, ocr, boxes } = await redactCanvas(canvas, redactor, lang);
  return { findings, ocr, boxes };
}
