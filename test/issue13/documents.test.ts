import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import csv from '../../src/formats/csv.js';
import docx from '../../src/formats/docx.js';
import json from '../../src/formats/json.js';
import xlsx from '../../src/formats/xlsx.js';
import { createRedactor } from '../../src/engine/redactor.js';
import { redactDocument } from '../../src/formats/document.js';
import { DEFAULT_LIMITS, type FormatHandler } from '../../src/formats/types.js';
import { leaks, redactAsUsers, tempDir } from '../helpers/office.js';

/** Redacts a text file as users get it: default options, one memory per document. */
async function redactPlain(handler: FormatHandler, name: string, input: string): Promise<string> {
  const dir = await tempDir();
  await writeFile(join(dir, name), input);
  await redactDocument(handler, join(dir, name), join(dir, `out-${name}`), { redactor: createRedactor({}), displayName: name, limits: DEFAULT_LIMITS, options: {} });
  return readFile(join(dir, `out-${name}`), 'utf8');
}

describe('issue 13: one memory per document', () => {
  it('CSV: a name column in any script, and its values wherever else they occur', async () => {
    const out = await redactPlain(
      csv,
      'c.csv',
      'name,note\n王秀英,call back\n김민준,met 王秀英 twice\nOyelaran Adebanjo,ask Adebanjo about the invoice\nمحمد الأحمد,ok\n',
    );
    expect(out).toBe('name,note\n[PERSON_NAME],call back\n[PERSON_NAME],met [PERSON_NAME] twice\n[PERSON_NAME],ask [PERSON_NAME] about the invoice\n[PERSON_NAME],ok\n');
  });

  it('JSON: a "name" key in any script, and the value under another key', async () => {
    const out = await redactPlain(json, 'j.json', '{"name": "王秀英", "contact": {"nom": "Oyelaran Adebanjo"}, "log": "Adebanjo and 王秀英 called"}');
    expect(out).toBe('{"name": "[PERSON_NAME]", "contact": {"nom": "[PERSON_NAME]"}, "log": "[PERSON_NAME] and [PERSON_NAME] called"}');
  });

  it('XLSX: a shared string under Name on one sheet and another header on a second, and the properties', async () => {
    const dir = await tempDir();
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Oyelaran Adebanjo';
    wb.lastModifiedBy = 'Ngozi Eze';
    wb.company = 'Kestrel Ventures';
    wb.manager = 'Ngozi Eze';
    wb.title = 'Intake for Kenji Watanabe';
    const a = wb.addWorksheet('Clients');
    a.addRow(['Name', 'Amount']);
    a.addRow(['Kenji Watanabe', 10]);
    a.addRow(['Amara Okafor', 20]);
    const b = wb.addWorksheet('Notes');
    b.addRow(['Case', 'Owner']);
    b.addRow(['Amara Okafor', 'Kenji Watanabe']);
    b.addRow(['Case of Amara Okafor', 'open']);
    b.getCell('C2').note = 'Okafor asked for a call';
    await wb.xlsx.writeFile(join(dir, 'in.xlsx'));
    const r = await redactAsUsers(xlsx, join(dir, 'in.xlsx'));
    const values = ['Oyelaran Adebanjo', 'Ngozi Eze', 'Kestrel Ventures', 'Kenji Watanabe', 'Amara Okafor', 'Okafor', 'Watanabe'];
    expect(leaks(r.input, values).length).toBeGreaterThan(0);
    expect(leaks(r.output, values)).toEqual([]);
  });

  it('DOCX: authors, properties, comments and a title line lose the names found in the body', async () => {
    const dir = await tempDir();
    const zip = new JSZip();
    const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/></Relationships>',
    );
    zip.file(
      'word/_rels/document.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>',
    );
    const p = (t: string) => `<w:p><w:r><w:t xml:space="preserve">${t}</w:t></w:r></w:p>`;
    zip.file(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${p('Intake for Kenji Watanabe')}${p('Ngozi Eze')}${p('The patient, Mr Kenji Watanabe, was seen by Dr Amara Okafor on Monday.')}${p('Northwind Haulage Limited (“Northwind”) pays.')}</w:body></w:document>`,
    );
    zip.file(
      'word/comments.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments ${W}><w:comment w:id="0" w:author="Oyelaran Adebanjo" w:initials="OA">${p('Check with Watanabe and Northwind')}</w:comment></w:comments>`,
    );
    zip.file(
      'docProps/core.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Case of Amara Okafor</dc:title><dc:creator>Ngozi Eze</dc:creator><cp:lastModifiedBy>Oyelaran Adebanjo</cp:lastModifiedBy></cp:coreProperties>',
    );
    zip.file(
      'docProps/app.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Manager>Ngozi Eze</Manager><Company>Kestrel Ventures</Company></Properties>',
    );
    await writeFile(join(dir, 'in.docx'), await zip.generateAsync({ type: 'nodebuffer' }));
    const r = await redactAsUsers(docx, join(dir, 'in.docx'));
    const values = ['Oyelaran Adebanjo', 'Ngozi Eze', 'Kestrel Ventures', 'Kenji Watanabe', 'Amara Okafor', 'Watanabe', 'Okafor', 'Northwind'];
    expect(leaks(r.output, values)).toEqual([]);
    expect(r.output.get('docProps/core.xml')!.toString()).toContain('<dc:title>Case of [PERSON_NAME]</dc:title><dc:creator>[PERSON_NAME]</dc:creator><cp:lastModifiedBy>[PERSON_NAME]</cp:lastModifiedBy>');
    expect(r.output.get('docProps/app.xml')!.toString()).toContain('<Manager>[PERSON_NAME]</Manager><Company>[ORGANIZATION]</Company>');
  });
});
