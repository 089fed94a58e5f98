import { countFindings, sortCounts } from '../../engine/redactor.js';
import { InputError } from '../../errors.js';
import type { FormatContext, FormatResult, Limits } from '../types.js';
import { stripImageMetadata } from '../lib/image-metadata.js';
import { MIN_TRUSTED_CONFIDENCE, ocrLanguages, ocrVerdict } from '../lib/ocr.js';
import { redactPicture, UnreadablePicture } from '../lib/picture.js';
import { isTiffData, redactTiff } from '../lib/tiff.js';
import { readZip, readZipFile, writeZip, writeZipFile, type ZipEntry } from '../zip.js';
import { redactXmlDocument } from './dom-pass.js';
import { removeEmbeddedObjects } from './embedded-objects.js';
import { embeddedKind, EXCEL, WORD, type OfficeKind } from './kinds.js';
import { readingJoinedWords } from './joined-words.js';
import { removeMacros } from './macros.js';
import { rememberPersons } from './persons.js';
import { partName, relationships, type PartContext } from './relationships.js';
import { redactVml } from './vml.js';
import { decodeXml, encodeXml, parseXml, serializeXml } from './xml.js';

/**
 * The Office Open XML package ([ECMA-376] Part 2, Open Packaging Conventions) as the docx and
 * xlsx handlers share it: read safely, find the main part, drop the thumbnail, redact every
 * XML part (a format may take some parts itself), write back in the original entry order.
 */

const REL_OFFICE_DOCUMENT = /\/officeDocument$/;
// [ECMA-376] Part 2 §11.1 (core properties) and the package thumbnail relationship: a picture of
// the first page as it was before redaction.
const REL_THUMBNAIL = 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail';

function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

function mainPart(parts: ReadonlyMap<string, ZipEntry>, kind: OfficeKind, displayName: string): string {
  const notIt = () => new InputError(displayName, `not ${kind.label} (no Office Open XML main part)`);
  if (!parts.has('[Content_Types].xml')) throw notIt();
  const rel = relationships(parts, '_rels/.rels', displayName).find((r) => REL_OFFICE_DOCUMENT.test(r.type));
  if (!rel) throw notIt();
  const main = partName(rel.target, '');
  if (!parts.has(main)) throw notIt();
  const types = parseXml(decodeXml(parts.get('[Content_Types].xml')!.data), displayName, '[Content_Types].xml');
  const overrides = types.getElementsByTagName('Override');
  let contentType = '';
  for (let i = 0; i < overrides.length; i++) {
    const o = overrides.item(i)!;
    if (partName(o.getAttribute('PartName') ?? '', '') === main) contentType = o.getAttribute('ContentType') ?? '';
  }
  if (!kind.mainContentType.test(contentType)) throw new InputError(displayName, `not ${kind.label}`);
  return main;
}

/** Removes the thumbnail parts, their relationships and content-type overrides. */
function dropThumbnails(parts: Map<string, ZipEntry>, displayName: string): Map<string, string> {
  const edited = new Map<string, string>();
  const rels = parts.get('_rels/.rels');
  if (!rels) return edited;
  const doc = parseXml(decodeXml(rels.data), displayName, '_rels/.rels');
  const list = doc.getElementsByTagName('Relationship');
  const dropped: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const r = list.item(i)!;
    if (r.getAttribute('Type') !== REL_THUMBNAIL) continue;
    dropped.push(partName(r.getAttribute('Target') ?? '', ''));
    r.parentNode!.removeChild(r);
  }
  if (!dropped.length) return edited;
  edited.set('_rels/.rels', serializeXml(doc));
  for (const name of dropped) parts.delete(name);
  const types = parseXml(decodeXml(parts.get('[Content_Types].xml')!.data), displayName, '[Content_Types].xml');
  const overrides = types.getElementsByTagName('Override');
  for (let i = overrides.length - 1; i >= 0; i--) {
    const o = overrides.item(i)!;
    if (dropped.includes(partName(o.getAttribute('PartName') ?? '', ''))) o.parentNode!.removeChild(o);
  }
  edited.set('[Content_Types].xml', serializeXml(types));
  return edited;
}

