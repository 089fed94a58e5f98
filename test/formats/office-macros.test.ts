import { describe, expect, it } from 'vitest';
import docx from '../../src/formats/docx.js';
import xlsx from '../../src/formats/xlsx.js';
import { decompress, libraryPath, literalsAndComments, readVbaTexts, UnreadableVba } from '../../src/formats/office/ovba.js';
import { redactAsUsers } from '../helpers/office.js';
import { contentTypes, extractAll, zipParts, grepParts, packageProblems, rels, unzipPipeHas, writePackage, XML_DECL, type Parts } from '../helpers/ooxml.js';
import { compressOvba, vbaProject, type VbaModule } from '../../fixtures/vba-project.mjs';
import { minimalDocx, minimalXlsx, PERSON, USER, VALUES } from './office-leaks-fixtures.js';

const MS_REL = 'http://schemas.microsoft.com/office/2006/relationships';
const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

// A macro as Excel's recorder writes it: nothing personal in it.
const RECORDED: VbaModule = {
  name: 'Module1',
  source: [
    'Attribute VB_Name = "Module1"',
    'Sub FormatReport()',
    "'",
    "' FormatReport Macro",
    "' Bolds the header row and fits the columns.",
    "'",
    "' Keyboard Shortcut: Ctrl+Shift+F",
    "'",
    '    Rows("1:1").Select',
    '    Selection.Font.Bold = True',
    '    Columns("A:F").EntireColumn.AutoFit',
    '    Range("A1").Select',
    '    ActiveCell.FormulaR1C1 = "Total"',
    '    Range("B2:B20").NumberFormat = "#,##0.00"',
    'End Sub',
    '',
  ].join('\r\n'),
};
const THIS_WORKBOOK: VbaModule = {
  name: 'ThisWorkbook',
  type: 'document',
  source: [
    'Attribute VB_Name = "ThisWorkbook"',
    'Attribute VB_Base = "0{00020819-0000-0000-C000-000000000046}"',
    'Attribute VB_GlobalNameSpace = False',
    'Attribute VB_Creatable = False',
    'Attribute VB_PredeclaredId = True',
    'Attribute VB_Exposed = True',
    'Attribute VB_TemplateDerived = False',
    'Attribute VB_Customizable = True',
    '',
  ].join('\r\n'),
};

/** A .docm: a clean body, the VBA project with Word's vbaData.xml and a signature. */
function docm(project: Buffer): Parts {
  const base = minimalDocx('docm', { rels: [['rIdVba', `${MS_REL}/vbaProject`, 'vbaProject.bin']] });
  base['word/document.xml'] = String(base['word/document.xml']).replace(/Letter to [^<]*/, 'Quarterly report for the north region.');
  for (const name of ['docProps/core.xml', 'docProps/custom.xml']) base[name] = String(base[name]).replace(/>[^<]*(Rosalind|rokafor|pii@)[^<]*</g, '><');
  return {
    ...base,
    '[Content_Types].xml': contentTypes(
      { bin: 'application/vnd.ms-office.vbaProject' },
      {
        'word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml',
        'word/vbaData.xml': 'application/vnd.ms-word.vbaData+xml',
        'word/vbaProjectSignature.bin': 'application/vnd.ms-office.vbaProjectSignature',
        'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
        'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml',
      },
    ),
    'word/vbaProject.bin': project,
    'word/_rels/vbaProject.bin.rels': rels([
      ['rId1', `${MS_REL}/wordVbaData`, 'vbaData.xml'],
      ['rId2', `${MS_REL}/vbaProjectSignature`, 'vbaProjectSignature.bin'],
    ]),
    'word/vbaData.xml': `${XML_DECL}<wne:vbaSuppData xmlns:wne="http://schemas.microsoft.com/office/word/2006/wordml"><wne:mcds><wne:mcd wne:macroName="PROJECT.MODULE1.FORMATREPORT" wne:name="Project.Module1.FormatReport" wne:bEncrypt="00" wne:cmg="56"/></wne:mcds></wne:vbaSuppData>`,
    'word/vbaProjectSignature.bin': Buffer.from('3082010a02820101', 'hex'),
  };
}

