import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDict, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { build, Builder, EMAIL, GONE, IBAN, incrementalUpdate, LINE, lit, NAME, qpdfRewrite, VISIBLE, type Built } from './hiding-places.js';
import { leaksOf, pdftotext, qdfBytes, qpdfCheck, spellings, tool } from './independent-checks.js';
import { redactBuilt } from './redact-helpers.js';

/**
 * The adversarial audit (docs/pdf.md): one file per place a PDF can hide text, redacted with the
 * default options, then read back by tools that share no code with ours. None of GONE may be in
 * qpdf's decompressed bytes (any spelling), pdftotext's text, pdfinfo -meta's XMP or an
 * attachment pdfdetach sees; VISIBLE survives and the file is valid.
 */
const helv = '/F1 10 Tf';
const text = (s: string, at = '40 200') => `BT ${helv} ${at} Td ${s} Tj ET`;
const hex = (s: string) => '<' + Buffer.from(s, 'latin1').toString('hex') + '>';
const octal = (s: string) => '(' + [...s].map((c) => '\\' + c.charCodeAt(0).toString(8).padStart(3, '0')).join('') + ')';

interface Case {
  name: string;
  make: () => Promise<Built>;
  /** pdftotext's whole output; ONLY_VISIBLE unless said. */
  text?: string;
  /** Keys that must be gone from the file (qpdf --qdf). */
  absent?: string[];
}

/** pdftotext of a page showing VISIBLE only. */
const ONLY_VISIBLE = `${VISIBLE}\n\n\f`;
/** pdftotext of a page showing VISIBLE and LINE, redacted: its other words stay. */
const REDACTED = `${VISIBLE}\n\nContact\n\nat\n\nor\n\n, IBAN\n\n\f`;

