import { describe, expect, it } from 'vitest';
import xlsx from '../../src/formats/xlsx.js';
import { rewriteFormula } from '../../src/formats/office/workbook-names.js';
import { redactAsUsers, redactFile } from '../helpers/office.js';
import { extractAll, writePackage } from '../helpers/ooxml.js';
import { itLeavesNoValue, leakyXlsx, minimalXlsx, redactLeaky, TERMS } from './office-leaks-fixtures.js';

describe('an Excel workbook with PII in every place', async () => {
  const run = await redactLeaky(xlsx, 'leaky.xlsx', await leakyXlsx());
  const { result, after, xml } = run;
  itLeavesNoValue(run, 21);

  it('counts, and says what it removed', () => {
    expect(result).toEqual({
      counts: { CUSTOM_ENTITY: 33, EMAIL_ADDRESS: 17 },
      warnings: ['embedded object xl/embeddings/oleObject1.bin was removed (not a format this tool redacts)'],
    });
    for (const name of ['xl/embeddings/oleObject1.bin', 'xl/media/image1.emf', 'xl/media/image2.emf']) expect(after.has(name), name).toBe(false);
    expect(after.has('xl/embeddings/Microsoft_Word_Document.docx!/word/document.xml')).toBe(true);
  });

  it('renames a sheet, defined names and a table named for a person, and every reference to them', () => {
    expect(xml('xl/workbook.xml')).toContain(
      `<sheet name="_CUSTOM_ENTITY_" sheetId="2" r:id="rId2"/></sheets><externalReferences><externalReference r:id="rId5"/></externalReferences><definedNames><definedName name="_xlnm.Print_Area" localSheetId="1">'_CUSTOM_ENTITY_'!$A$1:$B$2</definedName><definedName name="Client" comment="Owner [CUSTOM_ENTITY]">"[CUSTOM_ENTITY]"</definedName><definedName name="_CUSTOM_ENTITY_.Bonus">'_CUSTOM_ENTITY_'!$B$1</definedName><definedName name="_CUSTOM_ENTITY__Salary">Data!$B$2</definedName>`,
    );
    const sheet = xml('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<f>_CUSTOM_ENTITY__Salary*2+_CUSTOM_ENTITY_.Bonus</f>');
    expect(sheet).toContain(`<f>'_CUSTOM_ENTITY_'!B1+SUM(_CUSTOM_ENTITY__Contacts[Amount])</f>`);
    expect(sheet).toContain(`<f>[1]'_CUSTOM_ENTITY_'!A1&amp;" "&amp;_CUSTOM_ENTITY__Contacts[[#Headers],['[CUSTOM_ENTITY'] notes]]</f>`);
    expect(sheet).toContain(`<hyperlink ref="A2" location="'_CUSTOM_ENTITY_'!A1" display="[CUSTOM_ENTITY]"/>`);
    expect(sheet).toContain('<scenario name="High" locked="1" count="1" user="[CUSTOM_ENTITY]" comment="Created by [CUSTOM_ENTITY]">');
    expect(xml('xl/workbook.xml')).toContain('<customWorkbookView name="[CUSTOM_ENTITY] - Personal View"');
    expect(sheet).toContain('promptTitle="Ask [CUSTOM_ENTITY]" prompt="Mail [EMAIL_ADDRESS]" errorTitle="[CUSTOM_ENTITY]" error="See [EMAIL_ADDRESS]"');
    expect(xml('xl/tables/table1.xml')).toContain('name="_CUSTOM_ENTITY__Contacts" displayName="_CUSTOM_ENTITY__Contacts"');
    expect(xml('xl/tables/table1.xml')).toContain('<tableColumn id="3" name="[CUSTOM_ENTITY] notes"/>');
    expect(xml('xl/charts/chart1.xml')).toContain(`<c:f>'_CUSTOM_ENTITY_'!$A$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>[CUSTOM_ENTITY]</c:v>`);
    expect(xml('xl/pivotCache/pivotCacheDefinition1.xml')).toContain('<worksheetSource ref="A1:B1" sheet="_CUSTOM_ENTITY_"/></cacheSource><cacheFields count="2"><cacheField name="[CUSTOM_ENTITY] notes"');
    expect(xml('xl/externalLinks/externalLink1.xml')).toContain(`<sheetName val="_CUSTOM_ENTITY_"/></sheetNames><definedNames><definedName name="_CUSTOM_ENTITY__Budget" refersTo="='_CUSTOM_ENTITY_'!$A$1"/>`);
  });

  it('removes an object it cannot redact from the sheet, and every preview from the VML drawing', () => {
    expect(xml('xl/worksheets/sheet2.xml')).toContain(
      '<oleObjects><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="x14"><oleObject progId="Word.Document.12" shapeId="1025" r:id="rId2"/></mc:Choice><mc:Fallback><oleObject progId="Word.Document.12" shapeId="1025" r:id="rId2"/></mc:Fallback></mc:AlternateContent></oleObjects>',
    );
    expect(xml('xl/drawings/vmlDrawing1.vml')).not.toContain('imagedata');
    expect(xml('xl/drawings/_rels/vmlDrawing1.vml.rels')).not.toContain('<Relationship ');
  });
});

