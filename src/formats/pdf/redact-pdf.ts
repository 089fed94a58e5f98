import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { countFindings, sortCounts } from '../../engine/redactor.js';
import type { Finding } from '../../engine/types.js';
import type { FormatContext, FormatResult } from '../types.js';
import { boxesContent, boxLine, contains, keepOff, lineBox, lineRuns, type BoxLine, type LabelFont, type RedactionBox } from './boxes.js';
import type { FontInfo } from './fonts.js';
import { latin1Text } from './fonts.js';
import { glyphCenter, lookupDict, NeedsReader, ownDecoding, scanPage, type Quad, type Glyph, type GlyphSource, type PageScan, type DecodedGlyph, type StreamContext } from './interpreter.js';
import { redactMarkedContent } from './marked-content.js';
import { buildPageText } from './page-text.js';
import { openWithPdfjs, pageGlyphs, type PdfjsDocument } from './pdfjs.js';
import { ocrVerdict } from '../lib/ocr.js';
import { redactPagePictures } from './page-pictures.js';
import { ReplacedForms } from './replaced-forms.js';
import { emptyPatternsWithPii } from './patterns.js';
import { rasterizePage } from './rasterize.js';
import { PdfRefusal, UnsupportedPage } from './refusal.js';
import { groupRemovals, resourceNameOps, resourceRenamer, rewriteStream, withXObjects } from './rewrite.js';
import { appearanceText, scrubDocument, WORD_NAME, type FieldRedactor, type StringRedactor } from './scrub.js';
import { loadOwnerPasswordOnly, NeedsPassword } from './decrypt.js';
import { decodeStream } from './streams.js';
import { sweepUnreachable } from './sweep.js';
import { emptyUndrawnWithPii } from './undrawn.js';
import { joinedWordFindings, withJoinedWords } from './joined-words.js';
import { maskFontNames } from './font-names.js';
import { dropToUnicodeFindings, parseToUnicode, writeToUnicode } from './tounicode.js';

export interface PdfOptions {
  /** Print the entity label inside each black box. */
  pdfLabel?: boolean;
  /** Rasterize pages that are scanned images, painting boxes over their text layer's findings. */
  rasterizeImages?: boolean;
  /** OCR pages that are scanned images with these languages (e.g. "eng"), burning boxes into their pixels; off when undefined. */
  ocrLang?: string;
  /** With OCR: an invisible text layer of the words left standing on each OCR'd page. */
  ocrTextLayer?: boolean;
}

/** A page counts as an image when images cover at least this share of it and no visible text is drawn. */
const IMAGE_PAGE_COVERAGE = 0.5;

/** Redacts a whole PDF in memory; throws PdfRefusal for input it won't process. */
export async function redactPdf(input: Uint8Array, ctx: FormatContext, options: PdfOptions): Promise<{ bytes: Uint8Array; result: FormatResult }> {
  if (input.length > ctx.limits.maxInputBytes) throw new PdfRefusal(`is larger than ${ctx.limits.maxInputBytes} bytes (the input limit)`);
  const { doc, decrypted } = await loadDocument(input);
  const pages = doc.getPages();
  if (pages.length > ctx.limits.maxPdfPages) throw new PdfRefusal(`has ${pages.length} pages, more than the limit of ${ctx.limits.maxPdfPages}`);
  // pdfjs is opened only for pages whose fonts need it, and for rasterizing.
  let reader: Promise<PdfjsDocument> | undefined;
  const openReaderOnce = () => (reader ??= openReader(input));
  try {
    const out = await redactDocument(doc, openReaderOnce, ctx, options);
    if (decrypted) {
      out.result.warnings.unshift('was encrypted with an owner password only (no password to open it, printing or copying restricted): the output is not encrypted, so those restrictions are dropped');
    }
    return out;
  } finally {
    if (reader) await (await reader.catch(() => undefined))?.destroy();
  }
}

const NEEDS_PASSWORD = 'is encrypted with a password needed to open it: decrypt it first (e.g. qpdf --decrypt --password=… in.pdf out.pdf), then redact the copy';

