/**
 * The text of rich text (XHTML, ISO 32000-1 §12.7.3.4: an annotation's /RC, a field's /RV):
 * markup removed so that a value split by it (`jane@<i>example.com</i>`) reads whole again;
 * inline tags join, block tags and <br/> break lines; character references decoded.
 */
export function richTextContent(markup: string): string {
  return markup
    .replace(/<\/?(?:p|div|br|li|tr|h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
      const k = e.toLowerCase();
      if (k.startsWith('#x')) return String.fromCodePoint(parseInt(k.slice(2), 16));
      if (k.startsWith('#')) return String.fromCodePoint(parseInt(k.slice(1), 10));
      return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[k]!;
    });
}
