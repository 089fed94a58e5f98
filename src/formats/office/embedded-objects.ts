import type { Document, Element, Node } from '@xmldom/xmldom';
import type { ZipEntry } from '../zip.js';
import { embeddedKind } from './kinds.js';
import { partName, type PartContext } from './relationships.js';
import { decodeXml, encodeXml, parseXml, serializeXml } from './xml.js';

/**
 * Objects embedded in a package (Insert > Object, a pasted workbook, an altChunk) hold their own
 * data, and Word and Excel draw each with a preview picture of its content (an EMF, WMF or PNG
 * in `media/`) that shows that data too. A Word or Excel package inside is redacted by this
 * tool (package.ts, up to MAX_NESTING deep); anything else (an OLE compound file `*.bin`, a
 * presentation, a PDF, an altChunk of HTML or RTF, a package nested deeper) can't be, so it is
 * removed, as PDF attachments are: the part, its relationship and content-type override, and
 * the markup that placed it (Word: the object becomes a picture frame, `w:object` -> `w:pict`;
 * Excel: the `oleObject`). The preview picture of every object, kept or removed, goes with its
 * relationship: the frame keeps its size and shows nothing. A part that no relationship reaches
 * (left behind by an editor) and that is never scanned (not XML, not a photo) is removed too:
 * nothing reads it.
 */

// Relationship types ([ECMA-376] Part 1 §15.2.10 package, §15.2.11 oleObject, §17.17.2.1
// altChunk's aFChunk) whose targets are objects embedded in the package.
// An ActiveX control (§15.2.7 control) keeps its state, text typed into it included, in its own
// parts (activeX1.xml's properties, activeX1.bin): it goes like an object.
const EMBEDDING_REL = /\/(oleObject|package|aFChunk|control)$/;
const W_NS = new Set(['http://schemas.openxmlformats.org/wordprocessingml/2006/main', 'http://purl.oclc.org/ooxml/wordprocessingml/main']);
const S_NS = new Set(['http://schemas.openxmlformats.org/spreadsheetml/2006/main', 'http://purl.oclc.org/ooxml/spreadsheetml/main']);
const C_NS = new Set(['http://schemas.openxmlformats.org/drawingml/2006/chart', 'http://purl.oclc.org/ooxml/drawingml/chart']);
const R_NS = new Set(['http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'http://purl.oclc.org/ooxml/officeDocument/relationships']);
const VML_NS = 'urn:schemas-microsoft-com:vml';
const O_NS = 'urn:schemas-microsoft-com:office:office';

interface Rel {
  el: Element;
  id: string;
  type: string;
  target: string;
  external: boolean;
}

interface RelsPart {
  name: string;
  source: string;
  doc: Document;
  rels: Rel[];
}

function sourceOf(relsName: string): string {
  return relsName.replace(/(^|\/)_rels\/([^/]*)\.rels$/, '$1$2');
}

/** Every element under `root`, in document order (a stack, not recursion: parts can nest deep). */
function* descendants(root: Node): Generator<Element> {
  const stack: Node[] = [];
  for (let c = root.lastChild; c; c = c.previousSibling) stack.push(c);
  while (stack.length) {
    const n = stack.pop()!;
    if (n.nodeType !== 1) continue;
    yield n as Element;
    for (let c = n.lastChild; c; c = c.previousSibling) stack.push(c);
  }
}

function relId(el: Element, local: string): string | undefined {
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    if (R_NS.has(a.namespaceURI ?? '') && a.localName === local) return a.value;
  }
  return undefined;
}

function remove(el: Element): void {
  el.parentNode?.removeChild(el);
}

/** Removes an element left empty of elements by a removal, and its empty Markup Compatibility wrappers. */
function removeIfEmpty(el: Element | null, stopAt: Element): void {
  while (el && el !== stopAt && !firstElement(el)) {
    const parent = el.parentNode as Element | null;
    remove(el);
    el = parent;
  }
}

function firstElement(el: Element): Element | undefined {
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) return c as Element;
  return undefined;
}

