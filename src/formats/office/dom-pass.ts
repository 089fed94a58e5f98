import type { Attr, Document, Element, Node } from '@xmldom/xmldom';
import type { Redactor } from '../../engine/redactor.js';
import { isHeaderFooter, redactHeaderFooter } from './header-footer.js';
import { addCounts, redactPieces, redactString, type Counts, type Piece } from './pieces.js';
import { percentDecoded } from '../../engine/percent-decoded.js';
import { redactIdentifier } from './identifiers.js';
import { namesPerson, PERSON_ATTRIBUTES, PERSON_ELEMENTS } from './persons.js';

/**
 * Redacts every text-bearing place of one parsed Office XML part: paragraphs (Word `w:p`,
 * DrawingML `a:p`, SpreadsheetML rich text), the remaining text nodes, and the attributes that
 * carry people's text (authors, alt text, bookmark names, external link targets…).
 */

// Transitional and Strict (ISO/IEC 29500) namespaces of the same vocabularies.
const W = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const A = new Set(['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main']);
const S = new Set([
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
]);
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

type Vocabulary = 'w' | 'a' | 's' | undefined;

function vocabulary(el: Element): Vocabulary {
  const ns = el.namespaceURI ?? '';
  if (W.has(ns)) return 'w';
  if (A.has(ns)) return 'a';
  if (S.has(ns)) return 's';
  return undefined;
}

/** Elements whose descendants form one text, detected as a whole. */
function isContainer(el: Element): boolean {
  const v = vocabulary(el);
  if (v === 'w' || v === 'a') return el.localName === 'p';
  // SpreadsheetML: shared string item, inline string, legacy comment text, phonetic run.
  if (v === 's') return ['si', 'is', 'text', 'rPh'].includes(el.localName ?? '');
  return false;
}

function* children(node: Node): Generator<Node> {
  for (let c = node.firstChild; c; c = c.nextSibling) yield c;
}

function* elements(root: Node): Generator<Element> {
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.nodeType === ELEMENT) yield n as Element;
    const kids = [...children(n)];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
}

function hasAncestor(el: Element, stop: Element, names: readonly string[]): boolean {
  for (let p = el.parentNode; p && p !== stop; p = p.parentNode) {
    if (p.nodeType === ELEMENT && vocabulary(p as Element) === 'w' && names.includes((p as Element).localName ?? '')) return true;
  }
  return false;
}

type Kind = 'text' | 'deleted' | 'instr' | 'sep' | 'field';

interface DomPiece extends Piece {
  el: Element;
  kind: Kind;
  inserted: boolean;
  deleted: boolean;
}

const WORD_SEPARATORS: Readonly<Record<string, string>> = { tab: '\t', ptab: '\t', br: '\n', cr: '\n' };

/** The text pieces of one container, not descending into nested containers (text boxes, rPh). */
function containerPieces(container: Element): DomPiece[] {
  const pieces: DomPiece[] = [];
  const visit = (node: Node) => {
    for (const c of children(node)) {
      if (c.nodeType !== ELEMENT) continue;
      const el = c as Element;
      if (isContainer(el)) continue;
      const v = vocabulary(el);
      const name = el.localName ?? '';
      const piece = (kind: Kind, text: string, editable: boolean) =>
        pieces.push({
          el,
          kind,
          text,
          editable,
          inserted: hasAncestor(el, container, ['ins', 'moveTo']),
          deleted: hasAncestor(el, container, ['del', 'moveFrom']),
        });
      if (v === 'w' && name === 't') piece('text', el.textContent ?? '', true);
      else if (v === 'w' && name === 'delText') piece('deleted', el.textContent ?? '', true);
      else if (v === 'w' && (name === 'instrText' || name === 'delInstrText')) piece('instr', el.textContent ?? '', true);
      else if (v === 'w' && WORD_SEPARATORS[name]) piece('sep', WORD_SEPARATORS[name]!, false);
      else if (v === 'w' && name === 'fldChar') piece('field', ' ', false);
      // A phonetic guide and the text it guides are two texts, not one word (§17.3.3.25).
      else if (v === 'w' && (name === 'rt' || name === 'rubyBase')) {
        visit(el);
        piece('sep', '\n', false);
      }
      else if (v === 'a' && name === 't') piece('text', el.textContent ?? '', true);
      else if (v === 'a' && name === 'br') piece('sep', '\n', false);
      else if (v === 's' && name === 't') piece('text', el.textContent ?? '', true);
      else visit(el);
    }
  };
  visit(container);
  return pieces;
}

