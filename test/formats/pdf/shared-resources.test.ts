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
 * An independent reader's leak (branch leaks): one /Resources dictionary shared by the page and
 * a form XObject, so the form's resources name the form itself. The form's drawings became
 * redacted copies, but the copies kept that dictionary, the original stayed reachable and the
 * sweep kept it: the e-mail was still in the file's bytes, though drawn nowhere.
 */
async function sharedResources(dir: string): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const c = doc.context;
  const resources = c.obj({ Font: c.obj({ F1: font.ref }) });
  const resourcesRef = c.register(resources);
  const form = c.register(c.flateStream('BT /F1 10 Tf 0 0 Td (Write to leocadia.vrba@example-mail.net now) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 400, 20], Resources: resourcesRef }));
  resources.set(PDFName.of('XObject'), c.obj({ Fm1: form }));
  const page = doc.addPage([612, 792]);
  page.node.set(PDFName.of('Resources'), resourcesRef);
  page.node.set(PDFName.of('Contents'), c.register(c.flateStream('q 1 0 0 1 50 700 cm /Fm1 Do Q q 0.5 0 0 0.5 50 650 cm /Fm1 Do Q')));
  const file = path.join(dir, 'shared.pdf');
  writeFileSync(file, await doc.save());
  return file;
}

describe('a form whose resources name itself', () => {
  it('leaves no copy of its PII in the file once both drawings are redacted', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-shared-'));
    const input = await sharedResources(dir);
    const output = path.join(dir, 'out.pdf');
    const redactor = createRedactor({ detectors: [email] });
    const result = await pdfHandler.redact(input, output, { redactor, displayName: 'shared.pdf', limits: DEFAULT_LIMITS, options: {} });
    expect(result).toEqual({ counts: { EMAIL_ADDRESS: 2 }, warnings: [] });
    expect(pdftotext(output).split(/\s+/).filter(Boolean)).toEqual(['Write', 'to', 'Write', 'to', 'now', 'now']);
    const qdf = qdfBytes(output);
    for (const form of spellings('leocadia.vrba')) expect(qdf).not.toContain(form);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors');
  });
});
