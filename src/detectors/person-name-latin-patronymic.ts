import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A Latin-script name with its patronymic, taken whole (the twelfth reading: docs/reader.md,
 * leaks23):
 * - Uzbek: the family and given names before a patronymic in `-ovich`/`-evich`/`-ovna`/`-evna`,
 *   capitalized or in capitals, declined by a suffix in lower case (`KARIMOVA DILNOZA
 *   RUSTAMOVNAga`, `Karimov Sardor Baxtiyorovich`). Two names before it are needed: `Roman
 *   Abramovich` (a surname in -ovich) is the names detectors'.
 * - Azerbaijani: one to three capitalized names before the word `qızı` (daughter of) or `oğlu`
 *   (son of), declined (`qızından`, `oğlunun`): `Məmmədova Aygün Elçin qızı`, `Rafiq oğlu`. The
 *   word after a lower-case word (`onun oğlu`) stays.
 * The names stand on the patronymic's line. Starts from the keyword pass's hits.
 */
const NAME = String.raw`(?:\p{Lu}[\p{L}\p{M}'ʼ‘’]*[\p{Ll}\p{Lu}])`;
const TWO_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}.'’-])${NAME}(?:[ \t]+${NAME})?[ \t]+${NAME}[ \t]+$`, 'u');
const ONE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}.'’-])${NAME}(?:[ \t]+${NAME}){0,2}[ \t]+$`, 'u');
/** The Uzbek patronymic from its first letter: a capital stem, the ending in its case, a suffix. */
const UZ = /\p{Lu}(?:\p{Ll}[\p{Ll}'’]*(?:ovich|evich|ovna|evna)|\p{Lu}[\p{Lu}'’]*(?:OVICH|EVICH|OVNA|EVNA))(?:ga|ning|ni|dan|da)?(?![\p{L}\p{M}])/uy;
/** The Azerbaijani word at a keyword hit, declined. */
const AZ = /(?:qızı|oğlu)(?:n(?:dan|a|ın|un)?|na|nu)?(?![\p{L}\p{M}])/uy;

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let last = -1;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit <= last) continue;
    if (text.startsWith('qızı', hit) || text.startsWith('oğlu', hit)) {
      // qızı / oğlu: a word of its own, in lower case, after a name.
      if (hit > 0 && /[\p{L}\p{M}]/u.test(text[hit - 1]!)) continue;
      AZ.lastIndex = hit;
      const m = AZ.exec(text);
      if (m === null) continue;
      const b = ONE_BEFORE.exec(text.slice(Math.max(0, hit - 80), hit));
      if (b === null) continue;
      last = hit + m[0].length;
      yield { start: hit - b[0].length, end: last, score: 0.85, entity: 'PERSON_NAME' };
      continue;
    }
    // -ovich/-ovna…: the word holding the ending, from its first letter.
    let s = hit;
    while (s > 0 && /[\p{L}'’]/u.test(text[s - 1]!)) s--;
    if (s === hit) continue;
    UZ.lastIndex = s;
    const m = UZ.exec(text);
    if (m === null) continue;
    const b = TWO_BEFORE.exec(text.slice(Math.max(0, s - 80), s));
    if (b === null) continue;
    last = s + m[0].length;
    yield { start: s - b[0].length, end: last, score: 0.85, entity: 'PERSON_NAME' };
  }
}

const KEYWORDS = ['ovich', 'evich', 'ovna', 'evna', 'qızı', 'oğlu'];

export default defineDetector({
  id: 'person-name-latin-patronymic',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious people (the twelfth reading's Uzbek and Azerbaijani letters).
      { text: 'KARIMOVA DILNOZA RUSTAMOVNAga berildi.', match: 'KARIMOVA DILNOZA RUSTAMOVNAga' },
      { text: 'Karimov Sardor Baxtiyorovich, tel.', match: 'Karimov Sardor Baxtiyorovich' },
      { text: 'Məmmədova Aygün Elçin qızından', match: 'Məmmədova Aygün Elçin qızından' },
      { text: 'sahibkar Quliyev Tural Vaqif oğlunun hesabına', match: 'Quliyev Tural Vaqif oğlunun' },
    ],
    negative: ['onun oğlu gəldi', 'RUSTAMOVNA berildi'],
  },
});