/** An .xlsm: the minimal workbook (a person in a cell, properties) with a VBA project. */
function xlsm(project: Buffer): Parts {
  const base = minimalXlsx('xlsm');
  return {
    ...base,
    '[Content_Types].xml': contentTypes(
      { bin: 'application/vnd.ms-office.vbaProject' },
      {
        'xl/workbook.xml': 'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
        'xl/worksheets/sheet1.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
        'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
        'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml',
      },
    ),
    'xl/workbook.xml': `${XML_DECL}<workbook xmlns="${S}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr codeName="ThisWorkbook"/><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': rels([
      ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
      ['rId2', `${MS_REL}/vbaProject`, 'vbaProject.bin'],
    ]),
    'xl/vbaProject.bin': project,
  };
}

async function redact(handler: typeof docx, name: string, parts: Parts) {
  const input = await writePackage(name, parts);
  const run = await redactAsUsers(handler, input);
  return { ...run, before: await extractAll(input), after: await extractAll(run.outputPath) };
}

describe('MS-OVBA decompression', () => {
  it('reads the examples of [MS-OVBA] §3.2', () => {
    expect(decompress(Buffer.from('0119B000616263646566676800696A6B6C6D6E6F7000717273747576' + '2E', 'hex')).toString('latin1')).toBe('abcdefghijklmnopqrstuv.');
    expect(decompress(Buffer.from('012FB00023616161626364658266007061676869' + '6A013808616B6C00306D6E6F700671027004107273747576107778797A003C', 'hex')).toString('latin1')).toBe(
      '#aaabcdefaaaaghijaaaaaklaaamnopqaaaaaaaaaaaarstuvwxyzaaa',
    );
  });

  it('reads what the test compressor writes, over several chunks', () => {
    for (const text of ['ab', 'Sub A()\r\n'.repeat(900) + 'End', 'x'.repeat(10_000)]) expect(decompress(compressOvba(Buffer.from(text))).toString('latin1')).toBe(text);
  });

  it("reads a module's literals and comments as text, its code and the code's compound names met in them as code", () => {
    const source = ['Sub SendReport()', '    MsgBox "Say ""hi"" to Ann" \' see SendReport first', 'Rem old code', '    x = 1: Rem note', '    y = "Rem" & z \' it\'s', 'End Sub'].join('\r\n');
    expect(literalsAndComments(source)).toBe(['Say "hi" to Ann', 'see ' + ' '.repeat(10) + ' first', 'old code', 'note', 'Rem', "it's"].join('\n'));
  });

  it('tells a damaged stream apart: every failure on random bytes is UnreadableVba', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff;
    let failures = 0;
    for (let n = 0; n < 300; n++) {
      const bytes = Buffer.from([0x01, ...Array.from({ length: 2 + (n % 60) }, next)]);
      try {
        decompress(bytes);
      } catch (e) {
        expect(e).toBeInstanceOf(UnreadableVba);
        failures++;
      }
    }
    expect(failures).toBeGreaterThan(250);
  });

  it("reads a library id's path, not its description", () => {
    expect(libraryPath('*\\G{2DF8D04C-5BFA-101B-BDE5-00AA0044DE52}#2.8#0#C:\\Program Files\\MSO.DLL#Microsoft Office 16.0 Object Library')).toBe('C:\\Program Files\\MSO.DLL');
    expect(libraryPath('*\\CC:\\Users\\jdoe\\helpers.xlam')).toBe('C:\\Users\\jdoe\\helpers.xlam');
    expect(libraryPath('stdole')).toBe('stdole');
  });

  it('gives each module its source, and the project its other texts', () => {
    const texts = readVbaTexts(vbaProject([RECORDED, THIS_WORKBOOK], { 'UserForm1/o': Buffer.from('Caption', 'utf16le') }));
    expect(texts.modules).toEqual([
      { name: 'Module1', source: RECORDED.source },
      { name: 'ThisWorkbook', source: THIS_WORKBOOK.source },
    ]);
    expect(texts.others).toContain('Caption');
    // The project's identity and password hashes (ID, CMG, DPB, GC) are no text to analyze.
    expect(texts.others.join('\n')).not.toMatch(/CMG|DPB|GC=|5C5F3F4D/);
  });
});

describe('a macro-enabled Word document whose macro names the person (default options)', async () => {
  const macro: VbaModule = {
    name: 'Module1',
    source: ['Attribute VB_Name = "Module1"', 'Sub FormatReport()', `' Recorded 2026-01-05 by ${PERSON}`, `    MsgBox "Questions: ${'vba.pii@example.org'}"`, 'End Sub', ''].join('\r\n'),
  };
  const run = await redact(docx, 'macros.docm', docm(vbaProject([macro])));

  it('hides the values from a plain search before (compressed), and removes the project with every part only it reaches', () => {
    expect(grepParts(run.before, ['vba.pii@example.org'])).toEqual([]);
    expect(run.result).toEqual({
      counts: { PERSON_NAME: 1, EMAIL_ADDRESS: 1, DATE: 1 },
      warnings: ['macros word/vbaProject.bin were removed (their code holds 3 finding(s); code is not redacted in place)'],
    });
    expect([...run.after.keys()].sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'docProps/core.xml', 'docProps/custom.xml', 'word/_rels/document.xml.rels', 'word/document.xml']);
    expect(run.after.get('word/_rels/document.xml.rels')!.toString()).not.toContain('vbaProject');
    expect(run.after.get('[Content_Types].xml')!.toString()).not.toMatch(/vbaData|vbaProjectSignature/);
  });

  it('leaves no value anywhere, keeps the document whole and its text byte for byte', () => {
    expect(grepParts(run.after, VALUES)).toEqual([]);
    for (const v of VALUES) expect(unzipPipeHas(run.outputPath, v), v).toBe(false);
    expect(packageProblems(run.before)).toEqual([]);
    expect(packageProblems(run.after)).toEqual([]);
    expect(run.after.get('word/document.xml')).toEqual(run.before.get('word/document.xml'));
    // Still a macro-enabled document (its .docm name needs that type), now without macros.
    expect(run.after.get('[Content_Types].xml')!.toString()).toContain('application/vnd.ms-word.document.macroEnabled.main+xml');
  });
});

