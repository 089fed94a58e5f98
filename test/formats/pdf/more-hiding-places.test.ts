import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { build, Builder, GONE, LINE, lit, NAME, VISIBLE, type Built } from './hiding-places.js';
import { leaksOf, pdftotext, qdfBytes, qpdfCheck, tool } from './independent-checks.js';
import { redactBuilt } from './redact-helpers.js';

/**
 * More hiding places (docs/pdf.md), in the style of hiding-places.test.ts: each file names Jane
 * Novak in full on its page (so the document's memory knows the name) and hides her name
 * again somewhere else; redacted with the default options, the name must be gone from what
 * qpdf, pdftotext and pdfinfo read, and the rest of the text must stay.
 */
const helv = '/F1 10 Tf';
const text = (s: string, at = '40 200') => `BT ${helv} ${at} Td ${s} Tj ET`;

interface Case {
  name: string;
  make: () => Promise<Built>;
  /** pdftotext's whole output. */
  text: string;
  /** More to check in the output file. */
  check?: (output: string) => void;
}

/**
 * pdftotext of VISIBLE and LINE redacted, with `more` (a line further down) read after LINE's
 * first word: LINE runs off the page, and pdftotext reads its words as a column each.
 */
const redactedWith = (more: string) => `${VISIBLE}\n\nContact\n\n${more ? more + '\n\n' : ''}at\n\nor\n\n, IBAN\n\n\f`;

