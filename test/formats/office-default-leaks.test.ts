import { describe, expect, it } from 'vitest';
import { CELL_SEPARATOR } from '../../src/engine/known-fields.js';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor } from '../../src/engine/redactor.js';
import { identifierSpans, identifiersSpans, type IdentifierSpan } from '../../src/formats/office/identifiers.js';
import { readingJoinedWords } from '../../src/formats/office/joined-words.js';
import docx from '../../src/formats/docx.js';
import xlsx from '../../src/formats/xlsx.js';
import { vbaProject, type VbaModule } from '../../fixtures/vba-project.mjs';
import { contentTypes, grepParts, packageProblems, rels, XML_DECL, type Parts } from '../helpers/ooxml.js';
import { minimalDocx, minimalXlsx, redactLeakyAsUsers } from './office-leaks-fixtures.js';

/**
 * Leaks the last session left in Word and Excel documents with DEFAULT options, each closed
 * here and proved gone by re-extracting the package with `unzip` and searching every part's
 * bytes (grepParts; a VBA project's modules decompressed by readVbaTexts' own test reader is not
 * needed: a project with a finding is removed whole). Fictitious people only: "Rosalind Okafor"
 * (user `rokafor`), and authors whose names are also common words (Baker, Young, Rose).
 */

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const t = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const p = (text: string) => `<w:p>${t(text)}</w:p>`;
const bodyOf = (xml: string) => /<w:body>(.*)<w:sectPr/.exec(xml)![1];

/** A Word document whose properties declare `creator` and `lastModifiedBy`, and whose body is `paragraphs`. */
function declaring(creator: string, lastModifiedBy: string, paragraphs: string[], parts: Parts = {}): Parts {
  const base = minimalDocx('declared');
  base['word/document.xml'] = `${XML_DECL}<w:document ${W_NS}><w:body>${paragraphs.map(p).join('')}<w:sectPr/></w:body></w:document>`;
  base['docProps/core.xml'] = String(base['docProps/core.xml']).replace(/<dc:creator>[^<]*/, `<dc:creator>${creator}`).replace(/<cp:lastModifiedBy>[^<]*/, `<cp:lastModifiedBy>${lastModifiedBy}`).replace(/<dc:description>[^<]*/, '<dc:description>');
  base['docProps/custom.xml'] = String(base['docProps/custom.xml']).replace(/<vt:lpwstr>[^<]*<\/vt:lpwstr>/g, '<vt:lpwstr>North</vt:lpwstr>');
  return { ...base, ...parts };
}

describe('a person known to the document, met in another case or joined with underscores (default options)', async () => {
  const run = await redactLeakyAsUsers(
    docx,
    'cases.docx',
    declaring('Rosalind Okafor', 'rokafor', [
      'Reviewed by ROKAFOR and OKAFOR on Monday.',
      'Login okafor failed twice.',
      'Ping rosalind_okafor about it, or rokafor_admin; see Okafor_CV_2026.docx.',
      'The ROSALIND OKAFOR file, sent to rosalind_okafor@example.org.',
      'Keep snake_case, user_id and __init__ as they are.',
    ]),
  );

  it('finds each form in the body (exact paragraphs)', () => {
    expect(bodyOf(run.xml('word/document.xml'))).toBe(
      [
        'Reviewed by [PERSON_NAME] and [PERSON_NAME] on Monday.',
        'Login [PERSON_NAME] failed twice.',
        'Ping [PERSON_NAME] about it, or [PERSON_NAME]_admin; see [PERSON_NAME]_CV_2026.docx.',
        'The [PERSON_NAME] file, sent to [EMAIL_ADDRESS].',
        'Keep snake_case, user_id and __init__ as they are.',
      ]
        .map(p)
        .join(''),
    );
  });

  it('leaves no form in any part', () => {
    expect(grepParts(run.after, ['okafor', 'rosalind'])).toEqual([]);
    expect(packageProblems(run.after)).toEqual([]);
  });
});

