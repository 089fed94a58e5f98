import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import type { FormatHandler } from '../../src/formats/types.js';
import { redactAsUsers, redactFile } from '../helpers/office.js';
import { contentTypes, extractAll, grepParts, packageProblems, rels, unzipPipeHas, writePackage, XML_DECL, zipParts, type Parts } from '../helpers/ooxml.js';

/**
 * Word and Excel packages built part by part, with a fictitious person ("Rosalind Okafor",
 * user "rokafor") and an e-mail address under example.org (RFC 2606) named for each place it
 * sits in, so a leak names its place. Markup as Word and Excel 365 write it.
 */

export const PERSON = 'Rosalind Okafor';
export const USER = 'rokafor';
// The surname alone is a term too: names joined into identifiers (`Okafor_Contacts`) carry it alone.
export const TERMS = [PERSON, 'Okafor', USER];
export const mail = (place: string) => `${place}.pii@example.org`;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NS = [
  `xmlns:w="${W}"`,
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"',
].join(' ');
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const MS_REL = 'http://schemas.microsoft.com/office/2011/relationships';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (inner: string) => `<w:p>${inner}</w:p>`;

/** Bytes as an OLE object holds them: a compound-file header, UTF-16 and ASCII text, a zlib stream. */
export function oleBytes(place: string): Buffer {
  return Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(`${PERSON} ${mail(place)}`, 'utf16le'),
    Buffer.from(`\0${mail(`${place}-ascii`)}\0`, 'latin1'),
    deflateSync(Buffer.from(`Contact ${mail(`${place}-zlib`)}`)),
  ]);
}

/** A preview picture of an object (an EMF record stream with the object's text drawn in it). */
export function emfPreview(place: string): Buffer {
  const header = Buffer.alloc(88);
  header.writeUInt32LE(1, 0);
  header.writeUInt32LE(88, 4);
  header.write(' EMF', 40, 'latin1');
  return Buffer.concat([header, Buffer.from(`${PERSON} ${mail(place)}`, 'utf16le')]);
}

const core = (place: string) =>
  `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${PERSON}</dc:creator><cp:lastModifiedBy>${USER}</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T09:00:00Z</dcterms:created><dc:description>${mail(place)}</dc:description></cp:coreProperties>`;
const custom = (place: string) =>
  `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client"><vt:lpwstr>${PERSON}</vt:lpwstr></property><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="Contact"><vt:lpwstr>${mail(place)}</vt:lpwstr></property></Properties>`;
const rootRels = (main: string) =>
  rels([
    ['rId1', 'officeDocument', main],
    ['rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'],
    ['rId3', 'custom-properties', 'docProps/custom.xml'],
  ]);
const PROPS = {
  'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
  'docProps/custom.xml': 'application/vnd.openxmlformats-officedocument.custom-properties+xml',
};

/** The smallest Word package: one paragraph naming the person, and properties. */
export function minimalDocx(place: string, extra: { body?: string; sectPr?: string; parts?: Parts; rels?: [string, string, string, boolean?][]; defaults?: Record<string, string> } = {}): Parts {
  return {
    '[Content_Types].xml': contentTypes(extra.defaults ?? {}, { 'word/document.xml': `${WML}.document.main+xml`, ...PROPS }),
    '_rels/.rels': rootRels('word/document.xml'),
    'word/document.xml': `${XML_DECL}<w:document ${NS}><w:body>${para(run(`Letter to ${PERSON}, ${mail(place)}`))}${extra.body ?? ''}${extra.sectPr ?? '<w:sectPr/>'}</w:body></w:document>`,
    'word/_rels/document.xml.rels': rels(extra.rels ?? []),
    'docProps/core.xml': core(`${place}-core`),
    'docProps/custom.xml': custom(`${place}-custom`),
    ...extra.parts,
  };
}

/** The smallest Excel package: one sheet with the person in an inline string. */
export function minimalXlsx(place: string): Parts {
  const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return {
    '[Content_Types].xml': contentTypes({}, { 'xl/workbook.xml': `${SML}.sheet.main+xml`, 'xl/worksheets/sheet1.xml': `${SML}.worksheet+xml`, ...PROPS }),
    '_rels/.rels': rootRels('xl/workbook.xml'),
    'xl/workbook.xml': `${XML_DECL}<workbook xmlns="${S}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': rels([['rId1', 'worksheet', 'worksheets/sheet1.xml']]),
    'xl/worksheets/sheet1.xml': `${XML_DECL}<worksheet xmlns="${S}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Contact</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>${PERSON} ${mail(place)}</t></is></c></row></sheetData></worksheet>`,
    'docProps/core.xml': core(`${place}-core`),
    'docProps/custom.xml': custom(`${place}-custom`),
  };
}

