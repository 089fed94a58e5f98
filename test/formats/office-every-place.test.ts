import { describe, expect, it } from 'vitest';
import docx from '../../src/formats/docx.js';
import xlsx from '../../src/formats/xlsx.js';
import { contentTypes, grepParts, packageProblems, rels, XML_DECL, type Parts } from '../helpers/ooxml.js';
import { redactLeakyAsUsers } from './office-leaks-fixtures.js';

/**
 * One fictitious person (Rosalind Okafor, rosalind.okafor@example.org, +44 20 7946 0958: a UK
 * number Ofcom keeps for drama) in every place of the family the last sessions found leaks in,
 * written in the forms people write them (capitals, lower case, joined with underscores), with
 * DEFAULT options: no author field names them, the body's greeting does ("Dear Rosalind
 * Okafor"), and the document's memory must carry them to every other place. Each package is
 * re-extracted with `unzip` and every part's bytes searched (grepParts: as is, XML-escaped,
 * URL-encoded, UTF-16, inside compressed streams).
 */

const NAME = 'Rosalind Okafor';
const MAIL = 'rosalind.okafor@example.org';
const PHONE = '+44 20 7946 0958';
const VALUES = ['Rosalind', 'Okafor', MAIL, '7946 0958', '79460958'];

const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const DML = 'application/vnd.openxmlformats-officedocument.drawingml';
const NS = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"',
].join(' ');
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (inner: string) => `<w:p>${inner}</w:p>`;
const CORE = `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Notes for OKAFOR</dc:title><dc:subject>${PHONE}</dc:subject><cp:keywords>rosalind_okafor</cp:keywords></cp:coreProperties>`;
const APP = `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Manager>OKAFOR</Manager><Company>rosalind_okafor Ltd</Company><HyperlinkBase>mailto:${MAIL}</HyperlinkBase></Properties>`;
const APP_REL = ['rId3', 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties', 'docProps/app.xml'] as [string, string, string];
const APP_TYPE = 'application/vnd.openxmlformats-officedocument.extended-properties+xml';
const CUSTOM_XML = `${XML_DECL}<client xmlns="urn:example:client"><login>okafor</login><phone>${PHONE}</phone><mail>${MAIL}</mail></client>`;
const chart = (title: string) =>
  `${XML_DECL}<c:chartSpace ${NS}><c:chart><c:title><c:tx><c:rich><a:p><a:r><a:t>${title}</a:t></a:r></a:p></c:rich></c:tx></c:title><c:plotArea><c:barChart><c:ser><c:idx val="0"/><c:tx><c:strRef><c:f>Sheet1!$B$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>rosalind_okafor</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:f>Sheet1!$A$2:$A$3</c:f><c:strCache><c:ptCount val="2"/><c:pt idx="0"><c:v>${MAIL}</c:v></c:pt><c:pt idx="1"><c:v>${PHONE}</c:v></c:pt></c:strCache></c:strRef></c:cat></c:ser></c:barChart></c:plotArea></c:chart></c:chartSpace>`;

function everyPlaceDocx(): Parts {
  const textBox = `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:docPr id="2" name="Text Box 2" descr="Photo of ROSALIND OKAFOR"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>${para(run(`Call okafor on ${PHONE}`))}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${para(run(`Call okafor on ${PHONE}`))}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;
  const chartRef = `<w:r><w:drawing><wp:inline><wp:docPr id="3" name="Chart 3" title="Chart for rosalind_okafor"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart r:id="rIdChart"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
  const body = [
    para(run(`Dear ${NAME},`)),
    para(`${run('Reviewed by OKAFOR; ')}<w:hyperlink r:id="rIdMail">${run('write to her')}</w:hyperlink><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:endnoteReference w:id="1"/></w:r>`),
    para(textBox),
    para(chartRef),
    para(`<w:smartTag w:uri="urn:example" w:element="PersonName"><w:smartTagPr><w:attr w:name="ProductID" w:val="okafor"/></w:smartTagPr>${run('Ms OKAFOR')}</w:smartTag>`),
    para(`<w:sdt><w:sdtPr><w:tag w:val="okafor_signature"/><w:comboBox><w:listItem w:displayText="rosalind_okafor" w:value="OKAFOR"/></w:comboBox></w:sdtPr><w:sdtContent>${run('Signature')}</w:sdtContent></w:sdt>`),
    para(`<w:r><w:ruby><w:rubyPr/><w:rt>${run('OKAFOR')}</w:rt><w:rubyBase>${run('Okafor')}</w:rubyBase></w:ruby></w:r>`),
    para(run('The baker sold bread to young people.')),
  ].join('');
  return {
    '[Content_Types].xml': contentTypes(
      {},
      {
        'word/document.xml': `${WML}.document.main+xml`,
        'word/header1.xml': `${WML}.header+xml`,
        'word/footer1.xml': `${WML}.footer+xml`,
        'word/footnotes.xml': `${WML}.footnotes+xml`,
        'word/endnotes.xml': `${WML}.endnotes+xml`,
        'word/people.xml': `${WML}.people+xml`,
        'word/charts/chart1.xml': `${DML}.chart+xml`,
        'docProps/app.xml': APP_TYPE,
        'customXml/itemProps1.xml': 'application/vnd.openxmlformats-officedocument.customXmlProperties+xml',
        'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
      },
    ),
    '_rels/.rels': rels([
      ['rId1', 'officeDocument', 'word/document.xml'],
      ['rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'],
      APP_REL,
    ]),
    'docProps/app.xml': APP,
    'word/document.xml': `${XML_DECL}<w:document ${NS}><w:body>${body}<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader"/><w:footerReference w:type="default" r:id="rIdFooter"/></w:sectPr></w:body></w:document>`,
    'word/_rels/document.xml.rels': rels([
      ['rIdHeader', 'header', 'header1.xml'],
      ['rIdFooter', 'footer', 'footer1.xml'],
      ['rIdFootnotes', 'footnotes', 'footnotes.xml'],
      ['rIdEndnotes', 'endnotes', 'endnotes.xml'],
      ['rIdPeople', 'http://schemas.microsoft.com/office/2011/relationships/people', 'people.xml'],
      ['rIdChart', 'chart', 'charts/chart1.xml'],
      ['rIdMail', 'hyperlink', `mailto:${MAIL}?subject=Hello%20Rosalind`, true],
      ['rIdCustomXml', 'customXml', '../customXml/item1.xml'],
    ]),
    'word/header1.xml': `${XML_DECL}<w:hdr ${NS}>${para(run('Prepared by ROSALIND OKAFOR'))}</w:hdr>`,
    'word/footer1.xml': `${XML_DECL}<w:ftr ${NS}>${para(run(`rosalind_okafor ${PHONE}`))}</w:ftr>`,
    'word/footnotes.xml': `${XML_DECL}<w:footnotes ${NS}><w:footnote w:id="1">${para(run(`Ask okafor at ${MAIL}`))}</w:footnote></w:footnotes>`,
    'word/endnotes.xml': `${XML_DECL}<w:endnotes ${NS}><w:endnote w:id="1">${para(run(`Okafor_CV_2026.docx, ${PHONE}`))}</w:endnote></w:endnotes>`,
    'word/people.xml': `${XML_DECL}<w15:people ${NS}><w15:person w15:author="okafor"><w15:presenceInfo w15:providerId="AD" w15:userId="S::${MAIL}::0f1e2d3c"/></w15:person></w15:people>`,
    'word/charts/chart1.xml': chart('Sales by OKAFOR'),
    'customXml/item1.xml': CUSTOM_XML,
    'customXml/itemProps1.xml': `${XML_DECL}<ds:datastoreItem ds:itemID="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0004}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs/></ds:datastoreItem>`,
    'customXml/_rels/item1.xml.rels': rels([['rId1', 'customXmlProps', 'itemProps1.xml']]),
    'docProps/core.xml': CORE,
  };
}

const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TC = 'http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const shared = (ref: string, i: number) => `<c r="${ref}" t="s"><v>${i}</v></c>`;

function everyPlaceXlsx(): Parts {
  const strings = ['Name', 'Contact', NAME, 'OKAFOR', 'rosalind_okafor', PHONE, 'Baker'];
  const sheet1 =
    `${XML_DECL}<worksheet xmlns="${S}" xmlns:r="${R}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"><sheetPr codeName="okafor_sheet"/><sheetData>` +
    `<row r="1">${shared('A1', 0)}${shared('B1', 1)}<c r="C1" t="inlineStr"><is><t>Occupation</t></is></c></row>` +
    `<row r="2">${shared('A2', 2)}${inline('B2', MAIL)}${shared('C2', 6)}</row>` +
    `<row r="3">${shared('A3', 3)}${shared('B3', 5)}<c r="C3"><v>42</v></c></row>` +
    `<row r="4">${shared('A4', 4)}<c r="B4" t="str"><f>"Call "&amp;A3</f><v>Call okafor</v></c><c r="C4"/></row>` +
    '</sheetData>' +
    `<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="D2:D4"><formula1>"${NAME},okafor,Other"</formula1></dataValidation></dataValidations>` +
    '<hyperlinks><hyperlink ref="B2" r:id="rId2" tooltip="Mail okafor"/></hyperlinks>' +
    '<headerFooter><oddHeader>&amp;LPrepared by ROSALIND OKAFOR</oddHeader><oddFooter>&amp;R' + PHONE + '</oddFooter></headerFooter>' +
    '<conditionalFormatting sqref="A1:A4"><cfRule type="containsText" dxfId="0" priority="1" operator="containsText" text="okafor"><formula>NOT(ISERROR(SEARCH("okafor",A1)))</formula></cfRule></conditionalFormatting>' +
    '<drawing r:id="rId1"/>' +
    `<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}"><x14:dataValidations count="1"><x14:dataValidation type="list" allowBlank="1"><x14:formula1><xm:f>"OKAFOR,${PHONE}"</xm:f></x14:formula1><xm:sqref>E1:E4</xm:sqref></x14:dataValidation></x14:dataValidations></ext></extLst></worksheet>`;
  const drawing = `${XML_DECL}<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${R}" xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><xdr:twoCellAnchor><xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>8</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>10</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1" descr="Calls of ROSALIND OKAFOR"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor><xdr:twoCellAnchor><xdr:from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>11</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>8</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>14</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:sp macro="" textlink=""><xdr:nvSpPr><xdr:cNvPr id="3" name="TextBox 2"/><xdr:cNvSpPr txBox="1"/></xdr:nvSpPr><xdr:spPr/><xdr:txBody><a:bodyPr/><a:p><a:r><a:t>Text box: okafor, ${PHONE}</a:t></a:r></a:p></xdr:txBody></xdr:sp><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`;
  const pivotDef = `${XML_DECL}<pivotCacheDefinition xmlns="${S}" xmlns:r="${R}" r:id="rId1" recordCount="2"><cacheSource type="worksheet"><worksheetSource ref="A1:B3" sheet="Data"/></cacheSource><cacheFields count="2"><cacheField name="Name" numFmtId="0"><sharedItems count="2"><s v="${NAME}"/><s v="OKAFOR"/></sharedItems></cacheField><cacheField name="Contact" numFmtId="0"><sharedItems count="2"><s v="${MAIL}"/><s v="${PHONE}"/></sharedItems></cacheField></cacheFields></pivotCacheDefinition>`;
  const pivotRecords = `${XML_DECL}<pivotCacheRecords xmlns="${S}" count="2"><r><x v="0"/><s v="rosalind_okafor"/></r><r><x v="1"/><s v="${PHONE}"/></r></pivotCacheRecords>`;
  const workbook =
    `${XML_DECL}<workbook xmlns="${S}" xmlns:r="${R}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/><sheet name="OKAFOR" sheetId="2" r:id="rId2"/></sheets>` +
    `<definedNames><definedName name="rosalind_okafor_phone">Data!$B$3</definedName><definedName name="Contact">"${MAIL}"</definedName></definedNames>` +
    '<pivotCaches><pivotCache cacheId="1" r:id="rId4"/></pivotCaches></workbook>';
  return {
    '[Content_Types].xml': contentTypes(
      {},
      {
        'xl/workbook.xml': `${SML}.sheet.main+xml`,
        'xl/worksheets/sheet1.xml': `${SML}.worksheet+xml`,
        'xl/worksheets/sheet2.xml': `${SML}.worksheet+xml`,
        'xl/sharedStrings.xml': `${SML}.sharedStrings+xml`,
        'xl/drawings/drawing1.xml': `${DML}.drawing+xml`,
        'xl/charts/chart1.xml': `${DML}.chart+xml`,
        'xl/pivotCache/pivotCacheDefinition1.xml': `${SML}.pivotCacheDefinition+xml`,
        'xl/pivotCache/pivotCacheRecords1.xml': `${SML}.pivotCacheRecords+xml`,
        'xl/comments1.xml': `${SML}.comments+xml`,
        'xl/threadedComments/threadedComment1.xml': 'application/vnd.ms-excel.threadedcomments+xml',
        'xl/persons/person.xml': 'application/vnd.ms-excel.person+xml',
        'customXml/itemProps1.xml': 'application/vnd.openxmlformats-officedocument.customXmlProperties+xml',
        'xl/connections.xml': `${SML}.connections+xml`,
        'xl/revisions/userNames.xml': `${SML}.userNames+xml`,
        'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
        'docProps/app.xml': APP_TYPE,
      },
    ),
    '_rels/.rels': rels([
      ['rId1', 'officeDocument', 'xl/workbook.xml'],
      ['rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'],
      APP_REL,
    ]),
    'docProps/app.xml': APP,
    'xl/connections.xml': `${XML_DECL}<connections xmlns="${S}"><connection id="1" name="okafor_query" description="Calls of OKAFOR" type="5" refreshedVersion="6" background="1" saveData="1"><dbPr connection="Provider=SQLOLEDB;User ID=okafor;Data Source=srv" command="SELECT * FROM calls WHERE mail='${MAIL}'"/></connection></connections>`,
    'xl/revisions/userNames.xml': `${XML_DECL}<users xmlns="${S}" count="1"><userInfo guid="{00000000-0000-0000-0000-000000000001}" name="Kwame Mensah" id="1" dateTime="2026-01-01T00:00:00"/></users>`,
    'xl/workbook.xml': workbook,
    'xl/_rels/workbook.xml.rels': rels([
      ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
      ['rId2', 'worksheet', 'worksheets/sheet2.xml'],
      ['rId3', 'sharedStrings', 'sharedStrings.xml'],
      ['rId4', 'pivotCacheDefinition', 'pivotCache/pivotCacheDefinition1.xml'],
      ['rId5', 'customXml', '../customXml/item1.xml'],
      ['rId6', 'http://schemas.microsoft.com/office/2017/10/relationships/person', 'persons/person.xml'],
      ['rId7', 'connections', 'connections.xml'],
      ['rId8', 'usernames', 'revisions/userNames.xml'],
    ]),
    'xl/sharedStrings.xml': `${XML_DECL}<sst xmlns="${S}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': sheet1,
    'xl/worksheets/_rels/sheet1.xml.rels': rels([
      ['rId1', 'drawing', '../drawings/drawing1.xml'],
      ['rId2', 'hyperlink', `mailto:${MAIL}`, true],
      ['rId3', 'comments', '../comments1.xml'],
      ['rId4', 'http://schemas.microsoft.com/office/2017/10/relationships/threadedComment', '../threadedComments/threadedComment1.xml'],
    ]),
    'xl/worksheets/sheet2.xml': `${XML_DECL}<worksheet xmlns="${S}"><sheetData><row r="1">${inline('A1', 'Total')}</row></sheetData></worksheet>`,
    'xl/drawings/drawing1.xml': drawing,
    'xl/drawings/_rels/drawing1.xml.rels': rels([['rId1', 'chart', '../charts/chart1.xml']]),
    'xl/charts/chart1.xml': chart('Calls by OKAFOR'),
    'xl/pivotCache/pivotCacheDefinition1.xml': pivotDef,
    'xl/pivotCache/_rels/pivotCacheDefinition1.xml.rels': rels([['rId1', 'pivotCacheRecords', 'pivotCacheRecords1.xml']]),
    'xl/pivotCache/pivotCacheRecords1.xml': pivotRecords,
    'xl/comments1.xml': `${XML_DECL}<comments xmlns="${S}"><authors><author>tc={00000000-0000-0000-0000-000000000001}</author></authors><commentList><comment ref="A2" authorId="0"><text><t>[Threaded comment] Ask okafor</t></text></comment></commentList></comments>`,
    'xl/threadedComments/threadedComment1.xml': `${XML_DECL}<ThreadedComments xmlns="${TC}"><threadedComment ref="A2" dT="2026-01-03T10:00:00.00" personId="{00000000-0000-0000-0000-00000000000B}" id="{00000000-0000-0000-0000-000000000001}"><text>Ask okafor</text></threadedComment></ThreadedComments>`,
    'xl/persons/person.xml': `${XML_DECL}<personList xmlns="${TC}"><person displayName="OKAFOR" id="{00000000-0000-0000-0000-00000000000B}" userId="${MAIL}" providerId="AD"/></personList>`,
    'customXml/item1.xml': CUSTOM_XML,
    'customXml/itemProps1.xml': `${XML_DECL}<ds:datastoreItem ds:itemID="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0005}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs/></ds:datastoreItem>`,
    'customXml/_rels/item1.xml.rels': rels([['rId1', 'customXmlProps', 'itemProps1.xml']]),
    'docProps/core.xml': CORE,
  };
}

/** The places that hold a value before redaction (parts, by name). */
const placesOf = (parts: ReadonlyMap<string, Buffer>) => [...new Set(grepParts(parts, VALUES).map((l) => l.slice(0, l.lastIndexOf(':'))))].sort();

describe('a Word document with one person in every place (default options)', async () => {
  const redacted = await redactLeakyAsUsers(docx, 'every.docx', everyPlaceDocx());

  it('holds the person in every place before, in none after', () => {
    expect(placesOf(redacted.before)).toEqual([
      'customXml/item1.xml',
      'docProps/app.xml',
      'docProps/core.xml',
      'word/_rels/document.xml.rels',
      'word/charts/chart1.xml',
      'word/document.xml',
      'word/endnotes.xml',
      'word/footer1.xml',
      'word/footnotes.xml',
      'word/header1.xml',
      'word/people.xml',
    ]);
    expect(grepParts(redacted.after, VALUES)).toEqual([]);
    expect(packageProblems(redacted.after)).toEqual([]);
  });

  it('keeps the common words', () => {
    expect(redacted.xml('word/document.xml')).toContain(run('The baker sold bread to young people.'));
  });
});

describe('an Excel workbook with one person in every place (default options)', async () => {
  const redacted = await redactLeakyAsUsers(xlsx, 'every.xlsx', everyPlaceXlsx());

  it('holds the person in every place before, in none after', () => {
    expect(placesOf(redacted.before)).toEqual([
      'customXml/item1.xml',
      'docProps/app.xml',
      'docProps/core.xml',
      'xl/charts/chart1.xml',
      'xl/comments1.xml',
      'xl/connections.xml',
      'xl/drawings/drawing1.xml',
      'xl/persons/person.xml',
      'xl/pivotCache/pivotCacheDefinition1.xml',
      'xl/pivotCache/pivotCacheRecords1.xml',
      'xl/sharedStrings.xml',
      'xl/threadedComments/threadedComment1.xml',
      'xl/workbook.xml',
      'xl/worksheets/_rels/sheet1.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(grepParts(redacted.after, VALUES)).toEqual([]);
    expect(packageProblems(redacted.after)).toEqual([]);
  });

  it('replaces a shared workbook user whole (a person field), and renames the code name', () => {
    expect(redacted.xml('xl/revisions/userNames.xml')).toContain('name="[PERSON_NAME]"');
    expect(redacted.xml('xl/worksheets/sheet1.xml')).toContain('<sheetPr codeName="_PERSON_NAME__sheet"/>');
  });

  it('keeps every row and cell of the sheet, and the occupation', () => {
    const cells = (xml: string) => [...xml.matchAll(/<(row|c) r="([A-Z]*\d+)"/g)].map((m) => m[2]);
    expect(cells(redacted.xml('xl/worksheets/sheet1.xml'))).toEqual(cells(redacted.before.get('xl/worksheets/sheet1.xml')!.toString()));
    expect(redacted.xml('xl/sharedStrings.xml')).toContain('<si><t>Baker</t></si>');
  });
});
