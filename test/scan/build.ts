import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
// @ts-expect-error: a plain ES module of the fixture generators, without types.
import { packageRels, writeZip, XML_DECL } from '../../fixtures/office-zip.mjs';

// The scan tests' notes file (test/scan/scan.test.ts, test/remote/scan.test.ts). Fictitious
// values: an example.com address, the AWS key of the api-key catalog, the SSN test number of
// python-stdnum.
export const EMAIL = 'jane.doe@example.com';
export const AWS = 'AKIAV4LUQXFIY4URRUYF';
export const SSN = '536-90-4399';
export const NOTES = `Release notes\nContact: ${EMAIL}\naws_key = ${AWS}\nSSN: ${SSN} anonymize:allow\nSSN: ${SSN}\n`;
// One worker per run: each test stays within a few seconds on a busy machine.
export const SALT = ['--fingerprint-salt', 'test-salt', '--concurrency', '1'];
export const ENTITIES = ['-e', 'EMAIL_ADDRESS,API_KEY,NATIONAL_ID'];
/** A value's fingerprint under SALT, computed here by hand, not with src/scan/fingerprint.ts. */
export const fp = (value: string) => createHmac('sha256', 'test-salt').update(value).digest('hex').slice(0, 32);


/**
 * Small Word, Excel and PDF files with one fictitious e-mail address each at a known place, for
 * the scan's location tests: the values and where they are listed here are the expectations.
 */
export const PLACED = {
  docx: { value: 'jane.roe@example.com', part: 'word/document.xml' },
  xlsx: { value: 'mary.major@example.com', sheet: 'Customers', cell: 'B3', part: 'xl/worksheets/sheet1.xml' },
  pdf: { value: 'richard.roe@example.com', page: 2 },
};

const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const defaults = `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>`;
const rels = (main: string) => (packageRels(main) as string).split('\n').filter((l) => !/rId[2-5]/.test(l)).join('\n');

export async function buildDocx(file: string): Promise<void> {
  await writeZip(file, [
    ['[Content_Types].xml', `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults}<Override PartName="/word/document.xml" ContentType="${WML}.document.main+xml"/></Types>`],
    ['_rels/.rels', rels('word/document.xml')],
    [
      'word/document.xml',
      // The address is split over two runs, as Word often stores text.
      `${XML_DECL}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">Quarterly figures. Write to jane.roe@</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>example.com today.</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ]);
}

export async function buildXlsx(file: string): Promise<void> {
  await writeZip(file, [
    [
      '[Content_Types].xml',
      `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${defaults}<Override PartName="/xl/workbook.xml" ContentType="${SML}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SML}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${SML}.sharedStrings+xml"/></Types>`,
    ],
    ['_rels/.rels', rels('xl/workbook.xml')],
    [
      'xl/workbook.xml',
      `${XML_DECL}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Customers" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/sharedStrings.xml',
      `${XML_DECL}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5" uniqueCount="5"><si><t>id</t></si><si><t>contact</t></si><si><t>none</t></si><si><t>mary.major@example.com</t></si><si><t>n/a</t></si></sst>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `${XML_DECL}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2"><v>1</v></c><c r="B2" t="s"><v>2</v></c></row><row r="3"><c r="A3"><v>2</v></c><c r="B3" t="s"><v>3</v></c></row><row r="4"><c r="A4"><v>3</v></c><c r="B4" t="s"><v>4</v></c></row></sheetData></worksheet>`,
    ],
  ]);
}

export async function buildPdf(file: string): Promise<void> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText('Quarterly figures, nothing personal.', { x: 20, y: 150, size: 11, font });
  doc.addPage([300, 200]).drawText(`Contact ${PLACED.pdf.value} today.`, { x: 20, y: 150, size: 11, font });
  writeFileSync(file, await doc.save({ useObjectStreams: false }));
}

/** A fresh folder with `files` (path -> content). */
export function tree(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymize-scan-test-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}
