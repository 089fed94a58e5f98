import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { keywordPlaces } from './lib/keyword-places.js';

/**
 * A Kazakh name with its patronymic, which ends in `-қызы` (daughter of) or `-ұлы` (son of),
 * declined (`-на` dative, `-ның` genitive, `-н`, `-нан`, `-мен`, `-нда`): the family name and
 * the given name before it, capitalized (`Осы анықтама Сейтқали Айгерім Нұрланқызына (ЖСН …)
 * берілді`: "this certificate is issued to …", the tenth reading: docs/reader.md, leaks21). The
 * Russian patronymics are names-cyrillic.ts's; this ending is Kazakh only (and Kyrgyz `кызы`,
 * `уулу`). A patronymic alone, or one in lower case, stays. Starts from the keyword pass's hits.
 */
const WORD = String.raw`\p{Lu}[\u0400-\u04ff]*\p{Ll}`;
const BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}.-])${WORD}(?:[ \t]+${WORD})?[ \t]+$`, 'u');
const PATRONYMIC = /(?<stem>\p{Lu}[\u0400-\u04ff]*?)(?:қызы|ұлы|кызы|уулу)(?:на|ның|н|нан|мен|нда|га|нын)?(?![\p{L}\p{M}])/uy;

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let last = -1;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit <= last) continue;
    // The word holding the ending, from its first letter.
    let s = hit;
    while (s > 0 && /[\u0400-\u04ff]/.test(text[s - 1]!)) s--;
    if (s === hit) continue; // the ending needs a father's name before it
    PATRONYMIC.lastIndex = s;
    const p = PATRONYMIC.exec(text);
    if (p === null || s + p.groups!.stem!.length !== hit) continue;
    const b = BEFORE.exec(text.slice(Math.max(0, s - 60), s));
    if (b === null) continue;
    last = s + p[0].length;
    yield { start: s - b[0].length, end: last, score: 0.85, entity: 'PERSON_NAME' };
  }
}

const KEYWORDS = ['қызы', 'ұлы', 'кызы', 'уулу'];

export default defineDetector({
  id: 'person-name-kazakh-patronymic',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious people (the tenth reading's Kazakh certificate).
      { text: 'Осы анықтама Сейтқали Айгерім Нұрланқызына (ЖСН 900418450816) берілді.', match: 'Сейтқали Айгерім Нұрланқызына' },
      { text: 'Жауапты: Ахметов Ерлан Серікұлы', match: 'Ахметов Ерлан Серікұлы' },
    ],
    negative: ['Нұрланқызына берілді', 'айгерім нұрланқызы', 'ұлы Абай'],
  },
});
