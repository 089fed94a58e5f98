import { deflateSync } from 'node:zlib';

/**
 * A small TIFF writer for the tests (independent of utif2, which the code under test uses):
 * one strip a page, little-endian, compressions none (1), LZW (5, TIFF 6.0 section 13, with the
 * "early change" of libtiff), Deflate (8) and PackBits (32773, section 9); gray, RGB or RGBA.
 */
export interface FixturePage {
  width: number;
  height: number;
  /** 8-bit RGBA, rows top to bottom. */
  rgba: Uint8Array;
  samples: 1 | 3 | 4;
  compression: 1 | 5 | 8 | 32773;
  /** Written as Artist (315) and ImageDescription (270): metadata that must not survive. */
  artist?: string;
}

export function writeTiff(pages: readonly FixturePage[]): Buffer {
  const parts: Buffer[] = [];
  let at = 8;
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  parts.push(header);
  const ifdOffsets: number[] = [];
  const nextFields: number[] = [];
  for (const p of pages) {
    const strip = compress(samplesOf(p), p);
    const stripAt = at;
    parts.push(strip, Buffer.alloc(strip.length & 1));
    at += strip.length + (strip.length & 1);
    const extra: Buffer[] = [];
    let extraAt = 0;
    const entries: [number, number, number, number | Buffer][] = []; // tag, type, count, value
    const bits = Buffer.alloc(2 * p.samples);
    for (let i = 0; i < p.samples; i++) bits.writeUInt16LE(8, 2 * i);
    entries.push([256, 3, 1, p.width], [257, 3, 1, p.height], [258, 3, p.samples, p.samples === 1 ? 8 : bits], [259, 3, 1, p.compression], [262, 3, 1, p.samples === 1 ? 1 : 2]);
    if (p.artist) entries.push([270, 2, p.artist.length + 1, Buffer.from(`${p.artist}\0`, 'latin1')]);
    entries.push([273, 4, 1, stripAt], [277, 3, 1, p.samples], [278, 3, 1, p.height], [279, 4, 1, strip.length], [284, 3, 1, 1]);
    if (p.artist) entries.push([315, 2, p.artist.length + 1, Buffer.from(`${p.artist}\0`, 'latin1')]);
    if (p.samples === 4) entries.push([338, 3, 1, 2]);
    const ifdAt = at;
    ifdOffsets.push(ifdAt);
    const ifd = Buffer.alloc(2 + 12 * entries.length + 4);
    ifd.writeUInt16LE(entries.length, 0);
    const afterIfd = ifdAt + ifd.length;
    entries.forEach(([tag, type, count, value], i) => {
      const o = 2 + 12 * i;
      ifd.writeUInt16LE(tag, o);
      ifd.writeUInt16LE(type, o + 2);
      ifd.writeUInt32LE(count, o + 4);
      if (Buffer.isBuffer(value)) {
        if (value.length <= 4) value.copy(ifd, o + 8);
        else {
          ifd.writeUInt32LE(afterIfd + extraAt, o + 8);
          extra.push(value, Buffer.alloc(value.length & 1));
          extraAt += value.length + (value.length & 1);
        }
      } else if (type === 3) ifd.writeUInt16LE(value, o + 8);
      else ifd.writeUInt32LE(value, o + 8);
    });
    nextFields.push(parts.length);
    parts.push(ifd, ...extra);
    at = afterIfd + extraAt;
  }
  // Link the IFDs: the header points to the first, each to the next, the last to 0.
  header.writeUInt32LE(ifdOffsets[0]!, 4);
  nextFields.forEach((part, i) => {
    const ifd = parts[part]!;
    ifd.writeUInt32LE(ifdOffsets[i + 1] ?? 0, ifd.length - 4);
  });
  return Buffer.concat(parts);
}

function samplesOf(p: FixturePage): Buffer {
  const n = p.width * p.height;
  const out = Buffer.alloc(n * p.samples);
  for (let i = 0; i < n; i++) for (let c = 0; c < p.samples; c++) out[i * p.samples + c] = p.rgba[i * 4 + c]!;
  return out;
}

function compress(data: Buffer, p: FixturePage): Buffer {
  if (p.compression === 8) return deflateSync(data);
  if (p.compression === 32773) {
    // PackBits row by row (rows never share a run, TIFF 6.0 section 9).
    const row = p.width * p.samples;
    const out: number[] = [];
    for (let r = 0; r < p.height; r++) packBits(data.subarray(r * row, (r + 1) * row), out);
    return Buffer.from(out);
  }
  if (p.compression === 5) return lzw(data);
  return data;
}

function packBits(row: Uint8Array, out: number[]): void {
  let i = 0;
  while (i < row.length) {
    let run = 1;
    while (i + run < row.length && run < 128 && row[i + run] === row[i]) run++;
    if (run > 1) {
      out.push(257 - run, row[i]!);
      i += run;
      continue;
    }
    let lit = 1;
    while (i + lit < row.length && lit < 128 && !(i + lit + 1 < row.length && row[i + lit] === row[i + lit + 1])) lit++;
    out.push(lit - 1, ...row.subarray(i, i + lit));
    i += lit;
  }
}

/** TIFF LZW: codes MSB first, 9 to 12 bits, Clear 256, EOI 257, the width growing one code early. */
function lzw(data: Uint8Array): Buffer {
  const out: number[] = [];
  let acc = 0;
  let nacc = 0;
  let width = 9;
  const emit = (code: number) => {
    acc = (acc << width) | code;
    nacc += width;
    while (nacc >= 8) {
      out.push((acc >>> (nacc - 8)) & 0xff);
      nacc -= 8;
    }
    acc &= (1 << nacc) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  emit(256);
  let w = -1;
  let key = '';
  for (const c of data) {
    if (w < 0) {
      w = c;
      key = String.fromCharCode(c);
      continue;
    }
    const k = `${key},${c}`;
    const found = table.get(k);
    if (found !== undefined) {
      w = found;
      key = k;
      continue;
    }
    emit(w);
    table.set(k, next++);
    if (next + 1 > 1 << width) width++; // early change: 511 -> 10 bits, 1023 -> 11, 2047 -> 12
    if (next === 4094) {
      emit(256);
      table = new Map();
      next = 258;
      width = 9;
    }
    w = c;
    key = String.fromCharCode(c);
  }
  if (w >= 0) emit(w);
  // After the last code the decoder's table grows by one: the EOI may need the wider width.
  if (next + 1 > 1 << width) width++;
  emit(257);
  if (nacc > 0) out.push((acc << (8 - nacc)) & 0xff);
  return Buffer.from(out);
}