const CASES: Case[] = [
  {
    name: 'page text: the name written without its space (JaneNovak)',
    make: () => build('joined.pdf', `${text(lit(LINE))}\n${text(lit('Folder: JaneNovak'), '40 100')}`),
    text: redactedWith('Folder:'),
  },
  {
    name: 'page text: the name joined by an underscore (Jane_Novak)',
    make: () => build('underscore.pdf', `${text(lit(LINE))}\n${text(lit('Folder: Jane_Novak'), '40 100')}`),
    text: redactedWith('Folder:'),
  },
  {
    name: 'Info and names: JaneNovak as a string, a name value and a named destination',
    make: () => build('joined-names.pdf', text(lit(LINE)), (b) => {
      const info = b.ref({ Title: 'Folder JaneNovak', Owner: '/JaneNovak' });
      b.ctx.trailerInfo.Info = info;
      const page = b.doc.getPages()[0]!.ref;
      b.catalog('Dests', { JaneNovak: [page, '/Fit'] });
      b.catalog('OpenAction', { S: '/GoTo', D: '/JaneNovak' });
    }),
    text: redactedWith(''),
  },
  {
    name: 'content: marked-content tag /JaneNovak',
    make: () => build('joined-tag.pdf', `${text(lit(LINE))}\n/JaneNovak BMC ${text(lit('Tagged.'), '40 100')} EMC`),
    text: redactedWith('Tagged.'),
  },
  {
    name: 'content: a font resource and a form XObject named after her',
    make: async () => {
      const b = await Builder.create();
      const form = b.stream(text(lit('Stamp'), '0 0'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 400, 50], Resources: { Font: { F1: b.helvetica() } } });
      const page = b.page(`${text(lit(LINE))}\nBT /Jane#20Novak 10 Tf 40 100 Td (Named.) Tj ET q 1 0 0 1 40 60 cm /Jane#20Novak Do Q`, { Font: { 'Jane Novak': b.helvetica() }, XObject: { 'Jane Novak': form } });
      // A second page shares the resources and uses neither.
      const shared = b.ctx.register(page.node.get(PDFName.of('Resources'))!);
      page.node.set(PDFName.of('Resources'), shared);
      const other = b.doc.addPage([400, 300]);
      other.node.set(PDFName.of('Resources'), shared);
      other.node.set(PDFName.of('Contents'), b.stream(text(lit('Page two.'))));
      return b.save('resource-names.pdf');
    },
    text: `${redactedWith('Named.\n\nStamp')}Page two.\n\n\f`,
  },
  {
    name: 'content: a marked-content property list named after her (/Span /JaneNovak BDC)',
    make: () => build('property-name.pdf', `${text(lit(LINE))}\n/Span /JaneNovak BDC ${text(lit('Marked.'), '40 100')} EMC`, undefined, { Properties: { JaneNovak: { Alt: 'A note.' } } }),
    text: redactedWith('Marked.'),
  },
  {
    name: 'font: a font named ABCDEF+JaneNovak-Signature (font and descriptor)',
    make: async () => {
      const b = await Builder.create();
      const descriptor = b.ref({ Type: '/FontDescriptor', FontName: '/ABCDEF+JaneNovak-Signature', Flags: 32, FontBBox: [0, -200, 1000, 900], ItalicAngle: 0, Ascent: 900, Descent: -200, CapHeight: 700, StemV: 80 });
      const font = b.ref({ Type: '/Font', Subtype: '/Type1', BaseFont: '/ABCDEF+JaneNovak-Signature', Encoding: '/WinAnsiEncoding', FirstChar: 32, LastChar: 126, Widths: Array(95).fill(500), FontDescriptor: descriptor });
      b.page(`${text(lit(LINE))}\nBT /S1 10 Tf 40 100 Td (Signed.) Tj ET`, { Font: { S1: font } });
      return b.save('font-name.pdf');
    },
    text: redactedWith('Signed.'),
  },
  {
    name: 'font: an embedded TrueType font whose name table names her (copyright, family, PostScript name)',
    make: async () => {
      const b = await Builder.create();
      const program = b.stream(signatureFont(), { Length1: signatureFont().length });
      const descriptor = b.ref({ Type: '/FontDescriptor', FontName: '/ABCDEF+JaneNovak-Signature', Flags: 32, FontBBox: [-203, -303, 1050, 910], ItalicAngle: 0, Ascent: 905, Descent: -212, CapHeight: 716, StemV: 80, FontFile2: program });
      const font = b.ref({ Type: '/Font', Subtype: '/TrueType', BaseFont: '/ABCDEF+JaneNovak-Signature', Encoding: '/WinAnsiEncoding', FirstChar: 32, LastChar: 126, Widths: Array(95).fill(556), FontDescriptor: descriptor });
      b.page(`${text(lit(LINE))}\nBT /S1 10 Tf 40 100 Td (Signed.) Tj ET`, { Font: { S1: font } });
      return b.save('font-program.pdf');
    },
    text: redactedWith('Signed.'),
    // Still embedded (and a subset, by its tag), under its masked name.
    check: (output) => expect(tool('pdffonts', [output])).toMatch(/^ABCDEF\+XXXXXXXXX-Signature +TrueType +WinAnsi +yes +yes +no /m),
  },
  {
    name: 'annotations: a link to the file JaneNovak.pdf and an annotation named Jane_Novak',
    make: () => build('joined-annots.pdf', text(lit(LINE)), (b) => {
      const link = b.ref({ Type: '/Annot', Subtype: '/Link', Rect: [40, 90, 200, 110], A: { S: '/GoToR', F: { Type: '/Filespec', F: 'JaneNovak.pdf', UF: 'JaneNovak.pdf' }, D: [0, '/Fit'] } });
      const note = b.ref({ Type: '/Annot', Subtype: '/Text', Rect: [40, 40, 60, 60], NM: 'Jane_Novak', Contents: 'See the folder.' });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([link, note]));
    }),
    text: redactedWith(''),
  },
];

/**
 * LiberationSans (shipped with pdfjs-dist) with its name table replaced by one that names the
 * font after Jane Novak: copyright, family, full and PostScript names, for Macintosh (single
 * bytes) and Windows (UTF-16BE).
 */
