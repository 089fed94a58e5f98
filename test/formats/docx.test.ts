import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import docx from '../../src/formats/docx.js';
import { leaks, partsContaining, redactFile, tempDir } from '../helpers/office.js';

const FIXTURE = 'fixtures/docx/report.docx';
const expected = JSON.parse(await readFile('fixtures/docx/report.expect.json', 'utf8')) as {
  custom: { terms: string[] };
  mustNotSurvive: string[];
  splitValues: string[];
  bodyText: string;
  mustSurvive: string[];
  identicalParts: string[];
  droppedParts: string[];
  embedded: string[];
};
const workbookExpected = JSON.parse(await readFile('fixtures/xlsx/customers.expect.json', 'utf8')) as {
  mustNotSurvive: string[];
  splitValues: string[];
};

const count = (xml: string, re: RegExp) => (xml.match(re) ?? []).length;

describe('docx handler on fixtures/docx/report.docx', async () => {
  const { result, outputPath, output, input } = await redactFile(docx, FIXTURE, expected.custom);

  it('the fixture holds every PII value before redaction', () => {
    const missing = expected.mustNotSurvive.filter((v) => leaks(input, [v]).length === 0);
    expect(missing).toEqual([]);
  });

  it('leaves no PII value in any part, in any form, embedded workbook included', () => {
    const values = [...expected.mustNotSurvive, ...expected.splitValues, ...workbookExpected.mustNotSurvive, ...workbookExpected.splitValues];
    expect(leaks(output, values)).toEqual([]);
    for (const name of expected.embedded) {
      expect(leaks(new Map([...input].filter(([n]) => n.startsWith(`${name}!/`))), ['jane.roe@example.com']).length).toBeGreaterThan(0);
      expect([...output.keys()].filter((n) => n.startsWith(`${name}!/`)).length).toBeGreaterThan(10);
    }
  });

  it('counts findings per entity type, without values', () => {
    expect(result).toEqual({
      // 23 + 15 in the document, 21 + 21 in the embedded workbook (whose `tc={…}` note author,
      // the id of a threaded comment, is no person and stays).
      counts: { CUSTOM_ENTITY: 44, EMAIL_ADDRESS: 36 },
      warnings: ["1 image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)"],
    });
  });

  it('keeps the body text around the findings (read with mammoth)', async () => {
    const { value } = await mammoth.extractRawText({ path: outputPath });
    expect(value).toBe(expected.bodyText);
  });

  it('keeps the non-PII text', () => {
    expect(expected.mustSurvive.filter((t) => partsContaining(output, t).length === 0)).toEqual([]);
  });

  it('keeps untouched parts byte for byte, in the original order', () => {
    for (const name of expected.identicalParts) expect(output.get(name), name).toEqual(input.get(name));
    const dropped = (n: string) => expected.droppedParts.some((d) => n === d || n.endsWith(`!/${d}`));
    const order = [...input.keys()].filter((n) => !dropped(n));
    expect([...output.keys()]).toEqual(order);
  });

  it('drops the thumbnail, its relationship and any content-type override', () => {
    for (const name of expected.droppedParts) expect(output.has(name)).toBe(false);
    expect(partsContaining(output, 'thumbnail')).toEqual([]);
  });

  it('keeps runs, formatting, bookmarks, fields, tracked changes and drawings', () => {
    const before = input.get('word/document.xml')!.toString('utf8');
    const after = output.get('word/document.xml')!.toString('utf8');
    for (const re of [/<w:p[ >]/g, /<w:r>/g, /<w:b\/>/g, /<w:i\/>/g, /<w:tbl>/g, /<w:drawing>/g, /<w:bookmarkStart /g, /<w:fldChar /g, /<w:ins /g, /<w:del /g, /<w:txbxContent>/g]) {
      expect(count(after, re), String(re)).toBe(count(before, re));
    }
    // The split name is cut out of three runs; the replacement sits in the first (bold) one.
    expect(after).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">[CUSTOM_ENTITY]</w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve"/></w:r>');
    // Bookmark name and the link to it stay identical identifiers.
    expect(after).toContain('<w:bookmarkStart w:id="0" w:name="_CUSTOM_ENTITY_"/>');
    expect(after).toContain('<w:hyperlink w:anchor="_CUSTOM_ENTITY_">');
    expect(after).toContain('<w:instrText xml:space="preserve"> HYPERLINK "mailto:[EMAIL_ADDRESS]</w:instrText>');
    expect(after).toContain('<w:del w:id="1" w:author="[CUSTOM_ENTITY]" w:date="2026-01-02T10:00:00Z"><w:r><w:delText>[EMAIL_ADDRESS]</w:delText>');
  });

  it('rewrites external link targets as valid URIs', () => {
    const rels = output.get('word/_rels/document.xml.rels')!.toString('utf8');
    expect(rels).toContain('Target="mailto:%5BEMAIL_ADDRESS%5D" TargetMode="External"');
    expect(rels).toContain('Target="file:///C:/Users/%5BCUSTOM_ENTITY%5D/Documents/cv.docx" TargetMode="External"');
  });

  it('redacts document properties but keeps their dates', () => {
    const core = output.get('docProps/core.xml')!.toString('utf8');
    expect(core).toContain('<dc:creator>[CUSTOM_ENTITY]</dc:creator>');
    expect(core).toContain('<dc:title>Report on [CUSTOM_ENTITY]</dc:title>');
    expect(core).toContain('<dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T09:00:00Z</dcterms:created>');
    expect(output.get('docProps/app.xml')!.toString('utf8')).toContain('<Company>[CUSTOM_ENTITY]</Company><Manager>[CUSTOM_ENTITY]</Manager>');
  });
});

describe('docx parts in UTF-16', () => {
  it('are redacted and written back in UTF-16 with their byte-order mark', async () => {
    const zip = await JSZip.loadAsync(await readFile(FIXTURE));
    const core = '<?xml version="1.0" encoding="UTF-16" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>utf16.pii@example.com</dc:creator></cp:coreProperties>';
    zip.file('docProps/core.xml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(core, 'utf16le')]));
    const input = join(await tempDir(), 'utf16.docx');
    await writeFile(input, await zip.generateAsync({ type: 'nodebuffer' }));
    const { output } = await redactFile(docx, input, expected.custom);
    const bytes = output.get('docProps/core.xml')!;
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(bytes.subarray(2).toString('utf16le')).toBe(core.replace('utf16.pii@example.com', '[EMAIL_ADDRESS]'));
  });
});
