import type { Candidate } from '../../engine/types.js';
import { foldKey, isCommonWord } from './names-gazetteer.js';

/**
 * Irish names written in Irish: a given name, the surname's particle (`Ó`, `Ní`, `Nic`, `Uí`,
 * `Mhic`, `Ua`; `Mac` before a surname with a fada or a lenited first letter) and the surname
 * ("Cillian Ó Dónaill", "Síle Ní Bhriain", "Aoife Mac Cárthaigh"). The particles are capitalised
 * words of their own that no other language writes before a capitalised word, so the given name
 * before them need be in no list (the lists hold few Irish given names): only no common English
 * word. Found from the particles' literal places, in a text with a fada somewhere.
 */
const PARTICLES = [' Ó ', ' Ní ', ' Nic ', ' Uí ', ' Mhic ', ' Ua ', ' Mac '];
const WORD_AFTER = /\p{Lu}[\p{Ll}\p{M}'’-]+/uy;
const WORD_BEFORE = /(?<![\p{L}\p{N}'’-])\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]*$/u;
/** An Irish surname after "Mac": a fada, or a lenited first consonant ("Mac Giolla", "Mac Cárthaigh"). */
const IRISH_SPELLING = /[áéíóú]|^[BCDFGMPST]h/u;

/** Letters with a fada: an Irish name has one in the particle, the names or elsewhere in the text. */
const FADAS = ['á', 'é', 'í', 'ó', 'ú', 'Ó', 'Í', 'Á', 'É', 'Ú'];

export function findIrishNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  // Most texts have no fada at all: one search for each letter, not one for each particle.
  if (!FADAS.some((c) => text.includes(c))) return out;
  for (const particle of PARTICLES) {
    for (let at = text.indexOf(particle); at >= 0; at = text.indexOf(particle, at + 1)) {
      const afterStart = at + particle.length;
      WORD_AFTER.lastIndex = afterStart;
      const after = WORD_AFTER.exec(text);
      if (!after) continue;
      if (particle === ' Mac ' && !IRISH_SPELLING.test(after[0])) continue;
      const before = WORD_BEFORE.exec(text.slice(Math.max(0, at - 30), at));
      if (!before || isCommonWord(foldKey(before[0]))) continue;
      out.push({ start: at - before[0].length, end: afterStart + after[0].length, score: 0.85 });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