describe('workbook identifiers', () => {
  const renames = {
    sheets: new Map([['jane roe', '_P_']]),
    names: new Map([['jane_roe', '_P__2']]),
    tables: new Map([['roe_table', '_P__Table']]),
    columns: new Map([['jane roe', '[P]']]),
  };
  it('are renamed in formulas as tokens, never inside string literals, functions or other names', () => {
    expect(rewriteFormula(`'Jane Roe'!A1&"Jane_Roe"&Jane_Roe&Jane_Roe_2&SUM(Roe_Table[Jane Roe])&[2]'Jane Roe'!B2&'It''s'!C3`, renames)).toBe(
      `'_P_'!A1&"Jane_Roe"&_P__2&Jane_Roe_2&SUM(_P__Table['[P']])&[2]'_P_'!B2&'It''s'!C3`,
    );
  });
});

describe('a workbook with nothing to find', () => {
  it('is written back part for part, byte for byte', async () => {
    const parts = minimalXlsx('none');
    for (const name of Object.keys(parts)) if (typeof parts[name] === 'string') parts[name] = (parts[name] as string).replace(/Rosalind Okafor|rokafor|[\w.-]+\.pii@example\.org/g, 'nobody');
    parts['xl/workbook.xml'] = (parts['xl/workbook.xml'] as string).replace('</sheets>', '</sheets><definedNames><definedName name="Total_Amount">Data!$B$2</definedName></definedNames>');
    // Its authors are blank, as Office writes them when told to remove personal information: an
    // author is a person whatever the detectors find (dom-pass PERSON_ELEMENTS).
    parts['docProps/core.xml'] = String(parts['docProps/core.xml']).replace(/>nobody</g, '><');
    const input = await writePackage('clean.xlsx', parts);
    const { result, outputPath } = await redactFile(xlsx, input, { terms: TERMS });
    expect(result).toEqual({ counts: {}, warnings: [] });
    expect(await extractAll(outputPath)).toEqual(await extractAll(input));
  });
});

describe('defined names as users get them (default detectors, one memory for the workbook)', () => {
  it('renames those that name a person, keeps the usual ones', async () => {
    const parts = minimalXlsx('users');
    const names = ['Total_Amount', 'Tax_Rate', 'Customer_List', 'Sales_2024', 'Data_Range', 'Start_Date', 'Employee_Names', 'Margaret_Thompson', 'Jane_Roe_Salary'];
    parts['xl/workbook.xml'] = (parts['xl/workbook.xml'] as string).replace('</sheets>', `</sheets><definedNames>${names.map((n) => `<definedName name="${n}">Data!$B$2</definedName>`).join('')}</definedNames>`);
    parts['xl/worksheets/sheet1.xml'] = (parts['xl/worksheets/sheet1.xml'] as string).replace('Rosalind Okafor', 'Margaret Thompson');
    const { output } = await redactAsUsers(xlsx, await writePackage('users.xlsx', parts));
    const kept = [...output.get('xl/workbook.xml')!.toString('utf8').matchAll(/definedName name="([^"]*)"/g)].map((m) => m[1]);
    expect(kept).toEqual(['Total_Amount', 'Tax_Rate', 'Customer_List', 'Sales_2024', 'Data_Range', 'Start_Date', 'Employee_Names', '_PERSON_NAME_', '_PERSON_NAME__Salary']);
  });
});
