import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString, PDFBool, type PDFContext, type PDFDocument, type PDFObject } from 'pdf-lib';
import { stripImageMetadata } from '../lib/image-metadata.js';
import { removeEmbeddedFiles } from './attachments.js';
import { walkObjects } from './walk.js';
import { latin1Text } from './fonts.js';
import { lookupDict, NeedsReader, ownDecoding, scanPage, type StreamContext } from './interpreter.js';
import { buildPageText } from './page-text.js';
import { UnsupportedPage } from './refusal.js';
import { tokenizeWithComments } from './lexer.js';
import { decodeStream } from './streams.js';
import { redactTextStreams } from './text-streams.js';
import { richTextContent } from './rich-text.js';
import { xmpPacket, xmpPeople, type XmpPeople } from './xmp.js';
import type { EntityName } from '../../entities.js';

/** Redacts one string; returns undefined when it holds nothing to redact. */
export type StringRedactor = (text: string) => string | undefined;

/**
 * Redacts the value of a field whose meaning is known (`hint` names it, as a column's header
 * would): always a new value, the replacement of the whole value as `entity` when the
 * detectors find nothing in it.
 */
export type FieldRedactor = (value: string, hint: string, entity: EntityName) => string;

/** How names are redacted: one-word names (WORD_NAME), and the keys of resources that content streams name (rewrite.ts renames those). */
export interface NameRedactors {
  word?: StringRedactor;
  resource?: (name: string) => string | undefined;
}

export interface ScrubReport {
  attachments: number;
  signatures: number;
}

const name = (s: string) => PDFName.of(s);

/**
 * Keys whose whole value goes: XMP (author, tool and edit history), private app data, page
 * thumbnails (a picture of the page before redaction), associated files (PDF 2.0 /AF: attachments).
 */
const DROPPED_KEYS = [name('Metadata'), name('PieceInfo'), name('Thumb'), name('AF')];
/**
 * Keys whose name values are the file's vocabulary, not text: font names (a font may be called
 * Montserrat), filters, encodings and glyph names, colour spaces. Their names are never renamed.
 */
const STRUCTURAL_NAME_KEYS = new Set(['Type', 'Subtype', 'S', 'BaseFont', 'FontName', 'Filter', 'Encoding', 'BaseEncoding', 'Differences', 'ColorSpace', 'CS', 'Intent', 'BM'].map(name));
/**
 * A name that is one word of ASCII letters, maybe numbered (MediaBox, WinAnsiEncoding, F1, Im12),
 * is the file's vocabulary: not read by the detectors, only by the document's memory as the
 * words it joins (`redactWord`: /JaneRoe when Jane Roe is named elsewhere).
 */
export const WORD_NAME = /^[A-Za-z]+\d*$/;
/** The resources whose names content streams use in the operators rewrite.ts and marked-content.ts rename. */
const RENAMED_RESOURCES = new Set(['Font', 'XObject', 'ExtGState', 'ColorSpace', 'Pattern', 'Shading', 'Properties'].map(name));
/** Info entries that name the software that wrote the file (and often a user's paths): removed. */
const DROPPED_INFO = [name('Creator'), name('Producer')];

/**
 * Everything outside the page content that carries text (shared/design/documents.md): every
 * string object reachable from the catalog and Info (annotation /Contents /T /RC, form /V /DV /TU,
 * outline /Title, names-tree keys, /PageLabels, /Alt, /ActualText …) is redacted in place;
 * appearance streams that showed changed text are dropped so viewers regenerate them;
 * attachments, JavaScript, XFA and signatures are removed, as is identifying metadata.
 */
