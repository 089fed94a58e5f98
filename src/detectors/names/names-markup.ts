import type { Span } from './names-analysis.js';

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
  if (text.indexOf('</') < 0) return [];
  const names = new Set<string>();
  const out: Span[] = [];
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
