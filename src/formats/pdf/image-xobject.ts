import { inflateSync, constants } from 'node:zlib';
import {
  decodePDFRawStream, PDFArray, PDFBool, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFStream, PDFString,
  type PDFContext, type PDFObject, type PDFRef,
} from 'pdf-lib';
import { MAX_PICTURE_PIXELS } from '../lib/picture.js';

/**
 * Image XObjects (ISO 32000-1 8.9.5) decoded to 8-bit RGBA and written back. Read: FlateDecode,
 * LZWDecode (with PNG and TIFF predictors, 7.4.4.4), RunLengthDecode, ASCIIHex/ASCII85 and
 * DCTDecode; DeviceGray/RGB/CMYK, CalGray/CalRGB, ICCBased (by its component count) and Indexed
 * over those; 1, 2, 4, 8 and 16 bits a component; a /Decode array; a soft mask (/SMask) as the
 * alpha channel. Not read (UnsupportedImage says which): JBIG2, JPX (JPEG 2000) and CCITT fax
 * pictures, stencil masks (/ImageMask), colour-key or stencil /Mask, other colour spaces.
 */
export class UnsupportedImage extends Error {}

export interface DecodedImage {
  width: number;
  height: number;
  /** 8-bit RGBA, rows top to bottom; alpha from the soft mask (255 without one). */
  rgba: Uint8Array;
  gray: boolean;
  /** Was a JPEG: written back as one. */
  jpeg: boolean;
  /** Had a soft mask: written back with one. */
  softMask: boolean;
}

const PASSTHROUGH = new Set(['FlateDecode', 'LZWDecode', 'RunLengthDecode', 'ASCIIHexDecode', 'ASCII85Decode']);
const NAMED_FILTERS: Record<string, string> = { JBIG2Decode: 'JBIG2', JPXDecode: 'JPEG 2000', CCITTFaxDecode: 'CCITT fax', Crypt: 'Crypt-filtered' };
const JPEG_QUALITY = 90;

export async function readImage(context: PDFContext, stream: PDFStream, maxBytes: number): Promise<DecodedImage> {
  const dict = stream.dict;
  if (dict.get(PDFName.of('ImageMask')) === PDFBool.True) throw new UnsupportedImage('a stencil mask');
  if (dict.has(PDFName.of('Mask'))) throw new UnsupportedImage('a picture with a /Mask');
  const width = num(context, dict.get(PDFName.of('Width')));
  const height = num(context, dict.get(PDFName.of('Height')));
  if (!(width > 0 && height > 0 && Number.isInteger(width) && Number.isInteger(height))) throw new UnsupportedImage('a picture without a valid size');
  if (width * height > MAX_PICTURE_PIXELS) throw new UnsupportedImage(`a picture of ${width} x ${height} pixels, more than the limit of ${MAX_PICTURE_PIXELS}`);
  const filters = names(context, dict.get(PDFName.of('Filter')));
  for (const f of filters) if (NAMED_FILTERS[f]) throw new UnsupportedImage(`a ${NAMED_FILTERS[f]} picture`);
  const space = colourSpace(context, dict.get(PDFName.of('ColorSpace')));
  let rgba: Uint8Array;
  let jpeg = false;
  if (filters.includes('DCTDecode')) {
    if (filters.length !== 1 || !(stream instanceof PDFRawStream)) throw new UnsupportedImage('a JPEG picture behind another filter');
    rgba = await decodeJpeg(stream.contents, width, height);
    jpeg = true;
  } else {
    for (const f of filters) if (!PASSTHROUGH.has(f)) throw new UnsupportedImage(`a picture with the filter ${f}`);
    const bpc = num(context, dict.get(PDFName.of('BitsPerComponent')));
    if (![1, 2, 4, 8, 16].includes(bpc)) throw new UnsupportedImage(`a picture with ${bpc} bits a component`);
    const raw = unpredict(decodeBytes(stream, filters, maxBytes), lastParms(context, dict), space.components, bpc, width);
    rgba = toRgba(raw, width, height, bpc, space, decodeArray(context, dict.get(PDFName.of('Decode'))));
  }
  const smaskObj = context.lookup(dict.get(PDFName.of('SMask')));
  const softMask = smaskObj instanceof PDFStream;
  if (softMask) applySoftMask(rgba, width, height, await readImage(context, maskAsGray(context, smaskObj), maxBytes));
  return { width, height, rgba, gray: space.gray, jpeg, softMask };
}

