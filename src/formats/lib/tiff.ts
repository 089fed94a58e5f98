import { deflateSync } from 'node:zlib';
import UTIF from 'utif2';
import type { Redactor } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';
import { paintBoxes, type OcrResult } from './ocr.js';
import { MAX_PICTURE_PIXELS, ocrPixels, UnreadablePicture } from './picture.js';

/**
 * TIFF pictures, read and written with utif2 (UTIF.js, pure JS). Every page (IFD of the main
 * chain) is decoded to 8-bit RGBA; reduced-resolution images (thumbnails, subfile type bit 0)
 * are dropped. Written back: one Deflate-compressed strip a page, 8-bit gray (pages that were
 * gray or bilevel) or RGB(A), with the page's resolution and nothing else: no EXIF, XMP, IPTC,
 * ICC profile, description, software or date tags.
 */

export { isTiff as isTiffData } from './sniff.js';

export interface TiffPage {
  width: number;
  height: number;
  /** 8-bit RGBA, rows top to bottom. */
  rgba: Uint8Array;
  /** Written back as gray (one sample a pixel). */
  gray: boolean;
  /** Has an alpha channel worth keeping. */
  alpha: boolean;
  /** XResolution, YResolution (rationals) and ResolutionUnit, when the page had them. */
  resolution?: { x: [number, number]; y: [number, number]; unit: number };
}

/** Compression schemes utif2 decodes (TIFF 6.0 and TIFF/EP numbering). */
const COMPRESSIONS: Record<number, string> = {
  1: 'none', 2: 'CCITT RLE', 3: 'CCITT Group 3', 4: 'CCITT Group 4', 5: 'LZW', 7: 'JPEG', 8: 'Deflate', 32773: 'PackBits', 32946: 'Deflate',
};
/** Photometric interpretations turned into RGBA: white/black is zero, RGB, palette, CMYK. */
const PHOTOMETRICS = new Set([0, 1, 2, 3, 5]);

type Ifd = Record<string, unknown> & { data?: Uint8Array; width?: number; height?: number };

const first = (ifd: Ifd, tag: number): number | undefined => {
  const v = ifd[`t${tag}`];
  return Array.isArray(v) && typeof v[0] === 'number' ? v[0] : undefined;
};

/** Decodes every page; throws UnreadablePicture saying why for a kind it does not read. */
export function decodeTiff(data: Uint8Array): TiffPage[] {
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  let ifds: Ifd[];
  try {
    ifds = UTIF.decode(buffer) as unknown as Ifd[];
  } catch (e) {
    throw new UnreadablePicture(`is not a readable TIFF picture (${describe(e)})`);
  }
  const pages: TiffPage[] = [];
  for (const ifd of ifds) {
    const width = first(ifd, 256);
    const height = first(ifd, 257);
    if (width === undefined || height === undefined) continue;
    if (((first(ifd, 254) ?? 0) & 1) === 1) continue; // a reduced-resolution copy (thumbnail)
    const n = pages.length + 1;
    const compression = first(ifd, 259) ?? 1;
    if (!(compression in COMPRESSIONS)) throw new UnreadablePicture(`is a TIFF picture whose page ${n} uses compression ${compression}, which is not supported (none, LZW, Deflate, PackBits, JPEG and CCITT fax are)`);
    const photometric = first(ifd, 262) ?? 1;
    if (!PHOTOMETRICS.has(photometric)) throw new UnreadablePicture(`is a TIFF picture whose page ${n} has photometric interpretation ${photometric}, which is not supported (gray, RGB, palette and CMYK are)`);
    const bits = first(ifd, 258) ?? 1;
    if (![1, 2, 4, 8, 16].includes(bits) || first(ifd, 339) === 3) throw new UnreadablePicture(`is a TIFF picture whose page ${n} has ${first(ifd, 339) === 3 ? 'floating-point' : `${bits}-bit`} samples, which are not supported (1, 2, 4, 8 and 16-bit integers are)`);
    if (!(width > 0 && height > 0)) throw new UnreadablePicture(`is a TIFF picture whose page ${n} has no pixels`);
    if (width * height > MAX_PICTURE_PIXELS) throw new UnreadablePicture(`is a TIFF picture whose page ${n} is ${width} x ${height} pixels, more than the limit of ${MAX_PICTURE_PIXELS}`);
    let rgba: Uint8Array;
    try {
      quietly(() => UTIF.decodeImage(buffer, ifd as never));
      if (!ifd.data || ifd.data.length === 0) throw new Error('no image data');
      rgba = UTIF.toRGBA8(ifd as never);
    } catch (e) {
      throw new UnreadablePicture(`is a TIFF picture whose page ${n} can't be decoded (${describe(e)})`);
    }
    if (rgba.length !== width * height * 4) throw new UnreadablePicture(`is a TIFF picture whose page ${n} can't be decoded (its pixel data is incomplete)`);
    const samples = first(ifd, 277) ?? 1;
    const gray = photometric === 0 || photometric === 1;
    const alpha = !gray && photometric !== 3 && samples >= (photometric === 5 ? 5 : 4);
    const xr = ifd.t282;
    const yr = ifd.t283;
    const rational = (v: unknown): [number, number] | undefined => (Array.isArray(v) && Array.isArray(v[0]) && v[0].length === 2 ? [Number(v[0][0]), Number(v[0][1])] : undefined);
    const x = rational(xr);
    const y = rational(yr);
    pages.push({ width, height, rgba, gray, alpha, ...(x && y ? { resolution: { x, y, unit: first(ifd, 296) ?? 2 } } : {}) });
  }
  if (pages.length === 0) throw new UnreadablePicture('is a TIFF picture without any image in it');
  return pages;
}

