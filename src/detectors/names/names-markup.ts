import type { Span } from './names-analysis.js';
import { x12Separators } from '../lib/x12.js';

/**
 * The names of a markup text's elements: `<GrpHdr>`, `</PstCd>`, `<Cdtr>` of an ISO 20022
 * message (pain.001, camt.053), `<PatientName>` of an export. A capitalized word no list knows
 * is read as a name elsewhere; inside a tag it names an element. An element counts only where
 * the text closes it (`</Name>`): an IRC log's `<Anna> hi` opens no element, and Anna stays a
 * candidate. Found from the closing tags ("</", rare in prose), then each such name's opening
 * tags (`<Name>`, `<Name attr…>`, `<Name/>`). Spans are the names alone, in start order.
 */
const CLOSING = /<\/([A-Za-z][\w.-]{0,40})>/y;

export function markupNameSpans(text: string): Span[] {
  const out: Span[] = attributedTags(text);
  const fonts = rtfFontTable(text);
  if (fonts) {
    out.push(fonts);
    out.sort((a, b) => a.start - b.start);
  }
  if (text.indexOf('</') < 0) return out;
  const names = new Set<string>();
  for (let at = text.indexOf('</'); at >= 0; at = text.indexOf('</', at + 2)) {
    CLOSING.lastIndex = at;
    const m = CLOSING.exec(text);
    if (!m) continue;
    names.add(m[1]!);
    out.push({ start: at + 2, end: at + 2 + m[1]!.length });
  }
  for (const name of names) {
    const open = `<${name}`;
    for (let at = text.indexOf(open); at >= 0; at = text.indexOf(open, at + open.length)) {
      const next = text.charCodeAt(at + open.length);
      // `>`, `/`, a blank before an attribute.
      if (next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13) out.push({ start: at + 1, end: at + open.length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * An RTF document's font table at its head (`{\fonttbl{\f0\fnil\fcharset0 Calibri;}…}`): the
 * names of typefaces (`Calibri`, `Arial`, `Times New Roman`), never a person's or a place. The
 * whole group is one span, looked for only in a text that opens as RTF (`{\rtf`).
 */
function rtfFontTable(text: string): Span | undefined {
  if (!text.startsWith('{\\rtf')) return undefined;
  const start = text.indexOf('{\\fonttbl');
  if (start < 0 || start > 2000) return undefined;
  let depth = 0;
  for (let i = start; i < text.length && i < start + 20_000; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \\ */) i++;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */ && --depth === 0) return { start, end: i + 1 };
  }
  return undefined;
}

/**
 * `<Poa co="…" house="…"/>`, `<LData lang="ta" …>` (an Aadhaar e-KYC answer, whose elements are
 * empty and never closed): a name after `<` and before an attribute with a quoted value is an
 * element's, closed or not. An IRC log's `<Anna> hi` has no attribute.
 */
const ATTRIBUTED = /<([A-Za-z][\w.-]{0,40})[ \t\r\n]+[A-Za-z_:][\w:.-]{0,40}=["']/y;

function attributedTags(text: string): Span[] {
  const out: Span[] = [];
  if (text.indexOf('="') < 0 && text.indexOf("='") < 0) return out;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    ATTRIBUTED.lastIndex = at;
    const m = ATTRIBUTED.exec(text);
    if (m) out.push({ start: at + 1, end: at + 1 + m[1]!.length });
  }
  return out;
}

/**
 * HL7 v3's coded attributes (a C-CDA document: `<addr use="HP">`, `<code code="MTH" …/>`,
 * `<participant typeCode="IND">`, `classCode="ECON"`, `nullFlavor="UNK"`): a value of one to six
 * capitals and digits under `use`, `code`, `nullFlavor` or a name ending in `Code` is a code of
 * a vocabulary (home phone, mother, individual, employer's contact), no organization. Found from
 * each `="`, the attribute's name read back from it.
 */
const CODED_VALUE = /"([A-Z0-9]{1,6})"/y;
const CODED_ATTRIBUTE = /(?:^|[\s])(?:use|code|nullFlavor|[a-z][A-Za-z]*Code)$/;

export function codedAttributeSpans(text: string): Span[] {
  const out: Span[] = [];
  for (let at = text.indexOf('="'); at >= 0; at = text.indexOf('="', at + 2)) {
    CODED_VALUE.lastIndex = at + 1;
    const m = CODED_VALUE.exec(text);
    if (m === null || !/[A-Z]/.test(m[1]!) || !CODED_ATTRIBUTE.test(text.slice(Math.max(0, at - 24), at))) continue;
    out.push({ start: at + 2, end: at + 2 + m[1]!.length });
  }
  return out;
}

/**
 * A DICOM header dump's value representations, `(0008,0020) DA [20261119]`, `(0008,0030) TM
 * [143512]` (DCMTK's dcmdump, GDCM's gdcmdump): two capitals after a tag, codes of the standard
 * (PS3.5), no organization. Found from the tags' `(`, rare in prose with four hex digits after it.
 */
const DICOM_VR = /\([0-9A-Fa-f]{4}, ?[0-9A-Fa-f]{4}\) ([A-Z]{2})(?= )/y;

export function dicomCodeSpans(text: string): Span[] {
  const out: Span[] = [];
  for (let at = text.indexOf('('); at >= 0; at = text.indexOf('(', at + 1)) {
    // A tag's first hex digit, tested before the regex: a log's "(X11;", "(KHTML", "(host" have none.
    if (!isHexDigit(text.charCodeAt(at + 1))) continue;
    DICOM_VR.lastIndex = at;
    const m = DICOM_VR.exec(text);
    if (m) out.push({ start: DICOM_VR.lastIndex - 2, end: DICOM_VR.lastIndex });
  }
  return out;
}

/**
 * An X12 interchange's segment ids and qualifiers, `REF*TJ*…`, `CAS*CO*45*…`, `AMT*B6*…`,
 * `N1*PR*…` (X12 005010: codes of one to three capitals or digits, each a whole element):
 * codes of the standard, no organization. The interchange's names are read by their place
 * (detectors/x12.ts), not here. Found from "ISA" and its separators (lib/x12.ts).
 */
export function x12CodeSpans(text: string): Span[] {
  const out: Span[] = [];
  const isa = text.indexOf('ISA');
  const seps = isa < 0 ? undefined : x12Separators(text, isa);
  if (seps === undefined) return out;
  const { element, segment } = seps;
  let start = isa;
  for (let at = isa; at <= text.length; at++) {
    const c = text[at];
    if (c !== element && c !== segment && c !== '\n' && c !== '\r' && at < text.length) continue;
    if (at - start >= 1 && at - start <= 3 && isCode(text, start, at)) out.push({ start, end: at });
    start = at + 1;
  }
  return out;
}

/** Capitals and digits only, with one capital at least. */
function isCode(text: string, start: number, end: number): boolean {
  let capital = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) capital = true;
    else if (c < 48 || c > 57) return false;
  }
  return capital;
}

const isHexDigit = (c: number) => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
