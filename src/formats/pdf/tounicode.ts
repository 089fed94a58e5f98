import type { Codespace } from './fonts.js';

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