async function loadDocument(input: Uint8Array): Promise<{ doc: PDFDocument; decrypted: boolean }> {
  let invalid: string;
  try {
    return { doc: await PDFDocument.load(input, { updateMetadata: false, throwOnInvalidObject: true }), decrypted: false };
  } catch (e) {
    invalid = `is not a valid PDF (${oneLine((e as Error).message)})`;
    // pdf-lib's ES5 build breaks instanceof for its error classes, so its message is matched too.
    const encrypted = e instanceof EncryptedPDFError || /\bis encrypted\b/.test((e as Error).message);
    // An encrypted object stream reads as an invalid object before pdf-lib sees the /Encrypt.
    if (!encrypted && !Buffer.from(input.buffer, input.byteOffset, input.byteLength).includes('/Encrypt')) throw new PdfRefusal(invalid);
  }
  // Encrypted: readable as it is when only an owner password was set (decrypt.ts).
  try {
    return { doc: await loadOwnerPasswordOnly(input), decrypted: true };
  } catch (e) {
    if (e instanceof NeedsPassword) throw new PdfRefusal(NEEDS_PASSWORD);
    throw new PdfRefusal(invalid);
  }
}

async function openReader(input: Uint8Array): Promise<PdfjsDocument> {
  try {
    return await openWithPdfjs(input);
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'PasswordException') throw new PdfRefusal(NEEDS_PASSWORD);
    throw new PdfRefusal(`is not a valid PDF (${oneLine((e as Error).message)})`);
  }
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, 200);
}