const CASES: Case[] = [
  // ---- Page content ----
  { name: 'content: literal string', make: () => build('literal.pdf', text(lit(LINE))), text: REDACTED },
  { name: 'content: hex string', make: () => build('hex.pdf', text(hex(LINE))), text: REDACTED },
  { name: 'content: octal escapes', make: () => build('octal.pdf', text(octal(LINE))), text: REDACTED },
  { name: 'content: one glyph per TJ element, kerned', make: () => build('tj.pdf', `BT ${helv} 40 200 Td [${[...LINE].map(lit).join(' -15 ')}] TJ ET`), text: REDACTED },
  { name: 'content: one Tj per glyph', make: () => build('tj-each.pdf', `BT ${helv} 40 200 Td ${[...LINE].map((c) => `${lit(c)} Tj`).join(' ')} ET`), text: REDACTED },
  { name: 'content: invisible (render mode 3, an OCR layer)', make: () => build('invisible.pdf', `BT 3 Tr ${helv} 40 200 Td ${lit(LINE)} Tj ET`), text: REDACTED },
  { name: 'content: rotated', make: () => build('rotated.pdf', `BT ${helv} 0 1 -1 0 350 20 Tm ${lit(LINE)} Tj ET`), text: `or\nat\nContact\n\n${ONLY_VISIBLE}` },
  { name: 'content: clipped away', make: () => build('clipped.pdf', `q 0 0 1 1 re W n ${text(lit(LINE))} Q`), text: REDACTED },
  { name: 'content: off the page', make: () => build('offpage.pdf', text(lit(LINE), '900 900')), text: ONLY_VISIBLE },
  { name: 'content: in a comment', make: () => build('comment.pdf', `% ${LINE}\n${text(lit('Nothing to see.'))}`), text: `${VISIBLE}\n\nNothing to see.\n\n\f` },
  {
    name: 'content: split over two content streams',
    make: async () => {
      const b = await Builder.create();
      const page = b.page();
      const first = page.node.get(PDFName.of('Contents'))!;
      const rest = b.stream(`BT ${helv} 40 200 Td ${lit(LINE.slice(0, 13))} Tj`);
      const tail = b.stream(`${lit(LINE.slice(13))} Tj ET`);
      page.node.set(PDFName.of('Contents'), b.ctx.obj([first, rest, tail]));
      return b.save('two-streams.pdf');
    },
    text: REDACTED,
  },
  {
    name: 'content: form XObject drawn on two pages',
    make: async () => {
      const b = await Builder.create();
      const form = b.stream(text(lit(LINE), '0 0'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 400, 50], Resources: { Font: { F1: b.helvetica() } } });
      b.page('q 1 0 0 1 0 150 cm /X1 Do Q', { XObject: { X1: form } });
      b.page('q 1 0 0 1 0 100 cm /X1 Do Q', { XObject: { X1: form } });
      return b.save('form-two-pages.pdf');
    },
    text: 'Contact\n\nQuarterly figures for review.\n\nat\n\nor\n\n, IBAN\n\n\f'.repeat(2),
  },
  {
    name: 'content: tiling pattern',
    make: async () => {
      const b = await Builder.create();
      const pattern = b.stream(text(lit(LINE), '0 10'), { Type: '/Pattern', PatternType: 1, PaintType: 1, TilingType: 1, BBox: [0, 0, 400, 30], XStep: 400, YStep: 30, Resources: { Font: { F1: b.helvetica() } } });
      b.page('q /Pattern cs /P1 scn 0 0 400 100 re f Q', { Pattern: { P1: pattern } });
      return b.save('pattern.pdf');
    },
  },
  {
    name: 'content: Type3 font',
    make: async () => {
      const b = await Builder.create();
      b.page();
      const chars = [...new Set(LINE)];
      const procs: Record<string, unknown> = {};
      for (const c of chars) procs[glyphName(c)] = b.stream('500 0 0 0 400 600 d1 0 0 400 600 re f', {}, false);
      const differences: unknown[] = [];
      for (const c of chars) differences.push(c.charCodeAt(0), '/' + glyphName(c));
      const t3 = b.ref({
        Type: '/Font', Subtype: '/Type3', FontBBox: [0, 0, 500, 600], FontMatrix: [0.001, 0, 0, 0.001, 0, 0], CharProcs: procs,
        Encoding: { Type: '/Encoding', Differences: differences }, FirstChar: 32, LastChar: 126, Widths: Array(95).fill(500), Resources: {},
      });
      b.page(`BT /T3 10 Tf 20 200 Td ${lit(LINE)} Tj ET`, { Font: { T3: t3 } });
      return b.save('type3.pdf');
    },
    // The page is rasterized (its text no longer selectable).
    text: `${ONLY_VISIBLE}\f`,
  },
  {
    name: 'content: custom encoding without ToUnicode',
    make: async () => {
      const b = await Builder.create();
      const chars = [...new Set(LINE)];
      const differences: unknown[] = [1];
      for (const c of chars) differences.push('/' + glyphName(c));
      const font = b.ref({ Type: '/Font', Subtype: '/Type1', BaseFont: '/Helvetica', Encoding: { Type: '/Encoding', Differences: differences } });
      const codes = [...LINE].map((c) => chars.indexOf(c) + 1);
      b.page(`BT /C1 10 Tf 20 200 Td <${Buffer.from(codes).toString('hex')}> Tj ET`, { Font: { C1: font } });
      return b.save('custom-encoding.pdf');
    },
    text: REDACTED,
  },
  {
    name: 'content: marked-content /ActualText (inline and in /Properties)',
    make: () => build('actualtext.pdf', `/Span <</ActualText ${lit(LINE)}>> BDC ${text(lit('XXXX'))} EMC /Span /MC0 BDC ${text(lit('YYYY'), '40 150')} EMC`, undefined, { Properties: { MC0: { ActualText: LINE, Alt: NAME } } }),
    // poppler shows the inline /ActualText, redacted, instead of the glyphs it replaces.
    text: `${VISIBLE}\n\nContact [PERSON_NAME] at [EMAIL_ADDRESS] or [PHONE_NUMBER], IBAN [IBAN].\n\nYYYY\n\n\f`,
  },
  {
    name: 'content: optional content switched off',
    make: () => build('ocg-off.pdf', `/OC /oc1 BDC ${text(lit(LINE))} EMC`, (b) => {
      const ocg = b.ref({ Type: '/OCG', Name: NAME });
      b.catalog('OCProperties', { OCGs: [ocg], D: { Order: [ocg], OFF: [ocg], Name: `Layer of ${NAME}` } });
      const res = b.doc.getPages()[0]!.node.get(PDFName.of('Resources'));
      (b.ctx.lookup(res) as never as { set: (k: PDFName, v: unknown) => void }).set(PDFName.of('Properties'), b.dict({ oc1: ocg }));
    }),
  },
  { name: 'content: invisible clip text (render mode 7)', make: () => build('clip-text.pdf', `BT 7 Tr ${helv} 40 200 Td ${lit(LINE)} Tj ET n`), text: REDACTED },
  { name: 'content: zero font size', make: () => build('zero-size.pdf', `BT /F1 0 Tf 40 200 Td ${lit(LINE)} Tj ET`) },
  { name: 'content: marked-content tag written as a name', make: () => build('tag-name.pdf', `/Jane#20Novak BMC ${text(lit('Tagged.'))} EMC /Jane#20Novak MP`), text: `${VISIBLE}\n\nTagged.\n\n\f` },
  {
    name: 'content: comment in a form XObject',
    make: async () => {
      const b = await Builder.create();
      const form = b.stream(`% ${LINE}\n${text(lit('Footer'), '0 0')}`, { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 400, 50], Resources: { Font: { F1: b.helvetica() } } });
      b.page('q 1 0 0 1 0 150 cm /X1 Do Q', { XObject: { X1: form } });
      return b.save('form-comment.pdf');
    },
    text: `Footer\n\n${ONLY_VISIBLE}`,
  },
  {
    name: 'content: comment in a tiling pattern',
    make: async () => {
      const b = await Builder.create();
      const pattern = b.stream(`% ${LINE}\n0 0 5 5 re f`, { Type: '/Pattern', PatternType: 1, PaintType: 1, TilingType: 1, BBox: [0, 0, 10, 10], XStep: 10, YStep: 10, Resources: {} });
      b.page('q /Pattern cs /P1 scn 0 0 400 100 re f Q', { Pattern: { P1: pattern } });
      return b.save('pattern-comment.pdf');
    },
  },
  {
    name: 'font: ToUnicode entry for a code no text uses',
    make: async () => {
      const b = await Builder.create();
      const cmap = toUnicode({ 0x41: 'A', 0x01: LINE });
      const font = b.helvetica({ ToUnicode: b.stream(cmap) });
      b.page(`BT /U1 10 Tf 40 200 Td (AAA) Tj ET`, { Font: { U1: font } });
      return b.save('tounicode-unused.pdf');
    },
    text: `${VISIBLE}\n\nAAA\n\n\f`,
  },
  {
    name: 'font: ToUnicode mapping one glyph to the whole text',
    make: async () => {
      const b = await Builder.create();
      const font = b.helvetica({ ToUnicode: b.stream(toUnicode({ 0x41: 'A', 0x01: NAME })) });
      b.page(`BT /U1 10 Tf 40 200 Td <410141> Tj ET`, { Font: { U1: font } });
      return b.save('tounicode-ligature.pdf');
    },
  },
  {
    name: 'content: form XObject never drawn, in the resources of a drawn one',
    make: async () => {
      const b = await Builder.create();
      const res = { Font: { F1: b.helvetica() } };
      const hidden = b.stream(text(lit(LINE), '0 0'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 400, 50], Resources: res });
      const shown = b.stream(text(lit('Footer'), '0 0'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 400, 50], Resources: { ...res, XObject: { H: hidden } } });
      b.page('q 1 0 0 1 0 150 cm /X1 Do Q', { XObject: { X1: shown } });
      return b.save('undrawn-nested.pdf');
    },
    text: `Footer\n\n${ONLY_VISIBLE}`,
  },
  {
    name: 'font: Type3 font no text uses, whose glyph procedure shows text',
    make: async () => {
      const b = await Builder.create();
      const proc = b.stream(`500 0 d0 ${text(lit(LINE), '0 0')}`, {}, true);
      const t3 = b.ref({ Type: '/Font', Subtype: '/Type3', FontBBox: [0, 0, 500, 600], FontMatrix: [0.001, 0, 0, 0.001, 0, 0], CharProcs: { a: proc }, Encoding: { Type: '/Encoding', Differences: [97, '/a'] }, FirstChar: 97, LastChar: 97, Widths: [500], Resources: { Font: { F1: b.helvetica() } } });
      b.page('', { Font: { T3: t3 } });
      return b.save('type3-unused.pdf');
    },
  },
  // ---- Document level ----
  {
    name: 'Info dictionary',
    make: () => build('info.pdf', '', (b) => {
      b.doc.setTitle(LINE);
      b.doc.setSubject(`Notes on ${NAME}`);
      b.doc.setKeywords([EMAIL, IBAN]);
      b.doc.setAuthor(NAME);
      (b.doc as unknown as { getInfoDict(): PDFDict }).getInfoDict().set(PDFName.of('Client'), PDFString.of(LINE));
      (b.doc as unknown as { getInfoDict(): PDFDict }).getInfoDict().set(PDFName.of('Owner'), PDFName.of('Jane Novak'));
    }),
  },
  {
    name: 'XMP metadata (catalog, page and font)',
    make: () => build('xmp.pdf', '', (b) => {
      const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${LINE}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${NAME}</rdf:li></rdf:Seq></dc:creator><pdf:Keywords>${EMAIL}</pdf:Keywords></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
      b.catalog('Metadata', b.stream(xmp, { Type: '/Metadata', Subtype: '/XML' }, false));
      b.doc.getPages()[0]!.node.set(PDFName.of('Metadata'), b.stream(xmp, { Type: '/Metadata', Subtype: '/XML' }));
    }),
  },
  {
    name: 'annotations: /Contents, /T, /Subj, /RC, popup, mailto link',
    make: () => build('annots.pdf', '', (b) => {
      const rc = `<?xml version="1.0"?><body xmlns="http://www.w3.org/1999/xhtml"><p>Contact Jane <b>Novak</b> at <span>${EMAIL}</span></p></body>`;
      const popup = b.ref({ Type: '/Annot', Subtype: '/Popup', Rect: [200, 100, 380, 180], Contents: LINE });
      const note = b.ref({ Type: '/Annot', Subtype: '/Text', Rect: [20, 100, 40, 120], Contents: LINE, T: NAME, Subj: `Call ${NAME}`, Popup: popup, NM: EMAIL });
      const free = b.ref({ Type: '/Annot', Subtype: '/FreeText', Rect: [20, 20, 380, 60], Contents: LINE, RC: rc, DA: '/Helv 10 Tf 0 g', DS: 'font: Helvetica 10pt' });
      const rcStream = b.ref({ Type: '/Annot', Subtype: '/Square', Rect: [50, 50, 80, 80], RC: b.stream(rc) });
      const link = b.ref({ Type: '/Annot', Subtype: '/Link', Rect: [40, 240, 200, 260], A: { S: '/URI', URI: PDFString.of(`mailto:${EMAIL}`) } });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([note, popup, free, rcStream, link]));
    }),
    // poppler draws the FreeText annotation from its (redacted) /Contents.
    text: `${VISIBLE}\n\nContact [PERSON_NAME] at [EMAIL_ADDRESS] or [PHONE_NUMBER],\nIBAN [IBAN].\n\n\f`,
  },
  {
    name: 'annotation appearances other than the normal one (/D, /R)',
    make: () => build('appearance-states.pdf', '', (b) => {
      const res = { Font: { F1: b.helvetica() } };
      const clean = b.stream(text(lit('Stamp'), '2 2'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 300, 20], Resources: res });
      const dirty = b.stream(text(lit(LINE), '2 2'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 300, 20], Resources: res });
      const stamp = b.ref({ Type: '/Annot', Subtype: '/Stamp', Rect: [20, 100, 320, 120], AP: { N: clean, D: dirty, R: dirty } });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([stamp]));
    }),
  },
  {
    name: 'form fields: /V, /DV, /TU, /Opt and appearance streams',
    make: () => build('form.pdf', '', (b) => {
      const res = { Font: { Helv: b.helvetica() } };
      const ap = b.stream(`/Tx BMC BT /Helv 9 Tf 2 4 Td ${lit(LINE)} Tj ET EMC`, { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 360, 18], Resources: res });
      const field = b.ref({ Type: '/Annot', Subtype: '/Widget', FT: '/Tx', T: 'contact', TU: `e.g. ${NAME}`, V: LINE, DV: EMAIL, Rect: [20, 150, 380, 168], AP: { N: ap }, DA: '/Helv 9 Tf 0 g', P: b.doc.getPages()[0]!.ref });
      const choice = b.ref({ Type: '/Annot', Subtype: '/Widget', FT: '/Ch', Ff: 131072, T: 'who', Opt: [NAME, 'Nobody'], V: NAME, Rect: [20, 120, 200, 138], DA: '/Helv 9 Tf 0 g' });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([field, choice]));
      b.catalog('AcroForm', { Fields: [field, choice], DA: '/Helv 9 Tf 0 g', DR: res });
    }),
  },
  {
    name: 'form field with a JavaScript stream in its /AA',
    make: () => build('field-js.pdf', '', (b) => {
      const js = b.stream(`app.alert("${LINE}");`);
      const field = b.ref({ Type: '/Annot', Subtype: '/Widget', FT: '/Tx', T: 'x', Rect: [20, 150, 380, 168], AA: { K: { S: '/JavaScript', JS: js } }, DA: '/Helv 9 Tf 0 g' });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([field]));
      b.catalog('AcroForm', { Fields: [field] });
    }),
  },
  {
    name: 'XFA form data',
    make: () => build('xfa.pdf', '', (b) => {
      const xfa = b.stream(`<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/"><xfa:data><contact>${LINE}</contact></xfa:data></xfa:datasets></xdp:xdp>`);
      b.catalog('AcroForm', { Fields: [], XFA: ['datasets', xfa] });
    }),
    absent: ['/XFA'],
  },
  {
    name: 'attachments: /EmbeddedFiles, file attachment annotation, /AF, launch and GoToE actions',
    make: () => build('attachments.pdf', '', (b) => {
      const file = (n: string) => b.ref({ Type: '/Filespec', F: n, UF: n, Desc: `List of ${NAME}`, EF: { F: b.stream(`name,email\n${NAME},${EMAIL}\n`, { Type: '/EmbeddedFile' }) } });
      b.catalog('Names', { EmbeddedFiles: { Names: ['contacts.csv', file('contacts.csv')] } });
      b.catalog('AF', [file('af.csv')]);
      const annot = b.ref({ Type: '/Annot', Subtype: '/FileAttachment', Rect: [20, 20, 40, 40], FS: file('annot.csv'), Contents: 'attached' });
      const launch = b.ref({ Type: '/Annot', Subtype: '/Link', Rect: [40, 60, 200, 80], A: { S: '/Launch', F: file('launch.csv') } });
      const gotoe = b.ref({ Type: '/Annot', Subtype: '/Link', Rect: [40, 90, 200, 110], A: { S: '/GoToE', NewWindow: true, F: file('gotoe.csv'), D: [0, '/Fit'] } });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([annot, launch, gotoe]));
    }),
    absent: ['/EF', '/EmbeddedFile'],
  },
  {
    name: 'named destinations (name-tree keys, /Dests name keys, GoTo by name)',
    make: () => build('dests.pdf', '', (b) => {
      const page = b.doc.getPages()[0]!.ref;
      b.catalog('Names', { Dests: { Names: [LINE, [page, '/Fit']] } });
      const dests = b.dict({});
      dests.set(PDFName.of('Jane Novak'), b.ctx.obj([page, PDFName.of('Fit')]));
      b.doc.catalog.set(PDFName.of('Dests'), dests);
      const link = b.ref({ Type: '/Annot', Subtype: '/Link', Rect: [40, 240, 200, 260], A: { S: '/GoTo', D: PDFName.of('Jane Novak') } });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([link]));
    }),
  },
  { name: 'page labels', make: () => build('labels.pdf', '', (b) => b.catalog('PageLabels', { Nums: [0, { S: '/D', P: `${NAME} ` }] })) },
  {
    name: 'structure tree: /Alt, /ActualText, /T, /E',
    make: () => build('struct.pdf', `/P <</MCID 0>> BDC ${text(lit('Figure'))} EMC`, (b) => {
      const page = b.doc.getPages()[0]!;
      const elem = b.ref({ Type: '/StructElem', S: '/Figure', T: NAME, Alt: LINE, ActualText: EMAIL, E: IBAN, Pg: page.ref, K: 0 });
      const root = b.ref({ Type: '/StructTreeRoot', K: [elem] });
      b.catalog('StructTreeRoot', root);
      b.catalog('MarkInfo', { Marked: true });
    }),
    text: `${VISIBLE}\n\nFigure\n\n\f`,
  },
  {
    name: 'JavaScript (names tree, OpenAction, catalog and page /AA, link action), as strings and streams',
    make: () => build('javascript.pdf', '', (b) => {
      const js = () => b.stream(`var who = "${LINE}";`);
      b.catalog('Names', { JavaScript: { Names: ['init', { S: '/JavaScript', JS: js() }] } });
      b.catalog('OpenAction', { S: '/JavaScript', JS: js() });
      b.catalog('AA', { WC: { S: '/JavaScript', JS: js() }, DS: { S: '/JavaScript', JS: `var x = "${LINE}";` } });
      const page = b.doc.getPages()[0]!;
      page.node.set(PDFName.of('AA'), b.dict({ O: { S: '/JavaScript', JS: js() } }));
      const link = b.ref({ Type: '/Annot', Subtype: '/Link', Rect: [40, 240, 200, 260], A: { S: '/JavaScript', JS: js(), Next: { S: '/JavaScript', JS: js() } } });
      page.node.set(PDFName.of('Annots'), b.ctx.obj([link]));
    }),
  },
  {
    name: 'outlines (bookmarks) with a mailto action',
    make: () => build('outlines.pdf', '', (b) => {
      const outlines = b.ctx.nextRef();
      const child = b.ctx.nextRef();
      const top = b.ref({ Title: `About ${NAME}`, Parent: outlines, First: child, Last: child, Count: 1, Dest: [b.doc.getPages()[0]!.ref, '/Fit'] });
      b.ctx.assign(child, b.dict({ Title: LINE, Parent: top, A: { S: '/URI', URI: PDFString.of(`mailto:${EMAIL}`) } }));
      b.ctx.assign(outlines, b.dict({ Type: '/Outlines', First: top, Last: top, Count: 2 }));
      b.catalog('Outlines', outlines);
    }),
  },
  {
    name: 'page thumbnail',
    make: () => build('thumb.pdf', '', (b) => {
      // A picture of the page before redaction: its pixels are the text (here a stand-in).
      const thumb = b.stream(Buffer.from(LINE.padEnd(64, ' ').slice(0, 64), 'latin1'), { Width: 8, Height: 8, ColorSpace: '/DeviceGray', BitsPerComponent: 8 });
      b.doc.getPages()[0]!.node.set(PDFName.of('Thumb'), thumb);
    }),
    absent: ['/Thumb'],
  },
  {
    name: 'orphaned objects (a string and a stream nothing references)',
    make: () => build('orphans.pdf', '', (b) => {
      b.ctx.register(b.dict({ Note: LINE }));
      b.stream(text(lit(LINE)));
    }),
  },
  {
    name: 'private data: /PieceInfo and an unknown catalog stream',
    make: () => build('private.pdf', '', (b) => {
      b.catalog('PieceInfo', { Acme: { Private: b.stream(LINE), LastModified: 'D:20240101' } });
      b.catalog('AcmeNotes', b.stream(`note: ${LINE}`));
    }),
  },
  {
    name: 'article threads',
    make: () => build('threads.pdf', '', (b) => {
      const thread = b.ctx.nextRef();
      const bead = b.ctx.nextRef();
      b.ctx.assign(bead, b.dict({ Type: '/Bead', T: thread, N: bead, V: bead, P: b.doc.getPages()[0]!.ref, R: [0, 0, 100, 100] }));
      b.ctx.assign(thread, b.dict({ Type: '/Thread', F: bead, I: { Title: LINE, Author: NAME } }));
      b.catalog('Threads', [thread]);
    }),
  },
  {
    name: 'radio button export value (a name: /V, /AS and the appearance state)',
    make: () => build('radio.pdf', '', (b) => {
      const on = b.stream('0 0 10 10 re f', { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 10, 10] });
      const off = b.stream('', { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 10, 10] });
      const parent = b.ctx.nextRef();
      const n = b.dict({ Off: off });
      n.set(PDFName.of('Jane Novak'), on);
      const kid = b.ref({ Type: '/Annot', Subtype: '/Widget', Parent: parent, Rect: [20, 150, 30, 160], AS: PDFName.of('Jane Novak'), AP: { N: n } });
      b.ctx.assign(parent, b.dict({ FT: '/Btn', Ff: 49152, T: 'who', V: PDFName.of('Jane Novak'), Kids: [kid] }));
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([kid]));
      b.catalog('AcroForm', { Fields: [parent] });
    }),
  },
  {
    name: 'widget icon (/MK /I) showing text',
    make: () => build('widget-icon.pdf', '', (b) => {
      const icon = b.stream(text(lit(LINE), '0 0'), { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 300, 20], Resources: { Font: { F1: b.helvetica() } } });
      const button = b.ref({ Type: '/Annot', Subtype: '/Widget', FT: '/Btn', Ff: 65536, T: 'photo', Rect: [20, 100, 320, 120], MK: { I: icon } });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([button]));
      b.catalog('AcroForm', { Fields: [button] });
    }),
  },
  {
    name: 'annotation appearance with a comment',
    make: () => build('appearance-comment.pdf', '', (b) => {
      const ap = b.stream(`% ${LINE}\n${text(lit('Approved'), '2 2')}`, { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 300, 20], Resources: { Font: { F1: b.helvetica() } } });
      const stamp = b.ref({ Type: '/Annot', Subtype: '/Stamp', Rect: [20, 100, 320, 120], AP: { N: ap } });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([stamp]));
    }),
  },
  {
    name: 'rich text (/RC) with the values split by markup',
    make: () => build('rc-markup.pdf', '', (b) => {
      const rc = `<body xmlns="http://www.w3.org/1999/xhtml"><p>Write to jane.novak@<i>example.com</i>, call +44 20 <b>7946</b> 0958, pay GB82 WEST <span>1234 5698 7654 32</span></p></body>`;
      const free = b.ref({ Type: '/Annot', Subtype: '/FreeText', Rect: [20, 20, 380, 60], Contents: 'See the note.', RC: rc, DA: '/Helv 10 Tf 0 g' });
      b.doc.getPages()[0]!.node.set(PDFName.of('Annots'), b.ctx.obj([free]));
    }),
    text: `${VISIBLE}\n\nSee the note.\n\n\f`,
  },
  {
    name: 'JavaScript stream in UTF-16',
    make: () => build('js-utf16.pdf', '', (b) => {
      const js = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(`var who = "${LINE}";`, 'utf16le').swap16()]);
      b.catalog('OpenAction', { S: '/JavaScript', JS: b.stream(js) });
    }),
  },
  // ---- File structure ----
  {
    name: 'earlier revision (incremental update replaced the text)',
    make: async () => {
      const b = await Builder.create();
      b.page(text(lit(LINE)));
      b.doc.setTitle(LINE);
      const base = (await b.save('x')).bytes;
      const s = Buffer.from(base).toString('latin1');
      const pageNum = Number(/(\d+) 0 obj\s*<<\s*\/Type \/Page\b/.exec(s)![1]);
      const size = Number(/\/Size (\d+)/.exec(s)![1]);
      const root = /\/Root (\d+ 0 R)/.exec(s)![0].slice(6);
      const pageObj = new RegExp(`${pageNum} 0 obj\\s*(<<[\\s\\S]*?>>)\\s*endobj`).exec(s)![1]!;
      const newContent = `<< /Length ${text(lit(VISIBLE), '40 250').length} >>\nstream\n${text(lit(VISIBLE), '40 250')}\nendstream`;
      const updated = pageObj.replace(/\/Contents \d+ 0 R/, `/Contents ${size} 0 R`);
      return { name: 'incremental.pdf', bytes: incrementalUpdate(base, { [size]: newContent, [pageNum]: updated }, size + 1, root) };
    },
  },
  {
    name: 'trailer entries of an incremental update',
    make: async () => {
      const b = await Builder.create();
      b.page();
      const base = (await b.save('x')).bytes;
      const s = Buffer.from(base).toString('latin1');
      const size = Number(/\/Size (\d+)/.exec(s)![1]);
      const root = /\/Root (\d+ 0 R)/.exec(s)![0].slice(6);
      const bytes = incrementalUpdate(base, { [size]: `(${NAME})` }, size + 1, root, `/Note (${LINE}) /Extra ${size} 0 R`);
      return { name: 'trailer.pdf', bytes };
    },
  },
  {
    name: 'bytes outside any object (a comment and data after %%EOF)',
    make: async () => {
      const { bytes } = await build('x', '');
      return { name: 'outside.pdf', bytes: Buffer.concat([bytes, Buffer.from(`%${LINE}\n${LINE}\n`, 'latin1')]) };
    },
  },
  { name: 'compressed object streams', make: async () => ({ name: 'objstm.pdf', bytes: qpdfRewrite((await build('x', text(lit(LINE)), (b) => b.doc.setTitle(LINE))).bytes, ['--object-streams=generate']) }), text: REDACTED },
  { name: 'linearized', make: async () => ({ name: 'linear.pdf', bytes: qpdfRewrite((await build('x', text(lit(LINE)), (b) => b.doc.setTitle(LINE))).bytes, ['--linearize']) }), text: REDACTED },
];