function signatureFont(): Uint8Array {
  const ttf = readFileSync(new URL('../../../node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf', import.meta.url));
  const names: [number, string][] = [[0, `Copyright 2026 ${NAME}`], [1, `${NAME} Signature`], [4, `${NAME} Signature Regular`], [6, 'JaneNovak-Signature']];
  const records: Buffer[] = [];
  const strings: Buffer[] = [];
  let offset = 0;
  for (const [platform, encoding, language] of [[1, 0, 0], [3, 1, 0x409]] as const) {
    for (const [id, value] of names) {
      const bytes = platform === 1 ? Buffer.from(value, 'latin1') : Buffer.from(value, 'utf16le').swap16();
      const rec = Buffer.alloc(12);
      [platform, encoding, language, id, bytes.length, offset].forEach((v, k) => rec.writeUInt16BE(v, 2 * k));
      records.push(rec);
      strings.push(bytes);
      offset += bytes.length;
    }
  }
  const header = Buffer.alloc(6);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(6 + 12 * records.length, 4);
  const table = Buffer.concat([header, ...records, ...strings]);
  const start = ttf.length + ((4 - (ttf.length % 4)) % 4);
  const out = Buffer.concat([ttf, Buffer.alloc(start - ttf.length), table]);
  for (let i = 0; i < out.readUInt16BE(4); i++) {
    const rec = 12 + 16 * i;
    if (out.toString('latin1', rec, rec + 4) !== 'name') continue;
    out.writeUInt32BE(start, rec + 8);
    out.writeUInt32BE(table.length, rec + 12);
  }
  return out;
}

describe.each(CASES)('$name', (c) => {
  it('leaves none of the values anywhere an independent tool can find them, and the rest of the text', async () => {
    const { input, output } = await redactBuilt(await c.make());
    expect(qdfBytes(input)).toContain('Novak');
    expect(leaksOf(output, GONE).join('\n')).toBe('');
    expect(pdftotext(output)).toBe(c.text);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
    c.check?.(output);
  });
});

/** The grey level (0 black, 255 white) of each pixel of a region of page 1, rendered by pdftoppm at 10 pixels a point; the region in points from the page's top left. */
function pixels(file: string, x: number, y: number, w: number, h: number): number[] {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-pixels-')), 'p');
  tool('pdftoppm', ['-gray', '-r', '720', '-f', '1', '-l', '1', '-x', String(Math.round(x * 10)), '-y', String(Math.round(y * 10)), '-W', String(Math.round(w * 10)), '-H', String(Math.round(h * 10)), '-singlefile', file, out]);
  const pgm = readFileSync(out + '.pgm');
  // P5 <width> <height> <max>\n, then one byte a pixel.
  let fields = 0;
  let i = 0;
  while (fields < 4) {
    while (pgm[i] === 0x20 || pgm[i] === 0x0a) i++;
    while (pgm[i] !== 0x20 && pgm[i] !== 0x0a) i++;
    fields++;
  }
  return [...pgm.subarray(i + 1)];
}

describe('the black box of a value at the end of a sentence', () => {
  it('stops where the full stop after it starts: the gap before the stop stays white', async () => {
    // Helvetica 8 pt: the stop's ink starts 0.70 pt after its origin (AFM: period B 87 0 191 106).
    const made = await build('iban-stop.pdf', `BT /F1 8 Tf 40 200 Td (Pay to IBAN GB82 WEST 1234 5698 7654 32.) Tj ET`);
    const { input, output } = await redactBuilt(made);
    expect(pdftotext(input)).toContain('GB82 WEST');
    expect(qdfBytes(output)).not.toContain('GB82');
    expect(pdftotext(output)).toBe(`${VISIBLE}\n\nPay to IBAN\n\n.\n\n\f`);
    const stop = tool('pdftotext', ['-bbox', output, '-']).match(/<word xMin="([\d.]+)"[^>]*>\.<\/word>/);
    expect(stop).not.toBeNull();
    const origin = Number(stop![1]);
    // The baseline is 100 pt from the top; 0.4 pt above it is inside the box and the stop's height.
    const gap = pixels(output, origin + 0.1, 99.4, 0.5, 0.2);
    expect(gap.length).toBe(10);
    expect(Math.min(...gap)).toBeGreaterThan(200);
    const dot = pixels(output, origin + 1.0, 99.4, 0.2, 0.2);
    expect(Math.max(...dot)).toBeLessThan(60);
  });
});