async function redactDocument(doc: PDFDocument, reader: () => Promise<PdfjsDocument>, ctx: FormatContext, options: PdfOptions) {
  const context = doc.context;
  const counts: FormatResult['counts'] = {};
  const warnings: string[] = [];
  const maxStreamBytes = ctx.limits.maxPdfStreamBytes;
  // A name written whole elsewhere in the document is found joined too (JaneNovak, Jane_Novak).
  const redactor = withJoinedWords(ctx.redactor);
  const scanOptions = { context, maxStreamBytes, fonts: new Map<string, FontInfo>(), tokenCache: new WeakMap() };
  const redactString: StringRedactor = (text) => {
    const r = redactor.redact(text);
    if (r.findings.length === 0) return undefined;
    countFindings(r.findings, counts);
    return r.text;
  };
  const redactWord: StringRedactor = (text) => {
    const found = joinedWordFindings(text, redactor);
    if (!found.length) return undefined;
    countFindings(found, counts);
    return redactor.apply(text, found);
  };
  // A font or form named after someone (/Jane#20Roe 10 Tf): one new name, in its streams and its resources.
  const renameResource = resourceRenamer((text) => (WORD_NAME.test(text) ? redactWord : redactString)(text));
  const usedCodes = new Map<string, Set<number>>();
  const touchedFonts = new Map<string, FontInfo>();
  // Helvetica for --pdf-label, embedded once and only when a box is drawn.
  let labelFont: Promise<PDFFont> | undefined;
  const labelFontOnce = () => (labelFont ??= doc.embedFont(StandardFonts.Helvetica));

  const replacedForms = new ReplacedForms();
  const firstNew = context.largestObjectNumber + 1;
  const pages = doc.getPages();
  for (let index = 0; index < pages.length; index++) {
    const page = pages[index]!;
    ctx.scan?.page(index + 1);
    let scan: PageScan;
    try {
      const content = pageContent(page, maxStreamBytes);
      const resources = inheritedResources(page);
      try {
        scan = scanPage(content, resources, ownDecoding, scanOptions);
      } catch (e) {
        if (!(e instanceof NeedsReader)) throw e;
        scan = scanPage(content, resources, glyphSource(await pageGlyphs(await reader(), index)), scanOptions);
      }
    } catch (e) {
      if (!(e instanceof UnsupportedPage)) throw e;
      countFindings((await rasterizePage(await reader(), doc, index, redactor)).findings, counts);
      warnings.push(`page ${index + 1} was rasterized because ${e.message}: its text is no longer selectable`);
      continue;
    }
    const isImage = isImagePage(page, scan);
    if (isImage && options.ocrLang) {
      const { findings, ocr } = await rasterizePage(await reader(), doc, index, redactor, { ocrLang: options.ocrLang, ...(options.ocrTextLayer ? { textLayer: labelFontOnce } : {}) });
      countFindings(findings, counts);
      warnings.push(ocrVerdict(`page ${index + 1} is a scanned image`, ocr!));
      continue;
    }
    if (isImage && options.rasterizeImages && scan.glyphs.length > 0) {
      countFindings((await rasterizePage(await reader(), doc, index, redactor)).findings, counts);
      warnings.push(`page ${index + 1} is an image: rasterized with boxes over its text layer's findings`);
      continue;
    }
    if (isImage) {
      warnings.push(options.rasterizeImages
        ? `page ${index + 1} is an image without a text layer: not redacted; OCR it first`
        : `page ${index + 1} is an image: not redacted; use --rasterize-images or OCR`);
    }
    const { text, glyphOf } = buildPageText(scan.glyphs);
    const findings = redactor.analyze(text);
    countFindings(findings, counts);
    const { removed, boxes } = glyphsToRemove(scan.glyphs, findings, glyphOf);
    try {
      rewritePage(doc, page, scan, removed, boxes, redactString, renameResource, options.pdfLabel && boxes.length ? await labelFontOnce() : undefined);
    } catch (e) {
      if (!(e instanceof UnsupportedPage)) throw e;
      countFindings((await rasterizePage(await reader(), doc, index, redactor)).findings, counts);
      warnings.push(`page ${index + 1} was rasterized because ${e.message}: its text is no longer selectable`);
      continue;
    }
    dropUndrawnForms(page, scan, redactString, maxStreamBytes);
    replacedForms.note(scan, removed);
    if (options.ocrLang || boxes.length) {
      await redactPagePictures(page, index + 1, scan, redactor, { lang: options.ocrLang, boxes: boxes.map((b) => b.quad), maxBytes: maxStreamBytes }, counts, warnings);
    }
    for (const g of scan.glyphs) {
      if (removed.has(g)) {
        touchedFonts.set(g.font.key, g.font);
        continue;
      }
      let set = usedCodes.get(g.font.key);
      if (!set) usedCodes.set(g.font.key, (set = new Set()));
      set.add(g.span.code);
    }
  }
  replacedForms.empty(context);
  const patterns = emptyPatternsWithPii(context, redactString, maxStreamBytes);
  if (patterns) warnings.push(`emptied ${patterns} tiling pattern${patterns > 1 ? 's' : ''} (a fill drawn from its own content) that showed PII`);
  rebuildToUnicode(doc, scanOptions.fonts, touchedFonts, usedCodes, maxStreamBytes);
  dropToUnicodeFindings(context, redactString, maxStreamBytes);
  ctx.scan?.page(0);
  const redactField: FieldRedactor = (value, hint, entity) => {
    const r = redactor.redact(value, hint);
    if (r.findings.length) {
      countFindings(r.findings, counts);
      return r.text;
    }
    counts[entity] = (counts[entity] ?? 0) + 1;
    return redactor.replacement(value.trim(), entity);
  };
  const scrub = scrubDocument(doc, redactString, redactField, maxStreamBytes, { word: redactWord, resource: renameResource });
  if (scrub.attachments) warnings.push(`removed ${scrub.attachments} attachment${scrub.attachments > 1 ? 's' : ''}: attached files are not redacted`);
  if (scrub.signatures) warnings.push(`removed ${scrub.signatures} digital signature${scrub.signatures > 1 ? 's' : ''}: redaction invalidates them`);
  sweepUnreachable(context);
  // Fonts named after someone the document names (a signature font), in their dictionaries and programs.
  maskFontNames(context, (text) => {
    const found = redactor.recall(text);
    for (const j of joinedWordFindings(text, redactor)) if (!found.some((f) => f.start < j.end && j.start < f.end)) found.push(j);
    if (!found.length) return undefined;
    countFindings(found, counts);
    let out = text;
    for (const f of found) out = out.slice(0, f.start) + 'X'.repeat(f.end - f.start) + out.slice(f.end);
    return out;
  }, maxStreamBytes);
  // After the sweep, so that only what is still in the file is read (and counted).
  emptyUndrawnWithPii(context, replacedForms.drawn(), firstNew, redactString, maxStreamBytes);
  const bytes = await doc.save({ useObjectStreams: true, updateFieldAppearances: false });
  return { bytes, result: { counts: sortCounts(counts), warnings } };
}

function glyphSource(list: readonly DecodedGlyph[]): GlyphSource {
  let i = 0;
  return {
    next(code) {
      const g = list[i++];
      if (!g || g.code !== code) throw new UnsupportedPage("its text could not be matched with the PDF reader's");
      return g;
    },
    done: () => i === list.length,
  };
}

/**
 * The glyphs of every finding, and any other glyph drawn inside them (e.g. text drawn twice to
 * fake bold); a box over each line of a finding, kept off the glyphs beside it.
 */