export function scrubDocument(doc: PDFDocument, redact: StringRedactor, redactField: FieldRedactor, maxStreamBytes: number, nameRedactors: NameRedactors = {}): ScrubReport {
  const context = doc.context;
  const report: ScrubReport = { attachments: 0, signatures: 0 };
  const catalog = doc.catalog;
  const info = lookupDict(context, context.trailerInfo.Info);
  if (info) for (const k of DROPPED_INFO) info.delete(k);
  // The author is a person by definition (issue 13): redacted as one, not just removed, so the
  // file still says it had one. Read before the strings below are redacted on their own.
  const author = info ? textOf(context.lookup(info.get(name('Author')))) : undefined;
  const people = catalogXmpPeople(context, catalog, maxStreamBytes);

  const names = lookupDict(context, catalog.get(name('Names')));
  if (names) {
    const files = names.get(name('EmbeddedFiles'));
    if (files) report.attachments += countNameTreeLeaves(context, files);
    names.delete(name('EmbeddedFiles'));
    names.delete(name('JavaScript'));
  }
  const open = lookupDict(context, catalog.get(name('OpenAction')));
  if (open && open.get(name('S')) === name('JavaScript')) catalog.delete(name('OpenAction'));
  catalog.delete(name('Perms'));

  const acroForm = lookupDict(context, catalog.get(name('AcroForm')));
  if (acroForm) acroForm.delete(name('XFA'));

  if (info) info.delete(name('Author'));
  const changed = redactStrings(context, redact, nameRedactors, [catalog, ...(info ? [info] : [])]);
  if (info && author !== undefined && author.trim()) info.set(name('Author'), PDFHexString.fromText(redactField(author, 'Author', 'PERSON_NAME')));
  if (people && people.creator.length + people.contributor.length > 0) {
    const replaced = {
      creator: people.creator.map((v) => redactField(v, 'creator', 'PERSON_NAME')),
      contributor: people.contributor.map((v) => redactField(v, 'contributor', 'PERSON_NAME')),
    };
    const stream = context.stream(xmpPacket(replaced), { Type: 'Metadata', Subtype: 'XML' });
    catalog.set(name('Metadata'), context.register(stream));
  }

  let widgetsChanged = false;
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const keep: PDFObject[] = [];
    for (const entry of annots.asArray()) {
      const annot = lookupDict(context, entry);
      if (!annot) continue;
      const subtype = annot.get(name('Subtype'));
      if (subtype === name('FileAttachment')) {
        report.attachments++;
        continue;
      }
      const field = fieldOf(context, annot);
      if (field && field.get(name('FT')) === name('Sig') && field.get(name('V'))) {
        field.delete(name('V'));
        annot.delete(name('AP'));
        report.signatures++;
      }
      // Rich text holding a finding goes (the plain /Contents or /V beside it stays, redacted).
      for (const holder of field && field !== annot ? [annot, field] : [annot]) {
        for (const key of [name('RC'), name('RV')]) {
          const rich = richText(context, holder.get(key), maxStreamBytes);
          if (rich !== undefined && redact(rich) !== undefined) holder.delete(key);
        }
      }
      const touched = changed.has(annot) || (field !== undefined && changed.has(field));
      if (touched || appearanceHasFindings(context, annot, redact, maxStreamBytes)) {
        annot.delete(name('AP'));
        if (subtype === name('Widget')) widgetsChanged = true;
      }
      keep.push(entry);
    }
    if (keep.length !== annots.size()) page.node.set(name('Annots'), context.obj(keep));
  }
  if (acroForm && widgetsChanged) acroForm.set(name('NeedAppearances'), PDFBool.True);
  report.attachments += removeEmbeddedFiles(context);
  redactTextStreams(context, redact, maxStreamBytes);
  stripJpegMetadata(context);
  return report;
}

/** The text of a rich-text string or stream, markup removed. */
function richText(context: PDFContext, value: PDFObject | undefined, maxStreamBytes: number): string | undefined {
  const o = context.lookup(value);
  if (o instanceof PDFStream) {
    try {
      return richTextContent(Buffer.from(decodeStream(o, maxStreamBytes)).toString('utf8'));
    } catch {
      return undefined;
    }
  }
  const text = textOf(o);
  return text === undefined ? undefined : richTextContent(text);
}

function textOf(o: PDFObject | undefined): string | undefined {
  return o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined;
}

