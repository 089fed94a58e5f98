import type { Candidate } from '../../engine/types.js';
import { factsOf } from './names-words.js';

/**
 * Names written in lower case, in informal text only (chat, posts, comments): a known given
 * name that is no English word (`emma`, `ryan`) is a person, a large place that is neither a word
 * nor a name (`australia`, `amsterdam`) a place. Informal means the text opens in lower case,
 * a sentence opens in lower case after `!` or `?`, or the pronoun `i` stands alone: legal and
 * business prose never qualifies, so it pays nothing for this scan (every lower-case word of a
 * long text would cost more than the rest of the names analysis).
 */
const INFORMAL = /^[a-z]|[!?][ \t]+[a-z]|(?:^|[ \t])i[ \t'’]/;
const LOWER_WORD = /(?<![\p{L}\p{N}_@#/.-])\p{Ll}{3,}(?![\p{L}\p{N}_@/-]|\.\p{L})/gu;

export function isInformal(text: string): boolean {
  return INFORMAL.test(text);
}

export function findLowercaseNames(text: string, taken: readonly Candidate[]): { people: Candidate[]; places: Candidate[] } {
  const people: Candidate[] = [];
  const places: Candidate[] = [];
  LOWER_WORD.lastIndex = 0;
  for (let m = LOWER_WORD.exec(text); m; m = LOWER_WORD.exec(text)) {
    const word = m[0];
    const plain = /^[a-z]+$/.test(word);
    const f = factsOf(word.normalize('NFD').replace(/\p{M}/gu, ''), plain);
    if (f.common || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street) continue;
    const start = m.index;
    const end = start + word.length;
    if (taken.some((c) => c.start < end && c.end > start)) continue;
    if (f.given && word.length >= 4) people.push({ start, end, score: 0.6 });
    else if (f.place >= 3 && !f.family && word.length >= 4) places.push({ start, end, score: 0.6 });
  }
  return { people, places };
}
