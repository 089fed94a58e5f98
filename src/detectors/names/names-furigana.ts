import type { Candidate } from '../../engine/types.js';

/**
 * The reading of a name in kana on a Japanese form (a résumé's `ふりがな` or `フリガナ` line): the
 * kana after the label, when the next line is the name's own (`氏名`, `名前`, `氏　　名`). The
 * reading above an address line is the address's, not taken here. Found by literal searches
 * for the two labels.
 */
const LABELS = ['ふりがな', 'フリガナ'];
const READING = /^[ \t\u3000]+([\u3040-\u309F\u30A0-\u30FF]+(?:[ \t\u3000][\u3040-\u309F\u30A0-\u30FF]+){0,3})[ \t\u3000]*\r?\n[ \t\u3000]*(?:氏[ \t\u3000]*名|名[ \t\u3000]*前)/u;

export function findFuriganaNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const label of LABELS) {
    // Searched from its second character: the search runs on a code unit's low byte, and that of
    // "ふ" (U+3075) is an ASCII "u", met at every few letters of Latin text.
    const rest = label.slice(1);
    for (let hit = text.indexOf(rest, 1); hit !== -1; hit = text.indexOf(rest, hit + rest.length)) {
      if (text.charCodeAt(hit - 1) !== label.charCodeAt(0)) continue;
      const from = hit + rest.length;
      const m = READING.exec(text.slice(from, from + 80));
      if (!m) continue;
      const start = from + m[0].indexOf(m[1]!);
      out.push({ start, end: start + m[1]!.length, score: 0.85 });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