function glyphsToRemove(glyphs: readonly Glyph[], findings: readonly Finding[], glyphOf: Int32Array) {
  const removed = new Set<Glyph>();
  const lines: { line: BoxLine; entity: string; box: readonly [number, number, number, number] }[] = [];
  for (const f of findings) {
    const indices = new Set<number>();
    for (let k = f.start; k < f.end; k++) if (glyphOf[k]! >= 0) indices.add(glyphOf[k]!);
    const own = [...indices].sort((a, b) => a - b).map((i) => glyphs[i]!);
    for (const g of own) removed.add(g);
    for (const run of lineRuns(own)) {
      const line = boxLine(run);
      lines.push({ line, entity: f.entity, box: bounds(line.quad) });
    }
  }
  if (lines.length) {
    // Glyph origins outside every box (widened by a few ems) can't have their centre inside one.
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const { box } of lines) {
      x0 = Math.min(x0, box[0]);
      y0 = Math.min(y0, box[1]);
      x1 = Math.max(x1, box[2]);
      y1 = Math.max(y1, box[3]);
    }
    for (const g of glyphs) {
      const reach = 2 * (Math.abs(g.trm[0]) + Math.abs(g.trm[1]) + Math.abs(g.trm[2]) + Math.abs(g.trm[3])) * Math.max(1, g.width / 1000);
      if (g.trm[4] < x0 - reach || g.trm[4] > x1 + reach || g.trm[5] < y0 - reach || g.trm[5] > y1 + reach) continue;
      if (removed.has(g)) continue;
      const [x, y] = glyphCenter(g);
      if (lines.some(({ line, box }) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3] && contains(line.quad, [x, y]))) removed.add(g);
      else for (const { line } of lines) keepOff(line, g);
    }
  }
  return { removed, boxes: lines.map(({ line, entity }) => lineBox(line, entity)) };
}