/** Redacts one generic part: XML through the DOM pass, VML by its text; undefined if unchanged. */
function redactPart(entry: ZipEntry, ctx: PartContext): string | undefined {
  if (/\.vml$/i.test(entry.name)) return redactVml(decodeXml(entry.data), ctx, entry.name);
  if (!isXmlPart(entry.name)) return undefined;
  const doc = parseXml(decodeXml(entry.data), ctx.displayName, entry.name);
  return redactXmlDocument(doc, ctx.redactor, ctx.counts) ? serializeXml(doc) : undefined;
}

// Pictures whose metadata stripImageMetadata removes, and the kinds it can't.
const PHOTO = /\/media\/.+\.(png|jpe?g|tiff?)$/i;
const OTHER_IMAGE = /\/media\/.+\.(gif|bmp|emf|wmf|svg)$/i;

// Packages inside packages (a chart's workbook inside a document) are redacted too, one level deep.
const MAX_NESTING = 1;

function warningsFor(names: readonly string[], ocr: boolean): string[] {
  const warnings: string[] = [];
  const photos = names.filter((n) => PHOTO.test(n));
  if (photos.length) warnings.push(ocr ? `${photos.length} image(s) were OCR'd for text in the picture, found text redacted in their pixels (their metadata was removed)` : `${photos.length} image(s) were not scanned for text in the picture (their metadata was removed)`);
  const others = names.filter((n) => OTHER_IMAGE.test(n));
  if (others.length) warnings.push(`${others.length} image(s) were not scanned (text in pictures and their metadata stay)`);
  return warnings;
}

/** Redacts every part of one package; returns the entries to write, in the original order. */
async function redactEntries(entries: ZipEntry[], kind: OfficeKind, ctx: PartContext, limits: Limits, depth: number): Promise<ZipEntry[]> {
  const parts = new Map(entries.map((e) => [e.name, e]));
  const main = mainPart(parts, kind, ctx.displayName);
  const edited = dropThumbnails(parts, ctx.displayName);
  rememberPersons(parts, ctx);
  const macros = removeMacros(parts, edited, ctx);
  const embedded = removeEmbeddedObjects(parts, edited, () => depth < MAX_NESTING, (name) => PHOTO.test(name), ctx);
  kind.prepare?.(parts, main, ctx);
  const own = kind.parts ? kind.parts(parts, main, ctx) : new Map<string, string | undefined>();
  // Parts replaced by bytes: packages inside this one, pictures without their metadata.
  const replaced = new Map<string, Buffer>();
  for (const [name, entry] of parts) {
    if (own.has(name)) continue;
    const inner = embedded.redacted.has(name) ? embeddedKind(name) : undefined;
    if (inner) {
      replaced.set(name, await redactEmbedded(entry, inner, ctx, limits, depth + 1));
      continue;
    }
    if (PHOTO.test(name) && ctx.ocrLang) {
      replaced.set(name, await ocrPicture(name, entry.data, ctx, ctx.ocrLang));
      continue;
    }
    if (PHOTO.test(name) && isTiffData(entry.data)) {
      // A TIFF is written anew, without its metadata (lib/tiff.ts); one that can't be read stays.
      const out = await redactTiff(entry.data, ctx.redactor, undefined).catch((e: unknown) => {
        if (e instanceof UnreadablePicture) return undefined;
        throw e;
      });
      if (out) replaced.set(name, Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength));
      continue;
    }
    if (PHOTO.test(name)) {
      const stripped = stripImageMetadata(entry.data);
      if (stripped) replaced.set(name, Buffer.from(stripped.buffer, stripped.byteOffset, stripped.byteLength));
      continue;
    }
    const source = edited.has(name) ? { ...entry, data: encodeXml(edited.get(name)!, entry.data) } : entry;
    const text = redactPart(source, ctx);
    if (text !== undefined) edited.set(name, text);
  }
  for (const [name, text] of own) if (text !== undefined) edited.set(name, text);
  ctx.warnings.push(...macros, ...embedded.warnings, ...warningsFor([...parts.keys()], ctx.ocrLang !== undefined));
  return entries
    .filter((e) => parts.has(e.name))
    .map((e) => {
      const entry = parts.get(e.name)!;
      const data = replaced.get(e.name) ?? (edited.has(e.name) ? encodeXml(edited.get(e.name)!, e.data) : undefined);
      return data ? { ...entry, data } : entry;
    });
}