/** A new image XObject (and soft mask) holding `image`'s pixels: JPEG when it was one, else Flate. */
export async function writeImage(context: PDFContext, image: DecodedImage): Promise<PDFRef> {
  const { width, height, rgba, gray } = image;
  const n = width * height;
  const base = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  let smask: PDFRef | undefined;
  if (image.softMask) {
    const alpha = new Uint8Array(n);
    for (let i = 0; i < n; i++) alpha[i] = rgba[i * 4 + 3]!;
    smask = context.register(context.flateStream(alpha, { ...base, ColorSpace: 'DeviceGray' }));
  }
  const extra = smask ? { SMask: smask } : {};
  if (image.jpeg) {
    return context.register(context.stream(await encodeJpeg(image), { ...base, ColorSpace: 'DeviceRGB', Filter: 'DCTDecode', ...extra }));
  }
  const comps = gray ? 1 : 3;
  const samples = new Uint8Array(n * comps);
  for (let i = 0; i < n; i++) for (let c = 0; c < comps; c++) samples[i * comps + c] = rgba[i * 4 + c]!;
  return context.register(context.flateStream(samples, { ...base, ColorSpace: gray ? 'DeviceGray' : 'DeviceRGB', ...extra }));
}

interface Space {
  components: number;
  gray: boolean;
  /** Components (0–1) of the base space -> RGB 0–255. */
  toRgb(c: readonly number[]): [number, number, number];
  /** Indexed: the palette (RGB a colour) and its highest index. */
  palette?: { rgb: Uint8Array; hival: number };
}

const GRAY: Space = { components: 1, gray: true, toRgb: ([g = 0]) => [g * 255, g * 255, g * 255] };
const RGB: Space = { components: 3, gray: false, toRgb: ([r = 0, g = 0, b = 0]) => [r * 255, g * 255, b * 255] };
const CMYK: Space = { components: 4, gray: false, toRgb: ([c = 0, m = 0, y = 0, k = 0]) => [255 * (1 - c) * (1 - k), 255 * (1 - m) * (1 - k), 255 * (1 - y) * (1 - k)] };

function colourSpace(context: PDFContext, obj: PDFObject | undefined, depth = 0): Space {
  const cs = context.lookup(obj);
  if (cs instanceof PDFName) {
    const name = cs.decodeText();
    if (name === 'DeviceGray' || name === 'CalGray' || name === 'G') return GRAY;
    if (name === 'DeviceRGB' || name === 'CalRGB' || name === 'RGB') return RGB;
    if (name === 'DeviceCMYK' || name === 'CMYK') return CMYK;
    throw new UnsupportedImage(`a picture in the colour space ${name}`);
  }
  if (cs instanceof PDFArray && cs.size() > 0 && depth < 3) {
    const kind = context.lookup(cs.get(0));
    const name = kind instanceof PDFName ? kind.decodeText() : '';
    if (name === 'CalGray') return GRAY;
    if (name === 'CalRGB') return RGB;
    if (name === 'ICCBased') {
      const profile = context.lookup(cs.get(1));
      const n = profile instanceof PDFStream ? num(context, profile.dict.get(PDFName.of('N'))) : 0;
      if (n === 1) return GRAY;
      if (n === 3) return RGB;
      if (n === 4) return CMYK;
      throw new UnsupportedImage(`a picture in an ICC colour space of ${n} components`);
    }
    if (name === 'Indexed' || name === 'I') {
      const base = colourSpace(context, cs.get(1), depth + 1);
      const hival = num(context, cs.get(2));
      const lookup = context.lookup(cs.get(3));
      const bytes = lookup instanceof PDFString || lookup instanceof PDFHexString ? lookup.asBytes() : lookup instanceof PDFStream ? decodeBytes(lookup, names(context, lookup.dict.get(PDFName.of('Filter'))), 1 << 16) : undefined;
      if (!bytes || !(hival >= 0 && hival <= 255)) throw new UnsupportedImage('a picture with an unreadable palette');
      const rgb = new Uint8Array(3 * (hival + 1));
      for (let i = 0; i <= hival; i++) {
        const c = Array.from({ length: base.components }, (_, k) => (bytes[i * base.components + k] ?? 0) / 255);
        rgb.set(base.toRgb(c).map((v) => Math.round(v)), 3 * i);
      }
      return { components: 1, gray: base.gray, toRgb: RGB.toRgb, palette: { rgb, hival } };
    }
    throw new UnsupportedImage(`a picture in the colour space ${name || 'of an unknown kind'}`);
  }
  throw new UnsupportedImage('a picture without a colour space');
}

