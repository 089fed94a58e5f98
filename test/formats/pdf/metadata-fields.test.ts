import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../src/engine/redactor.js';
import { redactDocument } from '../../../src/formats/document.js';
import { pdfHandler } from '../../../src/formats/pdf/index.js';
import { DEFAULT_LIMITS } from '../../../src/formats/types.js';
import { pdftotext, qdfBytes, qpdfCheck, tool } from './independent-checks.js';

// Fictitious people.
const AUTHOR = 'Priya Raman';
const CONTRIBUTOR = 'Tomasz Nowak';
const XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<dc:creator><rdf:Seq><rdf:li>${AUTHOR}</rdf:li></rdf:Seq></dc:creator>
<dc:contributor><rdf:Bag><rdf:li>${CONTRIBUTOR}</rdf:li></rdf:Bag></dc:contributor>
<xmp:CreatorTool>Acme Writer 3.1 (C:\\Users\\praman)</xmp:CreatorTool>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;

async function pdfWithPeopleInMetadata(): Promise<string> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Quarterly figures for review.', { x: 20, y: 150, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  doc.setAuthor(AUTHOR);
  doc.setCreator('Acme Writer 3.1');
  doc.setProducer('Acme PDF Library');
  doc.setTitle('Quarterly figures');
  const xmp = doc.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'anonymize-pdf-meta-')), 'in.pdf');
  writeFileSync(file, await doc.save({ useObjectStreams: false }));
  return file;
}

async function redact(input: string, style: 'label' | 'numbered'): Promise<{ output: string; counts: unknown }> {
  const output = path.join(path.dirname(input), `out-${style}.pdf`);
  const redactor = createRedactor({ style });
  const r = await redactDocument(pdfHandler, input, output, { redactor, displayName: 'in.pdf', limits: DEFAULT_LIMITS, options: {} });
  return { output, counts: r.counts };
}

describe('PDF metadata fields whose meaning is known (issue 13)', () => {
  it('redacts Info /Author and XMP dc:creator/dc:contributor as PERSON_NAME, keeping the field', async () => {
    const input = await pdfWithPeopleInMetadata();
    const { output, counts } = await redact(input, 'label');
    const info = Buffer.from(tool('pdfinfo', [output]), 'latin1').toString('utf8');
    expect(info).toMatch(/^Author:\s+\[PERSON_NAME\]$/m);
    expect(info).toMatch(/^Title:\s+Quarterly figures$/m);
    expect(info).not.toMatch(/^(?:Creator|Producer):/m);
    const xmp = Buffer.from(tool('pdfinfo', ['-meta', output]), 'latin1').toString('utf8');
    expect(xmp).toContain('<dc:creator><rdf:Seq><rdf:li>[PERSON_NAME]</rdf:li></rdf:Seq></dc:creator>');
    expect(xmp).toContain('<dc:contributor><rdf:Seq><rdf:li>[PERSON_NAME]</rdf:li></rdf:Seq></dc:contributor>');
    // The original values are nowhere in the file (every stream decompressed), nor the tool's path.
    const all = qdfBytes(output);
    for (const gone of [AUTHOR, 'Raman', CONTRIBUTOR, 'praman', 'Acme Writer']) expect(all).not.toContain(gone);
    expect(pdftotext(output)).toContain('Quarterly figures for review.');
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
    expect(counts).toEqual({ PERSON_NAME: 3 });
  });

  it('numbers the author like the same person elsewhere with --style numbered', async () => {
    const input = await pdfWithPeopleInMetadata();
    const { output } = await redact(input, 'numbered');
    const info = Buffer.from(tool('pdfinfo', [output]), 'latin1').toString('utf8');
    expect(info).toMatch(/^Author:\s+\[PERSON_NAME_1\]$/m);
    const xmp = Buffer.from(tool('pdfinfo', ['-meta', output]), 'latin1').toString('utf8');
    expect(xmp).toContain('<dc:creator><rdf:Seq><rdf:li>[PERSON_NAME_1]</rdf:li></rdf:Seq></dc:creator>');
    expect(xmp).toContain('<dc:contributor><rdf:Seq><rdf:li>[PERSON_NAME_2]</rdf:li></rdf:Seq></dc:contributor>');
  });
});
