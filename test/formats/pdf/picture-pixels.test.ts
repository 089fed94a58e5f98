import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, PDFName, StandardFonts, type PDFRef } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { createRedactor } from '../../../src/engine/redactor.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { qdfBytes } from './independent-checks.js';

/**
 * A text finding drawn over a picture on an ordinary page: the box is painted into the picture's
 * pixels too, whatever the picture's encoding, and the picture object is replaced (OCR off here,
 * so only the text's boxes count). poppler's pdfimages reads the pictures back; qpdf decodes
 * every stream to show the old pixels are nowhere.
 */
const W = 280;
const H = 50;
const TEXT = 'Mail marta.lindqvist@example.com now';

/** The original picture's colour at a pixel: distinct on every row, so a row's bytes are unique. */
const colour = (x: number, y: number): [number, number, number] => [x & 0xff, (y * 5) & 0xff, (x + 3 * y) & 0xff];

interface Picture {
  dict: Record<string, unknown>;
  /** Encoded bytes as stored. */
  data: Uint8Array;
  /** Pixels of the picture as a reader shows them (RGB), for the check far from the box. */
  expected: (x: number, y: number) => [number, number, number];
  smask?: Uint8Array;
  /** Lossy: compared within a tolerance. */
  lossy?: boolean;
  /** Each row of decoded samples as stored (for the search of old pixels). */
  rows?: Buffer[];
}

function rgbRows(): Buffer[] {
  return Array.from({ length: H }, (_, y) => Buffer.from(Array.from({ length: W }, (_, x) => colour(x, y)).flat()));
}

/** PNG predictor rows (ISO 32000-1 7.4.4.4): each row's filter type cycles through 0–4. */
function pngPredicted(rows: Buffer[], bpp: number): Buffer {
  const out: Buffer[] = [];
  rows.forEach((row, r) => {
    const type = r % 5;
    const up = r > 0 ? rows[r - 1]! : Buffer.alloc(row.length);
    const enc = Buffer.alloc(row.length);
    for (let i = 0; i < row.length; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = up[i]!;
      const c = i >= bpp ? up[i - bpp]! : 0;
      const p = a + b - c;
      const pred = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      enc[i] = (row[i]! - pred) & 0xff;
    }
    out.push(Buffer.from([type]), enc);
  });
  return Buffer.concat(out);
}

const PICTURES: Record<string, () => Picture> = {
  'RGB, Flate with a PNG predictor': () => {
    const rows = rgbRows();
    return {
      dict: { ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'FlateDecode', DecodeParms: { Predictor: 15, Colors: 3, Columns: W, BitsPerComponent: 8 } },
      data: deflateSync(pngPredicted(rows, 3)), expected: colour, rows,
    };
  },
  '1-bit gray with /Decode [1 0]': () => {
    // A checkerboard of 4-pixel squares; a 1 bit is black with the inverted Decode.
    const bit = (x: number, y: number) => ((x >> 2) + (y >> 2)) & 1;
    const stride = Math.ceil(W / 8);
    const raw = Buffer.alloc(stride * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (bit(x, y)) raw[y * stride + (x >> 3)]! |= 0x80 >> (x & 7);
    return { dict: { ColorSpace: 'DeviceGray', BitsPerComponent: 1, Decode: [1, 0], Filter: 'FlateDecode' }, data: deflateSync(raw), expected: (x, y) => (bit(x, y) ? [0, 0, 0] : [255, 255, 255]) };
  },
  '4-bit indexed over RGB': () => {
    const palette = [[250, 240, 200], [20, 90, 160], [200, 30, 40], [60, 160, 60]];
    const index = (x: number, y: number) => (x >> 3) % 4 === (y >> 3) % 4 ? 1 : (x + y) % 3 === 0 ? 2 : (x >> 5) % 2 ? 3 : 0;
    const stride = Math.ceil(W / 2);
    const raw = Buffer.alloc(stride * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) raw[y * stride + (x >> 1)]! |= index(x, y) << (x & 1 ? 0 : 4);
    return {
      dict: { ColorSpace: ['Indexed', 'DeviceRGB', 3, 'PALETTE'], BitsPerComponent: 4, Filter: 'FlateDecode' },
      data: deflateSync(raw), expected: (x, y) => palette[index(x, y)] as [number, number, number],
    };
  },
  'RGB with a soft mask': () => {
    const rows = rgbRows();
    const alpha = Buffer.alloc(W * H, 255);
    for (let i = 0; i < W * 10; i++) alpha[i] = 128; // the top ten rows half transparent
    return { dict: { ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'FlateDecode' }, data: deflateSync(Buffer.concat(rows)), expected: colour, smask: alpha, rows };
  },
  JPEG: () => {
    const canvas = createCanvas(W, H);
    const g = canvas.getContext('2d');
    const image = g.createImageData(W, H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) image.data.set([...colour(x, y), 255], (y * W + x) * 4);
    g.putImageData(image, 0, 0);
    return { dict: { ColorSpace: 'DeviceRGB', BitsPerComponent: 8, Filter: 'DCTDecode' }, data: canvas.toBuffer('image/jpeg', 95), expected: colour, lossy: true };
  },
};

async function pageWithPicture(picture: Picture): Promise<{ pdf: Uint8Array; box: [number, number] }> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  const ctx = doc.context;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const dict: Record<string, unknown> = { Type: 'XObject', Subtype: 'Image', Width: W, Height: H, ...picture.dict };
  if (Array.isArray(dict.ColorSpace) && dict.ColorSpace[3] === 'PALETTE') {
    const palette = ctx.flateStream(Buffer.from([250, 240, 200, 20, 90, 160, 200, 30, 40, 60, 160, 60]));
    dict.ColorSpace = [PDFName.of('Indexed'), PDFName.of('DeviceRGB'), 3, ctx.register(palette)];
  }
  if (picture.smask) dict.SMask = ctx.register(ctx.stream(deflateSync(picture.smask), { Type: 'XObject', Subtype: 'Image', Width: W, Height: H, ColorSpace: 'DeviceGray', BitsPerComponent: 8, Filter: 'FlateDecode' }));
  const image: PDFRef = ctx.register(ctx.stream(picture.data, dict as never));
  // The picture at (10, 80), one pixel a point; the text over it, baseline 100.
  const content = `q ${W} 0 0 ${H} 10 80 cm /Im1 Do Q\nBT /F1 12 Tf 20 100 Td (${TEXT}) Tj ET\n`;
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content)));
  page.node.set(PDFName.of('Resources'), ctx.obj({ Font: { F1: font.ref }, XObject: { Im1: image } }));
  const x = 20 + font.widthOfTextAtSize('Mail ', 12) + font.widthOfTextAtSize('marta.lindqvist@example.com', 12) / 2;
  // The middle of the e-mail address in the picture's pixels (rows top to bottom).
  return { pdf: await doc.save(), box: [Math.round(x - 10), 130 - 104] };
}