/** Word's markup for an object inserted with Insert > Object, shown by its preview picture. */
const oleObject = (shape: number, progId: string, preview: string, object: string) =>
  para(
    `<w:r><w:object w:dxaOrig="1520" w:dyaOrig="960"><v:shape id="_x0000_i${shape}" type="#_x0000_t75" style="width:76pt;height:48pt" o:ole=""><v:imagedata r:id="${preview}" o:title=""/></v:shape>` +
      `<o:OLEObject Type="Embed" ProgID="${progId}" ShapeID="_x0000_i${shape}" DrawAspect="Content" ObjectID="_18000000${shape}" r:id="${object}"/></w:object></w:r>`,
  );

/**
 * A Word document with PII in every place the brief names: objects embedded three ways (an
 * OLE object, a Word document that embeds another, a PowerPoint presentation), an altChunk, the
 * glossary, comments with their extensions and people, a data-bound content control and its
 * customXml, mail-merge settings, fields, alt text, bookmarks, properties.
 */
export async function leakyDocx(): Promise<Parts> {
  const innermost = await zipParts(minimalDocx('innermost'));
  const inner = await zipParts(
    minimalDocx('inner', {
      body: oleObject(1030, 'Word.Document.12', 'rIdP', 'rIdE'),
      rels: [
        ['rIdE', 'package', 'embeddings/Microsoft_Word_Document.docx'],
        ['rIdP', 'image', 'media/image1.emf'],
      ],
      parts: { 'word/embeddings/Microsoft_Word_Document.docx': innermost, 'word/media/image1.emf': emfPreview('inner-preview') },
      defaults: { docx: `${WML}.document`, emf: 'image/x-emf' },
    }),
  );
  const workbook = await zipParts(minimalXlsx('workbook'));
  const body = [
    para(`<w:bookmarkStart w:id="0" w:name="Rosalind_Okafor"/>${run(`Dear ${PERSON},`)}<w:bookmarkEnd w:id="0"/><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:endnoteReference w:id="1"/></w:r>`),
    oleObject(1025, 'Package', 'rIdOlePreview', 'rIdOle'),
    oleObject(1026, 'Word.Document.12', 'rIdDocPreview', 'rIdDoc'),
    oleObject(1027, 'PowerPoint.Show.12', 'rIdPptPreview', 'rIdPpt'),
    oleObject(1028, 'Excel.Sheet.12', 'rIdXlsPreview', 'rIdXls'),
    '<w:altChunk r:id="rIdChunk"/>',
    para(
      '<w:r><w:object w:dxaOrig="1520" w:dyaOrig="960"><v:shape id="_x0000_i1031" type="#_x0000_t75" style="width:76pt;height:48pt" o:ole=""><v:imagedata r:id="rIdLinkPreview" o:title=""/></v:shape><o:OLEObject Type="Link" ProgID="Excel.Sheet.12" ShapeID="_x0000_i1031" DrawAspect="Content" r:id="rIdLinked" UpdateMode="Always"><o:LinkType>EnhancedMetaFile</o:LinkType><o:LockedField>false</o:LockedField></o:OLEObject></w:object></w:r>',
    ),
    para(
      '<w:r><w:object w:dxaOrig="1440" w:dyaOrig="360"><v:shape id="_x0000_i1029" type="#_x0000_t75" style="width:108pt;height:18pt"><v:imagedata r:id="rIdAxPreview" o:title=""/></v:shape><w:control r:id="rIdAx" w:name="TextBox1" w:shapeid="_x0000_i1029"/></w:object></w:r>',
    ),
    para(
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> MERGEFIELD Client_Email \\m </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(mail("mergefield"))}<w:r><w:fldChar w:fldCharType="end"/></w:r>${run(" and ")}` +
        `<w:fldSimple w:instr=" HYPERLINK &quot;mailto:${mail('fldsimple')}&quot; ">${run('write')}</w:fldSimple>`,
    ),
    para(
      `<w:r><w:drawing><wp:inline><wp:extent cx="9525" cy="9525"/><wp:docPr id="1" name="Picture 1" descr="Photo of ${PERSON}" title="${mail('alttitle')}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="${USER}.png" descr="${mail('cnvpr')}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdPhoto"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`,
    ),
    `<w:sdt><w:sdtPr><w:alias w:val="Client"/><w:placeholder><w:docPart w:val="${PERSON} signature"/></w:placeholder><w:dataBinding w:prefixMappings="xmlns:ns0='urn:example:client'" w:xpath="/ns0:client[1]/ns0:name[1]" w:storeItemID="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0002}"/><w:text/></w:sdtPr><w:sdtContent>${para(run(PERSON))}</w:sdtContent></w:sdt>`,
    para(
      `<w:commentRangeStart w:id="0"/>${run('Checked ')}<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>` +
        `<w:ins w:id="5" w:author="${PERSON}" w:date="2026-01-02T10:00:00Z">${run('added ')}</w:ins><w:del w:id="6" w:author="${USER}" w:date="2026-01-02T10:00:00Z"><w:r><w:delText>${mail('deltext')}</w:delText></w:r></w:del>`,
    ),
  ].join('');
  const glossary = `${XML_DECL}<w:glossaryDocument ${NS}><w:docParts><w:docPart><w:docPartPr><w:name w:val="${PERSON} signature"/><w:category><w:name w:val="General"/><w:gallery w:val="autoTxt"/></w:category></w:docPartPr><w:docPartBody>${para(run(`${PERSON}, ${mail('glossary')}`))}</w:docPartBody></w:docPart></w:docParts></w:glossaryDocument>`;
  const comments = `${XML_DECL}<w:comments ${NS}><w:comment w:id="0" w:author="${PERSON}" w:date="2026-01-02T10:00:00Z" w:initials="RO"><w:p w14:paraId="1A2B3C4D">${run(`Ask ${mail('comment')}`)}</w:p></w:comment></w:comments>`;
  const commentsExtended = `${XML_DECL}<w15:commentsEx ${NS}><w15:commentEx w15:paraId="1A2B3C4D" w15:done="0"/></w15:commentsEx>`;
  const people = `${XML_DECL}<w15:people ${NS}><w15:person w15:author="${PERSON}"><w15:presenceInfo w15:providerId="AD" w15:userId="S::${mail('presence')}::0f1e2d3c"/></w15:person></w15:people>`;
  const settings = `${XML_DECL}<w:settings ${NS}><w:mailMerge><w:mainDocumentType w:val="formLetters"/><w:linkToQuery/><w:dataType w:val="native"/><w:connectString w:val="Provider=Microsoft.ACE.OLEDB.12.0;User ID=${USER};Data Source=C:\\Users\\${USER}\\clients.xlsx"/><w:query w:val="SELECT * FROM \`Sheet1$\` WHERE Email = '${mail('query')}'"/></w:mailMerge><w:rsids><w:rsidRoot w:val="00A1B2C3"/><w:rsid w:val="00A1B2C3"/><w:rsid w:val="00D4E5F6"/></w:rsids></w:settings>`;
  const customXmlItem = `${XML_DECL}<ns0:client xmlns:ns0="urn:example:client"><ns0:name>${PERSON}</ns0:name><ns0:email>${mail('customxml')}</ns0:email></ns0:client>`;
  const customXmlProps = `${XML_DECL}<ds:datastoreItem ds:itemID="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0002}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs><ds:schemaRef ds:uri="urn:example:client"/></ds:schemaRefs></ds:datastoreItem>`;
  const afchunk = `<html><body><p>${PERSON}</p><p>${mail('altchunk')}</p></body></html>`;
  return minimalDocx('body', {
    body,
    sectPr: '<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader"/><w:footerReference w:type="default" r:id="rIdFooter"/></w:sectPr>',
    rels: [
      ['rIdOle', 'oleObject', 'embeddings/oleObject1.bin'],
      ['rIdOlePreview', 'image', 'media/image1.emf'],
      ['rIdDoc', 'package', 'embeddings/Microsoft_Word_Document.docx'],
      ['rIdDocPreview', 'image', 'media/image2.emf'],
      ['rIdPpt', 'package', 'embeddings/Microsoft_PowerPoint_Presentation.pptx'],
      ['rIdPptPreview', 'image', 'media/image3.emf'],
      ['rIdXls', 'package', 'embeddings/Microsoft_Excel_Worksheet.xlsx'],
      ['rIdXlsPreview', 'image', 'media/image4.emf'],
      ['rIdChunk', 'aFChunk', 'afchunk.htm'],
      ['rIdLinked', 'oleObject', `file:///C:\\Users\\${USER}\\Documents\\Okafor%20budget.xlsx!Sheet1!R1C1:R2C2`, true],
      ['rIdLinkPreview', 'image', 'media/image7.emf'],
      ['rIdAx', 'control', 'activeX/activeX1.xml'],
      ['rIdAxPreview', 'image', 'media/image6.wmf'],
      ['rIdPhoto', 'image', 'media/image5.png'],
      ['rIdGlossary', 'glossaryDocument', 'glossary/document.xml'],
      ['rIdHeader', 'header', 'header1.xml'],
      ['rIdFooter', 'footer', 'footer1.xml'],
      ['rIdFootnotes', 'footnotes', 'footnotes.xml'],
      ['rIdEndnotes', 'endnotes', 'endnotes.xml'],
      ['rIdComments', 'comments', 'comments.xml'],
      ['rIdCommentsEx', `${MS_REL}/commentsExtended`, 'commentsExtended.xml'],
      ['rIdPeople', `${MS_REL}/people`, 'people.xml'],
      ['rIdSettings', 'settings', 'settings.xml'],
      ['rIdCustomXml', 'customXml', '../customXml/item1.xml'],
    ],
    parts: {
      '[Content_Types].xml': contentTypes(
        { bin: 'application/vnd.openxmlformats-officedocument.oleObject', emf: 'image/x-emf', wmf: 'image/x-wmf', png: 'image/png', docx: `${WML}.document`, xlsx: `${SML}.sheet`, pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', htm: 'application/xhtml+xml' },
        {
          'word/document.xml': `${WML}.document.main+xml`,
          'word/glossary/document.xml': `${WML}.document.glossary+xml`,
          'word/header1.xml': `${WML}.header+xml`,
          'word/footer1.xml': `${WML}.footer+xml`,
          'word/footnotes.xml': `${WML}.footnotes+xml`,
          'word/endnotes.xml': `${WML}.endnotes+xml`,
          'word/comments.xml': `${WML}.comments+xml`,
          'word/commentsExtended.xml': `${WML}.commentsExtended+xml`,
          'word/people.xml': `${WML}.people+xml`,
          'word/settings.xml': `${WML}.settings+xml`,
          'customXml/itemProps1.xml': 'application/vnd.openxmlformats-officedocument.customXmlProperties+xml',
          'word/activeX/activeX1.xml': 'application/vnd.ms-office.activeX+xml',
          ...PROPS,
        },
      ),
      // A text box control: its value is in its properties and in its persisted storage.
      'word/activeX/activeX1.xml': `${XML_DECL}<ax:ocx xmlns:ax="http://schemas.microsoft.com/office/2006/activeX" xmlns:r="${REL_NS}" ax:classid="{8BD21D10-EC42-11CE-9E0D-00AA006002F3}" ax:persistence="persistStorage" r:id="rId1"><ax:ocxPr ax:name="Value" ax:value="${mail('activex-value')}"/></ax:ocx>`,
      'word/activeX/_rels/activeX1.xml.rels': rels([['rId1', 'http://schemas.microsoft.com/office/2006/relationships/activeXControlBinary', 'activeX1.bin']]),
      'word/activeX/activeX1.bin': oleBytes('activex'),
      'word/media/image6.wmf': emfPreview('activex-preview'),
      'word/media/image7.emf': emfPreview('linked-preview'),
      'word/embeddings/oleObject1.bin': oleBytes('ole'),
      'word/media/image1.emf': emfPreview('ole-preview'),
      'word/embeddings/Microsoft_Word_Document.docx': inner,
      'word/media/image2.emf': emfPreview('doc-preview'),
      'word/embeddings/Microsoft_PowerPoint_Presentation.pptx': await zipParts({ '[Content_Types].xml': contentTypes({}, {}), 'ppt/slides/slide1.xml': `<p:sld xmlns:p="urn:p"><a:t xmlns:a="urn:a">${PERSON} ${mail('pptx')}</a:t></p:sld>` }),
      'word/media/image3.emf': emfPreview('ppt-preview'),
      'word/embeddings/Microsoft_Excel_Worksheet.xlsx': workbook,
      'word/media/image4.emf': emfPreview('xls-preview'),
      'word/afchunk.htm': afchunk,
      'word/media/image5.png': Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
      'word/glossary/document.xml': glossary,
      'word/header1.xml': `${XML_DECL}<w:hdr ${NS}>${para(run(`Prepared by ${PERSON}`))}</w:hdr>`,
      'word/footer1.xml': `${XML_DECL}<w:ftr ${NS}>${para(run(`Contact ${mail('footer')}`))}</w:ftr>`,
      'word/footnotes.xml': `${XML_DECL}<w:footnotes ${NS}><w:footnote w:id="1">${para(run(`Told by ${PERSON}, ${mail('footnote')}`))}</w:footnote></w:footnotes>`,
      'word/endnotes.xml': `${XML_DECL}<w:endnotes ${NS}><w:endnote w:id="1">${para(run(`Checked by ${USER}, ${mail('endnote')}`))}</w:endnote></w:endnotes>`,
      'word/comments.xml': comments,
      'word/commentsExtended.xml': commentsExtended,
      'word/people.xml': people,
      'word/settings.xml': settings,
      'customXml/item1.xml': customXmlItem,
      'customXml/itemProps1.xml': customXmlProps,
      'customXml/_rels/item1.xml.rels': rels([['rId1', 'customXmlProps', 'itemProps1.xml']]),
      // Left behind by an editor: no relationship reaches it.
      'word/media/orphan.bin': oleBytes('orphan'),
    },
  });
}