function setText(el: Element, text: string): void {
  while (el.firstChild) el.removeChild(el.firstChild);
  if (text !== '') el.appendChild(el.ownerDocument!.createTextNode(text));
  // Word and Excel trim unmarked leading/trailing spaces ([ECMA-376] Part 1 §17.3.3.31).
  if (/^\s|\s$/.test(text)) el.setAttributeNS(XML_NS, 'xml:space', 'preserve');
}

/**
 * Word keeps two texts in one paragraph: the current one (insertions, no deletions) and the
 * original (deletions, no insertions); field instructions are a third. Each is detected on its
 * own so deleted and inserted words are not glued together.
 */
const VIEWS: readonly ((p: DomPiece) => boolean)[] = [
  (p) => (p.kind === 'text' && !p.deleted) || p.kind === 'sep',
  (p) => (p.kind === 'text' && !p.inserted) || p.kind === 'deleted' || p.kind === 'sep',
  (p) => p.kind === 'instr' || p.kind === 'field',
];

function redactContainer(container: Element, redactor: Redactor, counts: Counts): boolean {
  const pieces = containerPieces(container);
  if (!pieces.some((p) => p.editable)) return false;
  const seen = new Set<DomPiece>();
  let changed = false;
  for (const inView of VIEWS) {
    const view = pieces.filter(inView);
    if (!view.some((p) => p.editable && !seen.has(p))) continue;
    const result = redactPieces(
      // A separator reads as its character (a tab, a break), not as its element's text.
      view.map((p) => ({ text: p.kind === 'sep' ? p.text : (p.el.textContent ?? ''), editable: p.editable })),
      redactor,
      '',
      view.map((p) => seen.has(p)),
    );
    view.forEach((p) => seen.add(p));
    if (!result) continue;
    addCounts(counts, result.findings);
    view.forEach((p, i) => {
      const text = result.texts[i]!;
      if (p.editable && text !== (p.el.textContent ?? '')) setText(p.el, text);
    });
    changed = true;
  }
  return changed;
}

/** Attributes that hold people's text, by local name; `name` and `val` only on some elements. */
const TEXT_ATTRIBUTES = new Set([
  'author', // w:ins/w:del/w:comment/w15:person authors
  'initials',
  'userId', // w15:presenceInfo, Excel persons
  'displayName', // Excel persons
  'descr', // alt text (wp:docPr, pic:cNvPr)
  'title',
  'alt',
  'tooltip',
  'display', // Excel hyperlink text
  'comment', // Excel defined-name comment
  'instr', // w:fldSimple field instruction
  'userName', // Excel fileSharing and shared-workbook revision headers
  'user', // Excel scenarios
  'displayText', // Word content-control list items
  'connection', // Excel data connection strings (user ids, servers)
  'command',
  'prompt', // Excel data validation input and error messages
  'promptTitle',
  'error',
  'errorTitle',
  'description', // Excel data connections
]);
const NAME_ELEMENTS = new Set(['bookmarkStart', 'docPr', 'cNvPr']);
// Word: content-control alias/tag, document variables, legacy form fields' default text, help,
// status-bar text and drop-down entries.
// Also building blocks' and styles' names (glossary `w:docPartPr/w:name`), and mail merge's data
// source: its connection string (user ids, paths) and query (§17.14.8, §17.14.24).
// Smart tags' and custom XML elements' attributes (`w:attr`, §17.5.1.1) hold what they tag.
const VAL_ELEMENTS = new Set(['alias', 'tag', 'docVar', 'default', 'helpText', 'statusText', 'listEntry', 'name', 'connectString', 'query', 'udl', 'attr']);
// Bookmark names are identifiers ([ECMA-376] Part 1 §17.13.6.2): letters, digits, underscores;
// so are Excel's code names of the workbook and its sheets (the VBA modules' names, §18.2.28).
const BOOKMARK_ELEMENTS = new Set(['bookmarkStart', 'hyperlink']);
const CODE_NAME_ELEMENTS = new Set(['sheetPr', 'workbookPr']);

