import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import email from '../../../src/detectors/email.js';
import { createRedactor } from '../../../src/engine/redactor.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { pdftotext, qdfBytes, qpdfCheck, spellings } from './independent-checks.js';

/**
 * An independent reader's leak (branch leaks): a watermark stamped with the reader's e-mail as a
 * tiling pattern (a content stream painted wherever an area is filled with it) was neither
 * scanned nor warned about: the e-mail stayed visible on the page and in the file.
 */
async function watermarked(dir: string, stamp: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const c = doc.context;
  const pattern = c.register(c.flateStream(`BT /F1 8 Tf 2 10 Td (${stamp}) Tj ET`, {
    Type: 'Pattern', PatternType: 1, PaintType: 1, TilingType: 1, BBox: [0, 0, 200, 20], XStep: 200, YStep: 20,
    Resources: c.obj({ Font: c.obj({ F1: font.ref }) }),
  }));
  const page = doc.addPage([612, 792]);
  page.node.set(PDFName.of('Resources'), c.obj({ Font: c.obj({ F1: font.ref }), Pattern: c.obj({ P1: pattern }) }));
  page.node.set(PDFName.of('Contents'), c.register(c.flateStream('BT /F1 12 Tf 50 700 Td (Hello) Tj ET /Pattern cs /P1 scn 50 500 400 100 re f')));
  const file = path.join(dir, 'watermarked.pdf');
  writeFileSync(file, await doc.save());
  return file;
}

async function redact(input: string) {
  const output = `${input}.out.pdf`;
  const redactor = createRedactor({ detectors: [email] });
  const result = await pdfHandler.redact(input, output, { redactor, displayName: 'watermarked.pdf', limits: DEFAULT_LIMITS, options: {} });
  return { output, result };
}

describe('tiling patterns', () => {
  it('one that shows an e-mail is emptied, with a warning', async () => {
    const { output, result } = await redact(await watermarked(mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-pattern-')), 'Licensed to leocadia.vrba@example-mail.net'));
    expect(result).toEqual({ counts: { EMAIL_ADDRESS: 1 }, warnings: ['emptied 1 tiling pattern (a fill drawn from its own content) that showed PII'] });
    expect(pdftotext(output).trim()).toBe('Hello');
    const qdf = qdfBytes(output);
    for (const form of [...spellings('leocadia.vrba'), 'Licensed']) expect(qdf).not.toContain(form);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors');
  });

  it('one without PII is kept byte for byte', async () => {
    const { output, result } = await redact(await watermarked(mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-pattern-')), 'DRAFT'));
    expect(result).toEqual({ counts: {}, warnings: [] });
    expect(qdfBytes(output)).toContain('(DRAFT) Tj');
  });
});