/** A ToUnicode CMap (ISO 32000-1 §9.10.3) mapping one-byte codes to text. */
function toUnicode(map: Record<number, string>): string {
  const entries = Object.entries(map).map(([code, t]) => `<${Number(code).toString(16).padStart(2, '0')}> <${Buffer.from(t, 'utf16le').swap16().toString('hex')}>`);
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Custom def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${entries.length} beginbfchar`, ...entries, 'endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

/** Adobe glyph names of the characters LINE uses. */
function glyphName(c: string): string {
  const names: Record<string, string> = { ' ': 'space', '@': 'at', '.': 'period', '+': 'plus', ',': 'comma', '0': 'zero', '1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six', '7': 'seven', '8': 'eight', '9': 'nine' };
  return names[c] ?? c;
}

/** The file's bytes as Latin-1, each stream inflated where it can be (qpdf --qdf drops unreachable objects). */
function rawTexts(bytes: Buffer): string {
  const s = bytes.toString('latin1');
  let out = s;
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const end = s.indexOf('endstream', m.index);
    try {
      out += inflateSync(bytes.subarray(m.index + m[0].length, end)).toString('latin1');
    } catch {
      // not deflated
    }
  }
  return out;
}

describe.each(CASES)('$name', (c) => {
  it('leaves none of the values anywhere an independent tool can find them', async () => {
    const { input, output } = await redactBuilt(await c.make());
    // The input does hold them (else the case proves nothing).
    const before = rawTexts(readFileSync(input)) + pdftotext(input);
    expect(GONE.some((v) => spellings(v).some((s) => before.includes(s)))).toBe(true);
    const leaks = leaksOf(output, GONE);
    const bytes = qdfBytes(output);
    const extracted = pdftotext(output);
    const attached = tool('pdfdetach', ['-list', output]);
    if (attached !== '0 embedded files\n') leaks.push(`pdfdetach: ${attached}`);
    expect(leaks.join('\n')).toBe('');
    for (const key of c.absent ?? []) expect(new RegExp(`${key}\\b`).test(bytes), key).toBe(false);
    expect(extracted).toBe(c.text ?? ONLY_VISIBLE);
    expect(qpdfCheck(output)).toContain('No syntax or stream encoding errors found');
  });
});

describe('anonymize files with no options (the built CLI)', () => {
  it('redacts a folder of hiding places: exit 0, and qpdf finds none of the values in any output', async () => {
    if (!existsSync(new URL('../../../dist/bundle/main.js', import.meta.url))) {
      throw new Error('dist/bundle/main.js is missing: run `npm run build` (npm ci does it through `prepare`)');
    }
    const cwd = mkdtempSync(path.join(tmpdir(), 'anonymize-files-places-'));
    mkdirSync(path.join(cwd, 'in'));
    const picked = ['content: in a comment', 'JavaScript (names tree', 'named destinations', 'attachments:', 'font: ToUnicode entry'];
    const made = await Promise.all(picked.map((p) => CASES.find((c) => c.name.startsWith(p))!.make()));
    for (const m of made) writeFileSync(path.join(cwd, 'in', m.name), m.bytes);
    const bin = fileURLToPath(new URL('../../../bin/anonymize.js', import.meta.url));
    const r = spawnSync(process.execPath, [bin, 'files', 'in', '--out-dir', 'out'], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(r.status, r.stderr).toBe(0);
    for (const m of made) {
      const output = path.join(cwd, 'out', 'in', m.name);
      const bytes = qdfBytes(output);
      for (const v of GONE) for (const s of spellings(v)) expect(bytes.includes(s), `${m.name}: ${v}`).toBe(false);
      expect(pdftotext(output)).toContain(VISIBLE);
    }
  });
});
