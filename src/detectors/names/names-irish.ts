import type { Candidate } from '../../engine/types.js';
import { foldKey, isCommonWord } from './names-gazetteer.js';

/**
 * Irish names written in Irish: a given name, the surname's particle (`Ó`, `Ní`, `Uí`; `Nic`,
 * `Mac`, `Mhic`, `Ua` before a surname with a fada) and the surname ("Cillian Ó Dónaill", "Síle
 * Ní Bhriain", "Aoife Mac Cárthaigh"). The particles are capitalised words of their own that no
 * other language writes before a capitalised word, so the given name before them need be in no
 * list (the lists hold few Irish given names): only no common English word. Found from the
 * letters with a fada (a search for each, where a search for each particle cost 3 ms a page).
 */
const FADAS = ['Ó', 'í', 'á', 'é', 'ó', 'ú'];
const PARTICLE = /(?:^|[ \t])(?:Ó|Ní|Uí|Nic|Mac|Mhic|Ua)[ \t]$/u;
const WORD_AFTER = /\p{Lu}[\p{Ll}\p{M}'’-]+/uy;
const WORD_BEFORE = /(?<![\p{L}\p{N}'’-])\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]*[ \t]$/u;
/** Whether a capital opens one of the two to four letters before the blank at ws - 1 (a particle's). */
const isAsciiUpperBefore = (text: string, ws: number): boolean => {
  for (let k = ws - 3; k >= ws - 5 && k >= 0; k--) {
    const c = text.charCodeAt(k);
    if ((c >= 65 && c <= 90) || c === 0xd3) return true;
  }
  return false;
};
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f);

export function findIrishNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<number>();
  for (const fada of FADAS) {
    for (let at = text.indexOf(fada); at >= 0; at = text.indexOf(fada, at + 1)) {
      let ws = at;
      while (ws > 0 && isLetter(text.charCodeAt(ws - 1))) ws--;
      let we = at + 1;
      while (we < text.length && isLetter(text.charCodeAt(we))) we++;
      const word = text.slice(ws, we);
      // The fada's word is the particle ("Ó", "Ní", "Uí") or the surname after one.
      let particleEnd: number;
      if ((word === 'Ó' || word === 'Ní' || word === 'Uí') && (text.charCodeAt(we) === 32 || text.charCodeAt(we) === 9)) particleEnd = we + 1;
      else if (text.charCodeAt(ws - 1) === 32 && isAsciiUpperBefore(text, ws) && PARTICLE.test(text.slice(Math.max(0, ws - 6), ws))) particleEnd = ws;
      else continue;
      if (seen.has(particleEnd)) continue;
      seen.add(particleEnd);
      WORD_AFTER.lastIndex = particleEnd;
      const after = WORD_AFTER.exec(text);
      if (!after) continue;
      const particle = /(?:Ó|Ní|Uí|Nic|Mac|Mhic|Ua)[ \t]$/u.exec(text.slice(Math.max(0, particleEnd - 6), particleEnd));
      if (!particle) continue;
      const particleStart = particleEnd - particle[0].length;
      const before = WORD_BEFORE.exec(text.slice(Math.max(0, particleStart - 30), particleStart));
      if (!before || isCommonWord(foldKey(before[0].trim()))) continue;
      out.push({ start: particleStart - before[0].length, end: particleEnd + after[0].length, score: 0.85 });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
