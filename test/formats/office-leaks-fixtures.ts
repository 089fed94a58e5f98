import { deflateSync } from 'node:zlib';
import { contentTypes, rels, XML_DECL, zipParts, type Parts } from '../helpers/ooxml.js';

/**
 * Word and Excel packages built part by part, with a fictitious person ("Rosalind Okafor",
 * user "rokafor") and an e-mail address under example.org (RFC 2606) named for each place it
 * sits in, so a leak names its place. Markup as Word and Excel 365 write it.
 */

export const PERSON = 'Rosalind Okafor';
export const USER = 'rokafor';
export const TERMS = [PERSON, USER];
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
export function minimalDocx(place: string, extra: { body?: string; parts?: Parts; rels?: [string, string, string][]; defaults?: Record<string, string> } = {}): Parts {
  return {
    '[Content_Types].xml': contentTypes(extra.defaults ?? {}, { 'word/document.xml': `${WML}.document.main+xml`, ...PROPS }),
    '_rels/.rels': rootRels('word/document.xml'),
    'word/document.xml': `${XML_DECL}<w:document ${NS}><w:body>${para(run(`Letter to ${PERSON}, ${mail(place)}`))}${extra.body ?? ''}<w:sectPr/></w:body></w:document>`,
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
    para(`<w:bookmarkStart w:id="0" w:name="Rosalind_Okafor"/>${run(`Dear ${PERSON},`)}<w:bookmarkEnd w:id="0"/>`),
    oleObject(1025, 'Package', 'rIdOlePreview', 'rIdOle'),
    oleObject(1026, 'Word.Document.12', 'rIdDocPreview', 'rIdDoc'),
    oleObject(1027, 'PowerPoint.Show.12', 'rIdPptPreview', 'rIdPpt'),
    oleObject(1028, 'Excel.Sheet.12', 'rIdXlsPreview', 'rIdXls'),
    '<w:altChunk r:id="rIdChunk"/>',
    para(
      `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> MERGEFIELD Client_Email \\m </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(mail("mergefield"))}<w:r><w:fldChar w:fldCharType="end"/></w:r>${run(" and ")}` +
        `<w:fldSimple w:instr=" HYPERLINK &quot;mailto:${mail('fldsimple')}&quot; ">${run('write')}</w:fldSimple>`,
    ),
    para(
      `<w:r><w:drawing><wp:inline><wp:extent cx="9525" cy="9525"/><wp:docPr id="1" name="Picture 1" descr="Photo of ${PERSON}" title="${mail('alttitle')}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="${USER}.png" descr="${mail('cnvpr')}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rIdPhoto"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`,
    ),
    `<w:sdt><w:sdtPr><w:alias w:val="Client"/><w:dataBinding w:prefixMappings="xmlns:ns0='urn:example:client'" w:xpath="/ns0:client[1]/ns0:name[1]" w:storeItemID="{6C5B2D6E-5E0B-4F57-9C55-2D1C0F1A0002}"/><w:text/></w:sdtPr><w:sdtContent>${para(run(PERSON))}</w:sdtContent></w:sdt>`,
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
      ['rIdPhoto', 'image', 'media/image5.png'],
      ['rIdGlossary', 'glossaryDocument', 'glossary/document.xml'],
      ['rIdComments', 'comments', 'comments.xml'],
      ['rIdCommentsEx', `${MS_REL}/commentsExtended`, 'commentsExtended.xml'],
      ['rIdPeople', `${MS_REL}/people`, 'people.xml'],
      ['rIdSettings', 'settings', 'settings.xml'],
      ['rIdCustomXml', 'customXml', '../customXml/item1.xml'],
    ],
    parts: {
      '[Content_Types].xml': contentTypes(
        { bin: 'application/vnd.openxmlformats-officedocument.oleObject', emf: 'image/x-emf', png: 'image/png', docx: `${WML}.document`, xlsx: `${SML}.sheet`, pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', htm: 'application/xhtml+xml' },
        {
          'word/document.xml': `${WML}.document.main+xml`,
          'word/glossary/document.xml': `${WML}.document.glossary+xml`,
          'word/comments.xml': `${WML}.comments+xml`,
          'word/commentsExtended.xml': `${WML}.commentsExtended+xml`,
          'word/people.xml': `${WML}.people+xml`,
          'word/settings.xml': `${WML}.settings+xml`,
          'customXml/itemProps1.xml': 'application/vnd.openxmlformats-officedocument.customXmlProperties+xml',
          ...PROPS,
        },
      ),
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