function attributeHint(el: Element, attr: string): string | undefined {
  const name = el.localName ?? '';
  if (TEXT_ATTRIBUTES.has(attr)) return attr;
  if (attr === 'name' && NAME_ELEMENTS.has(name)) return attr;
  if (attr === 'anchor' && name === 'hyperlink') return attr;
  // A name label would make every style and category name ('General', 'Normal') look like a person's.
  // (A content control's placeholder names its building block: redacted alike, so it still finds it.)
  if (attr === 'val' && (name === 'name' || name === 'docPart')) return vocabulary(el) === 'w' ? '' : undefined;
  // Excel names a personal view after its user ("Jane Roe - Personal View").
  if (attr === 'name' && name === 'customWorkbookView') return '';
  if (attr === 'val' && VAL_ELEMENTS.has(name)) return name;
  if (attr === 'v' && name === 's') return ''; // pivot cache shared items and records
  if (attr === 'n' && name === 'item') return ''; // pivot item captions
  // A table column's name is its header cell's text, redacted the same way; a pivot cache field's
  // and a data field's name are a header and its caption.
  if (attr === 'name' && (name === 'tableColumn' || name === 'cacheField' || name === 'dataField')) return '';
  if (attr === 'value' && name === 'listItem') return attr; // Word content-control list items
  if (attr === 'text' && name === 'cfRule') return ''; // Excel "cell contains" conditional formats
  if (attr === 'name' && name === 'connection') return ''; // Excel data connections, named by their users
  if (attr === 'codeName' && CODE_NAME_ELEMENTS.has(name)) return '';
  return undefined;
}

function setAttributeValue(attr: Attr, value: string): void {
  attr.value = value;
  attr.nodeValue = value;
}

function redactAttributes(el: Element, redactor: Redactor, counts: Counts): boolean {
  let changed = false;
  const attrs = el.attributes;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs.item(i)!;
    const local = attr.localName ?? attr.name;
    if (attr.name === 'xmlns' || attr.prefix === 'xmlns') continue;
    if (local === 'Target' && el.localName === 'Relationship') {
      if (el.getAttribute('TargetMode') !== 'External') continue;
      // Read with its percent-encoding decoded: `Jane%20Roe.dotx` names a person.
      const { text, rawAt } = percentDecoded(attr.value);
      const findings = redactor.analyze(text, 'link');
      if (!findings.length) continue;
      // A Target is a URI: keep it one, whatever the replacement style produced.
      let out = '';
      let pos = 0;
      for (const f of findings) {
        out += attr.value.slice(pos, rawAt[f.start]) + encodeURIComponent(redactor.replacement(text.slice(f.start, f.end), f.entity));
        pos = rawAt[f.end]!;
      }
      setAttributeValue(attr, out + attr.value.slice(pos));
      addCounts(counts, findings);
      changed = true;
      continue;
    }
    if (isPersonAttribute(el, local)) {
      if (redactPersonField(attr.value, redactor, counts, (v) => setAttributeValue(attr, v))) changed = true;
      continue;
    }
    const hint = attributeHint(el, local);
    if (hint === undefined) continue;
    // An identifier joins its words with underscores or camelCase (`Jane_Roe`): read as the
    // words it joins (identifiers.ts).
    if ((BOOKMARK_ELEMENTS.has(el.localName ?? '') && (local === 'name' || local === 'anchor')) || local === 'codeName') {
      const renamed = redactIdentifier(attr.value, redactor, hint);
      if (!renamed) continue;
      setAttributeValue(attr, renamed.value);
      addCounts(counts, renamed.findings);
      changed = true;
      continue;
    }
    const result = redactString(attr.value, redactor, hint);
    if (!result) continue;
    const value = result.texts[0]!;
    setAttributeValue(attr, value);
    addCounts(counts, result.findings);
    changed = true;
  }
  return changed;
}

