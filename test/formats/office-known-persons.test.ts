import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentMemory } from '../../src/engine/memory.js';
import { createRedactor } from '../../src/engine/redactor.js';
import docx from '../../src/formats/docx.js';
import { identifierWords } from '../../src/formats/lib/identifier-words.js';
import { redactIdentifier } from '../../src/formats/office/identifiers.js';
import { accountName, declaredPersons } from '../../src/formats/office/persons.js';
import xlsx from '../../src/formats/xlsx.js';
import { DEFAULT_LIMITS } from '../../src/formats/types.js';
import { tempDir, unzipParts } from '../helpers/office.js';
import { contentTypes, rels, writePackage, XML_DECL, type Parts } from '../helpers/ooxml.js';
import { itLeavesNoValue, minimalDocx, minimalXlsx, redactLeakyAsUsers } from './office-leaks-fixtures.js';

/**
 * A person the document itself declares (its author `rokafor`, a comment's or a tracked change's
 * author) leaves every place of that document, body text and identifiers that join it with other
 * words included, with default options (no custom terms). Fixtures: the fictitious person
 * "Rosalind Okafor", user "rokafor", named only in author fields.
 */

const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const t = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;

/** A Word document whose body never names the person in full: only its fields do. */
function wordDeclaring(body: string): Parts {
  const base = minimalDocx('persons', {
    rels: [
      ['rIdComments', 'comments', 'comments.xml'],
      ['rIdPeople', 'http://schemas.microsoft.com/office/2011/relationships/people', 'people.xml'],
    ],
  });
  return {
    ...base,
    '[Content_Types].xml': contentTypes(
      {},
      {
        'word/document.xml': `${WML}.document.main+xml`,
        'word/comments.xml': `${WML}.comments+xml`,
        'word/people.xml': `${WML}.people+xml`,
        'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
        'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml',
      },
    ),
    'word/document.xml': `${XML_DECL}<w:document ${W_NS}><w:body>${body}<w:sectPr/></w:body></w:document>`,
    'word/comments.xml': `${XML_DECL}<w:comments ${W_NS}><w:comment w:id="0" w:author="Rosalind Okafor" w:date="2026-01-02T10:00:00Z" w:initials="RO"><w:p>${t('Fine by me.')}</w:p></w:comment></w:comments>`,
    'word/people.xml': `${XML_DECL}<w15:people ${W_NS}><w15:person w15:author="Rosalind Okafor"><w15:presenceInfo w15:providerId="None" w15:userId="rokafor"/></w15:person></w15:people>`,
  };
}

describe('a Word document that names its people only in author fields (default options)', async () => {
  const body = [
    `<w:p>${t('Quarterly report for the north region.')}</w:p>`,
    `<w:p>${t('Checked by rokafor on Monday; ')}${t('Okafor agreed.')}</w:p>`,
    `<w:p><w:bookmarkStart w:id="0" w:name="OkaforNotes"/>${t('Notes, ')}<w:bookmarkEnd w:id="0"/><w:bookmarkStart w:id="1" w:name="FormatReport"/><w:bookmarkEnd w:id="1"/><w:hyperlink w:anchor="OkaforNotes">${t('see notes')}</w:hyperlink></w:p>`,
    `<w:p><w:ins w:id="5" w:author="rokafor" w:date="2026-01-02T10:00:00Z">${t('Added by rokafor.')}</w:ins></w:p>`,
    `<w:p><w:commentRangeStart w:id="0"/>${t('Budget')}<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>`,
  ].join('');
  const run = await redactLeakyAsUsers(docx, 'persons.docx', wordDeclaring(body));
  itLeavesNoValue(run, 5);

  it('finds the user name and the surname in the body, and the surname in a camelCase bookmark, keeps the rest byte for byte', () => {
    // (The XML declaration's line break is the serializer's.)
    expect(run.xml('word/document.xml').replace(/^<\?xml[^>]*>\s*/, '')).toBe(
      `<w:document ${W_NS}><w:body>` +
        `<w:p>${t('Quarterly report for the north region.')}</w:p>` +
        `<w:p>${t('Checked by [PERSON_NAME] on Monday; ')}${t('[PERSON_NAME] agreed.')}</w:p>` +
        `<w:p><w:bookmarkStart w:id="0" w:name="_PERSON_NAME_Notes"/>${t('Notes, ')}<w:bookmarkEnd w:id="0"/><w:bookmarkStart w:id="1" w:name="FormatReport"/><w:bookmarkEnd w:id="1"/><w:hyperlink w:anchor="_PERSON_NAME_Notes">${t('see notes')}</w:hyperlink></w:p>` +
        `<w:p><w:ins w:id="5" w:author="[PERSON_NAME]" w:date="2026-01-02T10:00:00Z">${t('Added by [PERSON_NAME].')}</w:ins></w:p>` +
        `<w:p><w:commentRangeStart w:id="0"/>${t('Budget')}<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>` +
        '<w:sectPr/></w:body></w:document>',
    );
    expect(run.xml('word/comments.xml')).toContain(`w:author="[PERSON_NAME]" w:date="2026-01-02T10:00:00Z" w:initials="[PERSON_NAME]"><w:p>${t('Fine by me.')}</w:p>`);
  });
});

