import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/engine/redactor.js';
import { redactDocument } from '../../src/formats/document.js';
import { pdfHandler } from '../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import { pdftotext, qpdfStrings } from '../formats/pdf/independent-checks.js';

/**
 * A PDF whose body names a person and an organization, and whose title line, form field,
 * outline entry and Info dictionary repeat them: after redaction with default options, neither
 * poppler's text nor any string object qpdf decodes holds them.
 */
describe('issue 13: one memory per PDF', () => {
  it('removes the names found in the body from the title line, form field, outline and Info', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-issue13-'));
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    const lines = ['Intake for Kenji Watanabe', '', 'The patient, Mr Kenji Watanabe, was seen by Dr Amara Okafor on Monday.', 'Okafor will call him again.'];
    lines.forEach((t, i) => page.drawText(t, { x: 50, y: 780 - i * 20, size: 12, font }));
    doc.setTitle('Case of Amara Okafor');
    doc.setAuthor('Amara Okafor');
    doc.setSubject('Kenji Watanabe');
    const field = doc.getForm().createTextField('patient');
    field.setText('Kenji Watanabe');
    field.addToPage(page, { x: 50, y: 600, width: 200, height: 20, font });
    // One outline entry, "Watanabe" (pdf-lib has no outline API: the dictionaries by hand).
    const outlines = doc.context.obj({ Type: 'Outlines', Count: 1 });
    const outlinesRef = doc.context.register(outlines);
    const item = doc.context.obj({ Title: PDFString.of('Watanabe'), Parent: outlinesRef, Dest: [page.ref, PDFName.of('Fit')] });
    const itemRef = doc.context.register(item);
    outlines.set(PDFName.of('First'), itemRef);
    outlines.set(PDFName.of('Last'), itemRef);
    doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
    const input = path.join(dir, 'in.pdf');
    writeFileSync(input, await doc.save());
    const output = path.join(dir, 'out.pdf');
    await redactDocument(pdfHandler, input, output, { redactor: createRedactor({}), displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: {} });
    const values = ['Kenji', 'Watanabe', 'Amara', 'Okafor'];
    expect(values.filter((v) => pdftotext(input).includes(v))).toEqual(values);
    expect(values.filter((v) => pdftotext(output).includes(v))).toEqual([]);
    expect(qpdfStrings(output).filter((s) => values.some((v) => s.includes(v)))).toEqual([]);
  });
});