export interface EmbeddedObjects {
  /** Embedded Word and Excel packages left for package.ts to redact. */
  redacted: Set<string>;
  /** Warnings (part names only). */
  warnings: string[];
}

/**
 * Removes what can't be redacted (see above) from `parts` (edited in place: part texts replaced,
 * parts deleted), taking each part's current text from `edited` when an earlier step changed it.
 */
export function removeEmbeddedObjects(
  parts: Map<string, ZipEntry>,
  edited: Map<string, string>,
  canRedact: (name: string) => boolean,
  scanned: (name: string) => boolean,
  ctx: PartContext,
): EmbeddedObjects {
  const text = (name: string) => edited.get(name) ?? decodeXml(parts.get(name)!.data);
  const setText = (name: string, xml: string) => {
    edited.delete(name);
    const entry = parts.get(name)!;
    parts.set(name, { ...entry, data: encodeXml(xml, entry.data) });
  };
  const relsParts: RelsPart[] = [];
  for (const name of parts.keys()) {
    if (!/(^|\/)_rels\/[^/]*\.rels$/.test(name)) continue;
    const doc = parseXml(text(name), ctx.displayName, name);
    const source = sourceOf(name);
    const baseDir = source.slice(0, source.lastIndexOf('/') + 1);
    const rels: Rel[] = [];
    const list = doc.getElementsByTagName('Relationship');
    for (let i = 0; i < list.length; i++) {
      const el = list.item(i)!;
      const external = el.getAttribute('TargetMode') === 'External';
      const raw = el.getAttribute('Target') ?? '';
      rels.push({ el, id: el.getAttribute('Id') ?? '', type: el.getAttribute('Type') ?? '', target: external ? raw : partName(raw, baseDir), external });
    }
    relsParts.push({ name, source, doc, rels });
  }

  // Which embedded parts go, which are redacted.
  const embedded = new Set<string>();
  for (const rp of relsParts) for (const r of rp.rels) if (!r.external && EMBEDDING_REL.test(r.type) && parts.has(r.target)) embedded.add(r.target);
  for (const name of parts.keys()) if (/(^|\/)embeddings\/[^/]+$/.test(name)) embedded.add(name);
  const redacted = new Set([...embedded].filter((n) => embeddedKind(n) && canRedact(n)));
  const removed = new Set([...embedded].filter((n) => !redacted.has(n)));
  const at = ctx.partPrefix ?? '';
  const controls = new Set<string>();
  for (const rp of relsParts) for (const r of rp.rels) if (!r.external && /\/control$/.test(r.type)) controls.add(r.target);
  const warnings = [...removed].map((n) =>
    controls.has(n) ? `ActiveX control ${at}${n} was removed with its state (not scanned)` : `embedded object ${at}${n} was removed (${embeddedKind(n) ? 'nested too deep' : 'not a format this tool redacts'})`,
  );

  // The markup that places each object, in the parts that own their relationships.
  const deadIds = new Map<string, Set<string>>(); // source part -> relationship ids no longer referenced
  const vmlShapes = new Map<string, Set<string>>(); // sheet part -> shape ids of its OLE objects
  for (const rp of relsParts) {
    if (!parts.has(rp.source) || !/\.xml$/i.test(rp.source)) continue;
    const byId = new Map(rp.rels.map((r) => [r.id, r]));
    // A linked object (o:OLEObject Type="Link", an external target) has no data inside, but its
    // preview is the linked data as it last looked: it goes too.
    const isObjectRel = (r: Rel | undefined) => r !== undefined && (r.external ? EMBEDDING_REL.test(r.type) : embedded.has(r.target));
    const embeddedHere = rp.rels.some(isObjectRel);
    if (!embeddedHere) continue;
    const doc = parseXml(text(rp.source), ctx.displayName, rp.source);
    const dead = new Set<string>();
    const goes = (id: string | undefined) => id !== undefined && removed.has(byId.get(id)?.target ?? '');
    const isEmbedded = (id: string | undefined) => id !== undefined && isObjectRel(byId.get(id));
    for (const el of [...descendants(doc)]) {
      const ns = el.namespaceURI ?? '';
      const name = el.localName ?? '';
      if (W_NS.has(ns) && name === 'object') {
        const ole = [...descendants(el)].find((d) => (d.namespaceURI === O_NS && d.localName === 'OLEObject') || (W_NS.has(d.namespaceURI ?? '') && d.localName === 'control'));
        const id = ole ? relId(ole, 'id') : undefined;
        if (!isEmbedded(id)) continue;
        for (const image of [...descendants(el)].filter((d) => d.namespaceURI === VML_NS && d.localName === 'imagedata')) {
          const imageId = relId(image, 'id');
          if (imageId) dead.add(imageId);
          remove(image);
        }
        if (goes(id)) {
          dead.add(id!);
          remove(ole!);
          // What is left is VML, a picture frame: w:pict holds it ([ECMA-376] Part 1 §17.3.3.21).
          const pict = doc.createElementNS(el.namespaceURI!, `${el.prefix ? `${el.prefix}:` : ''}pict`);
          for (const child of [...Array.from({ length: el.childNodes.length }, (_, i) => el.childNodes.item(i)!)]) pict.appendChild(child);
          for (const shape of [...descendants(pict)]) if (shape.namespaceURI === VML_NS) shape.removeAttributeNS(O_NS, 'ole');
          el.parentNode!.replaceChild(pict, el);
        }
      } else if (W_NS.has(ns) && name === 'altChunk') {
        const id = relId(el, 'id');
        if (goes(id)) {
          dead.add(id!);
          remove(el);
        }
      } else if (S_NS.has(ns) && (name === 'oleObject' || name === 'control')) {
        const id = relId(el, 'id');
        if (!isEmbedded(id)) continue;
        const shapeId = el.getAttribute('shapeId');
        if (shapeId) {
          let set = vmlShapes.get(rp.source);
          if (!set) vmlShapes.set(rp.source, (set = new Set()));
          set.add(`_x0000_s${shapeId}`);
        }
        for (const pr of [...descendants(el)].filter((d) => d.localName === 'objectPr' || d.localName === 'controlPr')) {
          const imageId = relId(pr, 'id');
          if (imageId) dead.add(imageId);
          remove(pr);
        }
        if (goes(id)) {
          dead.add(id!);
          const holder = el.parentNode as Element;
          remove(el);
          // <oleObjects><mc:AlternateContent><mc:Choice><oleObject/>… : no empty wrapper stays.
          const top = [holder, ...ancestors(holder)].find((a) => S_NS.has(a.namespaceURI ?? '') && (a.localName === 'oleObjects' || a.localName === 'controls'));
          removeIfEmpty(holder, top ? (top.parentNode as Element) : holder);
          if (top?.parentNode && !firstElement(top)) remove(top);
        }
      } else if (C_NS.has(ns) && name === 'externalData') {
        const id = relId(el, 'id');
        if (goes(id)) {
          dead.add(id!);
          remove(el);
        }
      }
    }
    // A relationship to a removed object that other markup still names: that markup goes too.
    for (const el of [...descendants(doc)]) {
      for (let i = 0; i < el.attributes.length; i++) {
        const a = el.attributes.item(i)!;
        if (R_NS.has(a.namespaceURI ?? '') && goes(a.value) && el.parentNode && el !== doc.documentElement) {
          dead.add(a.value);
          remove(el);
          break;
        }
      }
    }
    if (dead.size) {
      setText(rp.source, serializeXml(doc));
      deadIds.set(rp.source, dead);
    }
  }

  // Excel draws its OLE objects in the sheet's legacy VML drawing: the preview goes there too.
  for (const [sheet, shapes] of vmlShapes) {
    const rp = relsParts.find((p) => p.source === sheet);
    for (const r of rp?.rels ?? []) {
      if (!/\/vmlDrawing$/.test(r.type) || !parts.has(r.target)) continue;
      const dead = new Set<string>();
      const vml = text(r.target).replace(/<v:shape\b[^>]*>[\s\S]*?<\/v:shape>/g, (shape) => {
        const id = /\sid="([^"]*)"/.exec(shape)?.[1];
        if (!id || !shapes.has(id)) return shape;
        return shape.replace(/<v:imagedata\b[^>]*?(?:\/>|>[\s\S]*?<\/v:imagedata>)/g, (image) => {
          const relid = /\so:relid="([^"]*)"/.exec(image)?.[1];
          if (relid) dead.add(relid);
          return '';
        });
      });
      if (dead.size) {
        setText(r.target, vml);
        deadIds.set(r.target, dead);
      }
    }
  }

  // Relationships: those to removed parts, and those no markup names any more.
  const deleted = new Set(removed);
  const previews = new Set<string>();
  for (const rp of relsParts) {
    const dead = deadIds.get(rp.source) ?? new Set<string>();
    const sourceText = dead.size ? text(rp.source) : '';
    let changed = false;
    rp.rels = rp.rels.filter((r) => {
      const stillNamed = dead.has(r.id) && new RegExp(`["']${r.id.replace(/[^\w]/g, '\\$&')}["']`).test(sourceText);
      if ((!r.external && removed.has(r.target)) || (dead.has(r.id) && !stillNamed)) {
        if (!r.external) previews.add(r.target);
        remove(r.el);
        changed = true;
        return false;
      }
      return true;
    });
    if (changed) setText(rp.name, serializeXml(rp.doc));
  }
  // A preview picture no relationship reaches any more, and any other non-XML part no
  // relationship reaches, is removed.
  // A removed part's own relationships go with it; what only they reached is swept below.
  for (const rp of relsParts) {
    if (!removed.has(rp.source)) continue;
    deleted.add(rp.name);
    for (const r of rp.rels) if (!r.external) previews.add(r.target);
  }
  const reached = new Set<string>();
  for (const rp of relsParts) if (parts.has(rp.name) && !deleted.has(rp.name)) for (const r of rp.rels) if (!r.external) reached.add(r.target);
  for (const name of [...parts.keys()]) {
    if (name === '[Content_Types].xml' || name.endsWith('/') || /\.(xml|rels|vml)$/i.test(name) || reached.has(name)) continue;
    // A photo is scanned (OCR, metadata) wherever it sits; a preview of a removed object never stays.
    if (scanned(name) && !previews.has(name)) continue;
    if (!previews.has(name)) warnings.push(`unreferenced part ${at}${name} was removed`);
    deleted.add(name);
  }
  for (const name of deleted) parts.delete(name);
  edited.forEach((_, name) => !parts.has(name) && edited.delete(name));
  // Directory entries of folders left empty.
  for (const name of [...parts.keys()]) if (name.endsWith('/') && ![...parts.keys()].some((n) => n !== name && n.startsWith(name))) parts.delete(name);

  if (deleted.size && parts.has('[Content_Types].xml')) {
    const types = parseXml(text('[Content_Types].xml'), ctx.displayName, '[Content_Types].xml');
    const overrides = types.getElementsByTagName('Override');
    let changed = false;
    for (let i = overrides.length - 1; i >= 0; i--) {
      const o = overrides.item(i)!;
      if (deleted.has(partName(o.getAttribute('PartName') ?? '', ''))) {
        remove(o);
        changed = true;
      }
    }
    if (changed) setText('[Content_Types].xml', serializeXml(types));
  }
  return { redacted, warnings };
}

function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  for (let p = el.parentNode; p && p.nodeType === 1; p = p.parentNode) out.push(p as Element);
  return out;
}