describe('a workbook whose identifiers join a declared person with other words (default options)', async () => {
  const parts = minimalXlsx('persons');
  // The person is named only by the properties (creator, lastModifiedBy): no cell names them in full.
  parts['xl/worksheets/sheet1.xml'] = `${XML_DECL}<worksheet xmlns="${S}"><sheetData>` +
    `<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>rokafor notes</t></is></c></row>` +
    `<row r="2"><c r="A2" t="inlineStr"><is><t>Checked by rokafor</t></is></c><c r="B2"><v>7</v></c><c r="C2"><f>SUM(tbl_rokaforNotes[rokafor notes])+rokaforBonus+Okafor.Bonus+TotalAmount+StartDate</f><v>7</v></c></row>` +
    '</sheetData><tableParts count="1"><tablePart r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></tableParts></worksheet>';
  parts['xl/worksheets/_rels/sheet1.xml.rels'] = rels([['rId1', 'table', '../tables/table1.xml']]);
  parts['xl/tables/table1.xml'] = `${XML_DECL}<table xmlns="${S}" id="1" name="tbl_rokaforNotes" displayName="tbl_rokaforNotes" ref="A1:B2" totalsRowShown="0"><autoFilter ref="A1:B2"/><tableColumns count="2"><tableColumn id="1" name="Name"/><tableColumn id="2" name="rokafor notes"/></tableColumns></table>`;
  parts['xl/workbook.xml'] = `${XML_DECL}<workbook xmlns="${S}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/><sheet name="OkaforContacts" sheetId="2" r:id="rId2"/></sheets><definedNames>` +
    ['rokaforBonus', 'Okafor.Bonus', 'TotalAmount', 'StartDate', 'FormatReport'].map((n) => `<definedName name="${n}">Data!$B$2</definedName>`).join('') +
    '</definedNames></workbook>';
  parts['xl/_rels/workbook.xml.rels'] = rels([
    ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
    ['rId2', 'worksheet', 'worksheets/sheet2.xml'],
  ]);
  parts['xl/worksheets/sheet2.xml'] = `${XML_DECL}<worksheet xmlns="${S}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Total</t></is></c></row></sheetData></worksheet>`;
  parts['[Content_Types].xml'] = contentTypes(
    {},
    {
      'xl/workbook.xml': `${SML}.sheet.main+xml`,
      'xl/worksheets/sheet1.xml': `${SML}.worksheet+xml`,
      'xl/worksheets/sheet2.xml': `${SML}.worksheet+xml`,
      'xl/tables/table1.xml': `${SML}.table+xml`,
      'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
      'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml',
    },
  );
  parts['docProps/custom.xml'] = String(parts['docProps/custom.xml']).replace('Rosalind Okafor', 'North region');
  const run = await redactLeakyAsUsers(xlsx, 'persons.xlsx', parts);
  itLeavesNoValue(run, 5);

  it('renames the sheet, names and table that join the person with other words, and every formula; keeps the others', () => {
    expect(run.xml('xl/workbook.xml')).toContain(
      '<sheet name="Data" sheetId="1" r:id="rId1"/><sheet name="_PERSON_NAME_Contacts" sheetId="2" r:id="rId2"/></sheets><definedNames>' +
        '<definedName name="_PERSON_NAME_Bonus">Data!$B$2</definedName><definedName name="_PERSON_NAME_.Bonus">Data!$B$2</definedName><definedName name="TotalAmount">Data!$B$2</definedName><definedName name="StartDate">Data!$B$2</definedName><definedName name="FormatReport">Data!$B$2</definedName>',
    );
    expect(run.xml('xl/tables/table1.xml')).toContain('name="tbl__PERSON_NAME_Notes" displayName="tbl__PERSON_NAME_Notes"');
    expect(run.xml('xl/tables/table1.xml')).toContain('<tableColumn id="2" name="[PERSON_NAME] notes"/>');
    const sheet = run.xml('xl/worksheets/sheet1.xml');
    expect(sheet).toContain(`<f>SUM(tbl__PERSON_NAME_Notes['[PERSON_NAME'] notes])+_PERSON_NAME_Bonus+_PERSON_NAME_.Bonus+TotalAmount+StartDate</f>`);
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t>Checked by [PERSON_NAME]</t></is></c>');
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><t>[PERSON_NAME] notes</t></is></c>');
  });
});