function toRgba(raw: Uint8Array, width: number, height: number, bpc: number, space: Space, decode: number[] | undefined): Uint8Array {
  const comps = space.components;
  const stride = Math.ceil((width * comps * bpc) / 8);
  if (raw.length < stride * height) throw new UnsupportedImage('a picture whose data is shorter than its size says');
  const max = (1 << bpc) - 1;
  const out = new Uint8Array(width * height * 4);
  const c = new Array<number>(comps).fill(0);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < comps; k++) {
        const i = x * comps + k;
        let v: number;
        if (bpc === 8) v = raw[row + i]!;
        else if (bpc === 16) v = (raw[row + 2 * i]! << 8) | raw[row + 2 * i + 1]!;
        else {
          const bit = i * bpc;
          v = (raw[row + (bit >> 3)]! >> (8 - bpc - (bit & 7))) & max;
        }
        c[k] = v;
      }
      const o = (y * width + x) * 4;
      if (space.palette) {
        let index = c[0]!;
        if (decode) index = Math.round(decode[0]! + (index * (decode[1]! - decode[0]!)) / max);
        index = Math.max(0, Math.min(space.palette.hival, index));
        out[o] = space.palette.rgb[3 * index]!;
        out[o + 1] = space.palette.rgb[3 * index + 1]!;
        out[o + 2] = space.palette.rgb[3 * index + 2]!;
      } else {
        for (let k = 0; k < comps; k++) {
          const d0 = decode?.[2 * k] ?? 0;
          const d1 = decode?.[2 * k + 1] ?? 1;
          c[k] = d0 + (c[k]! * (d1 - d0)) / max;
        }
        const [r, g, b] = space.toRgb(c);
        out[o] = Math.round(r);
        out[o + 1] = Math.round(g);
        out[o + 2] = Math.round(b);
      }
      out[o + 3] = 255;
    }
  }
  return out;
}

/** The soft mask's gray level becomes the alpha, resampled (nearest pixel) to the picture's size. */
function applySoftMask(rgba: Uint8Array, width: number, height: number, mask: DecodedImage): void {
  for (let y = 0; y < height; y++) {
    const my = Math.min(mask.height - 1, Math.floor((y * mask.height) / height));
    for (let x = 0; x < width; x++) {
      const mx = Math.min(mask.width - 1, Math.floor((x * mask.width) / width));
      rgba[(y * width + x) * 4 + 3] = mask.rgba[(my * mask.width + mx) * 4]!;
    }
  }
}

