import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A birth name after the word that introduces it: French and English `née` ("born", of a
 * married woman: `BENSALEM née HADDAD Samira`, `Jane Smith (née Doe)`), German `geb.` and
 * `geborene` (`Anna Schmidt geb. Weber`). What follows is a surname, and in a French civil-status
 * line the given names after it, in capitals or capitalised: one to four such words, on the line.
 * `née le 27/11/1990`, `née à Jacmel`, `geb. am 12.03.1980`, `geb. 1980` go on in lower case or
 * digits and stay; so do French articles and prepositions alone (`née Le 27`), which a surname
 * keeps only before another capitalised word (`née Le Goff`). English also writes `nee` without
 * its accent, taken in brackets only (`ʻAna Lose Havili (nee Taufa)`: the nineteenth reading's
 * Tongan certificate; leaks40): `nee` alone is a Scots "no" and a word's piece.
 */
const KEYWORDS = ['née', 'nee', 'geb.', 'geborene'] as const;
const NAME_WORD = String.raw`\p{Lu}[\p{Lu}\p{Ll}\p{M}'’-]*\p{L}`;
const AFTER = new RegExp(String.raw`[ \t]+(${NAME_WORD}(?:[ \t]+${NAME_WORD}){0,3})`, 'uy');
const WORD = new RegExp(NAME_WORD, 'gu');
/** Capitalised words that are no name's: French, German and English articles and prepositions. */
const NOT_NAME = new Set(['le', 'la', 'les', 'l', 'à', 'a', 'au', 'aux', 'en', 'de', 'du', 'des', 'am', 'im', 'in', 'the', 'on', 'at']);

function findBirthNames(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  for (const at of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    const word = KEYWORDS.find((k) => text.slice(at, at + k.length).toLowerCase() === k);
    if (!word) continue;
    // A word of its own: `Renée`, `Dunée` hold the letters.
    if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) continue;
    if (word !== 'geb.' && /[\p{L}\p{N}]/u.test(text[at + word.length] ?? '')) continue;
    if (word === 'nee' && text[at - 1] !== '(') continue;
    AFTER.lastIndex = at + word.length;
    const m = AFTER.exec(text);
    if (!m) continue;
    const start = m.index + m[0].length - m[1]!.length;
    // The words, their trailing articles dropped; an article first needs a name after it.
    const words = [...m[1]!.matchAll(WORD)].map((w) => [start + w.index!, start + w.index! + w[0].length] as const);
    while (words.length > 0 && NOT_NAME.has(text.slice(words[words.length - 1]![0], words[words.length - 1]![1]).toLowerCase())) words.pop();
    if (words.length === 0) continue;
    // The name ends before a digit on its line (`née Le 27`, `geb. Mars 1990`).
    if (/^[ \t]*\d/.test(text.slice(words[words.length - 1]![1], words[words.length - 1]![1] + 4))) continue;
    out.push({ start: words[0]![0], end: words[words.length - 1]![1], score: 0.85, entity: 'PERSON_NAME' });
  }
  return out;
}

export default defineDetector({
  id: 'person-name-birth-name',
  entity: 'PERSON_NAME',
  find: findBirthNames,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // A French household line (the fifteenth reading's CNAS attestation, fictitious people).
      { text: 'BENSALEM née HADDAD Samira, née le 27/11/1990', match: 'HADDAD Samira' },
      { text: 'Mrs Whitlow (née Pemberton) of Leeds', match: ['Mrs Whitlow', 'Pemberton'] },
      { text: 'Frau Schmidt geb. Weber wohnt in Köln', match: ['Frau Schmidt', 'Weber'] },
      { text: 'Mother: Salote Havili (nee Taufa)\n', match: ['Salote Havili', 'Taufa'] },
    ],
    negative: [
      'fille née le 27/11/1990 à Alger', // the birth date
      'née à Jacmel', // the birth place
      'geb. am 12.03.1980', // the date
      'née Le 27', // an article before a digit
      'Dunée Valley', // a word holding the letters
      'he said nee Tuesday', // nee unaccented outside brackets
    ],
  },
});