/**
 * A picture of the package, OCR'd with boxes burnt into its pixels and its metadata removed.
 * A warning for a picture whose OCR is too unsure to trust, or that could not be read (its
 * metadata is removed all the same); the others are counted in one line (warningsFor).
 */
async function ocrPicture(name: string, data: Buffer, ctx: PartContext, lang: string): Promise<Buffer> {
  try {
    if (isTiffData(data)) {
      const out = await redactTiff(data, ctx.redactor, lang);
      countFindings(out.findings, ctx.counts);
      for (const ocr of out.pages) if (ocr.words.length && ocr.confidence < MIN_TRUSTED_CONFIDENCE) ctx.warnings.push(ocrVerdict(`image ${name}`, ocr));
      return Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength);
    }
    const out = await redactPicture(data, ctx.redactor, lang);
    countFindings(out.findings, ctx.counts);
    if (out.ocr.words.length && out.ocr.confidence < MIN_TRUSTED_CONFIDENCE) ctx.warnings.push(ocrVerdict(`image ${name}`, out.ocr));
    return Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength);
  } catch (e) {
    if (!(e instanceof UnreadablePicture)) throw e;
    const stripped = isTiffData(data) ? undefined : stripImageMetadata(data);
    ctx.warnings.push(`image ${name} ${e.message}: not scanned for text (${stripped || !isTiffData(data) ? 'its metadata was removed' : 'its metadata stays'})`);
    return stripped ? Buffer.from(stripped.buffer, stripped.byteOffset, stripped.byteLength) : data;
  }
}

async function redactEmbedded(entry: ZipEntry, kind: OfficeKind, ctx: PartContext, limits: Limits, depth: number): Promise<Buffer> {
  try {
    const entries = await readZip(entry.data, ctx.displayName, limits);
    return await writeZip(await redactEntries(entries, kind, { ...ctx, partPrefix: `${ctx.partPrefix ?? ''}${entry.name}!/` }, limits, depth));
  } catch (e) {
    // Unreadable embedded data may hold PII: the file fails rather than pass it on unscanned.
    if (e instanceof InputError) throw new InputError(ctx.displayName, `embedded ${entry.name}: ${e.reason}`, { cause: e });
    throw e;
  }
}

export async function redactOfficeFile(inputPath: string, outputPath: string, ctx: FormatContext, kindName: 'docx' | 'xlsx'): Promise<FormatResult> {
  const entries = await readZipFile(inputPath, ctx.displayName, ctx.limits);
  const ocrLang = ocrLanguages(ctx.options);
  const partCtx: PartContext = {
    redactor: readingJoinedWords(ctx.redactor),
    counts: {},
    displayName: ctx.displayName,
    warnings: [],
    ...(ocrLang ? { ocrLang } : {}),
    ...(ctx.discardOutput ? { discardOutput: true } : {}),
    ...(ctx.carry ? { carry: ctx.carry } : {}),
  };
  const out = await redactEntries(entries, kindName === 'docx' ? WORD : EXCEL, partCtx, ctx.limits, 0);
  // A document's first pass has shown the redactor every text: nothing to compress and write.
  if (!ctx.discardOutput) await writeZipFile(out, outputPath);
  return { counts: sortCounts(partCtx.counts), warnings: partCtx.warnings };
}
