import type { Candidate } from '../../engine/types.js';
import { factsOf } from './names-words.js';

/**
 * Names written in lower case, in informal lines only (chat, posts, comments): a known given
 * name that is no English word (`emma`, `ryan`) is a person, a large place that is neither a word
 * nor a name (`australia`, `amsterdam`) a place. A line is informal when the text opens in lower
 * case, a sentence opens in lower case after `!` or `?`, or the pronoun `i` stands alone; only
 * such lines are scanned, so legal and business prose pays one ASCII regex pass (every
 * lower-case word of a long text would cost more than the rest of the names analysis).
 */
const INFORMAL = /^[a-z]|[!?][ \t]+[a-z]|(?:^|[ \t])i[ \t'’]/g;
const LOWER_WORD = /(?<![\p{L}\p{N}_@#/.-])\p{Ll}{3,}(?![\p{L}\p{N}_@/-]|\.\p{L})/gu;

export function findLowercaseNames(text: string, found: { people: readonly Candidate[]; orgs: readonly Candidate[]; places: readonly Candidate[] }): { people: Candidate[]; places: Candidate[] } {
  const people: Candidate[] = [];
  const places: Candidate[] = [];
  let done = 0;
  let taken: Candidate[] | undefined;
  INFORMAL.lastIndex = 0;
  for (let s = INFORMAL.exec(text); s; s = INFORMAL.exec(text)) {
    if (s.index < done) continue;
    const ls = text.lastIndexOf('\n', s.index) + 1;
    let le = text.indexOf('\n', s.index + 1);
    if (le < 0) le = text.length;
    done = le;
    INFORMAL.lastIndex = le;
    taken ??= [...found.people, ...found.orgs, ...found.places];
    scanLine(text, ls, le, taken, people, places);
  }
  return { people, places };
}

function scanLine(text: string, from: number, to: number, taken: readonly Candidate[], people: Candidate[], places: Candidate[]): void {
  LOWER_WORD.lastIndex = from;
  for (let m = LOWER_WORD.exec(text); m && m.index < to; m = LOWER_WORD.exec(text)) {
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
}