describe('pictures under a text finding\'s box on an ordinary page', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-pixels-'));

  for (const [name, make] of Object.entries(PICTURES)) {
    test(name, async () => {
      const picture = make();
      const { pdf, box } = await pageWithPicture(picture);
      const slug = name.replace(/\W+/g, '-');
      const input = path.join(dir, `${slug}.pdf`);
      const output = path.join(dir, `${slug}-out.pdf`);
      writeFileSync(input, pdf);
      const result = await pdfHandler.redact(input, output, { redactor: createRedactor({}), displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: { ocr: false } });
      expect(result).toEqual({ counts: { EMAIL_ADDRESS: 1 }, warnings: ['page 1: 1 picture under a redaction box had the box painted into their pixels'] });

      // poppler extracts the page's one picture (and its soft mask): black under the box, as before elsewhere.
      const images = path.join(dir, slug);
      execFileSync('pdfimages', ['-png', output, images]);
      const files = readdirSync(dir).filter((f) => f.startsWith(`${slug}-`) && f.endsWith('.png')).sort();
      expect(files).toHaveLength(picture.smask ? 2 : 1);
      const shown = await loadImage(readFileSync(path.join(dir, files[0]!)));
      expect([shown.width, shown.height]).toEqual([W, H]);
      const canvas = createCanvas(W, H);
      canvas.getContext('2d').drawImage(shown, 0, 0);
      const px = canvas.getContext('2d').getImageData(0, 0, W, H).data;
      const at = (x: number, y: number) => [...px.subarray((y * W + x) * 4, (y * W + x) * 4 + 3)];
      for (const [dx, dy] of [[0, 0], [-40, 0], [40, -3], [0, 4]] as const) {
        const black = at(box[0] + dx, box[1] + dy);
        // (a JPEG comes back within a few levels of black)
        if (picture.lossy) expect(Math.max(...black), `${dx},${dy}`).toBeLessThanOrEqual(8);
        else expect(black, `${dx},${dy}`).toEqual([0, 0, 0]);
      }
      for (const [x, y] of [[3, 45], [270, 2], [100, 40]] as const) {
        const want = picture.expected(x, y);
        if (picture.lossy) at(x, y).forEach((v, k) => expect(Math.abs(v - want[k]!), `${x},${y}`).toBeLessThanOrEqual(12));
        else expect(at(x, y), `${x},${y}`).toEqual(want);
      }
      if (picture.smask) {
        const mask = await loadImage(readFileSync(path.join(dir, files[1]!)));
        const m = createCanvas(W, H);
        m.getContext('2d').drawImage(mask, 0, 0);
        const alpha = m.getContext('2d').getImageData(0, 0, W, H).data;
        expect(alpha[(5 * W + 3) * 4]).toBe(128); // still half transparent up top
        expect(alpha[(box[1] * W + box[0]) * 4]).toBe(255); // the box is opaque
      }

      // The old picture is gone: neither its stored bytes nor (decoded by qpdf) a row of its pixels under the box.
      const out = readFileSync(output);
      const mid = picture.data.length >> 1;
      expect(out.includes(Buffer.from(picture.data.subarray(mid, mid + 32)))).toBe(false);
      if (picture.rows) {
        const qdf = Buffer.from(qdfBytes(output), 'latin1');
        expect(qdf.includes(picture.rows[box[1]]!)).toBe(false);
        expect(qdf.includes(picture.rows[45]!)).toBe(true); // (the search finds rows that stayed)
      }
    });
  }

  test('a picture drawn turned gets the box in its own shape, not its bounding rectangle', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    const ctx = doc.context;
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const raw = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) raw.set([x & 0xff, (y * 5) & 0xff, 200], (y * W + x) * 3); // never black
    const image = ctx.register(ctx.flateStream(raw, { Type: 'XObject', Subtype: 'Image', Width: W, Height: H, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }));
    // Turned 16.26° (cos 0.96, sin 0.28): one pixel a point still.
    const content = `q 0.96 0.28 -0.28 0.96 0 0 cm q ${W} 0 0 ${H} 10 60 cm /Im1 Do Q Q\nBT /F1 12 Tf 20 100 Td (${TEXT}) Tj ET\n`;
    page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content)));
    page.node.set(PDFName.of('Resources'), ctx.obj({ Font: { F1: font.ref }, XObject: { Im1: image } }));
    const input = path.join(dir, 'turned.pdf');
    const output = path.join(dir, 'turned-out.pdf');
    writeFileSync(input, await doc.save());
    const result = await pdfHandler.redact(input, output, { redactor: createRedactor({}), displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: { ocr: false } });
    expect(result.warnings).toEqual(['page 1: 1 picture under a redaction box had the box painted into their pixels']);
    execFileSync('pdfimages', ['-png', output, path.join(dir, 'turned')]);
    const shown = await loadImage(readFileSync(path.join(dir, 'turned-000.png')));
    const canvas = createCanvas(W, H);
    canvas.getContext('2d').drawImage(shown, 0, 0);
    const px = canvas.getContext('2d').getImageData(0, 0, W, H).data;
    // Every black pixel, taken back to the page, lies in the address's box (glyph box -0.22 to
    // 0.9 em, padded 1.5 pt, plus a pixel); its bounding rectangle in the turned picture would not.
    const x0 = 20 + font.widthOfTextAtSize('Mail ', 12);
    const x1 = x0 + font.widthOfTextAtSize('marta.lindqvist@example.com', 12);
    let black = 0;
    let outside = 0;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 4;
        if (px[i] !== 0 || px[i + 1] !== 0 || px[i + 2] !== 0) continue;
        black++;
        const a = 10 + x + 0.5;
        const b = 60 + H - (y + 0.5);
        const [X, Y] = [0.96 * a - 0.28 * b, 0.28 * a + 0.96 * b];
        if (X < x0 - 3 || X > x1 + 3 || Y < 100 - 2.64 - 3 || Y > 100 + 10.8 + 3) outside++;
      }
    }
    expect(black).toBeGreaterThan(1000);
    expect(outside).toBe(0);
  });

  test('an inline image under the box is not rewritten, and the summary says so', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    const ctx = doc.context;
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const content = `q ${W} 0 0 ${H} 10 80 cm BI /W 2 /H 2 /CS /G /BPC 8 ID abcd EI Q\nBT /F1 12 Tf 20 100 Td (${TEXT}) Tj ET\n`;
    page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content)));
    page.node.set(PDFName.of('Resources'), ctx.obj({ Font: { F1: font.ref } }));
    const input = path.join(dir, 'inline.pdf');
    writeFileSync(input, await doc.save());
    const result = await pdfHandler.redact(input, path.join(dir, 'inline-out.pdf'), { redactor: createRedactor({}), displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: { ocr: false } });
    expect(result).toEqual({ counts: { EMAIL_ADDRESS: 1 }, warnings: ['page 1: 1 picture under a redaction box could not be painted (an inline image): their pixels are unchanged, check them by eye'] });
  });

  test('a JBIG2 picture under the box can\'t be painted, and the summary says so', async () => {
    const { pdf } = await pageWithPicture({ dict: { ColorSpace: 'DeviceGray', BitsPerComponent: 1, Filter: 'JBIG2Decode' }, data: Buffer.alloc(64, 7), expected: () => [0, 0, 0] });
    const input = path.join(dir, 'jbig2.pdf');
    writeFileSync(input, pdf);
    const result = await pdfHandler.redact(input, path.join(dir, 'jbig2-out.pdf'), { redactor: createRedactor({}), displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: { ocr: false } });
    expect(result).toEqual({ counts: { EMAIL_ADDRESS: 1 }, warnings: ['page 1: 1 picture under a redaction box could not be painted (a JBIG2 picture): their pixels are unchanged, check them by eye'] });
  });
});