const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const C = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const XDR = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const TC = 'http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments';
const str = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Excel's markup for an object on a sheet (x14 with its fallback), drawn by VML shape `_x0000_s<shape>`. */
const sheetOle = (shape: number, progId: string, object: string, preview: string) =>
  `<mc:AlternateContent xmlns:mc="${MC}"><mc:Choice Requires="x14"><oleObject progId="${progId}" shapeId="${shape}" r:id="${object}"><objectPr defaultSize="0" r:id="${preview}"><anchor moveWithCells="1"><from><xdr:col>4</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></from><to><xdr:col>6</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>5</xdr:row><xdr:rowOff>0</xdr:rowOff></to></anchor></objectPr></oleObject></mc:Choice><mc:Fallback><oleObject progId="${progId}" shapeId="${shape}" r:id="${object}"/></mc:Fallback></mc:AlternateContent>`;
const oleShape = (shape: number, relid: string) =>
  `<v:shape id="_x0000_s${shape}" type="#_x0000_t75" style="position:absolute;width:96pt;height:60pt" filled="t" fillcolor="window" stroked="t" strokecolor="windowText" o:insetmode="auto"><v:fill color2="window"/><v:imagedata o:relid="${relid}" o:title=""/><x:ClientData ObjectType="Pict"><x:SizeWithCells/><x:Anchor>4, 0, 1, 0, 6, 0, 5, 0</x:Anchor><x:CF>Pict</x:CF><x:AutoPict/></x:ClientData></v:shape>`;