describe('authors whose names are common words (default options)', async () => {
  const comments = `${XML_DECL}<w:comments ${W_NS}><w:comment w:id="0" w:author="Rose" w:date="2026-01-02T10:00:00Z" w:initials="R">${p('Fine.')}</w:comment></w:comments>`;
  const parts = declaring('Baker', 'Young', ['The baker sold bread. Young people came. A rose grew.', 'Signed, Baker.'], {
    'word/comments.xml': comments,
    'word/_rels/document.xml.rels': rels([['rIdC', 'comments', 'comments.xml']]),
  });
  parts['[Content_Types].xml'] = String(parts['[Content_Types].xml']).replace('</Types>', `<Override PartName="/word/comments.xml" ContentType="${WML}.comments+xml"/></Types>`);
  const run = await redactLeakyAsUsers(docx, 'common.docx', parts);

  it('replaces every author field whole, whatever it holds', () => {
    expect(run.xml('docProps/core.xml')).toContain('<dc:creator>[PERSON_NAME]</dc:creator><cp:lastModifiedBy>[PERSON_NAME]</cp:lastModifiedBy>');
    expect(run.xml('word/comments.xml')).toContain('w:author="[PERSON_NAME]"');
    expect(run.xml('word/comments.xml')).not.toContain('Rose');
  });

  it('removes the word elsewhere only where it is the person', () => {
    expect(bodyOf(run.xml('word/document.xml'))).toBe(p('The baker sold bread. Young people came. A rose grew.') + p('Signed, [PERSON_NAME].'));
  });

  // A cell holding the capitalized word alone is taken for the person (as a sign-off is): the
  // memory can't tell an occupation column's "Baker" from a reviewer column's (docs/office.md).
  it('in a workbook too: the properties go, the word in lower case or inside another stays', async () => {
    const book = minimalXlsx('common');
    book['xl/worksheets/sheet1.xml'] = `${XML_DECL}<worksheet xmlns="${S}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Occupation</t></is></c><c r="B1" t="inlineStr"><is><t>Note</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>baker</t></is></c><c r="B2" t="inlineStr"><is><t>Checked by Baker at the Bakery</t></is></c></row></sheetData></worksheet>`;
    book['docProps/core.xml'] = String(book['docProps/core.xml']).replace(/<dc:creator>[^<]*/, '<dc:creator>Young').replace(/<cp:lastModifiedBy>[^<]*/, '<cp:lastModifiedBy>Baker');
    book['docProps/custom.xml'] = String(book['docProps/custom.xml']).replace(/<vt:lpwstr>[^<]*<\/vt:lpwstr>/g, '<vt:lpwstr>North</vt:lpwstr>');
    const out = await redactLeakyAsUsers(xlsx, 'common.xlsx', book);
    expect(out.xml('docProps/core.xml')).toContain('<dc:creator>[PERSON_NAME]</dc:creator><cp:lastModifiedBy>[PERSON_NAME]</cp:lastModifiedBy>');
    expect(out.xml('xl/worksheets/sheet1.xml')).toContain('<row r="2"><c r="A2" t="inlineStr"><is><t>baker</t></is></c><c r="B2" t="inlineStr"><is><t>Checked by [PERSON_NAME] at the Bakery</t></is></c></row>');
  });
});