/**
 * A TIFF picture with every page OCR'd (when `lang` is given) and its findings painted, written
 * anew without metadata. Returns what each page's OCR read (for its verdict). Throws
 * UnreadablePicture for a kind it does not read.
 */
export async function redactTiff(data: Uint8Array, redactor: Redactor, lang: string | undefined): Promise<{ bytes: Uint8Array; findings: Finding[]; pages: OcrResult[] }> {
  const pages = decodeTiff(data);
  const findings: Finding[] = [];
  const read: OcrResult[] = [];
  if (lang) {
    for (const page of pages) {
      const out = await ocrPixels(page.rgba, page.width, page.height, redactor, lang);
      paintBoxes(page.rgba, page.width, page.height, out.boxes);
      findings.push(...out.findings);
      read.push(out.ocr);
    }
  }
  return { bytes: encodeTiff(pages), findings, pages: read };
}

/** Writes pages as one TIFF: big-endian, one Deflate strip a page, only the tags needed to show it. */
export function encodeTiff(pages: readonly TiffPage[]): Uint8Array {
  const strips = pages.map((p) => deflateSync(samplesOf(p)));
  const ifdsAt = (offsets: number[]) => pages.map((p, i) => {
    const spp = p.gray ? 1 : p.alpha ? 4 : 3;
    // Tags in ascending order (TIFF 6.0 section 2).
    const ifd: Record<string, unknown> = {
      t256: [p.width], t257: [p.height], t258: Array(spp).fill(8), t259: [8], t262: [p.gray ? 1 : 2],
      t273: [offsets[i]], t277: [spp], t278: [p.height], t279: [strips[i]!.length],
    };
    if (p.resolution) Object.assign(ifd, { t282: [p.resolution.x], t283: [p.resolution.y] });
    ifd.t284 = [1];
    if (p.resolution) ifd.t296 = [p.resolution.unit];
    if (p.alpha && !p.gray) ifd.t338 = [2]; // unassociated alpha
    return ifd;
  });
  // The IFDs' size does not depend on the offsets' values: lay them out once to learn it.
  const head = new Uint8Array(UTIF.encode(ifdsAt(pages.map(() => 0)) as never));
  const offsets: number[] = [];
  let at = head.length + (head.length & 1);
  for (const s of strips) {
    offsets.push(at);
    at += s.length + (s.length & 1);
  }
  const ifds = new Uint8Array(UTIF.encode(ifdsAt(offsets) as never));
  const out = new Uint8Array(at);
  out.set(ifds, 0);
  strips.forEach((s, i) => out.set(s, offsets[i]!));
  return out;
}

function samplesOf(p: TiffPage): Uint8Array {
  const n = p.width * p.height;
  const spp = p.gray ? 1 : p.alpha ? 4 : 3;
  if (spp === 4) return p.rgba;
  const out = new Uint8Array(n * spp);
  for (let i = 0, o = 0; i < n; i++) {
    const k = i * 4;
    if (spp === 1) out[o++] = p.rgba[k]!;
    else {
      out[o++] = p.rgba[k]!;
      out[o++] = p.rgba[k + 1]!;
      out[o++] = p.rgba[k + 2]!;
    }
  }
  return out;
}

/** utif2 prints a line to stdout for tiled images: stdout carries only results, so it is held back. */
function quietly(run: () => void): void {
  const log = console.log;
  console.log = () => undefined;
  try {
    run();
  } finally {
    console.log = log;
  }
}

function describe(e: unknown): string {
  return String(e instanceof Error ? e.message : e).replace(/\s+/g, ' ').trim().slice(0, 200);
}