/** dc:creator and dc:contributor of the catalog's XMP stream, if it has one that can be read. */
function catalogXmpPeople(context: PDFContext, catalog: PDFDict, maxStreamBytes: number): XmpPeople | undefined {
  const stream = context.lookup(catalog.get(name('Metadata')));
  if (!(stream instanceof PDFStream)) return undefined;
  try {
    return xmpPeople(Buffer.from(decodeStream(stream, maxStreamBytes)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A JPEG image XObject (/DCTDecode) holds the file as the camera wrote it: EXIF with the
 * owner's name, GPS position and a thumbnail, XMP, comments. They go; the pixels stay.
 */
function stripJpegMetadata(context: PDFContext): void {
  for (const [ref, obj] of context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(name('Subtype')) !== name('Image')) continue;
    const filter = obj.dict.get(name('Filter'));
    const only = filter instanceof PDFArray && filter.size() === 1 ? filter.get(0) : filter;
    if (only !== name('DCTDecode')) continue;
    const stripped = stripImageMetadata(obj.contents);
    if (stripped) context.assign(ref, PDFRawStream.of(obj.dict, stripped));
  }
}

/**
 * Redacts every string reachable from `roots` (not stream contents) and drops DROPPED_KEYS;
 * returns the containers it changed. Names are text too (a named destination, a radio button's
 * export value, an Info entry written as a name): one holding a finding is renamed to its
 * redacted text, as a value and as a dictionary key, alike everywhere (a /GoTo's /D and the
 * /Dests key it names, an /AS and its appearance; a one-word name through `names.word`) — except the keys of resource dictionaries,
 * which content streams refer to (those of fonts, forms… through `names.resource`, as the
 * streams' operators were), and of a Type3 font's glyph procedures.
 */
function redactStrings(context: PDFContext, redact: StringRedactor, names: NameRedactors, roots: PDFObject[]): Set<PDFObject> {
  const changed = new Set<PDFObject>();
  const resourceDicts = new Set<PDFObject>();
  /** Resource dictionaries whose keys content streams name (fonts, forms…), renamed by names.resource. */
  const renamedDicts = new Set<PDFObject>();
  const clean = new Set<string>();
  const redactName = (n: PDFName): PDFName | undefined => {
    const text = n.decodeText();
    if (clean.has(text)) return undefined;
    const out = WORD_NAME.test(text) ? names.word?.(text) : redact(text);
    if (out === undefined) clean.add(text);
    return out === undefined ? undefined : name(out);
  };
  const renamedResource = (k: PDFName): PDFName | undefined => {
    const out = names.resource?.(k.decodeText());
    return out === undefined ? undefined : name(out);
  };
  const structural = new Set<PDFArray>();
  /** Redacts a string or renames a name in place; returns a value to walk into. */
  const visit = (value: PDFObject, set: (v: PDFObject) => void, owner: PDFObject, key: PDFName | undefined): PDFObject | undefined => {
    if (value instanceof PDFString || value instanceof PDFHexString) {
      const out = redact(value.decodeText());
      if (out !== undefined) {
        set(PDFHexString.fromText(out));
        changed.add(owner);
      }
    } else if (value instanceof PDFName) {
      if (key && STRUCTURAL_NAME_KEYS.has(key)) return undefined;
      const out = redactName(value);
      if (out) {
        set(out);
        changed.add(owner);
      }
    } else {
      if (key && STRUCTURAL_NAME_KEYS.has(key) && value instanceof PDFArray) structural.add(value);
      return value;
    }
    return undefined;
  };
  walkObjects(context, roots, (o) => {
    const next: PDFObject[] = [];
    if (o instanceof PDFDict) {
      for (const k of DROPPED_KEYS) o.delete(k);
      const dict = o;
      const procs = context.lookup(dict.get(name('CharProcs')));
      if (procs instanceof PDFDict) resourceDicts.add(procs);
      const resources = context.lookup(dict.get(name('Resources')));
      if (resources instanceof PDFDict) {
        resourceDicts.add(resources);
        for (const [k, v] of resources.entries()) {
          const sub = context.lookup(v);
          if (sub instanceof PDFDict) (RENAMED_RESOURCES.has(k) ? renamedDicts : resourceDicts).add(sub);
        }
      }
      for (const [k, v] of dict.entries()) {
        const key = renamedDicts.has(dict) ? renamedResource(k) : resourceDicts.has(dict) ? undefined : redactName(k);
        if (key) {
          dict.delete(k);
          dict.set(key, v);
          changed.add(dict);
        }
        const at = key ?? k;
        const inner = visit(v, (nv) => dict.set(at, nv), dict, at);
        if (inner) next.push(inner);
      }
    } else {
      const arr = o;
      const key = structural.has(arr) ? name('Type') : undefined;
      arr.asArray().forEach((v, i) => {
        const inner = visit(v, (nv) => arr.set(i, nv), arr, key);
        if (inner) next.push(inner);
      });
    }
    return next;
  });
  // A changed array (e.g. a field's /Opt or a names-tree /Names) counts for the dicts holding it.
  return changed;
}

function fieldOf(context: PDFContext, annot: PDFDict): PDFDict | undefined {
  let d: PDFDict | undefined = annot;
  for (let depth = 0; d && depth < 32; depth++) {
    if (d.get(name('FT'))) return d;
    d = lookupDict(context, d.get(name('Parent')));
  }
  return undefined;
}

/**
 * Whether any appearance of an annotation shows something to redact: the normal one and those
 * shown on mouse-over (/R) and while pressed (/D), each a stream or a dictionary of states.
 */
function appearanceHasFindings(context: PDFContext, annot: PDFDict, redact: StringRedactor, maxStreamBytes: number): boolean {
  const ap = lookupDict(context, annot.get(name('AP')));
  if (!ap) return false;
  const streams: PDFStream[] = [];
  for (const key of ['N', 'R', 'D']) {
    const appearance = context.lookup(ap.get(name(key)));
    if (appearance instanceof PDFStream) streams.push(appearance);
    else if (appearance instanceof PDFDict) for (const [, v] of appearance.entries()) {
      const s = context.lookup(v);
      if (s instanceof PDFStream) streams.push(s);
    }
  }
  for (const s of streams) {
    if (redact(appearanceText(context, s, maxStreamBytes)) !== undefined) return true;
  }
  return false;
}

/**
 * The text an appearance stream shows, and its comments: decoded through its fonts when they say their widths and
 * Unicode plainly (as page text is), else its strings read as single-byte and UTF-16 text.
 */
export function appearanceText(context: PDFContext, stream: PDFStream, maxStreamBytes: number): string {
  const data = decodeStream(stream, maxStreamBytes);
  const resources = lookupDict(context, stream.dict.get(name('Resources')));
  try {
    const scan = scanPage(data, resources, ownDecoding, { context, maxStreamBytes, fonts: new Map(), tokenCache: new WeakMap() });
    let comments = '';
    const visit = (c: StreamContext) => {
      for (const [start, end] of c.comments) comments += '\n' + latin1Text(c.data.subarray(start + 1, end));
      c.children.forEach(visit);
    };
    visit(scan.root);
    return buildPageText(scan.glyphs).text + comments;
  } catch (e) {
    if (!(e instanceof NeedsReader) && !(e instanceof UnsupportedPage)) throw e;
  }
  let text = '';
  try {
    const { ops, comments } = tokenizeWithComments(data);
    for (const [start, end] of comments) text += latin1Text(data.subarray(start + 1, end)) + '\n';
    for (const op of ops) {
      for (const operand of op.operands) {
        const items = operand.kind === 'array' ? operand.items : [operand];
        for (const it of items) if (it.kind === 'string') text += latin1Text(it.bytes) + utf16(it.bytes);
      }
      if (op.op === 'ET' || op.op === "'" || op.op === '"' || op.op === 'T*' || op.op === 'Td' || op.op === 'TD') text += '\n';
    }
  } catch {
    return text;
  }
  return text;
}

function utf16(bytes: Uint8Array): string {
  if (bytes.length < 2 || bytes.length % 2) return '';
  let s = ' ';
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return s;
}

function countNameTreeLeaves(context: PDFContext, node: PDFObject, depth = 0): number {
  const dict = lookupDict(context, node);
  if (!dict || depth > 32) return 0;
  const names = context.lookup(dict.get(name('Names')));
  let n = names instanceof PDFArray ? Math.floor(names.size() / 2) : 0;
  const kids = context.lookup(dict.get(name('Kids')));
  if (kids instanceof PDFArray) for (const k of kids.asArray()) n += countNameTreeLeaves(context, k, depth + 1);
  return n;
}