/** A soft mask is DeviceGray whatever it says (ISO 32000-1 11.6.5.2): read it as such. */
function maskAsGray(context: PDFContext, mask: PDFStream): PDFStream {
  if (mask.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray')) return mask;
  const dict = mask.dict.clone(context);
  dict.set(PDFName.of('ColorSpace'), PDFName.of('DeviceGray'));
  dict.delete(PDFName.of('SMask'));
  return mask instanceof PDFRawStream ? PDFRawStream.of(dict, mask.contents) : mask;
}

function decodeBytes(stream: PDFStream, filters: readonly string[], maxBytes: number): Uint8Array {
  if (!(stream instanceof PDFRawStream)) return stream.getContents();
  let out: Uint8Array;
  if (filters.length === 0) out = stream.contents;
  else if (filters.length === 1 && filters[0] === 'FlateDecode') {
    // zlib with a cap, so a deflate bomb stops at the limit.
    try {
      out = inflateSync(stream.contents, { maxOutputLength: maxBytes + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (e) {
      throw new UnsupportedImage(`a picture whose data can't be decompressed (${(e as Error).message.slice(0, 100)})`);
    }
  } else {
    try {
      out = decodePDFRawStream(stream).decode();
    } catch (e) {
      throw new UnsupportedImage(`a picture whose data can't be decompressed (${(e as Error).message.slice(0, 100)})`);
    }
  }
  if (out.length > maxBytes) throw new UnsupportedImage(`a picture whose data decodes to more than ${maxBytes} bytes`);
  return out;
}

/** PNG (10–15: a filter byte a row) and TIFF (2) predictors, ISO 32000-1 7.4.4.4. */
function unpredict(data: Uint8Array, parms: PDFDict | undefined, colors: number, bpc: number, columns: number): Uint8Array {
  const get = (key: string, fallback: number) => {
    const v = parms?.get(PDFName.of(key));
    return v instanceof PDFNumber ? v.asNumber() : fallback;
  };
  const predictor = get('Predictor', 1);
  if (predictor < 2) return data;
  const c = get('Colors', colors);
  const b = get('BitsPerComponent', bpc);
  const cols = get('Columns', columns);
  const stride = Math.ceil((cols * c * b) / 8);
  const bpp = Math.max(1, Math.ceil((c * b) / 8));
  if (predictor === 2) {
    if (b !== 8) throw new UnsupportedImage(`a picture with a TIFF predictor on ${b}-bit components`);
    const out = new Uint8Array(data);
    for (let row = 0; row + stride <= out.length; row += stride) for (let i = bpp; i < stride; i++) out[row + i] = (out[row + i]! + out[row + i - bpp]!) & 0xff;
    return out;
  }
  const rows = Math.floor(data.length / (stride + 1));
  const out = new Uint8Array(rows * stride);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (stride + 1)]!;
    const src = r * (stride + 1) + 1;
    const dst = r * stride;
    for (let i = 0; i < stride; i++) {
      const x = data[src + i]!;
      const a = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - stride + i]! : 0;
      const ul = r > 0 && i >= bpp ? out[dst - stride + i - bpp]! : 0;
      let v: number;
      if (type === 0) v = x;
      else if (type === 1) v = x + a;
      else if (type === 2) v = x + up;
      else if (type === 3) v = x + ((a + up) >> 1);
      else if (type === 4) {
        const p = a + up - ul;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - ul);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? up : ul);
      } else throw new UnsupportedImage(`a picture with an unknown PNG row filter (${type})`);
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}

async function decodeJpeg(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    throw new UnsupportedImage(`a JPEG picture that can't be decoded (${(e as Error).message.slice(0, 100)})`);
  }
  if (image.width !== width || image.height !== height) throw new UnsupportedImage('a JPEG picture whose size differs from its dictionary');
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.drawImage(image, 0, 0);
  return new Uint8Array(g.getImageData(0, 0, width, height).data.buffer);
}

async function encodeJpeg(image: DecodedImage): Promise<Buffer> {
  // Colours only: the alpha goes to the soft mask.
  const opaque = new Uint8ClampedArray(image.rgba);
  for (let i = 3; i < opaque.length; i += 4) opaque[i] = 255;
  const { createCanvas, ImageData } = await import('@napi-rs/canvas');
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').putImageData(new ImageData(opaque, image.width, image.height), 0, 0);
  return canvas.toBuffer('image/jpeg', JPEG_QUALITY);
}

function num(context: PDFContext, obj: PDFObject | undefined): number {
  const v = context.lookup(obj);
  return v instanceof PDFNumber ? v.asNumber() : NaN;
}

function names(context: PDFContext, obj: PDFObject | undefined): string[] {
  const v = context.lookup(obj);
  if (v instanceof PDFName) return [v.decodeText()];
  if (v instanceof PDFArray) return v.asArray().map((x) => context.lookup(x)).map((x) => (x instanceof PDFName ? x.decodeText() : '?'));
  return [];
}

function lastParms(context: PDFContext, dict: PDFDict): PDFDict | undefined {
  const p = context.lookup(dict.get(PDFName.of('DecodeParms')));
  if (p instanceof PDFDict) return p;
  if (p instanceof PDFArray && p.size() > 0) {
    const last = context.lookup(p.get(p.size() - 1));
    return last instanceof PDFDict ? last : undefined;
  }
  return undefined;
}

function decodeArray(context: PDFContext, obj: PDFObject | undefined): number[] | undefined {
  const v = context.lookup(obj);
  if (!(v instanceof PDFArray)) return undefined;
  return v.asArray().map((x) => num(context, x));
}
