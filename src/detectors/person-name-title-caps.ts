import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A French title, the given names capitalized and the family name in capitals, as French and
 * West African administrative letters write a person (`attestons que M. Mamadou Lamine DIOP,
 * né le`, `Mme Aïssatou Ndiaye DIOP`: the twelfth reading's attestation, docs/reader.md,
 * leaks23): the family name in capitals belongs to the name, not to an organization. One to
 * three given names, one or two words in capitals of two letters or more. A title before words
 * in capitals only (`M. DIOP`) is the names detectors'. Starts from the keyword pass's hits.
 */
const GIVEN = String.raw`\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]*(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]*)?`;
// A firm's legal form in capitals (`SA`, `SARL`) is no family name.
const CAPS = String.raw`(?!(?:SA|SAS|SARL|SUARL|GIE|ONG|SCI|EURL)(?![\p{L}\p{M}]))\p{Lu}[\p{Lu}\p{M}'’]+(?:-\p{Lu}[\p{Lu}\p{M}'’]+)?`;
const NAME = new RegExp(String.raw`(?:M\.|Mme\.?|Mlle\.?|Monsieur|Madame|Mademoiselle)[ \t]+${GIVEN}(?:[ \t]+${GIVEN}){0,2}[ \t]+${CAPS}(?:[ \t]+${CAPS})?(?![\p{L}\p{M}\p{N}'’-])`, 'uy');

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let last = -1;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit <= last || text.charCodeAt(hit) !== 0x4d) continue; // the title in its case: M…
    if (hit > 0 && /[\p{L}\p{N}]/u.test(text[hit - 1]!)) continue;
    NAME.lastIndex = hit;
    const m = NAME.exec(text);
    if (m === null) continue;
    last = hit + m[0].length;
    yield { start: hit, end: last, score: 0.95, entity: 'PERSON_NAME' };
  }
}

const KEYWORDS = ['m.', 'mme', 'mlle', 'monsieur', 'madame', 'mademoiselle'];

export default defineDetector({
  id: 'person-name-title-caps',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // Fictitious people (the twelfth reading's Senegalese attestation).
      { text: 'Nous attestons que M. Mamadou Lamine DIOP, né le', match: 'M. Mamadou Lamine DIOP' },
      { text: 'son épouse, Mme Aïssatou Ndiaye DIOP, née', match: 'Mme Aïssatou Ndiaye DIOP' },
    ],
    negative: ['voir M. DIOP demain', 'chez M. Ndiaye SARL'],
  },
});
