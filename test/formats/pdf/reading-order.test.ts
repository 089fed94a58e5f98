import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import email from '../../../src/detectors/email.js';
import { createRedactor } from '../../../src/engine/redactor.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { pdftotext, qdfBytes, qpdfStrings } from './independent-checks.js';

/**
 * An independent reader's leak (branch leaks): a line drawn right to left (glyph by glyph, word
 * by word, or an e-mail's domain before its mailbox, each piece with its own Tm) reads backwards
 * in content order, so nothing was found and the name and e-mail stayed on the page, though
 * pdftotext shows them plainly.
 */
async function reversedPage(dir: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('x', { x: 1, y: 1, size: 1, font });
  const fontName = [...(page.node.Resources()!.lookup(PDFName.of('Font')) as unknown as { keys(): PDFName[] }).keys()][0]!.asString();
  const line = 'Contact Ottilie Brandvold at ottilie.brandvold@example-mail.net today';
  const xs: number[] = [];
  let x = 50;
  for (const c of line) {
    xs.push(x);
    x += font.widthOfTextAtSize(c, 12);
  }
  let ops = `BT ${fontName} 12 Tf\n`;
  for (let i = line.length - 1; i >= 0; i--) ops += `1 0 0 1 ${xs[i]!.toFixed(3)} 700 Tm (${line[i]}) Tj\n`;
  // Fake bold: the same short word drawn twice, 0.3 pt apart, must still read as itself.
  ops += `1 0 0 1 50 650 Tm (Ok) Tj 1 0 0 1 50.3 650 Tm (Ok) Tj\n`;
  // Words drawn right to left, each left to right.
  const words = ['Write', 'to', 'Ottilie', 'Brandvold', 'soon'];
  const at: number[] = [];
  x = 50;
  for (const w of words) {
    at.push(x);
    x += font.widthOfTextAtSize(`${w} `, 12);
  }
  for (let i = words.length - 1; i >= 0; i--) ops += `1 0 0 1 ${at[i]!.toFixed(3)} 600 Tm (${words[i]}) Tj\n`;
  // An e-mail address whose domain is drawn before its mailbox.
  ops += `1 0 0 1 ${(50 + font.widthOfTextAtSize('Mail o.brandvold', 12)).toFixed(3)} 550 Tm (@example-mail.net) Tj 1 0 0 1 50 550 Tm (Mail o.brandvold) Tj\nET\n`;
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(ops)));
  const file = path.join(dir, 'reversed.pdf');
  writeFileSync(file, await doc.save());
  return file;
}

describe('pieces of a line drawn right to left', () => {
  it('are read left to right, and the names and e-mails leave the page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-order-'));
    const input = await reversedPage(dir);
    expect(pdftotext(input)).toContain('ottilie.brandvold@example-mail.net');
    const output = path.join(dir, 'out.pdf');
    const redactor = createRedactor({ detectors: [email], custom: { terms: ['Ottilie Brandvold'] } });
    const result = await pdfHandler.redact(input, output, { redactor, displayName: 'reversed.pdf', limits: DEFAULT_LIMITS, options: {} });
    expect(result.counts).toEqual({ CUSTOM_ENTITY: 2, EMAIL_ADDRESS: 2 });
    const text = pdftotext(output);
    expect(text.split(/\s+/).filter(Boolean).sort()).toEqual(['Contact', 'Mail', 'Ok', 'Write', 'at', 'soon', 'to', 'today']);
    for (const s of [text, ...qpdfStrings(output)]) expect(s).not.toMatch(/Ottilie|Brandvold|ottilie|brandvold|example-mail/);
    // The glyphs left in the content stream, read back in the order they are drawn.
    const qdf = qdfBytes(output);
    const drawn = [...qdf.matchAll(/\[?\((.)\)/g)].map((m) => m[1]).join('');
    expect(drawn).toBe([...'Contact  at  today'].reverse().join(''));
    expect(qdf.match(/\(Ok\) Tj/g)).toHaveLength(2);
    expect(qdf).not.toMatch(/Ottilie|Brandvold|brandvold|example-mail/);
  });
});