describe('known persons', () => {
  it('are the values of the package’s person fields, program defaults and note ids aside', () => {
    const part = (xml: string) => ({ name: 'x', data: Buffer.from(xml) }) as never;
    const parts = new Map([
      ['docProps/core.xml', part('<cp:coreProperties><dc:creator>Rosalind Okafor</dc:creator><cp:lastModifiedBy>rokafor</cp:lastModifiedBy></cp:coreProperties>')],
      ['word/comments.xml', part('<w:comments><w:comment w:author="Author" w:initials="RO"/><w:comment w:author="T. Nakamura &amp; Co"/></w:comments>')],
      ['xl/comments1.xml', part('<comments><authors><author>tc={8A1F0E1C-0000-4000-8000-000000000001}</author><author>Unknown</author><author>jdoe</author></authors></comments>')],
      ['xl/persons/person.xml', part('<personList><person displayName="Kwame Mensah" id="{1}" userId="kmensah@example.org" providerId="None"/></personList>')],
      ['xl/worksheets/sheet1.xml', part('<worksheet><c author="not read"/></worksheet>')],
    ]);
    expect(declaredPersons(parts)).toEqual(['Rosalind Okafor', 'rokafor', 'T. Nakamura & Co', 'jdoe', 'kmensah@example.org', 'Kwame Mensah']);
  });

  it('give the account name in a domain account, a user principal name or a presence id', () => {
    expect(['CORP\\rokafor', 'rokafor@contoso.example', 'S::rokafor@contoso.example::0f1e2d3c', 'info@contoso.example', 'Rosalind Okafor', 'S::info@contoso.example::1'].map(accountName)).toEqual([
      'rokafor',
      'rokafor',
      'rokafor',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('are found again in the document’s texts, as whole words (exact spans)', () => {
    const memory = new DocumentMemory();
    const redactor = createRedactor({}).forDocument(memory);
    redactor.remember('rokafor', 'PERSON_NAME');
    const text = 'Checked by rokafor, not by rokaforth nor xrokafor.';
    expect(redactor.analyze(text).map((f) => [f.start, f.end, f.entity, f.detector])).toEqual([[11, 18, 'PERSON_NAME', 'document-memory']]);
    // Without a document (one text, a scan), remembering does nothing.
    const alone = createRedactor({});
    alone.remember('rokafor', 'PERSON_NAME');
    expect(alone.analyze(text)).toEqual([]);
  });

  it('reads identifiers as the words they join, and maps them back', () => {
    expect(identifierWords('tbl_rokaforNotes2026')).toEqual({
      words: 'tbl rokafor Notes 2026',
      at: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 12, 13, 14, 15, 16, 16, 17, 18, 19, 20],
      added: new Set([11, 17]),
    });
    expect(identifierWords('HRReport').words).toBe('HR Report');
  });

  it('split camelCase only for values the memory holds', () => {
    const memory = new DocumentMemory();
    const redactor = createRedactor({}).forDocument(memory);
    redactor.remember('Rosalind Okafor', 'PERSON_NAME');
    expect(redactIdentifier('OkaforContacts', redactor, 'sheet')?.value).toBe('_PERSON_NAME_Contacts');
    expect(redactIdentifier('Okafor_Contacts', redactor, 'sheet')?.value).toBe('_PERSON_NAME__Contacts');
    expect(redactIdentifier('Okaforville', redactor, 'sheet')).toBeUndefined();
    expect(redactIdentifier('FormatReport', redactor, '')).toBeUndefined();
    expect(redactIdentifier('SalesByRegion', redactor, '')).toBeUndefined();
  });
});

describe('a Word document last saved by a domain account (default options)', async () => {
  const parts = minimalDocx('domain', { body: `<w:p>${t('Checked by rokafor.')}</w:p>` });
  parts['word/document.xml'] = String(parts['word/document.xml']).replace(/Letter to [^<]*/, 'Quarterly report.');
  parts['docProps/core.xml'] = String(parts['docProps/core.xml']).replace('<cp:lastModifiedBy>rokafor<', '<cp:lastModifiedBy>CORP\\rokafor<');
  const run = await redactLeakyAsUsers(docx, 'domain.docx', parts);
  itLeavesNoValue(run, 3);

  it('finds the account name alone in the body', () => {
    expect(run.xml('word/document.xml')).toContain(`${t('Quarterly report.')}</w:p><w:p>${t('Checked by [PERSON_NAME].')}</w:p>`);
    expect(run.xml('docProps/core.xml')).toContain('<cp:lastModifiedBy>[PERSON_NAME]</cp:lastModifiedBy>');
  });
});

describe('one pass over a large file (formats/document.ts)', () => {
  it('finds a person declared in a part that comes after the body', async () => {
    const parts = wordDeclaring(`<w:p>${t('Checked by rokafor.')}</w:p>`);
    // docProps/core.xml (lastModifiedBy rokafor) is written after word/document.xml; the comments and people name the full name only.
    const input = await writePackage('late.docx', parts);
    const outputPath = join(await tempDir(), 'late-out.docx');
    await docx.redact(input, outputPath, { redactor: createRedactor({}).forDocument(new DocumentMemory(), true), displayName: 'late.docx', limits: DEFAULT_LIMITS, options: {} });
    const out = await unzipParts(await readFile(outputPath));
    expect(out.get('word/document.xml')!.toString()).toContain(t('Checked by [PERSON_NAME].'));
  });
});
