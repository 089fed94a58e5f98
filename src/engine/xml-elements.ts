import { knownFieldEntity } from './known-fields.js';
import type { TextScan } from './scan/index.js';

/**
 * The text of XML elements named as a known field (`<ant:Strasse>Hagenbuchweg</ant:Strasse>`,
 * `<Geburtsname>Stemmler</Geburtsname>` in a SOAP body, `<phone>…</phone>`): the element's
 * local name (XML Namespaces §4: the part after the prefix's colon) says what the text holds, as
 * a JSON key or a CSV header does, so the text is read with that name as its hint
 * (known-fields.ts). Only an element holding text alone (no child element, no CDATA), on its
 * closing tag's line or the lines before, 300 characters at most. Found from the closing tags
 * (one literal search a call, `</`): most texts hold none.
 */
export interface XmlElementText {
  start: number;
  end: number;
  name: string;
}

const CLOSING = /<\/(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)[ \t]*>/y;
const LONGEST = 300;

export function xmlElementTexts(text: string, scan: TextScan): XmlElementText[] {
  const out: XmlElementText[] = [];
  for (const at of scan.literal('</')) {
    CLOSING.lastIndex = at;
    const m = CLOSING.exec(text);
    if (m === null) continue;
    let hint = m[2]!;
    if (!knownFieldEntity(hint)) {
      const part = NAME_PARTS.get(hint);
      if (part === undefined || !insideName(text, at)) continue;
      hint = part;
    }
    const open = text.lastIndexOf('>', at - 1);
    if (open < 0 || at - open - 1 > LONGEST || text.lastIndexOf('<', at - 1) > open) continue;
    // The opening tag that ">" ends: `<prefix:Name` and attributes, not self-closed.
    const tagStart = text.lastIndexOf('<', open);
    if (tagStart < 0 || text.charCodeAt(open - 1) === 47) continue;
    const qname = m[1] ? `${m[1]}:${m[2]}` : m[2]!;
    if (!text.startsWith(qname, tagStart + 1) || isNameChar(text.charCodeAt(tagStart + 1 + qname.length))) continue;
    let start = open + 1;
    let end = at;
    while (start < end && isBlank(text.charCodeAt(start))) start++;
    while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
    if (end > start) out.push({ start, end, name: hint });
  }
  return out;
}

/**
 * HL7 v3's name parts (a CDA document's PN data type, the nineteenth reading's C-CDA:
 * `<name><given>LaShonda</given><family>Whitfield</family></name>`): `given` and `family` alone
 * name nothing (a font's family, an address family), so only inside an open `<name>` element.
 */
const NAME_PARTS: ReadonlyMap<string, string> = new Map([
  ['given', 'given name'],
  ['family', 'family name'],
]);

/** Whether the closing tag at `at` is inside a `<name>` element opened at most 400 characters before. */
function insideName(text: string, at: number): boolean {
  const open = text.lastIndexOf('<name', at);
  if (open < 0 || at - open > 400) return false;
  const after = text.charCodeAt(open + 5);
  if (after !== 62 && after !== 32) return false; // `<name>` or `<name use="L">`, not `<names>`
  return text.lastIndexOf('</name', at) < open;
}

const isBlank = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const isNameChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46 || c === 58;
