import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PDFiumLibrary } from '@hyzyla/pdfium';
import { describe, expect, it } from 'vitest';
import email from '../../../src/detectors/email.js';
import { createRedactor } from '../../../src/engine/redactor.js';
import { InputError } from '../../../src/errors.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { pdfiumText, pdftotext, qdfBytes, qpdfCheck } from './independent-checks.js';
import { fixture, PEOPLE, redactFixture } from './redact-helpers.js';

/** Page 1 rendered by PDFium at 72 dpi, one gray byte per pixel. */
async function renderGray(bytes: Uint8Array): Promise<Uint8Array> {
  const lib = await PDFiumLibrary.init();
  const doc = await lib.loadDocument(new Uint8Array(bytes));
  const image = await doc.getPage(0).render({ scale: 1, render: 'bitmap' });
  const gray = new Uint8Array(image.width * image.height);
  for (let i = 0; i < gray.length; i++) gray[i] = Math.round((image.data[i * 4]! + image.data[i * 4 + 1]! + image.data[i * 4 + 2]!) / 3);
  doc.destroy();
  lib.destroy();
  return gray;
}

describe('pdf handler', () => {
  it('sniffs the PDF header anywhere in the first 1024 bytes', () => {
    expect(pdfHandler.sniff(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(pdfHandler.sniff(Buffer.from('\x00\xff\x10junk%PDF-1.4\n', 'latin1'))).toBe(true);
    // Text that merely quotes the header is not a PDF.
    expect(pdfHandler.sniff(Buffer.from('see the %PDF-1.4 header\n'))).toBe(false);
    expect(pdfHandler.sniff(Buffer.from('PK\x03\x04'))).toBe(false);
    expect(pdfHandler.extensions).toEqual(['.pdf']);
  });

  it('refuses an encrypted PDF with a message saying what to do, and writes nothing', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-')), 'x.pdf');
    const redactor = createRedactor({ detectors: [email] });
    const error = await pdfHandler.redact(fixture('encrypted.pdf'), out, { redactor, displayName: 'encrypted.pdf', limits: DEFAULT_LIMITS, options: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe('encrypted.pdf: is encrypted with a password needed to open it: decrypt it first (e.g. qpdf --decrypt --password=… in.pdf out.pdf), then redact the copy');
    expect(existsSync(out)).toBe(false);
  });

  it('redacts a PDF encrypted with an owner password only (RC4, AES-128, AES-256 with object streams) and says the restrictions were dropped', async () => {
    const plain = await redactFixture('standard14.pdf');
    for (const name of ['owner-password-rc4.pdf', 'owner-password-aes128.pdf', 'owner-password-aes256.pdf']) {
      const { output, result } = await redactFixture(name);
      expect(result).toEqual({
        counts: plain.result.counts,
        warnings: ['was encrypted with an owner password only (no password to open it, printing or copying restricted): the output is not encrypted, so those restrictions are dropped'],
      });
      expect(pdftotext(output)).toBe(pdftotext(plain.output));
      expect(qpdfCheck(output)).toContain('File is not encrypted');
    }
    expect(plain.result.counts).toEqual({ CUSTOM_ENTITY: 7, EMAIL_ADDRESS: 2 });
  });

  it('refuses a PDF that needs a user password to open', async () => {
    await expect(redactFixture('user-password.pdf')).rejects.toThrow('user-password.pdf: is encrypted with a password needed to open it');
  });

  it('refuses a truncated PDF with one line, and writes nothing', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-')), 'x.pdf');
    const redactor = createRedactor({ detectors: [email] });
    const error = await pdfHandler.redact(fixture('truncated.pdf'), out, { redactor, displayName: 'truncated.pdf', limits: DEFAULT_LIMITS, options: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe('truncated.pdf: is not a valid PDF (Trying to parse invalid object: {"line":56,"column":5,"offset":524}))');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses more pages than the limit', async () => {
    const error = await redactFixture('standard14.pdf', {}, { ...DEFAULT_LIMITS, maxPdfPages: 1 }).catch((e: unknown) => e);
    expect((error as InputError).message).toBe('standard14.pdf: has 2 pages, more than the limit of 1');
  });

  it('refuses a stream that decodes past the limit', async () => {
    const error = await redactFixture('standard14.pdf', {}, { ...DEFAULT_LIMITS, maxPdfStreamBytes: 64 }).catch((e: unknown) => e);
    expect((error as InputError).message).toBe('standard14.pdf: a stream decodes to more than 64 bytes (the limit for PDF streams)');
  });

  it('rebuilds the ToUnicode map with only the codes still shown', async () => {
    const { output } = await redactFixture('truetype-type0.pdf');
    const targets = new Set<string>();
    for (const block of qdfBytes(output).matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const m of block[1]!.matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>/g)) targets.add(m[1]!.toUpperCase());
    }
    // J, И, С, Ε, Π occur only inside the redacted names; R, ο (Greek), о stay in other words.
    for (const gone of ['004A', '0418', '0421', '0395', '03A0']) expect(targets.has(gone), gone).toBe(false);
    for (const kept of ['0052', '03BF', '043E']) expect(targets.has(kept), kept).toBe(true);
  });

  it('--pdf-label prints the entity label in each box', async () => {
    const { output } = await redactFixture('standard14.pdf', { pdfLabel: true });
    const text = pdftotext(output);
    expect(text.match(/CUSTOM_ENTITY/g)?.length).toBe(7);
    expect(text.match(/EMAIL_ADDRESS/g)?.length).toBe(2);
    const pdfium = (await pdfiumText(readFileSync(output))).join('\n');
    for (const v of PEOPLE.slice(0, 4)) expect(pdfium).not.toContain(v);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
  });

  it('rasterizes a page with a Type3 font, boxes painted, and says so', async () => {
    const { output, result } = await redactFixture('type3.pdf');
    expect(result).toEqual({ counts: { CUSTOM_ENTITY: 1 }, warnings: ['page 1 was rasterized because it uses a Type3 font: its text is no longer selectable'] });
    expect(pdftotext(output).trim()).toBe('');
    expect(qdfBytes(output)).not.toContain('/Type3');
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
  });

  it('rasterizes vertical text with every pixel of it under a box', async () => {
    const { output, result } = await redactFixture('vertical.pdf');
    expect(result).toEqual({ counts: { CUSTOM_ENTITY: 1 }, warnings: ['page 1 was rasterized because it has vertical text: its text is no longer selectable'] });
    expect(pdftotext(output).trim()).toBe('');
    // All text on this page is the name: wherever the original has ink, the output is black.
    const before = await renderGray(readFileSync(fixture('vertical.pdf')));
    const after = await renderGray(readFileSync(output));
    let inked = 0;
    before.forEach((v, i) => {
      if (v < 128) {
        inked++;
        expect(after[i]!, `pixel ${i}`).toBeLessThan(64);
      }
    });
    expect(inked).toBeGreaterThan(50);
  });

  it('rasterizes form XObjects nested deeper than the cap instead of following them', async () => {
    const { output, result } = await redactFixture('nested-forms.pdf');
    expect(result).toEqual({ counts: { CUSTOM_ENTITY: 1 }, warnings: ['page 1 was rasterized because form XObjects are nested more than 12 deep: its text is no longer selectable'] });
    expect(pdftotext(output).trim()).toBe('');
    expect(qdfBytes(output)).not.toContain('Jane');
  });

  it('removes a second copy of the name drawn glyph by glyph over the first (fake bold)', async () => {
    const { output, result } = await redactFixture('fake-bold.pdf');
    // The copy, drawn right to left, is read left to right (page-text.ts) and found as itself too.
    expect(result).toEqual({ counts: { CUSTOM_ENTITY: 2 }, warnings: [] });
    expect(pdftotext(output).split(/\s+/).filter(Boolean)).toEqual(['Before', 'after']);
  });

  it('with OCR off, reports scanned-image pages instead of passing them as clean', async () => {
    const { output, result } = await redactFixture('scanned.pdf', { ocr: false });
    expect(result).toEqual({
      counts: { CUSTOM_ENTITY: 1 },
      warnings: [
        'page 1 is an image: not redacted; use --rasterize-images or OCR',
        // The scan's pixels under the text layer's finding are painted all the same.
        'page 1: 1 picture under a redaction box had the box painted into their pixels',
        'page 2 is an image: not redacted; use --rasterize-images or OCR',
      ],
    });
    // The invisible OCR layer lost the name all the same.
    expect(pdftotext(output)).not.toContain('Jane Roe');
  });

  it('--no-ocr --rasterize-images paints over the text layer findings in the picture', async () => {
    const { output, result } = await redactFixture('scanned.pdf', { ocr: false, rasterizeImages: true });
    expect(result).toEqual({
      counts: { CUSTOM_ENTITY: 1 },
      warnings: [
        "page 1 is an image: rasterized with boxes over its text layer's findings",
        'page 2 is an image without a text layer: not redacted; OCR it first',
      ],
    });
    expect(pdftotext(output).trim()).toBe('');
    // The picture's "Jane Roe" (drawn at x 72 + width of "Scanned letter to ", baseline 692) is black now.
    const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const x = 72 + helvetica.widthOfTextAtSize('Scanned letter to ', 24) + helvetica.widthOfTextAtSize('Jane', 24) / 2;
    const lib = await PDFiumLibrary.init();
    const doc = await lib.loadDocument(new Uint8Array(readFileSync(output)));
    const page = doc.getPage(0);
    const image = await page.render({ scale: 1, render: 'bitmap' });
    const at = (px: number, py: number) => {
      const i = (Math.round(py) * image.width + Math.round(px)) * 4;
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    };
    expect(at(x, 792 - 700)).toEqual([0, 0, 0]);
    expect(at(40, 40)).toEqual([255, 255, 255]);
    doc.destroy();
    lib.destroy();
  });
});