function isPersonAttribute(el: Element, attr: string): boolean {
  return PERSON_ATTRIBUTES.has(attr) || (attr === 'displayName' && el.localName === 'person') || (attr === 'name' && el.localName === 'userInfo' && vocabulary(el) === 's');
}

/**
 * Replaces a person field (persons.ts) whole, as a PDF's Author is: as the detectors found it when they found
 * all of it (a custom term, a name), else as PERSON_NAME.
 */
function redactPersonField(value: string, redactor: Redactor, counts: Counts, set: (value: string) => void): boolean {
  const trimmed = value.trim();
  if (!namesPerson(trimmed)) return false;
  const result = redactString(value, redactor, 'author');
  const found = result?.findings.length === 1 ? result.findings[0]! : undefined;
  if (result && found && found.end - found.start >= trimmed.length) {
    set(result.texts[0]!);
    addCounts(counts, result.findings);
    return true;
  }
  set(redactor.replacement(value, 'PERSON_NAME'));
  counts.PERSON_NAME = (counts.PERSON_NAME ?? 0) + 1;
  return true;
}

// Dates of the package itself, not of a person; a replaced W3CDTF value makes core.xml invalid.
const SKIPPED_TEXT_ELEMENTS = new Set(['created', 'modified', 'lastPrinted']);

function textHint(parent: Element): string {
  // docProps/custom.xml: <property name="Reviewer email"><vt:lpwstr>…</vt:lpwstr></property>
  const property = parent.parentNode as Element | null;
  if (property?.nodeType === ELEMENT && property.localName === 'property') return property.getAttribute('name') ?? '';
  return parent.localName ?? '';
}

/** Redacts the whole part in place; true when anything changed. */
export function redactXmlDocument(doc: Document, redactor: Redactor, counts: Counts): boolean {
  let changed = false;
  const inContainer = new Set<Element>();
  const all = [...elements(doc)];
  for (const el of all) {
    if (!isContainer(el)) continue;
    for (const p of containerPieces(el)) inContainer.add(p.el);
    if (redactContainer(el, redactor, counts)) changed = true;
  }
  for (const el of all) {
    if (redactAttributes(el, redactor, counts)) changed = true;
    if (inContainer.has(el) || SKIPPED_TEXT_ELEMENTS.has(el.localName ?? '')) continue;
    for (const c of [...children(el)]) {
      if (c.nodeType !== TEXT && c.nodeType !== CDATA) continue;
      const text = c.nodeValue ?? '';
      if (text.trim() === '') continue;
      if (vocabulary(el) === 's' && isHeaderFooter(el.localName ?? '')) {
        const hf = redactHeaderFooter(text, redactor);
        if (!hf) continue;
        el.replaceChild(doc.createTextNode(hf.text), c);
        addCounts(counts, hf.result.findings);
        changed = true;
        continue;
      }
      if (PERSON_ELEMENTS.has(el.localName ?? '') && c.nodeType === TEXT) {
        if (redactPersonField(text, redactor, counts, (v) => el.replaceChild(doc.createTextNode(v), c))) changed = true;
        continue;
      }
      const result = redactString(text, redactor, textHint(el));
      if (!result) continue;
      el.replaceChild(doc.createTextNode(result.texts[0]!), c);
      addCounts(counts, result.findings);
      changed = true;
    }
  }
  return changed;
}
