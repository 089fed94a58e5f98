import { PDFDict, PDFName, PDFRef, PDFStream, type PDFContext } from 'pdf-lib';
import { latin1Text, parseCodespace, type Codespace } from './fonts.js';
import type { StringRedactor } from './scrub.js';
import { decodeStream } from './streams.js';

/**
 * ToUnicode CMaps (ISO 32000-1 §9.10.3): parsed to code → UTF-16BE hex, and written back with
 * only the codes still shown, so a removed character can't be read from the font's map.
 */
export function parseToUnicode(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(m[1]!, 16), m[2]!.toUpperCase());
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      if (hi < lo || hi - lo > 0xffff) continue;
      const dst = m[3]!;
      if (dst.startsWith('[')) {
        const list = [...dst.matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!.toUpperCase());
        for (let c = lo; c <= hi && c - lo < list.length; c++) map.set(c, list[c - lo]!);
      } else {
        const hex = dst.slice(1, -1).toUpperCase();
        if (hex.length === 0) continue;
        // The last byte increments across the range (§9.10.3).
        const head = hex.slice(0, -2);
        const last = parseInt(hex.slice(-2), 16);
        for (let c = lo; c <= hi; c++) map.set(c, head + ((last + c - lo) & 0xff).toString(16).toUpperCase().padStart(2, '0'));
      }
    }
  }
  return map;
}

export function writeToUnicode(map: ReadonlyMap<number, string>, codespace: readonly Codespace[]): string {
  const width = (code: number) => {
    const range = codespace.find((r) => code >= r.low && code <= r.high) ?? codespace[0];
    return (range?.length ?? 1) * 2;
  };
  const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    `${codespace.length} begincodespacerange`,
    ...codespace.map((r) => `<${hex(r.low, r.length * 2)}> <${hex(r.high, r.length * 2)}>`),
    'endcodespacerange',
  ];
  const entries = [...map].sort((a, b) => a[0] - b[0]);
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    lines.push(`${chunk.length} beginbfchar`);
    for (const [code, dst] of chunk) lines.push(`<${hex(code, width(code))}> <${dst}>`);
    lines.push('endbfchar');
  }
  lines.push('endcmap', 'CMapName currentdict /CMap defineresource pop', 'end', 'end');
  return lines.join('\n') + '\n';
}

/**
 * A ToUnicode entry can map one code to a whole text (a ligature maps to "ffi"), and a map can
 * hold entries for codes no text uses: an entry whose text holds a finding is dropped from every
 * font's map, shown or not (the maps of fonts that lost glyphs were already rebuilt with only
 * the codes still shown). Returns how many maps were rewritten.
 */
export function dropToUnicodeFindings(context: PDFContext, redact: StringRedactor, maxStreamBytes: number): number {
  const done = new Set<PDFStream>();
  let n = 0;
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const ref = object.get(PDFName.of('ToUnicode'));
    const stream = context.lookup(ref);
    if (!(ref instanceof PDFRef) || !(stream instanceof PDFStream) || done.has(stream)) continue;
    done.add(stream);
    let text: string;
    try {
      text = latin1Text(decodeStream(stream, maxStreamBytes));
    } catch {
      continue;
    }
    const map = parseToUnicode(text);
    const kept = new Map([...map].filter(([, hex]) => hex.length < 8 || redact(utf16be(hex)) === undefined));
    if (kept.size === map.size) continue;
    const codespace = parseCodespace(text);
    context.assign(ref, context.flateStream(writeToUnicode(kept, codespace.length ? codespace : [{ length: 1, low: 0, high: 0xff }])));
    n++;
  }
  return n;
}

function utf16be(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  return Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2))).swap16().toString('utf16le');
}