function bounds(q: Quad): readonly [number, number, number, number] {
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function rewritePage(
  doc: PDFDocument, page: PDFPage, scan: PageScan, removed: ReadonlySet<Glyph>, boxes: readonly RedactionBox[],
  redactString: StringRedactor, renameResource: (name: string) => string | undefined, labelFont: PDFFont | undefined,
): void {
  const context = doc.context;
  const replaced = new Map<StreamContext, Map<number, string>>();
  const uncommented = new Set<StreamContext>();
  let renamed = false;
  const visit = (c: StreamContext) => {
    const m = redactMarkedContent(c, redactString, renameResource);
    if (m.size) replaced.set(c, m);
    if (commentsHoldFindings(c, redactString)) uncommented.add(c);
    if (resourceNameOps(c, renameResource).size) renamed = true;
    c.children.forEach(visit);
  };
  visit(scan.root);
  if (removed.size === 0 && replaced.size === 0 && uncommented.size === 0 && !renamed) return;
  const byOp = groupRemovals(removed);
  const rewritten = rewriteStream(scan.root, { context, replaced, uncommented, renameResource }, byOp);
  let resources = rewritten?.xobjects.size ? withXObjects(scan.root.resources, rewritten.xobjects, context) : scan.root.resources?.clone(context) ?? context.obj({});
  let label: LabelFont | undefined;
  if (labelFont && boxes.length) {
    const fonts = lookupDict(context, resources.get(PDFName.of('Font')));
    const fontDict = fonts ? fonts.clone(context) : context.obj({});
    let n = 1;
    while (fontDict.has(PDFName.of(`AnonLabel${n}`))) n++;
    const name = `AnonLabel${n}`;
    fontDict.set(PDFName.of(name), labelFont.ref);
    resources = resources === scan.root.resources ? resources.clone(context) : resources;
    resources.set(PDFName.of('Font'), fontDict);
    label = { name, widthOfTextAtSize: (t, s) => labelFont.widthOfTextAtSize(t, s), encode: (t) => labelFont.encodeText(t).toString() };
  }
  const body = rewritten?.bytes ?? scan.root.data;
  const content = Buffer.concat([Buffer.from('q\n'), Buffer.from(body), Buffer.from('\nQ\n'), Buffer.from(boxesContent(boxes, label), 'latin1')]);
  page.node.set(PDFName.of('Contents'), context.register(context.flateStream(content)));
  page.node.set(PDFName.of('Resources'), resources);
}

/** Whether the comments of a content stream (`% …`, drawn by nothing) hold anything to redact. */
function commentsHoldFindings(c: StreamContext, redactString: StringRedactor): boolean {
  if (c.comments.length === 0) return false;
  const text = c.comments.map(([start, end]) => latin1Text(c.data.subarray(start + 1, end))).join('\n');
  return redactString(text) !== undefined;
}

/**
 * Form XObjects listed in the page's resources but never drawn are invisible, yet their text is
 * in the file: one that shows PII leaves the page's resources (and the sweep removes it).
 */
function dropUndrawnForms(page: PDFPage, scan: PageScan, redactString: StringRedactor, maxStreamBytes: number): void {
  const context = page.doc.context;
  const resources = lookupDict(context, page.node.getInheritableAttribute(PDFName.of('Resources')));
  const xobjects = lookupDict(context, resources?.get(PDFName.of('XObject')));
  if (!resources || !xobjects) return;
  const drawn = new Set<PDFStream>();
  const visit = (c: StreamContext) => {
    if (c.form) drawn.add(c.form.stream);
    c.children.forEach(visit);
  };
  visit(scan.root);
  const drop: PDFName[] = [];
  for (const [name, ref] of xobjects.entries()) {
    const form = context.lookup(ref);
    if (!(form instanceof PDFStream) || form.dict.get(PDFName.of('Subtype')) !== PDFName.of('Form') || drawn.has(form)) continue;
    if (redactString(appearanceText(context, form, maxStreamBytes)) !== undefined) drop.push(name);
  }
  if (drop.length === 0) return;
  const copy = xobjects.clone(context);
  for (const name of drop) copy.delete(name);
  const own = resources.clone(context);
  own.set(PDFName.of('XObject'), copy);
  page.node.set(PDFName.of('Resources'), own);
}

/** The page's content streams joined (an operator may not span two, but tokens need a separator). */
function pageContent(page: PDFPage, maxStreamBytes: number): Uint8Array {
  const context = page.doc.context;
  const contents = page.node.get(PDFName.of('Contents'));
  const target = contents instanceof PDFRef ? context.lookup(contents) : contents;
  const streams: PDFStream[] = [];
  if (target instanceof PDFStream) streams.push(target);
  else if (target instanceof PDFArray) {
    for (const item of target.asArray()) {
      const s = item instanceof PDFRef ? context.lookup(item) : item;
      if (s instanceof PDFStream) streams.push(s);
    }
  }
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const s of streams) {
    const bytes = decodeStream(s, maxStreamBytes);
    total += bytes.length + 1;
    if (total > maxStreamBytes) throw new PdfRefusal(`a page's content decodes to more than ${maxStreamBytes} bytes (the limit for PDF streams)`);
    parts.push(bytes, Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}

function inheritedResources(page: PDFPage): PDFDict | undefined {
  return lookupDict(page.doc.context, page.node.getInheritableAttribute(PDFName.of('Resources')));
}

function isImagePage(page: PDFPage, scan: PageScan): boolean {
  const { width, height } = page.getSize();
  const area = Math.abs(width * height);
  const images = scan.imageAreas.reduce((a, b) => a + b, 0);
  return area > 0 && images >= IMAGE_PAGE_COVERAGE * area && !scan.glyphs.some((g) => !g.invisible);
}

/** Rewrites the ToUnicode map of each font that lost glyphs, keeping only codes still shown. */
function rebuildToUnicode(doc: PDFDocument, all: ReadonlyMap<string, FontInfo>, touched: ReadonlyMap<string, FontInfo>, used: ReadonlyMap<string, Set<number>>, maxStreamBytes: number): void {
  const context = doc.context;
  const byMap = new Map<string, { ref: PDFRef; codes: Set<number>; font: FontInfo }>();
  for (const font of touched.values()) {
    if (!font.toUnicode) continue;
    const key = font.toUnicode.toString();
    const entry = byMap.get(key) ?? { ref: font.toUnicode, codes: new Set<number>(), font };
    for (const c of used.get(font.key) ?? []) entry.codes.add(c);
    byMap.set(key, entry);
  }
  // Fonts that lost nothing but share a map with one that did keep their codes too.
  for (const font of all.values()) {
    const entry = font.toUnicode && !touched.has(font.key) ? byMap.get(font.toUnicode.toString()) : undefined;
    if (entry) for (const c of used.get(font.key) ?? []) entry.codes.add(c);
  }
  for (const { ref, codes, font } of byMap.values()) {
    const old = context.lookup(ref);
    if (!(old instanceof PDFStream)) continue;
    const map = parseToUnicode(latin1Text(decodeStream(old, maxStreamBytes)));
    const kept = new Map([...map].filter(([code]) => codes.has(code)));
    context.assign(ref, context.flateStream(writeToUnicode(kept, font.codespace)));
  }
}
