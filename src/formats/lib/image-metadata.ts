/**
 * Metadata removed from the pictures inside documents: a phone photo pasted into a report
 * carries its owner's name, the camera's serial number, GPS coordinates and a thumbnail of the
 * original in EXIF, XMP or IPTC blocks. The pixels are left exactly as they were.
 *
 * JPEG (ITU-T T.81 Annex B; JFIF; Exif 2.3 §4.5): the marker segments before the image data
 * are read one by one; APP1 (EXIF, XMP), APP3–APP13 and APP15 (IPTC/Photoshop in APP13, others
 * vendor data), COM (comments) and whatever follows the end of the image are dropped; APP0 (JFIF), APP2 (the ICC colour profile) and APP14
 * (Adobe: tells how CMYK is stored) are kept, as are the tables and the scan. The EXIF
 * orientation, which viewers and Office use to turn a photo upright, is kept in a new EXIF
 * block holding that one tag.
 *
 * PNG (ISO/IEC 15948 §11.3): the text chunks (tEXt, zTXt, iTXt), eXIf, tIME and bytes after
 * IEND are dropped; every other chunk is copied byte for byte (so their CRCs stay valid).
 *
 * Returns undefined when the data is not a well-formed image of these kinds, or holds no
 * metadata: the caller then keeps the bytes it had.
 */
export function stripImageMetadata(data: Uint8Array): Uint8Array | undefined {
  if (isJpeg(data)) return stripJpeg(data);
  if (isPng(data)) return stripPng(data);
  return undefined;
}

function isJpeg(d: Uint8Array): boolean {
  return d.length > 4 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(d: Uint8Array): boolean {
  return d.length > 8 && PNG_SIGNATURE.every((b, i) => d[i] === b);
}

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
const SOS = 0xda;
const EOI = 0xd9;

function isDroppedJpegMarker(marker: number): boolean {
  if (marker === COM) return true;
  if (marker < APP0 || marker > APP15) return false;
  return marker !== APP0 && marker !== APP2 && marker !== APP14;
}

function stripJpeg(d: Uint8Array): Uint8Array | undefined {
  const kept: Uint8Array[] = [d.subarray(0, 2)];
  let orientation: number | undefined;
  let dropped = false;
  let p = 2;
  for (;;) {
    if (p + 2 > d.length || d[p] !== 0xff) return undefined;
    const marker = d[p + 1]!;
    if (marker === 0xff) {
      p++; // fill byte
      continue;
    }
    if (marker === EOI) {
      kept.push(d.subarray(p, p + 2));
      // Bytes after the end of the image (a phone's "motion photo" video, a vendor trailer)
      // are no part of the picture.
      if (p + 2 < d.length) dropped = true;
      break;
    }
    if (p + 4 > d.length) return undefined;
    const length = (d[p + 2]! << 8) | d[p + 3]!;
    if (length < 2 || p + 2 + length > d.length) return undefined;
    let end = p + 2 + length;
    if (marker === SOS) end = entropyDataEnd(d, end);
    if (end < 0) return undefined;
    if (isDroppedJpegMarker(marker)) {
      dropped = true;
      if (marker === APP1) orientation ??= exifOrientation(d.subarray(p + 4, end));
    } else kept.push(d.subarray(p, end));
    p = end;
  }
  if (!dropped) return undefined;
  if (orientation !== undefined && orientation !== 1) kept.splice(appInsertIndex(kept), 0, orientationSegment(orientation));
  return concat(kept);
}

/**
 * Where a scan's entropy-coded data ends: at the next marker, a 0xFF followed by anything but
 * 0x00 (a stuffed byte) or a restart marker (0xD0–0xD7). -1 when the data ends first.
 */
function entropyDataEnd(d: Uint8Array, from: number): number {
  for (let i = from; i + 1 < d.length; i++) {
    if (d[i] !== 0xff) continue;
    const next = d[i + 1]!;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return i;
  }
  return -1;
}

/** After SOI and an APP0 (JFIF) segment if there is one: where an EXIF APP1 belongs. */
function appInsertIndex(kept: readonly Uint8Array[]): number {
  return kept.length > 1 && kept[1]![1] === APP0 ? 2 : 1;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

/** The orientation tag (1–8) of IFD0 in an APP1 payload, if it is EXIF and has one. */
function exifOrientation(payload: Uint8Array): number | undefined {
  if (payload.length < 14 || !EXIF_HEADER.every((b, i) => payload[i] === b)) return undefined;
  const tiff = payload.subarray(6);
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return undefined;
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 0x10000 : u16(at) * 0x10000 + u16(at + 2));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** An APP1 EXIF segment whose IFD0 holds only the orientation (big-endian TIFF, Exif 2.3 §4.6). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, IFD0 at offset 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1, value
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const length = 2 + EXIF_HEADER.length + tiff.length;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...EXIF_HEADER, ...tiff]);
}

const DROPPED_PNG_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(d: Uint8Array): Uint8Array | undefined {
  const kept: Uint8Array[] = [d.subarray(0, 8)];
  let dropped = false;
  let p = 8;
  while (p < d.length) {
    if (p + 12 > d.length) return undefined;
    const length = ((d[p]! << 24) >>> 0) + (d[p + 1]! << 16) + (d[p + 2]! << 8) + d[p + 3]!;
    const end = p + 12 + length;
    if (end > d.length) return undefined;
    const type = String.fromCharCode(d[p + 4]!, d[p + 5]!, d[p + 6]!, d[p + 7]!);
    if (DROPPED_PNG_CHUNKS.has(type)) dropped = true;
    else kept.push(d.subarray(p, end));
    p = end;
    if (type === 'IEND') {
      if (p < d.length) dropped = true; // bytes after the image's end
      break;
    }
  }
  return dropped ? concat(kept) : undefined;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