describe('VBA code that names a person in its identifiers (default options)', () => {
  const attribute = 'Attribute VB_Name = "Module1"';
  const cases: [string, string, string[]][] = [
    ['a procedure name', 'Rosalind Okafor', [attribute, 'Sub Mail_Rosalind_Okafor()', '    Range("A1").Value = 1', 'End Sub']],
    ['a camelCase variable of the declared login', 'rokafor', [attribute, 'Sub Tally()', '    Dim rokaforRow As Long', '    rokaforRow = 2', 'End Sub']],
    ['a constant in capitals', 'Rosalind Okafor', [attribute, 'Const OKAFOR_ROW As Long = 2', 'Sub Tally()', '    Range("A1").Value = OKAFOR_ROW', 'End Sub']],
  ];
  for (const [what, author, lines] of cases) {
    it(`removes the project for ${what}, with the warning`, async () => {
      const module: VbaModule = { name: 'Module1', source: [...lines, ''].join('\r\n') };
      const parts = declaring(author, author, ['Quarterly report.'], { 'word/vbaProject.bin': vbaProject([module]) });
      parts['word/_rels/document.xml.rels'] = rels([['rIdVba', 'http://schemas.microsoft.com/office/2006/relationships/vbaProject', 'vbaProject.bin']]);
      parts['[Content_Types].xml'] = contentTypes({ bin: 'application/vnd.ms-office.vbaProject' }, { 'word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml', 'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml', 'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml' });
      const run = await redactLeakyAsUsers(docx, 'macro.docm', parts);
      expect(run.result.warnings).toEqual([expect.stringMatching(/^macros word\/vbaProject\.bin were removed \(their code holds \d+ finding\(s\); code is not redacted in place\)$/)]);
      expect(run.after.has('word/vbaProject.bin')).toBe(false);
      expect(grepParts(run.after, ['okafor', 'rosalind'])).toEqual([]);
      expect(packageProblems(run.after)).toEqual([]);
    });
  }

  it('keeps a project whose identifiers name no one (event handlers, compound names) byte for byte', async () => {
    const module: VbaModule = { name: 'Module1', source: [attribute, 'Attribute VB_PredeclaredId = True', 'Private Sub Worksheet_Change(ByVal Target As Range)', '    Dim totalAmount As Double', '    Application.ScreenUpdating = False', '    CommandButton1_Click', 'End Sub', ''].join('\r\n') };
    const project = vbaProject([module]);
    const parts = declaring('Rosalind Okafor', 'rokafor', ['Quarterly report.'], { 'word/vbaProject.bin': project });
    parts['word/_rels/document.xml.rels'] = rels([['rIdVba', 'http://schemas.microsoft.com/office/2006/relationships/vbaProject', 'vbaProject.bin']]);
    parts['[Content_Types].xml'] = contentTypes({ bin: 'application/vnd.ms-office.vbaProject' }, { 'word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml', 'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml', 'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml' });
    const run = await redactLeakyAsUsers(docx, 'clean.docm', parts);
    expect(run.result.warnings).toEqual([]);
    expect(run.after.get('word/vbaProject.bin')).toEqual(project);
  });
});

describe('identifiers read in one batch', () => {
  it('finds each identifier’s spans as one at a time would (exact spans)', () => {
    const redactor = createRedactor({}).forDocument(new DocumentMemory());
    redactor.remember('rokafor', 'PERSON_NAME');
    const ids = ['Mail_Rosalind_Okafor', 'VB_PredeclaredId', 'tbl_rokaforNotes', 'order_12345'];
    const spans = (list: IdentifierSpan[]) => list.map((s) => [s.start, s.end, s.text, s.f.entity]);
    expect(identifiersSpans(ids, redactor, '').map(spans)).toEqual([[[5, 20, 'Rosalind Okafor', 'PERSON_NAME']], [], [[4, 11, 'rokafor', 'PERSON_NAME']], []]);
    expect(identifiersSpans(ids, redactor, '').map(spans)).toEqual(ids.map((id) => spans(identifierSpans(id, redactor, ''))));
  });

  it('reads the joined tokens of a column of cells, and no other', () => {
    const redactor = readingJoinedWords(createRedactor({}).forDocument(new DocumentMemory()));
    redactor.remember('Rosalind Okafor', 'PERSON_NAME');
    const text = ['order_12345', 'rosalind_okafor', 'user_id', 'rosalind_okafor@example.org'].join(CELL_SEPARATOR);
    expect(redactor.analyze(text, '').map((f) => [text.slice(f.start, f.end), f.entity])).toEqual([
      ['rosalind_okafor', 'PERSON_NAME'],
      ['rosalind_okafor@example.org', 'EMAIL_ADDRESS'],
    ]);
  });
});