/**
 * An Excel workbook with PII in every place the brief names: a sheet and defined names that
 * formulas, a chart, a pivot cache and a hyperlink refer to, a table with a column named for
 * the person, data validation messages, an external link's cached sheet names, defined names
 * and values, objects on a sheet (a Word document, an OLE package) with their VML previews,
 * customXml and properties.
 */
export async function leakyXlsx(): Promise<Parts> {
  const workbook = `${XML_DECL}<workbook xmlns="${S}" xmlns:r="${R}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/><sheet name="${PERSON}" sheetId="2" r:id="rId2"/></sheets><externalReferences><externalReference r:id="rId5"/></externalReferences><definedNames>` +
    `<definedName name="_xlnm.Print_Area" localSheetId="1">'${PERSON}'!$A$1:$B$2</definedName>` +
    `<definedName name="Client" comment="Owner ${USER}">"${PERSON}"</definedName>` +
    `<definedName name="Okafor.Bonus">'${PERSON}'!$B$1</definedName>` +
    `<definedName name="Rosalind_Okafor_Salary">Data!$B$2</definedName>` +
    `</definedNames><customWorkbookViews><customWorkbookView name="${PERSON} - Personal View" guid="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0004}" personalView="1" windowWidth="800" windowHeight="600" activeSheetId="1"/></customWorkbookViews><pivotCaches><pivotCache cacheId="1" r:id="rId4"/></pivotCaches></workbook>`;
  const sheet1 = `${XML_DECL}<worksheet xmlns="${S}" xmlns:r="${R}"><sheetData>` +
    `<row r="1">${str('A1', 'Name')}${str('B1', 'Amount')}${str('C1', `${USER} notes`)}</row>` +
    `<row r="2">${str('A2', PERSON)}<c r="B2"><v>5000</v></c>${str('C2', mail('cell'))}<c r="D2"><f>Rosalind_Okafor_Salary*2+Okafor.Bonus</f><v>10007</v></c><c r="E2"><f>'${PERSON}'!B1+SUM(Okafor_Contacts[Amount])</f><v>5007</v></c><c r="F2" t="str"><f>[1]'${PERSON}'!A1&amp;" "&amp;Okafor_Contacts[[#Headers],[${USER} notes]]</f><v>x</v></c></row>` +
    `</sheetData><scenarios current="0" show="0"><scenario name="High" locked="1" count="1" user="${PERSON}" comment="Created by ${USER}"><inputCells r="B2" val="6000"/></scenario></scenarios><dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" promptTitle="Ask ${PERSON}" prompt="Mail ${mail('prompt')}" errorTitle="${USER}" error="See ${mail('error')}" sqref="A3"><formula1>"${mail('list')},other"</formula1></dataValidation></dataValidations>` +
    `<hyperlinks><hyperlink ref="A2" location="'${PERSON}'!A1" display="${PERSON}"/></hyperlinks><drawing r:id="rId1"/><tableParts count="1"><tablePart r:id="rId2"/></tableParts></worksheet>`;
  const sheet2 = `${XML_DECL}<worksheet xmlns="${S}" xmlns:r="${R}" xmlns:xdr="${XDR}"><sheetData><row r="1">${str('A1', 'Total')}<c r="B1"><v>7</v></c></row></sheetData><legacyDrawing r:id="rId1"/><oleObjects>${sheetOle(1025, 'Word.Document.12', 'rId2', 'rId3')}${sheetOle(1026, 'Package', 'rId4', 'rId5')}</oleObjects></worksheet>`;
  const vml = `<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout><v:shapetype id="_x0000_t75" coordsize="21600,21600" o:spt="75" o:preferrelative="t" path="m@4@5l@4@11@9@11@9@5xe" filled="f" stroked="f"><v:stroke joinstyle="miter"/><v:path o:extrusionok="f" gradientshapeok="t" o:connecttype="rect"/></v:shapetype>${oleShape(1025, 'rId1')}${oleShape(1026, 'rId2')}</xml>`;
  const table = `${XML_DECL}<table xmlns="${S}" id="1" name="Okafor_Contacts" displayName="Okafor_Contacts" ref="A1:C2" totalsRowShown="0"><autoFilter ref="A1:C2"/><tableColumns count="3"><tableColumn id="1" name="Name"/><tableColumn id="2" name="Amount"/><tableColumn id="3" name="${USER} notes"/></tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>`;
  const chart = `${XML_DECL}<c:chartSpace xmlns:c="${C}" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${R}"><c:chart><c:plotArea><c:barChart><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:strRef><c:f>'${PERSON}'!$A$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>${PERSON}</c:v></c:pt></c:strCache></c:strRef></c:tx><c:cat><c:strRef><c:f>Data!$A$2</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>${mail('chart')}</c:v></c:pt></c:strCache></c:strRef></c:cat><c:val><c:numRef><c:f>Data!$B$2</c:f><c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="1"/><c:pt idx="0"><c:v>5000</c:v></c:pt></c:numCache></c:numRef></c:val></c:ser></c:barChart></c:plotArea></c:chart></c:chartSpace>`;
  const drawing = `${XML_DECL}<xdr:wsDr xmlns:xdr="${XDR}" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${R}"><xdr:twoCellAnchor><xdr:from><xdr:col>6</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>12</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>15</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Chart 1" descr="Amounts of ${PERSON}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${C}"><c:chart xmlns:c="${C}" r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`;
  const pivotDef = `${XML_DECL}<pivotCacheDefinition xmlns="${S}" xmlns:r="${R}" r:id="rId1" recordCount="1"><cacheSource type="worksheet"><worksheetSource ref="A1:B1" sheet="${PERSON}"/></cacheSource><cacheFields count="2"><cacheField name="${USER} notes" numFmtId="0"><sharedItems count="1"><s v="${PERSON}"/></sharedItems></cacheField><cacheField name="Total" numFmtId="0"><sharedItems containsNumber="1" minValue="7" maxValue="7"/></cacheField></cacheFields></pivotCacheDefinition>`;
  const pivotRecords = `${XML_DECL}<pivotCacheRecords xmlns="${S}" count="1"><r><x v="0"/><s v="${mail('pivotrecord')}"/></r></pivotCacheRecords>`;
  const external = `${XML_DECL}<externalLink xmlns="${S}" xmlns:r="${R}"><externalBook r:id="rId1"><sheetNames><sheetName val="${PERSON}"/></sheetNames><definedNames><definedName name="Okafor_Budget" refersTo="='${PERSON}'!$A$1"/></definedNames><sheetDataSet><sheetData sheetId="0"><row r="1"><cell r="A1" t="str"><v>${mail('external')}</v></cell></row></sheetData></sheetDataSet></externalBook></externalLink>`;
  const customXmlItem = `${XML_DECL}<client xmlns="urn:example:client"><name>${PERSON}</name><email>${mail('customxml')}</email></client>`;
  const base = minimalXlsx('xlsx');
  return {
    '[Content_Types].xml': contentTypes(
      { bin: 'application/vnd.openxmlformats-officedocument.oleObject', emf: 'image/x-emf', vml: 'application/vnd.openxmlformats-officedocument.vmlDrawing', docx: `${WML}.document` },
      {
        'xl/workbook.xml': `${SML}.sheet.main+xml`,
        'xl/worksheets/sheet1.xml': `${SML}.worksheet+xml`,
        'xl/worksheets/sheet2.xml': `${SML}.worksheet+xml`,
        'xl/tables/table1.xml': `${SML}.table+xml`,
        'xl/drawings/drawing1.xml': 'application/vnd.openxmlformats-officedocument.drawing+xml',
        'xl/charts/chart1.xml': 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml',
        'xl/pivotCache/pivotCacheDefinition1.xml': `${SML}.pivotCacheDefinition+xml`,
        'xl/pivotCache/pivotCacheRecords1.xml': `${SML}.pivotCacheRecords+xml`,
        'xl/externalLinks/externalLink1.xml': `${SML}.externalLink+xml`,
        'xl/comments1.xml': `${SML}.comments+xml`,
        'xl/threadedComments/threadedComment1.xml': 'application/vnd.ms-excel.threadedcomments+xml',
        'xl/persons/person.xml': 'application/vnd.ms-excel.person+xml',
        'customXml/itemProps1.xml': 'application/vnd.openxmlformats-officedocument.customXmlProperties+xml',
        ...PROPS,
      },
    ),
    '_rels/.rels': base['_rels/.rels']!,
    'xl/workbook.xml': workbook,
    'xl/_rels/workbook.xml.rels': rels([
      ['rId1', 'worksheet', 'worksheets/sheet1.xml'],
      ['rId2', 'worksheet', 'worksheets/sheet2.xml'],
      ['rId4', 'pivotCacheDefinition', 'pivotCache/pivotCacheDefinition1.xml'],
      ['rId5', 'externalLink', 'externalLinks/externalLink1.xml'],
      ['rId6', 'customXml', '../customXml/item1.xml'],
      ['rId7', 'http://schemas.microsoft.com/office/2017/10/relationships/person', 'persons/person.xml'],
    ]),
    'xl/worksheets/sheet1.xml': sheet1,
    'xl/worksheets/_rels/sheet1.xml.rels': rels([
      ['rId1', 'drawing', '../drawings/drawing1.xml'],
      ['rId2', 'table', '../tables/table1.xml'],
      ['rId3', 'comments', '../comments1.xml'],
      ['rId4', 'http://schemas.microsoft.com/office/2017/10/relationships/threadedComment', '../threadedComments/threadedComment1.xml'],
    ]),
    'xl/comments1.xml': `${XML_DECL}<comments xmlns="${S}"><authors><author>${PERSON}</author><author>tc={00000000-0000-0000-0000-000000000001}</author></authors><commentList><comment ref="A2" authorId="0"><text><r><t>${PERSON}:</t></r><r><t xml:space="preserve"> see ${mail('note')}</t></r></text></comment><comment ref="B2" authorId="1"><text><t>[Threaded comment] Ask ${mail('threaded')}</t></text></comment></commentList></comments>`,
    'xl/threadedComments/threadedComment1.xml': `${XML_DECL}<ThreadedComments xmlns="${TC}"><threadedComment ref="B2" dT="2026-01-03T10:00:00.00" personId="{00000000-0000-0000-0000-00000000000A}" id="{00000000-0000-0000-0000-000000000001}"><text>Ask ${mail('threaded')}</text></threadedComment></ThreadedComments>`,
    'xl/persons/person.xml': `${XML_DECL}<personList xmlns="${TC}"><person displayName="${PERSON}" id="{00000000-0000-0000-0000-00000000000A}" userId="${mail('person')}" providerId="None"/></personList>`,
    'xl/worksheets/sheet2.xml': sheet2,
    'xl/worksheets/_rels/sheet2.xml.rels': rels([
      ['rId1', 'vmlDrawing', '../drawings/vmlDrawing1.vml'],
      ['rId2', 'package', '../embeddings/Microsoft_Word_Document.docx'],
      ['rId3', 'image', '../media/image1.emf'],
      ['rId4', 'oleObject', '../embeddings/oleObject1.bin'],
      ['rId5', 'image', '../media/image2.emf'],
    ]),
    'xl/drawings/vmlDrawing1.vml': vml,
    'xl/drawings/_rels/vmlDrawing1.vml.rels': rels([
      ['rId1', 'image', '../media/image1.emf'],
      ['rId2', 'image', '../media/image2.emf'],
    ]),
    'xl/embeddings/Microsoft_Word_Document.docx': await zipParts(minimalDocx('sheet-docx')),
    'xl/embeddings/oleObject1.bin': oleBytes('sheet-ole'),
    'xl/media/image1.emf': emfPreview('sheet-docx-preview'),
    'xl/media/image2.emf': emfPreview('sheet-ole-preview'),
    'xl/tables/table1.xml': table,
    'xl/drawings/drawing1.xml': drawing,
    'xl/drawings/_rels/drawing1.xml.rels': rels([['rId1', 'chart', '../charts/chart1.xml']]),
    'xl/charts/chart1.xml': chart,
    'xl/pivotCache/pivotCacheDefinition1.xml': pivotDef,
    'xl/pivotCache/_rels/pivotCacheDefinition1.xml.rels': rels([['rId1', 'pivotCacheRecords', 'pivotCacheRecords1.xml']]),
    'xl/pivotCache/pivotCacheRecords1.xml': pivotRecords,
    'xl/externalLinks/externalLink1.xml': external,
    'xl/externalLinks/_rels/externalLink1.xml.rels': rels([['rId1', 'externalLinkPath', `file:///C:/Users/${USER}/Documents/Okafor%20budget.xlsx`, true]]),
    'customXml/item1.xml': customXmlItem,
    'customXml/itemProps1.xml': `${XML_DECL}<ds:datastoreItem ds:itemID="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0003}" xmlns:ds="http://schemas.openxmlformats.org/officeDocument/2006/customXml"><ds:schemaRefs/></ds:datastoreItem>`,
    'customXml/_rels/item1.xml.rels': rels([['rId1', 'customXmlProps', 'itemProps1.xml']]),
    'docProps/core.xml': base['docProps/core.xml']!,
    'docProps/custom.xml': base['docProps/custom.xml']!,
  };
}

