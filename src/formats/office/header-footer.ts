import type { Redactor } from '../../engine/redactor.js';
import { redactPieces, type PieceRedaction } from './pieces.js';

/**
 * Excel header/footer text mixes formatting codes with text ([ECMA-376] Part 1 §18.3.1.39):
 * `&L` `&C` `&R` sections, `&P` page, `&"Arial,Bold"` font, `&12` size, `&KFF0000` colour,
 * `&&` a literal ampersand. A code is a separator for detection ("&Cjane@…" is not the address
 * "Cjane@…") and is never edited.
 */
const CODE = /&(?:"[^"]*"|K[0-9A-Fa-f]{6}|K\d\d[+-]\d{3}|\d+|[\s\S])/g;

export function isHeaderFooter(localName: string): boolean {
  return /^(odd|even|first)(Header|Footer)$/.test(localName);
}

export function redactHeaderFooter(text: string, redactor: Redactor): { text: string; result: PieceRedaction } | undefined {
  const raw: string[] = [];
  const pieces: { text: string; editable: boolean }[] = [];
  let pos = 0;
  for (const m of text.matchAll(CODE)) {
    if (m.index > pos) {
      raw.push(text.slice(pos, m.index));
      pieces.push({ text: text.slice(pos, m.index), editable: true });
    }
    raw.push(m[0]);
    pieces.push({ text: m[0] === '&&' ? '&' : ' ', editable: false });
    pos = m.index + m[0].length;
  }
  if (pos < text.length) {
    raw.push(text.slice(pos));
    pieces.push({ text: text.slice(pos), editable: true });
  }
  const result = redactPieces(pieces, redactor, 'header');
  if (!result) return undefined;
  const out = pieces.map((p, i) => (p.editable ? result.texts[i]!.replace(/&/g, '&&') : raw[i]!)).join('');
  return { text: out, result };
}
