import { describe, expect, it } from 'vitest';
import docx from '../../src/formats/docx.js';
import { redactFile } from '../helpers/office.js';
import { extractAll, writePackage } from '../helpers/ooxml.js';
import { itLeavesNoValue, leakyDocx, minimalDocx, redactLeaky, TERMS } from './office-leaks-fixtures.js';

describe('a Word document with PII in every place', async () => {
  const run = await redactLeaky(docx, 'leaky.docx', await leakyDocx());
  const { result, after, xml } = run;
  itLeavesNoValue(run, 35);

  it('removes what it cannot redact, redacts embedded Word and Excel packages, and says so', () => {
    expect(result).toEqual({
      counts: { CUSTOM_ENTITY: 32, PERSON_NAME: 2, EMAIL_ADDRESS: 21 },
      warnings: [
        'embedded object word/embeddings/Microsoft_Word_Document.docx!/word/embeddings/Microsoft_Word_Document.docx was removed (nested too deep)',
        'embedded object word/embeddings/oleObject1.bin was removed (not a format this tool redacts)',
        'embedded object word/embeddings/Microsoft_PowerPoint_Presentation.pptx was removed (not a format this tool redacts)',
        'embedded object word/afchunk.htm was removed (not a format this tool redacts)',
        'ActiveX control word/activeX/activeX1.xml was removed with its state (not scanned)',
        'unreferenced part word/media/orphan.bin was removed',
        "1 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)",
      ],
    });
    const gone = ['word/embeddings/oleObject1.bin', 'word/embeddings/Microsoft_PowerPoint_Presentation.pptx', 'word/afchunk.htm', 'word/media/orphan.bin'];
    const activeX = ['word/activeX/activeX1.xml', 'word/activeX/_rels/activeX1.xml.rels', 'word/activeX/activeX1.bin'];
    const previews = ['word/media/image1.emf', 'word/media/image2.emf', 'word/media/image3.emf', 'word/media/image4.emf', 'word/media/image6.wmf', 'word/media/image7.emf'];
    for (const name of [...gone, ...activeX, ...previews]) expect(after.has(name), name).toBe(false);
    expect(after.has('word/embeddings/Microsoft_Word_Document.docx!/word/document.xml')).toBe(true);
    expect(after.has('word/embeddings/Microsoft_Word_Document.docx!/word/media/image1.emf')).toBe(false);
    expect(after.has('word/embeddings/Microsoft_Excel_Worksheet.xlsx!/xl/worksheets/sheet1.xml')).toBe(true);
    const rels = xml('word/_rels/document.xml.rels');
    for (const id of ['rIdLinkPreview', 'rIdAx', 'rIdAxPreview', 'rIdOle', 'rIdOlePreview', 'rIdDocPreview', 'rIdPpt', 'rIdPptPreview', 'rIdXlsPreview', 'rIdChunk']) expect(rels).not.toContain(`"${id}"`);
    expect(rels).toContain('Id="rIdDoc"');
  });

  it('turns a removed object into an empty picture frame of its size, keeps a redacted one without its preview', () => {
    const body = xml('word/document.xml');
    const rels = xml('word/_rels/document.xml.rels');
    expect(body).toContain('<w:r><w:pict><v:shape id="_x0000_i1025" type="#_x0000_t75" style="width:76pt;height:48pt"/></w:pict></w:r>');
    expect(body).toContain(
      '<w:object w:dxaOrig="1520" w:dyaOrig="960"><v:shape id="_x0000_i1026" type="#_x0000_t75" style="width:76pt;height:48pt" o:ole=""/><o:OLEObject Type="Embed" ProgID="Word.Document.12" ShapeID="_x0000_i1026" DrawAspect="Content" ObjectID="_180000001026" r:id="rIdDoc"/></w:object>',
    );
    expect(body).toContain('<w:r><w:pict><v:shape id="_x0000_i1029" type="#_x0000_t75" style="width:108pt;height:18pt"/></w:pict></w:r>');
    // A linked object stays linked (its target redacted), without its preview of the linked data.
    expect(body).toContain('<v:shape id="_x0000_i1031" type="#_x0000_t75" style="width:76pt;height:48pt" o:ole=""/><o:OLEObject Type="Link"');
    expect(rels).toContain('Id="rIdLinked" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="file:///C:\\Users\\%5BCUSTOM_ENTITY%5D\\Documents\\%5BCUSTOM_ENTITY%5D%20budget.xlsx!Sheet1!R1C1:R2C2" TargetMode="External"');
    expect(body).not.toContain('altChunk');
    expect(body).not.toContain('w:control');
    expect(body).not.toContain('imagedata');
  });

  it('redacts identifiers, building-block names and mail-merge settings, keeps rsids and category names', () => {
    expect(xml('word/document.xml')).toContain('<w:bookmarkStart w:id="0" w:name="_CUSTOM_ENTITY_"/>');
    expect(xml('word/glossary/document.xml')).toContain('<w:name w:val="[CUSTOM_ENTITY] signature"/><w:category><w:name w:val="General"/>');
    // A comment's author, and the initials made from the author's name (read as a person's under their label).
    expect(xml('word/comments.xml')).toContain('w:author="[CUSTOM_ENTITY]" w:date="2026-01-02T10:00:00Z" w:initials="[PERSON_NAME]"');
    // The content control's placeholder still names that building block.
    expect(xml('word/document.xml')).toContain('<w:placeholder><w:docPart w:val="[CUSTOM_ENTITY] signature"/></w:placeholder>');
    const settings = xml('word/settings.xml');
    expect(settings).toContain('<w:connectString w:val="Provider=Microsoft.ACE.OLEDB.12.0;User ID=[CUSTOM_ENTITY];Data Source=C:\\Users\\[CUSTOM_ENTITY]\\clients.xlsx"/>');
    expect(settings).toContain('<w:rsids><w:rsidRoot w:val="00A1B2C3"/><w:rsid w:val="00A1B2C3"/><w:rsid w:val="00D4E5F6"/></w:rsids>');
  });
});

describe('a Word document with nothing to find', () => {
  it('is written back part for part, byte for byte', async () => {
    const parts = minimalDocx('none');
    for (const name of ['word/document.xml', 'docProps/core.xml', 'docProps/custom.xml']) parts[name] = String(parts[name]).replace(/Rosalind Okafor|rokafor|[\w.-]+\.pii@example\.org/g, 'nobody');
    // Its authors are blank, as Office writes them when told to remove personal information: an
    // author is a person whatever the detectors find (dom-pass PERSON_ELEMENTS).
    parts['docProps/core.xml'] = String(parts['docProps/core.xml']).replace(/>nobody</g, '><');
    const input = await writePackage('clean.docx', parts);
    const { result, outputPath } = await redactFile(docx, input, { terms: TERMS });
    expect(result).toEqual({ counts: {}, warnings: [] });
    expect(await extractAll(outputPath)).toEqual(await extractAll(input));
  });
});
