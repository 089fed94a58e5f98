import { DOMParser, XMLSerializer, type Document } from '@xmldom/xmldom';
import { InputError } from '../../errors.js';

// Office parts never declare a DTD ([ECMA-376] Part 2 §8.1.4 forbids it in package parts);
// refusing one shuts out entity-expansion ("billion laughs") and external entities.
const DOCTYPE = /<!DOCTYPE/i;

const utf8 = new TextDecoder('utf-8', { fatal: false });
const utf16 = new TextDecoder('utf-16le');

/** Decodes a part's bytes (UTF-8, or UTF-16 with a BOM, as [ECMA-376] Part 2 §8.1.5 allows). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16.decode(bytes.subarray(2));
  return utf8.decode(bytes);
}

export function rejectDoctype(xml: string, displayName: string, part: string): void {
  if (DOCTYPE.test(xml)) throw new InputError(displayName, `XML part ${part} declares a DOCTYPE (not allowed in Office files)`);
}

export function parseXml(xml: string, displayName: string, part: string): Document {
  rejectDoctype(xml, displayName, part);
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (e) {
    throw new InputError(displayName, `malformed XML in ${part}`, { cause: e });
  }
}

export function serializeXml(doc: Document): string {
  return new XMLSerializer().serializeToString(doc);
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes character and predefined entity references (all an Office part may hold without a DTD). */
export function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g, (m, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED[name] ?? m;
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

/** Escapes text for element content. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for a double-quoted attribute value. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