describe('a macro-enabled workbook', () => {
  it('keeps a recorded macro with nothing personal in it byte for byte', async () => {
    const project = vbaProject([THIS_WORKBOOK, RECORDED]);
    const run = await redact(xlsx, 'clean.xlsm', xlsm(project));
    expect(run.result.warnings).toEqual([]);
    expect(run.after.get('xl/vbaProject.bin')).toEqual(project);
    expect(grepParts(run.after, VALUES)).toEqual([]);
    expect(packageProblems(run.after)).toEqual([]);
  });

  it("removes a macro that opens a file in the author's user folder", async () => {
    const open: VbaModule = { name: 'Module2', source: ['Attribute VB_Name = "Module2"', 'Sub Refresh()', `    Workbooks.Open "C:\\Users\\${USER}\\Documents\\clients.xlsx"`, 'End Sub', ''].join('\r\n') };
    const run = await redact(xlsx, 'path.xlsm', xlsm(vbaProject([THIS_WORKBOOK, open])));
    expect(run.result.warnings).toEqual(['macros xl/vbaProject.bin were removed (their code holds 1 finding(s); code is not redacted in place)']);
    expect(run.after.has('xl/vbaProject.bin')).toBe(false);
    expect(run.after.get('xl/_rels/workbook.xml.rels')!.toString()).toBe(rels([['rId1', 'worksheet', 'worksheets/sheet1.xml']]).replace(/\r\n/, '\n'));
    expect(grepParts(run.after, VALUES)).toEqual([]);
    expect(packageProblems(run.after)).toEqual([]);
  });

  it("removes a project that references an add-in in the author's user folder", async () => {
    const run = await redact(xlsx, 'addin.xlsm', xlsm(vbaProject([THIS_WORKBOOK, RECORDED], {}, { projectReference: `C:\\Users\\${USER}\\AppData\\Roaming\\Microsoft\\AddIns\\helpers.xlam` })));
    expect(run.result.warnings).toEqual(['macros xl/vbaProject.bin were removed (their code holds 1 finding(s); code is not redacted in place)']);
    expect(grepParts(run.after, VALUES)).toEqual([]);
  });

  it("removes a project whose code is clean but whose form's stored text isn't", async () => {
    const form = { 'UserForm1/o': Buffer.concat([Buffer.from([0, 2, 0x18, 0]), Buffer.from(`Ask form.pii@example.org`, 'utf16le')]) };
    const run = await redact(xlsx, 'form.xlsm', xlsm(vbaProject([THIS_WORKBOOK, RECORDED], form)));
    expect(run.result.warnings).toEqual(['macros xl/vbaProject.bin were removed (their code holds 1 finding(s); code is not redacted in place)']);
    expect(grepParts(run.after, VALUES)).toEqual([]);
  });

  it('removes a project it cannot read, saying why', async () => {
    const run = await redact(xlsx, 'broken.xlsm', xlsm(Buffer.from('not a compound file, but text: form.pii@example.org')));
    expect(run.result.warnings).toEqual(['macros xl/vbaProject.bin were removed (the VBA project could not be read: not a compound file)']);
    expect(run.after.has('xl/vbaProject.bin')).toBe(false);
    expect(packageProblems(run.after)).toEqual([]);
  });
});

