import type { Redactor } from '../../engine/redactor.js';
import { sortCounts } from '../../engine/redactor.js';
import { InputError } from '../../errors.js';
import type { FormatContext, FormatResult } from '../types.js';
import { readZipFile, writeZipFile, type ZipEntry } from '../zip.js';
import { redactXmlDocument } from './dom-pass.js';
import type { Counts } from './pieces.js';
import { redactVml } from './vml.js';
import { decodeXml, parseXml, serializeXml } from './xml.js';

/**
 * The Office Open XML package ([ECMA-376] Part 2, Open Packaging Conventions) as the docx and
 * xlsx handlers share it: read safely, find the main part, drop the thumbnail, redact every
 * XML part (a format may take some parts itself), write back in the original entry order.
 */

const REL_OFFICE_DOCUMENT = /\/officeDocument$/;
// [ECMA-376] Part 2 §11.1 (core properties) and the package thumbnail relationship: a picture of
// the first page as it was before redaction.
const REL_THUMBNAIL = 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail';

export interface OfficeKind {
  /** Used in "not a Word document". */
  label: string;
  /** Content types of the main part this handler accepts. */
  mainContentType: RegExp;
}

export interface PartContext {
  redactor: Redactor;
  counts: Counts;
  displayName: string;
}

/**
 * A format's own processing of some parts: returns every part it took, by name, with its new
 * text, or undefined when it left that part unchanged.
 */
export type PartsHandler = (
  parts: ReadonlyMap<string, ZipEntry>,
  main: string,
  ctx: PartContext,
) => Map<string, string | undefined>;

export function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

/** Resolves a relationship target against the folder of the part that owns the relationship. */
export function partName(target: string, baseDir: string): string {
  const joined = target.startsWith('/') ? target.slice(1) : baseDir + target;
  const out: string[] = [];
  for (const seg of joined.split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return out.join('/');
}

export interface Relationship {
  type: string;
  target: string;
}

/** A part's internal relationships (external targets are left out). */
export function relationships(parts: ReadonlyMap<string, ZipEntry>, relsName: string, displayName: string): Relationship[] {
  const entry = parts.get(relsName);
  if (!entry) return [];
  const doc = parseXml(decodeXml(entry.data), displayName, relsName);
  const rels = doc.getElementsByTagName('Relationship');
  const out: Relationship[] = [];
  for (let i = 0; i < rels.length; i++) {
    const r = rels.item(i)!;
    if (r.getAttribute('TargetMode') === 'External') continue;
    out.push({ type: r.getAttribute('Type') ?? '', target: r.getAttribute('Target') ?? '' });
  }
  return out;
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

function warningsFor(names: readonly string[]): string[] {
  const warnings: string[] = [];
  const embedded = names.filter((n) => /\/embeddings\//.test(n));
  for (const n of embedded) warnings.push(`embedded object ${n} was not scanned`);
  const images = names.filter((n) => /\/media\/.+\.(png|jpe?g|gif|bmp|tiff?|emf|wmf|svg)$/i.test(n));
  if (images.length) warnings.push(`${images.length} image(s) were not scanned (text in pictures and their metadata stay)`);
  return warnings;
}

export async function redactOfficeFile(
  inputPath: string,
  outputPath: string,
  ctx: FormatContext,
  kind: OfficeKind,
  formatParts?: PartsHandler,
): Promise<FormatResult> {
  const entries = await readZipFile(inputPath, ctx.displayName, ctx.limits);
  const parts = new Map(entries.map((e) => [e.name, e]));
  const main = mainPart(parts, kind, ctx.displayName);
  const edited = dropThumbnails(parts, ctx.displayName);
  const partCtx: PartContext = { redactor: ctx.redactor, counts: {}, displayName: ctx.displayName };
  const own = formatParts ? formatParts(parts, main, partCtx) : new Map<string, string | undefined>();
  for (const [name, entry] of parts) {
    if (own.has(name)) continue;
    const source = edited.has(name) ? { ...entry, data: Buffer.from(edited.get(name)!, 'utf8') } : entry;
    const text = redactPart(source, partCtx);
    if (text !== undefined) edited.set(name, text);
  }
  for (const [name, text] of own) if (text !== undefined) edited.set(name, text);
  const out = entries
    .filter((e) => parts.has(e.name))
    .map((e) => (edited.has(e.name) ? { ...e, data: Buffer.from(edited.get(e.name)!, 'utf8') } : e));
  await writeZipFile(out, outputPath);
  return { counts: sortCounts(partCtx.counts), warnings: warningsFor([...parts.keys()]) };
}