/** What must leave every leaky package: the person's names, user name and every example address. */
export const VALUES = ['Rosalind', 'Okafor', 'rokafor', 'pii@example.org'];

/** A leaky package written, redacted with TERMS, and both sides extracted as unzip sees them. */
export async function redactLeaky(handler: FormatHandler, name: string, parts: Parts) {
  const input = await writePackage(name, parts);
  const { result, outputPath } = await redactFile(handler, input, { terms: TERMS });
  const before = await extractAll(input);
  const after = await extractAll(outputPath);
  return { result, outputPath, before, after, xml: (part: string) => after.get(part)!.toString('utf8') };
}

/** A leaky package redacted as users get it: default options, one memory for the file (formats/document.ts). */
export async function redactLeakyAsUsers(handler: FormatHandler, name: string, parts: Parts) {
  const input = await writePackage(name, parts);
  const { result, outputPath } = await redactAsUsers(handler, input);
  const before = await extractAll(input);
  const after = await extractAll(outputPath);
  return { result, outputPath, before, after, xml: (part: string) => after.get(part)!.toString('utf8') };
}

/** The checks every leaky package passes: VALUES in `places` parts before, in none after, and a whole package on both sides. */
export function itLeavesNoValue(run: Awaited<ReturnType<typeof redactLeaky>>, places: number): void {
  it('holds every value in every place before redaction', () => {
    expect(new Set(grepParts(run.before, VALUES).map((l) => l.slice(0, l.lastIndexOf(':')))).size).toBe(places);
  });

  it('leaves none in any part, nested package or compressed stream, as unzip extracts them', () => {
    expect(grepParts(run.after, VALUES)).toEqual([]);
    for (const v of VALUES) expect(unzipPipeHas(run.outputPath, v), v).toBe(false);
  });

  it('still holds together: well-formed XML, every r:id, target and content type resolves', () => {
    expect(packageProblems(run.before)).toEqual([]);
    expect(packageProblems(run.after)).toEqual([]);
  });
}