describe('a Word document embedding a macro-enabled workbook', () => {
  it('reads the inner VBA project too, and removes it alone from the inner package', async () => {
    const macro: VbaModule = { name: 'Module1', source: ['Attribute VB_Name = "Module1"', 'Sub Send()', '    MsgBox "Write to inner.pii@example.org"', 'End Sub', ''].join('\r\n') };
    const outer = docm(vbaProject([RECORDED]));
    outer['word/embeddings/Book.xlsm'] = await zipParts(xlsm(vbaProject([THIS_WORKBOOK, macro])));
    outer['word/_rels/document.xml.rels'] = rels([
      ['rIdVba', `${MS_REL}/vbaProject`, 'vbaProject.bin'],
      ['rIdBook', 'package', 'embeddings/Book.xlsm'],
    ]);
    outer['[Content_Types].xml'] = String(outer['[Content_Types].xml']).replace('<Default Extension="bin"', '<Default Extension="xlsm" ContentType="application/vnd.ms-excel.sheet.macroEnabled.12"/><Default Extension="bin"');
    const run = await redact(docx, 'outer.docm', outer);
    expect(run.result.warnings).toEqual(['macros word/embeddings/Book.xlsm!/xl/vbaProject.bin were removed (their code holds 1 finding(s); code is not redacted in place)']);
    // The outer document's own macro holds nothing: it stays, byte for byte.
    expect(run.after.get('word/vbaProject.bin')).toEqual(run.before.get('word/vbaProject.bin'));
    expect(run.after.has('word/embeddings/Book.xlsm!/xl/vbaProject.bin')).toBe(false);
    expect(run.after.has('word/embeddings/Book.xlsm!/xl/workbook.xml')).toBe(true);
    expect(grepParts(run.after, VALUES)).toEqual([]);
    expect(packageProblems(run.before)).toEqual([]);
    expect(packageProblems(run.after)).toEqual([]);
  });
});
